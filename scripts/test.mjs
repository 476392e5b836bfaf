/**
 * `npm test`: the browser tests (web-test-runner, every `test/**\/*.test.ts` but those of
 * `NODE_DIRS`), then the Node tests (`node --import tsx --test` on the `*.test.ts` of `NODE_DIRS`:
 * the game server's rooms under @colyseus/testing and the SCORM packager, docs/architecture.md
 * "Tests"). Both outputs are passed
 * through; each runner's count becomes a labelled line (`browser: N passed, N failed`,
 * `node: N passed, N failed`) and the run ends with ONE plain line, `N passed, N failed`, the sums,
 * which CI reads (.ci/run), just after the failed tests' names (`FAILED browser: …`, `FAILED node: …`). A runner that dies before its count, or a Node test file that fails to
 * load, counts as a failure. Exits 1 when anything failed.
 *
 * Extra arguments go to web-test-runner (run `npx web-test-runner <files>` or `node --import tsx
 * --test <files>` directly for one file).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SUMMARY = /^(\d+) passed, (\d+) failed$/;
/** The failed tests' names from both runners, listed again just above the last line (CI shows a run's tail). */
const failures = [];
/**
 * The folders of Node tests: the game server's, the scripts' (test/scripts: the SCORM packager),
 * and the package's (test/package: the packed tarballs installed into consumer projects).
 */
const NODE_DIRS = ['test/server', 'test/scripts', 'test/package'];

/**
 * Runs `command` with `args` in the repository, passing stderr through and stdout through line by
 * line to `onLine` (which prints or rewrites each line). Resolves with the exit code.
 */
function run(command, args, onLine) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line);
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      if (rest) onLine(rest);
      resolve(code ?? 1);
    });
  });
}

/** Every `*.test.ts` under `dir`, relative to the repository, sorted. */
function testFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true })
    .filter((file) => String(file).endsWith('.test.ts'))
    .map((file) => relative(root, join(root, dir, String(file))))
    .sort();
}

/** The browser tests: their summary line is relabelled, so the combined one is the only plain one. */
async function browserTests() {
  let counts = null;
  const code = await run(join(root, 'node_modules/.bin/web-test-runner'), ['test/**/*.test.ts', ...NODE_DIRS.map((dir) => `!${dir}/**`), ...process.argv.slice(2)], (line) => {
    const match = SUMMARY.exec(line);
    if (line.startsWith('FAILED: ')) failures.push(`browser: ${line.slice(8)}`);
    if (match) {
      counts = { passed: Number(match[1]), failed: Number(match[2]) };
      console.log(`browser: ${line}`);
    } else console.log(line);
  });
  if (!counts) {
    console.log('browser: the test runner ended without its summary line (counted as 1 failed)');
    return { passed: 0, failed: 1 };
  }
  if (code !== 0 && counts.failed === 0) {
    console.log(`browser: the test runner exited with code ${code} (counted as 1 failed)`);
    counts.failed = 1;
  }
  return counts;
}

/** The Node tests, with the spec reporter; counts from its closing `ℹ pass N` / `ℹ fail N` / `ℹ cancelled N` lines. */
async function nodeTests() {
  const files = NODE_DIRS.flatMap(testFiles);
  if (files.length === 0) return { passed: 0, failed: 0 };
  const counts = { passed: 0, failed: 0 };
  let summarised = false;
  // A test's limit stops a hang only: under load two SCORM builds took over 120 s.
  const code = await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-timeout=600000', ...files], (line) => {
    console.log(line);
    const failure = /^\s*✖ (.+?)(?: \([\d.]+ms\))?$/.exec(line);
    if (failure && failure[1] !== 'failing tests:' && !failures.includes(`node: ${failure[1]}`)) failures.push(`node: ${failure[1]}`);
    const match = /^ℹ (pass|fail|cancelled) (\d+)$/.exec(line);
    if (!match) return;
    summarised = true;
    if (match[1] === 'pass') counts.passed += Number(match[2]);
    else counts.failed += Number(match[2]);
  });
  if (!summarised) {
    console.log('node: the test runner ended without its summary (counted as 1 failed)');
    counts.failed += 1;
  } else if (code !== 0 && counts.failed === 0) {
    console.log(`node: the test runner exited with code ${code} (counted as 1 failed)`);
    counts.failed = 1;
  }
  console.log(`node: ${counts.passed} passed, ${counts.failed} failed`);
  return counts;
}

const browser = await browserTests();
const node = await nodeTests();
const passed = browser.passed + node.passed;
const failed = browser.failed + node.failed;
for (const name of failures) console.log(`FAILED ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
