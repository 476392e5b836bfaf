/**
 * What every host says about the players, whether a table in a page or the game server: the bot
 * levels a host offers, the bots' default names, and how long a name may be.
 */
import type { BotLevel, Seat } from './types.js';

/** The bot levels a host offers people (`random` is the fuzzing baseline, not offered). */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly BotLevel[];

/** Default bot names, language-neutral and short, by seat. */
export const BOT_NAMES = ['Ada', 'Bram', 'Chen', 'Dana', 'Eli', 'Fatima', 'Gus', 'Hana'] as const;

/** The default name of a bot in `seat`. */
export const botName = (seat: Seat): string => BOT_NAMES[seat % BOT_NAMES.length]!;

/** Most characters (code points) a name shows; a longer one is shortened. */
export const MAX_NAME_LENGTH = 40;

/** `name` trimmed and cut to `MAX_NAME_LENGTH` characters (never inside a character). */
export function shortName(name: string): string {
  return Array.from(name.trim()).slice(0, MAX_NAME_LENGTH).join('');
}

/** Whether `name` (trimmed) is longer than a name may be. */
export const tooLong = (name: string): boolean => Array.from(name.trim()).length > MAX_NAME_LENGTH;
