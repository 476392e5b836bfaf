/**
 * Tables hosting and joining by their attributes (issue 23), against the real game server
 * (scripts/game-server.mjs): `host` with `room="new"` creates a room whose creator holds no seat
 * and keeps its host ticket (another table with `host` and the code is host again, and a third
 * beside it is a host too, as another tab of the browser is); `seat` joins the named seat; `devices-per-seat` reaches the
 * server and the lobby lists each seat's devices; a seat waits for "the host"; BiggieBills' time
 * limit, target, starting cash, cycle limit and the bots' level reach the server; a phone's
 * lobby calls an unnamed BiggieBills team "Team n"; a code of another game's room names that game.
 */
import { Client } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail } from '../../components/index.js';
import type { GameSource, OnlinePart } from '../../components/internal/table/game-source.js';
import type { GameEvent, GameView } from '../../src/core/types.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { testServerUrl, track, type TrackedRoom } from '../support/online.js';
import { until } from '../support/until.js';

let server = '';
const made: HTMLElement[] = [];
const rooms: TrackedRoom<GameView>[] = [];

before(async () => {
  server = await testServerUrl();
});

afterEach(async () => {
  for (const table of made.splice(0)) table.remove();
  await Promise.all(rooms.splice(0).map(({ room }) => room.leave(true).catch(() => undefined)));
});

/** A table on the page with these attributes, recording its `game-error`s. */
function onlineTable(tag: string, attributes: Record<string, string>) {
  const table = document.createElement(tag);
  for (const [name, value] of Object.entries({ server, 'bot-delay': '0', ...attributes })) table.setAttribute(name, value);
  const errors: GameErrorDetail[] = [];
  table.addEventListener('game-error', (e) => errors.push(e.detail));
  document.body.append(table);
  made.push(table);
  return { table, errors };
}

/** The table's source (the `controller` every element reads through). */
const sourceOf = (table: Element) => (table as unknown as { controller: GameSource<unknown, GameEvent, GameView> }).controller;
/** The table's online part, once its code is in. */
const online = (table: Element): OnlinePart | undefined => sourceOf(table).online;
/** Waits for the table's first state from the server; returns its lobby. */
const joined = (table: Element, what: string) => until(() => online(table)?.lobby(), what, 15_000);

async function joinedClient(code: string, options: Record<string, unknown>) {
  const tracked = await track(new Client(server).joinById(code, options));
  rooms.push(tracked);
  return tracked;
}

describe('a table that hosts', () => {
  it('creates a room holding no seat and keeps its host ticket: a reload is host again, and so is a table beside it (another tab)', async () => {
    const first = onlineTable('bluff-king-table', { room: 'new', host: '', players: '3', names: 'Teacher' });
    const lobby = await joined(first.table, 'the new room');
    expect(online(first.table)!.hosting(), 'state.host').to.equal(true);
    expect(online(first.table)!.seat(), 'no seat').to.equal(null);
    expect(lobby.host, 'no seat hosts').to.equal(null);
    const { code } = lobby;
    await until(() => localStorage.getItem(`bluffhouse:${server}:${code}:host`), 'the host ticket kept', 10_000);
    expect(localStorage.getItem(`bluffhouse:${server}:${code}`), 'no seat ticket').to.equal(null);
    // The first person in takes seat 0: the host holds none, and nobody took the host's name.
    const ana = await joinedClient(code, { name: 'Ana' });
    expect(ana.last()!.seat).to.equal(0);
    expect(ana.last()!.host).to.equal(false);
    expect(ana.last()!.names).to.not.include('Teacher');

    // A reload: the table goes, another with host and the code takes the kept ticket back.
    first.table.remove();
    const again = onlineTable('bluff-king-table', { room: code, host: '' });
    await until(() => online(again.table)?.hosting(), 'host rights back with the kept ticket', 15_000);
    expect(online(again.table)!.seat()).to.equal(null);
    // While that table hosts, one more with host (another tab of this browser) hosts too, seatless.
    const beside = onlineTable('bluff-king-table', { room: code, host: '' });
    await until(() => online(beside.table)?.hosting(), 'host rights for the table beside it too', 15_000);
    expect(online(beside.table)!.seat()).to.equal(null);
    expect(online(again.table)!.hosting(), 'the first still hosts').to.equal(true);
    await until(() => inShadow(beside.table, 'bluff-host-screen'), 'the host screen on the table beside it', 10_000);

    // Either host starts the game (here the one beside): the empty seats get bots.
    online(beside.table)!.command({ type: 'start' });
    await until(() => ana.last()?.started, 'the game started by the host', 15_000);
    expect([...again.errors, ...beside.errors].filter((e) => e.code === 'not-host')).to.deep.equal([]);
    // Both still host once it runs: the first pauses it.
    online(again.table)!.command({ type: 'pause' });
    await until(() => ana.last()?.paused, 'the game paused by the first host', 15_000);
  });

  it('a person\'s table waits for "the host" in a room a seatless host runs', async () => {
    const host = onlineTable('bluff-king-table', { room: 'new', host: '', players: '2' });
    const { code } = await joined(host.table, 'the new room');
    const player = onlineTable('bluff-king-table', { room: code, names: 'Ana' });
    await joined(player.table, 'the player\'s seat');
    const wait = await until(() => inShadow(inShadow(player.table, 'bluff-lobby'), '.wait'), 'the lobby\'s wait line', 10_000);
    expect(deepText(wait)).to.equal('Waiting for the host to start');
    expect(online(player.table)!.seat()).to.equal(0);
  });
});

describe('a phone in a hosted BiggieBills room', () => {
  it('lists the teams nobody named yet as "Team n", as the host screen does, not the server\'s "Player n"', async () => {
    const host = onlineTable('biggie-bills-board', { view: 'moderator', room: 'new', host: '', players: '3' });
    const { code } = await joined(host.table, 'the new room');
    const phone = onlineTable('biggie-bills-board', { room: code, names: 'Alpha' });
    await joined(phone.table, 'the phone\'s seat');
    expect(online(phone.table)!.names(), 'the server\'s names').to.deep.equal(['Alpha', 'Player 2', 'Player 3']);
    const rows = await until(() => {
      const items = allInShadow(inShadow(phone.table, 'bluff-lobby'), 'ul li');
      return items.length === 3 && items.map((li) => [deepText(li.firstElementChild!), deepText(li.querySelector('.status')!)]);
    }, 'the lobby\'s seats', 10_000);
    expect(rows).to.deep.equal([['Alpha (You)', 'joined'], ['Team 2', 'waiting'], ['Team 3', 'waiting']]);
  });
});

describe('joining a named seat and teams of several devices', () => {
  it('seat joins that seat', async () => {
    const creator = await track(new Client(server).create('bluff-king', { players: 3, humans: 3, bots: 'easy', names: ['Ana'] }));
    rooms.push(creator);
    const { table } = onlineTable('bluff-king-table', { room: creator.room.roomId, seat: '2', names: 'Cy' });
    await joined(table, 'the named seat');
    expect(online(table)!.seat()).to.equal(2);
    await until(() => creator.last()?.connected[2] === true, 'seat 2 taken, as the creator sees it', 10_000);
    expect(creator.last()!.connected[1], 'seat 1 still empty').to.equal(false);
  });

  it('a full seat is refused seat-full, with words, and no seat is taken', async () => {
    const creator = await track(new Client(server).create('bluff-king', { players: 3, humans: 3, bots: 'easy', names: ['Ana'] }));
    rooms.push(creator);
    const { table, errors } = onlineTable('bluff-king-table', { room: creator.room.roomId, seat: '0', names: 'Cy' });
    await until(() => errors.some((e) => e.code === 'seat-full'), 'seat-full', 15_000);
    const notice = await until(() => inShadow(inShadow(table, 'bluff-lobby'), '[part="error"]'), 'the notice', 10_000);
    expect(deepText(notice)).to.equal('This team has as many devices as it may: join another team.');
    expect(creator.last()!.connected).to.deep.equal([true, false, false]);
  });

  it('devices-per-seat reaches the server: a second device joins the creator\'s seat and the lobby lists both', async () => {
    const { table } = onlineTable('bluff-king-table', { room: 'new', players: '3', humans: 'all', names: 'Ana', 'devices-per-seat': '2' });
    const lobby = await joined(table, 'the new room');
    expect(lobby.devicesPerSeat).to.equal(2);
    await joinedClient(lobby.code, { seat: 0, name: 'Cy' });
    await until(() => online(table)!.lobby()!.members[0]!.length === 2, 'both devices on seat 0', 10_000);
    const members = await until(() => allInShadow(inShadow(table, 'bluff-lobby'), '[data-members]').map((span) => deepText(span)).join(' | ').includes('Cy') && allInShadow(inShadow(table, 'bluff-lobby'), '[data-members]').map((span) => deepText(span)), 'the devices listed', 10_000);
    expect(members[0]).to.equal('2 of 2 devices: Ana, Cy');
  });
});

describe('a hosted BiggieBills room', () => {
  it('gets the board\'s time limit, target, starting cash, cycle limit and bots\' level, the moderator view hosting it', async () => {
    const { table } = onlineTable('biggie-bills-board', { view: 'moderator', room: 'new', host: '', players: '3', 'time-limit': '30', target: '900', 'starting-cash': '150', 'max-cycles': '6', bots: 'hard' });
    const lobby = await joined(table, 'the new room');
    expect(online(table)!.hosting()).to.equal(true);
    const team = await joinedClient(lobby.code, { name: 'Team A' });
    online(table)!.command({ type: 'start' });
    const view = await until(() => team.last()?.view as unknown as { startingCash: number; target: number; maxCycles: number; timeLimitMinutes: number } | null, 'the started game', 15_000);
    expect({ startingCash: view.startingCash, target: view.target, maxCycles: view.maxCycles, timeLimitMinutes: view.timeLimitMinutes }).to.deep.equal({ startingCash: 150, target: 900, maxCycles: 6, timeLimitMinutes: 30 });
    expect(team.last()!.timeLeft).to.be.above(29 * 60_000);
  });
});

describe('a code of another game\'s room', () => {
  it('names that game, in the notice and in game-error', async () => {
    const creator = await track(new Client(server).create('bluff-king', { players: 2, humans: 2, bots: 'easy', names: ['Ana'] }));
    rooms.push(creator);
    const { table, errors } = onlineTable('biggie-bills-board', { room: creator.room.roomId, names: 'Bo' });
    await until(() => errors.some((e) => e.code === 'wrong-game'), 'wrong-game', 15_000);
    expect(errors.find((e) => e.code === 'wrong-game')!.message).to.equal('This code is of a BluffKing game: open it with that game.');
    const notice = await until(() => inShadow(inShadow(table, 'bluff-lobby'), '[part="error"]'), 'the notice', 10_000);
    expect(deepText(notice)).to.equal('This code is of a BluffKing game: open it with that game.');
  });
});
