/**
 * What a seat may not know, per game, for the wire test (test/server/wire.test.ts): the same idea
 * as the engine contract's leak check (test/support/contract.ts, `scramble`), applied to what
 * came off the wire. For a snapshot and a seat (null: a spectator), `leaks(snapshot, seat,
 * received)` lists hidden information found in a received message, as sentences; [] when clean.
 *
 * - BluffKing: a card code (`10H`) held in another seat's hand, in another seat's part of the pile
 *   or discarded face down (BK-7), that the seat's own view does not show (its hand, its own pile
 *   cards, the log's reveals), must appear nowhere in the message.
 * - Bluffing Billionaires: the id of a card in another seat's hand, on another seat's table face
 *   down, in another seat's face-down discards or undealt, that the seat's own view does not show,
 *   must be the id of no card object in the message outside the public deck list (`view.deck`).
 * - BiggieBills$$$: Growth ids repeat (copies) and are public, so a card id proves nothing; the
 *   received view must instead stay the view of the seat when everything it cannot know (other
 *   teams' hands and Bonus kinds, the decks' and discard piles' contents) is redrawn at random.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { games } from '../../../src/games.js';
import type { Seat } from '../../../src/core/types.js';
import type { BluffKingContext } from '../../../src/bluff-king/index.js';
import type { BluffingBillionairesContext } from '../../../src/bluffing-billionaires/index.js';
import type { BiggieBillsContext } from '../../../src/biggie-bills/types.js';

type Leaks = (snapshot: AnyMachineSnapshot, seat: Seat | null, received: unknown) => string[];

const CARD_CODE = /^(?:10|[2-9AJQK])[SHDC]$|^[BR]J$/;

/** Every string anywhere in `value` that is a BluffKing card code. */
function cardCodes(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && CARD_CODE.test(value)) out.add(value);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) cardCodes(item, out);
  return out;
}

/** Ids of every card object (`{ id, value, coins, name }`) in `value`, except under a key `deck`. */
function cardIds(value: unknown, out = new Set<number>()): Set<number> {
  if (value === null || typeof value !== 'object') return out;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && typeof record.id === 'number' && 'value' in record && 'coins' in record && 'name' in record) out.add(record.id);
  for (const [key, item] of Object.entries(record)) if (key !== 'deck') cardIds(item, out);
  return out;
}

const others = (players: number, seat: Seat | null): Seat[] => Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);

function viewOf(id: string, snapshot: AnyMachineSnapshot, seat: Seat | null): unknown {
  return games.find((game) => game.id === id)!.definition.view(snapshot, seat);
}

const bluffKing: Leaks = (snapshot, seat, received) => {
  const c = snapshot.context as BluffKingContext;
  const hidden = new Set<string>([
    ...others(c.players, seat).flatMap((s) => c.hands[s]!),
    ...c.claims.filter((claim) => claim.seat !== seat).flatMap((claim) => claim.cards),
    ...c.discarded,
  ]);
  for (const shown of cardCodes(viewOf('bluff-king', snapshot, seat))) hidden.delete(shown);
  return [...cardCodes(received)].filter((code) => hidden.has(code)).map((code) => `card ${code}, hidden from seat ${seat}`);
};

const bluffingBillionaires: Leaks = (snapshot, seat, received) => {
  const c = snapshot.context as BluffingBillionairesContext;
  const hidden = new Set([
    ...others(c.players, seat).flatMap((s) => [
      ...c.hands[s]!,
      ...(c.table[s] === null ? [] : [c.table[s]!]),
      ...c.discards[s]!.filter((d) => !d.faceUp).map((d) => d.card),
    ]),
    ...c.undealt,
  ]);
  for (const shown of cardIds(viewOf('bluffing-billionaires', snapshot, seat))) hidden.delete(shown);
  return [...cardIds(received)].filter((id) => hidden.has(id)).map((id) => `card #${id}, hidden from seat ${seat}`);
};

/** `context` with everything `seat` cannot know redrawn by `rng` (sizes kept). */
function redrawn(c: BiggieBillsContext, seat: Seat | null, rng: () => number): BiggieBillsContext {
  const ids = c.settings.tables.growth.map((card) => card.id);
  const growth = () => ids[Math.floor(rng() * ids.length)]!;
  const kinds = ['flex12', 'flex34', 'block'] as const;
  const kind = () => kinds[Math.floor(rng() * kinds.length)]!;
  return {
    ...c,
    rng: [1, 2, 3, 4],
    teams: c.teams.map((team, s) => (s === seat ? team : { ...team, growth: team.growth.map(growth), challenge: team.challenge.map(growth), bonus: team.bonus.map(kind) })),
    decks: { growth: c.decks.growth.map(growth), challenge: c.decks.challenge.map(growth), bonus: c.decks.bonus.map(kind), industry: [...c.decks.industry].reverse() },
    discards: { growth: c.discards.growth.map(growth), challenge: c.discards.challenge.map(growth), bonus: c.discards.bonus.map(kind) },
  };
}

/** Three redraws per received view; `rng` is a small fixed LCG, so a failure repeats. */
const biggieBills: Leaks = (snapshot, seat, received) => {
  const { definition } = games.find((game) => game.id === 'biggie-bills')!;
  let state = 12345;
  const rng = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const key = JSON.stringify((received as { view?: unknown }).view ?? null);
  const problems: string[] = [];
  for (let i = 0; i < 3; i++) {
    const context = redrawn(snapshot.context as BiggieBillsContext, seat, rng);
    const other = definition.machine.resolveState({ value: snapshot.value as never, context });
    if (JSON.stringify(definition.view(other, seat)) !== key) problems.push(`the view of seat ${seat} changes when what it cannot know is redrawn`);
  }
  return problems;
};

/** The leak check of each game, by registry id. */
export const LEAKS: Record<string, Leaks> = {
  'bluff-king': bluffKing,
  'bluffing-billionaires': bluffingBillionaires,
  'biggie-bills': biggieBills,
};
