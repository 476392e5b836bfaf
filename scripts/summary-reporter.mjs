/**
 * A web-test-runner reporter that ends the run with one plain line, `N passed, N failed`.
 * A test file that fails to load counts as one failed test.
 */
function count(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) continue;
    if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites) count(child, totals);
}

export function summaryReporter() {
  const totals = { passed: 0, failed: 0 };
  return {
    stop({ sessions }) {
      for (const session of sessions) {
        const before = totals.passed + totals.failed;
        if (session.testResults) count(session.testResults, totals);
        const loadFailed = !session.passed && (session.errors?.length ?? 0) > 0 && totals.passed + totals.failed === before;
        if (loadFailed) totals.failed++;
      }
      process.once('exit', () => process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`));
    },
  };
}
