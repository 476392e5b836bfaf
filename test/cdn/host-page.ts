/**
 * Host pages for the CDN files: a fresh page (an iframe, so every page has its own module
 * instances and custom element registry) with tables written before the scripts, as on a blog,
 * loading built files served by scripts/cdn-test-builds.mjs; and the checks that a game on it is
 * playable.
 */
import { expect } from '@open-wc/testing';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { buttonsOf, controlsOf, handButtons, settle, type Table } from '../support/table-harness.js';
import { gameElements } from '../../components/games.js';
import { games } from '../../src/games.js';
import { until } from '../support/until.js';

/** A game's table tag, as the registry (components/games.ts) names it; its CDN file is `<tag>.js`. */
export type Game = (typeof gameElements)[keyof typeof gameElements]['tag'];
/** Every game's tag, in the registry's order. */
export const GAMES: readonly Game[] = games.map((game) => gameElements[game.id].tag);

/** The entry files of dist/cdn (rollup.config.mjs): one per game, then the one with every game. */
export type CdnFile = `${Game}.js` | 'bluffhouse.js';
export const FILES: readonly CdnFile[] = [...GAMES.map((game) => `${game}.js` as const), 'bluffhouse.js'];

/** The games a file defines. */
export function gamesOf(file: CdnFile): Game[] {
  return file === 'bluffhouse.js' ? [...GAMES] : [file.replace(/\.js$/, '') as Game];
}

/** One built copy: `build` (release, other, incompatible) served under the folder label `copy`. */
export interface Script {
  build: 'release' | 'other' | 'incompatible';
  copy: string;
  file: CdnFile;
}

export const script = (file: CdnFile, copy = 'a', build: Script['build'] = 'release'): Script => ({ build, copy, file });
export const url = ({ build, copy, file }: Script) => `/__cdn__/${build}/${copy}/${file}`;

/** What the page saw (test/fixtures/cdn/record.js). */
export interface PageRecord {
  warnings: string[];
  errors: string[];
  gameErrors: { tag: string; message: string }[];
}

export interface HostPage {
  doc: Document;
  record: PageRecord;
  /** The table `game` of the given role on this page. */
  table(game: Game, role: Role): Table;
  /** Loads another file into the running page. */
  load(more: Script): Promise<void>;
  close(): void;
}

/** A person's table (the person at seat 0; hot-seat for seats 0 and 1 in Bluffing Billionaires) and a bots-only table. */
export type Role = 'person' | 'bots';

/** The tables of a game not listed in `TABLES`: its fewest players, seeded, no bot delay. */
function defaultTables(game: Game): Record<Role, string> {
  const players = games.find((entry) => gameElements[entry.id].tag === game)!.players.min;
  return { person: `seed="12" players="${players}" bot-delay="0"`, bots: `seed="13" players="${players}" humans="none" bot-delay="0"` };
}
/** The tables of each game on a host page: small, seeded and quick. */
const TABLES: Partial<Record<Game, Record<Role, string>>> = {
  'bluff-king-table': {
    person: 'seed="12" players="3" bot-delay="0"',
    bots: 'seed="13" players="2" humans="none" bot-delay="0"',
  },
  'bluffing-billionaires-table': {
    person: 'seed="12" players="2" humans="0,1" hand-size="3" bot-delay="0"',
    bots: 'seed="5" players="2" humans="none" hand-size="3" bot-delay="0"',
  },
  'biggie-bills-board': {
    person: 'seed="3" players="3" bot-delay="0"',
    bots: 'seed="6" players="3" humans="none" max-cycles="1" bot-delay="0"',
  },
};

const scriptTag = (loaded: Script) => `<script type="module" src="${url(loaded)}"></script>`;

/**
 * Opens a page with both tables of each of `games`, then the scripts in order; resolves once they
 * ran. `others`: classic scripts of other code, run before them.
 */
export async function openPage(scripts: readonly Script[], games: readonly Game[] = GAMES, others: readonly string[] = []): Promise<HostPage> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '800px';
  const tables = games.flatMap((game) => (['person', 'bots'] as const).map((role) => `<${game} data-role="${role}" ${(TABLES[game] ?? defaultTables(game))[role]}></${game}>`));
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <script src="/test/fixtures/cdn/record.js"></script></head>
    <body>${tables.join('\n')}${others.map((src) => `<script src="${src}"></script>`).join('\n')}${scripts.map(scriptTag).join('\n')}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const win = frame.contentWindow as Window & { bluffhouseRecord: PageRecord };
  return {
    doc,
    record: win.bluffhouseRecord,
    table: (game, role) => doc.querySelector<Table>(`${game}[data-role="${role}"]`)!,
    load: (more) => new Promise<void>((resolve, reject) => {
      const element = doc.createElement('script');
      element.type = 'module';
      element.src = url(more);
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => reject(new Error(`${url(more)} did not load`)), { once: true });
      doc.body.append(element);
    }),
    close: () => frame.remove(),
  };
}

/** The names in the table's seats (each seat drawn from the table's context). */
function seatNames(table: Table): string[] {
  return allInShadow(table, 'bluff-seat').map((seat) => inShadow(seat, '.name')?.textContent?.trim() ?? '');
}

/** Seats with names, the log with its heading, and the table's own board are drawn. */
async function expectFrame(table: Table, players: number): Promise<void> {
  const names = await until(() => (seatNames(table).filter(Boolean).length === players ? seatNames(table) : null), `${table.localName}: ${players} named seats`, 5000);
  expect(names).to.have.length(players);
  const log = await until(() => inShadow(inShadow(table, 'bluff-log'), '[part="log"]'), `${table.localName}: the log`, 5000);
  expect(deepText(inShadow(table, 'bluff-log')!)).to.contain('Game log');
  expect(log).to.exist;
}

/**
 * The person's table is drawn and playable: seats, log and controls with buttons. In Bluffing
 * Billionaires (hot-seat, seats 0 and 1), the hand-over comes first with its button and no
 * controls; after it, the person plays a card and the next hand-over follows.
 */
export async function expectPersonPlays(page: HostPage, game: Game): Promise<void> {
  const table = page.table(game, 'person');
  await expectFrame(table, Number(table.getAttribute('players')));
  if (game === 'bluffing-billionaires-table') {
    const handover = await until(() => inShadow(table, 'bluff-handover'), 'the hand-over', 5000);
    expect(controlsOf(table), 'nothing private before the hand-over').to.equal(null);
    const confirm = await until(() => inShadow<HTMLButtonElement>(handover, 'button'), 'the hand-over button', 5000);
    expect(confirm.textContent).to.match(/Player 1/);
    confirm.click();
    await settle(table);
    await until(() => handButtons(table).length > 0, 'the first person’s hand', 5000);
    handButtons(table)[0]!.click();
    await settle(table);
    const play = await until(() => buttonsOf(table).find((b) => !b.disabled), 'an enabled Play button', 5000);
    play.click();
    await settle(table);
    const next = await until(() => inShadow(table, 'bluff-handover'), 'the second person’s hand-over', 5000);
    expect(deepText(next)).to.contain('Player 2');
    expect(inShadow(next, 'button')).to.exist;
    return;
  }
  // The hand (cards are toggle buttons) and, when the person is asked something, the actions.
  const buttons = await until(() => {
    const found = allInShadow<HTMLButtonElement>(controlsOf(table), 'button');
    return found.length > 0 ? found : null;
  }, `${game}: the person’s controls`, 5000);
  expect(deepText(buttons[0]!).trim()).to.not.equal('');
}

/** The bots-only table plays to the end and shows its results. */
export async function expectBotsFinish(page: HostPage, game: Game): Promise<void> {
  const table = page.table(game, 'bots');
  await expectFrame(table, Number(table.getAttribute('players')));
  const over = await until(() => inShadow(table, 'bluff-game-over'), `${game}: the bots’ game to end`, 20_000);
  await until(() => inShadow(over, 'table'), `${game}: the results table`, 5000);
}

/** Every table of `games` on the page plays. */
export async function expectGamesPlay(page: HostPage, games: readonly Game[]): Promise<void> {
  for (const game of games) {
    await expectPersonPlays(page, game);
    await expectBotsFinish(page, game);
  }
}

/** The table shows why it cannot start and fired `game-error` with the same message. */
export async function expectPieceError(page: HostPage, game: Game, message: RegExp): Promise<void> {
  for (const role of ['person', 'bots'] as const) {
    const table = page.table(game, role);
    const error = await until(() => inShadow(table, '[part="error"]'), `${game} (${role}): the error`, 5000);
    expect(deepText(error)).to.match(message);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(0);
  }
  const fired = page.record.gameErrors.filter((e) => e.tag === game);
  expect(fired).to.have.length(2);
  for (const { message: text } of fired) expect(text).to.match(message);
}
