/**
 * Attributes → settings (issue 9, item 4: structured attribute errors): the attribute at fault is
 * found from the field on the engine's error (`error.field`, src/core/input.ts), mapped through the
 * option list, never from the wording of the message.
 */
import { expect } from '@open-wc/testing';
import { AttributeError } from '../../components/internal/table/attributes.js';
import { attributeOf, readSettings, type OptionAttribute } from '../../components/internal/table/table-settings.js';
import { definition as biggieBills } from '../../src/biggie-bills/index.js';
import { inputError } from '../../src/core/input.js';
import type { GameDefinition } from '../../src/core/types.js';

const OPTIONS: OptionAttribute[] = [
  { property: 'timeLimit', attribute: 'time-limit', field: 'timeLimitMinutes' },
  { property: 'maxPlay', attribute: 'max-play', field: 'maxPlay' },
];

/** A definition whose parseInput throws `error` (only parseInput is read). */
const refusing = (error: Error) => ({ id: 'toy', parseInput: () => { throw error; } }) as unknown as GameDefinition;

const read = (error: Error) => readSettings({ players: '3', seed: '1', timeLimit: '5' }, {
  definition: refusing(error), optionAttributes: OPTIONS, defaultPlayers: 4, gameNumber: 0, readHumans: () => [0],
});

describe('table settings: the attribute at fault comes from error.field', () => {
  it('maps the field through the option list, whatever the message says first', () => {
    const error = inputError(RangeError, 'timeLimitMinutes', 'a game of 2 teams needs a longer timeLimitMinutes (got 5)');
    expect(attributeOf(error, OPTIONS)).to.equal('time-limit');
    let thrown: unknown;
    try {
      read(error);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).to.be.instanceOf(AttributeError);
    expect((thrown as AttributeError).attribute).to.equal('time-limit');
    // For readability the message names the attribute, not the input field.
    expect((thrown as AttributeError).message).to.equal('a game of 2 teams needs a longer time-limit (got 5)');
  });

  it('players and seed are their own attributes; a field no attribute sets names none', () => {
    expect(attributeOf(inputError(RangeError, 'players', 'too many'), OPTIONS)).to.equal('players');
    expect(attributeOf(inputError(TypeError, 'seed', 'bad'), OPTIONS)).to.equal('seed');
    expect(attributeOf(inputError(TypeError, 'hands[2][0]', 'hands[2][0] must be a card'), OPTIONS)).to.equal(undefined);
    // No field at all: no guess from the text ("maxPlay must…" is not read).
    expect(attributeOf(new RangeError('maxPlay must be at least 1'), OPTIONS)).to.equal(undefined);
  });

  it('valid attributes give settings any source can play: input, seats, seed, options, people, level', () => {
    const definition = { id: 'toy', parseInput: (raw: unknown) => ({ ...(raw as object), parsed: true }) } as unknown as GameDefinition;
    const settings = readSettings({ players: '3', seed: '9', bots: 'hard', maxPlay: '2' }, {
      definition, optionAttributes: OPTIONS, defaultPlayers: 4, gameNumber: 2, readHumans: () => [0, 2],
    });
    expect(settings).to.deep.equal({
      input: { players: 3, maxPlay: 2, seed: 11, parsed: true },
      players: 3,
      seed: 11,
      seedAttribute: 9,
      options: { players: 3, maxPlay: 2 },
      humans: [0, 2],
      level: 'hard',
    });
  });

  it('text that is no whole number: the engine\'s words where it refuses the value, the attribute\'s where only the attribute does (BiggieBills\' time-limit, whole minutes)', () => {
    const messageOf = (attributes: Record<string, string>) => {
      try {
        readSettings({ players: '4', seed: '1', ...attributes }, {
          definition: biggieBills as unknown as GameDefinition, optionAttributes: OPTIONS, defaultPlayers: 4, gameNumber: 0, readHumans: () => [0],
        });
      } catch (caught) {
        expect(caught).to.be.instanceOf(AttributeError);
        return `${(caught as AttributeError).attribute}: ${(caught as AttributeError).message}`;
      }
      throw new Error(`${JSON.stringify(attributes)} was taken`);
    };
    // The engine takes 1.5 minutes; the attribute takes whole minutes only (its own words, not "a positive number").
    expect(messageOf({ timeLimit: '1.5' })).to.equal('time-limit: time-limit must be a whole number (got "1.5")');
    // Refused by the engine too: its words, with the range, the value as a number.
    expect(messageOf({ timeLimit: '-1.5' })).to.equal('time-limit: time-limit must be a positive number, or absent for no limit (got -1.5)');
    expect(messageOf({ players: '4.5' })).to.match(/^players: players must be an integer from 3 to 8 \(got 4\.5\)$/);
    expect(messageOf({ timeLimit: 'soon' })).to.equal('time-limit: time-limit must be a positive number, or absent for no limit (got "soon")');
  });
});
