/// <reference types="node" />
/**
 * `npm run package:scorm` (scripts/package-scorm.mjs): its flags, what a bad flag says, and what the
 * options put into a package. The packages in an LMS: test/scorm (Chromium with scorm-again).
 * Run with Node's test runner (`node --import tsx --test test/scripts/package-scorm.test.ts`).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { UsageError, manifestXml, packageScorm, readOptions } from '../../scripts/package-scorm.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/package-scorm.mjs', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'bluffhouse-scorm-'));
after(() => rmSync(out, { recursive: true, force: true }));

test('a bad flag is refused with a message naming it and what it allows', async () => {
  const refused: [string[], RegExp][] = [
    [['--game', 'poker'], /--game: "poker" is not a game; use one of bluff-king, bluffing-billionaires, biggie-bills/],
    [['--game', 'bluffing-billionaires', '--players', '7'], /--players: "7" is not a player count of Bluffing Billionaires; use 2 to 6/],
    [['--players', '2.5'], /--players: "2.5" is not a player count/],
    [['--bots', 'genius'], /--bots: "genius" is not a level; use one of easy, normal, hard/],
    [['--mastery-score', '101'], /--mastery-score: "101" is not a number from 0 to 100/],
    [['--mastery-score=-1'], /--mastery-score: "-1" is not a number from 0 to 100/],
    [['--lang', 'not a tag'], /--lang: "not a tag" is not a language tag/],
    [['--theme', 'blue'], /theme/],
    [['--title', '  '], /--title: give some text/],
    [['--option', 'max-cycles'], /--option: "max-cycles" is not NAME=VALUE/],
    [['--game', 'bluff-king', '--option', 'max-cycles=3'], /--option: max-cycles is not an attribute of <bluff-king-table> \(it is one of biggie-bills: package that game alone with --game biggie-bills\); use one of .*decks/],
    [['bluff-king'], /Unexpected argument 'bluff-king'.*put -- before the flags/],
    [['--option=--bluff-nope=red'], /--bluff-nope/],
    [['--option', 'game=biggie-bills'], /set the game with --game/],
    [['--colour', 'red'], /Unknown option '--colour'/],
  ];
  for (const [argv, message] of refused) {
    await assert.rejects(readOptions(argv), (error: Error) => error instanceof UsageError && message.test(error.message), argv.join(' '));
  }
});

test('a package of bots only grades nobody: no mastery score in its manifest or page', async () => {
  const options = await readOptions(['--game', 'bluff-king', '--humans', 'none', '--mastery-score', '60']);
  assert.equal(options.help, false);
  if (options.help) return;
  assert.equal(options.packages[0]?.masteryScore, null);
  assert.doesNotMatch(manifestXml(options.packages[0]!, ['index.html']), /masteryscore/);
  const graded = await readOptions(['--game', 'bluff-king', '--mastery-score', '60']);
  if (!graded.help) assert.match(manifestXml(graded.packages[0]!, ['index.html']), /<adlcp:masteryscore>60<\/adlcp:masteryscore>/);
});

test('the command prints what is wrong and the usage, and exits with status 2; --help prints the usage', async () => {
  const run = promisify(execFile);
  const bad = await run(process.execPath, [SCRIPT, '--bots', 'genius']).then(() => null, (error: { code: number; stderr: string }) => error);
  assert.ok(bad, 'it fails');
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--bots: "genius" is not a level/);
  assert.match(bad.stderr, /Usage: npm run package:scorm/);
  const help = await run(process.execPath, [SCRIPT, '--help']);
  assert.match(help.stdout, /--mastery-score N/);
});

test('flags go into the package: the page\'s query, language, title and mastery score, and the manifest\'s; the same flags give the same bytes', async () => {
  const flags = ['--game', 'biggie-bills', '--players', '5', '--bots', 'hard', '--lang', 'zh-CN', '--theme', 'dark', '--option', 'max-cycles=3', '--option=--bluff-felt=#0b3d2e', '--mastery-score', '67', '--title', 'Week 3: <Strategy> & "bluffs"', '--out', out];
  const options = await readOptions(flags);
  assert.equal(options.help, false);
  if (options.help) return;
  const [written] = await packageScorm(options);
  assert.ok(written);
  assert.equal(written.file, join(out, 'biggie-bills.zip'));
  const files = unzipSync(readFileSync(written.file));
  const page = strFromU8(files['index.html']!);
  const query = new URLSearchParams(page.match(/name="bluffhouse-query" content="([^"]*)"/)![1]!.replaceAll('&amp;', '&'));
  assert.deepEqual([...query], [['game', 'biggie-bills'], ['players', '5'], ['bots', 'hard'], ['lang', 'zh-CN'], ['theme', 'dark'], ['max-cycles', '3'], ['--bluff-felt', '#0b3d2e']]);
  assert.match(page, /<html lang="zh-CN">/);
  assert.match(page, /name="bluffhouse-mastery-score" content="67"/);
  assert.match(page, /<title>Week 3: &lt;Strategy&gt; &amp; &quot;bluffs&quot;<\/title>/);
  const manifest = strFromU8(files['imsmanifest.xml']!);
  assert.match(manifest, /<adlcp:masteryscore>67<\/adlcp:masteryscore>/);
  assert.equal(manifest.match(/<title>Week 3: &lt;Strategy&gt; &amp; &quot;bluffs&quot;<\/title>/g)?.length, 2);
  assert.ok(!Object.keys(files).some((name) => name.endsWith('.map')), 'no source maps');

  const first = readFileSync(written.file);
  await packageScorm(options);
  assert.ok(readFileSync(written.file).equals(first), 'byte for byte');
});
