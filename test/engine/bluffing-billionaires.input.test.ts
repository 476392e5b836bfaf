/**
 * `parseInput` errors carry the input field at fault (issue 9, src/core/input.ts): for every input
 * key a bad value throws a TypeError or RangeError whose `error.field` is that key, so an element
 * can name its own attribute without reading the message; an unknown key gives that key.
 */
import { INPUT_KEYS } from '../../src/bluffing-billionaires/setup.js';
import { itNamesFields, type FieldCase } from '../support/contract.js';
import { definition } from './bb-helpers.js';

const base = { players: 3, seed: 1 };
const card = (value: number) => ({ value, coins: 1, name: `card ${value}` });

/** [input key, bad input] pairs: every key of Bluffing Billionaires' input, some more than once. */
const CASES: readonly FieldCase[] = [
  ['players', { ...base, players: 7 }],
  ['seed', { ...base, seed: 'x' }],
  ['first', { ...base, first: -1 }],
  ['hands', { ...base, hands: [[0], [1]] }],
  ['hands', { ...base, hands: [[0], [], [2]] }],
  ['hands', { ...base, hands: [[0], [48], [2]] }],
  ['hands', { ...base, hands: [[0], [0], [2]] }],
  ['handSize', { ...base, handSize: 2 }],
  ['handSize', { ...base, handSize: 17 }],
  ['deck', { ...base, deck: 'standard' }],
  ['deck', { ...base, deck: [card(1)] }],
  ['deck', { ...base, deck: [card(1), { ...card(2), coins: -1 }, card(3)] }],
  ['deck', { ...base, deck: [card(1), card(2), card(3), card(4)] }],
  ['deck', { ...base, deck: [card(1), card(2), card(3), card(4)], handSize: 3 }],
  ['colour', { ...base, colour: 'red' }],
  ['input', null],
];

describe('Bluffing Billionaires parseInput errors name their field (issue 9)', () => {
  itNamesFields(definition, CASES, INPUT_KEYS);
});
