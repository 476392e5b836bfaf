/**
 * The game session (src/core/session.ts, issue 22): the one loop under the table in a page and the
 * server's room. A manual clock stands for the host's: a timer runs only when the test moves the
 * clock past it, so every pace and deadline is checked to the millisecond without waiting.
 */
import { expect } from '@open-wc/testing';
import { GameSession, games, type GameEntry } from '../../src/index.js';
import type { SessionCallbacks, SessionClock, SessionSave } from '../../src/core/session-types.js';
import type { Bot, GameEvent, GameResult, GameView, LogEntry, Seat } from '../../src/core/types.js';

/** A clock that moves only when told: `advance(ms)` runs the timers due, in order, at their time. */
class ManualClock implements SessionClock {
  time = 1_000_000;
  private timers: { at: number; fn: () => void; done: boolean }[] = [];

  setTimeout(fn: () => void, ms: number) {
    const timer = { at: this.time + ms, fn, done: false };
    this.timers.push(timer);
    return { clear: () => { timer.done = true; } };
  }

  now(): number {
    return this.time;
  }

  /** Timers not run nor cleared. */
  pending(): number {
    return this.timers.filter((t) => !t.done).length;
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => !t.done && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = due.at;
      due.done = true;
      due.fn();
    }
    this.time = end;
  }
}

/** What the callbacks reported, in order. */
interface Heard {
  starts: boolean[];
  entries: { entries: readonly LogEntry[]; first: number; past: boolean }[];
  overs: (GameResult | null)[];
  problems: { code: string; message: string }[];
  saves: SessionSave[];
  changes: number;
}

const game = (id: string): GameEntry => games.find((g) => g.id === id)! as unknown as GameEntry;
const bluffKing = game('bluff-king');
const biggieBills = game('biggie-bills');

/** A session of `entry`, on a manual clock, with bots where `botSeats` says (changeable), pace `delay` ms exactly. */
function session(entry: GameEntry, botSeats: Set<Seat>, delay = 500, host: GameEntry['host'] = entry.host) {
  const clock = new ManualClock();
  const heard: Heard = { starts: [], entries: [], overs: [], problems: [], saves: [], changes: 0 };
  const callbacks: SessionCallbacks = {
    onStart: (resumed) => heard.starts.push(resumed),
    onEntries: (entries, first, past) => heard.entries.push({ entries, first, past }),
    onOver: (result) => heard.overs.push(result),
    onProblem: (detail) => heard.problems.push(detail),
    onChange: () => heard.changes++,
    save: (state) => heard.saves.push(state),
  };
  const paces: number[] = [];
  const bot = entry.bots.normal as Bot<GameView, GameEvent>;
  const s = new GameSession<unknown, GameEvent, GameView>({
    definition: entry.definition,
    host,
    clock,
    botFor: (seat) => (botSeats.has(seat) ? bot : null),
    delay: () => delay,
    pause: (entries, usual) => {
      paces.push(entries.length);
      return usual;
    },
    callbacks,
  });
  return { s, clock, heard, paces };
}

/** The move the normal bot would make for the seat asked first (a person's move, in these tests). */
function personMove(entry: GameEntry, s: GameSession<unknown, GameEvent, GameView>): GameEvent {
  const seat = s.toAct()[0]!;
  return (entry.bots.normal as Bot<GameView, GameEvent>)(s.view(seat)!, () => 0.5);
}

const timed = { players: 3, seed: 4, maxCycles: 3, timeLimitMinutes: 1 };

describe('GameSession', () => {
  it('reports the past entries on start, then each change\'s new entries from where the log was', () => {
    const { s, heard } = session(biggieBills, new Set());
    s.start({ input: { players: 3, seed: 7, maxCycles: 3 }, seed: 7 });
    const log = s.view(null)!.log;
    expect(log.length).to.be.greaterThan(0, 'BiggieBills deals with a first Industry card');
    expect(heard.starts).to.deep.equal([false]);
    expect(heard.entries).to.deep.equal([{ entries: log, first: 0, past: true }]);
    expect(heard.saves.length).to.equal(1, 'saved once started');
    expect(s.send(personMove(biggieBills, s)).ok).to.equal(true);
    const after = s.view(null)!.log;
    expect(after.length).to.be.greaterThan(log.length);
    expect(heard.entries[1]).to.deep.equal({ entries: after.slice(log.length), first: log.length, past: false });
    expect(heard.saves.length).to.equal(2, 'saved after the move');
    expect(JSON.parse(JSON.stringify(heard.saves[1]!.persisted()))).to.deep.equal(JSON.parse(JSON.stringify(s.persisted())));
    s.stop();
  });

  it('builds a seat\'s view once per snapshot', () => {
    const { s } = session(bluffKing, new Set());
    s.start({ input: { players: 3, seed: 2 }, seed: 2 });
    const first = s.view(0);
    expect(s.view(0)).to.equal(first, 'the same object until the next move');
    expect(s.view(null)).to.equal(s.view(null));
    expect(s.send(personMove(bluffKing, s)).ok).to.equal(true);
    expect(s.view(0)).to.not.equal(first, 'a new snapshot, a new view');
    expect(s.view(0)).to.equal(s.view(0));
    s.stop();
    expect(s.view(0)).to.equal(null);
  });

  it('plays the bots\' seats on the injected clock, each turn after the injected pace, until the result, reported once', () => {
    const { s, clock, heard, paces } = session(bluffKing, new Set([0, 1, 2]), 500);
    s.start({ input: { players: 3, seed: 11 }, seed: 11 });
    const before = s.snapshot;
    expect(clock.pending()).to.equal(1, 'one bot turn scheduled');
    clock.advance(499);
    expect(s.snapshot).to.equal(before, 'not before the pause');
    clock.advance(1);
    expect(s.snapshot).to.not.equal(before, 'the bot moved at 500 ms');
    expect(paces.length).to.equal(2, 'each turn asked the pace');
    for (let i = 0; i < 5000 && s.status === 'running'; i++) clock.advance(500);
    expect(s.status).to.equal('over');
    expect(heard.overs).to.have.length(1);
    expect(heard.overs[0]).to.deep.equal(s.result());
    expect(clock.pending()).to.equal(0, 'nothing runs after the end');
    s.stop();
  });

  it('asks per seat whether a bot plays it now: seatsChanged applies a host\'s change at once', () => {
    const botSeats = new Set<Seat>();
    const { s, clock } = session(bluffKing, botSeats);
    s.start({ input: { players: 3, seed: 3 }, seed: 3 });
    expect(clock.pending()).to.equal(0, 'people everywhere: no bot turn');
    botSeats.add(s.toAct()[0]!);
    s.seatsChanged();
    const before = s.snapshot;
    clock.advance(500);
    expect(s.snapshot).to.not.equal(before, 'the bot that took the seat over moved');
    s.stop();
  });

  it('a timed game\'s deadline sends the host\'s time-up event (BG-7d), which ends it with its result', () => {
    const { s, clock, heard } = session(biggieBills, new Set());
    s.start({ input: timed, seed: 4 });
    expect(s.deadline).to.equal(null, 'the clock starts when play begins');
    s.begin();
    expect(s.deadline).to.equal(clock.now() + 60_000);
    expect(heard.saves.at(-1)!.deadline).to.equal(null, 'saved before the clock started');
    clock.advance(59_999);
    expect(s.result()).to.equal(null);
    clock.advance(1);
    expect(s.result()).to.not.equal(null);
    expect(s.view(null)!.log.map((e) => e.type)).to.include('time-up');
    expect(heard.overs).to.deep.equal([s.result()]);
    expect(heard.problems).to.deep.equal([]);
  });

  it('refuses a player\'s host-only event, and takes it from the host', () => {
    const { s } = session(biggieBills, new Set());
    s.start({ input: timed, seed: 4 });
    expect(s.send({ type: 'TIME_UP', seat: 0 }, 'player')).to.include({ ok: false, code: 'host-only' });
    expect(s.result()).to.equal(null);
    expect(s.send({ type: 'TIME_UP', seat: 0 }).ok).to.equal(true);
    expect(s.status).to.equal('over');
  });

  it('pause stops the bots and the clock, refuses moves with paused and keeps the time left; resume continues', () => {
    const { s, clock, heard } = session(biggieBills, new Set([1, 2]), 500);
    s.start({ input: timed, seed: 4 });
    s.begin();
    clock.advance(10_000);
    expect(s.timeLeft()).to.equal(50_000);
    while (s.toAct().some((seat) => seat !== 0)) clock.advance(100);
    expect(s.toAct()).to.deep.equal([0], 'the bots played up to the person\'s turn');
    const left = s.timeLeft()!;
    const snapshot = s.snapshot;
    s.pause();
    expect(s.status).to.equal('paused');
    expect(s.deadline).to.equal(null);
    expect(s.send(personMove(biggieBills, s))).to.include({ ok: false, code: 'paused' });
    clock.advance(120_000);
    expect(s.snapshot).to.equal(snapshot, 'nothing moved while paused, the clock did not end the game');
    expect(s.timeLeft()).to.equal(left, 'the time left is kept');
    expect(clock.pending()).to.equal(0);
    const changes = heard.changes;
    s.resume();
    expect(heard.changes).to.equal(changes + 1);
    expect(s.status).to.equal('running');
    expect(s.deadline).to.equal(clock.now() + left);
    expect(s.send(personMove(biggieBills, s)).ok).to.equal(true);
    clock.advance(left);
    expect(s.status).to.equal('over', 'the deadline, moved on by the pause, ends the game');
  });

  it('endNow ends a game whose host has no end event with no result; moves are refused, the store is told', () => {
    const { s, clock, heard } = session(bluffKing, new Set([1, 2]), 500, { pause: bluffKing.host.pause });
    s.start({ input: { players: 3, seed: 5 }, seed: 5 });
    const move = personMove(bluffKing, s);
    s.endNow();
    expect(s.status).to.equal('ended');
    expect(s.result()).to.equal(null);
    expect(s.toAct()).to.deep.equal([]);
    expect(heard.overs).to.deep.equal([null]);
    expect(heard.saves.at(-1)!.ended).to.equal(true);
    expect(s.send(move)).to.include({ ok: false, code: 'game-over' });
    clock.advance(10_000);
    expect(clock.pending()).to.equal(0, 'no bot plays an ended game');
    s.endNow();
    expect(heard.overs).to.have.length(1, 'reported once');
  });

  for (const entry of games as unknown as GameEntry[]) {
    it(`endNow ends ${entry.title} by its host's HOST_END, with the game's result (reason host), told as any end`, () => {
      const { s, clock, heard } = session(entry, new Set([1]), 500);
      s.start({ input: { players: 3, seed: 6, ...(entry === biggieBills ? { maxCycles: 3 } : {}) }, seed: 6 });
      for (let i = 0; i < 40 && s.status === 'running'; i++) clock.advance(100);
      if (s.toAct()[0] === 0) s.send(personMove(entry, s), 'player');
      const log = s.view(null)!.log.length;
      const move = personMove(entry, s);
      s.endNow();
      const result = s.result() as (GameResult & { reason?: string }) | null;
      expect(s.status).to.equal('over');
      expect(result?.reason).to.equal('host');
      expect(s.view(0)!.result).to.deep.equal(result);
      expect(s.view(null)!.log.length).to.be.greaterThan(log, 'the end is in the log');
      expect(heard.overs).to.deep.equal([result]);
      expect(heard.saves.at(-1)!.result).to.deep.equal(result);
      expect(heard.saves.at(-1)!.ended).to.equal(false, 'ended with a result: nothing left to resume, nothing \'ended early\'');
      expect(s.send(move, 'player')).to.include({ ok: false, code: 'game-over' });
      clock.advance(10_000);
      expect(clock.pending()).to.equal(0, 'no bot plays an ended game');
      s.endNow();
      expect(heard.overs).to.have.length(1, 'reported once');
    });
  }

  it('endNow ends a timed BiggieBills game by HOST_END (reason host), not by TIME_UP; its clock ends nothing after', () => {
    const { s, clock, heard } = session(biggieBills, new Set());
    s.start({ input: timed, seed: 4 });
    s.begin();
    clock.advance(5_000);
    s.endNow();
    expect(s.status).to.equal('over');
    expect((s.result() as GameResult & { reason: string }).reason).to.equal('host');
    expect(s.view(null)!.log.map((e) => e.type)).to.not.include('time-up');
    expect(s.view(null)!.log.at(-1)).to.deep.include({ type: 'game-over', reason: 'host' });
    clock.advance(120_000);
    expect(heard.problems).to.deep.equal([], 'no time-up after the end');
    expect(heard.overs).to.deep.equal([s.result()]);
  });

  it('newGame deals again for the same seats and bots, and restarts a begun clock', () => {
    const botSeats = new Set<Seat>([1, 2]);
    const { s, clock, heard } = session(biggieBills, botSeats, 500);
    s.start({ input: timed, seed: 4 });
    s.begin();
    s.endNow();
    clock.advance(5_000);
    s.newGame({ ...timed, seed: 9 }, 9);
    expect(heard.starts).to.deep.equal([false, false]);
    expect(s.status).to.equal('running');
    expect(s.deadline).to.equal(clock.now() + 60_000);
    for (let i = 0; i < 200 && s.toAct().some((seat) => seat !== 0); i++) clock.advance(100);
    expect(s.toAct()).to.deep.equal([0], 'the bots of seats 1 and 2 played up to the person\'s turn');
    const snapshot = s.snapshot;
    clock.advance(2_000);
    expect(s.snapshot).to.equal(snapshot, 'no bot plays seat 0');
  });

  it('restores a valid snapshot (its past entries, resumed) and reports an invalid one without throwing', () => {
    const first = session(bluffKing, new Set());
    first.s.start({ input: { players: 3, seed: 8 }, seed: 8 });
    first.s.send(personMove(bluffKing, first.s));
    const saved = JSON.parse(JSON.stringify(first.s.persisted())) as { context: Record<string, unknown> };
    const { s, heard } = session(bluffKing, new Set());
    expect(s.start({ input: { players: 3, seed: 8 }, seed: 8, snapshot: saved })).to.deep.equal({ resumed: true, problem: null });
    expect(heard.starts).to.deep.equal([true]);
    expect(heard.entries[0]!.entries).to.deep.equal(JSON.parse(JSON.stringify(first.s.view(null)!.log)));

    const broken = { ...saved, context: { ...saved.context, hands: [[], [], []] } };
    const refused = s.start({ input: { players: 3, seed: 8 }, seed: 8, snapshot: broken, newIfInvalid: false });
    expect(refused.resumed).to.equal(false);
    expect(refused.problem).to.be.a('string').and.not.equal('');
    expect(s.status).to.equal('idle', 'no game with newIfInvalid false');
    expect(heard.problems.map((p) => p.code)).to.deep.equal(['bad-save']);
    expect(s.send(personMove(bluffKing, first.s))).to.include({ ok: false, code: 'no-game' });

    const fresh = s.start({ input: { players: 3, seed: 8 }, seed: 8, snapshot: broken });
    expect(fresh.resumed).to.equal(false);
    expect(s.status).to.equal('running', 'a new game instead');
    expect(heard.problems.map((p) => p.code)).to.deep.equal(['bad-save', 'bad-save']);
    expect(heard.starts.at(-1)).to.equal(false);
  });

  it('keeps the game\'s history (issue 26): the seed, every accepted move (the person\'s and the bots\'), not a refused one, and the bots\' draws', () => {
    const { s, clock, heard } = session(bluffKing, new Set([1, 2]), 0);
    s.start({ input: { players: 3, seed: 11 }, seed: 11 });
    for (let turn = 0; turn < 6 && s.status === 'running'; turn++) {
      if (s.toAct()[0] === 0) {
        expect(s.send({ type: 'NO_SUCH_MOVE', seat: 0 }).ok, 'a refused move').to.equal(false);
        s.send(personMove(bluffKing, s));
      }
      clock.advance(0);
    }
    const history = heard.saves.at(-1)!.history()!;
    expect(history.seed).to.equal(11);
    expect(history.moves.map((m) => m.type)).to.not.include('NO_SUCH_MOVE');
    expect(new Set(history.moves.map((m) => m.seat)), 'moves of the person and of both bots').to.deep.equal(new Set([0, 1, 2]));
    expect(history.botDraws, 'the normal bot draws').to.be.above(0);
    expect(JSON.parse(JSON.stringify(history.moves.slice(0, heard.saves.at(-2)!.history()!.moves.length))), 'each save\'s history is the one before and more').to.deep.equal(JSON.parse(JSON.stringify(heard.saves.at(-2)!.history()!.moves)));
  });

  it('replays a history through the checks (issue 26): the same game, and the bots go on as they would have; a move the rules refuse makes it bad-save, and a new game starts', () => {
    const playOn = (s: GameSession<unknown, GameEvent, GameView>, clock: ManualClock, turns: number) => {
      for (let turn = 0; turn < turns && s.status === 'running'; turn++) {
        if (s.toAct()[0] === 0) s.send(personMove(bluffKing, s));
        clock.advance(0);
      }
    };
    const first = session(bluffKing, new Set([1, 2]), 0);
    first.s.start({ input: { players: 3, seed: 12 }, seed: 12 });
    playOn(first.s, first.clock, 5);
    const history = first.s.saveState()!.history()!;
    const played = JSON.stringify(first.s.persisted());

    const { s, clock, heard } = session(bluffKing, new Set([1, 2]), 0);
    const report = s.start({ input: { players: 3, seed: 99 }, seed: 99, replay: { input: { players: 3, seed: 12 }, ...history } });
    expect(report).to.deep.equal({ resumed: true, problem: null });
    expect(JSON.stringify(s.persisted()), 'the same game').to.equal(played);
    expect(heard.starts).to.deep.equal([true]);
    playOn(first.s, first.clock, 8);
    playOn(s, clock, 8);
    expect(JSON.stringify(s.persisted()), 'the bots went on as in the game never interrupted').to.equal(JSON.stringify(first.s.persisted()));

    const moves = history.moves.map((move, i) => (i === 1 ? { ...move, seat: (move.seat + 1) % 3 } : move));
    const refused = s.start({ input: { players: 3, seed: 99 }, seed: 99, replay: { input: { players: 3, seed: 12 }, ...history, moves } });
    expect(refused.resumed).to.equal(false);
    expect(refused.problem).to.match(/^move 2 of \d+ \(\w+\) was refused: /);
    expect(heard.problems.map((p) => p.code)).to.deep.equal(['bad-save']);
    expect(s.saveState()!.history(), 'a new game from the input').to.deep.include({ seed: 99, moves: [] });
  });
});
