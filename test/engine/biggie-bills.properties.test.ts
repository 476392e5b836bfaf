/**
 * Property tests (fast-check): random games with 3–8 teams, random options (maxCycles always set,
 * so every game ends), played by random and mixed bots through the machine, the host now and then
 * sending TIME_UP. The contract's invariants (test/support/contract.ts: the game ends, someone can
 * always act and only they are prompted, `can` agrees with `check`, no view depends on a card its
 * seat cannot know, games are deterministic and persisted snapshots restore and continue
 * identically; every snapshot keeps `definition.invariants`: the ledger balances (per team, the
 * sum of its `pay` entries = cash − startingCash), cash above $0 exactly for teams in the game,
 * cards are conserved, seats in range, a team that can act) plus BiggieBills' own: the game ends
 * within maxCycles or by a win; teams out of the game never act again; the log keeps to its public
 * schema.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { describeProperties, ensure, fail } from '../support/contract.js';
import {
  bots, definition, ledgerSums,
  type BiggieBillsContext, type BiggieBillsEvent, type BiggieBillsInput, type BiggieBillsView, type BonusKind,
} from './bg-helpers.js';

interface Case {
  input: BiggieBillsInput;
  /** When set, the host sends TIME_UP (from this seat) after this many events. */
  timeUp: { at: number; seat: number } | null;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  players: fc.integer({ min: 3, max: 8 }),
  seed: fc.integer(),
  maxCycles: fc.integer({ min: 1, max: 12 }),
  money: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.record({ startingCash: fc.integer({ min: 20, max: 400 }), extra: fc.integer({ min: 1, max: 1500 }) }), weight: 1 }),
  timeUp: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: fc.record({ at: fc.integer({ min: 0, max: 150 }), seat: fc.nat() }), weight: 1 }),
}).map(({ players, seed, maxCycles, money, timeUp }): Case => ({
  input: {
    players, seed, maxCycles,
    ...(money ? { startingCash: money.startingCash, target: money.startingCash + money.extra } : {}),
    ...(timeUp ? { timeLimitMinutes: 30 } : {}),
  },
  timeUp: timeUp ? { at: timeUp.at, seat: timeUp.seat % players } : null,
}));

const ids = (c: BiggieBillsContext) => c.settings.tables.growth.map((card) => card.id);
const KINDS: BonusKind[] = ['flex12', 'flex34', 'block'];

/** A random event, legal or not, for comparing `can` with `check`. */
function fuzzEvent(rng: () => number, c: BiggieBillsContext, asked: number | undefined): BiggieBillsEvent {
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const all = ids(c);
  const types = ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'BLOCK', 'NO_BLOCK', 'EXCHANGE', 'SKIP', 'END_TURN', 'KEEP', 'TIME_UP', 'BOGUS'];
  const seat = asked !== undefined && rng() < 0.7 ? asked : int(-1, c.settings.players);
  const team = c.teams[Math.max(0, Math.min(c.settings.players - 1, seat))]!;
  const inPlay = c.inPlay[int(0, Math.max(0, c.inPlay.length - 1))];
  const card = rng() < 0.5 && team.growth.length > 0 ? team.growth[int(0, team.growth.length - 1)]! : rng() < 0.5 && inPlay ? inPlay.card : all[int(0, all.length - 1)]!;
  const event: Record<string, unknown> = { type: types[int(0, types.length - 1)], seat, card };
  if (rng() < 0.6) event.owner = inPlay && rng() < 0.7 ? inPlay.owner : int(-1, c.settings.players);
  if (rng() < 0.3) event.target = int(-1, c.settings.players);
  if (rng() < 0.5) {
    event.growth = team.growth.slice(0, int(0, 3));
    event.challenge = team.challenge.slice(0, int(0, 3));
  }
  return event as unknown as BiggieBillsEvent;
}

/**
 * BG-17 / docs/architecture.md "Hidden information": the context with everything `seat` cannot know replaced by
 * other cards of the same count: the other teams' hands and Bonus cards, the decks, the discard
 * piles, the rng state.
 */
function disguise(c: BiggieBillsContext, seat: number | null, rng: () => number): BiggieBillsContext {
  const all = ids(c);
  const growth = () => all[Math.floor(rng() * all.length)]!;
  const kind = () => KINDS[Math.floor(rng() * 3)]!;
  return {
    ...c,
    rng: [7, 7, 7, 7],
    teams: c.teams.map((t, s) => (s === seat ? t : { ...t, growth: t.growth.map(growth), challenge: t.challenge.map(growth), bonus: t.bonus.map(kind) })),
    decks: { growth: c.decks.growth.map(growth), challenge: c.decks.challenge.map(growth), bonus: c.decks.bonus.map(kind), industry: [...c.decks.industry].reverse() },
    discards: { growth: c.discards.growth.map(growth), challenge: c.discards.challenge.map(growth), bonus: c.discards.bonus.map(kind) },
  };
}

/** The public log's schema: each entry type and its keys. No entry names a card in a hand, a card drawn or a Bonus card's kind. */
const LOG_SCHEMA: Record<string, string[]> = {
  start: ['players', 'startingCash', 'target'],
  cycle: ['cycle', 'order', 'industry'],
  'nobody-affected': ['industry'],
  'cycle-end': ['cycle'],
  reshuffle: ['deck', 'cards'],
  turn: ['seat', 'cycle', 'round'],
  pay: ['payer', 'payee', 'amount', 'ruling', 'why', 'card?'],
  growth: ['seat', 'card', 'target'],
  complete: ['seat', 'card', 'first'],
  'leave-play': ['seat', 'card', 'reason'],
  challenge: ['seat', 'owner', 'card', 'flexible', 'free', 'first'],
  block: ['seat', 'challenger', 'card'],
  'no-block': ['seat', 'challenger', 'card'],
  'challenge-stands': ['seat', 'owner', 'card'],
  bonus: ['seat', 'stage', 'drew'],
  exchange: ['seat', 'growth', 'challenge'],
  skip: ['seat'],
  'end-turn': ['seat'],
  acquire: ['seat', 'target', 'growth', 'challenge', 'bonus'],
  keep: ['seat', 'returnedGrowth', 'returnedChallenge'],
  out: ['seat', 'reason'],
  'time-up': ['seat'],
  'game-over': ['reason', 'winners'],
};

function checkLogEntry(entry: BiggieBillsContext['log'][number]): void {
  const schema = LOG_SCHEMA[entry.type];
  ensure(schema !== undefined, `unknown log entry ${entry.type}`);
  const keys = Object.keys(entry).filter((k) => k !== 'type').sort();
  const required = schema!.filter((k) => !k.endsWith('?')).sort();
  const allowed = schema!.map((k) => k.replace('?', ''));
  ensure(required.every((k) => keys.includes(k)) && keys.every((k) => allowed.includes(k)), `log entry ${entry.type} keys`, keys, schema);
}

describeProperties({
  title: 'BiggieBills properties',
  name: 'biggie-bills',
  definition,
  bots,
  input: (game: Case) => game.input,
  maxPlayers: 8,
  maxMoves: 20_000,
  random: {
    title: 'random bots: the game ends, the ledger balances, cards are conserved, out teams never act, can agrees with check, views leak nothing',
    arb: caseArb, runs: 160, leakEvery: 9, fuzzEvery: 4,
  },
  mixed: { title: 'mixed bot levels: the same invariants hold', arb: caseArb, runs: 160, leakEvery: 5, fuzzEvery: 3 },
  determinism: { arb: caseArb, runs: 40 },
  scramble: (snapshot, seat, rng) => [disguise(snapshot.context, seat, rng)],
  viewKey: (v: BiggieBillsView) => JSON.stringify({ ...v, log: v.log.length, tables: null }),
  checkView: (view, snapshot) => ensure(
    view.log !== snapshot.context.log && view.log.length === snapshot.context.log.length && view.log.every((entry, i) => entry === snapshot.context.log[i]),
    'the view log is a copy of the public log: its entries, not its array',
  ),
  fuzz: (rng, snapshot, acting) => fuzzEvent(rng, snapshot.context, acting[0]),
  hostEvent: ({ timeUp }, step) => (timeUp !== null && step === timeUp.at ? { type: 'TIME_UP', seat: timeUp.seat } : null),
  watch: ({ input }, startSnapshot) => {
    const start = startSnapshot.context.settings.startingCash;
    let logged = 0;
    const outAt = new Map<number, number>();
    return {
      beforeEvent: (snapshot, acting, step) => {
        ensure(acting.length === 1, `toAct at step ${step}`, acting, ['one seat']);
        ensure(snapshot.context.teams[acting[0]!]!.out === null, `seat ${acting[0]} is out but asked to act`);
        // An out team's events are refused.
        for (const out of outAt.keys()) ensure(!definition.check(snapshot, { type: 'SKIP', seat: out }).ok, `out team ${out} may act`);
      },
      // The ledger, cash and cards: `definition.invariants`, run by the contract after every event.
      afterEvent: (snapshot) => {
        const c = snapshot.context;
        for (; logged < c.log.length; logged++) {
          const entry = c.log[logged]!;
          checkLogEntry(entry);
          if (entry.type === 'out') outAt.set(entry.seat, logged);
          // A team out of the game never acts again.
          if ('seat' in entry && outAt.has(entry.seat) && outAt.get(entry.seat)! < logged && !['time-up', 'leave-play'].includes(entry.type)) {
            fail(entry, null, `team ${entry.seat} acted after leaving the game`);
          }
        }
      },
      atEnd: (snapshot, events) => {
        // Over: the game ended by a win or within maxCycles.
        const c = snapshot.context;
        expect(c.cycle).to.be.at.most(input.maxCycles!);
        const reason = c.result!.reason;
        if (reason === 'cycles') expect(c.cycle).to.equal(input.maxCycles);
        if (reason === 'target') expect(c.result!.winners.every((s) => c.teams[s]!.cash >= c.settings.target)).to.equal(true);
        if (reason === 'last-team') expect(c.teams.filter((t) => t.out === null)).to.have.length(1);
        if (reason === 'time') expect(events.at(-1)!.type).to.equal('TIME_UP');
        expect(definition.result(snapshot)!.scores).to.deep.equal(c.teams.map((t) => t.cash));
        expect(ledgerSums(c)).to.deep.equal(c.teams.map((t) => t.cash - start));
      },
    };
  },
});
