/**
 * The game server's HTTP side: listening on a port with a clear error when that fails, and the
 * matchmaking route (`POST /matchmake/<method>/<room name>`, Colyseus' own handler) behind a cap on
 * the request's size, and `GET /rooms/<CODE>`, a room's public listing (server/room-listing.ts).
 * Anything else gets 404.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createNodeMatchmakingMiddleware, matchMaker } from '@colyseus/core';
import { MAX_MATCHMAKE_BYTES } from './limits.js';
import { ONLINE_CODES } from 'bluffhouse/online';
import { createsRoom, type Admission, type Refusal } from './admission.js';
import { roomsRoute } from './room-listing.js';

/** A Node HTTP handler in the `(request, response, next)` shape of connect-style routers. */
export type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => Promise<void>;

/** What may refuse a matchmaking request before Colyseus reads it (see `matchmakingHandler`). */
export interface Gate {
  /** The limits per client address and the process's room admission. */
  admission?: Admission;
  /** Wraps what answers a matchmaking request (with Redis: `RedisRecovery.guard`). */
  guard?: (handler: Handler) => Handler;
  /** Whether matchmaking is set up (false while the server starts: Colyseus' handler needs the transport). */
  ready?: () => boolean;
}

/**
 * Colyseus' matchmaking handler, refusing a request body over `MAX_MATCHMAKE_BYTES` (413) or of no
 * stated length (411) before it is read, so an oversized create or join costs no memory. Then
 * `gate.admission` refuses a request its client address may not make now (server/admission.ts:
 * 429 `rate-limited` or `too-many-rooms`, 503 `server-busy`; JSON `{ code, error }`, the error
 * starting with the code, and `Retry-After` seconds when waiting helps; the codes of
 * src/online/codes.ts); both it and Colyseus'
 * handler run inside `gate.guard` (with Redis: 503 `server-unavailable` while Redis is away,
 * server/redis-recovery.ts). `GET /rooms/<CODE>` is answered too (`roomsRoute`, rate-limited by
 * `gate.admission` alike). Requests that are not matchmaking go to `next`.
 */
export function matchmakingHandler(gate: Gate = {}): Handler {
  const matchmake = createNodeMatchmakingMiddleware();
  const { admission, guard = (handler: Handler) => handler } = gate;
  const admitted = guard(async (request, response, next) => {
    if (admission) {
      const address = admission.clientAddress(request);
      const method = /^\/matchmake\/(\w+)\//.exec(new URL(request.url ?? '/', 'http://host').pathname)?.[1] ?? '';
      const denied = await admission.admit(address, method);
      if (denied) return refuse(request, response, denied);
      if (createsRoom(method)) onAnswer(response, (roomId) => admission.created(address, roomId));
    }
    await matchmake(request, response, next);
  });
  return async (request, response, next) => {
    if (await roomsRoute(request, response, admission)) return;
    if (request.method === 'POST' && new URL(request.url ?? '/', 'http://host').pathname.startsWith('/matchmake/')) {
      // The answer is read by pages of other origins too (Colyseus' handler sets these on the
      // preflight only): the same CORS headers as the preflight's.
      const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(new Headers(request.headers as Record<string, string>)) };
      for (const [name, value] of Object.entries(cors)) response.setHeader(name, value as string);
      const length = request.headers['content-length'];
      const refusal: Refusal | null = length === undefined
        ? { status: ONLINE_CODES['length-required'].http, code: 'length-required', message: 'a matchmaking request must state its Content-Length' }
        : Number(length) > MAX_MATCHMAKE_BYTES
          ? { status: ONLINE_CODES['too-large'].http, code: 'too-large', message: `a matchmaking request may hold at most ${MAX_MATCHMAKE_BYTES} bytes (got ${Number(length)})` }
          : null;
      if (refusal) {
        response.writeHead(refusal.status, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ code: refusal.code, error: refusal.message }));
        request.destroy();
        return;
      }
      if (gate.ready?.() === false) {
        return refuse(request, response, { status: ONLINE_CODES['server-unavailable'].http, code: 'server-unavailable', message: 'server-unavailable: the server is starting; try again in a second', retryAfter: 1 });
      }
      return admitted(request, response, next);
    }
    await matchmake(request, response, next);
  };
}

/** Answers `refusal` (its body unread is drained: the connection stays usable). */
function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  response.writeHead(refusal.status, {
    'content-type': 'application/json',
    ...(refusal.retryAfter === undefined ? {} : { 'retry-after': String(refusal.retryAfter), 'access-control-expose-headers': 'Retry-After' }),
  });
  response.end(JSON.stringify({ code: refusal.code, error: refusal.message }));
  request.resume();
}

/**
 * Calls `done` once with the `roomId` of a successful create's JSON answer written to `response`
 * (the seat reservation), or undefined when it failed or the connection closed first.
 */
function onAnswer(response: ServerResponse, done: (roomId: string | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    let roomId: unknown;
    try {
      if (response.statusCode < 300) roomId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { roomId?: unknown }).roomId;
    } catch {
      roomId = undefined;
    }
    done(typeof roomId === 'string' ? roomId : undefined);
  };
  const keep = (chunk: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_MATCHMAKE_BYTES) return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const { write, end } = response;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    finish();
    return result;
  } as ServerResponse['end'];
  response.once('close', finish);
}

/**
 * A new HTTP server answering matchmaking (`matchmakingHandler`, with `gate`), then `pages`
 * when given (the embed page and `/oembed`: server/embed-site.ts), and 404 to anything else, listening on `port` (0: a free one).
 * @throws Error naming the port when it cannot be listened on (`port 2567 is in use`,
 *   `no permission to listen on port 80`), with the system's error as `cause`.
 */
export async function listeningServer(port: number, gate: Gate = {}, pages?: Handler): Promise<HttpServer> {
  const handler = matchmakingHandler(gate);
  const notFound = (response: ServerResponse) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found: a bluffhouse game server answers POST /matchmake/…, its rooms’ WebSockets, and (built) the embed page /embed/ and /oembed.');
  };
  const server = createHttpServer((request, response) => {
    void handler(request, response, () => {
      if (!pages) return notFound(response);
      pages(request, response, () => notFound(response)).catch(() => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use`
        : error.code === 'EACCES' ? `no permission to listen on port ${port}`
          : `cannot listen on port ${port}: ${error.message}`;
      reject(new Error(reason, { cause: error }));
    };
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      resolve();
    });
  });
  return server;
}

/** Closes `server` and every connection it holds (keep-alive ones too). */
export function closeServer(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
