/**
 * `parseInput` errors carry the input field at fault (issue 9, src/core/input.ts): for every input
 * key a bad value throws a TypeError or RangeError whose `error.field` is that key, so an element
 * can name its own attribute without reading the message; an unknown key gives that key.
 */
import { INPUT_KEYS } from '../../src/bluff-king/setup.js';
import { itNamesFields, type FieldCase } from '../support/contract.js';
import { definition } from './bk-helpers.js';

const base = { players: 3, seed: 1 };

/** [input key, bad input] pairs: every key of BluffKing's input, some more than once. */
const CASES: readonly FieldCase[] = [
  ['players', { ...base, players: 9 }],
  ['players', { ...base, players: '3' }],
  ['seed', { ...base, seed: 1.5 }],
  ['first', { ...base, first: 3 }],
  ['hands', { ...base, hands: 'AS' }],
  ['hands', { ...base, hands: [['AS'], [], ['KD']] }],
  ['hands', { ...base, hands: [['AS'], ['ZZ'], ['KD']] }],
  ['hands', { ...base, hands: [['AS'], ['AS'], ['KD']] }],
  ['decks', { ...base, decks: 3 }],
  ['maxPlay', { ...base, maxPlay: 0 }],
  ['maxPlay', { ...base, maxPlay: 'all' }],
  ['colour', { ...base, colour: 'red' }],
  ['input', 'players=3'],
];

describe('BluffKing parseInput errors name their field (issue 9)', () => {
  itNamesFields(definition, CASES, INPUT_KEYS);
});
