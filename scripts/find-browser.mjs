/**
 * Finds a Chromium for tests and screenshots, in this order: $CHROME_PATH, an installed
 * Chrome/Chromium, then the Chromium shipped inside the @sparticuz/chromium package (so
 * `npm install && npm test` works on a bare Linux x64 machine).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const INSTALLED = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags for headless runs as root in a container with a closed network. */
export const HEADLESS_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Test files run in parallel pages: keep background pages' timers at full speed.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

function onPath(name) {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** @returns {Promise<{ executablePath: string, args: string[], source: string }>} */
export async function findBrowser() {
  // BLUFFHOUSE_BROWSER=bundled skips the first two steps (to check the fallback on any machine).
  const bundledOnly = process.env.BLUFFHOUSE_BROWSER === 'bundled';
  if (process.env.CHROME_PATH && !bundledOnly) return { executablePath: process.env.CHROME_PATH, args: HEADLESS_ARGS, source: 'CHROME_PATH' };
  const installed = bundledOnly ? null : INSTALLED.find((path) => existsSync(path))
    ?? ['chromium', 'chromium-browser', 'google-chrome'].map(onPath).find(Boolean);
  if (installed) return { executablePath: installed, args: HEADLESS_ARGS, source: 'installed' };
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return { executablePath: await chromium.executablePath(), args: HEADLESS_ARGS, source: '@sparticuz/chromium' };
  } catch (error) {
    throw new Error(`No Chromium found: set CHROME_PATH, install Chrome/Chromium, or run on Linux x64 where @sparticuz/chromium works (${error.message})`, { cause: error });
  }
}
