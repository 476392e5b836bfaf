/**
 * The scripted people of the online load bench (bench/online-load.mjs): real Colyseus clients
 * (`@colyseus/sdk` over the `ws` package) that fill every seat of a room and play each seat with
 * the game's own `normal` bot on the view that seat received, as a person would (docs/online.md:
 * `create`, `joinById`, `sync`, `state`, `move`).
 *
 * A move's round trip runs from `room.send('move')` to the first `state` after it whose log grew,
 * or whose `toAct` no longer holds the seat (a choice made in secret, revealed only once everyone
 * chose, changes no log). A state already on its way when the move was sent cannot count: while
 * a seat is asked, nothing but its own move grows the log or takes it out of `toAct`.
 */
import { Client } from '@colyseus/sdk';
import { randomSource } from '../dist/src/index.js';
import { readStates } from '../dist/src/online/wire.js';

/**
 * What the clients record, reset at the start of the measured window (`reset`).
 * `roundTrips` in ms; `moves` answered moves; `refused` moves refused (none expected);
 * `games` games played to their end; `joins` join times in ms (create or joinById, one per client);
 * `joinRetries` games whose joins were tried again (`JOIN_TRIES`).
 */
export class LoadStats {
  constructor() {
    this.reset();
  }

  reset() {
    this.roundTrips = [];
    this.moves = 0;
    this.refused = 0;
    this.games = 0;
    this.joins = [];
    this.joinRetries = 0;
  }
}

/**
 * One seat played by the `normal` bot of `game` through `room`: answers each `state` that asks its
 * seat with one move, one move at a time, `thinkMs` after that state came (0: at once; the think
 * time is not part of the round trip). `onOver()` is called once when a state holds the result.
 */
class SeatPlayer {
  constructor(room, game, stats, random, thinkMs, onOver) {
    this.room = room;
    this.bot = game.bots.normal;
    this.thinkMs = thinkMs;
    /** True from a state that asks this seat until its move is sent. */
    this.thinking = false;
    this.stats = stats;
    this.random = random;
    this.onOver = onOver;
    /** The move on its way: `{ sentAt (ms, performance.now), logLength }`, or null. */
    this.pending = null;
    this.over = false;
    /** Set by `stop()`: no more moves. */
    this.stopped = false;
    // The whole state, then what changed (protocol 2, src/online/wire.ts): each frame gives the state after it.
    readStates(room, (state) => this.state(state));
    // A refused move (none expected; `flood` when one client sends over the room's limit, which
    // only a few rooms answering at once can reach): ask for the state again a second later.
    room.onMessage('refused', () => {
      stats.refused += 1;
      this.pending = null;
      setTimeout(() => {
        if (!this.stopped) room.send('sync');
      }, 1000);
    });
  }

  state(state) {
    const { view } = state;
    if (this.pending) {
      if (!view || (view.log.length === this.pending.logLength && state.toAct.includes(state.seat) && !state.result)) return;
      this.stats.roundTrips.push(performance.now() - this.pending.sentAt);
      this.stats.moves += 1;
      this.pending = null;
    }
    if (state.result) {
      if (!this.over) {
        this.over = true;
        this.onOver();
      }
      return;
    }
    if (this.stopped || this.thinking || !view?.prompt || !state.toAct.includes(state.seat)) return;
    if (this.thinkMs === 0) return this.send(view);
    this.thinking = true;
    setTimeout(() => {
      this.thinking = false;
      if (!this.stopped) this.send(view);
    }, this.thinkMs);
  }

  /** Sends the bot's move on `view` and starts its round trip. */
  send(view) {
    const move = this.bot(view, this.random);
    this.pending = { sentAt: performance.now(), logLength: view.log.length };
    this.room.send('move', move);
  }

  stop() {
    this.stopped = true;
  }
}

/**
 * How often a room slot tries a game's joins before it fails: a server busier than one core can
 * answer lets a seat's reservation expire (Colyseus' 15 s, `seat reservation expired`, code 524)
 * before the client's WebSocket reaches it. The joins of that game are left and tried again after
 * `JOIN_RETRY_MS`, so that a saturated server slows the ramp instead of ending the bench; each
 * retry is counted (`LoadStats.joinRetries`).
 */
export const JOIN_TRIES = 5;
const JOIN_RETRY_MS = 2000;

/** The ms since `start` (performance.now). */
const since = (start) => performance.now() - start;

/**
 * One room slot: creates a room of `game` with `players` seats, all people (`options` are the
 * game's own options), fills it with `players` clients and lets them play (each seat `thinkMs`
 * before each move); when a game ends, the clients leave and a new room is created, until
 * `stop()`. `live` is true while a game is on.
 */
export class RoomSlot {
  constructor(url, { game, players, options, thinkMs }, stats, seed) {
    this.url = url;
    this.game = game;
    this.players = players;
    this.options = options;
    this.thinkMs = thinkMs;
    this.stats = stats;
    this.random = randomSource(seed);
    this.live = false;
    this.stopped = false;
    this.rooms = [];
    this.seats = [];
    /** Resolves when the slot has stopped and its clients have left. */
    this.done = this.run();
  }

  /** Plays games one after another until `stop()`; a failure is kept in `error` and ends the slot. */
  async run() {
    try {
      while (!this.stopped) await this.playRetried();
    } catch (error) {
      if (!this.stopped) this.error = error;
    } finally {
      await this.leave();
    }
  }

  /** `playOne`, its joins tried again (`JOIN_TRIES`) when one fails before the game is on. */
  async playRetried() {
    for (let tries = 1; ; tries++) {
      try {
        return await this.playOne();
      } catch (error) {
        if (this.live || this.stopped || tries >= JOIN_TRIES) throw error;
        this.stats.joinRetries += 1;
        await this.leave();
        await new Promise((resolve) => setTimeout(resolve, JOIN_RETRY_MS));
      }
    }
  }

  async playOne() {
    const client = new Client(this.url);
    let over;
    const ended = new Promise((resolve) => (over = resolve));
    this.ended = over;
    const join = async (joining) => {
      const start = performance.now();
      const room = await joining;
      this.stats.joins.push(since(start));
      this.rooms.push(room);
      this.seats.push(new SeatPlayer(room, this.game, this.stats, this.random, this.thinkMs, over));
      return room;
    };
    const first = await join(client.create(this.game.id, { players: this.players, humans: this.players, options: this.options }));
    await Promise.all(Array.from({ length: this.players - 1 }, () => join(client.joinById(first.roomId))));
    this.live = true;
    // The state sent on joining may have come before the handlers: each client asks again.
    for (const room of this.rooms) room.send('sync');
    await ended;
    this.live = false;
    if (!this.stopped) this.stats.games += 1;
    await this.leave();
  }

  async leave() {
    for (const seat of this.seats) seat.stop();
    const rooms = this.rooms;
    this.rooms = [];
    this.seats = [];
    // A connection the server has closed may never answer the leave: wait 2 s at most.
    const gone = (room) => Promise.race([room.leave(true).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
    await Promise.all(rooms.map(gone));
  }

  /** Stops playing: no more moves, the clients leave. Resolves once they have. */
  stop() {
    this.stopped = true;
    for (const seat of this.seats) seat.stop();
    this.ended?.();
    return this.done;
  }
}
