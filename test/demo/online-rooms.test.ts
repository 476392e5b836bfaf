/**
 * The "Play online" page's look-ups (demo/online-rooms.js), against the real game server: a typed
 * code finds its game with `GET /rooms/<CODE>` (the Join form asks for no game), a code no room
 * has says so, a room whose teams take several devices offers its open teams, and the create form's
 * values become the table's attributes (BiggieBills' settings, devices per team) as typed, for the
 * element to validate.
 */
import { Client, type Room } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import { createAttributes, findRoom, joinCode, roomUrl, teamChoices } from '../../demo/online-rooms.js';
import { testServerUrl } from '../support/online.js';

let server = '';
const rooms: Room[] = [];

before(async () => {
  server = await testServerUrl();
});

after(async () => {
  await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
});

describe('the Play online page finds a code\'s game', () => {
  it('reads a typed code, and asks the server at its HTTP address', () => {
    expect(joinCode(' abc234 ')).to.equal('ABC234');
    expect(joinCode('ABC10O')).to.equal(null);
    expect(roomUrl('ws://localhost:8000', 'ABC234')).to.equal('http://localhost:8000/rooms/ABC234');
    expect(roomUrl('wss://example.com/', 'ABC234')).to.equal('https://example.com/rooms/ABC234');
  });

  it('a BiggieBills code finds BiggieBills, with its open teams when a team takes several devices', async () => {
    const room = await new Client(server).create('biggie-bills', { players: 3, humans: 3, bots: 'easy', names: ['Acme'], devicesPerSeat: 2 });
    rooms.push(room);
    const found = await findRoom(server, room.roomId);
    expect(found.problem).to.equal(undefined);
    expect(found.room!.game).to.equal('biggie-bills');
    expect(found.room!.code).to.equal(room.roomId);
    expect(found.room!.devicesPerSeat).to.equal(2);
    expect(found.room!.seats.map((seat) => seat.open)).to.deep.equal([true, true, true]);
    expect(teamChoices(found.room).map(([seat]) => seat)).to.deep.equal([0, 1, 2]);
    expect(teamChoices(found.room)[0]![1]).to.equal('Acme (1 of 2 devices)');
  });

  it('a BluffKing code finds BluffKing, with no team to choose (one device a seat)', async () => {
    const room = await new Client(server).create('bluff-king', { players: 2, humans: 2, bots: 'easy', names: ['Ana'] });
    rooms.push(room);
    const found = await findRoom(server, room.roomId);
    expect(found.room!.game).to.equal('bluff-king');
    expect(teamChoices(found.room)).to.deep.equal([]);
  });

  it('a code no room has says so', async () => {
    const found = await findRoom(server, 'ZZZZZZ');
    expect(found.room).to.equal(undefined);
    expect(found.problem).to.equal('No game has the code ZZZZZZ: check the code or the link.');
  });
});

describe('the create form\'s values as the table\'s attributes', () => {
  it('BiggieBills\' settings and the devices per team, as typed; an empty setting is left to the game', () => {
    const values = { game: 'biggie-bills', players: '5', people: '3', bots: 'hard', 'devices-per-seat': '3', 'time-limit': '45', target: '', 'starting-cash': '150', 'max-cycles': ' 8 ', name: 'Ana' };
    expect(createAttributes('biggie-bills', values)).to.deep.equal({ players: '5', humans: '0,1,2', bots: 'hard', 'devices-per-seat': '3', 'time-limit': '45', 'starting-cash': '150', 'max-cycles': '8' });
    // Another game has no such settings; one device a team is the default.
    expect(createAttributes('bluff-king', { ...values, 'devices-per-seat': '1' })).to.deep.equal({ players: '5', humans: '0,1,2', bots: 'hard' });
  });
});
