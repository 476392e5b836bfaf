/**
 * Typed maps from the engine's codes (log entries, results, refusals) to BiggieBills$$$' message
 * ids: the compiler checks that every code has a message and every id exists (messages/en.ts).
 */
import type { BonusKind } from '../../src/biggie-bills/cards.js';
import type { BiggieBillsLogEntry, OutReason, PaymentWhy, WinReason } from '../../src/biggie-bills/types.js';
import type en from './messages/en.js';

type MessageId = keyof typeof en;

/** A deck's name, as the reshuffle sentence says it. */
export const DECK_NAME = {
  growth: 'deckgrowth', challenge: 'deckchallenge', industry: 'deckindustry',
} as const satisfies Record<Extract<BiggieBillsLogEntry, { type: 'reshuffle' }>['deck'], MessageId>;

/** What a payment is for (BG-17 `pay` entries); `{card}` names the card when there is one. */
export const PAYMENT_WHY = {
  cost: 'whycost', payoff: 'whypayoff', penalty: 'whypenalty', 'block-penalty': 'whyblock-penalty', 'exchange-fee': 'whyexchange-fee',
  'skip-fine': 'whyskip-fine', acquisition: 'whyacquisition', 'acquired-cash': 'whyacquired-cash', industry: 'whyindustry',
} as const satisfies Record<PaymentWhy, MessageId>;

/** The log sentence of a team leaving the game (`{name}`). */
export const OUT_SENTENCE = { bankrupt: 'bankrupt', acquired: 'acquired' } as const satisfies Record<OutReason, MessageId>;

/** A team's status once it is out (panels, results). */
export const OUT_STATUS = { bankrupt: 'outbankrupt', acquired: 'outacquired' } as const satisfies Record<OutReason, MessageId>;

/** How the game ended, as the last log sentence says it. */
export const WIN_REASON = {
  target: 'reasontarget', 'last-team': 'reasonlast-team', time: 'reasontime', cycles: 'reasoncycles', host: 'reasonhost',
} as const satisfies Record<WinReason, MessageId>;

/** How the game was won, as the results note says it (BG-7); `target` and `cycles` have their own wording too. */
export const WIN_NOTE = {
  target: 'notetarget', 'last-team': 'notelast-team', time: 'notetime', cycles: 'notecycles', host: 'notehost',
} as const satisfies Record<WinReason, MessageId>;

/** A Bonus card's name. */
export const BONUS_NAME = { flex12: 'flex12', flex34: 'flex34', block: 'block' } as const satisfies Record<BonusKind, MessageId>;

/** The message ids that say why a move is refused. */
export type WhyNotId = Extract<MessageId, `why-${string}`>;

/** The message saying why, per refusal code of the engine (`Verdict.code`) that has one. */
export const WHY_NOT: Readonly<Record<string, WhyNotId>> = {
  'already-completed': 'why-already-completed', 'already-in-play': 'why-already-in-play', 'stage-locked': 'why-stage-locked',
  'antitrust-review': 'why-antitrust-review', 'stages-incomplete': 'why-stages-incomplete', 'target-too-rich': 'why-target-too-rich',
  'target-needed': 'why-target-needed', 'cannot-afford': 'why-cannot-afford', 'no-action-left': 'why-no-action-left',
  'market-freeze': 'why-market-freeze', 'not-in-play': 'why-not-in-play', 'already-challenged': 'why-already-challenged',
  'acquisition-blocked': 'why-acquisition-blocked', 'not-eligible': 'why-not-eligible', 'whole-turn': 'why-whole-turn',
  'card-playable': 'why-card-playable', 'first-growth-card': 'why-first-growth-card', 'exchange-cost': 'why-exchange-cost',
  'bonus-exchange': 'why-bonus-exchange', 'block-card': 'why-block-card', 'no-block-card': 'why-no-block-card',
} satisfies Record<WhyNotId extends `why-${infer Code}` ? Code : never, WhyNotId>;
