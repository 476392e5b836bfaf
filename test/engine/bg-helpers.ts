/**
 * Shared helpers for the BiggieBills$$$ engine tests (not a test file itself: the runner only picks
 * up `*.test.ts`). Positions are set up with `hands` + `first`, then, where a ruling needs a
 * position that takes many turns to reach, by changing the context of a snapshot (`patch`).
 */
import { createActor, type Actor } from 'xstate';
import { sendLegal } from '../support/contract.js';
import { biggieBills, createGame } from '../../src/index.js';
import type {
  BiggieBillsContext, BiggieBillsEvent, BiggieBillsInput, BiggieBillsSnapshot, BiggieBillsView, HandSpec, BonusKind,
} from '../../src/biggie-bills/index.js';

export const { definition, bots } = biggieBills;
export type Game = Actor<typeof definition.machine>;
export type { BiggieBillsContext, BiggieBillsEvent, BiggieBillsInput, BiggieBillsSnapshot, BiggieBillsView, HandSpec, BonusKind };

/** Table G's ids by name, written out here rather than read from the engine. */
export const G = {
  vendor: 1, research: 2, prototype: 3, brand: 4, hiring: 5, seed: 6,
  supply: 7, digital: 8, loyalty: 9, quality: 10, partnership: 11, regional: 12,
  software: 13, lab: 14, distribution: 15, automation: 16, international: 17, venture: 18,
  patent: 19, vertical: 20, globalBrand: 21, ipo: 22, conglomerate: 23, acquire: 24,
} as const;

/** Table I's ids by name. */
export const I = {
  expansionBoom: 1, mergerMania: 2, creditCrunch: 3, cheapCapital: 4, techSubsidy: 5, consumerBoom: 6,
  recession: 7, bullMarket: 8, crackdown: 9, lenient: 10, marketFreeze: 11, openSeason: 12,
  antitrust: 13, innovationAward: 14, taxAudit: 15, stimulus: 16, legalFees: 17, brandLoyalty: 18,
  talentWar: 19, openMarket: 20, shareholderPressure: 21, quietQuarter: 22, firstMoverRush: 23, stable: 24,
} as const;

/** A hand for `hands`. */
export const hand = (growth: number[], challenge: number[] = [], bonus: BonusKind[] = []): HandSpec => ({ growth, challenge, bonus });

/** Starts a game actor (`createGame`: bad input throws at once). */
export function start(input: BiggieBillsInput): Game {
  return createGame(definition, input);
}

export const snap = (game: Game): BiggieBillsSnapshot => game.getSnapshot();
export const ctx = (game: Game): BiggieBillsContext => game.getSnapshot().context;
export const toAct = (game: Game): number[] => definition.toAct(game.getSnapshot());
export const view = (game: Game, seat: number | null): BiggieBillsView => definition.view(game.getSnapshot(), seat);
export const result = (game: Game) => definition.result(game.getSnapshot());
export const cash = (game: Game): number[] => ctx(game).teams.map((t) => t.cash);
/** The seat whose turn it is. */
export const current = (game: Game): number => ctx(game).turn!.seat;
/** The waiting state: main, block, keep or over. */
export const phase = (game: Game): string => biggieBills.phaseOf(game.getSnapshot());

/** Sends an event that must be legal; fails loudly with the engine's reason otherwise. */
export const act = (game: Game, event: BiggieBillsEvent): void => sendLegal(definition, game, event);

/** The code of `check` for an event (or 'ok'). */
export function code(game: Game, event: BiggieBillsEvent): string {
  const verdict = definition.check(game.getSnapshot(), event);
  return verdict.ok ? 'ok' : verdict.code;
}

/**
 * A new game in the same state with a changed context (the old actor is stopped). For positions
 * that take many turns to reach: completed cards, cash, the Industry card, the turn order.
 */
export function patch(game: Game, change: (context: BiggieBillsContext) => BiggieBillsContext): Game {
  const snapshot = game.getSnapshot();
  game.stop();
  const machine = definition.machine;
  const resolved = machine.resolveState({ value: snapshot.value, context: change(structuredClone(snapshot.context)) });
  return createActor(machine, { snapshot: machine.getPersistedSnapshot(resolved) as never, input: snapshot.context.settings }).start();
}

/** Changes teams: `teams(ctx => …)` helpers. */
export function setTeam(context: BiggieBillsContext, seat: number, change: Partial<BiggieBillsContext['teams'][number]>): BiggieBillsContext {
  return { ...context, teams: context.teams.map((t, s) => (s === seat ? { ...t, ...change } : t)) };
}

/**
 * Marks every team as having played its first Growth card (BG-5): a position from the middle of a
 * game, where a team may skip, exchange or challenge although it holds a Stage 1 card it can pay
 * for. Tests of rulings other than BG-5's first card start from such positions.
 */
export function begun(context: BiggieBillsContext): BiggieBillsContext {
  return { ...context, teams: context.teams.map((t) => ({ ...t, playedGrowth: true })) };
}

/**
 * Sets this cycle's turn order to `order` with `order[0]` acting now (first turn of the cycle). The
 * team acting now must be `order[0]`.
 */
export function setOrder(context: BiggieBillsContext, order: number[]): BiggieBillsContext {
  return { ...context, order, turnIndex: 0 };
}

/** Sets this cycle's Industry card (its effects apply from now on; main actions are set at turn start). */
export function setIndustry(context: BiggieBillsContext, id: number | null): BiggieBillsContext {
  return { ...context, industry: id };
}

/** Ends the turn of the team acting now, by END_TURN after a main action or by SKIP. */
export function pass(game: Game): void {
  const seat = current(game);
  act(game, ctx(game).turn!.acted > 0 ? { type: 'END_TURN', seat } : { type: 'SKIP', seat });
}

/** Passes every turn until the acting team is `seat` (at most one cycle and a bit). */
export function passUntil(game: Game, seat: number): void {
  for (let i = 0; i < 40 && !(phase(game) === 'main' && current(game) === seat); i++) pass(game);
  if (current(game) !== seat) throw new Error(`seat ${seat} never came to act`);
}

/** Passes every turn until cycle `cycle` has begun. */
export function passToCycle(game: Game, cycle: number): void {
  for (let i = 0; i < 200 && ctx(game).cycle < cycle; i++) pass(game);
}

/** Per team: received minus paid in the log's `pay` entries. */
export function ledgerSums(context: BiggieBillsContext): number[] {
  const sums = context.teams.map(() => 0);
  for (const entry of context.log) {
    if (entry.type !== 'pay') continue;
    if (entry.payee !== 'bank') sums[entry.payee]! += entry.amount;
    if (entry.payer !== 'bank') sums[entry.payer]! -= entry.amount;
  }
  return sums;
}

/** Whether every team's ledger sum equals cash − startingCash. */
export function ledgerBalances(context: BiggieBillsContext): boolean {
  const sums = ledgerSums(context);
  return context.teams.every((t, s) => sums[s] === t.cash - context.settings.startingCash);
}

/** The `pay` entries added to the log since `from`. */
export function paymentsSince(game: Game, from: number) {
  return ctx(game).log.slice(from).filter((e) => e.type === 'pay');
}
