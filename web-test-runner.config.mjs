import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { serveCdnTestBuilds } from './scripts/cdn-test-builds.mjs';
import { gameServerPlugin } from './scripts/game-server.mjs';
import { bringToFrontPlugin } from './scripts/bring-to-front-plugin.mjs';
import { findBrowser } from './scripts/find-browser.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { embedCors } from './test/fixtures/embed-cors.mjs';
import { oembedSite } from './test/fixtures/oembed-site.mjs';
import { serveScormPackages } from './test/fixtures/scorm-packages.mjs';

const browser = await findBrowser();

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  // test/server and test/scripts hold Node tests (scripts/test.mjs runs them with node --test).
  files: ['test/**/*.test.ts', '!test/server/**', '!test/scripts/**'],
  nodeResolve: true,
  // The dist/cdn files, built from the sources on the first request under /__cdn__/ (test/cdn);
  // the SCORM packages, packed on the first request under /__scorm__/ (test/scorm); the game
  // server's embed page and oEmbed endpoint (test/embed/wordpress.test.ts).
  middleware: [serveCdnTestBuilds, serveScormPackages, embedCors, oembedSite],
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }), bringToFrontPlugin(), gameServerPlugin()],
  browsers: [chromeLauncher({ launchOptions: { executablePath: browser.executablePath, args: [...browser.args, '--js-flags=--expose-gc'], headless: true } })],
  testFramework: { config: { timeout: 60_000 } },
  // The whole browser suite on a loaded 2-core machine takes over 10 minutes.
  testsFinishTimeout: 1_800_000,
  browserStartTimeout: 60_000,
  // Lit's one-line dev-mode notice would be printed once per test file; every other browser log stays.
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].startsWith('Lit is in dev mode')),
  // In a log (CI, a pipe) the progress bar would print its counts again and again: the summary line says it once.
  reporters: [defaultReporter({ reportTestProgress: Boolean(process.stdout.isTTY) }), summaryReporter()],
};
