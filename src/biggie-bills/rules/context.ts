/**
 * Small accessors and updaters of the BiggieBills$$$ context that every rule topic shares: seats in
 * the game, one team changed, log entries appended, multisets, a card in play, and the turn's
 * action counters (BG-4, BG-12). Pure: each returns a new context or a value.
 */
import type { Seat } from '../../core/types.js';
import type { BiggieBillsContext, BiggieBillsLogEntry, InPlay, Team } from '../types.js';

/** Whether `seat` is a team still in the game (false for a seat out of range). */
export const inGame = (ctx: BiggieBillsContext, seat: Seat): boolean => ctx.teams[seat]?.out === null;

/** Seats still in the game, in seat order. */
export const seatsInGame = (ctx: BiggieBillsContext): Seat[] => ctx.teams.flatMap((t, s) => (t.out === null ? [s] : []));

/** A copy of `ctx.teams` with `seat`'s team changed by `change`. */
export function withTeam(ctx: BiggieBillsContext, seat: Seat, change: (team: Team) => Team): BiggieBillsContext {
  return { ...ctx, teams: ctx.teams.map((team, s) => (s === seat ? change(team) : team)) };
}

/** Appends log entries. */
export function logged(ctx: BiggieBillsContext, ...entries: BiggieBillsLogEntry[]): BiggieBillsContext {
  return { ...ctx, log: [...ctx.log, ...entries] };
}

/** `items` without one occurrence of each of `remove` (multisets), or null if one is missing. */
export function without<T>(items: readonly T[], remove: readonly T[]): T[] | null {
  const rest = [...items];
  for (const item of remove) {
    const i = rest.indexOf(item);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/** The in-play card `card` of `owner`, or undefined. */
export const inPlayOf = (ctx: BiggieBillsContext, owner: Seat, card: number): InPlay | undefined =>
  ctx.inPlay.find((p) => p.owner === owner && p.card === card);

/**
 * BG-4, BG-12: counts an action of the acting team: a `main` action, a `free` Flexible Challenge,
 * or a `whole` turn (exchange, skip, a Flexible Challenge with no free one left), which leaves no main action.
 */
export function useAction(ctx: BiggieBillsContext, kind: 'main' | 'free' | 'whole'): BiggieBillsContext {
  const turn = ctx.turn!;
  switch (kind) {
    case 'main': return { ...ctx, turn: { ...turn, mainLeft: turn.mainLeft - 1, acted: turn.acted + 1 } };
    case 'free': return { ...ctx, turn: { ...turn, freeLeft: turn.freeLeft - 1 } };
    case 'whole': return { ...ctx, turn: { ...turn, mainLeft: 0, acted: turn.acted + 1 } };
  }
}
