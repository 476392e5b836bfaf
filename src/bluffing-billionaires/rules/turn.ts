/**
 * A Bluffing Billionaires turn (RULES.md BB-4..BB-6, BB-9) as pure functions over an immutable
 * context: the play, who is asked to respond, whether the next hand is empty, and the turn
 * passing on. Each transition assumes `checkEvent` (rules/check.ts) passed; the machine
 * (machine.ts) decides which runs when.
 */
import { nextSeat } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import type { BluffingBillionairesContext, PlayEvent } from '../types.js';

/** A copy of `items` with `items[index]` replaced by `item`. */
export const replaced = <T>(items: readonly T[], index: number, item: T): T[] => items.map((x, i) => (i === index ? item : x));

/** The other seats that have a table card, clockwise from `seat`'s left (BB-6). */
export function respondersTo(ctx: BluffingBillionairesContext, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextSeat(seat, ctx.players); s !== null && s !== seat; s = nextSeat(s, ctx.players)) {
    if (ctx.table[s] !== null) out.push(s);
  }
  return out;
}

/** The hand a play leaves its player (BB-4). */
const handLeft = (ctx: BluffingBillionairesContext, { seat, card }: PlayEvent): number[] => ctx.hands[seat]!.filter((id) => id !== card);

/** BB-6: who a play by `seat` that leaves it `hand` asks to respond; nobody after the last hand card (BB-5). */
const askedToRespond = (ctx: BluffingBillionairesContext, seat: Seat, hand: readonly number[]): Seat[] =>
  hand.length === 0 ? [] : respondersTo(ctx, seat);

/**
 * Where a play goes (BB-4..BB-6): `'last-card'` (the game ends, BB-5), `'ask'` (others respond,
 * BB-6), `'pass-and-end'` (the turn passes to a player with no hand card: the game ends, BB-5) or
 * `'pass'` (the turn passes).
 */
export type PlayWay = 'last-card' | 'ask' | 'pass-and-end' | 'pass';

/**
 * Which way a legal play (`checkEvent` passed) goes, known before it is made: a play of the last
 * hand card ends the game without responses (BB-5); else the players with a table card are asked to
 * respond (BB-6); else the turn passes, and the game ends when the next player holds no hand card
 * (BB-5: a play changes no hand but its player's own). May throw on a context that is not a game's.
 */
export function playWay(ctx: BluffingBillionairesContext, { seat }: PlayEvent): PlayWay {
  // The card is in the hand (legal), which holds each card once (BB-1): the play leaves one card fewer.
  if (ctx.hands[seat]!.length === 1) return 'last-card';
  // Anyone `respondersTo` would name: another seat with a table card.
  for (let s = 0; s < ctx.players; s++) if (s !== seat && ctx.table[s] !== null) return 'ask';
  return nextHandEmpty(ctx) ? 'pass-and-end' : 'pass';
}

/**
 * BB-4: the card goes face down as the active player's new table card; an older table card goes
 * face down to its own discard pile. BB-6: the other players with a table card are asked to
 * respond, unless the play used the last hand card (BB-5: no responses).
 */
export function playCard(ctx: BluffingBillionairesContext, event: PlayEvent): BluffingBillionairesContext {
  const { seat, card } = event;
  const older = ctx.table[seat] ?? null;
  const hand = handLeft(ctx, event);
  const next: BluffingBillionairesContext = {
    ...ctx,
    hands: replaced(ctx.hands, seat, hand),
    table: replaced(ctx.table, seat, card),
    discards: older === null ? ctx.discards : replaced(ctx.discards, seat, [...ctx.discards[seat]!, { card: older, faceUp: false }]),
  };
  // The new table card is the player's own, which respondersTo leaves out: `ctx` answers as `next` would.
  const responders = askedToRespond(ctx, seat, hand);
  return {
    ...next,
    responders,
    responses: ctx.responses.map(() => null),
    log: [...ctx.log, { type: 'play', seat, turn: ctx.turn, discarded: older !== null, lastCard: hand.length === 0, responders }],
  };
}

/** The seat the turn passes to: the active player's left (BB-6, BB-9). */
export const nextActive = (ctx: BluffingBillionairesContext): Seat => nextSeat(ctx.active, ctx.players)!;

/** BB-6, BB-9: the turn passes to the active player's left. */
export function passTurn(ctx: BluffingBillionairesContext): BluffingBillionairesContext {
  return { ...ctx, active: nextActive(ctx), turn: ctx.turn + 1 };
}

/**
 * BB-5: whether the player the turn passes to next has no hand card, so that the game ends as the
 * turn passes. Asked before a play, which changes no hand but its player's own.
 */
function nextHandEmpty(ctx: BluffingBillionairesContext): boolean {
  return ctx.hands[nextActive(ctx)]!.length === 0;
}
