/**
 * Redis for several server processes (docs/online.md, "Scale"): Colyseus' Redis presence and
 * driver, after one check that the server answers, so a wrong URL fails at start with one clear
 * message instead of endless reconnection attempts. The Redis packages load only when a server
 * is given a Redis URL.
 */
import type { RedisDriver } from '@colyseus/redis-driver';
import type { RedisPresence } from '@colyseus/redis-presence';
import { RedisRecovery } from './redis-recovery.js';

/** How long the check waits for Redis to answer, in ms. */
const REACH_TIMEOUT_MS = 5000;

/**
 * Connects once to `url` and sends PING, with no retry.
 * @throws Error `cannot reach Redis at <url>: <reason>` (the password, if any, hidden).
 */
export async function reachRedis(url: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null, retryStrategy: () => null, connectTimeout: REACH_TIMEOUT_MS, enableOfflineQueue: false });
  // Errors are reported by connect() or ping() below; without a listener ioredis prints them too.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`cannot reach Redis at ${shownUrl(url)}: ${(error as Error).message}`, { cause: error });
  } finally {
    client.disconnect();
  }
}

/** `url` without its password. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The options of the Redis connections Colyseus' presence and driver run on. While Redis is away
 * a command waits for it (`maxRetriesPerRequest: null`) instead of failing: Colyseus sends some
 * without handling their failure, and one failing would stop the process. Matchmaking is refused
 * meanwhile instead, and records are not written (server/redis-recovery.ts). Reconnection is tried
 * every 100 ms, slowing to every second.
 */
const CLIENT_OPTIONS = { maxRetriesPerRequest: null, retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000) };

/**
 * Colyseus' Redis presence and driver for `url` (`matchmaking`: Colyseus' `Server` options),
 * loaded only when asked for, after `reachRedis`, on connections `recovery` watches
 * (server/redis-recovery.ts); `log` gets its reports.
 * @throws Error when Redis cannot be reached.
 */
export async function redisMatchmaking(url: string, publicAddress: string, log?: Pick<Console, 'info' | 'error'>): Promise<{
  matchmaking: { presence: RedisPresence; driver: RedisDriver; publicAddress: string };
  recovery: RedisRecovery;
}> {
  await reachRedis(url);
  const [{ Redis }, { RedisPresence: Presence }, { RedisDriver: Driver }] = await Promise.all([import('ioredis'), import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  /** The presence, showing its two connections (publishing and subscribing). */
  class WatchedPresence extends Presence {
    constructor(client: InstanceType<typeof Redis>) {
      super(client);
      // Colyseus warns at each failed reconnection attempt; `recovery` reports a loss once.
      for (const connection of this.connections) connection.removeAllListeners('error');
    }

    get connections() {
      return [this.pub, this.sub] as InstanceType<typeof Redis>[];
    }
  }
  const presence = new WatchedPresence(new Redis(url, CLIENT_OPTIONS));
  const driverConnection = new Redis(url, CLIENT_OPTIONS);
  const recovery = new RedisRecovery([...presence.connections, driverConnection], log);
  try {
    await recovery.whenReady(REACH_TIMEOUT_MS);
  } catch (error) {
    recovery.disconnect();
    throw new Error(`cannot reach Redis at ${shownUrl(url)}: ${(error as Error).message}`, { cause: error });
  }
  /** The driver, letting rooms close without Redis once it is given up (`RedisRecovery.giveUp`). */
  class ClosingDriver extends Driver {
    override remove(roomId: string): Promise<boolean> {
      return recovery.givenUp ? Promise.resolve(false) : super.remove(roomId);
    }
  }
  return { matchmaking: { presence, driver: new ClosingDriver(driverConnection), publicAddress }, recovery };
}
