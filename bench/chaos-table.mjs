/**
 * A table of the chaos run (bench/chaos.mjs): one game's room and its people (bench/chaos-people.mjs).
 */
import { Person } from './chaos-people.mjs';

/**
 * One game at a table of `players` people (`Person`s): person 0 creates the room of `game` with
 * the game's `options`, the others join it by its code. `done` resolves once a person saw the
 * game's result (`result` set) or the table is stopped.
 */
export class Table {
  /**
   * @param home which server (index of `urls()`) creates the room
   * @param context `{ urls(), random(), sleep(ms) }`: the servers' URLs, the bots' random source, a cancellable sleep
   */
  constructor(game, options, players, home, context) {
    this.game = game;
    this.home = home;
    this.options = options;
    this.players = players;
    this.urls = context.urls;
    this.random = context.random;
    this.sleep = context.sleep;
    this.people = Array.from({ length: players }, (_, i) => new Person(this, i));
    this.code = null;
    this.result = null;
    /** Seats a bot played at some point (a state said `connected[seat] === null`). */
    this.botSeats = new Set();
    /** True while moves are held (the end of the run). */
    this.paused = false;
    this.startedAt = performance.now();
    /** The longest log any person saw; when a move was last taken (performance.now, null before the first); the longest gap between moves (ms). */
    this.logLength = 0;
    this.lastMove = null;
    this.longestGap = 0;
    this.done = new Promise((resolve) => (this.end = resolve));
  }

  /** Creates the room and seats everyone. @throws the first join's error (the people already in leave). */
  async start() {
    try {
      this.code = await this.people[0].join();
      await Promise.all(this.people.slice(1).map((person) => person.join(this.code)));
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** A move was taken (the log grew to `logLength`, or a secret choice was accepted): the gap since the last one counts. */
  moved(logLength) {
    const now = performance.now();
    if (this.lastMove !== null) this.longestGap = Math.max(this.longestGap, now - this.lastMove);
    this.lastMove = now;
    this.logLength = Math.max(this.logLength, logLength);
  }

  /** A person saw the result. */
  finished(state) {
    if (this.result) return;
    this.result = state.result;
    this.end();
  }

  tick(now) {
    for (const person of this.people) person.tick(now);
  }

  /** Everyone leaves; `done` resolves. */
  async stop() {
    this.end();
    await Promise.all(this.people.map((person) => person.stop()));
  }
}
