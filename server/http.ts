/**
 * The game server's HTTP side: listening on a port with a clear error when that fails, and the
 * matchmaking route (`POST /matchmake/<method>/<room name>`, Colyseus' own handler) behind a cap on
 * the request's size. Anything else gets 404.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createNodeMatchmakingMiddleware, matchMaker } from '@colyseus/core';
import { MAX_MATCHMAKE_BYTES } from './limits.js';

/** A Node HTTP handler in the `(request, response, next)` shape of connect-style routers. */
export type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => Promise<void>;

/**
 * Colyseus' matchmaking handler, refusing a request body over `MAX_MATCHMAKE_BYTES` (413) or of no
 * stated length (411) before it is read, so an oversized create or join costs no memory. Requests
 * that are not matchmaking go to `next`. `guard` wraps Colyseus' handler (with Redis: refusing
 * while Redis is away, server/redis-recovery.ts).
 */
export function matchmakingHandler(guard: (handler: Handler) => Handler = (handler) => handler): Handler {
  const matchmake = guard(createNodeMatchmakingMiddleware());
  return async (request, response, next) => {
    if (request.method === 'POST' && new URL(request.url ?? '/', 'http://host').pathname.startsWith('/matchmake/')) {
      // The answer is read by pages of other origins too (Colyseus' handler sets these on the
      // preflight only): the same CORS headers as the preflight's.
      const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(new Headers(request.headers as Record<string, string>)) };
      for (const [name, value] of Object.entries(cors)) response.setHeader(name, value as string);
      const length = request.headers['content-length'];
      const refusal = length === undefined
        ? { status: 411, error: 'a matchmaking request must state its Content-Length' }
        : Number(length) > MAX_MATCHMAKE_BYTES
          ? { status: 413, error: `a matchmaking request may hold at most ${MAX_MATCHMAKE_BYTES} bytes (got ${Number(length)})` }
          : null;
      if (refusal) {
        response.writeHead(refusal.status, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ error: refusal.error }));
        request.destroy();
        return;
      }
    }
    await matchmake(request, response, next);
  };
}

/**
 * A new HTTP server answering matchmaking (`matchmakingHandler`) and 404 to anything else,
 * listening on `port` (0: a free one); `guard` as for `matchmakingHandler`.
 * @throws Error naming the port when it cannot be listened on (`port 2567 is in use`,
 *   `no permission to listen on port 80`), with the system's error as `cause`.
 */
export async function listeningServer(port: number, guard?: (handler: Handler) => Handler): Promise<HttpServer> {
  const handler = matchmakingHandler(guard);
  const server = createHttpServer((request, response) => {
    void handler(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found: a bluffhouse game server answers POST /matchmake/… and its rooms’ WebSockets.');
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
