/**
 * A table's attributes → the settings any game source plays (game-source.ts). Every error is an
 * `AttributeError` naming the attribute at fault, so the table shows it and fires `game-error`
 * instead of throwing into the page (docs/architecture.md, "Nothing throws into the page").
 */
import { errorField } from '../../../src/core/input.js';
import type { GameDefinition, GameEvent, GameView, Seat } from '../../../src/core/types.js';
import { AttributeError, botsAttribute, integerAttribute } from './attributes.js';
import type { TableSettings } from './game-source.js';

/** A game option set by an attribute: the element property, its attribute and the input field. */
export interface OptionAttribute {
  property: string;
  attribute: string;
  field: string;
}

/** The element's raw attribute values by property: `players`, `seed`, `bots` and each option's `property`. */
export type SettingsAttributes = Readonly<Record<string, unknown>>;

export interface SettingsRules<Input, Event extends GameEvent, View extends GameView> {
  definition: GameDefinition<Input, Event, View>;
  optionAttributes: readonly OptionAttribute[];
  /** Players when `players` is absent. */
  defaultPlayers: number;
  /** Games started since the attributes last changed: New game deals seed + n (away from the end of the safe range). */
  gameNumber: number;
  /** The seats people play on this screen. @throws AttributeError naming the attribute. */
  readHumans(players: number): Seat[];
}

/**
 * The attribute `parseInput`'s error is about: the error's input field (`errorField`, set by every
 * engine: src/core/input.ts) mapped through the option list (`players` and `seed` are their own
 * attributes); undefined when no attribute sets that field.
 */
export function attributeOf(error: unknown, optionAttributes: readonly OptionAttribute[]): string | undefined {
  const field = errorField(error);
  if (field === 'players' || field === 'seed') return field;
  return optionAttributes.find((option) => option.field === field)?.attribute;
}

/** An engine's message in the words of the element: each option's input field named by its attribute ("startingCash" → "starting-cash"). */
function attributeWords(message: string, optionAttributes: readonly OptionAttribute[]): string {
  return optionAttributes.reduce((text, o) => text.replaceAll(o.field, o.attribute), message);
}

/**
 * An integer attribute of the game's input (`players` or an option setting input field `field`),
 * undefined when absent. Text that is no whole number gets the engine's own words, which give the
 * allowed range ("players must be an integer from 2 to 8 (got "many")", "hand-size must be an
 * integer from 3 to 12 (got "abc")"): the engine is asked with that text in `field` (as a number
 * when it is one, "4.5") and the `known` input read so far. Where the engine would take that
 * number but the attribute takes whole numbers only (BiggieBills' `time-limit`, whole minutes:
 * "1.5"), the words are the attribute's own ("time-limit must be a whole number (got "1.5")").
 * @throws AttributeError naming `attribute`.
 */
function inputAttribute<Input, Event extends GameEvent, View extends GameView>(
  attribute: string, field: string, raw: unknown, rules: SettingsRules<Input, Event, View>, known: Record<string, unknown>,
): number | undefined {
  try {
    return integerAttribute(attribute, raw);
  } catch (error) {
    const text = String(raw).trim();
    const value = text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    try {
      rules.definition.parseInput({ players: rules.defaultPlayers, ...known, seed: 0, [field]: value });
    } catch (engine) {
      if (errorField(engine) === field) throw new AttributeError(attribute, attributeWords((engine as Error).message, rules.optionAttributes));
    }
    throw error;
  }
}

/**
 * Reads and validates the settings.
 * @throws AttributeError naming the attribute at fault; its message names attributes where the
 * engine's names input fields ("target must be greater than starting-cash…").
 */
export function readSettings<Input, Event extends GameEvent, View extends GameView>(
  attributes: SettingsAttributes,
  rules: SettingsRules<Input, Event, View>,
): TableSettings<Input> {
  const players = inputAttribute('players', 'players', attributes['players'], rules, {}) ?? rules.defaultPlayers;
  const seedAttribute = integerAttribute('seed', attributes['seed']) ?? null;
  const level = botsAttribute(attributes['bots']);
  const humans = rules.readHumans(players);
  const baseSeed = seedAttribute ?? Math.floor(Math.random() * 2 ** 31);
  const n = rules.gameNumber;
  const seed = Number.isSafeInteger(baseSeed + n) ? baseSeed + n : baseSeed - n;
  const options: Record<string, unknown> = { players };
  for (const option of rules.optionAttributes) {
    const value = inputAttribute(option.attribute, option.field, attributes[option.property], rules, options);
    if (value !== undefined) options[option.field] = value;
  }
  let input: Input;
  try {
    input = rules.definition.parseInput({ ...options, seed });
  } catch (error) {
    const message = attributeWords((error as Error).message, rules.optionAttributes);
    const attribute = attributeOf(error, rules.optionAttributes);
    throw attribute === undefined ? new Error(message) : new AttributeError(attribute, message);
  }
  return { input, players, seed, seedAttribute, options, humans, level };
}
