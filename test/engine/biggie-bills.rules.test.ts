/**
 * BiggieBills$$$ rulings BG-1..BG-17 (RULES.md), one or more tests per ruling, each named after it.
 * Positions start from a fixed deal (`hands`, `first`) and, where a ruling needs a later position
 * (completed cards, cash, an Industry card), from a patched context. Expected amounts are worked
 * out here from the rulings and tables.
 */
import { expect } from '@open-wc/testing';
import {
  act, begun, cash, code, ctx, current, G, hand, I, passToCycle, passUntil, patch,
  paymentsSince, phase, result, setIndustry, setOrder, setTeam, start, toAct, view,
  type BiggieBillsContext, type Game, type HandSpec,
} from './bg-helpers.js';

/**
 * Three teams with known hands; seat 0 acts first and the order is 0, 1, 2. Every team has played
 * its first Growth card (`begun`), so it may skip: the BG-5 first-card tests start from `caseGame`.
 */
const HANDS: HandSpec[] = [
  hand([G.vendor, G.research, G.supply, G.software, G.patent, G.acquire], [G.prototype, G.brand, G.hiring, G.seed]),
  hand([G.prototype, G.vendor, G.digital, G.lab, G.vertical, G.acquire], [G.vendor, G.research, G.supply, G.digital]),
  hand([G.hiring, G.seed, G.loyalty, G.distribution, G.globalBrand, G.ipo], [G.vendor, G.software, G.patent, G.acquire]),
];

function setup(change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c, input: Partial<Parameters<typeof start>[0]> = {}): Game {
  return patch(start({ players: 3, seed: 7, first: 0, hands: HANDS, ...input }), (c) => change(begun(setOrder(c, [0, 1, 2]))));
}

/** Completed cards for a team (a position that takes turns to reach). */
const done = (seat: number, ...cards: number[]) => (c: BiggieBillsContext) => setTeam(c, seat, { completed: cards });
/** Several changes in a row. */
const all = (...changes: ((c: BiggieBillsContext) => BiggieBillsContext)[]) => (c: BiggieBillsContext) => changes.reduce((acc, f) => f(acc), c);
/** Sets a team's cash (and its cash at the start of the turn, BG-6). */
const money = (seat: number, amount: number) => (c: BiggieBillsContext) => {
  const next = setTeam(c, seat, { cash: amount });
  return next.turn ? { ...next, turn: { ...next.turn, startCash: next.teams.map((t) => t.cash) } } : next;
};
const inPlayOf = (game: Game, owner: number) => ctx(game).inPlay.filter((p) => p.owner === owner).map((p) => p.card);

/**
 * The position of the cases reported with the 2026-11-30 rulings (BG-4, BG-5, BG-14), with their
 * exact hands: seed 7, `first` 0, so cycle 1 runs the order 0, 2, 1. Team 0 holds only Stage 1
 * Growth cards (4 Brand Identity, 1 Vendor Management, …); team 1 holds one Stage 1 card (2 Market
 * Research) and a Flexible Challenge for Stages 1–2; team 2 holds no Stage 1 card.
 */
const CASE_HANDS: HandSpec[] = [
  { growth: [4, 1, 2, 3, 5, 6], challenge: [7, 8, 9, 10] },
  { growth: [2, 13, 14, 15, 16, 17], challenge: [19, 20, 21, 22], bonus: ['flex12'] },
  { growth: [7, 13, 14, 15, 16, 17], challenge: [19, 20, 21, 22] },
];
const caseGame = (input: Partial<Parameters<typeof start>[0]> = {}): Game => start({ players: 3, seed: 7, first: 0, hands: CASE_HANDS, ...input });

describe('BiggieBills rulings', () => {
  describe('BG-1 decks', () => {
    const count = (ids: readonly number[]) => {
      const m = new Map<number, number>();
      for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
      return m;
    };
    const allGrowth = (c: BiggieBillsContext) => [...c.decks.growth, ...c.teams.flatMap((t) => t.growth)];
    const allChallenge = (c: BiggieBillsContext) => [...c.decks.challenge, ...c.teams.flatMap((t) => t.challenge)];

    it('BG-1: 3–4 teams play with 3 copies of each Growth card, 2 of each Challenge card, 12 + 12 + 24 Bonus cards', () => {
      for (const players of [3, 4]) {
        const c = ctx(start({ players, seed: players }));
        const growth = count(allGrowth(c));
        expect(growth.size).to.equal(24);
        for (let id = 1; id <= 24; id++) expect(growth.get(id), `growth ${id}`).to.equal(3);
        const challenge = count(allChallenge(c));
        for (let id = 1; id <= 24; id++) expect(challenge.get(id), `challenge ${id}`).to.equal(2);
        const bonus = c.decks.bonus;
        expect(bonus.filter((k) => k === 'flex12')).to.have.length(12);
        expect(bonus.filter((k) => k === 'flex34')).to.have.length(12);
        expect(bonus.filter((k) => k === 'block')).to.have.length(24);
      }
    });

    it('BG-1: 5–8 teams play with 6 copies of each Growth card, 4 of each Challenge card and doubled Bonus cards', () => {
      for (const players of [5, 8]) {
        const c = ctx(start({ players, seed: players }));
        const growth = count(allGrowth(c));
        for (let id = 1; id <= 24; id++) expect(growth.get(id), `growth ${id}`).to.equal(6);
        const challenge = count(allChallenge(c));
        for (let id = 1; id <= 24; id++) expect(challenge.get(id), `challenge ${id}`).to.equal(4);
        expect(c.decks.bonus.filter((k) => k === 'flex12')).to.have.length(24);
        expect(c.decks.bonus.filter((k) => k === 'flex34')).to.have.length(24);
        expect(c.decks.bonus.filter((k) => k === 'block')).to.have.length(48);
      }
    });

    it('BG-1: the 24 Industry cards, one copy each, wait in a shuffled deck', () => {
      const c = ctx(start({ players: 4, seed: 3 }));
      expect([...c.decks.industry].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 24 }, (_, i) => i + 1));
      const other = ctx(start({ players: 4, seed: 4 }));
      expect(other.decks.industry).not.to.deep.equal(c.decks.industry);
    });

    it('BG-1: a host may pass its own tables in the same shape, and the game uses them', () => {
      const growth = [
        { id: 1, stage: 1, name: 'Lemonade', cost: 10, first: 30, later: 20, penalty: 6 },
        { id: 2, stage: 1, name: 'Bake Sale', cost: 12, first: 33, later: 22, penalty: 8 },
        { id: 3, stage: 2, name: 'Food Truck', cost: 40, first: 90, later: 70, penalty: 20 },
        { id: 4, stage: 3, name: 'Diner', cost: 90, first: 200, later: 150, penalty: 40 },
        { id: 5, stage: 4, name: 'Chain', cost: 150, first: 400, later: 300, penalty: 90 },
        { id: 6, stage: 4, name: 'Buyout', cost: 150, first: 200, later: 200, penalty: 60, acquire: true },
      ];
      const industry = [{ id: 9, name: 'Calm', text: 'Nothing happens.', effects: [] }];
      const game = patch(start({ players: 3, seed: 1, first: 0, tables: { growth, industry } }), begun); // teams that may skip (BG-5)
      const c = ctx(game);
      expect(c.teams.every((t) => t.growth.every((id) => id >= 1 && id <= 6))).to.equal(true);
      // Table C's rule applied to the custom table: half the penalty rounded up to $5M.
      expect(c.settings.tables.challenge.map((card) => card.blockPenalty)).to.deep.equal([5, 5, 10, 20, 45, 30]);
      expect(c.settings.tables.challenge[2]!.name).to.equal('Challenge: Food Truck');
      expect(view(game, 0).tables.growth[0]!.name).to.equal('Lemonade');
      passToCycle(game, 2);
      expect(ctx(game).industry).to.equal(9);
    });
  });

  describe('BG-2 setup', () => {
    it('BG-2: every team starts with $200M, 6 Growth and 4 Challenge cards, and no Bonus card', () => {
      for (const players of [3, 5, 8]) {
        const game = start({ players, seed: 11 });
        for (const team of ctx(game).teams) {
          expect(team.cash).to.equal(200);
          expect(team.growth).to.have.length(6);
          expect(team.challenge).to.have.length(4);
          expect(team.bonus).to.deep.equal([]);
        }
        expect(view(game, null).cash).to.deep.equal(Array<number>(players).fill(200));
        expect(view(game, 0).target).to.equal(1000);
      }
    });

    it('BG-2: startingCash and target are options', () => {
      const game = start({ players: 4, seed: 2, startingCash: 350, target: 2000 });
      expect(cash(game)).to.deep.equal([350, 350, 350, 350]);
      expect(view(game, 1)).to.include({ startingCash: 350, target: 2000 });
    });

    it('BG-2: hands are secret: each view holds its own hand only, cash is public', () => {
      const game = setup();
      expect(view(game, 1).hand!.growth.map((g) => g.card)).to.deep.equal(HANDS[1]!.growth);
      expect(view(game, 1).hand!.challenge.map((g) => g.card)).to.deep.equal(HANDS[1]!.challenge);
      expect(view(game, null).hand).to.equal(null);
      expect(view(game, 2).teams[1]!.handSize).to.deep.equal({ growth: 6, challenge: 4 });
      expect(JSON.stringify(view(game, 2).teams)).not.to.contain('"growth":[');
    });
  });

  describe('BG-3 business cycle', () => {
    it('BG-3: a cycle runs a drawn order of the teams twice, then the next cycle draws a new order', () => {
      const game = patch(start({ players: 5, seed: 21 }), begun); // teams that may skip (BG-5)
      const order = ctx(game).order;
      expect([...order].sort()).to.deep.equal([0, 1, 2, 3, 4]);
      const turns: number[] = [];
      for (let i = 0; i < 10; i++) {
        turns.push(current(game));
        act(game, { type: 'SKIP', seat: current(game) });
      }
      expect(turns).to.deep.equal([...order, ...order]);
      expect(ctx(game).cycle).to.equal(2);
      const orders = new Set<string>();
      for (let seed = 0; seed < 20; seed++) orders.add(JSON.stringify(ctx(start({ players: 5, seed })).order));
      expect(orders.size).to.be.above(10);
    });

    it('BG-3: no Industry card in cycle 1; from cycle 2 one is drawn each cycle, without replacement until all 24 were used', () => {
      const game = patch(start({ players: 3, seed: 5, startingCash: 100_000, target: 1_000_000 }), begun); // teams that may skip (BG-5)
      expect(ctx(game).industry).to.equal(null);
      expect(view(game, 0).industry).to.equal(null);
      const drawn: number[] = [];
      for (let cycle = 2; cycle <= 26; cycle++) {
        passToCycle(game, cycle);
        drawn.push(ctx(game).industry!);
        expect(view(game, 0).industry!.id).to.equal(ctx(game).industry);
      }
      expect(new Set(drawn.slice(0, 24)).size).to.equal(24);
      expect(ctx(game).log.some((e) => e.type === 'reshuffle' && e.deck === 'industry')).to.equal(true);
    });

    it('BG-3: at cycle end every active Growth card of every team completes', () => {
      const game = setup();
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
      act(game, { type: 'PLAY_GROWTH', seat: 2, card: G.hiring });
      expect(ctx(game).cycle).to.equal(2);
      expect(ctx(game).teams.map((t) => t.completed)).to.deep.equal([[G.vendor], [G.prototype], [G.hiring]]);
      // 200 − 10 (skip) − cost + first payoff.
      expect(cash(game)).to.deep.equal([200 - 10 - 20 + 50, 200 - 10 - 30 + 70, 200 - 10 - 35 + 80]);
    });

    it('BG-3: an Industry card lasts one cycle only', () => {
      const game = nextIndustries(setup(), I.creditCrunch, I.stable);
      passToCycle(game, 2);
      expect(ctx(game).industry).to.equal(I.creditCrunch);
      expect(view(game, 0).hand!.growth.find((g) => g.card === G.vendor)!.cost).to.equal(25);
      passToCycle(game, 3);
      expect(view(game, 0).hand!.growth.find((g) => g.card === G.vendor)!.cost).to.equal(20);
      expect(ctx(game).industry).to.equal(I.stable);
      expect(view(game, 0).rules).to.deep.equal({ twoCardPlay: false, marketFreeze: false, openSeason: false, antitrustReview: false, exchangeFee: 5, skipFine: 10 });
    });
  });

  describe('BG-4 a turn', () => {
    it('BG-4: the turn begins with the team\'s own active cards completing, then it takes one main action', () => {
      const game = setup();
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research });
      expect(current(game)).to.equal(1); // one main action: the turn is over
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(current(game)).to.equal(0);
      expect(ctx(game).log.slice(-3).map((e) => e.type)).to.deep.equal(['turn', 'complete', 'pay']);
      expect(ctx(game).teams[0]!.completed).to.deep.equal([G.research]);
      expect(cash(game)[0]).to.equal(200 - 25 + 60);
      expect(view(game, 0).prompt).to.deep.equal({ type: 'turn', round: 2, mainLeft: 1, freeLeft: 1, acted: 0 });
    });

    it('BG-4: two-card play allows two main actions (Expansion Boom)', () => {
      const game = nextIndustries(setup(), I.expansionBoom);
      passToCycle(game, 2);
      passUntil(game, 0);
      expect(view(game, 0).prompt).to.include({ type: 'turn', mainLeft: 2, freeLeft: 2 });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(current(game)).to.equal(0);
      expect(view(game, 0).prompt).to.include({ mainLeft: 1, acted: 1 });
      expect(code(game, { type: 'SKIP', seat: 0 })).to.equal('whole-turn');
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research });
      expect(current(game)).not.to.equal(0);
      expect(ctx(game).inPlay.filter((p) => p.owner === 0).map((p) => p.card)).to.deep.equal([G.vendor, G.research]);
    });

    it('BG-4: END_TURN forgoes the second action of two-card play (Merger Mania); not before a main action', () => {
      const game = nextIndustries(setup(), I.mergerMania);
      passToCycle(game, 2);
      passUntil(game, 0);
      expect(code(game, { type: 'END_TURN', seat: 0 })).to.equal('main-action-needed');
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'END_TURN', seat: 0 });
      expect(current(game)).not.to.equal(0);
    });
    it('BG-4: a Flexible Challenge may be the whole turn: END_TURN after it, no fine', () => {
      const game = caseGame();
      expect(ctx(game).order).to.deep.equal([0, 2, 1]);
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: 2 });
      act(game, { type: 'END_TURN', seat: 1 }); // it holds a Bonus card: it ends its turn itself
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      // Team 1's round-2 turn: Market Research completed (+$60M), so it may challenge a Stage 1 card first.
      act(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: 1 });
      expect(current(game)).to.equal(1);
      expect(view(game, 1).actions!.endTurn).to.deep.equal({ ok: true });
      const from = ctx(game).log.length;
      act(game, { type: 'END_TURN', seat: 1 });
      expect(ctx(game).log[from]).to.deep.equal({ type: 'end-turn', seat: 1 });
      expect(ctx(game).log.some((e) => e.type === 'skip' && e.seat === 1)).to.equal(false);
      expect(ctx(game).log.filter((e) => e.type === 'pay' && e.payer === 1 && e.why !== 'cost')).to.deep.equal([]);
      // 200 − 25 (Market Research) + 60 (its first payoff) + 10 (the penalty of Vendor Management): no fine.
      expect(cash(game)[1]).to.equal(245);
      expect(ctx(game).cycle).to.equal(2);
    });

    it('BG-4, BG-5: before its first Growth card a team cannot make a Flexible Challenge its turn while it holds a Stage 1 card it can pay for', () => {
      const game = patch(caseGame(), setIndustryTo(I.openSeason)); // any team may challenge first
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: 4 }); // the free action is allowed
      expect(code(game, { type: 'END_TURN', seat: 1 })).to.equal('first-growth-card');
      expect(code(game, { type: 'SKIP', seat: 1 })).to.equal('first-growth-card');
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: 2 });
      expect(current(game)).to.equal(0);
    });
  });

  describe('BG-5 playing a Growth card', () => {
    it('BG-5: until a team has played its first Growth card, its main action must be a Stage 1 Growth card it can pay for', () => {
      const game = caseGame();
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 })).to.equal('ok');
      expect(code(game, { type: 'SKIP', seat: 0 })).to.equal('first-growth-card');
      expect(code(game, { type: 'EXCHANGE', seat: 0, growth: [5, 6], challenge: [] })).to.equal('card-playable');
      expect(view(game, 0).actions!.skip).to.include({ ok: false, code: 'first-growth-card' });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 });
      act(game, { type: 'SKIP', seat: 2 });
      // Team 1 holds "Challenge: Brand Identity" and (Open Season) may challenge first; its main
      // action must still be its Stage 1 card.
      const open = patch(game, all(setIndustryTo(I.openSeason), (c) => setTeam(c, 1, { challenge: [4, 20, 21, 22] })));
      expect(code(open, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: 4 })).to.equal('first-growth-card');
      expect(view(open, 1).hand!.challenge.find((c) => c.card === 4)!.verdict).to.include({ ok: false, code: 'first-growth-card' });
      act(open, { type: 'PLAY_GROWTH', seat: 1, card: 2 });
      act(open, { type: 'END_TURN', seat: 1 }); // it holds a Bonus card: it ends its turn itself
      // Once it has played one, the team may skip.
      act(open, { type: 'SKIP', seat: 0 });
      act(open, { type: 'SKIP', seat: 2 });
      expect(code(open, { type: 'SKIP', seat: 1 })).to.equal('ok');
    });

    it('BG-5: a team that holds no Stage 1 card it can pay for may skip or exchange before its first Growth card', () => {
      const game = caseGame();
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 });
      // Team 2 holds no Stage 1 card (and no Challenge card it could play).
      expect(code(game, { type: 'SKIP', seat: 2 })).to.equal('ok');
      expect(code(game, { type: 'EXCHANGE', seat: 2, growth: [7, 13], challenge: [] })).to.equal('ok');
      // $15M: no Stage 1 card of team 0's is affordable (the cheapest costs $20M).
      const poor = caseGame({ startingCash: 15 });
      expect(code(poor, { type: 'SKIP', seat: 0 })).to.equal('ok');
      expect(code(poor, { type: 'EXCHANGE', seat: 0, growth: [5, 6], challenge: [] })).to.equal('ok');
    });

    it('BG-5: a first Growth card that was challenged and left play still counts as played', () => {
      const game = patch(caseGame(), setIndustryTo(I.openSeason));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: 1 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: 2 });
      // Team 0's round-2 turn: its challenged Vendor Management left play; it has completed nothing.
      expect(ctx(game).teams[0]!.completed).to.deep.equal([]);
      expect(inPlayOf(game, 0)).to.deep.equal([]);
      expect(code(game, { type: 'SKIP', seat: 0 })).to.equal('ok');
    });

    it('BG-5: the cost is paid at once, the card becomes active and a replacement is drawn', () => {
      const game = setup();
      const deck = ctx(game).decks.growth.length;
      const top = ctx(game).decks.growth.at(-1)!;
      const from = ctx(game).log.length;
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(cash(game)[0]).to.equal(180);
      expect(inPlayOf(game, 0)).to.deep.equal([G.vendor]);
      expect(ctx(game).teams[0]!.growth).to.have.length(6);
      expect(ctx(game).teams[0]!.growth.at(-1)).to.equal(top);
      expect(ctx(game).decks.growth).to.have.length(deck - 1);
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 'bank', amount: 20, ruling: 'BG-5', why: 'cost', card: G.vendor }]);
      expect(view(game, 2).teams[0]!.inPlay[0]).to.include({ card: G.vendor, challenged: false });
    });

    it('BG-5: Stage 1 cards always; a Stage N card only after completing a Stage N−1 card', () => {
      const game = setup();
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.supply })).to.equal('stage-locked');
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.software })).to.equal('stage-locked');
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('ok');
      const later = setup(done(0, G.research));
      expect(code(later, { type: 'PLAY_GROWTH', seat: 0, card: G.supply })).to.equal('ok');
      expect(code(later, { type: 'PLAY_GROWTH', seat: 0, card: G.software })).to.equal('stage-locked');
      const higher = setup(done(0, G.research, G.digital));
      expect(code(higher, { type: 'PLAY_GROWTH', seat: 0, card: G.software })).to.equal('ok');
      // A lower stage stays open.
      expect(code(higher, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('ok');
    });

    it('BG-5: not a card the team completed before, nor one it has in play', () => {
      const game = setup(done(0, G.vendor));
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('already-completed');
      const twice = setup((c) => setTeam(c, 0, { growth: [G.vendor, G.vendor, G.research] }), {});
      const two = patch(twice, (c) => ({ ...c, inPlay: [{ owner: 0, card: G.vendor, target: null, challengers: [], challengedBy: [], shielded: false }] }));
      expect(code(two, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('already-in-play');
    });

    it('BG-5: a card the team cannot pay for (after Industry effects) is refused', () => {
      const poor = setup(money(0, 19));
      expect(code(poor, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('cannot-afford');
      expect(code(poor, { type: 'PLAY_GROWTH', seat: 0, card: G.research })).to.equal('cannot-afford');
      const exact = setup(money(0, 20));
      expect(code(exact, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('ok');
      const crunch = setup(all(money(0, 24), setIndustryTo(I.creditCrunch)));
      expect(code(crunch, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('cannot-afford'); // 20 × 1.25 = 25
    });

    it('BG-5: an empty deck is refilled from its shuffled discards; with no discards no card is drawn', () => {
      const refill = setup((c) => ({ ...c, decks: { ...c.decks, growth: [] }, discards: { ...c.discards, growth: [G.ipo, G.ipo] } }));
      act(refill, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(ctx(refill).teams[0]!.growth.at(-1)).to.equal(G.ipo);
      expect(ctx(refill).decks.growth).to.deep.equal([G.ipo]);
      expect(ctx(refill).discards.growth).to.deep.equal([]);
      expect(ctx(refill).log.some((e) => e.type === 'reshuffle' && e.deck === 'growth')).to.equal(true);
      const empty = setup((c) => ({ ...c, decks: { ...c.decks, growth: [] }, discards: { ...c.discards, growth: [] } }));
      act(empty, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(ctx(empty).teams[0]!.growth).to.have.length(5);
    });
  });

  describe('BG-6 Acquire a Competitor', () => {
    const ready = all(done(0, G.vendor, G.supply, G.software), money(0, 400), money(1, 500), money(2, 600));

    it('BG-6: needs completed cards in Stages 1, 2 and 3, a target, and cash ≥ 75% of the target\'s at the start of the turn', () => {
      const game = setup(ready);
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 })).to.equal('ok'); // 400 ≥ 375
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 2 })).to.equal('target-too-rich'); // 400 < 450
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire })).to.equal('target-needed');
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 0 })).to.equal('bad-target');
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor, target: 1 })).to.equal('already-completed');
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research, target: 1 })).to.equal('bad-target');
      const early = setup(all(done(0, G.vendor, G.supply), money(0, 400)));
      expect(code(early, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 })).to.equal('stage-locked');
      // Cash that changes during the turn does not count: the start of the turn does.
      const changed = patch(setup(ready), (c) => setTeam(c, 1, { cash: 600 }));
      expect(code(changed, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 })).to.equal('ok');
    });

    it('BG-6: on completion the target is out; the acquirer gets the payoff, 25% of the target\'s cash and its cards, and keeps 6 Growth and 4 Challenge cards of its choice', () => {
      const game = setup(ready);
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      expect(cash(game)[0]).to.equal(150);
      const targetHand = { ...ctx(game).teams[1]! };
      act(game, { type: 'SKIP', seat: 1 }); // 500 − 10 = 490
      act(game, { type: 'SKIP', seat: 2 });
      // Seat 0's next turn: the acquisition completes.
      expect(ctx(game).teams[1]!.out).to.equal('acquired');
      expect(cash(game)[0]).to.equal(150 + 300 + 123); // 25% of 490 = 122.5 → 123
      expect(cash(game)[1]).to.equal(0);
      expect(view(game, 2).out).to.deep.equal([null, 'acquired', null]);
      expect(phase(game)).to.equal('keep');
      expect(toAct(game)).to.deep.equal([0]);
      const team = ctx(game).teams[0]!;
      expect(team.growth).to.have.length(12);
      expect(team.challenge).to.have.length(8);
      expect(view(game, 0).prompt).to.deep.equal({ type: 'keep', growth: 6, challenge: 4 });
      const keepGrowth = targetHand.growth.slice(0, 6);
      const keepChallenge = targetHand.challenge.slice(0, 4);
      expect(code(game, { type: 'KEEP', seat: 0, growth: keepGrowth.slice(0, 5), challenge: keepChallenge })).to.equal('bad-keep');
      act(game, { type: 'KEEP', seat: 0, growth: keepGrowth, challenge: keepChallenge });
      expect(ctx(game).teams[0]!.growth).to.deep.equal(keepGrowth);
      expect(ctx(game).teams[0]!.challenge).to.deep.equal(keepChallenge);
      expect(ctx(game).discards.growth).to.have.length(6);
      expect(ctx(game).discards.challenge).to.have.length(4);
      expect(phase(game)).to.equal('main');
      expect(current(game)).to.equal(0);
      const pays = ctx(game).log.filter((e) => e.type === 'pay' && e.ruling === 'BG-6');
      expect(pays).to.deep.equal([
        { type: 'pay', payer: 1, payee: 0, amount: 123, ruling: 'BG-6', why: 'acquisition' },
        { type: 'pay', payer: 1, payee: 'bank', amount: 367, ruling: 'BG-6', why: 'acquired-cash' },
      ]);
    });

    it('BG-6: the acquirer also gets the target\'s Bonus cards', () => {
      const game = setup(all(ready, (c) => setTeam(c, 1, { bonus: ['block', 'flex34'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      act(game, { type: 'SKIP', seat: 1 });
      // A team holding Bonus cards ends its turn itself (END_TURN): its turn may hold a free Flexible Challenge.
      expect(current(game)).to.equal(1);
      act(game, { type: 'END_TURN', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(ctx(game).teams[0]!.bonus).to.deep.equal(['block', 'flex34']);
    });

    it('BG-6: 25% of the target\'s cash rounds to the nearest $1M', () => {
      const game = setup(all(ready, money(1, 15)));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      act(game, { type: 'SKIP', seat: 1 }); // 15 − 10 = 5
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game)[0]).to.equal(150 + 300 + 1); // 25% of 5 = 1.25 → 1
    });

    it('BG-6: if the target left the game before completion, the card completes with its payoff only', () => {
      const before = setup(all(ready, money(1, 10)));
      act(before, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      act(before, { type: 'SKIP', seat: 1 }); // pays its last 10: bankrupt
      expect(ctx(before).teams[1]!.out).to.equal('bankrupt');
      act(before, { type: 'SKIP', seat: 2 });
      expect(cash(before)[0]).to.equal(150 + 300);
      expect(ctx(before).teams[0]!.completed).to.include(G.acquire);
      expect(phase(before)).to.equal('main');
    });

    it('BG-6: Antitrust Review forbids Acquire a Competitor', () => {
      const game = setup(all(ready, setIndustryTo(I.antitrust)));
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 })).to.equal('antitrust-review');
    });

    it('BG-6: an acquisition completing at cycle end asks for the cards to keep before the next cycle', () => {
      const g2 = setup(ready);
      act(g2, { type: 'SKIP', seat: 0 });
      act(g2, { type: 'SKIP', seat: 1 });
      act(g2, { type: 'SKIP', seat: 2 });
      act(g2, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      act(g2, { type: 'SKIP', seat: 1 });
      act(g2, { type: 'SKIP', seat: 2 });
      expect(ctx(g2).teams[1]!.out).to.equal('acquired');
      expect(phase(g2)).to.equal('keep');
      expect(ctx(g2).cycle).to.equal(1);
      const team = ctx(g2).teams[0]!;
      act(g2, { type: 'KEEP', seat: 0, growth: team.growth.slice(0, 6), challenge: team.challenge.slice(0, 4) });
      expect(ctx(g2).cycle).to.equal(2);
      expect(phase(g2)).to.equal('main');
    });
  });

  describe('BG-7 winning', () => {
    it('BG-7a: the first team whose cash reaches the target wins at once', () => {
      const game = setup(money(0, 970));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }); // 950
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      // Seat 0's turn begins: Vendor Management pays 50 → 1000.
      expect(result(game)).to.deep.include({ winners: [0] });
      expect(game.getSnapshot().status).to.equal('done');
      expect(ctx(game).result!.reason).to.equal('target');
      expect(toAct(game)).to.deep.equal([]);
      expect(result(game)!.scores).to.deep.equal([1000, 190, 190]);
      expect(result(game)!.ranking).to.deep.equal([[0], [1, 2]]);
    });

    it('BG-7a: a team that reaches the target at cycle end wins and is not acquired in the same settlement', () => {
      // Team 1 climbs to Stage 4 and plays Acquire a Competitor against team 0 in the last turn of
      // cycle 2; team 0's National Distribution Network completes in the same settlement and takes it
      // past the target. Team 2 holds no Stage 1 card and skips. Seed 12 draws Open Market for cycle 2.
      const game = start({
        players: 3, seed: 12, first: 0, startingCash: 200, target: 500,
        hands: [
          hand([G.vendor, G.digital, G.lab, G.distribution, G.prototype, G.brand], [G.automation, G.international, G.venture, G.conglomerate]),
          hand([G.research, G.supply, G.software, G.acquire, G.hiring, G.seed], [G.loyalty, G.quality, G.partnership, G.regional]),
          hand([G.patent, G.vertical, G.globalBrand, G.ipo, G.conglomerate, G.venture], [G.patent, G.vertical, G.globalBrand, G.ipo]),
        ],
      });
      const moves: [number, number | null, number?][] = [
        // cycle 1, order 0, 1, 2 (twice)
        [0, G.vendor], [1, G.research], [2, null], [0, G.digital], [1, G.supply], [2, null],
        // cycle 2, order 0, 2, 1 (twice)
        [0, G.lab], [2, null], [1, G.software], [0, G.distribution], [2, null],
      ];
      for (const [seat, card] of moves) act(game, card === null ? { type: 'SKIP', seat } : { type: 'PLAY_GROWTH', seat, card });
      expect(ctx(game).cycle).to.equal(2);
      expect(ctx(game).industry).to.equal(I.openMarket);
      expect(ctx(game).order).to.deep.equal([0, 2, 1]);
      // 200 − 20 + 50 − 55 + 120 − 110 + 230 − 120 = 295; team 1: 200 − 25 + 60 − 50 + 110 − 100 + 210 = 405.
      expect(cash(game)).to.deep.equal([295, 405, 160]);
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.acquire, target: 0 }); // 405 − 250 = 155
      // Cycle end: team 0 + 250 = 545 ≥ 500; team 1 + 300 = 455. The acquisition never takes effect.
      expect(ctx(game).result).to.deep.equal({ winners: [0], reason: 'target' });
      expect(cash(game)).to.deep.equal([545, 455, 160]);
      expect(ctx(game).teams[0]!.out).to.equal(null);
      expect(ctx(game).log.some((e) => e.type === 'acquire' || e.type === 'out')).to.equal(false);
      expect(ctx(game).teams[1]!.completed).to.include(G.acquire);
      expect(result(game)!.ranking).to.deep.equal([[0], [1], [2]]);
    });

    it('BG-7b: when every other team is bankrupt or acquired, the last team wins', () => {
      const game = setup(all(money(1, 10), money(2, 10)));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      expect(ctx(game).teams[1]!.out).to.equal('bankrupt');
      expect(result(game)).to.equal(null);
      act(game, { type: 'SKIP', seat: 2 });
      expect(result(game)).to.deep.equal({ winners: [0], ranking: [[0], [2], [1]], scores: [190, 0, 0], reason: 'last-team' });
      expect(ctx(game).result!.reason).to.equal('last-team');
    });

    it('BG-7c: several teams over the target in the same settlement: the most cash wins', () => {
      const game = setup(all(money(0, 990), money(1, 995)));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }); // 980 − 20, +50 at cycle end = 1010
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype }); // 985 − 30, +70 = 1025
      expect(result(game)).to.equal(null);
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game)).to.deep.equal([1010, 1025, 180]);
      expect(result(game)!.winners).to.deep.equal([1]);
      expect(result(game)!.ranking).to.deep.equal([[1], [0], [2]]);
      expect(ctx(game).result!.reason).to.equal('target');
    });

    it('BG-7c: equal cash: the most completed Growth cards wins, else the win is shared', () => {
      const game = setup(all(money(0, 990), money(1, 1005)));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }); // 980 − 20 + 50 (first) = 1010
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.vendor }); // 995 − 20 + 35 (later) = 1010
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game).slice(0, 2)).to.deep.equal([1010, 1010]);
      expect(result(game)!.winners).to.deep.equal([0, 1]);
      expect(result(game)!.ranking[0]).to.deep.equal([0, 1]);
      const more = setup(all(money(0, 990), money(1, 1005), done(1, G.research)));
      act(more, { type: 'SKIP', seat: 0 });
      act(more, { type: 'SKIP', seat: 1 });
      act(more, { type: 'SKIP', seat: 2 });
      act(more, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(more, { type: 'PLAY_GROWTH', seat: 1, card: G.vendor });
      act(more, { type: 'SKIP', seat: 2 });
      expect(result(more)!.winners).to.deep.equal([1]); // 2 completed cards against 1
    });

    it('BG-7d: with maxCycles, the most cash after the last cycle wins, then the most completed cards', () => {
      const game = setup(all(money(2, 300)), { maxCycles: 1 });
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype }); // completes at cycle end: 190 − 30 + 70 = 230
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game)).to.deep.equal([180, 230, 280]);
      expect(ctx(game).result).to.deep.equal({ winners: [2], reason: 'cycles' });
      expect(result(game)!.ranking).to.deep.equal([[2], [1], [0]]);
    });

    it('BG-7d: TIME_UP, sent by the host, ends a timed game: most cash wins, nothing settles', () => {
      const game = setup(money(1, 500), { timeLimitMinutes: 45 });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'TIME_UP', seat: 2 });
      expect(ctx(game).result).to.deep.equal({ winners: [1], reason: 'time' });
      expect(ctx(game).teams[0]!.completed).to.deep.equal([]);
      expect(ctx(game).log.at(-2)).to.deep.equal({ type: 'time-up', seat: 2 });
      expect(view(game, 0).timeLimitMinutes).to.equal(45);
      const untimed = setup();
      expect(code(untimed, { type: 'TIME_UP', seat: 0 })).to.equal('no-time-limit');
    });
  });

  describe('BG-8 completion', () => {
    it('BG-8: the first team ever to complete a card gets the first payoff, later teams the later payoff', () => {
      const game = setup();
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.vendor });
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game)[0]).to.equal(180 + 50);
      act(game, { type: 'SKIP', seat: 0 });
      expect(cash(game)[1]).to.equal(180 + 35);
      const completes = ctx(game).log.filter((e) => e.type === 'complete');
      expect(completes).to.deep.equal([
        { type: 'complete', seat: 0, card: G.vendor, first: true },
        { type: 'complete', seat: 1, card: G.vendor, first: false },
      ]);
    });

    it('BG-8: a card completes at the owner\'s next turn or at cycle end, whichever comes first', () => {
      const game = setup();
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'PLAY_GROWTH', seat: 2, card: G.seed }); // round 1: completes at seat 2's round-2 turn
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }); // round 2: completes at cycle end
      act(game, { type: 'SKIP', seat: 1 });
      expect(ctx(game).teams[2]!.completed).to.deep.equal([G.seed]);
      expect(ctx(game).teams[0]!.completed).to.deep.equal([]);
      act(game, { type: 'SKIP', seat: 2 });
      expect(ctx(game).teams[0]!.completed).to.deep.equal([G.vendor]);
    });

    it('BG-8: at cycle end two teams completing the same card settle in the order they played it', () => {
      const game = setup();
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.vendor });
      const g = patch(game, (c) => setTeam(c, 2, { growth: [G.vendor, ...c.teams[2]!.growth.slice(1)] }));
      act(g, { type: 'PLAY_GROWTH', seat: 2, card: G.vendor });
      expect(ctx(g).log.filter((e) => e.type === 'complete')).to.deep.equal([
        { type: 'complete', seat: 1, card: G.vendor, first: true },
        { type: 'complete', seat: 2, card: G.vendor, first: false },
      ]);
    });
  });

  describe('BG-9 playing a Challenge card', () => {
    /** Seat 0 has Vendor Management active; seats 1 and 2 hold "Challenge: Vendor Management" and have completed nothing. */
    const challengeable = () => {
      const game = setup();
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      return game;
    };

    it('BG-9: the challenger must hold the matching Challenge card', () => {
      const game = setup(done(1, G.research));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research }); // only seat 1 holds Challenge: Market Research
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.research })).to.equal('ok');
      act(game, { type: 'SKIP', seat: 1 });
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.research })).to.equal('no-matching-card');
    });

    it('BG-9: the first challenger must have completed a card of the same stage; later challengers need not', () => {
      const game = challengeable();
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor })).to.equal('not-eligible');
      const eligible = patch(game, done(1, G.brand));
      act(eligible, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      // Seat 2 has completed nothing but is now a later challenger.
      expect(code(eligible, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.vendor })).to.equal('ok');
    });

    it('BG-9: only another team\'s card in play, and each team challenges a card once', () => {
      const game = patch(challengeable(), all(done(1, G.brand), (c) => setTeam(c, 1, { challenge: [G.vendor, G.vendor, G.research, G.supply] })));
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 2, card: G.vendor })).to.equal('not-in-play');
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      // Seat 1's next turn in this cycle never comes before seat 0's: check the rule on a patched turn.
      const again = patch(game, (c) => ({ ...c, turn: { ...c.turn!, seat: 1, mainLeft: 1, acted: 0 }, order: [1, 2, 0], turnIndex: 0 }));
      expect(code(again, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor })).to.equal('already-challenged');
      const own = patch(again, (c) => ({ ...c, inPlay: [...c.inPlay, { owner: 1, card: G.research, target: null, challengers: [], challengedBy: [], shielded: false }] }));
      expect(code(own, { type: 'PLAY_CHALLENGE', seat: 1, owner: 1, card: G.research })).to.equal('own-card');
    });

    it('BG-9: a Challenge card is a main action; the challenger draws a replacement', () => {
      const game = patch(challengeable(), done(1, G.brand));
      const top = ctx(game).decks.challenge.at(-1)!;
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(current(game)).to.equal(2);
      expect(ctx(game).teams[1]!.challenge).to.have.length(4);
      expect(ctx(game).teams[1]!.challenge.at(-1)).to.equal(top);
      expect(ctx(game).discards.challenge).to.deep.equal([G.vendor]);
    });
  });

  describe('BG-10 effect of a challenge', () => {
    it('BG-10: a challenged card pays its penalty to the challenger and never completes', () => {
      const game = patch(setup(), done(1, G.brand));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      const from = ctx(game).log.length;
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 1, amount: 10, ruling: 'BG-10', why: 'penalty', card: G.vendor }]);
      expect(cash(game)).to.deep.equal([170, 210, 200]);
      expect(view(game, 2).teams[0]!.inPlay[0]).to.include({ card: G.vendor, challenged: true });
      expect(view(game, 2).teams[0]!.inPlay[0]!.challengers).to.deep.equal([1]);
      act(game, { type: 'SKIP', seat: 2 });
      // Seat 0's next turn: the card leaves play without paying.
      expect(ctx(game).teams[0]!.completed).to.deep.equal([]);
      expect(inPlayOf(game, 0)).to.deep.equal([]);
      expect(cash(game)[0]).to.equal(170);
      expect(ctx(game).discards.growth).to.include(G.vendor);
      expect(ctx(game).log.filter((e) => e.type === 'leave-play')).to.deep.equal([{ type: 'leave-play', seat: 0, card: G.vendor, reason: 'challenged' }]);
    });

    it('BG-10: later challengers of the same card are paid the same penalty each', () => {
      const game = patch(setup(), done(1, G.brand));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(view(game, 1).teams[0]!.inPlay[0]!.challengers).to.deep.equal([1]);
      act(game, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.vendor });
      expect(cash(game)).to.deep.equal([160, 210, 210]);
      expect(ctx(game).log.filter((e) => e.type === 'challenge-stands').map((e) => e.type === 'challenge-stands' && e.seat)).to.deep.equal([1, 2]);
    });

    it('BG-10: the owner may play another copy once the challenged card has left play', () => {
      const game = patch(setup(), all(done(1, G.brand), (c) => setTeam(c, 0, { growth: [G.vendor, G.vendor, G.research] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      act(game, { type: 'SKIP', seat: 2 });
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor })).to.equal('ok');
    });
  });

  describe('BG-11 Block a Challenge', () => {
    const blockable = () => {
      const game = patch(setup(), all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['block'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'END_TURN', seat: 0 });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      return game;
    };

    it('BG-11: a challenged team that holds a Bonus card decides at once, out of turn, whether to block', () => {
      const game = blockable();
      expect(phase(game)).to.equal('block');
      expect(toAct(game)).to.deep.equal([0]);
      expect(view(game, 0).prompt).to.deep.equal({ type: 'block', challenger: 1, card: G.vendor, flexible: false, penalty: 10, blockPenalty: 5 });
      expect(view(game, 1).prompt).to.equal(null);
      expect(view(game, 1).pending).to.deep.equal({ seat: 1, owner: 0, card: G.vendor, flexible: false });
      expect(cash(game)).to.deep.equal([180, 200, 200]);
    });

    it('BG-11: a block cancels the challenge: the card stays active and the challenger pays the block penalty', () => {
      const game = blockable();
      const from = ctx(game).log.length;
      act(game, { type: 'BLOCK', seat: 0 });
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 1, payee: 0, amount: 5, ruling: 'BG-11', why: 'block-penalty', card: G.vendor }]);
      expect(cash(game)).to.deep.equal([185, 195, 200]);
      expect(view(game, 2).teams[0]!.inPlay[0]).to.include({ challenged: false });
      expect(ctx(game).teams[0]!.bonus).to.deep.equal([]);
      expect(current(game)).to.equal(2);
      act(game, { type: 'SKIP', seat: 2 });
      expect(ctx(game).teams[0]!.completed).to.deep.equal([G.vendor]);
    });

    it('BG-11: NO_BLOCK lets the challenge stand; a team with no Block card cannot block', () => {
      const game = patch(setup(), all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['flex12'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'END_TURN', seat: 0 });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(phase(game)).to.equal('block'); // asked: Bonus card kinds are private
      expect(code(game, { type: 'BLOCK', seat: 0 })).to.equal('no-block-card');
      act(game, { type: 'NO_BLOCK', seat: 0 });
      expect(cash(game)).to.deep.equal([170, 210, 200]);
      expect(ctx(game).log.filter((e) => e.type === 'no-block')).to.have.length(1);
    });

    it('BG-11: a team without Bonus cards is not asked', () => {
      const game = patch(setup(), done(1, G.brand));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(phase(game)).to.equal('main');
      expect(current(game)).to.equal(2);
    });

    it('BG-11: a block of a challenge to Acquire a Competitor stops any further challenge of it', () => {
      const game = setup(all(done(0, G.vendor, G.supply, G.software), money(0, 400), money(1, 500), done(1, G.patent), (c) => setTeam(c, 0, { bonus: ['block'] }), (c) => setTeam(c, 1, { challenge: [G.acquire] }), done(2, G.patent)));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 2 });
      act(game, { type: 'END_TURN', seat: 0 });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.acquire });
      act(game, { type: 'BLOCK', seat: 0 });
      expect(cash(game)[1]).to.equal(500 - 65);
      expect(view(game, 2).teams[0]!.inPlay[0]!.shielded).to.equal(true);
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.acquire })).to.equal('acquisition-blocked');
    });
  });

  describe('BG-12 Flexible Challenge', () => {
    const flexGame = (bonus: ('flex12' | 'flex34' | 'block')[]) => {
      const game = patch(setup(), all(done(1, G.brand), (c) => setTeam(c, 1, { bonus, challenge: [] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      return game;
    };

    it('BG-12: a Flexible Challenge challenges any active card of its stages, as a free action', () => {
      const game = flexGame(['flex12', 'flex34']);
      expect(code(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor })).to.equal('ok');
      act(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor });
      expect(cash(game)).to.deep.equal([170, 210, 200]);
      expect(ctx(game).teams[1]!.bonus).to.deep.equal(['flex34']);
      // Still seat 1's turn: the main action is left.
      expect(current(game)).to.equal(1);
      expect(view(game, 1).prompt).to.deep.include({ mainLeft: 1, freeLeft: 0 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
      expect(current(game)).to.equal(2);
    });

    it('BG-12: a Flexible Challenge of the other stages does not match; eligibility is as in BG-9', () => {
      const game = flexGame(['flex34']);
      expect(code(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor })).to.equal('no-matching-card');
      const ineligible = patch(setup(), (c) => setTeam(c, 1, { bonus: ['flex12'] }));
      act(ineligible, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(code(ineligible, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor })).to.equal('not-eligible');
    });

    it('BG-12: with the free action used, a second Flexible Challenge is the whole turn (a main action)', () => {
      const game = patch(setup(), all(done(1, G.brand), done(2, G.brand), (c) => setTeam(c, 2, { bonus: ['flex12', 'flex12'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
      act(game, { type: 'PLAY_FLEX', seat: 2, owner: 0, card: G.vendor });
      expect(current(game)).to.equal(2);
      act(game, { type: 'PLAY_FLEX', seat: 2, owner: 1, card: G.prototype });
      expect(current(game)).to.equal(0); // the turn is over
      expect(cash(game)[2]).to.equal(200 + 10 + 15);
      const log = ctx(game).log.filter((e) => e.type === 'challenge');
      expect(log.map((e) => e.type === 'challenge' && e.free)).to.deep.equal([true, false]);
    });

    it('BG-12: two-card play gives two free Flexible Challenges', () => {
      const game = patch(setup(), all(done(2, G.brand), (c) => setTeam(c, 2, { bonus: ['flex12', 'flex12'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
      const two = patch(game, (c) => ({ ...setIndustry(c, I.expansionBoom), turn: { ...c.turn!, mainLeft: 2, freeLeft: 2 } }));
      act(two, { type: 'PLAY_FLEX', seat: 2, owner: 0, card: G.vendor });
      act(two, { type: 'PLAY_FLEX', seat: 2, owner: 1, card: G.prototype });
      expect(view(two, 2).prompt).to.deep.include({ mainLeft: 2, freeLeft: 0 });
    });

    it('BG-12, BG-4: under two-card play a Flexible Challenge beyond the free ones is the whole turn, never one of two main actions', () => {
      // Seat 2's two-card-play turn: three Flexible Challenges, three rival Stage 1 cards in play.
      const twoCardTurn = () => {
        const game = patch(setup(), all(done(2, G.brand), (c) => setTeam(c, 2, { bonus: ['flex12', 'flex12', 'flex12'] })));
        act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
        act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
        const research = { owner: 0, card: G.research, target: null, challengers: [], challengedBy: [], shielded: false };
        return patch(game, (c) => ({
          ...setIndustry(c, I.expansionBoom), inPlay: [...c.inPlay, research], turn: { ...c.turn!, mainLeft: 2, freeLeft: 2 },
        }));
      };
      const flexes = (game: Game) => {
        act(game, { type: 'PLAY_FLEX', seat: 2, owner: 0, card: G.vendor });
        act(game, { type: 'PLAY_FLEX', seat: 2, owner: 1, card: G.prototype });
      };
      // After a main action it cannot be the whole turn: refused, and the second main action is still there.
      const after = twoCardTurn();
      act(after, { type: 'PLAY_GROWTH', seat: 2, card: G.hiring });
      flexes(after);
      expect(code(after, { type: 'PLAY_FLEX', seat: 2, owner: 0, card: G.research })).to.equal('whole-turn');
      expect(code(after, { type: 'PLAY_GROWTH', seat: 2, card: G.seed })).to.equal('ok');
      // As the turn's main action it is the whole turn: the turn passes at once.
      const whole = twoCardTurn();
      flexes(whole);
      act(whole, { type: 'PLAY_FLEX', seat: 2, owner: 0, card: G.research });
      expect(current(whole)).to.equal(0);
      const flags = ctx(whole).log.flatMap((e) => (e.type === 'challenge' && e.seat === 2 ? [e.free] : []));
      expect(flags).to.deep.equal([true, true, false]);
    });
  });

  describe('BG-13 earning Bonus cards', () => {
    it('BG-13: a team\'s 3rd and 4th completed cards in a stage each earn a Bonus card, the 5th none', () => {
      const game = setup(all(done(0, G.vendor, G.research), (c) => setTeam(c, 0, { growth: [G.prototype, G.brand, G.hiring] })));
      const top = ctx(game).decks.bonus.at(-1)!;
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.prototype });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(ctx(game).teams[0]!.bonus).to.deep.equal([top]);
      expect(ctx(game).log.filter((e) => e.type === 'bonus')).to.deep.equal([{ type: 'bonus', seat: 0, stage: 1, drew: true }]);
      expect(view(game, 1).teams[0]!.bonusCount).to.equal(1);
      const fourth = setup(all(done(0, G.vendor, G.research, G.prototype), (c) => setTeam(c, 0, { growth: [G.brand] })));
      act(fourth, { type: 'PLAY_GROWTH', seat: 0, card: G.brand });
      act(fourth, { type: 'SKIP', seat: 1 });
      act(fourth, { type: 'SKIP', seat: 2 });
      expect(ctx(fourth).teams[0]!.bonus).to.have.length(1);
      const fifth = setup(all(done(0, G.vendor, G.research, G.prototype, G.brand), (c) => setTeam(c, 0, { growth: [G.hiring] })));
      act(fifth, { type: 'PLAY_GROWTH', seat: 0, card: G.hiring });
      act(fifth, { type: 'SKIP', seat: 1 });
      act(fifth, { type: 'SKIP', seat: 2 });
      expect(ctx(fifth).teams[0]!.bonus).to.have.length(0);
    });

    it('BG-13: played Bonus cards are not replaced; an empty bonus deck gives nothing', () => {
      const empty = setup(all(done(0, G.vendor, G.research), (c) => setTeam({ ...c, decks: { ...c.decks, bonus: [] } }, 0, { growth: [G.prototype] })));
      act(empty, { type: 'PLAY_GROWTH', seat: 0, card: G.prototype });
      act(empty, { type: 'SKIP', seat: 1 });
      act(empty, { type: 'SKIP', seat: 2 });
      expect(ctx(empty).teams[0]!.bonus).to.deep.equal([]);
      expect(ctx(empty).log.filter((e) => e.type === 'bonus')).to.deep.equal([{ type: 'bonus', seat: 0, stage: 1, drew: false }]);
    });
  });

  describe('BG-14 exchange', () => {
    it('BG-14: pay $5M, discard two cards, draw as many of each kind; it is the whole turn', () => {
      const game = setup(money(0, 15)); // no Growth card it can pay for, nothing to challenge
      const growthTop = ctx(game).decks.growth.at(-1)!;
      const challengeTop = ctx(game).decks.challenge.at(-1)!;
      const from = ctx(game).log.length;
      act(game, { type: 'EXCHANGE', seat: 0, growth: [G.patent], challenge: [G.seed] });
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 'bank', amount: 5, ruling: 'BG-14', why: 'exchange-fee' }]);
      const team = ctx(game).teams[0]!;
      expect(team.growth).to.have.length(6);
      expect(team.growth).not.to.include(G.patent);
      expect(team.growth.at(-1)).to.equal(growthTop);
      expect(team.challenge.at(-1)).to.equal(challengeTop);
      expect(ctx(game).discards).to.deep.include({ growth: [G.patent], challenge: [G.seed] });
      expect(current(game)).to.equal(1);
      expect(ctx(game).log.find((e) => e.type === 'exchange')).to.deep.equal({ type: 'exchange', seat: 0, growth: 1, challenge: 1 });
    });

    it('BG-14: an exchange is allowed only when the team cannot play any Growth or Challenge card', () => {
      const game = caseGame();
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 })).to.equal('ok');
      expect(code(game, { type: 'EXCHANGE', seat: 0, growth: [5, 6], challenge: [] })).to.equal('card-playable');
      expect(view(game, 0).actions!.exchange).to.include({ ok: false, code: 'card-playable' });
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: 4 });
      // Team 2 can play nothing: Supply Chain Optimization is locked and no Challenge card of its matches.
      expect(code(game, { type: 'EXCHANGE', seat: 2, growth: [7], challenge: [19] })).to.equal('ok');
      // A Challenge card it could play rules the exchange out as well (its Growth cards are all locked).
      const challenger = setup(all(done(1, G.brand), (c) => setTeam(c, 1, { growth: [G.software, G.lab] })));
      act(challenger, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(view(challenger, 1).hand!.challenge.find((c) => c.card === G.vendor)!.owners).to.deep.equal([0]);
      expect(code(challenger, { type: 'EXCHANGE', seat: 1, growth: [G.software, G.lab], challenge: [] })).to.equal('card-playable');
      // A Flexible Challenge is a Bonus card: holding one does not rule the exchange out, and it may
      // still be played in the exchange's turn.
      const flex = setup(all(done(1, G.brand), (c) => setTeam(c, 1, { growth: [G.software, G.lab], challenge: [], bonus: ['flex12'] })));
      act(flex, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(flex, { type: 'EXCHANGE', seat: 1, growth: [G.software, G.lab], challenge: [] });
      expect(current(flex)).to.equal(1);
      act(flex, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor });
      expect(current(flex)).to.equal(2);
    });

    it('BG-14: two Growth or two Challenge cards may be exchanged too; not after a main action', () => {
      const game = setup(money(0, 15)); // no Growth card it can pay for, nothing to challenge
      expect(code(game, { type: 'EXCHANGE', seat: 0, growth: [G.patent, G.acquire], challenge: [] })).to.equal('ok');
      expect(code(game, { type: 'EXCHANGE', seat: 0, growth: [], challenge: [G.seed, G.hiring] })).to.equal('ok');
      const two = patch(game, (c) => ({ ...c, turn: { ...c.turn!, mainLeft: 1, acted: 1 } }));
      expect(code(two, { type: 'EXCHANGE', seat: 0, growth: [G.patent, G.acquire], challenge: [] })).to.equal('whole-turn');
    });
  });

  describe('BG-15 skip', () => {
    it('BG-15: skipping pays a $10M fine and is the whole turn', () => {
      const game = setup();
      const from = ctx(game).log.length;
      act(game, { type: 'SKIP', seat: 0 });
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 'bank', amount: 10, ruling: 'BG-15', why: 'skip-fine' }]);
      expect(current(game)).to.equal(1);
    });

    it('BG-15: a team with no other legal action can always skip', () => {
      const game = setup(all(money(0, 4), (c) => setTeam(c, 0, { growth: [G.supply], challenge: [] })));
      const v = view(game, 0);
      expect(v.hand!.growth.every((g) => !g.verdict.ok)).to.equal(true);
      expect(v.actions!.exchange.ok).to.equal(false);
      expect(v.actions!.skip.ok).to.equal(true);
      act(game, { type: 'SKIP', seat: 0 });
      expect(ctx(game).teams[0]!.out).to.equal('bankrupt');
    });
  });

  describe('BG-16 bankruptcy', () => {
    it('BG-16: a team at zero or less after a payment is out at once; it pays what it has and the shortfall is lost', () => {
      const game = patch(setup(), all(done(1, G.brand), money(0, 25)));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }); // 5 left
      const from = ctx(game).log.length;
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor }); // penalty 10
      expect(paymentsSince(game, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 1, amount: 5, ruling: 'BG-10', why: 'penalty', card: G.vendor }]);
      expect(cash(game)).to.deep.equal([0, 205, 200]);
      expect(ctx(game).teams[0]!.out).to.equal('bankrupt');
      expect(view(game, 2).out).to.deep.equal(['bankrupt', null, null]);
      // Its cards in play leave play, its hand goes to the discards.
      expect(ctx(game).inPlay).to.deep.equal([]);
      expect(ctx(game).teams[0]!.growth).to.deep.equal([]);
    });

    it('BG-16: a bankrupt team never acts again and its turns are skipped', () => {
      const game = setup(money(1, 10));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(current(game)).to.equal(0);
      act(game, { type: 'SKIP', seat: 0 });
      expect(current(game)).to.equal(2);
      expect(code(game, { type: 'SKIP', seat: 1 })).to.equal('out-of-game');
      passToCycle(game, 3);
      expect(ctx(game).order).not.to.include(1);
    });
  });

  describe('BG-17 what everyone knows', () => {
    it('BG-17: cash, completed, active and challenged cards, challengers, bonus counts, the Industry card and the order are public', () => {
      const game = patch(setup(), all(done(1, G.brand), (c) => setTeam(c, 2, { bonus: ['block', 'flex34'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      for (const seat of [0, 1, 2, null]) {
        const v = view(game, seat);
        expect(v.cash).to.deep.equal([170, 210, 200]);
        expect(v.order).to.deep.equal([0, 1, 2]);
        expect(v.teams[1]!.completed).to.deep.equal([G.brand]);
        expect(v.teams[0]!.inPlay[0]).to.include({ card: G.vendor, challenged: true });
        expect(v.teams[0]!.inPlay[0]!.challengedBy).to.deep.equal([1]);
        expect(v.teams[2]!.bonusCount).to.equal(2);
      }
    });

    it('BG-17: hands and which Bonus cards a team holds are private', () => {
      const game = patch(setup(), (c) => setTeam(c, 2, { bonus: ['block', 'flex34'] }));
      const text = JSON.stringify(view(game, 0));
      expect(text).not.to.contain('flex34');
      expect(text).not.to.contain('"block"');
      expect(view(game, 2).hand!.bonus.map((b) => b.kind)).to.deep.equal(['block', 'flex34']);
      const hands = (s: number) => JSON.stringify(view(game, s).hand);
      expect(hands(0)).not.to.equal(hands(1));
      expect(view(game, 1).hand!.growth.map((g) => g.card)).to.deep.equal(HANDS[1]!.growth);
    });
  });
});

/** A context change that sets this cycle's Industry card. */
function setIndustryTo(id: number) {
  return (c: BiggieBillsContext) => setIndustry(c, id);
}

/** The next cycles draw these Industry cards, in this order. */
function nextIndustries(game: Game, ...ids: number[]): Game {
  return patch(game, (c) => ({ ...c, decks: { ...c.decks, industry: [...c.decks.industry.filter((id) => !ids.includes(id)), ...[...ids].reverse()] } }));
}
