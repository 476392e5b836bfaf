/// <reference types="node" />
/**
 * The real stack for the Chromium end-to-end tests (test/server/e2e.test.ts): a dev server on a
 * free port that compiles the TypeScript sources on the fly (`esbuildPlugin({ ts: true })` and
 * `nodeResolve`, as web-test-runner.config.mjs does, so no `npm run build` is needed) with the real
 * game server attached on the same port (scripts/dev-game-server.mjs, as `npm start` has it), and
 * headless Chromium through playwright-core: the browser scripts/find-browser.mjs finds, the one
 * the browser tests use.
 */
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { startDevServer, type DevServerConfig } from '@web/dev-server';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../../../scripts/free-port.mjs';

const root = new URL('../../../', import.meta.url);

type Plugin = NonNullable<DevServerConfig['plugins']>[number];
type Middleware = NonNullable<DevServerConfig['middleware']>[number];

/** scripts/dev-game-server.mjs and scripts/find-browser.mjs (JavaScript modules: typed here). */
interface DevGameServerModule {
  devGameServer(options?: { logger?: Pick<Console, 'info' | 'warn' | 'error' | 'debug'> }): { plugin: Plugin; middleware: Middleware };
}
interface FindBrowserModule {
  findBrowser(): Promise<{ executablePath: string; args: string[]; source: string }>;
}
const { devGameServer } = (await import(new URL('scripts/dev-game-server.mjs', root).href)) as DevGameServerModule;
const { findBrowser } = (await import(new URL('scripts/find-browser.mjs', root).href)) as FindBrowserModule;

/** `ws` in a page is the browser's own WebSocket (the Colyseus SDK imports the Node package). */
const browserWs: Plugin = {
  name: 'e2e-browser-ws',
  resolveImport: ({ source }) => (source === 'ws' ? '/scripts/browser-ws.js' : undefined),
};

/** Colyseus' own log lines, kept quiet unless they are warnings or errors. */
const quietLogger = { info() {}, debug() {}, warn: console.warn, error: console.error };

/** The running stack: the page address to open, and how to stop everything. */
export interface E2eStack {
  /** `http://localhost:<port>`: the dev server and the game server. */
  origin: string;
  browser: Browser;
  /** Closes the browser, then the game server's rooms and the dev server. */
  stop(): Promise<void>;
}

/**
 * Starts the dev server with the game server attached, on a free port, and launches Chromium.
 * @throws when the sources do not compile, the port is taken meanwhile, or no Chromium is found.
 */
export async function startE2eStack(): Promise<E2eStack> {
  const port = await freePort();
  const gameServer = devGameServer({ logger: quietLogger });
  const server = await startDevServer({
    config: {
      rootDir: fileURLToPath(root),
      port,
      nodeResolve: true,
      watch: false,
      clearTerminalOnReload: false,
      middleware: [gameServer.middleware],
      plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('tsconfig.json', root)) }), browserWs, gameServer.plugin],
    },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
  let browser: Browser;
  try {
    const found = await findBrowser();
    browser = await chromium.launch({ executablePath: found.executablePath, args: found.args, headless: true });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    origin: `http://localhost:${port}`,
    browser,
    async stop() {
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}
