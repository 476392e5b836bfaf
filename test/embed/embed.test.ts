/**
 * The embed page (embed/, README "Embed with an iframe") in a real cross-origin, sandboxed frame:
 * this test page is on `localhost:<port>`, the frame loads test/fixtures/embed.html (embed/index.html
 * loading the sources) from `127.0.0.1:<port>` with `sandbox="allow-scripts"` (an opaque origin:
 * no storage, module scripts fetched with CORS), and embed/host.ts, loaded here as a host page
 * would load dist/embed/host.js, sets the frame's height from its messages.
 */
import { expect } from '@open-wc/testing';
import '../../embed/host.js';
import { registeredGames, type RegisteredGame } from '../../components/games.js';
import { CUSTOM_PROPERTIES } from '../../embed/query.js';
import { deepText, inShadow } from '../support/dom.js';
import { bringToFront, untilDrawn } from '../support/frames.js';
import { until } from '../support/until.js';

interface Message {
  type?: string;
  subject?: string;
  height?: number;
  detail?: unknown;
}

/** The query of a bots-only game: small, seeded and quick. */
const BOTS: Record<string, string> = {
  'bluff-king': 'players=2&seed=13',
  'bluffing-billionaires': 'players=2&seed=5&hand-size=3',
  'biggie-bills': 'players=3&seed=6&max-cycles=1',
};
const botsQuery = (game: RegisteredGame) => `game=${game.id}&${BOTS[game.id] ?? `players=${game.players.min}&seed=13`}&humans=none&bot-delay=0`;

/** The embed page from the other origin in a sandboxed frame of `width` px, and every message it posts. */
function embed(query: string, width = 900) {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.style.width = `${width}px`;
  frame.style.height = '150px';
  frame.style.border = '0';
  const messages: Message[] = [];
  const listener = (event: MessageEvent) => {
    if (event.source === frame.contentWindow && event.source) messages.push(event.data as Message);
  };
  addEventListener('message', listener);
  frame.src = `http://127.0.0.1:${location.port}/test/fixtures/embed.html?${query}`;
  document.body.append(frame);
  return {
    frame,
    messages,
    of: (type: string) => messages.filter((m) => m.type === type),
    close() {
      removeEventListener('message', listener);
      frame.remove();
    },
  };
}

/** The same game's element on this page: every documented event's detail, in order, until `until` fires. */
async function referenceEvents(game: RegisteredGame, query: string, last: 'game-over' | 'game-error'): Promise<Message[]> {
  await game.load();
  const element = document.createElement(game.tag);
  for (const [name, value] of new URLSearchParams(query)) if (name !== 'game') element.setAttribute(name, value);
  const events: Message[] = [];
  for (const type of ['game-start', 'game-move', 'game-over', 'game-error']) {
    element.addEventListener(type, (event) => events.push({ type: `bluffhouse:${type}`, detail: structuredClone((event as CustomEvent).detail) }));
  }
  document.body.append(element);
  await until(() => events.some((e) => e.type === `bluffhouse:${last}`), `the reference ${game.id} ${last}`, 30_000);
  const text = deepText(element.shadowRoot!);
  element.remove();
  return Object.assign(events, { text });
}

const forwarded = (messages: Message[]) => messages.filter((m) => m.type?.startsWith('bluffhouse:') && m.type !== 'bluffhouse:resize');

describe('embed page in a sandboxed iframe of another origin', () => {
  // Sizes are observed only where the page renders: in the front tab (test files share a browser).
  beforeEach(async () => {
    await bringToFront();
  });

  it('the frame really is another origin: its document cannot be read from here', async () => {
    const page = embed('game=bluff-king&humans=none&bot-delay=0&players=2&seed=13');
    try {
      await until(() => page.of('bluffhouse:game-start').length, 'game-start', 30_000);
      expect(() => page.frame.contentWindow!.document).to.throw();
      expect(page.frame.contentDocument).to.equal(null);
    } finally {
      page.close();
    }
  });

  for (const game of registeredGames) {
    it(`${game.id}: a bots-only game posts the element's events, ends with game-over, and its frame takes the posted height`, async () => {
      const query = botsQuery(game);
      const page = embed(query);
      try {
        await until(() => page.of('bluffhouse:game-over').length, `${game.id} game-over`, 60_000);
        const reference = await referenceEvents(game, query, 'game-over');
        // The messages are the element's own events' details, in order (public facts only: the
        // engine's tests check that the events hold no hidden card).
        expect(forwarded(page.messages)).to.deep.equal([...reference]);
        const over = page.of('bluffhouse:game-over')[0]!.detail as Record<string, unknown>;
        expect(over['game']).to.equal(game.id);
        expect(over['winners']).to.be.an('array').that.is.not.empty;
        expect(over['ranking']).to.be.an('array');
        expect(over['names']).to.be.an('array');

        // host.ts set the frame to the last posted height, and the LTI message says the same.
        const last = () => page.of('bluffhouse:resize').at(-1)?.height ?? -1;
        const ltiHeights = () => page.messages.filter((m) => m.subject === 'lti.frameResize').map((m) => m.height);
        // Each size change posts both messages, as two tasks: wait for the pair to be in.
        await untilDrawn(() => page.frame.getBoundingClientRect().height === last() && ltiHeights().length === page.of('bluffhouse:resize').length, 'the frame at the posted height', 5000);
        const resize = page.of('bluffhouse:resize');
        const lti = page.messages.filter((m) => m.subject === 'lti.frameResize');
        expect(last()).to.be.above(200);
        expect(lti.map((m) => m.height)).to.deep.equal(resize.map((m) => m.height));

        // Narrower, the table wraps and grows taller: the frame follows.
        const before = last();
        page.frame.style.width = '320px';
        await untilDrawn(() => last() !== before && page.frame.getBoundingClientRect().height === last() && ltiHeights().at(-1) === last(), 'a new height after the frame narrowed', 10_000);
        expect(last()).to.be.above(before);
        expect(page.messages.filter((m) => m.subject === 'lti.frameResize').at(-1)!.height).to.equal(last());
      } finally {
        page.close();
      }
    });
  }

  it('a bad attribute value shows and posts the element\'s own message, and no game', async () => {
    const game = registeredGames.find(({ id }) => id === 'bluff-king')!;
    const query = 'game=bluff-king&players=99&humans=none&bot-delay=0';
    const page = embed(query);
    try {
      await until(() => page.of('bluffhouse:game-error').length, 'game-error', 30_000);
      const reference = await referenceEvents(game, query, 'game-error');
      const error = page.of('bluffhouse:game-error')[0]!.detail as { attribute?: string; message: string };
      expect(error.attribute).to.equal('players');
      expect(error).to.deep.equal(reference.find((m) => m.type === 'bluffhouse:game-error')!.detail);
      await new Promise((done) => setTimeout(done, 300));
      expect(forwarded(page.messages).map((m) => m.type)).to.deep.equal(['bluffhouse:game-error']);
    } finally {
      page.close();
    }
  });

  it('a missing or unknown game, a bad theme and an unknown name each get a message naming what is allowed', async () => {
    const cases: [query: string, attribute: string, says: string[]][] = [
      ['', 'game', registeredGames.map(({ id }) => id)],
      ['game=poker', 'game', ['"poker"', ...registeredGames.map(({ id }) => id)]],
      ['game=bluff-king&theme=pink', 'theme', ['light', 'dark']],
      ['game=bluff-king&parent-origin=nowhere', 'parent-origin', ['origin']],
      ['game=bluff-king&--bluff-colour=red', '--bluff-colour', ['--bluff-felt']],
      ['game=bluff-king&--bluff-felt=notacolor', '--bluff-felt', ['"notacolor"', 'color', '#123b29']],
      ['game=bluff-king&--bluff-radius=wide', '--bluff-radius', ['"wide"', 'border-radius', '10px']],
      ['game=bluff-king&onclick=alert(1)', 'onclick', ['players', 'bots', 'lang']],
    ];
    for (const [query, attribute, says] of cases) {
      const page = embed(query);
      try {
        await until(() => page.of('bluffhouse:game-error').length, `game-error for "${query}"`, 30_000);
        const { detail } = page.of('bluffhouse:game-error')[0]! as { detail: { attribute: string; message: string } };
        expect(detail.attribute, query).to.equal(attribute);
        for (const word of says) expect(detail.message, query).to.include(word);
        await untilDrawn(() => page.of('bluffhouse:resize').some((m) => m.height! > 20), 'the message\'s height', 5000);
        expect(forwarded(page.messages).every((m) => m.type === 'bluffhouse:game-error'), query).to.equal(true);
      } finally {
        page.close();
      }
    }
  });

  it('with persist-key the game still plays to the end: the sandbox has no storage, the table plays without saving', async () => {
    const page = embed('game=bluff-king&players=2&seed=13&humans=none&bot-delay=0&persist-key=embed-test');
    try {
      await until(() => page.of('bluffhouse:game-over').length, 'game-over', 60_000);
      expect((page.of('bluffhouse:game-start')[0]!.detail as { resumed: boolean }).resumed).to.equal(false);
      expect(page.of('bluffhouse:game-error')).to.deep.equal([]);
    } finally {
      page.close();
    }
  });

  it('parent-origin: messages go to that origin only', async () => {
    const query = 'game=bluff-king&players=2&seed=13&humans=none&bot-delay=0';
    const ours = embed(`${query}&parent-origin=${encodeURIComponent(location.origin)}`);
    const elsewhere = embed(`${query}&parent-origin=${encodeURIComponent('https://lms.example.edu')}`);
    try {
      await until(() => ours.of('bluffhouse:game-over').length, 'game-over to this origin', 60_000);
      await new Promise((done) => setTimeout(done, 300));
      expect(elsewhere.messages).to.deep.equal([]);
    } finally {
      ours.close();
      elsewhere.close();
    }
  });
});

describe('embed page, read from the same origin', () => {
  /** The fixture in a plain frame of this origin, to read its document. */
  async function samePage(query: string) {
    const frame = document.createElement('iframe');
    frame.src = `/test/fixtures/embed.html?${query}`;
    document.body.append(frame);
    // What the page puts in #embed, not its note for a script that never starts (.boot).
    const root = await until(() => frame.contentDocument?.querySelector('#embed > :not(.boot)'), 'the page\'s content', 30_000);
    return { frame, root: root as HTMLElement, close: () => frame.remove() };
  }

  it('shows the element\'s message for a bad value, and the page\'s for an unknown game', async () => {
    const bad = await samePage('game=bluffing-billionaires&hand-size=1');
    try {
      const error = await until(() => inShadow(bad.root, '[part~="error"]'), 'the element\'s error part', 10_000);
      expect(error.textContent).to.include('hand-size');
    } finally {
      bad.close();
    }
    const unknown = await samePage('game=poker');
    try {
      expect(unknown.root.getAttribute('role')).to.equal('alert');
      expect(unknown.root.textContent).to.include('bluff-king (BluffKing)');
    } finally {
      unknown.close();
    }
  });

  it('applies --bluff-* values with setProperty and the theme\'s colours, never as markup', async () => {
    const page = await samePage('game=bluff-king&theme=dark&--bluff-accent=%23ff4fa3&--bluff-card-width=80px&humans=none&bot-delay=0');
    const markup = await samePage('game=bluff-king&--bluff-felt=%3Cb%3Ered%3C%2Fb%3E');
    try {
      expect(page.root.style.getPropertyValue('--bluff-accent')).to.equal('#ff4fa3');
      expect(page.root.style.getPropertyValue('--bluff-card-width')).to.equal('80px');
      expect(markup.frame.contentDocument!.body.textContent, 'a bad value is said as text').to.include('"<b>red</b>"');
      expect(markup.frame.contentDocument!.querySelector('b')).to.equal(null);
      const computed = page.frame.contentWindow!.getComputedStyle(page.root);
      expect(computed.getPropertyValue('--bluff-surface').trim()).to.equal('#1f2124');
      expect(page.frame.contentDocument!.documentElement.dataset['theme']).to.equal('dark');
    } finally {
      page.close();
      markup.close();
    }
  });

  it('says why when its script never runs (a sandbox without allow-scripts, a page opened from a file), after a moment; a page that starts never shows it', async () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin'); // readable here, and no script runs in it
    frame.src = '/test/fixtures/embed.html?game=bluff-king';
    document.body.append(frame);
    const started = await samePage('game=bluff-king&humans=none&bot-delay=0');
    try {
      const note = await until(() => frame.contentDocument?.querySelector<HTMLElement>('#embed > .boot'), 'the note', 10_000);
      const visibility = () => frame.contentWindow!.getComputedStyle(note).visibility;
      expect(visibility(), 'not at once').to.equal('hidden');
      await untilDrawn(() => visibility() === 'visible', 'the note after a moment', 6000);
      expect(note.textContent).to.match(/did not start.*JavaScript.*web server/s);
      expect(started.frame.contentDocument!.querySelector('.boot'), 'removed when the page starts').to.equal(null);
    } finally {
      frame.remove();
      started.close();
    }
  });

  it('the test page is embed/index.html loading the sources', async () => {
    // The test server adds its reload script to the HTML files it serves from disk; the fixture is made by middleware.
    const page = (await (await fetch('/embed/index.html')).text()).replace(/<!-- injected by web-dev-server -->\n<script[^>]*><\/script>/, '');
    const fixture = await (await fetch('/test/fixtures/embed.html')).text();
    expect(fixture).to.equal(page.replace('href="embed.css"', 'href="/embed/embed.css"').replace('src="embed.js"', 'src="/embed/embed.ts"'));
  });

  it('takes exactly the custom properties the manifest documents for the tables', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json() as { modules: { declarations?: { tagName?: string; cssProperties?: { name: string }[] }[] }[] };
    const tags = new Set(registeredGames.map(({ tag }) => tag as string));
    const documented = new Set(manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName && tags.has(d.tagName)).flatMap((d) => (d.cssProperties ?? []).map((p) => p.name)));
    expect([...CUSTOM_PROPERTIES].sort()).to.deep.equal([...documented].sort());
  });
});
