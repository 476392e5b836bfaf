/**
 * A finished game's public ending (docs/online.md, "Persistence and restore"): once a game has a
 * result, its record keeps only what a spectator may know, so a spectator or a player who opens
 * the room's code after its room closed still sees the end screen, and the stored record holds no
 * hidden card, no seed and no seat token.
 *
 * The record of a finished game is a `GameRecord` whose secret parts are emptied: no settings
 * input (the game's options and the seed), no snapshot, no seat tokens; `ending` holds the public
 * view (`definition.view(snapshot, null)`: its log, and the hands only where the rules show them at
 * the end), the result and the names. `create(game, { resume: code })` opens it again as a
 * read-only room that anyone with the code joins as a spectator (no token needed: whoever has the
 * code could have watched the game).
 */
import type { Client } from '@colyseus/core';
import type { GameResult, GameView } from 'bluffhouse';
import { PROTOCOL, type StateMessage } from 'bluffhouse/online';
import type { GameRecord } from './game-store.js';
import type { SavedSeat } from './seats.js';

/** What a spectator may know of a finished game, kept in its record. */
export interface PublicEnding {
  /** `definition.view(snapshot, null)` of the final snapshot. */
  view: GameView;
  result: GameResult;
  /** The seats' names, seat by seat. */
  names: string[];
  /** Per seat: a person's seat (true) or a bot's from the start (false). */
  people: boolean[];
}

/** The public ending of a game that ended with `result`: `view` is `definition.view(snapshot, null)` of its final snapshot. */
export function publicEnding(view: GameView, result: GameResult, seats: readonly SavedSeat[]): PublicEnding {
  return { view, result, names: seats.map((seat, s) => seat.name || `Player ${s + 1}`), people: seats.map((seat) => seat.kind === 'person') };
}

/** A record that holds a finished game's public ending only. */
export type EndedRecord = GameRecord & { ending: PublicEnding };

/** Whether `record` is a finished game's public ending. */
export function isEnded(record: GameRecord | null | undefined): record is EndedRecord {
  const ending = (record as { ending?: Partial<PublicEnding> } | null | undefined)?.ending;
  return ending !== null && typeof ending === 'object' && typeof ending.view === 'object' && typeof ending.result === 'object' && Array.isArray(ending.names);
}

/**
 * The record of the finished game `code` of `game`: its settings without their input, no snapshot,
 * the seats without tokens, and `ending`. `seats` are the room's saved seats (names and kinds).
 */
export function endedRecord(game: string, code: string, settings: GameRecord['settings'], seats: readonly SavedSeat[], ending: PublicEnding): EndedRecord {
  return {
    game,
    code,
    settings: { ...settings, input: null },
    snapshot: null,
    seats: seats.map(({ kind, name }) => ({ kind, name, token: null })),
    creatorSeat: null,
    started: true,
    deadline: null,
    ending,
  };
}

/**
 * The `state` every client of a finished game's read-only room gets: a spectator's (seat null),
 * the public view and the result; `connected` is true for a person's seat, null for a bot's.
 */
export function endedState(code: string, { view, result, names, people }: PublicEnding): StateMessage {
  return {
    protocol: PROTOCOL,
    seat: null,
    view,
    toAct: [],
    result,
    names,
    connected: people.map((person) => (person ? true : null)),
    botIn: people.map(() => null),
    started: true,
    code,
    timeLeft: null,
    host: false,
    hostSeat: null,
    paused: false,
    devicesPerSeat: 1,
    members: people.map(() => []),
    publicUrl: null,
  };
}

/** Sends `clients` the state of the finished game `code` (`endedState`); returns it. */
export function sendEnding(clients: Iterable<Client>, code: string, ending: PublicEnding): StateMessage {
  const state = endedState(code, ending);
  for (const client of clients) client.send('state', state);
  return state;
}
