/**
 * Who may use matchmaking, and how much (docs/online.md, "Limits and refusals"): per client
 * address, a rate of matchmaking requests (`lookupsPerSecond`: every create, joinById with or
 * without a seat token, reconnect, join), a rate of creates (`roomsPerMinute`, restores included)
 * and a number of open rooms (`roomsPerAddress`); for the whole process, no new room while the V8
 * heap is nearly full (`busyHeapFraction`) or running games fill the game store. The HTTP layer
 * (server/http.ts) asks `admit` before Colyseus sees a request and answers a refusal itself.
 *
 * Memory stays bounded: the address table forgets an address idle for a minute (its buckets full
 * again) that holds no open room, and never holds more than `maxAddresses` addresses without rooms.
 */
import type { IncomingMessage } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { type MatchmakingRefusalCode, ONLINE_CODES } from 'bluffhouse/online';

/** The limits of `createServer` read here (validated by server/server-options.ts). */
export interface AdmissionLimits {
  /** Matchmaking requests one address may make a second (a burst of as many, then this rate). */
  lookupsPerSecond: number;
  /** Rooms one address may create (or restore) a minute (a burst of as many, then this rate). */
  roomsPerMinute: number;
  /** Rooms created from one address that may be open at once. */
  roomsPerAddress: number;
  /** The share of the V8 heap limit in use (0..1) above which new rooms are refused. */
  busyHeapFraction: number;
  /** Whether the client address is the last `X-Forwarded-For` entry (behind one reverse proxy). */
  trustProxy: boolean;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  lookupsPerSecond: 50,
  roomsPerMinute: 30,
  roomsPerAddress: 50,
  busyHeapFraction: 0.85,
  trustProxy: false,
};

/**
 * A refused request: the HTTP status (`ONLINE_CODES[code].http`, src/online/codes.ts), the code
 * (here `rate-limited`, `too-many-rooms`, `server-busy`), a message starting with it, and
 * `Retry-After` seconds if any.
 */
export interface Refusal {
  status: number;
  code: MatchmakingRefusalCode;
  message: string;
  retryAfter?: number;
}

/** What `Admission` reads from the process; tests give their own. */
export interface AdmissionSources {
  /** ms. */
  now?: () => number;
  /** The V8 heap in use and its limit, in bytes. */
  heap?: () => { used: number; limit: number };
  /** Whether the game store takes one more running game (the memory store's `hasRoom`). */
  storeHasRoom?: () => boolean;
  /** Which of `ids` are rooms still open (any process): Colyseus' `matchMaker.findRoomsByIds`. */
  openRooms?: (ids: string[]) => Promise<Set<string>>;
  /** Frees memory when the heap is nearly full (the memory store drops its oldest closed rooms' records); at most once a second. */
  relieve?: () => void;
  /** Also run on each sweep (the memory store's `sweep`). */
  sweep?: () => void;
  /** The most addresses without open rooms kept (default 100,000). */
  maxAddresses?: number;
}

/** A token bucket: `tokens` left at `at` (ms). */
interface Bucket {
  tokens: number;
  at: number;
}

interface AddressEntry {
  lookups: Bucket;
  creates: Bucket;
  /** Rooms created from this address, open as far as known. */
  rooms: Set<string>;
  /** Creates admitted whose answer has not come yet. */
  pending: number;
  seen: number;
}

/** How often the address table and the store are swept, in ms. */
export const SWEEP_MS = 30_000;
/** An address unseen this long has full buckets again and is forgotten (unless it has open rooms). */
const IDLE_MS = 60_000;

/** V8's young generation, part of `heap_size_limit` but never of the old generation that fills up: 3 × its 16 MiB semi-space. */
const YOUNG_GENERATION_BYTES = 48 * 1024 * 1024;

/**
 * The V8 heap in use and the old generation's limit (`heap_size_limit` less the young generation:
 * `node --max-old-space-size=160` gives 160 MiB), in bytes.
 */
export function v8Heap(): { used: number; limit: number } {
  const stats = getHeapStatistics();
  return { used: stats.used_heap_size, limit: Math.max(stats.heap_size_limit - YOUNG_GENERATION_BYTES, stats.heap_size_limit / 2) };
}

/**
 * Takes a token from `bucket` (capacity `capacity`, refilled `perMs` tokens a ms): 0 when taken,
 * else the ms until one is there.
 */
function take(bucket: Bucket, now: number, capacity: number, perMs: number): number {
  bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
  bucket.at = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.ceil((1 - bucket.tokens) / perMs);
}

/**
 * The key of a client address: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its
 * /64 prefix (one subscriber usually holds a whole /64).
 */
export function addressKey(address: string): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Per-address and process-wide admission of matchmaking requests (see the module's comment). */
export class Admission {
  private readonly table = new Map<string, AddressEntry>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;
  private readonly heap: () => { used: number; limit: number };
  private readonly maxAddresses: number;
  private relieved = -Infinity;

  constructor(private readonly limits: AdmissionLimits, private readonly sources: AdmissionSources = {}) {
    this.now = sources.now ?? Date.now;
    this.heap = sources.heap ?? v8Heap;
    this.maxAddresses = sources.maxAddresses ?? 100_000;
  }

  /** The client address of `request`: its socket's, or with `trustProxy` the last `X-Forwarded-For` entry (the one the proxy added). */
  clientAddress(request: IncomingMessage): string {
    const forwarded = this.limits.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').map((hop) => hop.trim()).filter(Boolean).at(-1);
    return addressKey(last ?? request.socket.remoteAddress ?? 'unknown');
  }

  /**
   * Counts a matchmaking request of `method` (`create`, `joinById`, …) from `address`; resolves with
   * its refusal, or null when it may go on. An admitted request that may create a room
   * (`createsRoom`) must be followed by `created`.
   */
  async admit(address: string, method: string): Promise<Refusal | null> {
    const now = this.now();
    const entry = this.entry(address, now);
    const { lookupsPerSecond, roomsPerMinute, roomsPerAddress, busyHeapFraction } = this.limits;
    const lookupWait = take(entry.lookups, now, lookupsPerSecond, lookupsPerSecond / 1000);
    if (lookupWait > 0) return rateLimited(lookupWait, `at most ${lookupsPerSecond} matchmaking requests a second from one address`);
    if (!createsRoom(method)) return null;
    const createWait = take(entry.creates, now, roomsPerMinute, roomsPerMinute / 60_000);
    if (createWait > 0) return rateLimited(createWait, `at most ${roomsPerMinute} new rooms a minute from one address`);
    const heap = this.heap();
    if (heap.used > heap.limit * busyHeapFraction) {
      if (this.sources.relieve && now - this.relieved >= 1000) {
        this.relieved = now;
        this.sources.relieve();
      }
      return busy(`the server's memory is nearly full (${Math.round((100 * heap.used) / heap.limit)}% of its heap); no new rooms for now`);
    }
    if (this.sources.storeHasRoom && !this.sources.storeHasRoom()) return busy('the server holds as many running games as it may; no new rooms for now');
    if (entry.rooms.size + entry.pending >= roomsPerAddress) await this.prune([entry]);
    if (entry.rooms.size + entry.pending >= roomsPerAddress) {
      return { status: ONLINE_CODES['too-many-rooms'].http, code: 'too-many-rooms', message: `too-many-rooms: at most ${roomsPerAddress} open rooms created from one address; finish or leave one first` };
    }
    entry.pending++;
    return null;
  }

  /** The answer to an admitted create from `address`: the room's id when it was created, else undefined. */
  created(address: string, roomId: string | undefined): void {
    const entry = this.entry(address, this.now());
    entry.pending = Math.max(0, entry.pending - 1);
    if (roomId !== undefined) entry.rooms.add(roomId);
  }

  /** Rooms created from `address` and open as far as known (for tests). */
  openRoomsOf(address: string): number {
    return this.table.get(address)?.rooms.size ?? 0;
  }

  /** How many addresses the table holds. */
  get size(): number {
    return this.table.size;
  }

  /** Forgets idle addresses, drops rooms that closed, and sweeps the store. */
  async sweep(): Promise<void> {
    this.sources.sweep?.();
    const now = this.now();
    const withRooms: AddressEntry[] = [];
    for (const [address, entry] of this.table) {
      if (entry.rooms.size > 0) withRooms.push(entry);
      else if (entry.pending === 0 && now - entry.seen >= IDLE_MS) this.table.delete(address);
    }
    await this.prune(withRooms);
  }

  /** Sweeps every `SWEEP_MS` on a timer that keeps no process alive, until `close`. */
  start(): void {
    this.timer ??= setInterval(() => {
      this.sweep().catch((error: Error) => console.error(`bluffhouse server: the admission sweep failed: ${error.message}`));
    }, SWEEP_MS);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Drops the rooms of `entries` that are no longer open. */
  private async prune(entries: AddressEntry[]): Promise<void> {
    const { openRooms } = this.sources;
    if (!openRooms) return;
    const ids = entries.flatMap((entry) => [...entry.rooms]);
    if (ids.length === 0) return;
    let open: Set<string>;
    try {
      open = await openRooms(ids);
    } catch {
      return; // The rooms cannot be listed now (Redis out of reach): the counts stay as they were.
    }
    for (const entry of entries) for (const id of entry.rooms) if (!open.has(id)) entry.rooms.delete(id);
  }

  /** The entry of `address`, seen now (last in the table's order), made if new. */
  private entry(address: string, now: number): AddressEntry {
    let entry = this.table.get(address);
    if (entry) this.table.delete(address);
    else {
      entry = { lookups: { tokens: this.limits.lookupsPerSecond, at: now }, creates: { tokens: this.limits.roomsPerMinute, at: now }, rooms: new Set(), pending: 0, seen: now };
      this.evict();
    }
    entry.seen = now;
    this.table.set(address, entry);
    return entry;
  }

  /** Keeps the addresses without rooms under `maxAddresses`, forgetting the least recently seen. */
  private evict(): void {
    if (this.table.size < this.maxAddresses) return;
    for (const [address, entry] of this.table) {
      if (this.table.size < this.maxAddresses) return;
      if (entry.rooms.size === 0 && entry.pending === 0) this.table.delete(address);
    }
  }
}

/** Whether a matchmaking method may create a room (`create`, a restore too; Colyseus' `joinOrCreate`). */
export function createsRoom(method: string): boolean {
  return method === 'create' || method === 'joinOrCreate';
}

function rateLimited(waitMs: number, what: string): Refusal {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return { status: ONLINE_CODES['rate-limited'].http, code: 'rate-limited', message: `rate-limited: ${what}; retry in ${retryAfter} s`, retryAfter };
}

function busy(why: string): Refusal {
  return { status: ONLINE_CODES['server-busy'].http, code: 'server-busy', message: `server-busy: ${why}`, retryAfter: 30 };
}
