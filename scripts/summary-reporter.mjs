/**
 * A web-test-runner reporter that ends the run with the failed tests' names, one
 * `FAILED: <file> › <suite> › <test>` line each, then one plain line, `N passed, N failed`.
 * A test file that fails to load counts as one failed test.
 */
function count(suite, totals, file, path) {
  for (const test of suite.tests) {
    if (test.skipped) continue;
    if (test.passed) totals.passed++;
    else {
      totals.failed++;
      totals.names.push([file, ...path, test.name].join(' › ') + (test.error?.message ? ` (${test.error.message.split('\n')[0]})` : ''));
    }
  }
  for (const child of suite.suites) count(child, totals, file, [...path, child.name]);
}

export function summaryReporter() {
  const totals = { passed: 0, failed: 0, names: [] };
  return {
    stop({ sessions }) {
      for (const session of sessions) {
        const before = totals.passed + totals.failed;
        if (session.testResults) count(session.testResults, totals, session.testFile, []);
        const loadFailed = !session.passed && (session.errors?.length ?? 0) > 0 && totals.passed + totals.failed === before;
        if (loadFailed) {
          totals.failed++;
          totals.names.push(`${session.testFile} (did not load: ${session.errors[0]?.message?.split('\n')[0] ?? 'an error'})`);
        }
      }
      process.once('exit', () => {
        for (const name of totals.names) process.stdout.write(`FAILED: ${name}\n`);
        process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
      });
    },
  };
}
