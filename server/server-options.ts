/**
 * The validated room-wide options of `createServer` (docs/online.md, "Starting a server"): a bad
 * value is refused with a message naming the option and what is allowed, before anything starts.
 */

import { DEFAULT_ADMISSION_LIMITS, v8Heap, type AdmissionLimits } from './admission.js';
import { DEFAULT_STORE_BOUNDS, type StoreBounds } from './game-store.js';
import { MAX_MESSAGES_PER_SECOND } from './limits.js';

/** What `createServer` reads here. */
export interface ServerSettingsInput {
  reconnectGrace?: unknown;
  botTakeover?: unknown;
  allowedOrigins?: unknown;
  messagesPerSecond?: unknown;
  publicUrl?: unknown;
}

/** The settings every room of a server shares. */
export interface ServerSettings {
  /** Seconds, 0..86400. */
  reconnectGrace: number;
  botTakeover: boolean;
  /** Origins like `https://example.org`; undefined: any. */
  allowedOrigins: string[] | undefined;
  /** 1..1000. */
  messagesPerSecond: number;
  /** The address people reach the server at (an absolute http(s) URL), or null. */
  publicUrl: string | null;
}

/** The longest reconnection grace, in seconds (a day, the life of a stored game). */
export const MAX_RECONNECT_GRACE = 24 * 60 * 60;

/**
 * @throws RangeError `reconnectGrace must be a number of seconds from 0 to 86400 (got …)`.
 * @throws RangeError `messagesPerSecond must be an integer from 1 to 1000 (got …)`.
 * @throws TypeError `botTakeover must be true or false (got …)`, `allowedOrigins must be an
 *   array of origins like https://example.org (got …)`, or `publicUrl must be …` (`publicUrlOf`).
 */
export function serverSettings(options: ServerSettingsInput): ServerSettings {
  const reconnectGrace = options.reconnectGrace ?? 60;
  if (typeof reconnectGrace !== 'number' || !Number.isFinite(reconnectGrace) || reconnectGrace < 0 || reconnectGrace > MAX_RECONNECT_GRACE) {
    throw new RangeError(`reconnectGrace must be a number of seconds from 0 to ${MAX_RECONNECT_GRACE} (got ${JSON.stringify(reconnectGrace)})`);
  }
  const botTakeover = options.botTakeover ?? true;
  if (typeof botTakeover !== 'boolean') throw new TypeError(`botTakeover must be true or false (got ${JSON.stringify(botTakeover)})`);
  const origins = options.allowedOrigins;
  if (origins !== undefined && (!Array.isArray(origins) || origins.some((origin) => !isOrigin(origin)))) {
    throw new TypeError(`allowedOrigins must be an array of origins like https://example.org (got ${JSON.stringify(origins)})`);
  }
  const messagesPerSecond = options.messagesPerSecond ?? MAX_MESSAGES_PER_SECOND;
  if (typeof messagesPerSecond !== 'number' || !Number.isInteger(messagesPerSecond) || messagesPerSecond < 1 || messagesPerSecond > 1000) {
    throw new RangeError(`messagesPerSecond must be an integer from 1 to 1000 (got ${JSON.stringify(messagesPerSecond)})`);
  }
  return { reconnectGrace, botTakeover, allowedOrigins: origins as string[] | undefined, messagesPerSecond, publicUrl: publicUrlOf(options.publicUrl) };
}

/**
 * The `publicUrl` option (`--public-url`): the address people reach the server's pages at, an
 * absolute `http:`/`https:` URL without credentials (`http://192.168.1.20:8000/`); null when absent.
 * @throws TypeError `publicUrl must be an absolute http:// or https:// URL like http://192.168.1.20:8000 (got …)`.
 */
export function publicUrlOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let url: URL | null;
  try {
    url = typeof value === 'string' && value.length <= 2000 ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw new TypeError(`publicUrl must be an absolute http:// or https:// URL like http://192.168.1.20:8000 (got ${JSON.stringify(value)?.slice(0, 80)})`);
  }
  return url.href;
}

/** Whether `value` is an origin: scheme, host and optional port, nothing else (`https://a.org:8443`). */
export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * The limits on matchmaking and memory (docs/online.md, "Limits and refusals"), `createServer`
 * options. Per client address (an IPv6 address counts by its /64): refusals answer HTTP 429 or 503
 * with codes `rate-limited`, `too-many-rooms`, `server-busy`.
 */
export interface ServerLimitOptions {
  /** Matchmaking requests (create, joinById, reconnect…) one address may make a second, 1..100000 (default 50). */
  lookupsPerSecond?: number;
  /** Rooms one address may create or restore a minute, 1..100000 (default 30). */
  roomsPerMinute?: number;
  /** Open rooms created from one address, 1..1000000 (default 50). */
  roomsPerAddress?: number;
  /** Without Redis: the most saved games kept in memory, running or not, 1..10000000 (default 10000). */
  maxStoredGames?: number;
  /** Without Redis: the most MiB of JSON of closed rooms' saved games kept, 1..1000000 (default 64, or a quarter of the V8 heap limit when less). */
  maxStoredMB?: number;
  /** New rooms are refused (`server-busy`) while the V8 heap in use is above this share of its limit, 0.1..1 (default 0.85). */
  busyHeapFraction?: number;
  /** Behind one reverse proxy: the client address is the last `X-Forwarded-For` entry (default false: the socket's address). */
  trustProxy?: boolean;
}

/** `ServerLimitOptions` as read, before validation. */
export type LimitOptions = { [Name in keyof ServerLimitOptions]?: unknown };

const MB = 1024 * 1024;

/** The default `maxStoredMB`: 64, or a quarter of the V8 heap's limit (`v8Heap`) when that is less (`node --max-old-space-size=160`: 40). */
export function defaultStoredMB(heapLimit = v8Heap().limit): number {
  return Math.max(1, Math.min(DEFAULT_STORE_BOUNDS.maxBytes / MB, Math.floor(heapLimit / 4 / MB)));
}

/** Each limit's range (integers but `busyHeapFraction`), for the checks here and the command's flags. */
export const LIMIT_RANGES = {
  lookupsPerSecond: { min: 1, max: 100_000, integer: true },
  roomsPerMinute: { min: 1, max: 100_000, integer: true },
  roomsPerAddress: { min: 1, max: 1_000_000, integer: true },
  maxStoredGames: { min: 1, max: 10_000_000, integer: true },
  maxStoredMB: { min: 1, max: 1_000_000, integer: true },
  busyHeapFraction: { min: 0.1, max: 1, integer: false },
} as const;

/**
 * The validated limits, defaults filled in: `admission` for server/admission.ts, `store` for the
 * memory store's bounds (`maxStoredMB` as bytes).
 * @throws RangeError `<option> must be an integer from <min> to <max> (got …)` (`busyHeapFraction`:
 *   a number from 0.1 to 1), or TypeError `trustProxy must be true or false (got …)`.
 */
export function limitSettings(options: LimitOptions): { admission: AdmissionLimits; store: StoreBounds } {
  const read = (name: keyof typeof LIMIT_RANGES, fallback: number): number => {
    const value = options[name] ?? fallback;
    const { min, max, integer } = LIMIT_RANGES[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      throw new RangeError(`${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max} (got ${JSON.stringify(value)})`);
    }
    return value;
  };
  const trustProxy = options.trustProxy ?? DEFAULT_ADMISSION_LIMITS.trustProxy;
  if (typeof trustProxy !== 'boolean') throw new TypeError(`trustProxy must be true or false (got ${JSON.stringify(trustProxy)})`);
  return {
    admission: {
      lookupsPerSecond: read('lookupsPerSecond', DEFAULT_ADMISSION_LIMITS.lookupsPerSecond),
      roomsPerMinute: read('roomsPerMinute', DEFAULT_ADMISSION_LIMITS.roomsPerMinute),
      roomsPerAddress: read('roomsPerAddress', DEFAULT_ADMISSION_LIMITS.roomsPerAddress),
      busyHeapFraction: read('busyHeapFraction', DEFAULT_ADMISSION_LIMITS.busyHeapFraction),
      trustProxy,
    },
    store: {
      maxRecords: read('maxStoredGames', DEFAULT_STORE_BOUNDS.maxRecords),
      maxBytes: read('maxStoredMB', defaultStoredMB()) * MB,
    },
  };
}
