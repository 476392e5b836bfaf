/**
 * A server with Redis when Redis goes away and comes back (docs/online.md, "Scale"). Colyseus
 * keeps each room's listing (its driver's room cache, which `joinById` reads) in Redis, and the
 * rooms keep their saved records there (server/game-store.ts); a Redis that restarts empty has
 * neither, while the rooms of this process go on. So:
 * - while any of the Redis connections is down, matchmaking is refused at once with HTTP 503 and
 *   `server-unavailable: …` (`guard`), a request under way when Redis is lost too (it would wait
 *   for Redis), and records are not written (they would wait in the connection's queue): moves
 *   go on;
 * - once every connection is ready again, Colyseus writes back the listing of each room of this
 *   process that Redis lacks (`matchMaker.restoreMissingRoomCaches()`) and this process's room
 *   count (`matchMaker.stats.persist(true)`), then each room of the server writes its record again
 *   (the `rewrite` it gave to `watch`).
 */
import { matchMaker } from '@colyseus/core';
import type { Redis } from 'ioredis';
import type { ServerResponse } from 'node:http';
import type { MatchmakingRefusalCode } from 'bluffhouse/online';
import type { GameStore } from './game-store.js';
import type { Handler } from './http.js';

/** Where recovery reports: a lost connection, and rooms listed and saved again. */
type Log = Pick<Console, 'info' | 'error'>;

/** How long after a failed recovery it is tried again, in ms. */
const RETRY_MS = 1000;
/**
 * How long matchmaking stays refused after this process listed its rooms again, in ms: the other
 * processes sharing Redis saw it come back too and list theirs meanwhile (each tries to reconnect
 * at least once a second). Without it, a client sent here while another process had not listed its
 * room yet would find no room and no saved game, and take its game for lost.
 */
export const SETTLE_MS = 3000;

export class RedisRecovery {
  private readonly rewrites = new Set<() => void>();
  /** Called when a connection is lost: the matchmaking requests under way. */
  private readonly onLost = new Set<() => void>();
  /** A connection closed after it was ready: the next time all are ready, rooms write again. */
  private lost = false;
  private running = false;
  private stopped = false;
  /** Until when (epoch ms) matchmaking waits for the other processes to list their rooms again. */
  private settling = 0;

  /** Watches `clients` (every connection of the presence and the driver). */
  constructor(private readonly clients: readonly Redis[], private readonly log: Log = console) {
    for (const client of clients) {
      let wasReady = client.status === 'ready';
      let lastError = '';
      // ioredis reports each failed reconnection attempt as an error; the loss is logged once, below.
      client.on('error', (error: Error) => (lastError = error.message));
      client.on('close', () => {
        // Closed on purpose (quit, disconnect: a shutdown), it stays closed ('end'), else it reconnects.
        if (!wasReady || this.stopped || client.status === 'end') return;
        wasReady = false;
        if (!this.lost) this.log.error(`bluffhouse server: the connection to Redis is lost${lastError ? ` (${lastError})` : ''}: matchmaking is refused (server-unavailable) until it is back; games go on`);
        this.lost = true;
        for (const listener of this.onLost) listener();
      });
      client.on('ready', () => {
        wasReady = true;
        lastError = '';
        void this.recover();
      });
    }
  }

  /**
   * Registers a room's `rewrite` (it writes the room's record now); call the function returned
   * when the room is disposed.
   */
  watch(rewrite: () => void): () => void {
    this.rewrites.add(rewrite);
    return () => this.rewrites.delete(rewrite);
  }

  /** Why matchmaking cannot run now (a sentence), or null when it can. */
  unavailable(): string | null {
    if (!this.ready()) return 'the server cannot reach Redis (matchmaking and saved games live there); try again in a few seconds';
    if (!this.listed() || Date.now() < this.settling) return 'Redis is back and the rooms of every server are being listed again; try again in a few seconds';
    return null;
  }

  /**
   * Colyseus' matchmaking `handler`, refusing each matchmaking request (`POST /matchmake/…`) with
   * HTTP 503 and `server-unavailable: <why>` while `unavailable()` says why, and one under way
   * when a connection is lost (it would wait for Redis; Colyseus' own answer, when Redis is back,
   * is then dropped).
   */
  readonly guard = (handler: Handler): Handler => {
    return async (request, response, next) => {
      if (request.method !== 'POST' || !new URL(request.url ?? '/', 'http://host').pathname.startsWith('/matchmake/')) return handler(request, response, next);
      const down = this.unavailable();
      if (down !== null) return refuseUnavailable(response, down);
      let refused = false;
      const lost = () => {
        if (response.headersSent) return;
        refused = true;
        refuseUnavailable(response, 'the connection to Redis was lost while answering; try again in a few seconds');
      };
      this.onLost.add(lost);
      try {
        await handler(request, response, () => {
          if (!refused) next();
        });
      } finally {
        this.onLost.delete(lost);
      }
    };
  };

  /**
   * `store` writing nothing while Redis is away or the listings are not back yet (so Redis never
   * holds a running game's record without its room's listing, which would let a client restore a
   * second copy): each room writes its record again once they are back.
   */
  guardStore(store: GameStore): GameStore {
    return { ...store, set: (record) => (this.listed() ? store.set(record) : Promise.resolve()) };
  }

  /**
   * Gives Redis up for good (a shutdown that cannot wait for it): rooms no longer wait on it to
   * close (the driver's `remove` answers at once, server/redis.ts).
   */
  giveUp(): void {
    this.stopped = true;
  }

  /** Whether `giveUp` or `disconnect` was called. */
  get givenUp(): boolean {
    return this.stopped;
  }

  /**
   * Stops watching and closes every connection at once. Commands still waiting for Redis are
   * dropped unanswered rather than failed: Colyseus sends some without handling a failure, and
   * an unhandled one would stop the process.
   */
  disconnect(): void {
    this.stopped = true;
    for (const client of this.clients) {
      // ioredis' own (private) reset of the queue of commands waiting for a connection.
      (client as unknown as { resetOfflineQueue?: () => void }).resetOfflineQueue?.();
      client.disconnect();
    }
  }

  /** Whether every connection is ready and this process's rooms are listed in Redis (since its last loss). */
  private listed(): boolean {
    return this.ready() && !this.lost && !this.running;
  }

  /** Whether every connection is ready. */
  ready(): boolean {
    return this.clients.every((client) => client.status === 'ready');
  }

  /**
   * Resolves once every connection is ready (a new server's, before it takes requests).
   * @throws Error after `ms` ms.
   */
  async whenReady(ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!this.ready()) {
      if (Date.now() > end) throw new Error(`not connected within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Once every connection is ready after a loss: listings, room count, then records. */
  private async recover(): Promise<void> {
    if (!this.lost || this.running || this.stopped || !this.ready()) return;
    this.running = true;
    this.lost = false;
    let failed = false;
    try {
      await matchMaker.restoreMissingRoomCaches();
      await matchMaker.stats.persist(true);
      // Listed again: records may be written (`guardStore`), and each room writes its own now.
      this.running = false;
      this.settling = Date.now() + SETTLE_MS;
      for (const rewrite of this.rewrites) rewrite();
      this.log.info(`bluffhouse server: Redis is back: ${this.rewrites.size} room(s) listed and saved again`);
    } catch (error) {
      failed = true;
      this.lost = true;
      this.log.error(`bluffhouse server: the rooms could not be listed again in Redis (trying again in ${RETRY_MS} ms): ${(error as Error).message}`);
      setTimeout(() => void this.recover(), RETRY_MS).unref();
    } finally {
      this.running = false;
    }
    // Lost again meanwhile (a `ready` while this ran was not acted on): once more, now if back already.
    if (this.lost && !failed) void this.recover();
  }
}

/** Answers 503 with `server-unavailable: <reason>` (JSON `{ code: 'server-unavailable', error }`), closing the connection. */
function refuseUnavailable(response: ServerResponse, reason: string): void {
  response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2', connection: 'close' });
  response.end(JSON.stringify({ code: 'server-unavailable' satisfies MatchmakingRefusalCode, error: `server-unavailable: ${reason}` }));
}
