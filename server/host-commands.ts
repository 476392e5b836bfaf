/**
 * The host's messages (docs/online.md, "Hosting"; `HostCommand` of src/online/protocol.ts): `start`
 * (`{ seats? }`), `pause`, `resume`, `end`, `seat-to-bot { seat }`, `seat-free { seat }` and
 * `again`. Anyone without the host's rights is refused `not-host`; a seat that is not one of the
 * room's is refused `bad-seat`. The room (server/game-room.ts) runs each through its message
 * limits first and hands it here with what a command may touch (`HostTarget`).
 */
import type { Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import type { GameEntry, GameEvent, GameSession, GameView, Seat } from 'bluffhouse';
import type { HostCommand, RefusalCode } from 'bluffhouse/online';
import type { HostRole } from './host-role.js';
import { inputFor, type RoomSettings } from './room-options.js';
import * as seats from './seats.js';

/** What a host command reads and changes of its room. */
export interface HostTarget {
  readonly game: GameEntry;
  readonly session: GameSession<unknown, GameEvent, GameView>;
  readonly settings: RoomSettings;
  readonly host: HostRole;
  seats: seats.SeatHolder[];
  readonly started: boolean;
  /** Whether the game is over (a result, or ended by the host). */
  over(): boolean;
  refuse(client: Client, code: RefusalCode, reason: string): void;
  /** Play begins (every seat is a bot's or a person's). */
  start(): void;
  /** The devices `sessionIds` lost their seat to the host's `why`: they are told (`seat-released`), and watch from now on. */
  detached(sessionIds: readonly string[], why: string): void;
  /** The seats changed: bots are asked again, the record saved, every client told. */
  changed(): void;
}

/** Whether `message` names a seat of `target` (an integer 0..seats-1). */
function seatOf(target: HostTarget, message: unknown): Seat | null {
  const seat = (message as { seat?: unknown } | null | undefined)?.seat;
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < target.seats.length ? seat : null;
}

/** Runs the host command `type` (one of `HOST_COMMANDS`) sent by `client` with `message`; refusals go to `client`. */
export function hostCommand(target: HostTarget, client: Client, type: HostCommand['type'], message: unknown): void {
  const seat = seats.seatOfSession(target.seats, client.sessionId);
  if (!target.host.holds(client.sessionId, seat)) {
    return target.refuse(client, 'not-host', `Only the host of this room can send ${type}.`);
  }
  const { session } = target;
  switch (type) {
    case 'start':
      return start(target, client, message);
    case 'pause':
    case 'resume':
    case 'end':
      if (!target.started) return target.refuse(client, 'not-started', 'The game has not started yet.');
      if (target.over()) return target.refuse(client, 'game-over', 'The game is over.');
      if (type === 'pause') session.pause();
      else if (type === 'resume') session.resume();
      else session.endNow();
      return;
    case 'seat-to-bot':
    case 'seat-free': {
      const chosen = seatOf(target, message);
      if (chosen === null) return target.refuse(client, 'bad-seat', `seat must be an integer from 0 to ${target.seats.length - 1}.`);
      const free = type === 'seat-free';
      const gone = seats.detach(target.seats, chosen, free);
      target.detached(gone, free ? 'The host freed your seat for another device: you watch the game now.' : 'The host gave your seat to a bot: you watch the game now.');
      return target.changed();
    }
    case 'again': {
      if (!target.started) return target.refuse(client, 'not-started', 'The game has not started yet.');
      const seed = randomInt(2 ** 31);
      const input = inputFor(target.game, target.settings, target.settings.players, seed);
      target.settings.input = input;
      session.newGame(input, seed);
      return target.changed();
    }
  }
}

/**
 * `start`: the free seats get bots; with `{ seats: n }` the game is dealt again for n seats (the
 * game's range, at least the people seated), the people moved to seats 0..k-1 with their tokens,
 * bots in the others.
 */
function start(target: HostTarget, client: Client, message: unknown): void {
  if (target.started) return target.refuse(client, 'started', 'The game has started already.');
  const count = (message as { seats?: unknown } | null | undefined)?.seats;
  if (count === undefined) {
    target.seats = seats.fillWithBots(target.seats);
  } else {
    const people = target.seats.filter(seats.held).length;
    const { min, max } = target.game.players;
    const least = Math.max(min, people);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < least || count > max) {
      return target.refuse(client, 'bad-seat', `seats must be an integer from ${least} to ${max} (the game's range, and the ${people} people seated).`);
    }
    const seed = randomInt(2 ** 31);
    const input = inputFor(target.game, target.settings, count, seed);
    const { seats: moved, moved: moves } = seats.compacted(target.seats, count);
    target.seats = moved;
    target.host.moved(moves);
    Object.assign(target.settings, { input, players: count, humans: people });
    target.session.start({ input, seed });
  }
  target.start();
  target.changed();
}
