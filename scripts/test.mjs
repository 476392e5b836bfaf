/**
 * `npm test`: the browser tests (web-test-runner, every `test/**\/*.test.ts` but those of
 * `NODE_DIRS` and `PACKAGE_DIR`), then the Node tests (`node --import tsx --test` on the
 * `*.test.ts` of `NODE_DIRS`: the game server's rooms under @colyseus/testing, the SCORM packager,
 * SSR), then `npm run build` and the package tests (`PACKAGE_DIR`, one file at a time:
 * docs/architecture.md "Tests"). The outputs are passed through; each runner's count becomes a
 * labelled line (`browser: …`, `node: …`, `package: N passed, N failed`) and the run ends with ONE
 * plain line, `N passed, N failed`, the sums, which CI reads (.ci/run), just after the failed
 * tests' names (`FAILED browser: …`, `FAILED node: …`, `FAILED package: …`). A runner that dies
 * before its count, a Node test file that fails to load, or a failed build counts as a failure.
 * Exits 1 when anything failed.
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
/** The folders of Node tests run from the sources: the game server's, and the scripts' (SCORM packager, SSR). */
const NODE_DIRS = ['test/server', 'test/scripts'];
/**
 * The Node tests of what is built and packed (the manifest, the framework types, both tarballs and
 * the consumer projects): run last, one file at a time, after ONE `npm run build`, with
 * `BLUFFHOUSE_BUILT=1` (they then pack with `--ignore-scripts`: no second build under them).
 */
const PACKAGE_DIR = 'test/package';

/**
 * Runs `command` with `args` in the repository, passing stderr through and stdout through line by
 * line to `onLine` (which prints or rewrites each line). Resolves with the exit code.
 */
function run(command, args, onLine, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, ...env } });
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
  const code = await run(join(root, 'node_modules/.bin/web-test-runner'), ['test/**/*.test.ts', ...[...NODE_DIRS, PACKAGE_DIR].map((dir) => `!${dir}/**`), ...process.argv.slice(2)], (line) => {
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

/**
 * The Node tests of `files` (`label` names them in the output), with the spec reporter; counts from
 * its closing `ℹ pass N` / `ℹ fail N` / `ℹ cancelled N` lines. `options`: `serial` runs one file at
 * a time; `env` is added to the runner's environment.
 */
async function nodeTests(label, files, { serial = false, env = {} } = {}) {
  if (files.length === 0) return { passed: 0, failed: 0 };
  const counts = { passed: 0, failed: 0 };
  let summarised = false;
  // A test's limit stops a hang only: under load two SCORM builds took over 120 s.
  const code = await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-timeout=600000', ...(serial ? ['--test-concurrency=1'] : []), ...files], (line) => {
    console.log(line);
    const failure = /^\s*✖ (.+?)(?: \([\d.]+ms\))?$/.exec(line);
    if (failure && failure[1] !== 'failing tests:' && !failures.includes(`${label}: ${failure[1]}`)) failures.push(`${label}: ${failure[1]}`);
    const match = /^ℹ (pass|fail|cancelled) (\d+)$/.exec(line);
    if (!match) return;
    summarised = true;
    if (match[1] === 'pass') counts.passed += Number(match[2]);
    else counts.failed += Number(match[2]);
  }, env);
  if (!summarised) {
    console.log(`${label}: the test runner ended without its summary (counted as 1 failed)`);
    counts.failed += 1;
  } else if (code !== 0 && counts.failed === 0) {
    console.log(`${label}: the test runner exited with code ${code} (counted as 1 failed)`);
    counts.failed = 1;
  }
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed`);
  return counts;
}

/** `npm run build`, then the package tests (`PACKAGE_DIR`); a failed build counts as 1 failed. */
async function packageTests() {
  const files = testFiles(PACKAGE_DIR);
  if (files.length === 0) return { passed: 0, failed: 0 };
  console.log('package: npm run build');
  const built = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], (line) => console.log(line));
  if (built !== 0) {
    failures.push('package: npm run build');
    console.log('package: npm run build failed (counted as 1 failed; the package tests did not run)');
    return { passed: 0, failed: 1 };
  }
  return nodeTests('package', files, { serial: true, env: { BLUFFHOUSE_BUILT: '1' } });
}

const results = [await browserTests(), await nodeTests('node', NODE_DIRS.flatMap(testFiles)), await packageTests()];
const passed = results.reduce((sum, counts) => sum + counts.passed, 0);
const failed = results.reduce((sum, counts) => sum + counts.failed, 0);
for (const name of failures) console.log(`FAILED ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
