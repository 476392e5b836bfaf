/**
 * Which copy of bluffhouse this is. Several copies can meet on one page (two CDN folders, a bundle
 * and a CDN file…); these two constants let them tell each other apart: `define` (base-element.ts)
 * stays silent for the same release and warns for another, the table context key (context.ts) is
 * shared by every copy of one table contract, and a table checks that its pieces speak its
 * contract before it starts (piece-check.ts).
 */

/** This release, as in package.json; bumped with every release. */
export const VERSION = '0.1.0';

/**
 * The table contract: the shape of `TableState` (context.ts) and the properties and events of the
 * shared pieces (`bluff-seat`, `bluff-log`, `bluff-handover`, `bluff-game-over`). Copies with the
 * same contract share pieces and tables. Bump it with any change a piece of an older copy could not
 * follow: a renamed, retyped or newly required field, a new or renamed event or property.
 */
export const TABLE_CONTRACT = 1;
