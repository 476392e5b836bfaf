/// <reference types="node" />
/**
 * scripts/dev-game-server.mjs, the game server inside `npm start`: the address phones reach it at
 * (`publicUrlFor`: `PUBLIC_URL`, else the first non-internal IPv4 address with the port, else
 * localhost), the line it prints at start, the "Host a game" page it serves under the strict
 * CSP, the room look-up (`GET /rooms/<CODE>`) passed to the game server, and the `publicUrl` a
 * host's room carries. Run with Node's test runner (`node --import tsx --test test/scripts/dev-game-server.test.ts`).
 */
import assert from 'node:assert/strict';
import type { NetworkInterfaceInfo } from 'node:os';
import { test } from 'node:test';
import { Client } from '@colyseus/sdk';
import { startDevServer, type DevServerConfig } from '@web/dev-server';
import type { StateMessage } from '../../src/online/protocol.js';
import { until } from '../support/until.js';
import { devGameServer, publicUrlFor } from '../../scripts/dev-game-server.mjs';
import { freePort } from '../../scripts/free-port.mjs';

const info = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) => ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;

test('publicUrlFor: PUBLIC_URL, else the first non-internal IPv4 address with the port, else localhost', () => {
  const interfaces = {
    lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
    eth0: [info('fe80::1', 'IPv6', false), info('192.168.1.20', 'IPv4', false)],
    wlan0: [info('10.0.0.5', 'IPv4', false)],
  };
  assert.equal(publicUrlFor(8000, { env: {}, interfaces }), 'http://192.168.1.20:8000');
  assert.equal(publicUrlFor(8123, { env: {}, interfaces: { lo: interfaces.lo } }), 'http://localhost:8123');
  assert.equal(publicUrlFor(8000, { env: { PUBLIC_URL: 'https://class.example.org/' }, interfaces }), 'https://class.example.org');
  assert.equal(publicUrlFor(8000, { env: { PUBLIC_URL: ' ' }, interfaces }), 'http://192.168.1.20:8000');
  assert.throws(() => publicUrlFor(8000, { env: { PUBLIC_URL: 'class.example.org' }, interfaces }), /PUBLIC_URL must be an absolute http: or https: URL \(got "class\.example\.org"\)/);
  assert.throws(() => publicUrlFor(8000, { env: { PUBLIC_URL: 'ftp://x' }, interfaces }), TypeError);
});

test('npm start\'s dev server prints where phones join and serves the Host a game page under the strict CSP', async () => {
  const configFile = new URL('../../web-dev-server.config.mjs', import.meta.url).href;
  const { default: config } = (await import(configFile)) as { default: DevServerConfig };
  const lines: string[] = [];
  const logger = { info: (line: string) => lines.push(line), warn: () => undefined, error: () => undefined, debug: () => undefined };
  const gameServer = devGameServer({ logger, publicUrl: 'http://192.168.1.20:8000' });
  const port = await freePort();
  const server = await startDevServer({
    config: { ...config, port, watch: false, clearTerminalOnReload: false, middleware: [gameServer.middleware, ...config.middleware!.slice(1)], plugins: [gameServer.plugin] },
    readCliArgs: false, readFileConfig: false, logStartMessage: false, autoExitProcess: false,
  });
  try {
    assert.ok(lines.includes('Phones join at http://192.168.1.20:8000/demo/online.html · host a game at http://192.168.1.20:8000/demo/host.html'), lines.join('\n'));
    const page = await fetch(`http://localhost:${port}/demo/host.html`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'; style-src 'self'/);
    const html = await page.text();
    assert.match(html, /<script type="module" src="host\.js"><\/script>/);
    assert.doesNotMatch(html, /<script>|<style|style="/, 'no inline script or style');
    for (const file of ['host.js', 'host-settings.js']) assert.equal((await fetch(`http://localhost:${port}/demo/${file}`)).status, 200, file);
    for (const linking of ['', 'online.html']) assert.match(await (await fetch(`http://localhost:${port}/demo/${linking}`)).text(), /<a href="host\.html">/, `demo/${linking} links it`);

    // The room look-up reaches the game server through the dev server; a host's room carries the public address.
    const lookup = await fetch(`http://localhost:${port}/rooms/ZZZZZZ`);
    assert.equal(lookup.status, 404);
    assert.equal(((await lookup.json()) as { code: string }).code, 'room-not-found');
    const room = await new Client(`ws://localhost:${port}`).create('biggie-bills', { host: true, players: 3, devicesPerSeat: 2 });
    try {
      const states: StateMessage[] = [];
      room.onMessage('state', (state: StateMessage) => states.push(state));
      room.send('sync');
      const state = await until(() => states.find((s) => s.code === room.roomId), 'the host\'s state', { timeout: 20_000, every: 50 });
      assert.equal(state.publicUrl, 'http://192.168.1.20:8000/'); // the server keeps it as a URL's href
      assert.equal(state.host, true);
      const listing = await fetch(`http://localhost:${port}/rooms/${room.roomId}`);
      assert.equal(listing.status, 200);
      assert.equal(((await listing.json()) as { game: string }).game, 'biggie-bills');
    } finally {
      await room.leave(true).catch(() => undefined);
    }
  } finally {
    await server.stop();
  }
});

test('npm start\'s dev server serves the embed page with its oEmbed discovery links and the oEmbed endpoint, as bluffhouse-server does', async () => {
  const configFile = new URL('../../web-dev-server.config.mjs', import.meta.url).href;
  const { default: config } = (await import(configFile)) as { default: DevServerConfig };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
  // embed/ holds what the endpoint and the discovery links read (index.html, thumbnails/): no build needed.
  const gameServer = devGameServer({ logger: quiet, publicUrl: 'http://192.168.1.20:8000', embedDir: 'embed' });
  const port = await freePort();
  const server = await startDevServer({
    config: { ...config, port, watch: false, clearTerminalOnReload: false, middleware: [gameServer.middleware, ...config.middleware!.slice(1)], plugins: [gameServer.plugin] },
    readCliArgs: false, readFileConfig: false, logStartMessage: false, autoExitProcess: false,
  });
  try {
    const link = `http://localhost:${port}/embed/?game=bluffing-billionaires&players=3&bots=easy`;
    const page = await fetch(link);
    assert.equal(page.status, 200);
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(await page.text())?.[1];
    assert.ok(href, 'the discovery link');
    const endpoint = new URL(href.replaceAll('&amp;', '&'));
    assert.equal(endpoint.href.split('?')[0], `http://localhost:${port}/oembed`);
    assert.equal(endpoint.searchParams.get('url'), link);
    const answer = await (await fetch(endpoint)).json() as { type: string; html: string; thumbnail_url: string };
    assert.equal(answer.type, 'rich');
    assert.ok(answer.html.includes(`<iframe src="${link.replaceAll('&', '&amp;')}"`), answer.html);
    assert.equal((await fetch(answer.thumbnail_url)).headers.get('content-type'), 'image/png');
    const refused = await fetch(`http://localhost:${port}/oembed?url=${encodeURIComponent(`${link}&hand-size=99`)}`);
    assert.equal(refused.status, 404);
    assert.match(await refused.text(), /hand-size/);
  } finally {
    await server.stop();
  }
});
