/**
 * The bench scripts' shared library (bench/lib.mjs): the command line, the tables and the
 * statistics they print, and the sections of bench/results.md they write.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { cli, markdownTable, mean, median, medianRun, quantile, table, wilson, writeResultsHead, writeResultsSection, type CliOption } from '../../bench/lib.mjs';

const OPTIONS: Record<string, CliOption> = {
  runs: { type: 'number', default: 5, help: 'runs' },
  rooms: { type: 'number', env: 'BENCH_LIB_TEST_ROOMS', default: 200, help: 'rooms' },
  games: { type: 'list', help: 'ids' },
  game: { type: 'string', help: 'one id' },
  cpu: { type: 'boolean', help: 'more' },
};

describe('bench/lib.mjs', () => {
  it('cli: options in both spellings, numbers converted, lists split, defaults and positionals filled in', () => {
    const args = cli({ options: OPTIONS, positionals: [{ name: 'id', default: 'bluff-king' }] }, ['--runs=3', '--games', 'a,b', '--cpu', 'x']);
    assert.deepEqual(args, { runs: 3, rooms: 200, games: ['a', 'b'], game: undefined, cpu: true, id: 'x' });
    assert.equal(cli({ options: OPTIONS, positionals: [{ name: 'id', default: 'bluff-king' }] }, []).id, 'bluff-king');
  });

  it('cli: an option not given is read from its environment variable, and a given one wins over it', () => {
    process.env.BENCH_LIB_TEST_ROOMS = '7';
    try {
      assert.equal(cli({ options: OPTIONS }, []).rooms, 7);
      assert.equal(cli({ options: OPTIONS }, ['--rooms', '9']).rooms, 9);
    } finally {
      delete process.env.BENCH_LIB_TEST_ROOMS;
    }
  });

  it('cli: an unknown option, a number that is not one, and too many arguments throw', () => {
    assert.throws(() => cli({ options: OPTIONS }, ['--bogus']), /bogus/);
    assert.throws(() => cli({ options: OPTIONS }, ['--runs', 'many']), /--runs must be a number \(got "many"\)/);
    assert.throws(() => cli({ options: OPTIONS, positionals: [{ name: 'id' }] }, ['a', 'b']), /at most 1 arguments/);
  });

  it('table: columns as wide as their widest text, the first left-aligned and the rest right-aligned by default', () => {
    const rows = [{ name: 'BluffKing', ms: 1.5 }, { name: 'Bluffing Billionaires', ms: 12.25 }];
    const columns = [{ title: 'game', cell: (r: typeof rows[0]) => r.name }, { title: 'ms', cell: (r: typeof rows[0]) => r.ms }];
    assert.deepEqual(table(columns, rows), [
      '  game                     ms',
      '  BluffKing               1.5',
      '  Bluffing Billionaires 12.25',
    ]);
    assert.deepEqual(table(columns, rows, { indent: '', header: false, gap: ' | ' }), ['BluffKing             |   1.5', 'Bluffing Billionaires | 12.25']);
  });

  it('markdownTable: a header, the alignment row, one line per row, | escaped', () => {
    const columns = [{ title: 'game', cell: (r: [string, string]) => r[0] }, { title: 'kB', cell: (r: [string, string]) => r[1] }];
    assert.deepEqual(markdownTable(columns, [['a|b', '1.5']]), ['| game | kB |', '| :-- | --: |', '| a\\|b | 1.5 |']);
  });

  it('medianRun: each number the median of the runs, so one stalled run moves none; the rest from the run of the median', () => {
    // onlineLoad results reduced to a few fields: BiggieBills at 200 rooms, one run on a busy machine.
    const run = (p99: number, cpuPerMove: number, loopP99: number) => ({ p99, cpuPerMove, serverLoop: { p99: loopP99 } });
    const runs = [run(38, 1500, 17), run(108, 1960, 80), run(24, 1560, 12)];
    const row = medianRun(runs, 'p99');
    assert.equal(row.p99, 38);
    assert.equal(row.cpuPerMove, 1560);
    assert.deepEqual(row.serverLoop, { p99: 17 });
    assert.deepEqual(row.runs, runs);
    assert.deepEqual(medianRun([run(40, 700, 9), run(30, 900, 5)], 'p99').serverLoop, { p99: 5 });
    assert.equal(medianRun([run(40, 700, 9), run(30, 900, 5)], 'p99').cpuPerMove, 800);
    assert.throws(() => medianRun([], 'p99'), /runs must hold at least one run/);
  });

  it('statistics: mean, median (the middle two averaged), nearest-rank quantiles on unsorted values, NaN when empty', () => {
    assert.equal(mean([1, 2, 6]), 3);
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    assert.equal(quantile(values, 0.5), 5);
    assert.equal(quantile(values, 0.99), 10);
    assert.equal(quantile(values, 1), 10);
    assert.equal(quantile(values, 0), 1);
    for (const f of [mean, median, (v: number[]) => quantile(v, 0.5)]) assert.ok(Number.isNaN(f([])));
    const { low, high } = wilson(50, 100);
    assert.ok(low < 0.5 && high > 0.5 && Math.abs(0.5 - low - (high - 0.5)) < 1e-12);
  });

  it('writeResultsHead replaces only the text before the first section; writeResultsSection replaces its own section in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-lib-'));
    try {
      const file = pathToFileURL(join(dir, 'results.md'));
      writeResultsHead('# Benchmark results\n\nrun 1\n', file);
      assert.equal(readFileSync(file, 'utf8'), '# Benchmark results\n\nrun 1\n');
      writeFileSync(file, '# Benchmark results\n\nrun 1\n\n## Profile\n\nold profile\n\n## An issue\'s analysis\n\nkept\n');
      writeResultsHead('# Benchmark results\n\nrun 2\n', file);
      assert.equal(readFileSync(file, 'utf8'), '# Benchmark results\n\nrun 2\n\n## Profile\n\nold profile\n\n## An issue\'s analysis\n\nkept\n');
      writeResultsSection('Profile', ['new profile'], { how: 'npm run bench', date: new Date('2026-12-03T00:00:00Z'), file });
      const text = readFileSync(file, 'utf8');
      assert.match(text, /^# Benchmark results\n\nrun 2\n\n## Profile\n\n`npm run bench` on 2026-12-03, Node v[\d.]+, .+\.\n\n```\nnew profile\n```\n\n## An issue's analysis\n\nkept\n$/);
      assert.doesNotMatch(text, /old profile/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
