export * from './types.js';
export { LEGAL, illegal } from './verdict.js';
export { seedRng, withRng, randomSource, type Rng, type RngState } from './rng.js';
export { shuffle, dealRoundRobin, pick } from './deal.js';
export { nextSeat, seatsFrom, rankSeats } from './seats.js';
export { playGame, type PlayedGame } from './runner.js';
export { createGame, sendChecked, SnapshotError, type CreateGameOptions } from './game.js';
export { readEvent } from './events.js';
