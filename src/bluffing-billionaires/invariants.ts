/**
 * Bluffing Billionaires' invariants (`definition.invariants`): what a snapshot must satisfy to be
 * restored and what every snapshot of a real game satisfies. Shape and types of the context, a
 * deck as BB-1 allows, card conservation (every card of the deck exactly once: in a hand, on the
 * table, in a discard or bonus pile, or undealt, BB-2), seats in range, someone who can act: the
 * active player holds a card to play (BB-4, BB-5) or responders are still to choose (BB-6), a
 * finished game that ended as BB-5 says (or by the host's HOST_END, no seat named), and a public
 * log of known entries (BB-11).
 */
import {
  boolean, checkRecord, Findings, integerIn, invariantsOf, listOf, natural, nullable, oneOf,
  perSeat, rngState, sameSettings, seat, phasedCheck, string, type Field,
} from '../core/invariants.js';
import { MAX_DECK, MIN_DECK } from './cards.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.js';
import type { BluffingBillionairesContext, BluffingBillionairesSettings, Phase } from './types.js';

const PHASES: readonly Phase[] = ['play', 'respond', 'over'];

const record = (schema: Readonly<Record<string, Field>>): Field => (value, players) => checkRecord(new Findings(), 'value', value, schema, players);
/** A card as the log shows it. */
const assetCard = record({ id: natural, value: natural, coins: natural, name: string });

/** BB-5's ends, and the host's (HOST_END). */
const END_REASONS = ['last-card', 'no-cards', 'host'];

/** The context's fields; card ids are checked against the deck afterwards. */
const CONTEXT: Readonly<Record<string, Field>> = {
  players: integerIn(MIN_PLAYERS, MAX_PLAYERS),
  deck: (value, players) => listOf(assetCard)(value, players) && (value as unknown[]).length >= MIN_DECK && (value as unknown[]).length <= MAX_DECK
    && (value as { id: number; name: string }[]).every((card, i) => card.id === i && card.name.trim() !== ''),
  rng: rngState,
  hands: perSeat(listOf(natural)),
  table: perSeat(nullable(natural)),
  discards: perSeat(listOf(record({ card: natural, faceUp: boolean }))),
  bonus: perSeat(listOf(natural)),
  undealt: listOf(natural),
  active: seat,
  turn: integerIn(1, Number.MAX_SAFE_INTEGER),
  responders: listOf(seat),
  responses: perSeat(nullable(oneOf(['approve', 'challenge']))),
  ended: nullable(record({ reason: oneOf(END_REASONS), seat: nullable(seat) })),
  log: Array.isArray,
};

/** BB-11: the public log's entries and their fields. */
const LOG: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  deal: { first: seat, handSizes: listOf(natural), deckSize: natural, undealt: natural },
  play: { seat, turn: integerIn(1, Number.MAX_SAFE_INTEGER), discarded: boolean, lastCard: boolean, responders: listOf(seat) },
  responses: { seat, approved: listOf(seat), challengers: listOf(seat) },
  challenge: {
    seat,
    card: assetCard,
    results: listOf(record({ challenger: seat, card: assetCard, winner: seat, loser: seat, taken: nullable(assetCard) })),
    captured: nullable(assetCard),
    capturedBy: nullable(seat),
    discarded: listOf(record({ seat, card: assetCard })),
  },
  end: {
    reason: oneOf(END_REASONS), seat: nullable(seat), handPoints: listOf(natural), bonusCoins: listOf(natural),
    scores: listOf(natural), winners: listOf(seat),
  },
};

/** The snapshot's shape, then conservation and whose turn it is. */
const check = phasedCheck<Phase, BluffingBillionairesContext>(
  { phases: PHASES, players: [MIN_PLAYERS, MAX_PLAYERS], context: CONTEXT, log: LOG, firstEntry: 'deal' },
  (findings, ctx) => conservation(findings, ctx),
  turn,
);

/** BB-1, BB-2: every card of the deck exactly once, in one place. */
function conservation(findings: Findings, ctx: BluffingBillionairesContext): void {
  const places = [
    ...ctx.hands.flat(), ...ctx.table.filter((id) => id !== null), ...ctx.discards.flat().map((d) => d.card),
    ...ctx.bonus.flat(), ...ctx.undealt,
  ];
  const seen = new Array<number>(ctx.deck.length).fill(0);
  const unknown = places.find((id) => id >= ctx.deck.length);
  if (!findings.expect(unknown === undefined, () => `card ${unknown} is not in the deck (ids run from 0 to ${ctx.deck.length - 1})`)) return;
  for (const id of places) seen[id]!++;
  const twice = seen.findIndex((n) => n > 1);
  const missing = seen.findIndex((n) => n === 0);
  findings.expect(twice < 0, () => `card ${twice} is in ${seen[twice]} places; the deck holds each card once (BB-1)`);
  findings.expect(missing < 0, () => `card ${missing} is nowhere: every card is in a hand, on the table, in a pile or undealt (BB-2)`);
}

/** BB-4..BB-6, BB-5: who is asked, and that they can answer; how a finished game ended. */
function turn(findings: Findings, ctx: BluffingBillionairesContext, phase: Phase): void {
  const { active, responders } = ctx;
  findings.expect(new Set(responders).size === responders.length && !responders.includes(active),
    () => 'context.responders must be other seats than the active player, each once (BB-6)');
  findings.expect(responders.every((s) => ctx.table[s] !== null), () => 'every responder must have a table card (BB-6)');
  findings.expect(ctx.responses.every((r, s) => r === null || responders.includes(s)), () => 'only responders may have a pending choice (BB-6)');
  if (phase === 'over') {
    const ended = ctx.ended;
    if (ended?.reason === 'host') {
      findings.expect(ended.seat === null, () => 'a game the host ended names no seat that ended it (context.ended.seat must be null)');
      findings.expect(ctx.responses.every((r) => r === null), () => 'a game the host ended keeps no pending choice (BB-6)');
      return;
    }
    findings.expect(ended !== null && ended.seat !== null && ctx.hands[ended.seat]!.length === 0, () => 'a finished game ended with the active player\'s hand empty (BB-5), or by the host');
    return;
  }
  findings.expect(ctx.ended === null, () => 'context.ended must be null while the game runs');
  findings.expect(ctx.hands[active]!.length > 0, () => `the active player (seat ${active}) holds no card: the game would have ended (BB-5)`);
  if (phase === 'play') {
    findings.expect(responders.length === 0, () => 'nobody responds while the active player is to play');
  } else {
    findings.expect(ctx.table[active] !== null, () => 'the active player has just played a table card (BB-4)');
    findings.expect(responders.some((s) => ctx.responses[s] === null), () => 'a play waiting for responses needs a responder who has not chosen (BB-6)');
  }
}

/**
 * A snapshot made for `input`: the same players and deck (value, coins and name of every card,
 * BB-1), and without a fixed deal, hands of `handSize` cards at the deal (BB-2).
 */
function agrees(findings: Findings, context: Record<string, unknown>, input: BluffingBillionairesSettings): void {
  const ctx = context as unknown as BluffingBillionairesContext;
  const plain = (deck: readonly { value: number; coins: number; name: string }[]) => deck.map(({ value, coins, name }) => ({ value, coins, name }));
  sameSettings(findings, { players: ctx.players, deck: plain(ctx.deck) }, { players: input.players, deck: plain(input.deck!) }, ['players', 'deck']);
  const deal = ctx.log[0];
  if (input.hands === undefined && deal?.type === 'deal') {
    findings.expect(deal.handSizes.every((n) => n === input.handSize), () => `the saved game dealt ${deal.handSizes.join(', ')} cards, not handSize ${input.handSize} each`);
  }
}

/** The invariants a Bluffing Billionaires snapshot breaks ([] when sound), and with `input` where it was made for other settings. Never throws. */
export const invariants = invariantsOf(check, agrees);
