/**
 * A real table plays online through the GameSource seam: <bluff-king-table> with only
 * `createSource` changed to a RemoteGameSource, against the real game server (docs/online.md).
 * The person plays a whole game by clicking; the server's bots play the other seats. Then the
 * `server` and `room` attributes: bad values, switching online and back, a table taken off the
 * page and put back, and an offline table's files holding no online code.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import type { GameSource, GameSourceCallbacks } from '../../components/internal/table/game-source.js';
import { RemoteGameSource } from '../../components/internal/online/remote-source.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { bluffKing } from '../../src/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { testServerUrl } from '../support/online.js';
import { buttonsOf, controlsOf, handButtons, settle } from '../support/table-harness.js';
import { until } from '../support/until.js';

type View = bluffKing.BluffKingView;
type Event = bluffKing.BluffKingEvent;
type Input = bluffKing.BluffKingInput;

let server = '';

/** <bluff-king-table> playing on the game server: the only change is its source. */
class OnlineTable extends BluffKingTable {
  source: RemoteGameSource<Input, Event, View> | null = null;
  protected override createSource(callbacks: GameSourceCallbacks): GameSource<Input, Event, View> {
    this.source = new RemoteGameSource({ server, game: 'bluff-king', room: 'new', name: 'Ana', botDelay: 0 }, callbacks);
    return this.source;
  }
}
customElements.define('online-bluff-king-table', OnlineTable);

before(async () => {
  server = await testServerUrl();
});

describe('a table plays online through a RemoteGameSource, with no change to the game element', () => {
  it('draws the server\'s view for its seat, sends the clicked moves, and reports the game with the documented events', async () => {
    const table = document.createElement('online-bluff-king-table') as OnlineTable;
    table.setAttribute('players', '2');
    const starts: GameStartDetail[] = [];
    const moves: GameMoveDetail[] = [];
    const errors: GameErrorDetail[] = [];
    const overs: GameOverDetail[] = [];
    table.addEventListener('game-start', (e) => starts.push(e.detail));
    table.addEventListener('game-move', (e) => moves.push(e.detail));
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    table.addEventListener('game-over', (e) => overs.push(e.detail));
    document.body.append(table);
    try {
      await until(() => allInShadow(controlsOf(table), '[part="card"]').length > 0, 'the hand the server sends', 10_000);
      expect(table.source!.code).to.match(/^[2-9A-HJKMNP-Z]{6}$/);
      expect(starts).to.have.length(1);
      expect(starts[0]!.names).to.deep.equal(['Ana', 'Bram']);
      expect(allInShadow(table, 'bluff-seat')).to.have.length(2);
      // The person plays: lead one card, let claims go, pass on follows, until the game ends.
      for (let turn = 0; overs.length === 0; turn++) {
        expect(turn, 'the game ends').to.be.below(500);
        const source = table.source!;
        await until(() => overs.length > 0 || (source.toAct().includes(source.seat()!) && buttonsOf(table).length > 0), 'a move to make or the end', 10_000);
        if (overs.length > 0) break;
        const names = buttonsOf(table).map((b) => b.textContent!.trim());
        const before = moves.length;
        if (names.some((n) => /^Let it go/.test(n))) buttonsOf(table).find((b) => /^Let it go/.test(b.textContent!.trim()))!.click();
        else if (names.some((n) => /^Pass/.test(n))) buttonsOf(table).find((b) => /^Pass/.test(b.textContent!.trim()))!.click();
        else {
          handButtons(table)[0]!.click();
          await settle(table);
          buttonsOf(table).find((b) => !b.disabled && /^Play/.test(b.textContent!.trim()))!.click();
        }
        await until(() => moves.length > before || overs.length > 0, 'the move to come back from the server', 10_000)
          .catch((error: Error) => { throw new Error(`${error.message}; refusals ${JSON.stringify(errors)}; asked ${JSON.stringify(source.toAct())}; buttons ${JSON.stringify(buttonsOf(table).map((b) => b.textContent!.trim()))}`); });
        await settle(table);
        // A person's pace: the server refuses more than 20 messages a second from one client (flood).
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      expect(errors, 'no refused move').to.deep.equal([]);
      expect(overs[0]!.winners).to.have.length(1);
      expect(moves.map((m) => m.index)).to.deep.equal(moves.map((_, i) => i));
      expect(inShadow(table, 'bluff-game-over')).to.not.equal(null);
    } finally {
      table.remove();
    }
  });
});

/** A <bluff-king-table> on the page with these attributes, recording game-start and game-error. */
function table(attributes: Record<string, string>) {
  const element = document.createElement('bluff-king-table');
  for (const [name, value] of Object.entries({ 'bot-delay': '0', ...attributes })) element.setAttribute(name, value);
  const starts: GameStartDetail[] = [];
  const errors: GameErrorDetail[] = [];
  element.addEventListener('game-start', (e) => starts.push(e.detail));
  element.addEventListener('game-error', (e) => errors.push(e.detail));
  document.body.append(element);
  return { element, starts, errors };
}

const codeIn = (element: Element) => inShadow(inShadow(element, 'bluff-lobby'), '[data-code]')?.textContent?.trim() ?? '';
const lobbyShown = (element: Element) => inShadow(inShadow(element, 'bluff-lobby'), '[part="lobby"]') !== null;

describe('the server and room attributes', () => {
  for (const [attributes, attribute, words] of [
    [{ server: 'ftp://example.com' }, 'server', /server must be the game server's URL, starting with ws:, wss:, http: or https:/],
    [{ server: 'not a url' }, 'server', /server must be/],
    [{ server: 'ws://localhost:1', room: 'ABC' }, 'room', /room must be "new" or a join code of 6 characters/],
    [{ server: 'ws://localhost:1', room: 'ABCDE0' }, 'room', /room must be/],
    [{ server: 'ws://localhost:1', room: 'new', 'devices-per-seat': '9' }, 'devices-per-seat', /devices-per-seat must be from 1 to 6 \(got 9\)/],
    [{ server: 'ws://localhost:1', room: 'ABC234', seat: 'first' }, 'seat', /seat must be a whole number/],
    [{ server: 'ws://localhost:1', room: 'ABC234', seat: '0', host: '' }, 'seat', /the host holds no seat/],
    [{ host: '' }, 'host', /host needs server/],
  ] as const) {
    it(`shows a message naming ${attribute} and fires game-error for ${JSON.stringify(attributes)}`, async () => {
      const { element, errors } = table(attributes);
      try {
        await until(() => errors.length > 0, 'game-error', 5000);
        expect(errors[0]!.attribute).to.equal(attribute);
        expect(errors[0]!.message).to.match(words);
        expect(inShadow(element, '[part="error"]')!.textContent).to.match(words);
      } finally {
        element.remove();
      }
    });
  }

  it('plays offline again when server is removed, and online again when it is set', async () => {
    const { element, starts } = table({ server, room: 'new', players: '2', humans: 'all' });
    try {
      await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(codeIn(element)), 'the lobby of a new room', 10_000);
      expect(controlsOf(element)).to.equal(null);
      element.removeAttribute('server');
      // Two people on this screen offline: the hand-over to the first of them shows.
      await until(() => inShadow(element, 'bluff-handover'), 'the offline game', 5000);
      expect(inShadow(element, 'bluff-lobby')).to.equal(null);
      expect(starts.at(-1)!.humans, 'offline, the humans attribute decides').to.deep.equal([0, 1]);
      expect(inShadow(element, '[part="new-game"]'), 'New game offline').to.not.equal(null);
      const offlineCode = codeIn(element);
      element.setAttribute('server', server);
      await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(codeIn(element)) && lobbyShown(element), 'a new room', 10_000);
      expect(codeIn(element)).to.not.equal(offlineCode);
      expect(inShadow(element, 'bluff-handover')).to.equal(null);
    } finally {
      element.remove();
    }
  });

  it('off the page, lets its connection go (the server keeps the seat); put back, takes the seat back', async () => {
    const { element } = table({ server, room: 'new', players: '3', humans: 'all', names: 'Ana' });
    try {
      await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(codeIn(element)), 'the lobby', 10_000);
      const code = codeIn(element);
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 300));
      document.body.append(element);
      await until(() => lobbyShown(element) && codeIn(element) === code && inShadow(inShadow(element, 'bluff-lobby'), '[data-start]'), 'the creator\'s lobby again', 10_000);
      expect(allInShadow(inShadow(element, 'bluff-lobby'), 'li')[0]!.textContent).to.contain('(You)');
    } finally {
      element.remove();
    }
  });
});

describe('an offline table\'s files', () => {
  it('hold no online code: the CDN file of a table and its static chunks have no Colyseus SDK and no online source, which come as chunks of their own', async () => {
    const builds = (await (await fetch('/__cdn__/builds.json')).json()) as Record<string, { files?: string[]; error?: string }>;
    const { files, error } = builds['release']!;
    expect(error, 'the CDN build').to.equal(undefined);
    const read = async (file: string) => (await fetch(`/__cdn__/release/t/${file}`)).text();
    const seen = new Map<string, string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      const code = await read(file);
      seen.set(file, code);
      // Static imports only (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`.
      for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g)) {
        await visit(new URL(path!, `https://x/${file}`).pathname.slice(1));
      }
    };
    await visit('bluff-king-table.js');
    const offline = [...seen.values()].join('\n');
    // The marks of the SDK (its matchmaking route) and of the online source (its ticket key).
    const sdk = /matchmake/;
    const remote = /bluffhouse:\$\{|reconnectionToken/;
    expect(offline).to.not.match(sdk);
    expect(offline).to.not.match(remote);
    const lazy = await Promise.all(files!.filter((f) => f.endsWith('.js') && !seen.has(f)).map(read));
    expect(lazy.some((code) => sdk.test(code)), 'the SDK is in a chunk of its own').to.equal(true);
    expect(lazy.some((code) => remote.test(code)), 'the online source is in a chunk of its own').to.equal(true);
  });
});
