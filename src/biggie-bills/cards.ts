/**
 * BiggieBills$$$ card data: the classroom edition's tables G, C and I (RULES.md BG-1), the shapes a
 * host uses to bring its own, table C's rule, and the one lookup of a card by id in any tables
 * (`growthCard`, `growthOf`, `challengeCard`, `industryCard`), which the rules, the view, the bots
 * and the elements all use. A host's tables are validated in setup.ts (`parseTables`). Money is
 * in $M.
 */

/** The four stages (BG-5). */
export type Stage = 1 | 2 | 3 | 4;

/** A Growth card (table G). `id` is the table's `#` and identifies the card everywhere. */
export interface GrowthCard {
  readonly id: number;
  readonly stage: Stage;
  readonly name: string;
  /** $M paid when the card is played (BG-5). */
  readonly cost: number;
  /** $M paid to the first team ever to complete it (BG-8). */
  readonly first: number;
  /** $M paid to every later team that completes it (BG-8). */
  readonly later: number;
  /** $M the owner pays each challenger whose challenge stands (BG-10). */
  readonly penalty: number;
  /** Acquire a Competitor (BG-6): needs a target team and takes it over on completion. */
  readonly acquire?: boolean;
}

/** A Challenge card (table C): one per Growth card, named by the Growth card's `id`. */
export interface ChallengeCard {
  /** The `id` of the Growth card it challenges. */
  readonly growth: number;
  readonly name: string;
  /** $M the challenger pays a team that blocks it (BG-11). */
  readonly blockPenalty: number;
}

/**
 * What an Industry card does (table I), for one business cycle. Percentages apply to printed
 * amounts and round to the nearest $1M; `stages` absent means every stage. Kinds marked "at once"
 * are applied when the card is drawn, in seat order.
 */
export type IndustryEffect =
  /** Up to two main actions and two free Flexible Challenges per turn. */
  | { readonly kind: 'two-card-play' }
  /** Growth costs change by `percent`. */
  | { readonly kind: 'cost'; readonly percent: number; readonly stages?: readonly Stage[] }
  /** Growth payoffs change by `percent` (only first payoffs when `firstOnly`). */
  | { readonly kind: 'payoff'; readonly percent: number; readonly stages?: readonly Stage[]; readonly firstOnly?: boolean }
  /** Growth penalties paid to challengers change by `percent` (+100 doubles, −50 halves). */
  | { readonly kind: 'penalty'; readonly percent: number }
  /** No Challenge cards or Flexible Challenges may be played. */
  | { readonly kind: 'no-challenges' }
  /** The first-challenger eligibility of BG-9 is waived. */
  | { readonly kind: 'open-season' }
  /** Acquire a Competitor may not be played. */
  | { readonly kind: 'no-acquisitions' }
  /** At once: every team with a completed card of `stage` receives `amount`. */
  | { readonly kind: 'award'; readonly amount: number; readonly stage: Stage }
  /** At once: every team with cash ≥ `cashAtLeast` pays `percent` of its cash. */
  | { readonly kind: 'tax'; readonly percent: number; readonly cashAtLeast: number }
  /** At once: every team with cash < `cashBelow` receives `amount`. */
  | { readonly kind: 'stimulus'; readonly amount: number; readonly cashBelow: number }
  /** At once: every team pays `amount` for each challenge it made in the previous cycle. */
  | { readonly kind: 'legal-fees'; readonly amount: number }
  /** At once: every team challenged in the previous cycle receives `amount`. */
  | { readonly kind: 'brand-loyalty'; readonly amount: number }
  /** Exchanges (BG-14) cost `amount`. */
  | { readonly kind: 'exchange-fee'; readonly amount: number }
  /** The skip fine (BG-15) is `amount`. */
  | { readonly kind: 'skip-fine'; readonly amount: number };

export type IndustryEffectKind = IndustryEffect['kind'];

/** An Industry card (table I). `effects: []` is a card without effect. */
export interface IndustryCard {
  readonly id: number;
  readonly name: string;
  /** The effect in one sentence, for people. */
  readonly text: string;
  readonly effects: readonly IndustryEffect[];
}

/** The three tables a game uses; a host may pass its own in this shape (BG-1). */
export interface Tables {
  readonly growth: readonly GrowthCard[];
  readonly challenge: readonly ChallengeCard[];
  readonly industry: readonly IndustryCard[];
}

/** Bonus cards (BG-12, BG-11): a Flexible Challenge for Stages 1–2 or 3–4, or a Block a Challenge. */
export type BonusKind = 'flex12' | 'flex34' | 'block';
export const BONUS_KINDS: readonly BonusKind[] = ['flex12', 'flex34', 'block'];

/** BG-1: copies of every card, by team count (`small` for 3–4 teams, `large` for 5–8). */
export const COPIES = {
  growth: { small: 3, large: 6 },
  challenge: { small: 2, large: 4 },
  bonus: { small: { flex12: 12, flex34: 12, block: 24 }, large: { flex12: 24, flex34: 24, block: 48 } },
} as const;

/** BG-2: cards dealt to each team, and the hand a team keeps after an acquisition (BG-6). */
export const HAND = { growth: 6, challenge: 4 } as const;

const g = (id: number, stage: Stage, name: string, cost: number, first: number, later: number, penalty: number): GrowthCard =>
  Object.freeze({ id, stage, name, cost, first, later, penalty });

/** Table G: the 24 Growth cards (cost, first payoff, later payoff, penalty in $M). */
export const GROWTH_TABLE: readonly GrowthCard[] = Object.freeze([
  g(1, 1, 'Vendor Management', 20, 50, 35, 10),
  g(2, 1, 'Market Research', 25, 60, 40, 10),
  g(3, 1, 'Product Prototype', 30, 70, 50, 15),
  g(4, 1, 'Brand Identity', 30, 65, 45, 15),
  g(5, 1, 'Core Team Hiring', 35, 80, 55, 15),
  g(6, 1, 'Seed Funding Round', 40, 90, 60, 20),
  g(7, 2, 'Supply Chain Optimization', 50, 110, 80, 25),
  g(8, 2, 'Digital Marketing Campaign', 55, 120, 85, 25),
  g(9, 2, 'Customer Loyalty Program', 60, 130, 90, 30),
  g(10, 2, 'Quality Certification', 65, 140, 95, 30),
  g(11, 2, 'Strategic Partnership', 70, 150, 105, 35),
  g(12, 2, 'Regional Expansion', 80, 170, 120, 40),
  g(13, 3, 'Enterprise Software Rollout', 100, 210, 150, 50),
  g(14, 3, 'Research and Development Lab', 110, 230, 160, 55),
  g(15, 3, 'National Distribution Network', 120, 250, 175, 60),
  g(16, 3, 'Process Automation', 130, 270, 190, 65),
  g(17, 3, 'International Expansion', 150, 310, 215, 75),
  g(18, 3, 'Joint Venture', 160, 330, 230, 80),
  g(19, 4, 'Patent Portfolio', 200, 400, 290, 100),
  g(20, 4, 'Vertical Integration', 220, 440, 315, 110),
  g(21, 4, 'Global Brand Launch', 240, 480, 340, 120),
  g(22, 4, 'Initial Public Offering', 260, 520, 370, 130),
  g(23, 4, 'Conglomerate Diversification', 280, 560, 400, 140),
  Object.freeze({ id: 24, stage: 4, name: 'Acquire a Competitor', cost: 250, first: 300, later: 300, penalty: 125, acquire: true }),
]);

const c = (growth: number, name: string, blockPenalty: number): ChallengeCard =>
  Object.freeze({ growth, name: `Challenge: ${name}`, blockPenalty });

/**
 * Table C: one Challenge card per Growth card. The block penalty is half the Growth card's penalty,
 * rounded up to a multiple of $5M.
 */
export const CHALLENGE_TABLE: readonly ChallengeCard[] = Object.freeze([
  c(1, 'Vendor Management', 5),
  c(2, 'Market Research', 5),
  c(3, 'Product Prototype', 10),
  c(4, 'Brand Identity', 10),
  c(5, 'Core Team Hiring', 10),
  c(6, 'Seed Funding Round', 10),
  c(7, 'Supply Chain Optimization', 15),
  c(8, 'Digital Marketing Campaign', 15),
  c(9, 'Customer Loyalty Program', 15),
  c(10, 'Quality Certification', 15),
  c(11, 'Strategic Partnership', 20),
  c(12, 'Regional Expansion', 20),
  c(13, 'Enterprise Software Rollout', 25),
  c(14, 'Research and Development Lab', 30),
  c(15, 'National Distribution Network', 30),
  c(16, 'Process Automation', 35),
  c(17, 'International Expansion', 40),
  c(18, 'Joint Venture', 40),
  c(19, 'Patent Portfolio', 50),
  c(20, 'Vertical Integration', 55),
  c(21, 'Global Brand Launch', 60),
  c(22, 'Initial Public Offering', 65),
  c(23, 'Conglomerate Diversification', 70),
  c(24, 'Acquire a Competitor', 65),
]);

const i = (id: number, name: string, text: string, ...effects: IndustryEffect[]): IndustryCard =>
  Object.freeze({ id, name, text, effects: Object.freeze(effects.map((e) => Object.freeze(e))) });

/** Table I: the 24 Industry cards; each lasts one business cycle (BG-3). */
export const INDUSTRY_TABLE: readonly IndustryCard[] = Object.freeze([
  i(1, 'Expansion Boom', 'Two-card play: up to two main actions and two free Flexible Challenges per turn.', { kind: 'two-card-play' }),
  i(2, 'Merger Mania', 'Two-card play: up to two main actions and two free Flexible Challenges per turn.', { kind: 'two-card-play' }),
  i(3, 'Credit Crunch', 'Growth cards cost 25% more.', { kind: 'cost', percent: 25 }),
  i(4, 'Cheap Capital', 'Stage 1 and 2 Growth cards cost 25% less.', { kind: 'cost', percent: -25, stages: [1, 2] }),
  i(5, 'Tech Subsidy', 'Stage 3 Growth cards cost 20% less.', { kind: 'cost', percent: -20, stages: [3] }),
  i(6, 'Consumer Boom', 'Stage 1 and 2 payoffs are 25% higher.', { kind: 'payoff', percent: 25, stages: [1, 2] }),
  i(7, 'Recession', 'Every payoff is 20% lower.', { kind: 'payoff', percent: -20 }),
  i(8, 'Bull Market', 'Stage 4 payoffs are 20% higher.', { kind: 'payoff', percent: 20, stages: [4] }),
  i(9, 'Regulatory Crackdown', 'Penalties paid to challengers are doubled.', { kind: 'penalty', percent: 100 }),
  i(10, 'Lenient Regulators', 'Penalties paid to challengers are halved.', { kind: 'penalty', percent: -50 }),
  i(11, 'Market Freeze', 'No Challenge cards or Flexible Challenges may be played.', { kind: 'no-challenges' }),
  i(12, 'Open Season', 'Anyone may challenge first: the first-challenger requirement is waived.', { kind: 'open-season' }),
  i(13, 'Antitrust Review', 'Acquire a Competitor may not be played.', { kind: 'no-acquisitions' }),
  i(14, 'Innovation Award', 'At once: every team with a completed Stage 3 card receives $50M.', { kind: 'award', amount: 50, stage: 3 }),
  i(15, 'Tax Audit', 'At once: every team with $600M or more pays 10% of its cash.', { kind: 'tax', percent: 10, cashAtLeast: 600 }),
  i(16, 'Stimulus Package', 'At once: every team with less than $150M receives $40M.', { kind: 'stimulus', amount: 40, cashBelow: 150 }),
  i(17, 'Legal Fees', 'At once: every team pays $5M for each challenge it made last cycle.', { kind: 'legal-fees', amount: 5 }),
  i(18, 'Brand Loyalty', 'At once: every team challenged last cycle receives $20M.', { kind: 'brand-loyalty', amount: 20 }),
  i(19, 'Talent War', 'Exchanges cost $15M.', { kind: 'exchange-fee', amount: 15 }),
  i(20, 'Open Market', 'Exchanges are free.', { kind: 'exchange-fee', amount: 0 }),
  i(21, 'Shareholder Pressure', 'The skip fine is $25M.', { kind: 'skip-fine', amount: 25 }),
  i(22, 'Quiet Quarter', 'Skipping is free.', { kind: 'skip-fine', amount: 0 }),
  i(23, 'First-Mover Rush', 'First payoffs are 20% higher.', { kind: 'payoff', percent: 20, firstOnly: true }),
  i(24, 'Stable Markets', 'No effect this cycle.'),
]);

/** The classroom edition's tables (BG-1). */
export const STANDARD_TABLES: Tables = Object.freeze({
  growth: GROWTH_TABLE,
  challenge: CHALLENGE_TABLE,
  industry: INDUSTRY_TABLE,
});

/** BG-14, BG-15: the exchange fee and the skip fine without an Industry card's change ($M). */
export const EXCHANGE_FEE = 5;
export const SKIP_FINE = 10;

/** BG-6: the acquirer's cash must be at least this share of the target's; it receives `SHARE`. */
export const ACQUIRE = { minCashPercent: 75, sharePercent: 25 } as const;

/** BG-13: Bonus cards earned when a stage's 3rd and 4th completed cards complete. */
export const BONUS_AT_COMPLETIONS: readonly number[] = [3, 4];

/** Table C for a Growth table: "Challenge: <name>", block penalty = half the penalty rounded up to $5M. */
export function challengeTableFor(growth: readonly GrowthCard[]): ChallengeCard[] {
  return growth.map((card) => Object.freeze({ growth: card.id, name: `Challenge: ${card.name}`, blockPenalty: blockPenaltyFor(card.penalty) }));
}

/** Table C's rule: half of `penalty`, rounded up to a multiple of $5M. */
export function blockPenaltyFor(penalty: number): number {
  return Math.ceil(penalty / 10) * 5;
}

/** Lookups by id, built once per tables object (a WeakMap), so each lookup is one Map read. */
interface Index {
  growth: Map<number, GrowthCard>;
  challenge: Map<number, ChallengeCard>;
  industry: Map<number, IndustryCard>;
}
const indexes = new WeakMap<Tables, Index>();

function indexOf(tables: Tables): Index {
  let index = indexes.get(tables);
  if (!index) {
    index = {
      growth: new Map(tables.growth.map((card) => [card.id, card])),
      challenge: new Map(tables.challenge.map((card) => [card.growth, card])),
      industry: new Map(tables.industry.map((card) => [card.id, card])),
    };
    indexes.set(tables, index);
  }
  return index;
}

/** The Growth card with `id` in `tables`, or undefined. The one lookup of a Growth card by id. */
export const growthCard = (tables: Tables, id: number): GrowthCard | undefined => indexOf(tables).growth.get(id);
/** The Challenge card for Growth card `id`, or undefined. */
export const challengeCard = (tables: Tables, id: number): ChallengeCard | undefined => indexOf(tables).challenge.get(id);
/** The Industry card with `id`, or undefined. */
export const industryCard = (tables: Tables, id: number): IndustryCard | undefined => indexOf(tables).industry.get(id);

/**
 * The Growth card with `id` in `tables`, which the caller knows exists (every id in a game's context
 * or view comes from its tables).
 * @throws Error when `tables` holds no such card (a bug, not bad input).
 */
export function growthOf(tables: Tables, id: number): GrowthCard {
  const card = growthCard(tables, id);
  if (!card) throw new Error(`no Growth card ${id}`);
  return card;
}
