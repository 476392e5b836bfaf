/// <reference types="node" />
/**
 * Private rooms through the real `createServer` (docs/online.md, "Join"): on its own HTTP server,
 * and attached to a host's HTTP server (`attachTo`, the owner passing requests to `matchmake`).
 * Colyseus' matchmaker is one per process, so the two servers run one after the other.
 * Run with `node --import tsx --test test/server/private-rooms.test.ts`.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createServer } from '../../server/index.js';
import { closeServer } from '../../server/http.js';
import { checkPrivateRooms } from './support/private-rooms.js';

const quiet = { info() {}, debug() {}, warn: console.warn, error: console.error };

test('createServer\'s own HTTP server: join and joinOrCreate by name are refused with use-code, nothing lists rooms, the code still joins', { timeout: 60_000 }, async () => {
  const server = await createServer({ port: 0, logger: quiet });
  try {
    await checkPrivateRooms(`ws://localhost:${server.port}`);
  } finally {
    await server.close();
  }
});

test('createServer({ attachTo }): the same through the owner\'s matchmake handler', { timeout: 60_000 }, async () => {
  const owner: { matchmake?: Awaited<ReturnType<typeof createServer>>['matchmake'] } = {};
  const http: HttpServer = createHttpServer((request, response) => {
    const notFound = () => {
      response.writeHead(404);
      response.end('the owner\'s own 404');
    };
    if (!owner.matchmake) return notFound();
    void owner.matchmake(request, response, notFound);
  });
  await new Promise<void>((resolve) => http.listen(0, resolve));
  const server = await createServer({ attachTo: http, logger: quiet });
  owner.matchmake = server.matchmake;
  try {
    await checkPrivateRooms(`ws://localhost:${(http.address() as AddressInfo).port}`);
  } finally {
    await server.close();
    await closeServer(http);
  }
});
