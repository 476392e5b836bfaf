import type { Catalog } from '../../words/catalog.js';
import type { ProblemCode } from '../../../../src/online/codes.js';

/** The words of online play (lobby.ts: the lobby and the online notices), in English. */
export default {
  lobbyTitle: 'Waiting for players',
  lobbyCode: 'Join code',
  lobbyLink: 'Link to this game',
  lobbyCopy: 'Copy link',
  lobbyCopied: 'Link copied',
  lobbyCopyFailed: 'Link selected: copy it with your keyboard',
  lobbySeats: 'Seats',
  lobbyJoined: 'joined',
  lobbyWaiting: 'waiting',
  lobbyBot: 'bot',
  lobbyStart: 'Start the game',
  lobbyStartHint: 'Empty seats are played by bots.',
  lobbyWaitFor: 'Waiting for {name} to start',
  lobbyWatching: 'Watching: the game shows here once it starts.',
  lobbyConnecting: 'Connecting to the game server…',
  'room-not-found': 'No game has this code. Check the code or the link.',
  'room-full': 'This game is full: every seat is taken.',
  'seat-full': 'This team has as many devices as it may: join another team.',
  'game-over': 'This game is over.',
  'server-unreachable': 'The game server cannot be reached.',
  'wrong-game': 'This code is of a room of another game: open it with that game.',
  'room-gone': 'This game is no longer on the server (it restarted without keeping its games). Start a new room.',
  'connection-lost': 'The connection to the game server was lost. Reconnecting…',
  'seat-taken': 'Your seat was taken back in another tab or on another device: play there, or reload this page to take it back here.',
  'room-waiting': 'This game is not on the game server now: it comes back when one of its players returns. Still trying…',
  'server-error': 'The game server refused: {message}',
} as const satisfies Catalog & Record<ProblemCode, string>;
