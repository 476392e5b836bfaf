/**
 * The demo pages' "Copy embed code" helper (demo/embed-code.js): the snippets carry the chosen
 * options, the iframe's src reads back as the same query, a value with `"<>&` stays one attribute
 * value, and the iframe snippet, pasted into this page with its src pointing at the embed page
 * served from sources on another origin (test/fixtures/embed.html, as test/embed does), loads the
 * game, which answers with `bluffhouse:resize` (fitted by embed/host.ts, what host.js is built from).
 */
import { expect } from '@open-wc/testing';
import '../../embed/host.js';
import { registeredGames } from '../../components/games.js';
import { GAMES, THEMES, embedUrl, escapeHtml, iframeSnippet, tagSnippet } from '../../demo/embed-code.js';
import { bringToFront, untilDrawn } from '../support/frames.js';

const ORIGIN = 'https://games.example.com';

/** The demo form's values for BluffKing (demo/bluff-king.html), as `new FormData(form)` gives them. */
const BLUFF_KING = { players: '3', bots: 'hard', decks: '', humans: 'none', lang: 'zh-CN', theme: 'night', 'bot-delay': '250' };

/** Parses a snippet as a page would (scripts inert) and returns its nodes. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('demo "Copy embed code" (demo/embed-code.js)', () => {
  it('knows every registered game by its tag, id and title', () => {
    expect(Object.keys(GAMES).sort()).to.deep.equal(registeredGames.map((g) => g.tag).sort());
    for (const game of registeredGames) {
      const entry = GAMES[game.tag as keyof typeof GAMES];
      expect(entry.id, game.tag).to.equal(game.id);
      expect(entry.title, game.tag).to.equal(game.title);
    }
  });

  it("its themes are demo.css's theme classes, property by property", async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('../../demo/demo.css', import.meta.url).href;
    const loaded = new Promise((resolve, reject) => Object.assign(link, { onload: resolve, onerror: reject }));
    document.head.append(link);
    await loaded;
    try {
      for (const [theme, properties] of Object.entries(THEMES)) {
        if (!theme) continue;
        const probe = document.createElement('div');
        probe.className = `theme-${theme}`;
        document.body.append(probe);
        const style = getComputedStyle(probe);
        expect(Object.keys(properties).length, theme).to.be.greaterThan(0);
        for (const [name, value] of Object.entries(properties)) expect(style.getPropertyValue(name).trim(), `${theme} ${name}`).to.equal(value);
        probe.remove();
      }
    } finally {
      link.remove();
    }
  });

  it('the iframe snippet holds the options: its src reads back as the same query, the theme as --bluff-* values', () => {
    const nodes = parse(iframeSnippet('bluff-king-table', BLUFF_KING, { origin: ORIGIN }));
    const frames = nodes.querySelectorAll('iframe');
    expect(frames).to.have.length(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('src')).to.equal(embedUrl('bluff-king-table', BLUFF_KING, { origin: ORIGIN }));
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).to.equal(`${ORIGIN}/embed/`);
    expect([...src.searchParams]).to.deep.equal([
      ['game', 'bluff-king'], ['players', '3'], ['bots', 'hard'], ['humans', 'none'], ['lang', 'zh-CN'], ['bot-delay', '250'],
      ...Object.entries(THEMES.night),
    ]);
    expect(frame.title).to.equal('BluffKing');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(frame.getAttribute('height')).to.equal(String(GAMES['bluff-king-table'].height));
    const script = nodes.querySelector('script');
    expect(script?.getAttribute('src')).to.equal(`${ORIGIN}/embed/host.js`);
    expect(parse(iframeSnippet('bluff-king-table', BLUFF_KING, { origin: ORIGIN, hostScript: false })).querySelector('script')).to.equal(null);
  });

  it('the tag snippet holds the options as attributes, the CDN module and the theme rule', () => {
    const html = tagSnippet('biggie-bills-board', { players: '5', target: '600', 'max-cycles': '', theme: 'paper' }, { origin: ORIGIN });
    const nodes = parse(html);
    expect(nodes.querySelector('script')?.getAttribute('src')).to.equal(`${ORIGIN}/dist/cdn/biggie-bills-board.js`);
    expect(nodes.querySelector('script')?.getAttribute('type')).to.equal('module');
    const element = nodes.querySelector('biggie-bills-board')!;
    expect(element.getAttributeNames()).to.deep.equal(['players', 'target']);
    expect(element.getAttribute('players')).to.equal('5');
    expect(element.getAttribute('target')).to.equal('600');
    // The style rule, read by the browser's CSS parser: the paper theme's properties on the tag.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(nodes.querySelector('style')!.textContent!);
    const rule = sheet.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).to.equal('biggie-bills-board');
    for (const [name, value] of Object.entries(THEMES.paper)) expect(rule.style.getPropertyValue(name).trim(), name).to.equal(value);
    // Classic: no style block at all.
    expect(parse(tagSnippet('biggie-bills-board', { theme: '' }, { origin: ORIGIN })).querySelector('style')).to.equal(null);
  });

  it('escapes "<>& in a value: it stays one attribute value and injects no markup', () => {
    const names = `Ana"><b>x</b>&amp;'Bo`;
    const options = { players: '2', names };
    const tag = parse(tagSnippet('bluff-king-table', options, { origin: ORIGIN }));
    expect(tag.querySelectorAll('b').length, 'elements injected by the tag snippet').to.equal(0);
    expect(tag.querySelector('bluff-king-table')?.getAttribute('names')).to.equal(names);
    const frame = parse(iframeSnippet('bluff-king-table', options, { origin: ORIGIN }));
    expect(frame.querySelectorAll('b').length, 'elements injected by the iframe snippet').to.equal(0);
    expect(new URL(frame.querySelector('iframe')!.getAttribute('src')!).searchParams.get('names')).to.equal(names);
    expect(escapeHtml(`&"'<>`)).to.equal('&amp;&quot;&#39;&lt;&gt;');
  });

  it('refuses an unknown tag, theme or option name with a message naming it', () => {
    expect(() => tagSnippet('blink-table', {}, { origin: ORIGIN })).to.throw(RangeError, /tag: "blink-table"/);
    expect(() => iframeSnippet('bluff-king-table', { theme: 'neon' }, { origin: ORIGIN })).to.throw(RangeError, /theme: "neon"/);
    expect(() => tagSnippet('bluff-king-table', { 'x"><b': '1' }, { origin: ORIGIN })).to.throw(RangeError, /option "x"><b"/);
  });

  it('the iframe snippet loads: the embed page on another origin plays the options and answers with bluffhouse:resize', async () => {
    // This page is localhost; 127.0.0.1 is another origin. The embed page from sources stands for /embed/.
    const origin = `http://127.0.0.1:${location.port}`;
    const options = { players: '3', bots: 'easy', humans: 'none', lang: 'en', theme: 'night', 'bot-delay': '0', seed: '13' };
    const html = iframeSnippet('bluff-king-table', options, { origin, page: '/test/fixtures/embed.html' });
    const host = document.createElement('div');
    host.append(parse(html));
    const frame = host.querySelector('iframe')!;
    const messages: { type?: string; height?: number; detail?: { players?: number; bots?: unknown } }[] = [];
    const listener = (event: MessageEvent) => {
      if (event.source && event.source === frame.contentWindow) messages.push(event.data);
    };
    addEventListener('message', listener);
    // Sizes are observed only where the page renders: in the front tab (test files share a browser).
    await bringToFront();
    document.body.append(host);
    try {
      const resize = await untilDrawn(() => messages.find((m) => m.type === 'bluffhouse:resize' && (m.height ?? 0) > 0), 'bluffhouse:resize', 30_000);
      const start = await untilDrawn(() => messages.find((m) => m.type === 'bluffhouse:game-start'), 'bluffhouse:game-start', 30_000);
      expect(start.detail?.players).to.equal(3);
      expect(messages.some((m) => m.type === 'bluffhouse:game-error'), JSON.stringify(messages.filter((m) => m.type === 'bluffhouse:game-error'))).to.equal(false);
      // host.js (embed/host.ts) fits the frame to the last height it was told.
      await untilDrawn(() => {
        const last = messages.filter((m) => m.type === 'bluffhouse:resize').at(-1);
        return last && frame.style.height === `${Math.ceil(last.height!)}px`;
      }, 'the frame fitted to its game', 10_000);
      expect(resize.height).to.be.greaterThan(100);
    } finally {
      removeEventListener('message', listener);
      host.remove();
    }
  });
});
