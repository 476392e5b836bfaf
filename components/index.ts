/** Defines every bluffhouse element. */
export * from './bluff-king-table.js';
export * from './bluffing-billionaires-table.js';
export * from './biggie-bills-board.js';
export type { GameStartDetail, GameMoveDetail, GameOverDetail, GameErrorDetail } from './internal/game-table.js';
