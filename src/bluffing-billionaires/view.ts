/**
 * What a seat may know in Bluffing Billionaires (BB-11). Built by whitelisting: every field is
 * copied from a public fact or from the seat's own cards and own pending choice, never by deleting
 * secrets from the context.
 *
 * Public: the deck's contents, hand sizes, who has a table card, every bonus pile, every card
 * revealed in a challenge (face-up discards, the log), how many cards each discard pile holds,
 * which responders have chosen (not what) and, after the reveal, who challenged and who approved.
 * Own only: the hand, the table card, the face-down discards (BB-4), the pending choice.
 * Nobody: other hands, other table cards, other face-down discards, the undealt cards, other
 * pending choices, the random state.
 */
import { frozenLog } from '../core/frozen.js';
import type { GameView, Seat } from '../core/types.js';
import { coinsOf, sortedCards, type AssetCard } from './cards.js';
import { waitingFor } from './rules/respond.js';
import { gameResult } from './rules/score.js';
import type {
  BluffingBillionairesContext, BluffingBillionairesLogEntry, BluffingBillionairesResult, Phase, Response,
} from './types.js';

/** What the seat is asked now: play a card (the active player), or respond to the active player's play. */
export type BluffingBillionairesPrompt =
  | { type: 'play' }
  | { type: 'respond'; active: Seat };

/** A card in a discard pile as this seat sees it: `card` is null when face down and not its own. */
export interface DiscardSlot {
  faceUp: boolean;
  card: AssetCard | null;
}

export interface BluffingBillionairesView extends GameView {
  seat: Seat | null;
  players: number;
  phase: Phase;
  /** Every card of the game's deck (index = id): the box's contents, public. */
  deck: readonly AssetCard[];
  deckSize: number;
  /** Cards left out of the game at the deal (BB-2); which ones is secret. */
  undealtCount: number;
  /** The turn number, from 1. */
  turn: number;
  /** The active player, or null once the game is over. */
  active: Seat | null;
  /** This seat's hand, sorted by value then id; [] for a spectator. */
  hand: AssetCard[];
  /** Cards in each hand (index = seat). */
  handSizes: number[];
  /** Whether each seat has a table card (BB-3). */
  tableCards: boolean[];
  /** This seat's own table card (it knows it), or null. */
  ownTableCard: AssetCard | null;
  /** Each seat's bonus pile, face up, oldest first (BB-8). */
  bonus: AssetCard[][];
  /** Coins in each bonus pile (BB-10). */
  bonusCoins: number[];
  /** Each seat's discard pile, oldest first: face-up cards for everyone, face-down ones for their owner only (BB-4, BB-9). */
  discards: DiscardSlot[][];
  discardCounts: number[];
  /** Seats asked to respond to the current play, clockwise from the active player's left; [] otherwise (BB-6). */
  responders: Seat[];
  /** Responders who have already chosen (not what they chose), in the same order. */
  responded: Seat[];
  /** This seat's own choice while it is still secret from the others, else null. */
  ownResponse: Response | null;
  prompt: BluffingBillionairesPrompt | null;
  log: readonly BluffingBillionairesLogEntry[];
  result: BluffingBillionairesResult | null;
}

/** The view of `seat` (null = spectator) in state `phase`. */
export function viewOf(ctx: BluffingBillionairesContext, phase: Phase, seat: Seat | null): BluffingBillionairesView {
  const { deck } = ctx;
  const over = phase === 'over';
  const waiting = phase === 'respond' ? waitingFor(ctx) : [];
  const ownTable = seat === null ? null : ctx.table[seat]!;
  let prompt: BluffingBillionairesPrompt | null = null;
  if (seat !== null && phase === 'play' && seat === ctx.active) prompt = { type: 'play' };
  if (seat !== null && waiting.includes(seat)) prompt = { type: 'respond', active: ctx.active };
  return {
    seat,
    players: ctx.players,
    phase,
    deck: deck.map((card) => ({ ...card })),
    deckSize: deck.length,
    undealtCount: ctx.undealt.length,
    turn: ctx.turn,
    active: over ? null : ctx.active,
    hand: seat === null ? [] : sortedCards(deck, ctx.hands[seat]!).map((card) => ({ ...card })),
    handSizes: ctx.hands.map((hand) => hand.length),
    tableCards: ctx.table.map((card) => card !== null),
    ownTableCard: ownTable === null ? null : { ...deck[ownTable]! },
    bonus: ctx.bonus.map((pile) => pile.map((id) => ({ ...deck[id]! }))),
    bonusCoins: ctx.bonus.map((pile) => coinsOf(deck, pile)),
    discards: ctx.discards.map((pile, owner) => pile.map((d): DiscardSlot => ({
      faceUp: d.faceUp,
      card: d.faceUp || owner === seat ? { ...deck[d.card]! } : null,
    }))),
    discardCounts: ctx.discards.map((pile) => pile.length),
    responders: phase === 'respond' ? [...ctx.responders] : [],
    responded: phase === 'respond' ? ctx.responders.filter((s) => !waiting.includes(s)) : [],
    ownResponse: seat !== null && phase === 'respond' ? ctx.responses[seat]! : null,
    prompt,
    // The context's own log, deep-frozen: no view can change the game (every other field is fresh).
    log: frozenLog(ctx.log),
    result: gameResult(ctx),
  };
}
