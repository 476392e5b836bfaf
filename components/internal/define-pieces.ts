import { BluffGameOver } from './game-over.js';
import { BluffLog } from './game-log.js';
import { BluffHandover } from './handover.js';
import { BluffSeat } from './seat.js';

/** Registers the pieces every table uses (harmless when already registered). */
export function defineSharedPieces(): void {
  BluffSeat.define('bluff-seat');
  BluffLog.define('bluff-log');
  BluffHandover.define('bluff-handover');
  BluffGameOver.define('bluff-game-over');
}

declare global {
  interface HTMLElementTagNameMap {
    'bluff-seat': BluffSeat;
    'bluff-log': BluffLog;
    'bluff-handover': BluffHandover;
    'bluff-game-over': BluffGameOver;
  }
}
