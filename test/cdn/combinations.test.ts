/**
 * Any combination of the dist/cdn files on one page works: each file alone, each pair (so each
 * game file with bluffhouse.js), and all four, loaded from one folder as the README says to host
 * them. Every table draws its seats, log and controls; the hot-seat hand-over has its button and the
 * game goes on after it; the bots' games end; and the page hears nothing (no warning, no error).
 * Each entry file is self-contained (issue 25: one request before a table draws), so two game files
 * are two copies of the shared code, which meet as copies of one release do (copies.test.ts).
 */
import { expect } from '@open-wc/testing';
import { expectGamesPlay, FILES, GAMES, gamesOf, openPage, script, type CdnFile, type Game, type HostPage } from './host-page.js';

/** Each file alone, each pair and all the files, in the order of FILES. */
const singles = FILES.map((file) => [file]);
const pairs = FILES.flatMap((first, i) => FILES.slice(i + 1).map((second) => [first, second]));
const COMBINATIONS: CdnFile[][] = [...singles, ...pairs, [...FILES]];

describe('dist/cdn files in any combination on one page (issue item 5)', () => {
  let page: HostPage | undefined;
  before(async function () {
    // The builds run on the first request (scripts/cdn-test-builds.mjs): wait for them here,
    // longer than a test may take on a busy machine (three builds took 316 s with two CPU burners).
    this.timeout(900_000);
    const builds = await (await fetch('/__cdn__/builds.json')).json() as Record<string, { files?: string[]; error?: string }>;
    expect(builds.release!.error, 'the release build').to.equal(undefined);
    expect(builds.release!.files).to.include.members([...FILES]);
  });
  afterEach(() => page?.close());

  it('each entry file holds what its tables draw first: it imports nothing, and its later chunks import from it alone (issue 25)', async () => {
    const { release } = await (await fetch('/__cdn__/builds.json')).json() as { release: { files: string[] } };
    const code = new Map<string, string>();
    for (const file of release.files.filter((name) => name.endsWith('.js'))) code.set(file, await (await fetch(`/__cdn__/release/a/${file}`)).text());
    // A string only each library's own code has: where it appears, that library is.
    const marks = { lit: 'litHtmlVersions', xstate: 'xstate.init', 'the shared pieces': 'overflow-anchor', 'the table context': 'bluffhouse.table-state' };
    for (const file of FILES) {
      const text = code.get(file)!;
      expect(text, `${file} imports nothing statically`).to.not.match(/(?:\bfrom|\bimport)\s*["']\.{1,2}\//);
      for (const [what, mark] of Object.entries(marks)) expect(text, `${file} holds ${what}`).to.contain(mark);
    }
    for (const [name, text] of code) {
      if (!name.startsWith('chunks/')) continue;
      for (const [what, mark] of Object.entries(marks)) expect(text, `${name} holds no copy of ${what}`).to.not.contain(mark);
      const entries = new Set([...text.matchAll(/"\.\.\/([\w-]+\.js)"/g)].map(([, file]) => file));
      expect(entries.size, `${name} imports from one entry file at most`).to.be.at.most(1);
    }
  });

  it('two game files on one page: the second file’s table draws the first file’s shared pieces through the window-wide context key, silently', async () => {
    const [first, second] = GAMES as [Game, Game, ...Game[]];
    page = await openPage([script(`${first}.js`), script(`${second}.js`)], [first, second]);
    await expectGamesPlay(page, [first, second]);
    const registry = page.doc.defaultView!.customElements;
    // The base class of each copy (BluffElement, the one with its own static `version`): the seat's is the first file's, the second table's is its own.
    const baseOf = (tag: string) => {
      let c = registry.get(tag) as object | undefined;
      while (c && !Object.hasOwn(c, 'version')) c = Object.getPrototypeOf(c) as object | undefined;
      expect(c, `<${tag}>'s BluffElement`).to.not.equal(undefined);
      return c;
    };
    expect(baseOf(first), `<${first}> and <bluff-seat> come from ${first}.js`).to.equal(baseOf('bluff-seat'));
    expect(baseOf(second), `<${second}> comes from its own file`).to.not.equal(baseOf('bluff-seat'));
    expect(baseOf(second.replace(/-[a-z]+$/, '-controls')), `<${second}>'s own pieces come from its file`).to.equal(baseOf(second));
    expect(page.record.warnings).to.deep.equal([]);
    expect(page.record.errors).to.deep.equal([]);
    expect(page.record.gameErrors).to.deep.equal([]);
  });

  for (const files of COMBINATIONS) {
    const games = [...new Set(files.flatMap(gamesOf))];
    it(`${files.join(' + ')}: every table of ${games.length === GAMES.length ? 'every game' : games.join(' and ')} plays, silently`, async () => {
      page = await openPage(files.map((file) => script(file)), games);
      await expectGamesPlay(page, games);
      expect(page.record.warnings).to.deep.equal([]);
      expect(page.record.errors).to.deep.equal([]);
      expect(page.record.gameErrors).to.deep.equal([]);
    });
  }
});
