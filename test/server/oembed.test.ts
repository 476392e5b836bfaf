/// <reference types="node" />
/**
 * The oEmbed provider (server/oembed.ts, server/embed-site.ts; docs/embedding.md, "Paste a link")
 * on a real `bluffhouse-server` process (server/cli.ts) serving the embed page's folder (embed/:
 * its index.html and thumbnails, which is all the endpoint and the discovery links read): the
 * discovery links of each game link point at the endpoint for that very address; the endpoint
 * answers every game and option set with an iframe of the same address, honours maxwidth and
 * maxheight, refuses (404) what is not a game link or would not start a game, naming the query
 * name, and (501) a format it does not have. Run with Node's test runner
 * (`node --import tsx --test test/server/oembed.test.ts`).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { games } from '../../src/games.js';
import { GAMES, THEMES, embedUrl } from '../../demo/embed-code.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess;
let base: string;

/** A `bluffhouse-server` process serving the embed folder, with `flags` more; resolves once it listens. */
async function startServer(flags: string[] = []): Promise<{ process: ChildProcess; base: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--embed-dir', 'embed', ...flags], { cwd: root, env: { ...process.env, REDIS_URL: '' } });
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const port = /listening on port (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://localhost:${port}`);
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
    server.once('exit', (code) => reject(new Error(`bluffhouse-server exited (${code}):\n${output}`)));
  });
  return { process: server, base: address };
}

before(async () => {
  // These suites send well over the default 50 look-ups in a second on a fast machine; the limit
  // itself is the flood suite's subject, on a server of its own.
  ({ process: child, base } = await startServer(['--lookups-per-second', '1000']));
});

after(() => {
  child.kill('SIGTERM');
});

/** Each game's option sets: none, and every option the link may carry. */
const OPTION_SETS: Record<string, string[]> = {
  'bluff-king': ['', 'players=4&bots=hard', 'players=3&decks=2&max-play=3&humans=0,2&names=Ana,Ben&seed=7&bot-delay=0&lang=zh-CN&theme=dark&--bluff-felt=%23123b29'],
  'bluffing-billionaires': ['', 'players=2&hand-size=5&bots=easy', 'players=5&humans=all&theme=light&parent-origin=https://lms.example.edu'],
  'biggie-bills': ['', 'players=3&starting-cash=300&target=900&max-cycles=2', 'view=moderator&humans=none&time-limit=20'],
};

const link = (query: string) => `${base}/embed/?${query}`;
const endpoint = (params: Record<string, string>) => fetch(`${base}/oembed?${new URLSearchParams(params)}`);

describe('the discovery links', () => {
  for (const game of games) {
    test(`${game.id}: the page carries a JSON and an XML link to the endpoint for its own address`, async () => {
      const address = link(`game=${game.id}&players=${game.players.min}&bots=hard`);
      const response = await fetch(address);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.ok(head.includes(`<meta property="og:image" content="${base}/embed/thumbnails/${game.id}.png" />`), 'Open Graph tags for previews');
      assert.ok(head.includes(`<meta property="og:title" content="${game.title}`), 'the game in the preview title');
      for (const [type, format] of [['application/json+oembed', 'json'], ['text/xml+oembed', 'xml']] as const) {
        const tag = new RegExp(`<link rel="alternate" type="${type.replace('+', '\\+')}" href="([^"]+)"`).exec(head);
        assert.ok(tag, `a ${type} link in the head`);
        const href = new URL(tag[1]!.replaceAll('&amp;', '&'));
        assert.equal(`${href.origin}${href.pathname}`, `${base}/oembed`);
        assert.equal(href.searchParams.get('url'), address);
        assert.equal(href.searchParams.get('format'), format);
        const answer = await fetch(href);
        assert.equal(answer.status, 200, `${format}: ${await answer.clone().text()}`);
      }
    });
  }
  for (const query of ['game=bluff-king&players=99', 'game=no-such-game', '']) {
    test(`a page that would not start a game (${query || 'no query'}) carries no discovery link and no preview`, async () => {
      const response = await fetch(link(query));
      assert.equal(response.status, 200, 'the page itself still answers: it shows the problem in the element');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.doesNotMatch(head, /\+oembed/, 'no link to an answer that is a 404');
      assert.doesNotMatch(head, /og:title/);
    });
  }
});

describe('the endpoint', () => {
  for (const game of games) {
    for (const options of OPTION_SETS[game.id]!) {
      test(`${game.id}${options ? ` with ${options}` : ''}: a rich answer framing the same address`, async () => {
        const address = link(`game=${game.id}${options ? `&${options}` : ''}`);
        const response = await endpoint({ url: address, format: 'json' });
        const body = await response.text();
        assert.equal(response.status, 200, body);
        assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
        const answer = JSON.parse(body) as Record<string, unknown>;
        assert.equal(answer['type'], 'rich');
        assert.equal(answer['version'], '1.0');
        assert.equal(answer['provider_name'], 'bluffhouse');
        assert.ok(String(answer['title']).startsWith(game.title), String(answer['title']));
        assert.equal(typeof answer['cache_age'], 'number');
        assert.equal(answer['thumbnail_url'], `${base}/embed/thumbnails/${game.id}.png`);
        assert.ok(Number(answer['thumbnail_width']) > 0 && Number(answer['thumbnail_height']) > 0);
        const thumbnail = await fetch(String(answer['thumbnail_url']));
        assert.equal(thumbnail.headers.get('content-type'), 'image/png');
        const html = String(answer['html']);
        const src = /<iframe src="([^"]+)" width="(\d+)" height="(\d+)"/.exec(html);
        assert.ok(src, html);
        const framed = new URL(src[1]!.replaceAll('&amp;', '&'));
        assert.equal(framed.href, new URL(address).href);
        assert.deepEqual([...framed.searchParams], [...new URL(address).searchParams]);
        assert.deepEqual([Number(src[2]), Number(src[3])], [answer['width'], answer['height']]);
        assert.match(html, /^<blockquote><a href="[^"]+">[^<]+<\/a><\/blockquote><iframe /, 'a link WordPress shows until the frame tells its height');
      });
    }
  }

  test('the demo\'s "Copy link" links are game links, with every demo theme', async () => {
    for (const tag of Object.keys(GAMES)) {
      for (const theme of Object.keys(THEMES)) {
        const url = embedUrl(tag, { players: '3', bots: 'hard', theme }, { origin: base });
        const response = await endpoint({ url, format: 'json' });
        assert.equal(response.status, 200, `${url}: ${await response.clone().text()}`);
      }
    }
  });

  test('maxwidth and maxheight are honoured, as WordPress sends them (with dnt=1)', async () => {
    const answer = await (await endpoint({ url: link('game=bluff-king'), maxwidth: '500', maxheight: '750', dnt: '1', format: 'json' })).json() as Record<string, number>;
    assert.ok(answer['width']! <= 500 && answer['height']! <= 750, JSON.stringify(answer));
    const small = await (await endpoint({ url: link('game=bluff-king'), maxwidth: '120', maxheight: '90' })).json() as Record<string, unknown>;
    assert.deepEqual([small['width'], small['height']], [120, 90]);
    assert.equal(small['thumbnail_url'], undefined, 'no thumbnail larger than asked');
    const bad = await endpoint({ url: link('game=bluff-king'), maxwidth: 'wide' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /maxwidth/);
  });

  test('format=xml answers the same in XML; another format gets 501 naming format', async () => {
    const xml = await endpoint({ url: link('game=biggie-bills&players=3'), format: 'xml' });
    assert.equal(xml.status, 200);
    const text = await xml.text();
    assert.match(text, /<oembed><type>rich<\/type>/);
    assert.match(text, /<html>&lt;blockquote&gt;.*&lt;iframe src="http:\/\/localhost:\d+\/embed\/\?game=biggie-bills&amp;amp;players=3"/);
    const yaml = await endpoint({ url: link('game=bluff-king'), format: 'yaml' });
    assert.equal(yaml.status, 501);
    assert.match(await yaml.text(), /^format: "yaml"/);
  });

  test('a URL that is not a game link of this server gets 404', async () => {
    for (const url of ['', 'not a url', `${base}/demo/bluff-king.html?game=bluff-king`, `http://elsewhere.example/embed/?game=bluff-king`, 'ftp://localhost/embed/?game=bluff-king']) {
      const response = await endpoint(url === '' ? {} : { url });
      assert.equal(response.status, 404, url);
      assert.match(await response.text(), /^url/, url);
    }
  });

  test('a link whose game would not start gets 404 naming the query name at fault', async () => {
    const cases: [query: string, name: string][] = [
      ['', 'game'],
      ['game=poker', 'game'],
      ['game=bluff-king&players=99', 'players'],
      ['game=bluff-king&players=many', 'players'],
      ['game=bluff-king&bots=genius', 'bots'],
      ['game=bluff-king&hand-size=5', 'hand-size'],
      ['game=bluff-king&decks=0', 'decks'],
      ['game=bluffing-billionaires&players=4&hand-size=40', 'hand-size'],
      ['game=biggie-bills&starting-cash=500&target=400', 'target'],
      ['game=biggie-bills&view=god', 'view'],
      ['game=bluff-king&players=3&humans=0,5', 'humans'],
      ['game=bluff-king&bot-delay=-5', 'bot-delay'],
      ['game=bluff-king&seat=1', 'seat'],
      ['game=bluff-king&theme=purple', 'theme'],
      ['game=bluff-king&parent-origin=nowhere', 'parent-origin'],
      ['game=bluff-king&--bluff-glow=red', '--bluff-glow'],
      ['game=bluff-king&--bluff-felt=red;x:y', '--bluff-felt'],
    ];
    for (const [query, name] of cases) {
      const response = await endpoint({ url: link(query), format: 'json' });
      const body = await response.text();
      assert.equal(response.status, 404, `${query}: ${body}`);
      assert.ok(body.split('\n').slice(1).some((line) => line.startsWith(name)), `${query}: the body names ${name}:\n${body}`);
    }
    // In the words the page shows (the engine's, with the game's range).
    const words = await (await endpoint({ url: link('game=bluffing-billionaires&players=abc') })).text();
    assert.ok(words.includes('players must be an integer from 2 to 6 (got "abc")'), words);
  });

  test('the page\'s files are served with CORS; nothing outside its folder is', async () => {
    const css = await fetch(`${base}/embed/embed.css`);
    assert.equal(css.status, 200);
    assert.equal(css.headers.get('access-control-allow-origin'), '*');
    for (const path of ['/embed/../package.json', '/embed/%2e%2e/package.json', '/embed/page.ts', '/embed/%E0%A4%A']) {
      assert.equal((await fetch(`${base}${path}`)).status, 404, path);
    }
    const redirect = await fetch(`${base}/embed?game=bluff-king`, { redirect: 'manual' });
    assert.equal(redirect.headers.get('location'), '/embed/?game=bluff-king');
  });
});

describe('a flood of look-ups from one address (rate-limited like matchmaking)', () => {
  let limited: ChildProcess;
  let limitedBase: string;
  before(async () => {
    ({ process: limited, base: limitedBase } = await startServer(['--lookups-per-second', '3']));
  });
  after(() => {
    limited.kill('SIGTERM');
  });

  test('the endpoint and the rendered page answer 429 rate-limited with Retry-After past the limit; the page\'s files are not counted', async () => {
    const url = `${limitedBase}/embed/?game=bluff-king`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(i % 2 ? url : `${limitedBase}/oembed?${new URLSearchParams({ url })}`)));
    const statuses = answers.map((answer) => answer.status);
    assert.ok(statuses.filter((status) => status === 200).length >= 1, `some answered: ${statuses.join(' ')}`);
    const refused = answers.filter((answer) => answer.status === 429);
    assert.ok(refused.length >= 10, `most refused: ${statuses.join(' ')}`);
    assert.match(await refused[0]!.text(), /^rate-limited: /);
    assert.ok(Number(refused[0]!.headers.get('retry-after')) >= 1);
    const files = await Promise.all(Array.from({ length: 10 }, () => fetch(`${limitedBase}/embed/embed.css`)));
    assert.deepEqual(files.map((file) => file.status), Array(10).fill(200));
  });
});
