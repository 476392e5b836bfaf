/**
 * Stopping a server in bounded time (docs/online.md, "Starting a server"). Colyseus' graceful
 * shutdown (rooms locked, clients told with close code 4001, rooms disposed, listings removed)
 * waits on Redis, for as long as Redis is away. So it gets `SHUTDOWN_GRACE_MS`; the rooms still
 * open then disconnect their clients (4001) for up to `DISCONNECT_MS`, and the Redis connections
 * close, giving up whatever still waits for Redis (the games are saved after every change).
 */
import { CloseCode, matchMaker, type Server } from '@colyseus/core';

/** How long Colyseus' graceful shutdown may take before the rest is cut short, in ms. */
export const SHUTDOWN_GRACE_MS = 2500;
/** How long the rooms still open then get to disconnect their clients, in ms. */
const DISCONNECT_MS = 1000;

/** Whether `promise` settles within `ms` (a rejection counts as settled; it is not rethrown). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shuts `server` down within about `SHUTDOWN_GRACE_MS + DISCONNECT_MS` ms, then closes the Redis
 * connections (`redis.disconnect()`), if any; when the graceful shutdown runs out of time (at once
 * when Redis is away: `redis.ready()` false), Redis is given up first (`redis.giveUp()`) so the
 * rooms close without it. Never rejects.
 */
export async function shutDown(server: Server, redis?: { ready(): boolean; giveUp(): void; disconnect(): void }): Promise<void> {
  // Redis away already: Colyseus' shutdown would only wait for it.
  const grace = redis && !redis.ready() ? 0 : SHUTDOWN_GRACE_MS;
  if (!(await settlesWithin(server.gracefullyShutdown(false), grace))) {
    // What Colyseus' shutdown would have done after the Redis command it waits on: no more
    // timers, each room disconnected and disposed (without waiting on Redis).
    matchMaker.stats.clearAutoPersistInterval();
    redis?.giveUp();
    // A room still being created cannot be disconnected (it throws): the others are.
    await settlesWithin((async () => Promise.allSettled(matchMaker.disconnectAll(CloseCode.SERVER_SHUTDOWN)))(), DISCONNECT_MS);
  }
  redis?.disconnect();
}
