/**
 * The words BiggieBills$$$ needs only outside English: the names of the standard tables' cards
 * (English takes a card's name from its data, so a host's own cards keep theirs) and the Industry
 * effects said from their data (English uses the card's own sentence). See words.ts.
 */

/** The ids of the standard tables' cards: Growth (table G) and Industry (table I) are each numbered 1…24. */
export type StandardCardId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24;

/** Whether `id` numbers a card of the standard tables (1…24). */
export const isStandardCardId = (id: number): id is StandardCardId => Number.isInteger(id) && id >= 1 && id <= 24;

/** The message ids of the Industry effects, said from an effect's kind (and direction: `Up`/`Down`). */
export type EffectMessageId =
  | 'fxtwo-card-play' | 'fxcostUp' | 'fxcostDown' | 'fxpayoffUp' | 'fxpayoffDown' | 'fxfirstUp' | 'fxfirstDown'
  | 'fxpenaltyUp' | 'fxpenaltyDown' | 'fxpenaltyDouble' | 'fxpenaltyHalf' | 'fxno-challenges' | 'fxopen-season'
  | 'fxno-acquisitions' | 'fxaward' | 'fxtax' | 'fxstimulus' | 'fxlegal-fees' | 'fxbrand-loyalty'
  | 'fxexchange-fee' | 'fxexchangeFree' | 'fxskip-fine' | 'fxskipFree' | 'fxnone' | 'fxstages' | 'fxall';

/**
 * Every id such a catalog has: `g1`…`g24` (Growth names), `i1`…`i24` (Industry names) and the
 * effects. The first language written (zh-CN) gives the placeholders; another one is checked
 * against it with `translation<typeof zhCN>()`.
 */
export type StandardCardWords = { readonly [Id in `g${StandardCardId}` | `i${StandardCardId}` | EffectMessageId]: string };
