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

/** BB-5: whether a legal play uses its player's last hand card (the game then ends, without responses). */
export const playsLastCard = (ctx: BluffingBillionairesContext, event: PlayEvent): boolean => handLeft(ctx, event).length === 0;

/** BB-6: whether a legal play asks anyone to respond (else the turn passes at once). */
export const playAsksResponses = (ctx: BluffingBillionairesContext, event: PlayEvent): boolean =>
  askedToRespond(ctx, event.seat, handLeft(ctx, event)).length > 0;

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
export function nextHandEmpty(ctx: BluffingBillionairesContext): boolean {
  return ctx.hands[nextActive(ctx)]!.length === 0;
}
