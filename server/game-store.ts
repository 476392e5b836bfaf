/**
 * Where rooms keep their games so a server restart loses none (docs/online.md, "Persistence and
 * restore"): one record per join code, written after every change. In memory by default (one
 * store shared by every server of the process), in Redis through Colyseus' presence when the
 * server has `redisUrl`. Records expire a day after their last write.
 */
import type { Presence } from '@colyseus/core';
import type { PublicEnding } from './ended.js';
import type { RoomSettings } from './room-options.js';
import type { SavedSeat } from './seats.js';

/** Everything needed to continue a game: JSON, no functions. */
export interface GameRecord {
  /** The registry id of the game (`bluff-king`, …): the room name it is restored under. */
  game: string;
  /** The join code (the room id). */
  code: string;
  settings: RoomSettings;
  /** `actor.getPersistedSnapshot()` of the game's XState actor. */
  snapshot: unknown;
  seats: SavedSeat[];
  /** The seat of the person who created the room (who may `start`), or null before anyone joined. */
  creatorSeat: number | null;
  started: boolean;
  /** When a timed game ends (epoch ms), or null (absent in records of untimed games). */
  deadline?: number | null;
  /** A seatless host's ticket (a room created with `{ host: true }`, docs/online.md "Hosting"); absent or null: none. */
  hostToken?: string | null;
  /** The host paused the game (absent: false): a restored game stays paused. */
  paused?: boolean;
  /** A paused timed game: the ms it had left (its `deadline` is null while paused). */
  pausedTimeLeft?: number | null;
  /**
   * A finished game's public ending (server/ended.ts): then the record holds nothing else secret
   * (no settings input, no snapshot, no seat tokens).
   */
  ending?: PublicEnding;
}

/** A store of game records by join code. Every method may reject when the store is unreachable. */
export interface GameStore {
  get(code: string): Promise<GameRecord | null>;
  set(record: GameRecord): Promise<void>;
  delete(code: string): Promise<void>;
  /**
   * Claims the right to restore `code` for `seconds`: true for the first caller, false while
   * another claim holds (so two clients restoring the same game at once get one room).
   */
  claim(code: string, seconds: number): Promise<boolean>;
  /** Gives a claim up. */
  release(code: string): Promise<void>;
  /**
   * Optional, for a store in this process: keeps `make` instead of a record, and builds the record
   * (`make()`) only when `get` reads it; `get` then answers what `set(make())` now would have
   * stored. `make` must build the same record whenever it is called: it may hold only what never
   * changes (the game's immutable XState snapshot, copies of the seats). A store without it gets
   * `set(make())` at once.
   */
  setLater?(code: string, make: () => GameRecord): Promise<void>;
  /** With `setLater`: builds the record kept for `code` now and keeps only its JSON (its room is gone). */
  settle?(code: string): Promise<void>;
}

/** How long a record lives after its last write, in seconds (a day). */
export const RECORD_TTL_SECONDS = 24 * 60 * 60;

/** A record read back from its JSON, or null when it is not one. */
function parseRecord(text: unknown): GameRecord | null {
  if (typeof text !== 'string') return null;
  try {
    const record = JSON.parse(text) as Partial<GameRecord>;
    if (!record || typeof record !== 'object' || typeof record.game !== 'string' || !Array.isArray(record.seats) || !record.settings) return null;
    return record as GameRecord;
  } catch {
    return null;
  }
}

/** How many records and how many bytes of JSON the memory store keeps (docs/online.md, "Limits and refusals"). */
export interface StoreBounds {
  /** The most records, running games' and closed rooms' together. */
  maxRecords: number;
  /** The most bytes of JSON of the records of closed rooms (a running game's is built only when read). */
  maxBytes: number;
}

/** The memory store's bounds by default: 10,000 records, 64 MiB of closed rooms' JSON. */
export const DEFAULT_STORE_BOUNDS: StoreBounds = { maxRecords: 10_000, maxBytes: 64 * 1024 * 1024 };

/** The memory store: a `GameStore` with bounds, a sweep of expired records, and its counts. */
export interface MemoryStore extends GameStore {
  /**
   * Whether one more running game fits: fewer running games than `maxRecords` (the records of
   * closed rooms make way for it). A server refuses new rooms with `server-busy` when it does not.
   */
  hasRoom(): boolean;
  /** Drops the expired records of closed rooms and the expired claims (a timer of the server calls it). */
  sweep(): void;
  /** Drops the oldest `share` (0..1) of the closed rooms' records (the server does when its heap is nearly full); returns how many. */
  shed(share: number): number;
  /** Changes the bounds; records of closed rooms over them are dropped at once, oldest first. */
  setBounds(bounds: StoreBounds): void;
  /** What the store holds: running games, closed rooms' records and their JSON's bytes. */
  stats(): { running: number; settled: number; bytes: number };
}

/**
 * A store in this process's memory. `get` answers a record read back from its JSON, as Redis
 * does; a record written with `setLater` is built and turned into JSON only when read or settled
 * (most records are never read: a room writes one after every move, and settles the last when it
 * closes). `now` gives ms.
 *
 * Bounded: a record written with `setLater` is a running game's, kept whatever the bounds (its room
 * holds the game anyway); one written with `set` or settled is a closed room's, and those are
 * dropped oldest first (by their last write) while the store holds more than `maxRecords` records
 * or their JSON more than `maxBytes` bytes (its length in UTF-16 units: bytes for the ASCII of
 * game records). `hasRoom` tells the server when running games alone fill it.
 */
export function memoryStore(now: () => number = Date.now, initialBounds: StoreBounds = DEFAULT_STORE_BOUNDS): MemoryStore {
  let bounds = { ...initialBounds };
  const running = new Map<string, { make: () => GameRecord; expires: number }>();
  /** Closed rooms' records, oldest write first. */
  const settled = new Map<string, { json: string; expires: number }>();
  let bytes = 0;
  const claims = new Map<string, number>();
  const expiry = () => now() + RECORD_TTL_SECONDS * 1000;
  const dropSettled = (code: string) => {
    const entry = settled.get(code);
    if (!entry) return;
    bytes -= entry.json.length;
    settled.delete(code);
  };
  const trim = () => {
    for (const code of settled.keys()) {
      if (running.size + settled.size <= bounds.maxRecords && bytes <= bounds.maxBytes) return;
      dropSettled(code);
    }
  };
  const putSettled = (code: string, json: string) => {
    running.delete(code);
    dropSettled(code);
    settled.set(code, { json, expires: expiry() });
    bytes += json.length;
    trim();
  };
  return {
    get: async (code) => {
      const entry = running.get(code) ?? settled.get(code);
      if (!entry || entry.expires <= now()) {
        dropSettled(code);
        return null;
      }
      return parseRecord('make' in entry ? JSON.stringify(entry.make()) : entry.json);
    },
    set: async (record) => {
      putSettled(record.code, JSON.stringify(record));
    },
    setLater: async (code, make) => {
      dropSettled(code);
      const fresh = !running.has(code);
      running.set(code, { make, expires: expiry() });
      if (fresh) trim();
    },
    settle: async (code) => {
      const entry = running.get(code);
      if (entry) putSettled(code, JSON.stringify(entry.make()));
    },
    delete: async (code) => {
      running.delete(code);
      dropSettled(code);
    },
    claim: async (code, seconds) => {
      const until = claims.get(code);
      if (until !== undefined && until > now()) return false;
      claims.set(code, now() + seconds * 1000);
      return true;
    },
    release: async (code) => {
      claims.delete(code);
    },
    hasRoom: () => running.size < bounds.maxRecords,
    sweep: () => {
      const time = now();
      for (const [code, entry] of settled) if (entry.expires <= time) dropSettled(code);
      for (const [code, until] of claims) if (until <= time) claims.delete(code);
    },
    shed: (share) => {
      const count = Math.ceil(settled.size * share);
      let dropped = 0;
      for (const code of settled.keys()) {
        if (dropped >= count) break;
        dropSettled(code);
        dropped++;
      }
      return dropped;
    },
    setBounds: (next) => {
      bounds = { ...next };
      trim();
    },
    stats: () => ({ running: running.size, settled: settled.size, bytes }),
  };
}

/** The store every server of this process uses without Redis. */
export const processStore: MemoryStore = memoryStore();

/** A store in Redis, through the server's Colyseus presence (`@colyseus/redis-presence`). */
export function presenceStore(presence: Presence, prefix = 'bluffhouse:game:'): GameStore {
  return {
    get: async (code) => parseRecord(await presence.get(prefix + code)),
    set: async (record) => {
      await presence.setex(prefix + record.code, JSON.stringify(record), RECORD_TTL_SECONDS);
    },
    delete: async (code) => {
      await presence.del(prefix + code);
    },
    claim: async (code, seconds) => (await presence.hincrbyex(`${prefix}claim:${code}`, 'n', 1, seconds)) === 1,
    release: async (code) => {
      await presence.del(`${prefix}claim:${code}`);
    },
  };
}

/** Writes one room's record, in order (the last write stored is the latest), and cleans up after the room. */
export class RecordWriter {
  private queue: Promise<void> = Promise.resolve();
  /** Whether this room holds a restore claim on its code (server/restore.ts). */
  claimed = false;

  constructor(private readonly store: GameStore) {}

  /**
   * Writes the record of the game `code` that `make` builds, at once (a failed write is logged,
   * never thrown): the write leaves before the caller tells the clients about the move, so a
   * client never sees a move that a crash right after could lose from the store. Writes stay in
   * order without waiting for each other: the memory store is synchronous, and Redis runs one
   * connection's commands in the order sent. A store with `setLater` keeps `make` itself (see
   * `GameStore.setLater` for what `make` may hold); others get `make()` now.
   */
  write(code: string, make: () => GameRecord): void {
    const { store } = this;
    const pending = (async () => (store.setLater ? store.setLater(code, make) : store.set(make())))();
    const written = pending.catch((error: Error) => {
      console.error(`bluffhouse server: the game ${code} could not be saved: ${error.message}`);
    });
    this.queue = Promise.all([this.queue, written]).then(() => undefined);
  }

  /**
   * After the last write: keeps only the record's JSON (`settle`: the store no longer holds the
   * room's game; a finished game's record is its public ending, server/ended.ts), and gives up a
   * claim. Never rejects.
   */
  close(code: string): Promise<void> {
    return this.queue.then(() => Promise.all([
      this.store.settle?.(code),
      this.claimed ? this.store.release(code) : undefined,
    ])).then(() => undefined, (error: Error) => console.error(`bluffhouse server: the game ${code} could not be cleaned up: ${error.message}`));
  }
}
