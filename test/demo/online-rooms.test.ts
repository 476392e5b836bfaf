/**
 * The "Play online" page's look-ups (demo/online-rooms.js), against the real game server: a typed
 * code finds its game with `GET /rooms/<CODE>` (the Join form asks for no game), a code no room
 * has says so, a room whose teams take several devices offers its open teams after "Any team" (the
 * default, which names no seat, so the server fills the teams evenly), and the create form's
 * values become the table's attributes (BiggieBills' settings, devices per team) as typed, for the
 * element to validate; a shared link shows the page's join form only (issue 23).
 */
import { Client, type Room } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import { ANY_TEAM, createAttributes, findRoom, foundStatus, joinAttributes, joinCode, nameLabel, roomUrl, showJoinOnly, teamChoices } from '../../demo/online-rooms.js';
import { until } from '../support/until.js';
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
    expect(teamChoices(found.room).map(([seat]) => seat)).to.deep.equal(['', 0, 1, 2]);
    expect(teamChoices(found.room)[1]![1]).to.equal('Acme (1 of 2 phones)');
    expect(foundStatus('BiggieBills$$$', found.room!)).to.equal('BiggieBills$$$ game found.');
    expect(nameLabel(found.room)).to.equal('Team name (the first phone of a team names it) / your name');
  });

  it('a hosted BiggieBills room\'s teams nobody named yet are "Team n" in the menu, as on the host screen', async () => {
    const room = await new Client(server).create('biggie-bills', { players: 3, bots: 'easy', devicesPerSeat: 2, host: true });
    room.onMessage('*', () => undefined);
    rooms.push(room);
    const found = await findRoom(server, room.roomId);
    expect(found.room!.seats.map((seat) => seat.name)).to.deep.equal(['Player 1', 'Player 2', 'Player 3']);
    expect(teamChoices(found.room).map(([, label]) => label)).to.deep.equal([ANY_TEAM[1], 'Team 1 (0 of 2 phones)', 'Team 2 (0 of 2 phones)', 'Team 3 (0 of 2 phones)']);
  });

  it('a BluffKing code finds BluffKing, with no team to choose (one device a seat)', async () => {
    const room = await new Client(server).create('bluff-king', { players: 2, humans: 2, bots: 'easy', names: ['Ana'] });
    rooms.push(room);
    const found = await findRoom(server, room.roomId);
    expect(found.room!.game).to.equal('bluff-king');
    expect(teamChoices(found.room)).to.deep.equal([]);
    expect(nameLabel(found.room)).to.equal('Your name');
  });

  it('a code no room has says so', async () => {
    const found = await findRoom(server, 'ZZZZZZ');
    expect(found.room).to.equal(undefined);
    expect(found.problem).to.equal('No game has the code ZZZZZZ: check the code or the link.');
  });
});

describe('the Team menu: "Any team" by default, so phones that do not choose fill the teams evenly', () => {
  it('the default names no seat and the server spreads the phones; a team named is joined', async () => {
    // A hosted room of 3 teams, 2 phones a team, as host.html makes it.
    const host = await new Client(server).create('biggie-bills', { host: true, players: 3, bots: 'easy', devicesPerSeat: 2 });
    host.onMessage('*', () => undefined);
    rooms.push(host);
    const code = host.roomId;
    /** Joins as the page does with the Team menu at `pick` (a function of its choices: the value chosen). */
    const join = async (name: string, pick: (choices: [number | string, string][]) => number | string) => {
      const found = await findRoom(server, code);
      const choices = teamChoices(found.room);
      const attributes = joinAttributes(pick(choices));
      const room = await new Client(server).joinById(code, { name, ...(attributes.seat === undefined ? {} : { seat: Number(attributes.seat) }) });
      room.onMessage('*', () => undefined);
      rooms.push(room);
      return attributes;
    };
    /** The listing's teams as `[name, phones]` (null while the server asks to wait: lookups are rate-limited). */
    const seatsNow = async () => (await findRoom(server, code)).room?.seats.map((seat) => [seat.name, seat.devices]) ?? null;
    /** Polls the listing (every 100 ms: within the lookup rate) until its teams are `expected`. */
    const teamsAre = (expected: unknown[], what: string) => until(async () => JSON.stringify(await seatsNow()) === JSON.stringify(expected), what, { every: 100, timeout: 30_000 });
    // The menu as it opens: its first choice, "Any team", is selected (fill keeps the first); it sends no seat.
    expect(teamChoices((await findRoom(server, code)).room)[0]).to.deep.equal(ANY_TEAM);
    expect(joinAttributes(ANY_TEAM[0]), 'no seat attribute').to.deep.equal({});
    const first = (choices: [number | string, string][]) => choices[0]![0];
    expect(await join('Alpha', first)).to.deep.equal({});
    await teamsAre([['Alpha', 1], ['Player 2', 0], ['Player 3', 0]], 'Alpha on the first team');
    await join('Bravo', first);
    await join('Charlie', first);
    await teamsAre([['Alpha', 1], ['Bravo', 1], ['Charlie', 1]], 'one phone on each team, each team named by its first phone');
    // Naming a team still works: Delta joins Charlie's team.
    expect(await join('Delta', (choices) => choices.find(([, label]) => label.startsWith('Charlie'))![0])).to.deep.equal({ seat: '2' });
    await teamsAre([['Alpha', 1], ['Bravo', 1], ['Charlie', 2]], 'Delta on Charlie\'s team, which keeps its name');
    expect(teamChoices((await findRoom(server, code)).room).map(([seat]) => seat), 'a full team is not offered').to.deep.equal(['', 0, 1]);
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

/** The texts of `root`'s `main` a person sees (no `hidden` element around them), outside `#join`, in page order. */
function shownOutsideJoin(root: Document): string[] {
  const walker = root.createTreeWalker(root.querySelector('main')!, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('#join, [hidden]') || !node.textContent!.trim()) continue;
    texts.push(node.textContent!.trim().replace(/\s+/g, ' '));
  }
  return texts;
}

describe('a shared link on the Play online page (demo/online.html)', () => {
  it('shows the join form only, under the page title: no intro, no "New room" (issue 23)', async () => {
    const page = new DOMParser().parseFromString(await (await fetch('/demo/online.html')).text(), 'text/html');
    expect(shownOutsideJoin(page), 'the page as served: its title and intro').to.include.members(['Play online']);
    expect(shownOutsideJoin(page).length, 'the intro shows before').to.be.above(2);
    showJoinOnly(page);
    expect(shownOutsideJoin(page)).to.deep.equal(['← All games', 'Play online']);
    expect(page.querySelector('#join')!.closest('[hidden]'), 'the join form shows').to.equal(null);
    expect(page.querySelector<HTMLElement>('#other-room')!.hidden, 'the way to a new room instead').to.equal(false);
  });
});
