/**
 * The one path of every move made on a table: a person's move from a piece and
 * the table's own (BiggieBills' TIME_UP, BG-7d) get the same checks. The event is read once into a
 * plain copy (`readEvent`: a getter or a Proxy cannot throw here or change after the check), a
 * person may move only for the seat this screen shows, and not while an online game is halted
 * (paused by its host, or the connection lost: refused `paused` / `connection-lost` without
 * reaching the server); the source checks the rest (`check`).
 */
import { readEvent } from '../../../src/core/events.js';
import type { GameEvent, GameView, Seat, Verdict } from '../../../src/core/types.js';
import type { GameSource } from './game-source.js';
import { haltOf } from './table-notices.js';

/**
 * Who makes a move: a person on this screen (through a piece: only for the seat this screen
 * shows), or the table itself (a time limit).
 */
export type MoveMaker = 'person' | 'table';

/** The verdict on `event`, sent to `source` when it passes the checks. Never throws. */
export function sendMove<Event extends GameEvent>(source: Pick<GameSource<unknown, Event, GameView>, 'send' | 'online'>, event: Event, by: MoveMaker, screenSeat: Seat | null): Verdict {
  const halt = by === 'person' ? haltOf(source.online) : null;
  if (halt) return { ok: false, code: halt, reason: halt === 'paused' ? 'The host paused the game.' : 'The connection to the game server is lost.' };
  const read = readEvent(event);
  if ('refusal' in read) return read.refusal;
  if (by === 'person' && (screenSeat === null || read.event.seat !== screenSeat)) {
    return { ok: false, code: 'not-your-seat', reason: 'This screen cannot move for that seat.' };
  }
  return source.send(read.event as Event);
}
