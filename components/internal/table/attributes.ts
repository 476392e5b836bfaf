/**
 * Parsing of the attributes every table shares. Errors name the attribute and what it allows;
 * the table shows them and fires `game-error` instead of throwing into the page.
 */
import { BOT_LEVELS, botName, MAX_NAME_LENGTH, shortName, tooLong } from '../../../src/core/players.js';
import type { Seat } from '../../../src/core/types.js';

export class AttributeError extends Error {
  constructor(readonly attribute: string, message: string) {
    super(message);
    this.name = 'AttributeError';
  }
}

const blank = (raw: unknown) => raw === undefined || raw === null || String(raw).trim() === '';

/** An integer attribute, or undefined when absent or blank. */
export function integerAttribute(attribute: string, raw: unknown): number | undefined {
  if (blank(raw)) return undefined;
  const text = String(raw).trim();
  if (!/^-?\d+$/.test(text)) throw new AttributeError(attribute, `${attribute} must be a whole number (got "${text}")`);
  if (!Number.isSafeInteger(Number(text))) {
    throw new AttributeError(attribute, `${attribute} is too large: a whole number between -9007199254740991 and 9007199254740991 (got "${text}")`);
  }
  return Number(text);
}

/** `bots`: easy | normal | hard; default normal. */
export function botsAttribute(raw: unknown): (typeof BOT_LEVELS)[number] {
  if (blank(raw)) return 'normal';
  const text = String(raw).trim().toLowerCase();
  if (!(BOT_LEVELS as readonly string[]).includes(text)) {
    throw new AttributeError('bots', `bots must be one of ${BOT_LEVELS.join(', ')} (got "${String(raw)}")`);
  }
  return text as (typeof BOT_LEVELS)[number];
}

/**
 * `humans`: the seats people play on this screen, as numbers separated by commas or spaces
 * ("0", "0,2"); "none" for a table of bots only; "all" for everyone. Default "0".
 */
export function humansAttribute(raw: unknown, players: number): Seat[] {
  if (blank(raw)) return [0];
  const text = String(raw).trim().toLowerCase();
  if (text === 'none') return [];
  if (text === 'all') return Array.from({ length: players }, (_, s) => s);
  const seats = text.split(/[\s,]+/).map((part) => {
    const seat = /^\d+$/.test(part) ? Number(part) : NaN;
    if (!(seat >= 0 && seat < players)) {
      throw new AttributeError('humans', `humans must list seats from 0 to ${players - 1} (comma-separated), "none" or "all" (got "${String(raw)}")`);
    }
    return seat;
  });
  return [...new Set(seats)].sort((a, b) => a - b);
}

const given = (raw: unknown): string[] => (blank(raw) ? [] : String(raw).split(',').map((name) => name.trim()));

/**
 * `names`: comma-separated display names, seat by seat; blanks fall back to defaults, names beyond
 * the seats are not used, and each name is cut to `MAX_NAME_LENGTH` characters.
 */
export function namesAttribute(raw: unknown): string[] {
  return given(raw).map(shortName);
}

/** Why `names` is shown other than given (a name over `MAX_NAME_LENGTH` characters), or null. */
export function namesNotice(raw: unknown): string | null {
  const long = given(raw).filter(tooLong);
  if (long.length === 0) return null;
  const first = Array.from(long[0]!).slice(0, 20).join('');
  return `names: each name shows at most ${MAX_NAME_LENGTH} characters; ${long.length === 1 ? 'one name was' : `${long.length} names were`} shortened ("${first}…")`;
}

/** `bot-delay`: ms before a bot moves; default 700. */
export function botDelayAttribute(raw: unknown): number {
  const delay = integerAttribute('bot-delay', raw);
  if (delay === undefined) return 700;
  if (delay < 0 || delay > 60_000) throw new AttributeError('bot-delay', `bot-delay must be from 0 to 60000 ms (got ${delay})`);
  return delay;
}

/**
 * `bot-delay` as it is now, for the next bot move: a bad value counts as the default (the table
 * shows its notice at its next update).
 */
export function botDelayNow(raw: unknown): number {
  try {
    return botDelayAttribute(raw);
  } catch {
    return botDelayAttribute(null);
  }
}

/**
 * The names shown, seat by seat: the `names` attribute's, else a bot's name for a bot seat, else
 * `person(seat)` for a person ("You" alone, "Player 2" on a shared screen).
 */
export function displayNames(raw: unknown, players: number, humans: readonly Seat[], person: (seat: Seat) => string): string[] {
  const given = namesAttribute(raw);
  return Array.from({ length: players }, (_, s) => given[s] || (humans.includes(s) ? person(s) : botName(s)));
}
