/**
 * Redis for several server processes (docs/online.md, "Scale"): Colyseus' Redis presence and
 * driver, after one check that the server answers, so a wrong URL fails at start with one clear
 * message instead of endless reconnection attempts. The Redis packages load only when a server
 * is given a Redis URL.
 */
/** How long the check waits for Redis to answer, in ms. */
const REACH_TIMEOUT_MS = 5000;

/**
 * Connects once to `url` and sends PING, with no retry.
 * @throws Error `cannot reach Redis at <url>: <reason>` (the password, if any, hidden).
 */
export async function reachRedis(url: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: REACH_TIMEOUT_MS, enableOfflineQueue: false });
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
 * Colyseus' Redis presence and driver for `url`, loaded only when asked for, after `reachRedis`.
 * @throws Error when Redis cannot be reached.
 */
export async function redisMatchmaking(url: string, publicAddress: string) {
  await reachRedis(url);
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), publicAddress };
}
