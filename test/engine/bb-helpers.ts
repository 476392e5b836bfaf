/**
 * Shared helpers for the Bluffing Billionaires engine tests (not a test file itself: the runner only
 * picks up `*.test.ts`). The standard deck the tests compare against is written out here from
 * RULES.md BB-1, independently of the engine's own card table.
 */
import type { Actor } from 'xstate';
import { sendLegal, viewers } from '../support/contract.js';
import { bluffingBillionaires, createGame, randomSource } from '../../src/index.js';
import type {
  AssetCard, BluffingBillionairesContext, BluffingBillionairesEvent, BluffingBillionairesInput,
  BluffingBillionairesLogEntry, BluffingBillionairesSnapshot, BluffingBillionairesView,
} from '../../src/bluffing-billionaires/index.js';

export const { definition, bots } = bluffingBillionaires;
export type Game = Actor<typeof definition.machine>;
export type {
  AssetCard, BluffingBillionairesContext, BluffingBillionairesEvent, BluffingBillionairesInput,
  BluffingBillionairesLogEntry, BluffingBillionairesSnapshot, BluffingBillionairesView,
};

/** BB-1: asset names by face value 1..12. */
export const TEST_NAMES = [
  'Lemonade Stand', 'Food Truck', 'Corner Café', 'Vintage Car', 'Racehorse', 'Art Collection',
  'Vineyard', 'Superyacht', 'Skyscraper', 'Sports Team', 'Private Island', 'Space Program',
];

/** BB-1: 3 coins on values 1–4, 2 on 5–8, 1 on 9–12. */
export const testCoins = (value: number): number => (value <= 4 ? 3 : value <= 8 ? 2 : 1);

/** BB-1: the standard deck, id 0..47, value = floor(id / 4) + 1. */
export const TEST_DECK: AssetCard[] = Array.from({ length: 48 }, (_, id) => {
  const value = Math.floor(id / 4) + 1;
  return { id, value, coins: testCoins(value), name: TEST_NAMES[value - 1]! };
});

/** The id of a standard card: `copy` 0..3 of face value `value` 1..12. */
export const card = (value: number, copy = 0): number => (value - 1) * 4 + copy;

/** Starts a game actor (`createGame`: bad input throws at once). */
export function start(input: BluffingBillionairesInput): Game {
  return createGame(definition, input);
}

export const snap = (game: Game): BluffingBillionairesSnapshot => game.getSnapshot();
export const ctx = (game: Game): BluffingBillionairesContext => game.getSnapshot().context;
export const phase = (game: Game): string => String(game.getSnapshot().value);
export const toAct = (game: Game): number[] => definition.toAct(game.getSnapshot());
export const view = (game: Game, seat: number | null): BluffingBillionairesView => definition.view(game.getSnapshot(), seat);
export const result = (game: Game) => definition.result(game.getSnapshot());
export const lastLog = (game: Game): BluffingBillionairesLogEntry => ctx(game).log.at(-1)!;

/** Sends an event that must be legal; fails loudly with the engine's reason otherwise. */
export const act = (game: Game, event: BluffingBillionairesEvent): void => sendLegal(definition, game, event);

export const playCard = (game: Game, seat: number, id: number): void => act(game, { type: 'PLAY', seat, card: id });
export const approve = (game: Game, seat: number): void => act(game, { type: 'APPROVE', seat });
export const challenge = (game: Game, seat: number): void => act(game, { type: 'CHALLENGE', seat });

/** The seats of a game plus the spectator. */
export { viewers };

/** Every card id in the context: hands, table cards, discard piles, bonus piles and the undealt cards. */
export function idsInContext(c: BluffingBillionairesContext): number[] {
  return [
    ...c.hands.flat(),
    ...c.table.filter((id): id is number => id !== null),
    ...c.discards.flat().map((d) => d.card),
    ...c.bonus.flat(),
    ...c.undealt,
  ];
}

/** Ascending copy of a list of numbers. */
export const ascending = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Ids of a list of cards. */
export const ids = (cards: readonly { id: number }[]): number[] => cards.map((c) => c.id);

/** Whether a value looks like an asset card (an object with id, value, coins and name). */
export function isCardLike(value: unknown): value is AssetCard {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    && 'id' in value && 'value' in value && 'coins' in value && 'name' in value;
}

/** Every card object in a JSON-like value, with its path. */
export function cardObjects(value: unknown, path = '$', out: { path: string; card: AssetCard }[] = []): { path: string; card: AssetCard }[] {
  if (isCardLike(value)) out.push({ path, card: value });
  else if (Array.isArray(value)) value.forEach((item, i) => cardObjects(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) cardObjects(item, `${path}.${key}`, out);
  }
  return out;
}

/** A random legal fixed deal (BB-3) of unequal hands: every seat gets 1..handSize of the deck's cards, the rest stay out. */
export function handsFor(seed: number, players: number, deckSize: number, handSize: number): number[][] {
  const rng = randomSource(seed);
  const ids = Array.from({ length: deckSize }, (_, i) => i);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return Array.from({ length: players }, () => ids.splice(0, 1 + Math.floor(rng() * handSize)));
}
