import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { findBrowser } from './scripts/find-browser.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';

const browser = await findBrowser();

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [chromeLauncher({ launchOptions: { executablePath: browser.executablePath, args: browser.args, headless: true } })],
  testFramework: { config: { timeout: 60_000 } },
  testsFinishTimeout: 600_000,
  browserStartTimeout: 60_000,
  reporters: [defaultReporter(), summaryReporter()],
};
