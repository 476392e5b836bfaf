/**
 * BiggieBills$$$ bots (docs/architecture.md "Bots"): every level only sends legal events, bots are pure
 * functions of (view, rng), `hard` does what its description says in set positions, and an arena
 * (seats rotated, `playGame`) ranks hard > normal > easy > random.
 */
import { expect } from '@open-wc/testing';
import { createGame, randomSource, sendChecked } from '../../src/index.js';
import { legalMoves, ruinous } from '../../src/biggie-bills/index.js';
import { botChecks, type Level } from '../support/contract.js';
import { expectUniform, tally } from '../support/uniform.js';
import { createActor } from 'xstate';
import {
  ADVANCE_MIRRORS, advance, candidates, clairvoyant, models, omniscient, positionOf, redealt, resampled, viewOnly, type Position,
} from '../support/omniscient/biggie-bills.js';
import { invariants } from '../../src/biggie-bills/invariants.js';
import {
  act, begun, bots, code, current, definition, G, hand, I, patch, setIndustry, setOrder, setTeam, start, view,
  type BiggieBillsContext, type BiggieBillsEvent, type BiggieBillsInput, type BiggieBillsSnapshot, type Game, type HandSpec,
} from './bg-helpers.js';

const { itEachLevelIsLegal, playMixedTables, expectPlayGameReplays, sampleViews, expectPure, arenaWins } = botChecks(definition, bots, 20_000);

const inputFor = (i: number): BiggieBillsInput => ({ players: 3 + (i % 6), seed: 500 + i, maxCycles: 4 + (i % 9) });

const HANDS: HandSpec[] = [
  hand([G.vendor, G.research, G.supply, G.software, G.patent, G.acquire], [G.prototype, G.brand, G.hiring, G.seed]),
  hand([G.prototype, G.vendor, G.digital, G.lab, G.vertical, G.acquire], [G.vendor, G.research, G.supply, G.acquire]),
  hand([G.hiring, G.seed, G.loyalty, G.distribution, G.globalBrand, G.ipo], [G.vendor, G.software, G.patent, G.digital]),
];
/** Seat 0's turn (order 0, 1, 2); every team has played its first Growth card (`begun`, BG-5). */
function setup(change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c): Game {
  return patch(start({ players: 3, seed: 3, first: 0, hands: HANDS }), (c) => change(begun(setOrder(c, [0, 1, 2]))));
}
const LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
const money = (seat: number, amount: number) => (c: BiggieBillsContext) => {
  const next = setTeam(c, seat, { cash: amount });
  return { ...next, turn: { ...next.turn!, startCash: next.teams.map((t) => t.cash) } };
};
const all = (...changes: ((c: BiggieBillsContext) => BiggieBillsContext)[]) => (c: BiggieBillsContext) => changes.reduce((acc, f) => f(acc), c);
const hardAt = (game: Game, seat: number) => bots.hard(view(game, seat), randomSource(1));

describe('BiggieBills bots', function () {
  this.timeout(60_000);

  itEachLevelIsLegal('(30 games, 3–8 teams)', 30, inputFor);

  it('all four levels at one table only send legal events, in every kind of prompt (40 games)', () => {
    const prompts = new Set<string>();
    const types = new Set<string>();
    playMixedTables(40, (i) => inputFor(i + 3), (v, _level, event) => {
      prompts.add(v.prompt!.type);
      types.add(event.type);
    });
    expect([...prompts].sort()).to.deep.equal(['block', 'keep', 'turn']);
    for (const type of ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'EXCHANGE', 'SKIP', 'END_TURN', 'KEEP', 'BLOCK', 'NO_BLOCK']) {
      expect(types.has(type), type).to.equal(true);
    }
  });

  it('playGame runs a whole game with bots and its events replay to the same result', () => {
    expectPlayGameReplays({ players: 4, seed: 5 });
  });

  it('BG-16: easy, normal and hard never bankrupt their own team while a move that does not exists', () => {
    // $10M: the $10M skip fine would leave the team at $0; the $5M exchange fee would not, and no
    // Growth card is affordable.
    const poor = setup(money(0, 10));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const event = bots[level](view(poor, 0), randomSource(seed));
        expect(ruinous(view(poor, 0), event), `${level} (seed ${seed}): ${JSON.stringify(event)}`).to.equal(false);
        expect(event.type).to.equal('EXCHANGE');
      }
    }
    // $20M: Vendor Management ($20M) is affordable but ruinous; every level plays something else.
    const exact = setup(money(0, 20));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const event = bots[level](view(exact, 0), randomSource(seed));
        expect(ruinous(view(exact, 0), event), `${level} (seed ${seed}): ${JSON.stringify(event)}`).to.equal(false);
      }
    }
  });

  it('BG-5: before its first Growth card every level plays a Stage 1 card it can pay for, even one that leaves little cash', () => {
    // $25M: Vendor Management leaves $5M and Market Research $0 (bankrupt); neither skip nor exchange is allowed.
    for (const cash of [200, 25]) {
      const game = patch(setup(money(0, cash)), (c) => setTeam(c, 0, { playedGrowth: false }));
      for (const level of LEVELS) {
        for (let seed = 0; seed < 10; seed++) {
          const event = bots[level](view(game, 0), randomSource(seed));
          expect(code(game, event), `${level} ($${cash}M, seed ${seed}): ${JSON.stringify(event)}`).to.equal('ok');
          expect(event.type).to.equal('PLAY_GROWTH');
          if (level !== 'random' && cash === 25) expect(event).to.deep.include({ card: G.vendor });
        }
      }
    }
  });

  it('BG-4: normal and hard make a lone Flexible Challenge their turn rather than pay a fine', () => {
    // Seat 1 may challenge Stage 1 cards first, holds a Flexible Challenge, and has nothing else to
    // play: its Growth cards are locked and it holds no Challenge card.
    const game = setup(all(
      (c) => setTeam(c, 1, { completed: [G.brand], growth: [G.software, G.lab, G.vertical], challenge: [], bonus: ['flex12'] }),
      (c) => setTeam(c, 0, { completed: [G.research] }),
    ));
    act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
    expect(current(game)).to.equal(1);
    for (const level of ['normal', 'hard'] as const) {
      const flexed = patch(game, (c) => c);
      const first = bots[level](view(flexed, 1), randomSource(1));
      expect(first, level).to.deep.equal({ type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor });
      act(flexed, first);
      expect(bots[level](view(flexed, 1), randomSource(1)), level).to.deep.equal({ type: 'END_TURN', seat: 1 });
    }
  });

  it('BG-14: no level tries an exchange while a Growth or Challenge card can be played', () => {
    // Seat 0 holds a dead card (completed) and a playable one, with a skip fine above the exchange fee.
    const game = setup(all((c) => setTeam(c, 0, { completed: [G.vendor], growth: [G.vendor, G.ipo, G.research] }), (c) => setIndustry(c, I.shareholderPressure)));
    for (const level of LEVELS) {
      for (let seed = 0; seed < 10; seed++) {
        const event = bots[level](view(game, 0), randomSource(seed));
        expect(event.type, `${level} (seed ${seed})`).to.not.equal('EXCHANGE');
        expect(code(game, event)).to.equal('ok');
      }
    }
  });

  describe('hard', () => {
    it('plays Acquire a Competitor when it can, against the richest team it may take', () => {
      const game = setup(all(
        (c) => setTeam(c, 0, { completed: [G.vendor, G.supply, G.software] }),
        money(0, 400), money(1, 500), money(2, 520),
      ));
      expect(hardAt(game, 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 2 });
    });

    it('challenges an acquisition aimed at it', () => {
      const game = setup(all((c) => setTeam(c, 0, { completed: [G.vendor, G.supply, G.software] }), money(0, 400), (c) => setTeam(c, 1, { completed: [G.patent] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      expect(hardAt(game, 1)).to.deep.equal({ type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.acquire });
    });

    it('challenges when eligible and the penalty is worth a main action', () => {
      // A Stage 3 card (penalty $50M, payoff $210M) is worth more than seat 1's best Growth card.
      const big = setup(all(
        (c) => setTeam(c, 0, { completed: [G.research, G.digital] }), money(0, 400),
        (c) => setTeam(c, 1, { completed: [G.lab], challenge: [G.software] }),
      ));
      act(big, { type: 'PLAY_GROWTH', seat: 0, card: G.software });
      expect(hardAt(big, 1)).to.deep.equal({ type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.software });
      // A $10M penalty is not worth giving up a Growth card's first payoff.
      const small = setup((c) => setTeam(c, 1, { completed: [G.brand] }));
      act(small, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(view(small, 1).hand!.challenge.find((c) => c.card === G.vendor)!.verdict.ok).to.equal(true);
      expect(hardAt(small, 1).type).to.equal('PLAY_GROWTH');
      // Not eligible to challenge first: it does not try.
      const ineligible = setup();
      act(ineligible, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(hardAt(ineligible, 1).type).not.to.equal('PLAY_CHALLENGE');
      // A card that would take its owner to the target is always challenged.
      const threat = setup(all(money(0, 980), (c) => setTeam(c, 1, { completed: [G.brand] })));
      act(threat, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(hardAt(threat, 1)).to.deep.equal({ type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
    });

    it('blocks when the payoff at stake is worth a Block card', () => {
      const game = setup(all((c) => setTeam(c, 0, { completed: [G.research, G.digital], bonus: ['block'] }), money(0, 400), (c) => setTeam(c, 2, { completed: [G.lab], challenge: [G.software] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.software });
      act(game, { type: 'END_TURN', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.software });
      expect(view(game, 0).prompt!.type).to.equal('block');
      expect(hardAt(game, 0)).to.deep.equal({ type: 'BLOCK', seat: 0 });
    });

    it('exchanges dead cards (completed or duplicate Growth cards) when it has nothing worth playing', () => {
      const game = setup(all(
        (c) => setTeam(c, 0, { completed: [G.vendor, G.research], growth: [G.vendor, G.research, G.research, G.ipo], challenge: [G.seed, G.hiring] }),
        money(0, 30),
      ));
      const event = hardAt(game, 0);
      expect(event.type).to.equal('EXCHANGE');
      if (event.type === 'EXCHANGE') expect(event.growth.every((id) => id === G.vendor || id === G.research)).to.equal(true);
    });

    it('BG-8: counts the later payoff for a card a rival already has in play (that copy completes first)', () => {
      // Seed Funding Round pays $90M first ($50M profit) and $60M later ($20M); Core Team Hiring
      // pays $80M first ($45M profit). Seat 1's Seed Funding Round is in play, so seat 0's would
      // complete second: hard plays Core Team Hiring, normal (which reads only the payoff printed
      // as it stands) plays Seed Funding Round.
      const rivalHasIt = (rival: boolean) => {
        const game = setup((c) => setTeam(c, 0, { growth: [G.seed, G.hiring, G.software] }));
        return rival ? patch(game, (c) => ({ ...c, inPlay: [{ owner: 1, card: G.seed, target: null, challengers: [], challengedBy: [], shielded: false }] })) : game;
      };
      expect(hardAt(rivalHasIt(true), 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.hiring });
      expect(bots.normal(view(rivalHasIt(true), 0), randomSource(1))).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.seed });
      // No rival copy in play: the first payoff is on offer and the better card is played.
      expect(hardAt(rivalHasIt(false), 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.seed });
    });

    it('weighs the harm of a challenge by the owner\'s chances: it stops the leader, not a trailing team', () => {
      // Seat 0 may challenge seat 1's Regional Expansion or seat 2's Strategic Partnership (it has
      // completed a Stage 2 card, BG-9), or play Joint Venture ($170M profit). Seat 1 ($800M and
      // $170M to come) is far ahead: stopping it is worth more than the card.
      const race = (leader: number) => setup(all(
        (c) => setTeam(c, 0, { completed: [G.brand, G.digital], growth: [G.venture, G.patent], challenge: [G.regional, G.partnership] }),
        money(0, 400), money(leader, 800), money(3 - leader, 150),
        (c) => ({ ...c, inPlay: [
          { owner: 1, card: G.regional, target: null, challengers: [], challengedBy: [], shielded: false },
          { owner: 2, card: G.partnership, target: null, challengers: [], challengedBy: [], shielded: false },
        ] }),
      ));
      expect(hardAt(race(1), 0)).to.deep.equal({ type: 'PLAY_CHALLENGE', seat: 0, owner: 1, card: G.regional });
      expect(hardAt(race(2), 0)).to.deep.equal({ type: 'PLAY_CHALLENGE', seat: 0, owner: 2, card: G.partnership });
      // Level teams: a $40M penalty and half the harm are not worth the card's $170M.
      const level = patch(race(1), (c) => all(money(1, 400), money(2, 400))(c));
      expect(hardAt(level, 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.venture });
    });

    it('BG-14: stuck, it exchanges the Growth cards farthest from play rather than its Challenge cards', () => {
      // No Stage 1 or 2 card and nothing in play to challenge: only an exchange (or a skip) is legal.
      const game = setup((c) => setTeam(c, 0, { growth: [G.software, G.lab, G.patent, G.ipo], challenge: [G.vendor, G.research] }));
      expect(view(game, 0).actions!.exchange.ok).to.equal(true);
      // Stage 4 is two stages beyond its next card; the cheap Challenge cards stay.
      expect(hardAt(game, 0)).to.deep.equal({ type: 'EXCHANGE', seat: 0, growth: [G.patent, G.ipo], challenge: [] });
    });

    it('values a Growth card by its payoff after challenge risk (eligible rivals, unseen Challenge cards)', () => {
      // Stage 2 Supply Chain Optimization (+$60M) or Stage 1 Seed Funding Round (+$50M). Both rivals
      // have completed a Stage 2 card (and hold Bonus cards) but no Stage 1 card: only the first is
      // at risk (BG-9), enough to prefer the second.
      const position = (ownChallenges: number[], rivalBonus: ('block' | 'flex12')[]) => setup(all(
        (c) => setTeam(c, 0, { completed: [G.brand, G.digital], growth: [G.seed, G.supply], challenge: ownChallenges }),
        (c) => setTeam(c, 1, { completed: [G.digital], bonus: rivalBonus }), (c) => setTeam(c, 2, { completed: [G.loyalty], bonus: rivalBonus }),
        (c) => setTeam(c, 1, { challenge: c.teams[1]!.challenge.filter((id) => id !== G.supply) }),
      ));
      expect(hardAt(position([G.seed], ['flex12', 'flex12']), 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.seed });
      // Holding both copies of "Challenge: Supply Chain Optimization" and facing no Bonus cards, the risk is gone.
      expect(hardAt(position([G.supply, G.supply], []), 0)).to.deep.equal({ type: 'PLAY_GROWTH', seat: 0, card: G.supply });
    });
  });

  describe('purity', () => {
    it('the same view and the same random sequence give the same event, and the view is not changed', () => {
      const views = sampleViews(16, inputFor, (n, v) => n % 3 === 0 || v.prompt!.type !== 'turn');
      expect(views.length).to.be.above(100);
      expectPure(views);
    });

    it('random picks uniformly among every legal move (DESIGN)', () => {
      const v = view(setup(), 0);
      const moves = legalMoves(v).map((e) => JSON.stringify(e));
      expect(moves.length).to.be.above(2);
      const rng = randomSource(6);
      const n = 300 * moves.length;
      expectUniform(tally(n, () => JSON.stringify(bots.random(v, rng))), moves, n);
    });

    it('random bots vary with the random source', () => {
      // $15M: no Growth card affordable, so any two cards may be exchanged (BG-14), or the turn skipped.
      const game = setup(money(0, 15));
      const plays = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        // pure-rand's first output follows a small seed closely: warm the source up.
        const rng = randomSource(seed);
        for (let i = 0; i < 4; i++) rng();
        plays.add(JSON.stringify(bots.random(view(game, 0), rng)));
      }
      expect(plays.size).to.be.above(5);
    });
  });

  describe('omniscient (test-only: the ceiling the hard bot is measured against, bench/bots.mjs)', () => {
    it('reads the snapshot without changing it and sends only legal events', () => {
      const game = createGame(definition, { players: 4, seed: 7, maxCycles: 20 });
      const rng = randomSource(7);
      let decisions = 0;
      try {
        for (let events = 0; definition.result(game.getSnapshot()) === null && events < 500; events++) {
          const snapshot = game.getSnapshot();
          const seat = definition.toAct(snapshot)[0]!;
          const before = JSON.stringify(snapshot.context);
          const event = seat === 0 ? omniscient(snapshot, seat, rng) : bots.normal(definition.view(snapshot, seat), rng);
          if (seat === 0) {
            decisions++;
            expect(JSON.stringify(game.getSnapshot().context), 'snapshot unchanged').to.equal(before);
          }
          const verdict = sendChecked(definition, game, event);
          expect(verdict.ok, `${JSON.stringify(event)}: ${verdict.ok ? '' : verdict.reason}`).to.equal(true);
        }
        expect(definition.result(game.getSnapshot())).to.not.equal(null);
        expect(decisions).to.be.above(3);
      } finally {
        game.stop();
      }
    });
    it('mirrors every state, guard, target and action of the machine in advance (a machine change fails here first)', () => {
      // Read from XState's own state nodes: a guard or action is named by its string, or its function's name (and(…) lists its parts).
      type Named = string | ((...args: never[]) => unknown) & { guards?: Named[] } | { type: string } | undefined;
      const name = (item: Named): string => (item === undefined ? '' : typeof item === 'string' ? item
        : typeof item === 'function' ? (item.guards ? `${item.name}(${item.guards.map(name).join(',')})` : item.name) : item.type);
      type Branch = { guard?: Named; target?: readonly { id: string }[]; actions?: readonly Named[] };
      const branch = (t: Branch) => `${name(t.guard)}→${(t.target ?? []).map((node) => node.id).join(',')}${t.actions?.length ? ` [${t.actions.map(name).join(',')}]` : ''}`;
      type Node = { id: string; entry: readonly Named[]; transitions: Map<string, Branch[]>; always?: Branch[]; states: Record<string, Node> };
      const table: Record<string, string[]> = {};
      const walk = (node: Node) => {
        table[node.id] = [
          ...(node.entry.length ? [`entry: ${node.entry.map(name).join(',')}`] : []),
          ...[...node.transitions].map(([type, branches]) => `${type}: ${branches.map(branch).join(' | ')}`),
          ...(node.always?.length ? [`always: ${node.always.map(branch).join(' | ')}`] : []),
        ];
        Object.values(node.states).forEach(walk);
      };
      walk(definition.machine.root as unknown as Node);
      expect(table).to.deep.equal(ADVANCE_MIRRORS);
    });
    it('redealt deals anew only the cards the seat cannot see, and viewOnly plays legal moves from them', () => {
      const game = createGame(definition, { players: 4, seed: 11, maxCycles: 20 });
      const rng = randomSource(11);
      let checked = 0;
      let moved = 0;
      try {
        for (let events = 0; definition.result(game.getSnapshot()) === null && events < 400; events++) {
          const snapshot = game.getSnapshot();
          const seat = definition.toAct(snapshot)[0]!;
          if (events % 2 === 0) {
            const before = JSON.stringify(snapshot.context);
            const copy = redealt(snapshot, seat, randomSource(events));
            expect(JSON.stringify(snapshot.context), 'snapshot unchanged').to.equal(before);
            // The seat's view (its hand, every public field, every hand's and pile's size) is the same.
            expect(definition.view(copy, seat), `event ${events}`).to.deep.equal(definition.view(snapshot, seat));
            const others = (ctx: BiggieBillsContext) => ctx.teams.filter((_, s) => s !== seat);
            for (const kind of ['growth', 'challenge', 'bonus'] as const) {
              const hidden = (ctx: BiggieBillsContext) => [...others(ctx).flatMap((t) => t[kind] as (number | string)[]), ...(ctx.decks[kind] as (number | string)[])].map(String).sort();
              expect(hidden(copy.context), `${kind}: the same hidden cards`).to.deep.equal(hidden(snapshot.context));
            }
            expect(copy.context.teams[seat]).to.deep.equal(snapshot.context.teams[seat]);
            expect(invariants(copy), 'the copy is a sound game').to.deep.equal([]);
            if (JSON.stringify(others(copy.context).map((t) => t.growth)) !== JSON.stringify(others(snapshot.context).map((t) => t.growth))) moved++;
            checked++;
          }
          const event = seat === 0 ? viewOnly(snapshot, seat, rng) : bots.normal(definition.view(snapshot, seat), rng);
          const verdict = sendChecked(definition, game, event);
          expect(verdict.ok, `${JSON.stringify(event)}: ${verdict.ok ? '' : verdict.reason}`).to.equal(true);
        }
        expect(definition.result(game.getSnapshot())).to.not.equal(null);
        expect(checked).to.be.above(5);
        // Dealt anew: the other hands differ from the real ones (almost) every time.
        expect(moved).to.be.above(checked / 2);
      } finally {
        game.stop();
      }
    });
    it('plays out on the rule functions exactly as the machine takes each event, an ignored one included (advance)', () => {
      const levels = ['random', 'easy', 'normal', 'hard'] as const;
      const phases = new Set<string>();
      for (let g = 0; g < 16; g++) {
        // Games 1 and 9 are timed and end by TIME_UP (BG-7d), 2 and 10 by the host's HOST_END, at their 60th event.
        const input = { players: 3 + (g % 6), seed: 900 + g, maxCycles: 6 + (g % 8), ...(g % 8 === 1 ? { timeLimitMinutes: 20 } : {}) };
        const ending: BiggieBillsEvent | null = g % 8 === 1 ? { type: 'TIME_UP', seat: 0 } : g % 8 === 2 ? { type: 'HOST_END', seat: 0 } : null;
        const game = createGame(definition, input);
        const rng = randomSource(g);
        let position: Position = positionOf(game.getSnapshot());
        try {
          for (let events = 0; definition.result(game.getSnapshot()) === null && events < 3000; events++) {
            const snapshot = game.getSnapshot();
            const seat = definition.toAct(snapshot)[0]!;
            // Now and then an event the machine ignores: another seat's move.
            const stray = { type: 'END_TURN', seat: (seat + 1) % input.players } as const;
            const event: BiggieBillsEvent = ending && events === 60 ? ending : events % 7 === 3 ? stray : bots[levels[(seat + g) % 4]!](definition.view(snapshot, seat), rng);
            game.send(event);
            position = advance(position, event);
            const now = positionOf(game.getSnapshot());
            phases.add(`${now.phase}/${now.keepAt}`);
            expect(position.phase, `game ${g}, event ${events}`).to.equal(now.phase);
            expect(position.keepAt, `game ${g}, event ${events}`).to.equal(now.keepAt);
            const [mine, theirs] = [JSON.stringify(position.context), JSON.stringify(now.context)];
            if (mine !== theirs) {
              const at = [...mine].findIndex((c, i) => c !== theirs[i]);
              expect.fail(`game ${g}, event ${events} (${event.type}): the contexts differ at …${mine.slice(at - 60, at + 60)} against …${theirs.slice(at - 60, at + 60)}`);
            }
          }
          expect(position.phase).to.equal('over');
        } finally {
          game.stop();
        }
      }
      console.log(`biggie-bills advance: phases met ${[...phases].sort().join(', ')}`);
      expect([...phases].sort()).to.include.members(['block/null', 'keep/end', 'keep/turn', 'main/null', 'over/null']);
    });

    it('chooses what playing every candidate out on every future with the machine chooses (omniscient and clairvoyant)', function () {
      this.timeout(300_000);
      // The reference: the look-ahead as first written (issue 25), every play-out run to the end on
      // an actor of the machine, scores summed as floats. The bots must choose as it does, with the
      // same random numbers drawn.
      const reference = (clairvoyantFuture: boolean, samples: number, margin: number) => (snapshot: BiggieBillsSnapshot, seat: number, rng: () => number) => {
        const v = definition.view(snapshot, seat);
        const hardChoice = bots.hard(v, rng);
        if (v.prompt?.type === 'keep') return hardChoice;
        const moves = candidates(v, seat, hardChoice);
        if (moves.length <= 1) return moves[0] ?? hardChoice;
        const seatBots = models(snapshot, seat);
        const runs = clairvoyantFuture ? (seatBots.includes(bots.random) ? 3 : 1) : samples;
        const futures = Array.from({ length: runs }, () => ({
          start: clairvoyantFuture ? snapshot : resampled(snapshot, rng),
          numbers: Array.from({ length: 512 }, () => rng()),
        }));
        const playOut = (start: BiggieBillsSnapshot, first: BiggieBillsEvent, numbers: number[]) => {
          let i = 0;
          const random = () => numbers[i++ % numbers.length]!;
          const actor = createActor(definition.machine, { snapshot: start as never, input: start.context.settings }).start();
          try {
            actor.send(first);
            for (let events = 0; definition.result(actor.getSnapshot()) === null && events < 2000; events++) {
              const now = actor.getSnapshot();
              const next = definition.toAct(now)[0]!;
              actor.send(seatBots[next]!(definition.view(now, next), random));
            }
            const result = definition.result(actor.getSnapshot());
            return result !== null && result.winners.includes(seat) ? 1 / result.winners.length : 0;
          } finally {
            actor.stop();
          }
        };
        const scores = moves.map((move) => futures.reduce((sum, { start, numbers }) => sum + playOut(start, move, numbers), 0));
        let best = 0;
        scores.forEach((score, i) => { if (score > scores[best]! + 1e-9) best = i; });
        return scores[best]! >= scores[0]! + margin - 1e-9 ? moves[best]! : hardChoice;
      };
      const pairs = [[omniscient, reference(false, 8, 2)], [clairvoyant, reference(true, 1, 1e-6)]] as const;
      let compared = 0;
      let differentFromHard = 0;
      for (const [index, [fast, slow]] of pairs.entries()) {
        for (const seed of [31, 32, 33, 34, 35, 36]) {
          const game = createGame(definition, { players: 4, seed, maxCycles: 20 });
          const rng = randomSource(seed);
          // Seat 1 plays random (a team that skips: the model plays it at random too).
          const others = [bots.normal, bots.random, bots.normal];
          try {
            for (let events = 0; definition.result(game.getSnapshot()) === null && events < 400; events++) {
              const snapshot = game.getSnapshot();
              const seat = definition.toAct(snapshot)[0]!;
              let event: BiggieBillsEvent;
              if (seat === 0) {
                const drawn: number[] = [];
                event = fast(snapshot, seat, () => {
                  const x = rng();
                  drawn.push(x);
                  return x;
                });
                let read = 0;
                const expected = slow(snapshot, seat, () => drawn[read++] ?? NaN);
                expect(JSON.stringify(event), `bot ${index}, seed ${seed}, event ${events}`).to.equal(JSON.stringify(expected));
                expect(read, 'the same random numbers drawn').to.equal(drawn.length);
                compared++;
                if (JSON.stringify(event) !== JSON.stringify(bots.hard(definition.view(snapshot, seat), () => 0))) differentFromHard++;
              } else {
                event = others[seat - 1]!(definition.view(snapshot, seat), rng);
              }
              sendChecked(definition, game, event);
            }
          } finally {
            game.stop();
          }
        }
      }
      console.log(`biggie-bills look-ahead vs reference: ${compared} decisions compared, ${differentFromHard} overruling the hard bot`);
      expect(compared).to.be.above(10);
      // Some decisions where the look-ahead overrules the hard bot: else the comparison would not tell much.
      expect(differentFromHard).to.be.above(0);
    });

    it('plays out on a future drawn anew: every dealt card where it was, each pile its own cards in another order, a new random state (BG-3, BG-5)', () => {
      const game = createGame(definition, { players: 4, seed: 11, maxCycles: 20 });
      const rng = randomSource(11);
      try {
        for (let events = 0; events < 40 && definition.result(game.getSnapshot()) === null; events++) {
          const snapshot = game.getSnapshot();
          const seat = definition.toAct(snapshot)[0]!;
          sendChecked(definition, game, bots.normal(definition.view(snapshot, seat), rng));
        }
        const snapshot = game.getSnapshot();
        const real = snapshot.context;
        const copy = resampled(snapshot, rng);
        const ctx = copy.context;
        expect(invariants(copy), 'the copy follows the rules').to.deep.equal([]);
        expect(copy.value).to.deep.equal(snapshot.value);
        const { decks, rng: state, ...dealt } = ctx;
        const { decks: realDecks, rng: realState, ...realDealt } = real;
        expect(dealt, 'hands, table, discards and the rest unchanged').to.deep.equal(realDealt);
        const sorted = (cards: readonly (number | string)[]) => [...cards].map(String).sort();
        for (const pile of ['growth', 'challenge', 'bonus', 'industry'] as const) {
          expect(sorted(decks[pile]), `${pile} pile holds the same cards`).to.deep.equal(sorted(realDecks[pile]));
        }
        expect(decks.growth.length, 'a pile to shuffle').to.be.above(5);
        expect(decks.growth, 'the Growth pile in another order').to.not.deep.equal(realDecks.growth);
        expect(state, 'a new random state').to.not.deep.equal(realState);
        expect(JSON.stringify(game.getSnapshot().context), 'the real game unchanged').to.equal(JSON.stringify(real));
      } finally {
        game.stop();
      }
    });
  });

  it('arena: hard wins more than its fair share against three normal bots (200 four-team games, seats rotated)', () => {
    // The issue-12 target (≥ 35% over 400 games) is measured by the bench (bench/bots.mjs); this
    // guards the direction with fixed seeds.
    const lineup: Level[] = ['hard', 'normal', 'normal', 'normal'];
    const games = 200;
    const wins = arenaWins(games, (g) => lineup.map((_, i) => lineup[(i + g) % 4]!), (g) => ({ players: 4, seed: 20_000 + g, maxCycles: 20 }), (g) => g);
    console.log(`biggie-bills hard vs three normal (${games} games): ${JSON.stringify(wins)}`);
    expect(wins.hard / games).to.be.above(0.25);
  });

  it('arena: hard > normal > easy > random (240 four-team games, seats rotated)', () => {
    const lineup: Level[] = ['hard', 'normal', 'easy', 'random'];
    const games = 240;
    const wins = arenaWins(games, (g) => lineup.map((_, i) => lineup[(i + g) % 4]!), (g) => ({ players: 4, seed: 10_000 + g, maxCycles: 30 }), (g) => g);
    console.log(`biggie-bills arena (${games} games): ${JSON.stringify(wins)}`);
    expect(wins.hard).to.be.above(wins.normal);
    expect(wins.normal).to.be.above(wins.easy * 2);
    expect(wins.easy).to.be.above(wins.random);
    expect(wins.hard / games).to.be.above(0.4);
  });
});
