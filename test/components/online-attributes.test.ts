/**
 * The online attributes of issue 23 (components/internal/online/online-settings.ts): `host`,
 * `seat` and `devices-per-seat` are read and validated like every attribute (a bad one shows the
 * element's message and fires `game-error` naming it, nothing thrown); a new room's create options
 * carry the game's option attributes (BiggieBills' time limit, target, starting cash, cycle limit)
 * and the bots' level, a host's none of the seats; the game titles a `wrong-game` names are the
 * registry's. No server here: test/online/hosting.test.ts plays these against one.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import '../../components/biggie-bills-board.js';
import { registeredGames } from '../../components/games.js';
import { onlineTarget } from '../../components/internal/online/online-settings.js';
import { createOptions } from '../../components/internal/online/room-entry.js';
import { GAME_TITLES, roomUrl } from '../../components/internal/online/room-lookup.js';
import { AttributeError } from '../../components/internal/table/attributes.js';
import { readSettings, type OptionAttribute } from '../../components/internal/table/table-settings.js';
import { biggieBills } from '../../src/index.js';

const SERVER = 'ws://localhost:1';

/** The attribute an `onlineTarget` call refuses, or null when it takes the values. */
function refused(table: Record<string, unknown>, spectator = false): string | null {
  try {
    onlineTarget(table, spectator);
    return null;
  } catch (error) {
    expect(error).to.be.instanceOf(AttributeError);
    return (error as AttributeError).attribute;
  }
}

describe('the host, seat and devices-per-seat attributes', () => {
  it('reads them: host creates or takes back a room, seat names a seat to join, devices-per-seat 1 to 6', () => {
    expect(onlineTarget({ server: SERVER, room: 'new', host: true, devicesPerSeat: '3' }, false)).to.include({ room: 'new', host: true, seat: null, devicesPerSeat: 3 });
    expect(onlineTarget({ server: SERVER, room: 'abc234', seat: '2' }, false)).to.include({ room: 'ABC234', host: false, seat: 2, devicesPerSeat: 1 });
    // BiggieBills' moderator view watches a room, and may create one when it hosts it.
    expect(onlineTarget({ server: SERVER, room: 'new', host: true }, true)).to.include({ room: 'new', host: true, spectator: true });
    expect(onlineTarget({ server: SERVER, room: 'ABC234', host: true }, true)).to.include({ room: 'ABC234', host: true });
    expect(onlineTarget({ host: false, seat: '', devicesPerSeat: ' ' }, false)).to.equal(null);
  });

  for (const [table, spectator, attribute] of [
    [{ host: true }, false, 'host'],
    [{ seat: '1' }, false, 'seat'],
    [{ devicesPerSeat: '2' }, false, 'devices-per-seat'],
    [{ server: SERVER, room: 'new', devicesPerSeat: '7' }, false, 'devices-per-seat'],
    [{ server: SERVER, room: 'new', devicesPerSeat: '0' }, false, 'devices-per-seat'],
    [{ server: SERVER, room: 'new', devicesPerSeat: 'two' }, false, 'devices-per-seat'],
    [{ server: SERVER, room: 'ABC234', seat: '-1' }, false, 'seat'],
    [{ server: SERVER, room: 'ABC234', seat: '8' }, false, 'seat'],
    [{ server: SERVER, room: 'ABC234', seat: 'x' }, false, 'seat'],
    [{ server: SERVER, room: 'ABC234', seat: '1', host: true }, false, 'seat'],
    [{ server: SERVER, room: 'ABC234', seat: '1' }, true, 'seat'],
    [{ server: SERVER, room: 'new', seat: '1' }, false, 'seat'],
    [{ server: SERVER, room: 'new' }, true, 'room'],
  ] as const) {
    it(`refuses ${JSON.stringify(table)}${spectator ? ' watching' : ''}, naming ${attribute}`, () => {
      expect(refused(table, spectator)).to.equal(attribute);
    });
  }
});

describe('a new room\'s create options', () => {
  /** BiggieBills' option attributes, as its board lists them. */
  const options = (document.createElement('biggie-bills-board') as unknown as { optionAttributes: OptionAttribute[] }).optionAttributes;
  const settings = readSettings({ players: '5', bots: 'hard', timeLimit: '20', target: '900', startingCash: '150', maxCycles: '6' }, {
    definition: biggieBills.definition, optionAttributes: options, defaultPlayers: 4, gameNumber: 0, readHumans: () => [0],
  });

  it('carry BiggieBills\' time limit, target, starting cash and cycle limit, and the bots\' level; a player takes seat 0 under its name', () => {
    const created = createOptions({ server: SERVER, game: 'biggie-bills', room: 'new', name: 'Ana', botDelay: 0 }, settings);
    expect(created).to.deep.equal({ players: 5, bots: 'hard', options: { timeLimitMinutes: 20, target: 900, startingCash: 150, maxCycles: 6 }, botDelay: 0, humans: 1, names: ['Ana'] });
  });

  it('as host: { host: true } with the devices per seat, no seat for the host (no humans, no name)', () => {
    const created = createOptions({ server: SERVER, game: 'biggie-bills', room: 'new', name: 'Teacher', host: true, devicesPerSeat: 3 }, settings);
    expect(created).to.deep.equal({ players: 5, bots: 'hard', options: { timeLimitMinutes: 20, target: 900, startingCash: 150, maxCycles: 6 }, botDelay: undefined, devicesPerSeat: 3, host: true });
  });
});

describe('what GET /rooms/<CODE> is asked and says', () => {
  it('asks the game server over HTTP(S) at its own address', () => {
    expect(roomUrl('ws://localhost:2567', 'ABC234')).to.equal('http://localhost:2567/rooms/ABC234');
    expect(roomUrl('wss://games.example.com/play', 'ABC234')).to.equal('https://games.example.com/play/rooms/ABC234');
    expect(roomUrl('https://games.example.com/', 'ABC234')).to.equal('https://games.example.com/rooms/ABC234');
  });

  it('names each game by the registry\'s title', () => {
    expect(GAME_TITLES).to.deep.equal(Object.fromEntries(registeredGames.map((game) => [game.id, game.title])));
  });
});
