/**
 * Bluffing Billionaires rules (RULES.md BB-1..BB-11) as pure functions over an immutable context.
 * The machine (machine.ts) decides which function runs in which state; nothing here keeps state.
 *
 * Cards are handled by id (an index into `context.deck`); the log and the views carry full
 * `AssetCard`s, and only cards that are public (BB-11).
 */
import { dealRoundRobin, shuffle } from '../core/deal.js';
import { describe, inputRecord, integerIn, seedIn } from '../core/input.js';
import { seedRng, withRng, type RngState } from '../core/rng.js';
import { nextSeat, rankSeats } from '../core/seats.js';
import { guardedCheck, guardOn, type EventSpec } from '../core/events.js';
import type { GameResult, Seat, Verdict } from '../core/types.js';
import { illegal, LEGAL } from '../core/verdict.js';
import { coinsOf, parseDeck, STANDARD_DECK, valueOf, type AssetCard, type AssetCardSpec } from './cards.js';

// ---------------------------------------------------------------------------------------------
// Input

/** The machine's input. */
export interface BluffingBillionairesInput {
  /** 2..6 (BB-2). */
  players: number;
  /** Any safe integer; the same seed and events give the same game. */
  seed: number;
  /** The seat that starts as the active player; drawn from the seed when absent (BB-2). */
  first?: Seat;
  /**
   * A fixed deal (index = seat) of card ids: each hand non-empty, no id twice. Cards not dealt are
   * out of the game (BB-2). `handSize` is then only validated, not used.
   */
  hands?: number[][];
  /** Cards dealt to each seat (BB-2): default 8 (at most floor(deck size / players)); allowed 3..floor(deck size / players). */
  handSize?: number;
  /** A host's own deck (BB-1): 2..200 cards `{ value, coins, name }`, ids = indices. Default: the standard 48. */
  deck?: readonly (AssetCardSpec | AssetCard)[];
}

/** The input after validation, with defaults filled in. */
export interface BluffingBillionairesSettings extends BluffingBillionairesInput {
  deck: AssetCard[];
}

export const INPUT_KEYS = ['players', 'seed', 'first', 'hands', 'handSize', 'deck'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** BB-2: the default and the smallest hand size. */
export const DEFAULT_HAND_SIZE = 8;
export const MIN_HAND_SIZE = 3;

/**
 * Validates an input and fills in defaults. `parseInput(parseInput(x))` equals `parseInput(x)`.
 * @throws TypeError / RangeError naming the field and the allowed values: players outside 2..6,
 *   a bad deck (naming the card and field), handSize outside 3..floor(deck size / players), a deck
 *   too small to deal 3 cards to each seat, first outside 0..players-1, a `hands` that is not a
 *   legal deal (not one hand per seat, an empty hand, an id outside the deck, an id twice), an
 *   unknown option.
 */
export function parseInput(input: unknown): BluffingBillionairesSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const deck = record.deck === undefined ? [...STANDARD_DECK] : parseDeck(record.deck);
  const settings: BluffingBillionairesSettings = { players, seed, deck };
  const maxHand = Math.floor(deck.length / players);
  const tooSmall = () => new RangeError(
    `deck holds ${deck.length} cards but ${players} players need at least ${MIN_HAND_SIZE * players} (handSize ${MIN_HAND_SIZE} or more each, BB-2)`,
  );
  if (record.handSize !== undefined) {
    if (maxHand < MIN_HAND_SIZE) throw tooSmall();
    settings.handSize = integerIn('handSize', record.handSize, MIN_HAND_SIZE, maxHand);
  }
  if (record.first !== undefined) settings.first = integerIn('first', record.first, 0, players - 1);
  if (record.hands !== undefined) settings.hands = parseHands(record.hands, players, deck.length);
  else if (settings.handSize === undefined) {
    if (maxHand < MIN_HAND_SIZE) throw tooSmall();
    settings.handSize = Math.min(DEFAULT_HAND_SIZE, maxHand);
  }
  return settings;
}

function parseHands(value: unknown, players: number, deckSize: number): number[][] {
  if (!Array.isArray(value) || value.length !== players) {
    throw new TypeError(`hands must be an array of ${players} hands of card ids, one per seat (got ${describe(value)})`);
  }
  const seen = new Map<number, string>();
  value.forEach((hand: unknown, seat) => {
    if (!Array.isArray(hand) || hand.length === 0) {
      throw new TypeError(`hands[${seat}] must be a non-empty array of card ids from 0 to ${deckSize - 1} (got ${describe(hand)})`);
    }
    hand.forEach((id: unknown, i) => {
      const at = `hands[${seat}][${i}]`;
      if (typeof id !== 'number' || !Number.isInteger(id)) {
        throw new TypeError(`${at} must be a card id: an integer from 0 to ${deckSize - 1} (got ${describe(id)})`);
      }
      if (id < 0 || id >= deckSize) throw new RangeError(`${at} must be a card id from 0 to ${deckSize - 1} (got ${id})`);
      const earlier = seen.get(id);
      if (earlier !== undefined) throw new RangeError(`${at} deals card ${id} again: it is already at ${earlier}; the deck holds each card once`);
      seen.set(id, at);
    });
  });
  return (value as number[][]).map((hand) => [...hand]);
}

// ---------------------------------------------------------------------------------------------
// Context

/** A responder's secret choice (BB-6). */
export type Response = 'approve' | 'challenge';

/** A card in a discard pile: face down (BB-4, its owner alone knows it) or face up (BB-9). */
export interface Discard {
  card: number;
  faceUp: boolean;
}

/** How the game ended (BB-5): the active player played its last card, or had none at turn start. */
export type EndReason = 'last-card' | 'no-cards';

/** One comparison of a challenge (BB-7) and its spoils (BB-8). */
export interface ChallengeResult {
  challenger: Seat;
  /** The challenger's table card, turned up. */
  card: AssetCard;
  /** The active player wins when its card's value is strictly higher; otherwise the challenger. */
  winner: Seat;
  loser: Seat;
  /** The random card taken from the loser's hand to the winner's bonus pile; null when that hand was empty. */
  taken: AssetCard | null;
}

/** Public log entries (BB-11): they never hold a card that has not been turned face up. */
export type BluffingBillionairesLogEntry =
  | {
      type: 'deal';
      first: Seat;
      handSizes: number[];
      /** Cards in the deck, and how many of them were not dealt (out of the game, unseen). */
      deckSize: number;
      undealt: number;
    }
  | {
      /** BB-4: `seat` played a card face down as its new table card. */
      type: 'play';
      seat: Seat;
      turn: number;
      /** Whether an older table card went face down to the seat's discard pile. */
      discarded: boolean;
      /** BB-5: the play used the seat's last hand card (the game ends). */
      lastCard: boolean;
      /** BB-6: the seats asked to respond, clockwise from the player's left; [] = the turn passes. */
      responders: Seat[];
    }
  | {
      /** BB-6: every responder's choice, revealed together once all have chosen. */
      type: 'responses';
      /** The active player. */
      seat: Seat;
      approved: Seat[];
      challengers: Seat[];
    }
  | {
      /** BB-7..BB-9: the table cards turned up and how each comparison was settled, in order. */
      type: 'challenge';
      /** The active player. */
      seat: Seat;
      /** The active player's table card, turned up. */
      card: AssetCard;
      /** One per challenger, clockwise from the active player (the order of settlement, BB-8). */
      results: ChallengeResult[];
      /** With exactly one challenger: the loser's revealed card, now on the winner's bonus pile; else null. */
      captured: AssetCard | null;
      capturedBy: Seat | null;
      /** Revealed cards not taken as spoils, now face up on their owners' discard piles (BB-9). */
      discarded: { seat: Seat; card: AssetCard }[];
    }
  | {
      /** BB-5, BB-10: the game is over; hand points are counted for scoring. */
      type: 'end';
      reason: EndReason;
      /** The active player whose play (or empty hand) ended the game. */
      seat: Seat;
      handPoints: number[];
      bonusCoins: number[];
      scores: number[];
      winners: Seat[];
    };

/** The machine context: plain JSON, so persisted snapshots restore exactly. */
export interface BluffingBillionairesContext {
  players: number;
  /** Every card of the game's deck (index = id). Public: the deck's contents are known. */
  deck: AssetCard[];
  rng: RngState;
  /** Card ids in each hand (index = seat). Private (BB-11). */
  hands: number[][];
  /** Each seat's table card id, or null (BB-3). Private until revealed. */
  table: (number | null)[];
  /** Each seat's discard pile, oldest first (BB-4, BB-9). */
  discards: Discard[][];
  /** Each seat's bonus pile, oldest first (BB-8). Public. */
  bonus: number[][];
  /** Cards not dealt: out of the game, seen by no one (BB-2). */
  undealt: number[];
  /** The active player (BB-4). */
  active: Seat;
  /** The turn number, from 1. */
  turn: number;
  /** Seats asked to respond to the current play, clockwise from the active player's left; [] otherwise (BB-6). */
  responders: Seat[];
  /**
   * Pending secret choices (index = seat; null = not chosen or not asked). Never shown to anyone
   * but the chooser until all responders have chosen (BB-6), then cleared.
   */
  responses: (Response | null)[];
  /** Set when the game is over (BB-5). */
  ended: { reason: EndReason; seat: Seat } | null;
  log: BluffingBillionairesLogEntry[];
}

/** BB-1, BB-2: the starting context for a validated input. */
export function setupGame(settings: BluffingBillionairesSettings): BluffingBillionairesContext {
  const { players, deck } = settings;
  const [{ first, hands, undealt }, rng] = withRng(seedRng(settings.seed), (random) => {
    const first = settings.first ?? random.int(0, players - 1);
    const ids = deck.map((card) => card.id);
    if (settings.hands) {
      const dealt = new Set(settings.hands.flat());
      return { first, hands: settings.hands.map((hand) => [...hand]), undealt: ids.filter((id) => !dealt.has(id)) };
    }
    const { hands, rest } = dealRoundRobin(shuffle(random, ids), players, first, settings.handSize!);
    return { first, hands, undealt: rest };
  });
  return {
    players,
    deck: deck.map((card) => ({ ...card })),
    rng,
    hands,
    table: hands.map(() => null),
    discards: hands.map(() => []),
    bonus: hands.map(() => []),
    undealt,
    active: first,
    turn: 1,
    responders: [],
    responses: hands.map(() => null),
    ended: null,
    log: [{ type: 'deal', first, handSizes: hands.map((hand) => hand.length), deckSize: deck.length, undealt: undealt.length }],
  };
}

// ---------------------------------------------------------------------------------------------
// Events

/** BB-4: the active player plays the card with this id from hand face down as its table card. */
export interface PlayEvent { type: 'PLAY'; seat: Seat; card: number }
/** BB-6: a responder secretly approves the play. */
export interface ApproveEvent { type: 'APPROVE'; seat: Seat }
/** BB-6: a responder secretly challenges the play. */
export interface ChallengeEvent { type: 'CHALLENGE'; seat: Seat }

export type BluffingBillionairesEvent = PlayEvent | ApproveEvent | ChallengeEvent;

/** The states in which the game waits for seats, plus `over`. */
export type Phase = 'play' | 'respond' | 'over';

const EVENT_TYPES = ['PLAY', 'APPROVE', 'CHALLENGE'];

/** Responders who have not chosen yet, clockwise from the active player's left. */
export function waitingFor(ctx: BluffingBillionairesContext): Seat[] {
  return ctx.responders.filter((seat) => ctx.responses[seat] === null);
}

const EVENTS: EventSpec = { game: 'Bluffing Billionaires', types: EVENT_TYPES };

/**
 * Whether `event` is legal in `phase` (BB-4, BB-6). The single source of truth: the machine's
 * guards and `definition.check` both call it. Never throws. Codes: the shared `bad-event`,
 * `unknown-event`, `bad-seat`, `game-over` (core/events.ts), then `wrong-phase`,
 * `not-your-turn`, `bad-card`, `card-not-in-hand`, `not-a-responder`, `already-responded`.
 */
export function checkEvent(phase: Phase, ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): Verdict {
  return guardedCheck<BluffingBillionairesEvent>(
    EVENTS, event, () => ({ players: ctx.players, over: phase === 'over' }),
    // Not over: the shared checks refused events once the game is over.
    (move) => checkMove(phase as Exclude<Phase, 'over'>, ctx, move),
  );
}

/** BB-4, BB-6 for a plain event of a known type, from a seat in range, while the game runs. */
function checkMove(phase: Exclude<Phase, 'over'>, ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): Verdict {
  if (phase === 'play') {
    if (event.type !== 'PLAY') {
      return illegal('wrong-phase', `${event.type} is not possible now: seat ${ctx.active} is asked to play a card (PLAY); nobody is asked to respond.`);
    }
    if (event.seat !== ctx.active) {
      return illegal('not-your-turn', `It is not seat ${event.seat}'s turn: seat ${ctx.active} is the active player.`);
    }
    return checkCard(ctx, event.seat, event.card);
  }
  // phase === 'respond'
  if (event.type === 'PLAY') {
    return illegal('wrong-phase', `PLAY is not possible now: seats ${waitingFor(ctx).join(', ')} are asked to respond (APPROVE / CHALLENGE) to seat ${ctx.active}'s play.`);
  }
  if (!ctx.responders.includes(event.seat)) {
    const why = event.seat === ctx.active ? 'the active player does not respond to its own play' : 'only the other players who have a table card respond';
    return illegal('not-a-responder', `Seat ${event.seat} is not asked to respond: ${why} (BB-6).`);
  }
  if (ctx.responses[event.seat] !== null) {
    return illegal('already-responded', `Seat ${event.seat} has already chosen; a choice cannot be changed.`);
  }
  return LEGAL;
}

function checkCard(ctx: BluffingBillionairesContext, seat: Seat, card: unknown): Verdict {
  if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= ctx.deck.length) {
    return illegal('bad-card', `card must be a card id: an integer from 0 to ${ctx.deck.length - 1} (got ${describe(card)}).`);
  }
  if (!ctx.hands[seat]!.includes(card)) {
    return illegal('card-not-in-hand', `Card ${card} is not in seat ${seat}'s hand.`);
  }
  return LEGAL;
}

// ---------------------------------------------------------------------------------------------
// Transitions (each assumes checkEvent passed)

const replaced = <T>(items: readonly T[], index: number, item: T): T[] => items.map((x, i) => (i === index ? item : x));

/** The other seats that have a table card, clockwise from `seat`'s left (BB-6). */
export function respondersTo(ctx: BluffingBillionairesContext, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextSeat(seat, ctx.players); s !== null && s !== seat; s = nextSeat(s, ctx.players)) {
    if (ctx.table[s] !== null) out.push(s);
  }
  return out;
}

/**
 * BB-4: the card goes face down as the active player's new table card; an older table card goes
 * face down to its own discard pile. BB-6: the other players with a table card are asked to
 * respond, unless the play used the last hand card (BB-5: no responses).
 */
export function playCard(ctx: BluffingBillionairesContext, event: PlayEvent): BluffingBillionairesContext {
  const { seat, card } = event;
  const older = ctx.table[seat] ?? null;
  const hand = ctx.hands[seat]!.filter((id) => id !== card);
  const next: BluffingBillionairesContext = {
    ...ctx,
    hands: replaced(ctx.hands, seat, hand),
    table: replaced(ctx.table, seat, card),
    discards: older === null ? ctx.discards : replaced(ctx.discards, seat, [...ctx.discards[seat]!, { card: older, faceUp: false }]),
  };
  const responders = hand.length === 0 ? [] : respondersTo(next, seat);
  return {
    ...next,
    responders,
    responses: ctx.responses.map(() => null),
    log: [...ctx.log, { type: 'play', seat, turn: ctx.turn, discarded: older !== null, lastCard: hand.length === 0, responders }],
  };
}

/** Whether the active player's hand is empty (BB-5: after its play, or at the start of its turn). */
export function activeHandEmpty(ctx: BluffingBillionairesContext): boolean {
  return ctx.hands[ctx.active]!.length === 0;
}

/** Whether the current play waits for responses (BB-6). */
export function awaitingResponses(ctx: BluffingBillionairesContext): boolean {
  return waitingFor(ctx).length > 0;
}

/** BB-6: records a responder's secret choice. Nothing public changes. */
export function respond(ctx: BluffingBillionairesContext, event: ApproveEvent | ChallengeEvent): BluffingBillionairesContext {
  const choice: Response = event.type === 'APPROVE' ? 'approve' : 'challenge';
  return { ...ctx, responses: replaced(ctx.responses, event.seat, choice) };
}

/** Whether the seat sending `event` is the last responder yet to choose. A machine guard: never throws. */
export function lastToRespond(ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): boolean {
  return guardOn(event, ({ seat }) => {
    const waiting = waitingFor(ctx);
    return waiting.length === 1 && waiting[0] === seat;
  });
}

/**
 * BB-6: once all have chosen, the choices are revealed together in one log entry. If anyone
 * challenged, BB-7..BB-9 settle the challenge. The pending choices are cleared either way.
 */
export function revealResponses(ctx: BluffingBillionairesContext): BluffingBillionairesContext {
  const approved = ctx.responders.filter((s) => ctx.responses[s] === 'approve');
  const challengers = ctx.responders.filter((s) => ctx.responses[s] === 'challenge');
  const revealed: BluffingBillionairesContext = {
    ...ctx,
    responders: [],
    responses: ctx.responses.map(() => null),
    log: [...ctx.log, { type: 'responses', seat: ctx.active, approved, challengers }],
  };
  return challengers.length === 0 ? revealed : settleChallenge(revealed, challengers);
}

/**
 * BB-7: every challenger's table card and the active player's are turned up; each challenger is
 * compared with the active player on its own (strictly higher wins for the active player; equal or
 * lower loses). BB-8: settled one by one clockwise from the active player: the winner takes a
 * random card (seeded PRNG) from the loser's hand, if any, to its bonus pile; with exactly one
 * challenger the winner also takes the loser's revealed card. BB-9: the other revealed cards go
 * face up to their owners' discard piles; none of these players has a table card now.
 * `challengers` must be in clockwise order from the active player's left.
 */
export function settleChallenge(ctx: BluffingBillionairesContext, challengers: Seat[]): BluffingBillionairesContext {
  const { deck, active } = ctx;
  const activeCard = ctx.table[active]!;
  const hands = ctx.hands.map((hand) => [...hand]);
  const bonus = ctx.bonus.map((pile) => [...pile]);
  const [results, rng] = withRng(ctx.rng, (random) => challengers.map((challenger): ChallengeResult => {
    const card = ctx.table[challenger]!;
    const activeWins = deck[activeCard]!.value > deck[card]!.value;
    const winner = activeWins ? active : challenger;
    const loser = activeWins ? challenger : active;
    const from = hands[loser]!;
    let taken: number | null = null;
    if (from.length > 0) {
      taken = from.splice(random.int(0, from.length - 1), 1)[0]!;
      bonus[winner]!.push(taken);
    }
    return { challenger, card: { ...deck[card]! }, winner, loser, taken: taken === null ? null : { ...deck[taken]! } };
  }));
  // BB-8: with exactly one challenger, the winner also takes the loser's revealed card.
  let captured: number | null = null;
  let capturedBy: Seat | null = null;
  if (results.length === 1) {
    const { winner, loser } = results[0]!;
    captured = ctx.table[loser]!;
    capturedBy = winner;
    bonus[winner]!.push(captured);
  }
  // BB-9: the rest of the revealed cards go face up to their owners' discard piles.
  const discarded = [active, ...challengers]
    .map((seat) => ({ seat, card: ctx.table[seat]! }))
    .filter(({ card }) => card !== captured);
  const discards = ctx.discards.map((pile, seat) => {
    const mine = discarded.filter((d) => d.seat === seat);
    return mine.length === 0 ? pile : [...pile, ...mine.map((d) => ({ card: d.card, faceUp: true }))];
  });
  const cleared = new Set([active, ...challengers]);
  return {
    ...ctx,
    rng,
    hands,
    bonus,
    discards,
    table: ctx.table.map((card, seat) => (cleared.has(seat) ? null : card)),
    log: [...ctx.log, {
      type: 'challenge',
      seat: active,
      card: { ...deck[activeCard]! },
      results,
      captured: captured === null ? null : { ...deck[captured]! },
      capturedBy,
      discarded: discarded.map(({ seat, card }) => ({ seat, card: { ...deck[card]! } })),
    }],
  };
}

/** BB-6, BB-9: the turn passes to the active player's left. */
export function passTurn(ctx: BluffingBillionairesContext): BluffingBillionairesContext {
  return { ...ctx, active: nextSeat(ctx.active, ctx.players)!, turn: ctx.turn + 1 };
}

/** BB-10: per seat, the face values in hand, the coins in the bonus pile and their sum. */
export function tally(ctx: BluffingBillionairesContext): { handPoints: number[]; bonusCoins: number[]; scores: number[] } {
  const handPoints = ctx.hands.map((hand) => valueOf(ctx.deck, hand));
  const bonusCoins = ctx.bonus.map((pile) => coinsOf(ctx.deck, pile));
  return { handPoints, bonusCoins, scores: handPoints.map((points, s) => points + bonusCoins[s]!) };
}

/** The result of BB-10 with the tally behind it. */
export interface BluffingBillionairesResult extends GameResult {
  /** Per seat: hand points + bonus coins. */
  scores: number[];
  handPoints: number[];
  bonusCoins: number[];
  /** How the game ended, and the active player who ended it (BB-5). */
  reason: EndReason;
  endedBy: Seat;
}

/**
 * BB-10: highest score first; a tie goes to more bonus coins; still tied, a shared place (and a
 * shared victory when it is the first place).
 */
function ranking(scores: number[], bonusCoins: number[]): Seat[][] {
  const keys = scores.map((score, s) => [score, bonusCoins[s]!] as const);
  return rankSeats(keys, (a, b) => b[0] - a[0] || b[1] - a[1]);
}

/** BB-5: the game ends; hand points are counted (BB-10) and logged. */
export function endGame(ctx: BluffingBillionairesContext, reason: EndReason): BluffingBillionairesContext {
  const { handPoints, bonusCoins, scores } = tally(ctx);
  const winners = ranking(scores, bonusCoins)[0]!;
  return {
    ...ctx,
    responders: [],
    ended: { reason, seat: ctx.active },
    log: [...ctx.log, { type: 'end', reason, seat: ctx.active, handPoints, bonusCoins, scores, winners }],
  };
}

/** BB-10: the result, or null while the game runs. */
export function gameResult(ctx: BluffingBillionairesContext): BluffingBillionairesResult | null {
  if (ctx.ended === null) return null;
  const { handPoints, bonusCoins, scores } = tally(ctx);
  const places = ranking(scores, bonusCoins);
  return { winners: [...places[0]!], ranking: places, scores, handPoints, bonusCoins, reason: ctx.ended.reason, endedBy: ctx.ended.seat };
}
