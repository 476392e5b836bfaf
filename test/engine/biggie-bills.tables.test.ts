/**
 * Tables G, C and I (RULES.md) as data, and every Industry card's effect (BG-3, table I): the
 * at-once effects, the cost, payoff and penalty modifiers (rounded to the nearest $1M), the fee and
 * fine changes, and the rule changes. Expected numbers are written out here from RULES.md.
 */
import { expect } from '@open-wc/testing';
import {
  CHALLENGE_TABLE, GROWTH_TABLE, INDUSTRY_TABLE, STANDARD_TABLES, blockPenaltyFor, challengeTableFor,
} from '../../src/biggie-bills/index.js';
import {
  act, begun, cash, code, ctx, current, G, hand, I, ledgerBalances, patch, paymentsSince, result, setIndustry, setOrder, setTeam, start, view,
  type BiggieBillsContext, type Game, type HandSpec,
} from './bg-helpers.js';

/** Table G of RULES.md: stage, name, cost, first payoff, later payoff, penalty. */
const TABLE_G: [number, string, number, number, number, number][] = [
  [1, 'Vendor Management', 20, 50, 35, 10],
  [1, 'Market Research', 25, 60, 40, 10],
  [1, 'Product Prototype', 30, 70, 50, 15],
  [1, 'Brand Identity', 30, 65, 45, 15],
  [1, 'Core Team Hiring', 35, 80, 55, 15],
  [1, 'Seed Funding Round', 40, 90, 60, 20],
  [2, 'Supply Chain Optimization', 50, 110, 80, 25],
  [2, 'Digital Marketing Campaign', 55, 120, 85, 25],
  [2, 'Customer Loyalty Program', 60, 130, 90, 30],
  [2, 'Quality Certification', 65, 140, 95, 30],
  [2, 'Strategic Partnership', 70, 150, 105, 35],
  [2, 'Regional Expansion', 80, 170, 120, 40],
  [3, 'Enterprise Software Rollout', 100, 210, 150, 50],
  [3, 'Research and Development Lab', 110, 230, 160, 55],
  [3, 'National Distribution Network', 120, 250, 175, 60],
  [3, 'Process Automation', 130, 270, 190, 65],
  [3, 'International Expansion', 150, 310, 215, 75],
  [3, 'Joint Venture', 160, 330, 230, 80],
  [4, 'Patent Portfolio', 200, 400, 290, 100],
  [4, 'Vertical Integration', 220, 440, 315, 110],
  [4, 'Global Brand Launch', 240, 480, 340, 120],
  [4, 'Initial Public Offering', 260, 520, 370, 130],
  [4, 'Conglomerate Diversification', 280, 560, 400, 140],
  [4, 'Acquire a Competitor', 250, 300, 300, 125],
];

const TABLE_I_NAMES = [
  'Expansion Boom', 'Merger Mania', 'Credit Crunch', 'Cheap Capital', 'Tech Subsidy', 'Consumer Boom', 'Recession',
  'Bull Market', 'Regulatory Crackdown', 'Lenient Regulators', 'Market Freeze', 'Open Season', 'Antitrust Review',
  'Innovation Award', 'Tax Audit', 'Stimulus Package', 'Legal Fees', 'Brand Loyalty', 'Talent War', 'Open Market',
  'Shareholder Pressure', 'Quiet Quarter', 'First-Mover Rush', 'Stable Markets',
];

const HANDS: HandSpec[] = [
  hand([G.vendor, G.research, G.hiring, G.software, G.patent, G.acquire], [G.prototype, G.brand, G.supply, G.seed]),
  hand([G.prototype, G.vendor, G.supply, G.lab, G.vertical, G.seed], [G.vendor, G.research, G.digital, G.hiring]),
  hand([G.brand, G.seed, G.loyalty, G.distribution, G.globalBrand, G.ipo], [G.vendor, G.software, G.patent, G.acquire]),
];

/**
 * A game at seat 0's turn (order 0, 1, 2) with `change` applied; every team has played its first
 * Growth card (`begun`, BG-5), so any team may skip.
 */
function setup(change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c): Game {
  return patch(start({ players: 3, seed: 9, first: 0, hands: HANDS }), (c) => change(begun(setOrder(c, [0, 1, 2]))));
}

/** Seat 0's turn with this cycle's Industry card `id` (and `change`). */
const withIndustry = (id: number, change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c) => setup((c) => change(setIndustry(c, id)));

/**
 * The last turn of cycle 1 (seat 2), `change` applied; seat 2 skips ($10), the cycle ends and cycle 2
 * draws Industry card `id`.
 */
function drawAtCycleStart(id: number, change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c): Game {
  const game = setup((c) => change({
    ...c,
    turnIndex: 5,
    turn: { ...c.turn!, seat: 2, round: 2 },
    decks: { ...c.decks, industry: [...c.decks.industry.filter((x) => x !== id), id] },
  }));
  act(game, { type: 'SKIP', seat: 2 });
  expect(ctx(game).cycle).to.equal(2);
  expect(ctx(game).industry).to.equal(id);
  return game;
}

const money = (amounts: number[]) => (c: BiggieBillsContext): BiggieBillsContext =>
  ({ ...c, teams: c.teams.map((t, s) => ({ ...t, cash: amounts[s] ?? t.cash })) });
const own = (game: Game, card: number) => view(game, 0).hand!.growth.find((g) => g.card === card)!;

describe('BiggieBills tables', () => {
  it('Table G: 24 Growth cards, 6 per stage, with the costs, payoffs and penalties of RULES.md', () => {
    expect(GROWTH_TABLE.map((c) => [c.stage, c.name, c.cost, c.first, c.later, c.penalty])).to.deep.equal(TABLE_G);
    expect(GROWTH_TABLE.map((c) => c.id)).to.deep.equal(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const stage of [1, 2, 3, 4]) expect(GROWTH_TABLE.filter((c) => c.stage === stage)).to.have.length(6);
    expect(GROWTH_TABLE.filter((c) => c.acquire).map((c) => c.name)).to.deep.equal(['Acquire a Competitor']);
  });

  it('Table C: one Challenge card per Growth card, "Challenge: <name>", same stage', () => {
    expect(CHALLENGE_TABLE.map((c) => c.growth)).to.deep.equal(GROWTH_TABLE.map((c) => c.id));
    expect(CHALLENGE_TABLE.map((c) => c.name)).to.deep.equal(TABLE_G.map(([, name]) => `Challenge: ${name}`));
  });

  it('Table C: the block penalty is half the Growth penalty rounded up to a multiple of $5M', () => {
    const expected = TABLE_G.map(([, , , , , penalty]) => {
      let half = penalty / 2;
      while (half % 5 !== 0) half = Math.floor(half) + 1;
      return half;
    });
    expect(CHALLENGE_TABLE.map((c) => c.blockPenalty)).to.deep.equal(expected);
    // Worked cases: 10 → 5, 15 → 7.5 → 10, 25 → 12.5 → 15, 55 → 27.5 → 30, 125 → 62.5 → 65.
    expect([10, 15, 25, 55, 125, 140].map(blockPenaltyFor)).to.deep.equal([5, 10, 15, 30, 65, 70]);
    expect(challengeTableFor(GROWTH_TABLE)).to.deep.equal(CHALLENGE_TABLE.map((c) => ({ ...c })));
  });

  it('Table I: 24 Industry cards with their names, a sentence each, in RULES.md order', () => {
    expect(INDUSTRY_TABLE.map((c) => c.name)).to.deep.equal(TABLE_I_NAMES);
    expect(INDUSTRY_TABLE.map((c) => c.id)).to.deep.equal(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const card of INDUSTRY_TABLE) expect(card.text.length, card.name).to.be.above(10);
    expect(INDUSTRY_TABLE.find((c) => c.name === 'Stable Markets')!.effects).to.deep.equal([]);
    expect(STANDARD_TABLES).to.deep.equal({ growth: GROWTH_TABLE, challenge: CHALLENGE_TABLE, industry: INDUSTRY_TABLE });
  });

  it('Table I: the tables are frozen data', () => {
    expect(Object.isFrozen(GROWTH_TABLE) && Object.isFrozen(GROWTH_TABLE[0])).to.equal(true);
    expect(Object.isFrozen(INDUSTRY_TABLE[2]!.effects[0])).to.equal(true);
  });
});

describe('BiggieBills Industry effects (table I)', () => {
  describe('at once, when drawn, in seat order', () => {
    it('Table I: Innovation Award: every team with a completed Stage 3 card receives $50M', () => {
      const game = drawAtCycleStart(I.innovationAward, (c) => setTeam(setTeam(c, 0, { completed: [G.software] }), 1, { completed: [G.supply] }));
      expect(cash(game)).to.deep.equal([250, 200, 190]);
      expect(ctx(game).log.filter((e) => e.type === 'pay' && e.why === 'industry')).to.deep.equal([
        { type: 'pay', payer: 'bank', payee: 0, amount: 50, ruling: 'BG-3', why: 'industry', card: I.innovationAward },
      ]);
    });

    it('Table I, BG-7a: the first team, in seat order, whose at-once payment reaches the target wins; later payments are not made', () => {
      // Seat 2 skips first: 990 − 10 = 980, more cash than seat 0, yet seat 0 is paid first.
      const game = drawAtCycleStart(I.innovationAward, (c) => money([960, 200, 990])(
        setTeam(setTeam(c, 0, { completed: [G.software] }), 2, { completed: [G.lab] })));
      expect(result(game)!.winners).to.deep.equal([0]);
      expect(ctx(game).result!.reason).to.equal('target');
      expect(cash(game)).to.deep.equal([1010, 200, 980]);
      expect(ctx(game).log.filter((e) => e.type === 'pay' && e.why === 'industry').map((e) => e.type === 'pay' && e.payee)).to.deep.equal([0]);
    });

    it('Table I: Tax Audit: every team with $600M or more pays 10% of its cash, rounded to the nearest $1M', () => {
      const game = drawAtCycleStart(I.taxAudit, money([600, 605, 609]));
      // Seat 2 skipped first: 599, under the threshold.
      expect(cash(game)).to.deep.equal([540, 544, 599]); // 605 × 10% = 60.5 → 61
      const pays = ctx(game).log.filter((e) => e.type === 'pay' && e.why === 'industry');
      expect(pays.map((e) => e.type === 'pay' && [e.payer, e.amount])).to.deep.equal([[0, 60], [1, 61]]);
    });

    it('Table I: Stimulus Package: every team with less than $150M receives $40M', () => {
      const game = drawAtCycleStart(I.stimulus, money([149, 150, 100]));
      expect(cash(game)).to.deep.equal([189, 150, 130]);
    });

    it('Table I: Legal Fees: every team pays $5M for each challenge it made in the previous cycle', () => {
      const game = drawAtCycleStart(I.legalFees, (c) => ({ ...c, challenges: [{ seat: 0, owner: 1 }, { seat: 0, owner: 2 }, { seat: 1, owner: 0 }] }));
      expect(cash(game)).to.deep.equal([190, 195, 190]);
      expect(ctx(game).lastChallenges).to.have.length(3);
      expect(ctx(game).challenges).to.deep.equal([]);
    });

    it('Table I: Brand Loyalty: every team challenged in the previous cycle receives $20M (once)', () => {
      const game = drawAtCycleStart(I.brandLoyalty, (c) => ({ ...c, challenges: [{ seat: 0, owner: 1 }, { seat: 2, owner: 1 }] }));
      expect(cash(game)).to.deep.equal([200, 220, 190]);
    });

    it('Table I: an "at once" card that reaches no team logs nobody-affected (and no payment)', () => {
      const game = drawAtCycleStart(I.innovationAward);
      const cycleAt = ctx(game).log.findLastIndex((e) => e.type === 'cycle');
      expect(ctx(game).log[cycleAt]).to.include({ industry: I.innovationAward });
      expect(ctx(game).log[cycleAt + 1]).to.deep.equal({ type: 'nobody-affected', industry: I.innovationAward });
      expect(ctx(game).log.filter((e) => e.type === 'pay' && e.why === 'industry')).to.deep.equal([]);
      // A card with no "at once" effect, or one that reached a team, logs no such entry.
      for (const game of [drawAtCycleStart(I.creditCrunch), drawAtCycleStart(I.stimulus, money([100, 200, 200]))]) {
        expect(ctx(game).log.filter((e) => e.type === 'nobody-affected')).to.deep.equal([]);
      }
    });

    it('Table I: at-once payments can bankrupt a team (BG-16), whose turns are then passed over', () => {
      const game = drawAtCycleStart(I.legalFees, (c) => ({ ...money([8, 200, 200])(c), challenges: [{ seat: 0, owner: 1 }, { seat: 0, owner: 2 }] }));
      expect(ctx(game).teams[0]!.out).to.equal('bankrupt');
      expect(cash(game)).to.deep.equal([0, 200, 190]);
      expect(ctx(game).log.filter((e) => e.type === 'pay' && e.why === 'industry')).to.deep.equal([
        { type: 'pay', payer: 0, payee: 'bank', amount: 8, ruling: 'BG-3', why: 'industry', card: I.legalFees },
      ]);
      // The order was drawn before the card: the bankrupt team's turns are passed over.
      for (let i = 0; i < 4; i++) {
        expect(current(game)).not.to.equal(0);
        act(game, { type: 'SKIP', seat: current(game) });
      }
    });
  });

  describe('cost, payoff and penalty modifiers (rounded to the nearest $1M)', () => {
    it('Table I: Credit Crunch: Growth costs +25%', () => {
      const game = withIndustry(I.creditCrunch);
      expect(own(game, G.vendor).cost).to.equal(25);
      expect(own(game, G.hiring).cost).to.equal(44); // 43.75
      expect(own(game, G.acquire).cost).to.equal(313); // 312.5
      const from = ctx(game).log.length;
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.hiring });
      expect(paymentsSince(game, from)[0]).to.include({ amount: 44, why: 'cost' });
    });

    it('Table I: Cheap Capital: Stage 1–2 Growth costs −25%', () => {
      const game = withIndustry(I.cheapCapital, (c) => setTeam(c, 0, { growth: [G.vendor, G.research, G.supply, G.software] }));
      expect([G.vendor, G.research, G.supply, G.software].map((id) => own(game, id).cost)).to.deep.equal([15, 19, 38, 100]);
    });

    it('Table I: Tech Subsidy: Stage 3 Growth costs −20%', () => {
      const game = withIndustry(I.techSubsidy);
      expect(own(game, G.software).cost).to.equal(80);
      expect(own(game, G.vendor).cost).to.equal(20);
      expect(own(game, G.patent).cost).to.equal(200);
    });

    it('Table I: Consumer Boom: Stage 1–2 payoffs +25%, paid on completion', () => {
      const game = withIndustry(I.consumerBoom);
      expect(own(game, G.vendor).payoff).to.equal(63); // 62.5
      expect(own(game, G.software).payoff).to.equal(210);
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(cash(game)[0]).to.equal(200 - 20 + 63);
    });

    it('Table I: Recession: every payoff −20%', () => {
      const game = withIndustry(I.recession);
      expect(own(game, G.vendor).payoff).to.equal(40);
      expect(own(game, G.patent).payoff).to.equal(320);
      expect(own(game, G.acquire).payoff).to.equal(240);
    });

    it('Table I: Bull Market: Stage 4 payoffs +20%', () => {
      const game = withIndustry(I.bullMarket);
      expect(own(game, G.patent).payoff).to.equal(480);
      expect(own(game, G.acquire).payoff).to.equal(360);
      expect(own(game, G.software).payoff).to.equal(210);
    });

    it('Table I: First-Mover Rush: first payoffs +20%, later payoffs unchanged', () => {
      const game = withIndustry(I.firstMoverRush, (c) => setTeam(c, 1, { completed: [G.research] }));
      expect(own(game, G.vendor).payoff).to.equal(60);
      expect(own(game, G.hiring).payoff).to.equal(96);
      expect(own(game, G.research).payoff).to.equal(40); // someone completed it: the later payoff
    });

    it('Table I: Regulatory Crackdown: penalties paid to challengers ×2', () => {
      const game = withIndustry(I.crackdown, (c) => setTeam(c, 1, { completed: [G.research] }));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(view(game, 1).teams[0]!.inPlay[0]!.penalty).to.equal(20);
      act(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(cash(game)).to.deep.equal([160, 220, 200]);
    });

    it('Table I: Lenient Regulators: penalties paid to challengers ×0.5, rounded (15 → 8)', () => {
      const game = withIndustry(I.lenient, (c) => setTeam(c, 0, { completed: [G.research] }));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
      act(game, { type: 'SKIP', seat: 2 });
      act(game, { type: 'PLAY_CHALLENGE', seat: 0, owner: 1, card: G.prototype });
      expect(cash(game)).to.deep.equal([190 + 8, 200 - 30 - 8, 190]);
    });
  });

  describe('rule changes', () => {
    it('Table I: Expansion Boom and Merger Mania: two-card play', () => {
      for (const id of [I.expansionBoom, I.mergerMania]) {
        expect(INDUSTRY_TABLE[id - 1]!.effects).to.deep.equal([{ kind: 'two-card-play' }]);
        const game = drawAtCycleStart(id);
        expect(view(game, current(game)).prompt).to.include({ mainLeft: 2, freeLeft: 2 });
        expect(view(game, null).rules.twoCardPlay).to.equal(true);
      }
    });

    it('Table I: Market Freeze: no Challenge cards or Flexible Challenges', () => {
      const game = withIndustry(I.marketFreeze, (c) => setTeam(c, 1, { completed: [G.research], bonus: ['flex12'] }));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor })).to.equal('market-freeze');
      expect(code(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor })).to.equal('market-freeze');
      expect(view(game, 1).hand!.challenge.find((c) => c.card === G.vendor)!.verdict).to.include({ ok: false, code: 'market-freeze' });
    });

    it('Table I: Open Season: anyone may challenge first', () => {
      const game = withIndustry(I.openSeason);
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(ctx(game).teams[1]!.completed).to.deep.equal([]);
      expect(code(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor })).to.equal('ok');
    });

    it('Table I: Antitrust Review: Acquire a Competitor may not be played', () => {
      const game = withIndustry(I.antitrust, (c) => setTeam(c, 0, { completed: [G.vendor, G.supply, G.software] }));
      expect(code(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 })).to.equal('antitrust-review');
      expect(own(game, G.acquire).verdict).to.include({ ok: false, code: 'antitrust-review' });
    });

    it('Table I: Talent War: exchanges cost $15M; Open Market: exchanges are free', () => {
      // Seat 0 holds only locked Growth cards and nothing to challenge: it may exchange (BG-14).
      const locked = (c: BiggieBillsContext) => setTeam(c, 0, { growth: [G.software, G.patent, G.acquire] });
      const war = withIndustry(I.talentWar, locked);
      let from = ctx(war).log.length;
      act(war, { type: 'EXCHANGE', seat: 0, growth: [G.patent, G.acquire], challenge: [] });
      expect(paymentsSince(war, from)).to.deep.equal([{ type: 'pay', payer: 0, payee: 'bank', amount: 15, ruling: 'BG-14', why: 'exchange-fee' }]);
      const open = withIndustry(I.openMarket, locked);
      from = ctx(open).log.length;
      act(open, { type: 'EXCHANGE', seat: 0, growth: [G.patent, G.acquire], challenge: [] });
      expect(paymentsSince(open, from)).to.deep.equal([]);
      expect(cash(open)[0]).to.equal(200);
      expect(view(open, 1).rules.exchangeFee).to.equal(0);
    });

    it('Table I: Shareholder Pressure: the skip fine is $25M; Quiet Quarter: skipping is free', () => {
      const pressure = withIndustry(I.shareholderPressure);
      act(pressure, { type: 'SKIP', seat: 0 });
      expect(cash(pressure)[0]).to.equal(175);
      const quiet = withIndustry(I.quietQuarter);
      act(quiet, { type: 'SKIP', seat: 0 });
      expect(cash(quiet)[0]).to.equal(200);
      expect(ctx(quiet).log.at(-1)).to.deep.equal({ type: 'turn', seat: 1, cycle: 1, round: 1 });
    });

    it('Table I: Stable Markets: no effect', () => {
      const game = drawAtCycleStart(I.stable);
      expect(cash(game)).to.deep.equal([200, 200, 190]);
      expect(view(game, 0).rules).to.deep.equal({ twoCardPlay: false, marketFreeze: false, openSeason: false, antitrustReview: false, exchangeFee: 5, skipFine: 10 });
      expect(view(game, 0).industry).to.deep.include({ id: I.stable, name: 'Stable Markets' });
      expect(ledgerBalances(ctx(game))).to.equal(true);
    });
  });
});
