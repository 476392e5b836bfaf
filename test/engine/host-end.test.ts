/**
 * The host's end (HOST_END, issue 23) of every game: legal at any moment of a running game, sent
 * by the host only, it ends the game with the game's own ranking at that moment and
 * `result.reason === 'host'`. No RULES.md ruling covers it; the rankings it applies are BK-9's
 * (fewest cards in hand), BB-10's (score as it stands) and BG-7d's (cash, then completed cards).
 *
 * Each property plays a random prefix of a random game with the random bots, then ends it. The
 * expected ranking is computed here from the views before the end (public facts, and for BB each
 * seat's own hand in its own view), never from the engine's ranking code. Every seat's view after
 * the end differs from its view before only in the fields an end changes (so nothing hidden was
 * turned up), the log gains exactly the end entry, and the invariants hold.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { Actor, AnyStateMachine } from 'xstate';
import { createGame, GameSession, games, randomSource, sendChecked, type GameEntry } from '../../src/index.js';
import type { GameEvent, GameResult, GameView, LogEntry, Seat } from '../../src/core/types.js';

type Views = { public: GameView; seats: GameView[] };

/** What the test knows of one game's host end. */
interface HostEndSpec {
  entry: GameEntry;
  /** Ruling whose ranking applies, for test names. */
  ruling: string;
  /** A game of `players` seats dealt from `seed`, short enough to play often. */
  input(players: number, seed: number): Record<string, unknown>;
  /** The places the result must give, from the views before the end. */
  expectedRanking(before: Views): Seat[][];
  /** The view fields an end may change (beside `log` and `result`). */
  changes: readonly string[];
  /** The log entries the end adds, from the views before and the result. */
  endEntries(before: Views, result: GameResult): LogEntry[];
  /** More about the result (scores…), from the views before. */
  checkResult?(result: GameResult, before: Views): void;
  /** What of a changing view field must stay the same (a hand's cards beside its verdicts). */
  sameCards?(view: GameView): unknown;
}

/** Places from a per-seat key: `better(a, b) < 0` when a ranks above b; equal keys share a place. */
function placesBy<K>(keys: readonly K[], better: (a: K, b: K) => number, seats: Seat[] = keys.map((_, s) => s)): Seat[][] {
  const places: Seat[][] = [];
  for (const seat of [...seats].sort((a, b) => better(keys[a]!, keys[b]!) || a - b)) {
    const last = places.at(-1);
    if (last && better(keys[last[0]!]!, keys[seat]!) === 0) last.push(seat);
    else places.push([seat]);
  }
  return places;
}

const entryOf = (id: string) => games.find((g) => g.id === id)! as unknown as GameEntry;

const bluffKing: HostEndSpec = {
  entry: entryOf('bluff-king'),
  ruling: 'BK-9',
  input: (players, seed) => ({ players, seed }),
  expectedRanking: ({ public: view }) => placesBy((view as unknown as { handSizes: number[] }).handSizes, (a, b) => a - b),
  changes: ['phase', 'asked', 'prompt', 'lead'],
  endEntries: () => [{ type: 'end', reason: 'host' } as LogEntry],
};

interface BbView extends GameView {
  hand: { value: number; coins: number }[];
  bonusCoins: number[];
}

/** BB-10 from the views: each seat's own hand values (its own view) plus its public bonus coins. */
function bbTally({ public: view, seats }: Views) {
  const handPoints = seats.map((seatView) => (seatView as BbView).hand.reduce((sum, card) => sum + card.value, 0));
  const bonusCoins = [...(view as BbView).bonusCoins];
  return { handPoints, bonusCoins, scores: handPoints.map((points, s) => points + bonusCoins[s]!) };
}

const bbRanking = (before: Views) => {
  const { scores, bonusCoins } = bbTally(before);
  return placesBy(scores.map((score, s) => [score, bonusCoins[s]!] as const), (a, b) => b[0] - a[0] || b[1] - a[1]);
};

const bluffingBillionaires: HostEndSpec = {
  entry: entryOf('bluffing-billionaires'),
  ruling: 'BB-10',
  input: (players, seed) => ({ players, seed }),
  expectedRanking: bbRanking,
  changes: ['phase', 'active', 'responders', 'responded', 'ownResponse', 'prompt'],
  endEntries: (before) => {
    const tally = bbTally(before);
    return [{ type: 'end', reason: 'host', seat: null, ...tally, winners: bbRanking(before)[0] } as LogEntry];
  },
  checkResult: (result, before) => {
    expect(result).to.deep.include({ ...bbTally(before), endedBy: null });
  },
};

interface BgView extends GameView {
  cash: number[];
  out: (string | null)[];
  teams: { completed: number[] }[];
  hand: { growth: { card: number }[]; challenge: { card: number }[]; bonus: { kind: string }[] } | null;
}

/**
 * BG-7d at this moment: the teams in the game by cash, then completed Growth cards (ties share);
 * then the teams that left, the last to leave first (their order from the log's `out` entries).
 */
function bgRanking({ public: raw }: Views): Seat[][] {
  const view = raw as BgView;
  const inGame = view.out.flatMap((out, s) => (out === null ? [s] : []));
  const keys = view.cash.map((cash, s) => [cash, view.teams[s]!.completed.length] as const);
  const gone = view.log.flatMap((e) => (e.type === 'out' ? [(e as unknown as { seat: Seat }).seat] : [])).reverse();
  return [...placesBy(keys, (a, b) => b[0] - a[0] || b[1] - a[1], inGame), ...gone.map((s) => [s])];
}

const biggieBills: HostEndSpec = {
  entry: entryOf('biggie-bills'),
  ruling: 'BG-7d',
  input: (players, seed) => ({ players, seed, maxCycles: 4 }),
  expectedRanking: bgRanking,
  // `hand` and `actions` carry verdicts (now game-over); the hand's cards are compared by `sameCards`.
  changes: ['phase', 'turn', 'asked', 'pending', 'prompt', 'hand', 'actions'],
  endEntries: (before) => [{ type: 'game-over', reason: 'host', winners: bgRanking(before)[0] } as LogEntry],
  checkResult: (result, { public: view }) => {
    expect(result.scores).to.deep.equal((view as BgView).cash, 'scores are cash as it stands: nothing settled');
  },
  sameCards: (view) => {
    const hand = (view as BgView).hand;
    return hand && { growth: hand.growth.map((c) => c.card), challenge: hand.challenge.map((c) => c.card), bonus: hand.bonus.map((c) => c.kind) };
  },
};

const SPECS: HostEndSpec[] = [bluffKing, bluffingBillionaires, biggieBills];

type AnyActor = Actor<AnyStateMachine>;

const viewsOf = (entry: GameEntry, actor: AnyActor): Views => {
  const snapshot = actor.getSnapshot();
  const players = (entry.definition.view(snapshot, null)).players;
  return {
    public: entry.definition.view(snapshot, null),
    seats: Array.from({ length: players }, (_, s) => entry.definition.view(snapshot, s)),
  };
};

/** Plays up to `moves` random bot moves (fewer when the game ends first). */
function playPrefix(entry: GameEntry, actor: AnyActor, moves: number, rng: () => number): void {
  for (let i = 0; i < moves; i++) {
    const snapshot = actor.getSnapshot();
    if (entry.definition.result(snapshot) !== null) return;
    const seat = entry.definition.toAct(snapshot)[0]!;
    const event = entry.bots.random(entry.definition.view(snapshot, seat), rng) as GameEvent;
    const verdict = sendChecked(entry.definition, actor, event);
    if (!verdict.ok) throw new Error(`a random bot move was refused: ${verdict.reason}`);
  }
}

/** The fields of `after` that differ from `before` (compared as JSON). */
function changedFields(before: GameView, after: GameView): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const json = (v: unknown) => JSON.stringify(v);
  return [...keys].filter((k) => json((before as never)[k]) !== json((after as never)[k]));
}

const hostEnd = (seat: Seat) => ({ type: 'HOST_END', seat }) as GameEvent;

for (const spec of SPECS) {
  const { entry } = spec;
  const { min, max } = entry.players;
  const arbitrary = fc.record({
    players: fc.integer({ min, max }),
    seed: fc.integer(),
    moves: fc.nat({ max: 160 }),
    sender: fc.nat({ max: 7 }),
  });

  describe(`HOST_END: ${entry.title}`, () => {
    it(`ends a running game at any moment with reason host, ranked by ${spec.ruling} as it stands; the views turn up nothing hidden`, () => {
      fc.assert(fc.property(arbitrary, ({ players, seed, moves, sender }) => {
        const actor = createGame(entry.definition, spec.input(players, seed)) as unknown as AnyActor;
        playPrefix(entry, actor, moves, randomSource(seed ^ 0x1234));
        const seat = sender % players;
        if (entry.definition.result(actor.getSnapshot()) !== null) {
          expect(entry.definition.check(actor.getSnapshot(), hostEnd(seat))).to.include({ ok: false, code: 'game-over' });
          return;
        }
        const before = viewsOf(entry, actor);
        expect(sendChecked(entry.definition, actor, hostEnd(seat))).to.deep.equal({ ok: true });
        const snapshot = actor.getSnapshot();
        const result = entry.definition.result(snapshot) as GameResult & { reason?: string };
        expect(result, 'a result').to.not.equal(null);
        expect(result.reason).to.equal('host');
        expect(result.ranking).to.deep.equal(spec.expectedRanking(before));
        expect(result.winners).to.deep.equal(result.ranking[0]);
        spec.checkResult?.(result, before);
        expect(entry.definition.toAct(snapshot)).to.deep.equal([]);
        expect(entry.definition.invariants(snapshot)).to.deep.equal([]);
        expect(entry.definition.invariants(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())))).to.deep.equal([]);
        const after = viewsOf(entry, actor);
        const added = spec.endEntries(before, result);
        for (const [i, view] of [...after.seats, after.public].entries()) {
          const old = i < players ? before.seats[i]! : before.public;
          expect(view.result).to.deep.equal(result);
          expect(view.log.slice(0, old.log.length)).to.deep.equal(old.log);
          expect(view.log.slice(old.log.length)).to.deep.equal(added, 'the log gains the end entry only');
          const changed = changedFields(old, view).filter((k) => k !== 'log' && k !== 'result');
          expect(changed.filter((k) => !spec.changes.includes(k)), `seat ${i}: fields changed by the end`).to.deep.equal([]);
          if (spec.sameCards) expect(spec.sameCards(view)).to.deep.equal(spec.sameCards(old));
        }
        expect(entry.definition.check(snapshot, hostEnd(seat))).to.include({ ok: false, code: 'game-over' });
        actor.stop();
      }), { numRuns: 40 });
    });

    it('is refused with game-over once the game is over', () => {
      const actor = createGame(entry.definition, spec.input(min, 3)) as unknown as AnyActor;
      const rng = randomSource(3);
      while (entry.definition.result(actor.getSnapshot()) === null) {
        const snapshot = actor.getSnapshot();
        const seat = entry.definition.toAct(snapshot)[0]!;
        expect(sendChecked(entry.definition, actor, entry.bots.normal(entry.definition.view(snapshot, seat), rng) as GameEvent).ok).to.equal(true);
      }
      const snapshot = actor.getSnapshot();
      expect(sendChecked(entry.definition, actor, hostEnd(0))).to.include({ ok: false, code: 'game-over' });
      expect(actor.getSnapshot()).to.equal(snapshot);
    });

    it('is the host\'s: a player\'s HOST_END is refused host-only by the session, the host\'s ends the game', () => {
      const clock = { setTimeout: () => ({ clear() {} }), now: () => 0 };
      const s = new GameSession<unknown, GameEvent, GameView>({ definition: entry.definition, host: entry.host, clock, botFor: () => null, delay: () => 0 });
      s.start({ input: spec.input(min, 5), seed: 5 });
      expect(entry.host.events).to.include('HOST_END');
      expect(s.send(hostEnd(0), 'player')).to.include({ ok: false, code: 'host-only' });
      expect(s.result()).to.equal(null);
      expect(entry.host.end!(s.view(null)!)).to.include({ type: 'HOST_END' });
      expect(s.send(entry.host.end!(s.view(null)!))).to.deep.equal({ ok: true });
      expect(s.status).to.equal('over');
      expect((s.result() as GameResult & { reason?: string }).reason).to.equal('host');
      s.stop();
    });
  });
}
