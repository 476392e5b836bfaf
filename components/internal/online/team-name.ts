/**
 * A seat's name as the online screens show it (the host screen, a phone's lobby): a seat nobody
 * named yet is "Player n" from the server (server/room-state.ts); in BiggieBills, where a seat is
 * a team of a class, it is "Team n", the game's own word, on the projector and on the phones alike.
 */

/** The games whose seats are teams. */
const TEAM_GAMES: ReadonlySet<string> = new Set(['biggie-bills']);

/**
 * The team number (1-based) to show for seat `seat` (0-based) named `name` in game `game` (its id),
 * or null when the name is shown as it is (a name someone gave, or a game whose seats are players).
 */
export function unnamedTeam(game: string | null | undefined, name: string, seat: number): number | null {
  return game != null && TEAM_GAMES.has(game) && name === `Player ${seat + 1}` ? seat + 1 : null;
}
