/**
 * BluffKing's invariants (`definition.invariants`): what a snapshot must satisfy to be restored and
 * what every snapshot of a real game satisfies. Shape and types of the context, every card a card
 * code, card conservation (BK-1: no code more often than the decks hold it; hands + pile + discards
 * = the cards dealt), seats in range, one seat asked that can answer (BK-4..BK-6), a finished game
 * with a winner who holds no card (BK-8) or ended by the host (HOST_END, the log's last entry), and
 * a public log of known entries (BK-10).
 */
import {
  boolean, checkRecord, Findings, integerIn, invariantsOf, listOf, natural, nullable, oneOf,
  overused, perSeat, rngState, sameSettings, seat, phasedCheck, type Field,
} from '../core/invariants.js';
import { DECK, isCard, isRank } from './cards.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.js';
import type { BluffKingContext, BluffKingSettings, Phase } from './types.js';

const PHASES: readonly Phase[] = ['lead', 'challenge', 'follow', 'over'];

const card: Field = (value) => isCard(value);
const rank: Field = (value) => isRank(value);
const cards = listOf(card);
const claim: Field = (value, players) => checkRecord(new Findings(), 'claim', value, { seat, cards, rank }, players)
  && (value as { cards: unknown[] }).cards.length > 0;

const CONTEXT: Readonly<Record<string, Field>> = {
  players: integerIn(MIN_PLAYERS, MAX_PLAYERS),
  decks: oneOf([1, 2]),
  maxPlay: nullable(integerIn(1, Number.MAX_SAFE_INTEGER)),
  rng: rngState,
  hands: perSeat(cards),
  claims: listOf(claim),
  rank: nullable(rank),
  asked: seat,
  discarded: cards,
  dealt: natural,
  winner: nullable(seat),
  log: Array.isArray,
};

/** BK-10: the public log's entries and their fields. */
const LOG: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  deal: { first: seat, handSizes: listOf(natural), decks: oneOf([1, 2]) },
  claim: { seat, count: integerIn(1, Number.MAX_SAFE_INTEGER), rank, follow: boolean },
  decline: { seat },
  challenge: { seat, claimant: seat, rank, revealed: cards, truthful: boolean, taker: seat, taken: natural, lead: seat },
  pass: { seat },
  discard: { seat, count: natural },
  win: { seat },
  end: { reason: oneOf(['host']) },
};

/** The snapshot's shape, then conservation and whose turn it is. */
const check = phasedCheck<Phase, BluffKingContext>(
  { phases: PHASES, players: [MIN_PLAYERS, MAX_PLAYERS], context: CONTEXT, log: LOG, firstEntry: 'deal' },
  (findings, ctx) => conservation(findings, ctx),
  turn,
);

/** BK-1: no code more often than the decks hold it; hands + pile + discards = the cards dealt. */
function conservation(findings: Findings, ctx: BluffKingContext): void {
  const all = [...ctx.hands.flat(), ...ctx.claims.flatMap((c) => c.cards), ...ctx.discarded];
  const extra = overused(all, () => ctx.decks);
  findings.expect(extra === undefined, () => `${extra} is in the game ${all.filter((c) => c === extra).length} times; ${ctx.decks} deck(s) hold it ${ctx.decks} time(s) (BK-1)`);
  findings.expect(ctx.dealt <= DECK.length * ctx.decks, () => `context.dealt must be at most ${DECK.length * ctx.decks} (got ${ctx.dealt})`);
  findings.expect(all.length === ctx.dealt, () => `hands, pile and discards hold ${all.length} cards but ${ctx.dealt} were dealt`);
  const deal = ctx.log[0];
  if (deal?.type === 'deal') {
    findings.expect(deal.decks === ctx.decks, () => `the deal entry says ${deal.decks} deck(s) but context.decks is ${ctx.decks}`);
    findings.expect(deal.handSizes.length === ctx.players && deal.handSizes.reduce((a, b) => a + b, 0) === ctx.dealt,
      () => `the deal entry's handSizes must give ${ctx.players} hands of ${ctx.dealt} cards in all`);
  }
}

/** BK-4..BK-8: the round's claims and rank, the seat asked and whether it can answer, the winner. */
function turn(findings: Findings, ctx: BluffKingContext, phase: Phase): void {
  const latest = ctx.claims.at(-1);
  if (ctx.maxPlay !== null) {
    findings.expect(ctx.claims.every((c) => c.cards.length <= ctx.maxPlay!), () => `a claim holds more than maxPlay (${ctx.maxPlay}) cards`);
  }
  findings.expect(ctx.claims.every((c) => c.rank === ctx.rank), () => `every claim of the round must claim its rank (${ctx.rank})`);
  const ends = ctx.log.filter((entry) => entry.type === 'end').length;
  findings.expect(ends === 0 || (ends === 1 && ctx.log.at(-1)!.type === 'end'), () => 'the host\'s end entry can only be the log\'s last, once');
  if (phase === 'over') {
    if (ends === 1) {
      findings.expect(ctx.winner === null, () => `a game the host ended has no winner in context.winner (got ${ctx.winner})`);
      return;
    }
    findings.expect(ctx.winner !== null && ctx.hands[ctx.winner]!.length === 0, () => 'a finished game needs a winner who holds no card (BK-8), or the host\'s end entry');
    return;
  }
  findings.expect(ends === 0, () => 'a game the host ended must be over');
  findings.expect(ctx.winner === null, () => `context.winner must be null while the game runs (got ${ctx.winner})`);
  // BK-8: victory is checked when a challenge phase finishes, so only the latest claimant may have no card.
  const empty = ctx.hands.findIndex((hand, s) => hand.length === 0 && !(phase === 'challenge' && s === latest?.seat));
  findings.expect(empty < 0, () => `hand ${empty} is empty in state ${phase}: that seat would have won (BK-8)`);
  if (phase === 'lead') {
    findings.expect(ctx.claims.length === 0 && ctx.rank === null, () => 'a round waiting for its lead has no claims and no rank');
  } else {
    findings.expect(latest !== undefined && ctx.rank !== null, () => `state ${phase} needs the round's claims and rank`);
    findings.expect(ctx.asked !== latest?.seat, () => `context.asked (${ctx.asked}) is the claimant: the claimant is never asked about its own claim`);
  }
}

/** A snapshot made for `input`: the same players, decks and maxPlay (BK-1, BK-4). */
function agrees(findings: Findings, context: Record<string, unknown>, input: BluffKingSettings): void {
  sameSettings(findings, context, input as unknown as Record<string, unknown>, ['players', 'decks', 'maxPlay']);
}

/** The invariants a BluffKing snapshot breaks ([] when sound), and with `input` where it was made for other settings. Never throws. */
export const invariants = invariantsOf(check, agrees);
