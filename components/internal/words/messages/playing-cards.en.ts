import type { Catalog } from '../catalog.js';

/** The names of standard playing cards (playing-card.ts), in English. */
export default {
  cardName: '{rank} of {suit}',
  rankA: 'Ace', rankJ: 'Jack', rankQ: 'Queen', rankK: 'King',
  suitS: 'spades', suitH: 'hearts', suitD: 'diamonds', suitC: 'clubs',
  jokerBJ: 'Black joker', jokerRJ: 'Red joker', jokerShort: 'JOKER',
  faceDown: 'Face-down card',
} as const satisfies Catalog;
