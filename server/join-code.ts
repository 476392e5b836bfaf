/**
 * Join codes: a room's id is the code people type to join it (docs/online.md). Six characters
 * from an alphabet without look-alikes (no 0/O, no 1/I/L), drawn with `crypto`.
 */
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from 'bluffhouse/online';

export { CODE_ALPHABET, CODE_LENGTH };

/** A new random join code. */
export function joinCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
