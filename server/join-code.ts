/**
 * Join codes: a room's id is the code people type to join it (docs/online.md). Six characters
 * from an alphabet without look-alikes (no 0/O, no 1/I/L), drawn with `crypto`.
 */
import { randomInt } from 'node:crypto';

/** The characters of a join code: digits and capitals that cannot be misread as each other. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The length of a join code. */
export const CODE_LENGTH = 6;

/** A new random join code. */
export function joinCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
