/**
 * A game link pasted into a WordPress post (docs/embedding.md, "Paste a link"), played out in
 * Chromium the way WordPress does it, from the other origin (`127.0.0.1`; this page is on
 * `localhost`):
 * - discovery: the link's page is read as text (no script runs), its `application/json+oembed`
 *   `<link>` followed (the game server's embed site: test/fixtures/oembed-site.mjs);
 * - WordPress' rewrite of a rich answer from a provider it does not trust (wp-includes/embed.php,
 *   `wp_filter_oembed_result`), re-implemented here: the blockquote and iframe kept, a secret added
 *   to the frame's address (`#?secret=`) and as `data-secret`, the frame hidden behind the
 *   blockquote (`position: absolute; visibility: hidden`), `sandbox="allow-scripts"
 *   security="restricted"`;
 * - WordPress' host-side script (wp-includes/js/wp-embed.js), re-implemented here: it sends
 *   `ready`, and on a `height` message from that frame with its secret it hides the blockquote,
 *   shows the frame and sets its height (clamped to 200..1000).
 * The game then shows at its height, and a person plays a move in it with the keyboard.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { bringToFront } from '../support/frames.js';
import { until } from '../support/until.js';

interface Message {
  type?: string;
  message?: string;
  value?: unknown;
  secret?: string;
  height?: number;
  detail?: { index?: number };
}

const other = `http://127.0.0.1:${location.port}`;

/** What WordPress does with a rich answer's html (`wp_filter_oembed_result`, for an untrusted provider). */
function wordpressRewrite(html: string, secret: string): string {
  const found = /(<blockquote>.*?<\/blockquote>)?.*(<iframe.*?><\/iframe>)/s.exec(html);
  if (!found?.[2]) throw new Error(`no iframe in ${html}`);
  let kept = (found[1] ?? '') + found[2];
  kept = kept.replace(/ src=(["'])(.*?)\1/, (_all, quote: string, src: string) => ` src=${quote}${src}#?secret=${secret}${quote} data-secret=${quote}${secret}${quote}`);
  kept = kept.replace('<blockquote', `<blockquote data-secret="${secret}"`);
  if (found[1]) {
    kept = kept.replace('<iframe', '<iframe style="position: absolute; visibility: hidden;"');
    kept = kept.replace('<blockquote', '<blockquote class="wp-embedded-content"');
  }
  return kept.replace('<iframe', '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"');
}

/** WordPress' host-side script's behaviour (`wp.receiveEmbedMessage` and its `ready` message). Returns a stop function. */
function wordpressHost(): () => void {
  const receive = (event: MessageEvent) => {
    const data = event.data as Message | null;
    if (!data || typeof data.secret !== 'string' || /[^a-zA-Z0-9]/.test(data.secret)) return;
    for (const quote of document.querySelectorAll<HTMLElement>(`blockquote[data-secret="${data.secret}"]`)) quote.style.display = 'none';
    for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[data-secret="${data.secret}"]`)) {
      if (event.source !== frame.contentWindow) continue;
      frame.removeAttribute('style');
      if (data.message === 'height') frame.height = String(Math.min(1000, Math.max(200, parseInt(String(data.value), 10) || 0)));
    }
  };
  addEventListener('message', receive);
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe.wp-embedded-content')) {
    frame.contentWindow?.postMessage({ message: 'ready', secret: frame.getAttribute('data-secret') }, '*');
  }
  return () => removeEventListener('message', receive);
}

describe('a game link in a WordPress post', function () {
  // The first load compiles the game's modules from the sources: minutes on a loaded machine.
  this.timeout(180_000);

  it('is discovered, framed as WordPress frames it, shows at its height and plays a move', async () => {
    await bringToFront(); // a background tab's frames get their timers late
    const link = `${other}/embed/?game=bluff-king&players=2&seed=13&bot-delay=0`;
    // Discovery, as WordPress reads the page: text, the <link> in its head.
    const page = await (await fetch(link)).text();
    const head = page.slice(0, page.indexOf('</head>'));
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(head)?.[1];
    expect(href, 'the discovery link').to.be.a('string');
    const endpoint = new URL(href!.replaceAll('&amp;', '&'));
    expect(endpoint.searchParams.get('url')).to.equal(link);
    // WordPress' request: its default size (a 500 px content width) and dnt.
    endpoint.searchParams.set('maxwidth', '500');
    endpoint.searchParams.set('maxheight', '750');
    endpoint.searchParams.set('dnt', '1');
    const answer = (await (await fetch(endpoint)).json()) as { type: string; html: string; width: number; height: number };
    expect(answer.type).to.equal('rich');

    const messages: Message[] = [];
    const listen = (event: MessageEvent) => messages.push(event.data as Message);
    addEventListener('message', listen);
    const post = document.createElement('article');
    post.innerHTML = wordpressRewrite(answer.html, 'Ab3dE5gh9K');
    document.body.append(post);
    const frame = post.querySelector('iframe')!;
    const quote = post.querySelector('blockquote')!;
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(frame.src).to.equal(`${link}#?secret=Ab3dE5gh9K`);
    expect(getComputedStyle(frame).visibility, 'hidden until the game says its height').to.equal('hidden');
    const stop = wordpressHost();
    try {
      // Shown at the height the game asked for (WordPress clamps it to 200..1000).
      const seen = () => `${JSON.stringify(messages.slice(-6))}; style=${frame.getAttribute('style')}; height=${frame.height}`;
      await until(() => frame.getAttribute('style') === null && messages.some((m) => m.message === 'height'), 'the frame shown by a height message', { seen, timeout: 45_000 });
      const heights = messages.filter((m) => m.message === 'height' && m.secret === 'Ab3dE5gh9K').map((m) => Number(m.value));
      await until(() => Number(frame.height) === Math.min(1000, Math.max(200, heights.at(-1)!)) && frame.getBoundingClientRect().height === Number(frame.height), 'the frame at the last height asked');
      expect(getComputedStyle(quote).display, 'the blockquote gives way to the game').to.equal('none');
      expect(getComputedStyle(frame).visibility).to.equal('visible');
      expect(heights.at(-1)!, 'a table, not a message line').to.be.greaterThan(300);
      // Every height message is WordPress' shape, beside the page's own resize message of the same height.
      const resizes = messages.filter((m) => m.type === 'bluffhouse:resize').map((m) => m.height);
      expect(resizes).to.include(heights.at(-1));

      // A person plays: keyboard focus in the frame, then Tab and Space until a move is logged.
      await until(() => messages.some((m) => m.type === 'bluffhouse:game-start'), 'the game started');
      const movesBefore = messages.filter((m) => m.type === 'bluffhouse:game-move').length;
      frame.focus();
      for (let press = 0; press < 60 && messages.filter((m) => m.type === 'bluffhouse:game-move').length === movesBefore; press++) {
        await sendKeys({ press: press % 2 === 0 ? 'Tab' : 'Space' });
      }
      await until(() => messages.filter((m) => m.type === 'bluffhouse:game-move').length > movesBefore, 'a move played in the frame');
    } finally {
      stop();
      removeEventListener('message', listen);
      post.remove();
    }
  });

  it('the page answers WordPress\' ready message with its height again', async () => {
    await bringToFront(); // a background tab's frames get their timers late
    const link = `${other}/embed/?game=bluffing-billionaires&players=2&seed=5&humans=none&bot-delay=60000`;
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.style.width = '500px';
    // In view: Chromium renders no cross-origin frame out of view, as it renders no hidden one.
    frame.style.cssText += 'position: fixed; top: 0; left: 0;';
    frame.src = `${link}#?secret=Zz9`;
    const heights: number[] = [];
    const all: Message[] = [];
    const listen = (event: MessageEvent) => {
      const data = event.data as Message;
      if (event.source === frame.contentWindow) all.push(data);
      if (event.source === frame.contentWindow && data.message === 'height' && data.secret === 'Zz9') heights.push(Number(data.value));
    };
    addEventListener('message', listen);
    document.body.append(frame);
    try {
      // The game's modules are compiled on their first request: slow on a loaded machine.
      await until(() => heights.length > 0, 'a height message', { timeout: 45_000, seen: () => JSON.stringify(all).slice(0, 600) });
      // Ready is posted again at each poll until a height answers it (no animation frame awaited:
      // a background tab gets none, which hung this test in one CI run).
      const first = heights.length;
      await until(() => {
        if (heights.length > first) return true;
        frame.contentWindow!.postMessage({ message: 'ready', secret: 'Zz9' }, '*');
        return false;
      }, 'the height again after ready');
      expect(heights.at(-1)).to.be.greaterThan(0);
    } finally {
      removeEventListener('message', listen);
      frame.remove();
    }
  });
});
