/**
 * Bluffing Billionaires bots (docs/architecture.md "Bots"): every level only sends legal events, `random`
 * picks uniformly among the legal moves, `hard` counts cards (its own discards and every revealed
 * card), calls every challenge it cannot lose, reads the others' habits from the public log (BB-11),
 * reads a table of random bots as random within two rounds (its own prior for them, readings pooled
 * across a table of alike players) and beats three normal bots and three random bots in quick arenas, `easy` is clearly weaker than `normal` and clearly
 * stronger than `random`, bots are pure functions of (view, rng), and the test-only omniscient bot
 * (test/support/omniscient/) plays legal moves.
 */
import { expect } from '@open-wc/testing';
import { playGame, randomSource } from '../../src/index.js';
import { reading } from '../../src/bluffing-billionaires/bots/estimate.js';
import { ANY, WEIGHTS } from '../../src/bluffing-billionaires/bots/models.js';
import { ADAPT, anyPicks } from '../../src/bluffing-billionaires/bots/hard.js';
import { botChecks, LEVELS, type Level } from '../support/contract.js';
import { omniscient } from '../support/omniscient/bluffing-billionaires.js';
import {
  approve, bots, definition, playCard, snap, start, view, type BluffingBillionairesInput, type BluffingBillionairesView,
} from './bb-helpers.js';

const { playWatched, itEachLevelIsLegal, playMixedTables, expectPlayGameReplays, sampleViews, expectPure, arenaWins } = botChecks(definition, bots, 2_000);

/** Every seat of a lineup, seated in every order in turn (so no level keeps the same neighbours). */
function seating<T>(lineup: readonly T[], game: number): T[] {
  const orders: T[][] = [];
  const permute = (rest: readonly T[], prefix: T[]) => {
    if (rest.length === 0) orders.push(prefix);
    rest.forEach((item, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, item]));
  };
  permute(lineup, []);
  return orders[game % orders.length]!;
}

/** A small custom deck of `n` cards with values 0..9 and coins 0..3, varying with `i`. */
const customDeck = (i: number, n: number) => Array.from({ length: n }, (_, k) => ({ value: (k * 7 + i) % 10, coins: (k + i) % 4, name: `Asset ${k}` }));

/** Deterministic spread of inputs: 2–6 players, hand sizes 3..8, now and then a custom deck. */
function inputFor(i: number): BluffingBillionairesInput {
  const players = 2 + (i % 5);
  const input: BluffingBillionairesInput = { players, seed: 1000 + i, handSize: 3 + (i % 6) };
  if (i % 4 === 3) input.deck = customDeck(i, 10 * players);
  return input;
}

/** Cards the viewer cannot place: the deck minus its hand, table card, discards, bonus piles and face-up discards. */
function unseenValues(v: BluffingBillionairesView): number[] {
  const known = new Set<number>([...v.hand.map((c) => c.id), ...(v.ownTableCard ? [v.ownTableCard.id] : [])]);
  for (const pile of v.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
  for (const pile of v.bonus) for (const c of pile) known.add(c.id);
  return v.deck.filter((c) => !known.has(c.id)).map((c) => c.value);
}

describe('Bluffing Billionaires bots', function () {
  this.timeout(60_000);

  itEachLevelIsLegal('(40 games, 2–6 players, hand sizes 3–8, custom decks)', 40, inputFor);

  it('all four levels at one table only send legal events (40 games)', () => {
    playMixedTables(40, (i) => inputFor(i + 7));
  });

  it('playGame runs a whole game with bots and its events replay to the same result', () => {
    expectPlayGameReplays({ players: 4, seed: 5 });
  });

  describe('random', () => {
    it('plays any card of its hand, uniformly', () => {
      const game = start({ players: 3, seed: 2, first: 0 });
      const v = view(game, 0);
      const counts = new Map<number, number>();
      const rng = randomSource(7);
      for (let i = 0; i < 800; i++) {
        const event = bots.random(v, rng);
        expect(event.type).to.equal('PLAY');
        const id = (event as { card: number }).card;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      expect([...counts.keys()].sort((a, b) => a - b)).to.deep.equal(v.hand.map((c) => c.id).sort((a, b) => a - b));
      for (const n of counts.values()) expect(n).to.be.within(60, 140); // 100 expected for each of 8
    });

    it('approves or challenges with even odds', () => {
      const game = start({ players: 2, seed: 2, first: 0, hands: [[0, 1], [2, 3]] });
      playCard(game, 0, 0);
      playCard(game, 1, 2);
      const v = view(game, 0);
      let challenges = 0;
      const rng = randomSource(7);
      for (let i = 0; i < 400; i++) if (bots.random(v, rng).type === 'CHALLENGE') challenges++;
      expect(challenges).to.be.within(160, 240);
    });
  });

  describe('hard', () => {
    it('challenges when no card it cannot see could beat its table card (its own face-down discard counts)', () => {
      // Seat 1 (hard) holds the 9 on the table; the only higher card, the 10, is in its own discard pile, face down.
      const deck = [10, 9, 1, 2, 3, 4, 5].map((value, i) => ({ value, coins: 1, name: `Asset ${i}` }));
      const game = start({ players: 2, seed: 1, first: 1, deck, hands: [[2, 3, 4, 5], [0, 1, 6]] });
      playCard(game, 1, 0);
      playCard(game, 0, 2);
      approve(game, 1);
      playCard(game, 1, 1); // the 10 goes face down to seat 1's discard pile
      approve(game, 0);
      playCard(game, 0, 3);
      const v = view(game, 1);
      expect(v.prompt).to.deep.equal({ type: 'respond', active: 0 });
      expect(v.discards[1]).to.deep.equal([{ faceUp: false, card: { id: 0, ...deck[0]! } }]);
      expect(Math.max(...unseenValues(v))).to.be.below(v.ownTableCard!.value);
      for (let seed = 0; seed < 20; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 1 });
    });

    it('in real games, nearly always challenges when it cannot lose and rarely when it cannot win', () => {
      let certain = 0;
      let calledCertain = 0;
      let hopeless = 0;
      let calledHopeless = 0;
      for (let i = 0; i < 60; i++) {
        const input = { players: 2 + (i % 5), seed: 500 + i };
        const levels = Array.from({ length: input.players }, (_, s) => LEVELS[(s + i) % 4]!);
        playWatched(input, levels, i, (v) => {
          if (v.prompt?.type !== 'respond') return;
          const unseen = unseenValues(v);
          const mine = v.ownTableCard!.value;
          const called = bots.hard(v, randomSource(i)).type === 'CHALLENGE';
          if (Math.max(...unseen) <= mine) {
            certain++;
            if (called) calledCertain++;
          }
          if (Math.min(...unseen) > mine) {
            hopeless++;
            if (called) calledHopeless++;
          }
        });
      }
      expect(certain, 'sure wins met').to.be.above(50);
      expect(calledCertain / certain, `called ${calledCertain} of ${certain} sure wins`).to.be.at.least(0.95);
      expect(calledHopeless, `called ${calledHopeless} of ${hopeless} hopeless challenges`).to.be.at.most(Math.max(1, hopeless * 0.2));
    });

    it('reads from the public log who plays its highest card facing responders (normal) and who plays any (random)', () => {
      // BB-11: the hard bot's reading takes the view alone; after a game it tells the styles apart.
      const facingHighest = { normal: [] as number[], random: [] as number[] };
      for (let g = 0; g < 6; g++) {
        const other = g % 2 === 0 ? 'normal' : 'random';
        let last: BluffingBillionairesView | null = null;
        const watcher = (v: BluffingBillionairesView, rng: () => number) => {
          last = v;
          return bots.easy(v, rng);
        };
        playGame(definition, { players: 4, seed: 700 + g }, [watcher, bots[other], bots[other], bots[other]], randomSource(g));
        const r = reading(last!, 0);
        for (const o of r.opp) {
          if (!o) continue;
          let high = 0;
          // Pairs 0..2 are "highest when facing responders" (with each style when alone).
          for (let i = 0; i < 3 * r.hyps; i++) high += o.post[i]!;
          facingHighest[other].push(high);
        }
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(mean(facingHighest.normal), 'normal bots').to.be.above(0.7);
      expect(mean(facingHighest.random), 'random bots').to.be.below(0.2);
    });

    it('reads three random bots as players who pick any card at even odds within two rounds, three normal bots as not (pooled readings, BB-11)', () => {
      // Views of an easy bot at seat 0 from the third round on; the reading takes the view alone.
      const even = WEIGHTS.rates.indexOf(0.5);
      const uniformMass = (other: 'random' | 'normal', alike: number) => {
        const masses: number[] = [];
        for (let g = 0; g < 10; g++) {
          const watcher = (v: BluffingBillionairesView, rng: () => number) => {
            if (v.turn > 2 * v.players) {
              const r = reading(v, 0, { ...WEIGHTS, alike });
              for (const o of r.opp) if (o) masses.push(o.post[(ANY * 3 + ANY) * r.hyps + even]!);
            }
            return bots.easy(v, rng);
          };
          playGame(definition, { players: 4, seed: 720 + g }, [watcher, bots[other], bots[other], bots[other]], randomSource(g));
        }
        return masses.reduce((a, b) => a + b, 0) / masses.length;
      };
      const pooled = uniformMass('random', WEIGHTS.alike);
      expect(pooled, 'random bots, pooled').to.be.above(0.5);
      expect(pooled, 'pooling reads a table of alike players faster').to.be.above(uniformMass('random', 0) + 0.05);
      expect(uniformMass('normal', WEIGHTS.alike), 'normal bots').to.be.below(0.05);
    });

    it('plays itself seeing in rollouts at a table of normal bots and by its plain rule at one of random bots (anyPicks vs ADAPT, BB-11)', () => {
      // Views of an easy bot at seat 0 from the second round on; the reading takes the view alone.
      const seeingShare = (other: 'random' | 'normal') => {
        let below = 0;
        let all = 0;
        for (let g = 0; g < 8; g++) {
          const watcher = (v: BluffingBillionairesView, rng: () => number) => {
            if (v.turn > v.players) {
              all++;
              if (anyPicks(reading(v, 0)) < ADAPT) below++;
            }
            return bots.easy(v, rng);
          };
          playGame(definition, { players: 4, seed: 760 + g }, [watcher, bots[other], bots[other], bots[other]], randomSource(g));
        }
        return below / all;
      };
      expect(seeingShare('normal'), 'normal bots').to.be.above(0.9);
      expect(seeingShare('random'), 'random bots').to.be.below(0.1);
    });

    it('plays its only card when it has one', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[5], [6, 7]] });
      expect(bots.hard(view(game, 0), randomSource(1))).to.deep.equal({ type: 'PLAY', seat: 0, card: 5 });
    });
  });

  describe('purity', () => {
    it('the same view and the same random sequence give the same event, and the view is not changed', () => {
      // Views taken from real games: every prompt type, many positions.
      const views = sampleViews(16, inputFor, (n) => n % 2 === 0);
      expect(views.length).to.be.above(150);
      expect([...new Set(views.map((v) => v.prompt?.type))].sort()).to.deep.equal(['play', 'respond']);
      expectPure(views);
    });

    it('a bot asked without a prompt throws', () => {
      const game = start({ players: 3, seed: 1, first: 0 });
      for (const level of LEVELS) expect(() => bots[level](view(game, 1), randomSource(1)), level).to.throw(/prompt/);
    });
  });

  describe('arena', () => {
    /** Seat 0 of `lineup` moves one seat on each game (seats rotated), seeds from `seed`: its wins, a shared one split. */
    const rotated = (lineup: readonly Level[], games: number, seed: number) =>
      arenaWins(games, (g) => lineup.map((_, i) => lineup[(i + g) % lineup.length]!), (g) => ({ players: lineup.length, seed: seed + g }), (g) => seed + 50_000 + g);

    it('hard beats random clearly (100 two-player games, seats alternating)', () => {
      const wins = arenaWins(100, (seed) => (seed % 2 === 0 ? ['hard', 'random'] : ['random', 'hard']), (seed) => ({ players: 2, seed }), (seed) => seed + 10_000);
      expect(wins.hard).to.be.at.least(65);
    });

    it('hard wins well over a fair share against three normal bots (160 four-player games, seats rotated)', () => {
      // About 45% over thousands of games (bench/bots.mjs); 25% is a fair share.
      const wins = rotated(['hard', 'normal', 'normal', 'normal'], 160, 7000);
      expect(wins.hard / 160).to.be.at.least(0.33);
    });

    it('hard wins well over a fair share against three random bots (160 four-player games, seats rotated)', () => {
      // About half the games over thousands (bench/bots.mjs; the omniscient ceiling is about 72%); 25% is a fair share.
      const wins = rotated(['hard', 'random', 'random', 'random'], 160, 11_000);
      expect(wins.hard / 160).to.be.at.least(0.38);
    });

    it('easy is clearly weaker than normal and clearly stronger than random (400 four-player games each)', () => {
      // About 17% against three normal bots and 33% against three random ones (25% is a fair share).
      expect(rotated(['easy', 'normal', 'normal', 'normal'], 400, 8000).easy / 400, 'against normal').to.be.at.most(0.21);
      expect(rotated(['easy', 'random', 'random', 'random'], 400, 9000).easy / 400, 'against random').to.be.at.least(0.29);
    });

    it('at a four-player table of all four levels hard wins most and random least (240 games, every seating order)', () => {
      const wins = arenaWins(240, (game) => seating(LEVELS, game), (game) => ({ players: 4, seed: 3000 + game }), (game) => game);
      console.log(`bluffing-billionaires arena, 4 players, 240 games: ${LEVELS.map((l) => `${l} ${wins[l].toFixed(1)}`).join(', ')}`);
      for (const level of ['random', 'easy', 'normal'] as const) expect(wins.hard, level).to.be.above(1.5 * wins[level]);
      for (const level of ['easy', 'normal'] as const) expect(wins[level], level).to.be.above(wins.random);
    });
  });

  describe('omniscient (test-only ceiling bot)', () => {
    it('sees every card yet only sends legal events, deterministically (6 four-player games against normal bots)', () => {
      for (let g = 0; g < 6; g++) {
        const game = start({ players: 4, seed: 600 + g });
        const rng = randomSource(g);
        for (let moves = 0; definition.result(snap(game)) === null; moves++) {
          expect(moves, 'game ends').to.be.below(2_000);
          const snapshot = snap(game);
          const seat = definition.toAct(snapshot)[0]!;
          const event = seat === g % 4 ? omniscient(snapshot, seat, rng) : bots.normal(definition.view(snapshot, seat), rng);
          if (seat === g % 4) expect(omniscient(snapshot, seat, randomSource(1)), 'same snapshot and random sequence').to.deep.equal(omniscient(snapshot, seat, randomSource(1)));
          expect(definition.check(snapshot, event)).to.deep.equal({ ok: true });
          game.send(event);
        }
      }
    });
  });
});
