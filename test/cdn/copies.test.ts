/**
 * Two copies of bluffhouse on one page (issue item 5): the same files from two folders (two module
 * instances of one release) stay silent and every table plays, even when a game's table comes from
 * one copy and its shared pieces from the other; another release loaded later keeps the first
 * one's tags with exactly one warning naming both versions; a release whose table contract differs
 * cannot show its tables with the other's pieces and says so in the element and in `game-error`.
 */
import { expect } from '@open-wc/testing';
import { TABLE_CONTRACT, VERSION } from '../../components/internal/element/version.js';
import {
  expectBotsFinish, expectGamesPlay, expectPersonPlays, expectPieceError, FILES, GAMES, gamesOf, openPage, script,
  type HostPage, type Script,
} from './host-page.js';

interface Build { version: string; contract: number; files: string[]; error?: string }

let other: Build;
let incompatible: Build;
let page: HostPage | undefined;

before(async function () {
  // The builds run on the first request (scripts/cdn-test-builds.mjs): wait for them here,
  // longer than a test may take on a busy machine (three builds took 316 s with two CPU burners).
  this.timeout(900_000);
  const builds = await (await fetch('/__cdn__/builds.json')).json() as Record<string, Build>;
  for (const [name, build] of Object.entries(builds)) expect(build.error, `the ${name} build`).to.equal(undefined);
  other = builds.other!;
  incompatible = builds.incompatible!;
  expect(other.version).to.not.equal(VERSION);
  expect(other.contract).to.equal(TABLE_CONTRACT);
  expect(incompatible.contract).to.not.equal(TABLE_CONTRACT);
});
afterEach(() => page?.close());

/** The one warning a copy of `loaded` gives on finding the tags of `owner` taken. */
function expectOneWarning(record: HostPage['record'], loaded: string, owner: string): void {
  expect(record.warnings, `warnings: ${JSON.stringify(record.warnings)}`).to.have.length(1);
  const [warning] = record.warnings;
  expect(warning).to.contain(`bluffhouse ${loaded}:`);
  expect(warning).to.contain(`keeping the elements of bluffhouse ${owner}`);
  const tags = warning!.match(/<[a-z-]+>/g) ?? [];
  expect(tags).to.include('<bluff-seat>');
  expect(new Set(tags).size, 'each tag named once').to.equal(tags.length);
}

describe('the same release from two folders (two module instances)', () => {
  const cases: Script[][] = [
    ...FILES.map((file) => [script(file, 'a'), script(file, 'b')]),
    // A game file of folder b after another file of folder a: b's table, a's shared pieces.
    ...FILES.flatMap((first, i) => FILES.slice(i + 1).map((second) => [script(first, 'a'), script(second, 'b')])),
  ];
  for (const scripts of cases) {
    const games = [...new Set(scripts.flatMap(({ file }) => gamesOf(file)))];
    it(`${scripts.map(({ file, copy }) => `${copy}/${file}`).join(' + ')}: every table plays, silently`, async () => {
      page = await openPage(scripts, games);
      await expectGamesPlay(page, games);
      expect(page.record.warnings).to.deep.equal([]);
      expect(page.record.errors).to.deep.equal([]);
      expect(page.record.gameErrors).to.deep.equal([]);
    });
  }
});

describe('another release with the same table contract, loaded later', () => {
  it('bluff-king-table.js then the other release’s bluffhouse.js: its two other games draw the first copy’s pieces; one warning', async () => {
    page = await openPage([script('bluff-king-table.js'), script('bluffhouse.js', 'a', 'other')]);
    await expectGamesPlay(page, GAMES);
    const registry = page.doc.defaultView!.customElements;
    const versionOf = (tag: string) => (registry.get(tag) as unknown as { version: string }).version;
    expect(versionOf('bluff-king-table')).to.equal(VERSION);
    expect(versionOf('bluff-seat')).to.equal(VERSION);
    expect(versionOf('bluffing-billionaires-table')).to.equal(other.version);
    expectOneWarning(page.record, other.version, VERSION);
    expect(page.record.errors).to.deep.equal([]);
    expect(page.record.gameErrors).to.deep.equal([]);
  });

  it('bluffhouse.js twice from the two releases, and the other release again from another folder: one warning, the first copy keeps every tag', async () => {
    page = await openPage([script('bluffhouse.js'), script('bluffhouse.js', 'a', 'other'), script('biggie-bills-board.js', 'b', 'other')]);
    await expectGamesPlay(page, GAMES);
    for (const game of GAMES) expect((page.doc.defaultView!.customElements.get(game) as unknown as { version: string }).version).to.equal(VERSION);
    expectOneWarning(page.record, other.version, VERSION);
    expect(page.record.errors).to.deep.equal([]);
  });

  it('loaded into a page whose tables are already playing: they play on, and the new copy’s table works; one warning', async () => {
    page = await openPage([script('bluffing-billionaires-table.js')], GAMES);
    await expectPersonPlays(page, 'bluffing-billionaires-table');
    await page.load(script('bluffhouse.js', 'a', 'other'));
    await expectBotsFinish(page, 'bluffing-billionaires-table');
    for (const game of ['bluff-king-table', 'biggie-bills-board'] as const) {
      await expectPersonPlays(page, game);
      await expectBotsFinish(page, game);
    }
    await new Promise((resolve) => setTimeout(resolve));
    expectOneWarning(page.record, other.version, VERSION);
    expect(page.record.errors).to.deep.equal([]);
  });
});

describe('another release with another table contract', () => {
  it('loaded later: its tables say they cannot start and fire game-error; the first copy’s table plays; one warning', async () => {
    page = await openPage([script('bluff-king-table.js'), script('bluffing-billionaires-table.js', 'a', 'incompatible'), script('biggie-bills-board.js', 'a', 'incompatible')]);
    await expectGamesPlay(page, ['bluff-king-table']);
    const message = new RegExp(`<bluff-seat> on this page was defined by bluffhouse ${VERSION.replaceAll('.', '\\.')} \\(table contract ${TABLE_CONTRACT}\\), `
      + `which cannot show a table of bluffhouse ${incompatible.version} \\(table contract ${incompatible.contract}\\)`);
    await expectPieceError(page, 'bluffing-billionaires-table', message);
    await expectPieceError(page, 'biggie-bills-board', message);
    const title = page.table('biggie-bills-board', 'person').shadowRoot!.querySelector('[part="error"] strong');
    expect(title!.textContent).to.equal('This game cannot start');
    expectOneWarning(page.record, incompatible.version, VERSION);
    expect(page.record.errors).to.deep.equal([]);
  });

  it('loaded first: the later release’s tables say so; the first one’s table plays', async () => {
    page = await openPage([script('bluff-king-table.js', 'a', 'incompatible'), script('bluffhouse.js')]);
    await expectGamesPlay(page, ['bluff-king-table']);
    const message = new RegExp(`defined by bluffhouse ${incompatible.version} .*cannot show a table of bluffhouse ${VERSION.replaceAll('.', '\\.')}`);
    await expectPieceError(page, 'bluffing-billionaires-table', message);
    await expectPieceError(page, 'biggie-bills-board', message);
    expectOneWarning(page.record, VERSION, incompatible.version);
  });

  it('bluffhouse.js of both: the first copy keeps every tag and every table plays; one warning', async () => {
    page = await openPage([script('bluffhouse.js'), script('bluffhouse.js', 'a', 'incompatible')]);
    await expectGamesPlay(page, GAMES);
    expectOneWarning(page.record, incompatible.version, VERSION);
    expect(page.record.gameErrors).to.deep.equal([]);
    expect(page.record.errors).to.deep.equal([]);
  });
});

describe('a bluffhouse tag other code defined first', () => {
  it('<bluff-seat> of other code: one warning, and the tables say they cannot start instead of drawing empty seats', async () => {
    page = await openPage([script('bluffhouse.js')], GAMES, ['/test/fixtures/cdn/other-bluff-seat.js']);
    const message = new RegExp(`<bluff-seat> on this page was defined by other code, not bluffhouse, which cannot show a table of bluffhouse ${VERSION.replaceAll('.', '\\.')}`);
    for (const game of GAMES) await expectPieceError(page, game, message);
    await new Promise((resolve) => setTimeout(resolve));
    expect(page.record.warnings).to.have.length(1);
    expect(page.record.warnings[0]).to.equal(`bluffhouse ${VERSION}: other code already defined <bluff-seat> on this page; keeping its elements. `
      + 'Tables that draw them show an error instead of a game.');
    expect(page.record.errors).to.deep.equal([]);
  });
});

describe('the version', () => {
  it('VERSION is package.json’s version, so that copies of two releases tell each other apart', async () => {
    const { version } = await (await fetch('/package.json')).json() as { version: string };
    expect(VERSION).to.equal(version);
  });
});
