/**
 * The people of the chaos run (bench/chaos.mjs): real `@colyseus/sdk` clients, one per seat, that
 * play at a person's pace (a move 1–2 s after being asked, the game's `normal` bot on the seat's
 * own view) and come back as a table does (components/internal/online/remote-source.ts): first the SDK's
 * own reconnection; when it gives up, after 1 s and then twice as late each time (at most
 * `MAX_BACKOFF_MS`), `client.reconnect(reconnectionToken)`, then `joinById(code, { token })`,
 * then `create(game, { resume: code, token })` (and `joinById` again when another client restored
 * it first), through either server process. Like the table, a person gives up when the server
 * answers the resume with "not found" (no saved game).
 *
 * What each person records, for the count (bench/chaos.mjs):
 * - `acks`: every move it saw accepted, `{ start, end, entries, at, undone }`: the log length when
 *   it was sent (`start`), the log length of the `state` that showed its effect (`end`), the log
 *   from `start` on as JSON, and `undone` once a later state took the log back before `end`. A move is acknowledged by the first `state` after it whose log grew, or whose
 *   `toAct` no longer holds the seat (a secret choice adds no entry until everyone chose).
 * - `waits`: per move, the ms from when the person was ready to move (its think time over) to the
 *   acknowledgement; while it is away, or its move is lost, the wait goes on.
 * - `rollbacks`: states whose log did not extend the last log this person saw, and secret choices
 *   asked again at the same log after they were acknowledged (an acknowledged move undone).
 * - how it came back (`ways`), errors by message, refusals by code.
 */
import { Client, CloseCode } from '@colyseus/sdk';
import { joinErrorOf } from '../dist/src/online/codes.js';
import { readStates } from '../dist/src/online/wire.js';

/** How often people check whether to move (`tick`), in ms. */
export const TICK_MS = 250;
/** The longest pause between two attempts to come back, in ms (the table's: 30 s). */
export const MAX_BACKOFF_MS = 30_000;
/** A move unanswered this long (ms) while connected is asked about with `sync`. */
const STALE_MS = 5_000;

/** Error messages already shown with CHAOS_DEBUG=1 (each one's first stack is printed). */
const seenErrors = new Set();

/** The first line of an error's message, without ids that differ per room (for counting alike errors). */
export function errorKey(error) {
  const text = String(error?.message ?? error).split('\n')[0].slice(0, 160);
  // A WebSocket closed before the join carries only its close code.
  const message = text.trim() || `(no message, code ${error?.code ?? '?'})`;
  if (process.env.CHAOS_DEBUG && !seenErrors.has(message)) {
    seenErrors.add(message);
    console.error(`chaos: first "${message}":`, error?.stack ?? error);
  }
  return message.replace(/\b[0-9A-Z]{6}\b/g, 'CODE').replace(/"[\w-]{6,}"/g, '"ID"').replace(/\d+ ?ms/g, 'N ms');
}

/** Adds 1 to `map[key]`. */
const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Whether an SDK error says the room or game is not there, read from its code as remote-source.ts
 * reads it (src/online/codes.ts): `room-not-found` (a dead process's rooms count as gone) or `no-such-game`.
 */
const notFound = (error) => ['room-not-found', 'no-such-game'].includes(joinErrorOf(error));

/** One seat of one game: a person with an SDK client. */
export class Person {
  /**
   * @param table the `Table` this person sits at (its `game`, `urls()`, `random`, `log(event)`)
   * @param index the person's index at the table (0 creates the room)
   */
  constructor(table, index) {
    this.table = table;
    this.index = index;
    this.room = null;
    this.code = null;
    this.seat = null;
    this.token = null;
    this.reconnectionToken = null;
    /** The last `state` received, and its log as JSON strings (one per entry). */
    this.state = null;
    this.logJson = [];
    /** The first state on a new connection gets a full log comparison. */
    this.fresh = true;
    /** The move on its way: `{ start, readyAt, sentAt, synced }`, or null. */
    this.pending = null;
    /** When this person wants to move: `{ logLength, decideAt }` (decideAt: its think time over), or null. */
    this.want = null;
    this.acks = [];
    this.waits = [];
    this.rollbacks = 0;
    /** Secret choices acknowledged at a log length: asked again there is a rollback. */
    this.secretAt = new Set();
    this.sent = 0;
    this.refused = new Map();
    this.errors = new Map();
    /** Connections lost (each outage once), and how the person came back: 'sdk' (the SDK's reconnection), 'reconnect' (client.reconnect), 'token' (joinById with the token), 'resume' (create resume). */
    this.ways = { sdk: 0, reconnect: 0, token: 0, resume: 0 };
    this.drops = 0;
    /** How this person came back last ('first' before any loss), and each rollback's `{ at, way }`. */
    this.lastWay = 'first';
    this.rollbackLog = [];
    /** When the current outage began (performance.now), or null; and the longest one (ms). */
    this.outSince = null;
    this.longestOut = 0;
    /** Every outage's length, ms (from the connection lost to the next state). */
    this.outages = [];
    /** Still out when the table stopped (its game ended without this person, or the run did). */
    this.endedOut = false;
    /** Why this person gave up coming back, or null. */
    this.gone = null;
    this.over = false;
    this.stopped = false;
    this.comingBack = false;
  }

  /** Creates the table's room (person 0) or joins it by its code, then plays. */
  async join(code) {
    const client = new Client(this.table.urls()[(this.table.home + this.index) % 2]);
    const { game, options } = this.table;
    const room = code === undefined
      ? await client.create(game.id, { players: this.table.players, humans: this.table.players, options, names: [`P${this.index}`] })
      : await client.joinById(code, { game: game.id, name: `P${this.index}` });
    this.attach(room);
    return room.roomId;
  }

  attach(room) {
    this.room = room;
    this.code = room.roomId;
    this.fresh = true;
    // A move sent before the connection was lost is answered by the sync below, or it is lost.
    if (this.pending) this.pending.synced = true;
    room.reconnection.minUptime = 0;
    // The whole state, then what changed (protocol 2, src/online/wire.ts); a change that cannot apply asks for the whole state.
    readStates(room, (state) => {
      if (this.room === room) this.received(state);
    });
    room.onMessage('refused', (refusal) => {
      if (this.room !== room) return;
      bump(this.refused, refusal?.code ?? '?');
      this.pending = null;
      room.send('sync');
    });
    room.onDrop(() => {
      if (this.room !== room || this.outSince !== null) return;
      this.drops += 1;
      this.outSince = performance.now();
    });
    room.onReconnect(() => {
      if (this.room !== room) return;
      this.cameBack('sdk');
      this.back();
      this.fresh = true;
      if (this.pending) this.pending.synced = true;
      room.send('sync');
    });
    room.onLeave(() => {
      if (this.room !== room) return;
      this.room = null;
      if (this.over || this.stopped) return;
      if (this.outSince === null) {
        this.drops += 1;
        this.outSince = performance.now();
      }
      void this.comeBack();
    });
    room.send('sync');
  }

  /** Came back `way` (a key of `ways`). */
  cameBack(way) {
    this.ways[way] += 1;
    this.lastWay = way;
  }

  /** A rollback: counted, with when (performance.now) and how this person last came back. */
  rolledBack() {
    this.rollbacks += 1;
    this.rollbackLog.push({ at: performance.now(), way: this.lastWay });
  }

  /** The outage (if any) is over. */
  back() {
    if (this.outSince === null) return;
    const out = performance.now() - this.outSince;
    this.outages.push(out);
    this.longestOut = Math.max(this.longestOut, out);
    this.outSince = null;
  }

  received(state) {
    if (state.token) this.token = state.token;
    if (this.room?.reconnectionToken) this.reconnectionToken = this.room.reconnectionToken;
    this.seat = state.seat;
    this.back();
    state.connected?.forEach((connected, seat) => {
      if (connected === null) this.table.botSeats.add(seat);
    });
    const log = state.view?.log ?? [];
    this.checkLog(log);
    this.state = state;
    if (log.length > this.table.logLength) this.table.moved(log.length);
    const asked = state.started && !state.result && state.view?.prompt && state.toAct.includes(state.seat);
    if (this.pending) {
      const { start } = this.pending;
      if (log.length > start || !state.toAct.includes(state.seat) || state.result) {
        const now = performance.now();
        this.acks.push({ start, end: log.length, entries: this.logJson.slice(start), at: now });
        this.table.moved(log.length);
        if (log.length === start) this.secretAt.add(start);
        this.waits.push(now - this.pending.readyAt);
        this.pending = null;
        this.want = null;
      } else if (this.pending.synced) {
        // Asked again at the same log after a sync: the move never arrived (a crash took it).
        this.pending = null;
      }
    } else if (asked && this.secretAt.has(log.length)) {
      // A secret choice acknowledged at this log, asked again: it was undone.
      this.rolledBack();
      this.secretAt.delete(log.length);
      for (const ack of this.acks) if (ack.start === log.length && ack.end === ack.start) ack.undone = true;
    }
    if (state.result && !this.over) {
      this.over = true;
      this.table.finished(state);
    }
    if (!asked) this.want = null;
    else if (!this.pending && this.want?.logLength !== log.length) {
      this.want = { logLength: log.length, decideAt: performance.now() + 1000 + this.table.random() * 1000 };
    }
  }

  /** Counts a rollback when `log` does not extend the log seen last; keeps `log` as JSON. */
  checkLog(log) {
    const seen = this.logJson;
    const overlap = Math.min(seen.length, log.length);
    const same = (i) => JSON.stringify(log[i]) === seen[i];
    let extends_ = log.length >= seen.length;
    if (extends_ && overlap > 0) extends_ = this.fresh ? log.every((_, i) => i >= overlap || same(i)) : same(overlap - 1);
    this.fresh = false;
    if (!extends_) {
      // The log went back to its first `kept` entries: every move acknowledged past them was undone
      // (even if made again the same way later).
      let kept = 0;
      while (kept < overlap && same(kept)) kept++;
      this.rolledBack();
      for (const ack of this.acks) if (ack.end > kept) ack.undone = true;
      this.logJson = log.map((entry) => JSON.stringify(entry));
      return;
    }
    for (let i = seen.length; i < log.length; i++) seen.push(JSON.stringify(log[i]));
  }

  /** Called about every 250 ms: moves when the think time is over, asks about a stale move. */
  tick(now) {
    if (this.stopped || this.over) return;
    const { room, state } = this;
    if (this.pending) {
      if (room && !this.pending.synced && now - this.pending.sentAt > STALE_MS) {
        this.pending.synced = true;
        room.send('sync');
      }
      return;
    }
    if (!this.want || now < this.want.decideAt || !room || this.outSince !== null || this.table.paused) return;
    const view = state.view;
    const move = this.table.game.bots.normal(view, this.table.random);
    this.pending = { start: view.log.length, readyAt: this.want.decideAt, sentAt: now, synced: false };
    this.sent += 1;
    room.send('move', move);
  }

  /**
   * The connection is lost without the server's doing: `network` as when a device goes offline
   * (the SDK closes it with MAY_TRY_RECONNECT and reconnects on its own), else as a page reload
   * (the connection just ends; the person comes back with its ticket like a reloaded table).
   * @returns whether there was a connection to lose.
   */
  blip(network) {
    const { room } = this;
    if (!room || this.stopped || this.over || this.outSince !== null || !this.token) return false;
    if (network) {
      room.connection.close(CloseCode.MAY_TRY_RECONNECT);
      return true;
    }
    this.room = null;
    this.drops += 1;
    this.outSince = performance.now();
    room.reconnection.enabled = false;
    const socket = room.connection.transport?.ws;
    if (socket?.terminate) socket.terminate();
    else room.connection.close();
    void this.comeBack(500);
    return true;
  }

  /**
   * Comes back after the SDK's reconnection gave up (the server process is gone or the room is
   * not there): retries with backoff (after `first` ms, then twice as late, at least 1 s) until
   * back, gone (no saved game) or stopped.
   */
  async comeBack(first = 1000) {
    if (this.comingBack) return;
    this.comingBack = true;
    let delay = first;
    try {
      for (let attempt = 0; !this.stopped && !this.over && !this.gone; attempt++) {
        await this.table.sleep(delay);
        if (this.stopped || this.over) return;
        try {
          const room = await this.enter(this.table.urls()[(this.table.home + this.index + attempt) % 2]);
          if (this.stopped) {
            room.reconnection.enabled = false;
            void room.leave(true).catch(() => {});
            return;
          }
          this.attach(room);
          return;
        } catch (error) {
          bump(this.errors, errorKey(error));
          if (error.gone) {
            this.gone = errorKey(error);
            this.goneAt = performance.now();
          }
        }
        delay = Math.min(Math.max(delay * 2, 1000), MAX_BACKOFF_MS);
      }
    } finally {
      this.comingBack = false;
    }
  }

  /** remote-source.ts's `enter` with a ticket, counting which way worked. @throws the last step's error (`gone` when there is no saved game). */
  async enter(url) {
    const client = new Client(url);
    const { game } = this.table;
    if (this.reconnectionToken) {
      try {
        const room = await client.reconnect(this.reconnectionToken);
        this.cameBack('reconnect');
        return room;
      } catch {
        // The reconnection window is over: the seat token next.
      }
    }
    try {
      const room = await client.joinById(this.code, { token: this.token, game: game.id });
      this.cameBack('token');
      return room;
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    try {
      const room = await client.create(game.id, { resume: this.code, token: this.token });
      this.cameBack('resume');
      return room;
    } catch (error) {
      if (notFound(error)) throw Object.assign(new Error(error.message), { gone: true });
      if (joinErrorOf(error) !== 'already-running') throw error;
    }
    const room = await client.joinById(this.code, { token: this.token, game: game.id });
    this.cameBack('token');
    return room;
  }

  /** No more moves or attempts; leaves the room (waits 2 s at most for the server's answer). */
  async stop() {
    if (!this.stopped && this.outSince !== null && !this.gone) this.endedOut = true;
    this.stopped = true;
    const room = this.room;
    this.room = null;
    if (!room) return;
    room.reconnection.enabled = false;
    await Promise.race([room.leave(true).catch(() => {}), this.table.sleep(2000)]);
  }
}
