/**
 * Shared helpers for the BluffKing engine tests (not a test file itself: the runner only picks up
 * `*.test.ts`). Everything the tests compare against is built here from RULES.md, independently of
 * the engine's own card tables.
 */
import type { Actor } from 'xstate';
import { sendLegal, viewers } from '../support/contract.js';
import { bluffKing, createGame } from '../../src/index.js';
import type {
  BluffKingContext, BluffKingEvent, BluffKingInput, BluffKingSnapshot, BluffKingView, Card,
} from '../../src/bluff-king/index.js';

export const { definition, bots } = bluffKing;
export type Game = Actor<typeof definition.machine>;
export type { BluffKingContext, BluffKingEvent, BluffKingInput, BluffKingSnapshot, BluffKingView, Card };

/** BK-3 ranks and the four suits, written out here rather than imported from the engine. */
export const TEST_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const TEST_SUITS = ['S', 'H', 'D', 'C'] as const;
export type TestRank = (typeof TEST_RANKS)[number];

/** BK-1: one standard deck is 52 cards (13 ranks × 4 suits) plus two jokers. */
export function fullDeck(decks: number): Card[] {
  const one: string[] = [];
  for (const suit of TEST_SUITS) for (const rank of TEST_RANKS) one.push(`${rank}${suit}`);
  one.push('BJ', 'RJ');
  return Array.from({ length: decks }, () => one as Card[]).flat();
}

const CODES: ReadonlySet<string> = new Set(fullDeck(1));

/** Whether a value is a card code. */
export const isCode = (value: unknown): value is Card => typeof value === 'string' && CODES.has(value);

/** Every string leaf of a JSON-like value that is a card code (with its path), for leak checks. */
export function cardLeaves(value: unknown, path = '$', out: { path: string; card: string }[] = []): { path: string; card: string }[] {
  if (isCode(value)) out.push({ path, card: value });
  else if (Array.isArray(value)) value.forEach((item, i) => cardLeaves(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) cardLeaves(item, `${path}.${key}`, out);
  }
  return out;
}

/** A multiset as a sorted copy (string order), to compare with deep equality. */
export const sorted = (cards: readonly string[]): string[] => [...cards].sort();

/** Starts a game actor (`createGame`: bad input throws at once). */
export function start(input: BluffKingInput): Game {
  return createGame(definition, input);
}

export const snap = (game: Game): BluffKingSnapshot => game.getSnapshot();
export const ctx = (game: Game): BluffKingContext => game.getSnapshot().context;
export const phase = (game: Game): string => String(game.getSnapshot().value);
export const toAct = (game: Game): number[] => definition.toAct(game.getSnapshot());
export const view = (game: Game, seat: number | null): BluffKingView => definition.view(game.getSnapshot(), seat);
export const result = (game: Game) => definition.result(game.getSnapshot());

/** Sends an event that must be legal; fails loudly with the engine's reason otherwise. */
export const act = (game: Game, event: BluffKingEvent): void => sendLegal(definition, game, event);

/** The seats of a game plus the spectator. */
export { viewers };

/** A per-code count of a multiset. */
export function counts(cards: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const card of cards) map.set(card, (map.get(card) ?? 0) + 1);
  return map;
}

/** Every card in the context: hands, the pile (all claims of the round) and the discards. */
export function cardsInContext(context: BluffKingContext): string[] {
  return [...context.hands.flat(), ...context.claims.flatMap((c) => c.cards), ...context.discarded];
}
