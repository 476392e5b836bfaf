/**
 * Any combination of the dist/cdn files on one page works: each file alone, each pair (so each
 * game file with bluffhouse.js), and all four, loaded from one folder as the README says to host
 * them. Every table draws its seats, log and controls; the hot-seat hand-over has its button and the
 * game goes on after it; the bots' games end; and the page hears nothing (no warning, no error).
 */
import { expect } from '@open-wc/testing';
import { expectGamesPlay, FILES, GAMES, gamesOf, openPage, script, type CdnFile, type HostPage } from './host-page.js';

/** Each file alone, each pair and all the files, in the order of FILES. */
const singles = FILES.map((file) => [file]);
const pairs = FILES.flatMap((first, i) => FILES.slice(i + 1).map((second) => [first, second]));
const COMBINATIONS: CdnFile[][] = [...singles, ...pairs, [...FILES]];

describe('dist/cdn files in any combination on one page (issue item 5)', () => {
  let page: HostPage | undefined;
  before(async function () {
    // The builds run on the first request (scripts/cdn-test-builds.mjs): wait for them here,
    // longer than a test may take on a busy machine.
    this.timeout(300_000);
    const builds = await (await fetch('/__cdn__/builds.json')).json() as Record<string, { files?: string[]; error?: string }>;
    expect(builds.release!.error, 'the release build').to.equal(undefined);
    expect(builds.release!.files).to.include.members([...FILES]);
  });
  afterEach(() => page?.close());

  it('the four entry files share one copy of lit, xstate, the shared pieces and the table context', async () => {
    const { release } = await (await fetch('/__cdn__/builds.json')).json() as { release: { files: string[] } };
    const code = new Map<string, string>();
    for (const file of release.files.filter((name) => name.endsWith('.js'))) code.set(file, await (await fetch(`/__cdn__/release/a/${file}`)).text());
    // A string only each library's own code has: where it appears, that library is.
    const marks = { lit: 'litHtmlVersions', xstate: 'xstate.init', 'the shared pieces': 'overflow-anchor', 'the results panel': 'clip-path:inset(50%)', 'the table context': 'bluffhouse.table-state' };
    for (const [what, mark] of Object.entries(marks)) {
      const holders = [...code].filter(([, text]) => text.includes(mark)).map(([file]) => file);
      expect(holders, `files with ${what}`).to.have.length(1);
      expect(holders[0], `${what} is in a shared chunk`).to.match(/^chunks\//);
    }
    for (const file of FILES) expect(code.get(file), `${file} imports shared chunks`).to.match(/"\.\/chunks\/[\w-]+\.js"/);
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
