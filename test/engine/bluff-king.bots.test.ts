/**
 * BluffKing bots (DESIGN.md "Bots"): every level only sends legal events, `hard` calls every claim
 * it can prove impossible and every claimant who has no cards left, bots are pure functions of
 * (view, rng), and `hard` clearly beats `random`.
 */
import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import { playGame, randomSource } from '../../src/index.js';
import {
  act, bots, definition, start, toAct, view,
  type BluffKingEvent, type BluffKingInput, type BluffKingView, type Card,
} from './bk-helpers.js';

type Level = keyof typeof bots;
const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];

/** Matching cards for a claim of `rank`: that rank or a joker (BK-3). */
const matches = (card: string, rank: string) => card === 'BJ' || card === 'RJ' || card.slice(0, -1) === rank;

/** A claim no deal could make true from where `view`'s seat sits: count + own matching cards > copies. */
function provablyImpossible(v: BluffKingView): boolean {
  const claim = v.claims.at(-1)!;
  const copies = v.decks * 6; // 4 of the rank + 2 jokers per deck
  return claim.count + v.hand.filter((c) => matches(c, claim.rank)).length > copies;
}

/** Plays one game step by step; `onAsk` sees every view a bot is given. Returns the result. */
function playWatched(input: BluffKingInput, levels: readonly Level[], botSeed: number, onAsk?: (v: BluffKingView, level: Level, event: BluffKingEvent) => void) {
  const actor = createActor(definition.machine, { input }).start();
  const rng = randomSource(botSeed);
  let moves = 0;
  while (definition.result(actor.getSnapshot()) === null) {
    expect(moves++, 'game ends').to.be.below(50_000);
    const snapshot = actor.getSnapshot();
    const seat = definition.toAct(snapshot)[0]!;
    const level = levels[seat]!;
    const v = definition.view(snapshot, seat);
    const event = bots[level](v, rng);
    const verdict = definition.check(snapshot, event);
    if (!verdict.ok) expect.fail(`${level} bot at seat ${seat} sent an illegal ${JSON.stringify(event)}: ${verdict.code} ${verdict.reason}`);
    onAsk?.(v, level, event);
    actor.send(event);
  }
  const res = definition.result(actor.getSnapshot());
  actor.stop();
  return res;
}

/** Deterministic spread of inputs: 2–8 players, 1–2 decks, maxPlay none or 1..4. */
function inputFor(i: number): BluffKingInput {
  const players = 2 + (i % 7);
  const maxPlays = [null, null, 1, 2, 4];
  return { players, seed: 1000 + i, decks: (1 + ((i >> 1) % 2)) as 1 | 2, maxPlay: maxPlays[i % maxPlays.length]! };
}

describe('BluffKing bots', function () {
  this.timeout(60_000);

  for (const level of LEVELS) {
    it(`${level} only ever sends legal events (40 games, 2–8 players, 1–2 decks, maxPlay none or 1..4)`, () => {
      for (let i = 0; i < 40; i++) {
        // random with a small maxPlay plays very long games; give it room but not that case's worst.
        const input = level === 'random' ? { ...inputFor(i), maxPlay: i % 5 === 2 ? 6 : inputFor(i).maxPlay } : inputFor(i);
        const res = playWatched(input, Array<Level>(input.players).fill(level), i);
        expect(res, `game ${i}`).not.to.equal(null);
      }
    });
  }

  it('all four levels at one table only send legal events (40 games)', () => {
    for (let i = 0; i < 40; i++) {
      const input = inputFor(i + 7);
      const levels = Array.from({ length: input.players }, (_, s) => LEVELS[(s + i) % 4]!);
      expect(playWatched(input, levels, i + 99)).not.to.equal(null);
    }
  });

  it('playGame runs a whole game with bots and its events replay to the same result', () => {
    const input = { players: 4, seed: 5 };
    const played = playGame(definition, input, LEVELS.map((l) => bots[l]), randomSource(5));
    expect(played.result).not.to.equal(null);
    const actor = createActor(definition.machine, { input }).start();
    for (const event of played.events) actor.send(event);
    expect(definition.result(actor.getSnapshot())).to.deep.equal(played.result);
  });

  describe('hard', () => {
    it('challenges a claim that cannot be true given its own cards (one deck)', () => {
      // Seat 1 holds K♠, K♥ and a joker: 6 matching cards exist, so 4 more kings are impossible.
      const game = start({ players: 3, seed: 1, first: 0, hands: [['2C', '3C', '4C', '5C', '6C'], ['KS', 'KH', 'BJ', '9D'], ['7S', '8S']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['2C', '3C', '4C', '5C'], rank: 'K' });
      const v = view(game, 1);
      expect(provablyImpossible(v)).to.equal(true);
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 1 });
    });

    it('challenges an impossible follow with two decks', () => {
      // Two decks: 12 cards match "7". Seat 2 holds four 7s and both red jokers: 6 + 7 > 12.
      const hands: Card[][] = [
        ['7S', '2C', '3C', '4C', '5C', '6C', '8C', '9C', '10C'],
        ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', 'KS', 'KH', 'KD'],
        ['7H', '7H', '7D', '7D', 'RJ', 'RJ', 'QS'],
      ];
      const game = start({ players: 3, seed: 1, first: 0, decks: 2, hands });
      act(game, { type: 'PLAY', seat: 0, cards: ['7S'], rank: '7' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D'] });
      const v = view(game, 2);
      expect(v.prompt?.type).to.equal('challenge');
      expect(provablyImpossible(v)).to.equal(true);
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 2 });
    });

    it('challenges a claimant who has no cards left', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [['QH'], ['QS', '2D'], ['QD', '3D']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['QH'], rank: 'Q' });
      const v = view(game, 1);
      expect(v.handSizes[0]).to.equal(0);
      expect(provablyImpossible(v)).to.equal(false); // a plausible claim: only the empty hand decides
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 1 });
    });

    it('in real games, calls every provably impossible claim and every claimant with no cards left', () => {
      let impossibleSeen = 0;
      let emptySeen = 0;
      for (let i = 0; i < 60; i++) {
        const input = { ...inputFor(i), maxPlay: null };
        // Random bots make wild claims; a hard bot sits in one seat and is asked to judge them.
        const levels = Array.from({ length: input.players }, (_, s): Level => (s === i % input.players ? 'hard' : 'random'));
        playWatched(input, levels, i, (v, level, event) => {
          if (v.prompt?.type !== 'challenge') return;
          const impossible = provablyImpossible(v);
          const empty = v.handSizes[v.claims.at(-1)!.seat] === 0;
          // Ask the hard bot about every challenge prompt, whoever sits there.
          const hardEvent = level === 'hard' ? event : bots.hard(v, randomSource(i));
          if (impossible) impossibleSeen++;
          if (empty) emptySeen++;
          if (impossible || empty) {
            expect(hardEvent, `hard on ${JSON.stringify(v.claims.at(-1))}, own hand ${v.hand.join(' ')}`).to.deep.equal({ type: 'CHALLENGE', seat: v.seat });
          }
        });
      }
      expect(impossibleSeen, 'impossible claims met').to.be.above(20);
      expect(emptySeen, 'claimants with no cards met').to.be.above(20);
    });
  });

  describe('purity', () => {
    /** Views taken from real games: every prompt type, many positions. */
    function sampleViews(): BluffKingView[] {
      const views: BluffKingView[] = [];
      for (let i = 0; i < 12; i++) {
        const input = inputFor(i);
        const levels = Array.from({ length: input.players }, (_, s) => LEVELS[(s + i) % 4]!);
        let n = 0;
        playWatched(input, levels, i, (v) => {
          if (n++ % 5 === 0) views.push(structuredClone(v));
        });
      }
      return views;
    }

    /** Deep-freezes a value so any mutation by a bot throws (modules run in strict mode). */
    function deepFreeze<T>(value: T): T {
      if (value !== null && typeof value === 'object') {
        for (const item of Object.values(value)) deepFreeze(item);
        Object.freeze(value);
      }
      return value;
    }

    it('the same view and the same random sequence give the same event, and the view is not changed', () => {
      const views = sampleViews();
      expect(views.length).to.be.above(200);
      const prompts = new Set(views.map((v) => v.prompt?.type));
      expect([...prompts].sort()).to.deep.equal(['challenge', 'follow', 'lead']);
      const realRandom = Math.random;
      try {
        // A pure bot never reaches for ambient randomness: only the rng it is given.
        Math.random = () => { throw new Error('a bot called Math.random'); };
        for (const level of LEVELS) {
          views.forEach((v, i) => {
            const frozen = deepFreeze(structuredClone(v));
            const a = bots[level](frozen, randomSource(i));
            const b = bots[level](structuredClone(v), randomSource(i));
            expect(a, `${level} on view ${i}`).to.deep.equal(b);
            expect(frozen, `${level} left view ${i} as it was`).to.deep.equal(v);
          });
        }
      } finally {
        Math.random = realRandom;
      }
    });

    it('the random source matters: random bots vary with it', () => {
      const game = start({ players: 4, seed: 3 });
      const seat = toAct(game)[0]!;
      const v = view(game, seat);
      const plays = new Set<string>();
      for (let seed = 0; seed < 30; seed++) plays.add(JSON.stringify(bots.random(v, randomSource(seed))));
      expect(plays.size).to.be.above(20);
    });
  });

  it('arena: hard beats random clearly (100 two-player games, seats alternating)', () => {
    let hardWins = 0;
    for (let seed = 0; seed < 100; seed++) {
      const hardSeat = seed % 2;
      const seatBots = hardSeat === 0 ? [bots.hard, bots.random] : [bots.random, bots.hard];
      const { result: res } = playGame(definition, { players: 2, seed }, seatBots, randomSource(seed + 10_000));
      if (res!.winners[0] === hardSeat) hardWins++;
    }
    expect(hardWins).to.be.at.least(80);
  });
});
