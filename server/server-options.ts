/**
 * The validated room-wide options of `createServer` (docs/online.md, "Starting a server"): a bad
 * value is refused with a message naming the option and what is allowed, before anything starts.
 */

import { MAX_MESSAGES_PER_SECOND } from './limits.js';

/** What `createServer` reads here. */
export interface ServerSettingsInput {
  reconnectGrace?: unknown;
  botTakeover?: unknown;
  allowedOrigins?: unknown;
  messagesPerSecond?: unknown;
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
}

/** The longest reconnection grace, in seconds (a day, the life of a stored game). */
export const MAX_RECONNECT_GRACE = 24 * 60 * 60;

/**
 * @throws RangeError `reconnectGrace must be a number of seconds from 0 to 86400 (got …)`.
 * @throws RangeError `messagesPerSecond must be an integer from 1 to 1000 (got …)`.
 * @throws TypeError `botTakeover must be true or false (got …)`, or `allowedOrigins must be an
 *   array of origins like https://example.org (got …)`.
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
  return { reconnectGrace, botTakeover, allowedOrigins: origins as string[] | undefined, messagesPerSecond };
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
