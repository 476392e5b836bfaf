/**
 * Tables online by their attributes (docs/online.md, "Tables"), against the real game server: the
 * lobby of a new room, joining by its code, the creator's Start, a wrong code, a full room, the
 * BiggieBills moderator view mirroring a live game, and a seat taken back after a drop with the
 * ticket kept in localStorage (more in seat-return.test.ts).
 */
import { Client } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/bluff-king-table.js';
import '../../components/bluffing-billionaires-table.js';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail, GameMoveDetail, GameStartDetail } from '../../components/index.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { testServerUrl, track } from '../support/online.js';
import { settle } from '../support/table-harness.js';
import { until } from '../support/until.js';

let server = '';
const made: HTMLElement[] = [];

before(async () => {
  server = await testServerUrl();
});

afterEach(() => {
  for (const table of made.splice(0)) table.remove();
});

/** A table on the page with these attributes, recording its documented events. */
function onlineTable(tag: string, attributes: Record<string, string>) {
  const table = document.createElement(tag);
  for (const [name, value] of Object.entries({ server, 'bot-delay': '0', ...attributes })) table.setAttribute(name, value);
  const starts: GameStartDetail[] = [];
  const errors: GameErrorDetail[] = [];
  const moves: GameMoveDetail[] = [];
  table.addEventListener('game-start', (e) => starts.push(e.detail));
  table.addEventListener('game-error', (e) => errors.push(e.detail));
  table.addEventListener('game-move', (e) => moves.push(e.detail));
  document.body.append(table);
  made.push(table);
  return { table, starts, errors, moves };
}

const lobbyOf = (table: Element) => inShadow(table, 'bluff-lobby');
const lobbyPanel = (table: Element) => inShadow(lobbyOf(table), '[part="lobby"]');
const codeOf = (table: Element) => inShadow(lobbyOf(table), '[data-code]')?.textContent?.trim() ?? '';
const seatStatuses = (table: Element) => allInShadow(lobbyOf(table), 'li').map((li) => [...li.children].map((span) => span.textContent!.replace(/\s+/g, ' ').trim()).join(' '));
const noticeOf = (table: Element) => inShadow(lobbyOf(table), '[part="error"]');

/** Waits for the lobby of a new room to show its code; returns it. */
async function lobbyCode(table: Element): Promise<string> {
  return until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(codeOf(table)) && codeOf(table), 'the lobby with a join code', 10_000);
}

describe('the lobby of an online table', () => {
  it('shows the join code, a link with room=<code>, the seats and Start for the creator; a second table joins by the code and waits for the creator, who starts', async () => {
    const a = onlineTable('bluff-king-table', { room: 'new', players: '3', humans: 'all', names: 'Ana' });
    const code = await lobbyCode(a.table);
    const link = inShadow<HTMLInputElement>(lobbyOf(a.table), 'input#link')!;
    expect(new URL(link.value).searchParams.get('room')).to.equal(code);
    expect(inShadow(lobbyOf(a.table), 'label[for="link"]')).to.not.equal(null);
    expect(seatStatuses(a.table)[0]).to.match(/^Ana \(You\) joined$/);
    expect(seatStatuses(a.table).slice(1).every((s) => /waiting$/.test(s))).to.equal(true);
    expect(inShadow(a.table, '[part="table"]'), 'no board before the start').to.equal(null);

    // The code is case-insensitive.
    const b = onlineTable('bluff-king-table', { room: code.toLowerCase(), names: 'Bram' });
    await until(() => seatStatuses(a.table)[1] === 'Bram joined', 'Bram in the creator\'s lobby', 10_000);
    await until(() => lobbyPanel(b.table), 'the second table\'s lobby', 10_000);
    expect(codeOf(b.table)).to.equal(code);
    expect(inShadow(lobbyOf(b.table), '[data-start]'), 'only the creator starts').to.equal(null);
    expect(deepText(lobbyOf(b.table)!)).to.contain('Waiting for Ana to start');

    const start = inShadow<HTMLButtonElement>(lobbyOf(a.table), '[data-start]')!;
    start.focus();
    expect(lobbyOf(a.table)!.shadowRoot!.activeElement, 'Start is keyboard reachable').to.equal(start);
    start.click();
    await until(() => a.starts.length === 1 && b.starts.length === 1, 'game-start on both tables', 10_000);
    expect(a.starts[0]!.humans).to.deep.equal([0]);
    expect(b.starts[0]!.humans).to.deep.equal([1]);
    expect(a.starts[0]!.names.slice(0, 2)).to.deep.equal(['Ana', 'Bram']);
    await settle(a.table as never);
    expect(lobbyPanel(a.table), 'the lobby gives way to the board').to.equal(null);
    expect(allInShadow(a.table, 'bluff-seat')).to.have.length(3);
    expect(inShadow(a.table, '[part="new-game"]'), 'no New game online').to.equal(null);
    expect(a.errors).to.deep.equal([]);
  });

  it('when the creator leaves before the start, Start goes to the person who joined earliest, not to the newcomer in seat 0', async () => {
    // Alice creates in another tab (a client of her own), Bob joins on this page, Alice leaves.
    const alice = await track(new Client(server).create('bluff-king', { players: 3, humans: 3, names: ['Alice'] }));
    const code = alice.room.roomId;
    const bob = onlineTable('bluff-king-table', { room: code, names: 'Bob' });
    await until(() => seatStatuses(bob.table)[1]?.startsWith('Bob (You)'), 'Bob seated', 10_000);
    expect(inShadow(lobbyOf(bob.table), '[data-start]'), 'Alice holds the role').to.equal(null);
    expect(deepText(lobbyOf(bob.table)!)).to.contain('Waiting for Alice to start');
    await alice.room.leave();
    await until(() => inShadow(lobbyOf(bob.table), '[data-start]'), 'Start for Bob', 10_000);
    // Mallory takes the freed seat 0 and waits for Bob.
    const mallory = onlineTable('bluff-king-table', { room: code, names: 'Mallory' });
    await until(() => seatStatuses(mallory.table)[0]?.startsWith('Mallory (You)'), 'Mallory in seat 0', 10_000);
    expect(inShadow(lobbyOf(mallory.table), '[data-start]'), 'no Start for the newcomer').to.equal(null);
    expect(deepText(lobbyOf(mallory.table)!)).to.contain('Waiting for Bob to start');
    inShadow<HTMLButtonElement>(lobbyOf(bob.table), '[data-start]')!.click();
    await until(() => bob.starts.length === 1 && mallory.starts.length === 1, 'game-start on both tables', 10_000);
    expect(bob.starts[0]!.humans).to.deep.equal([1]);
    expect(mallory.starts[0]!.humans).to.deep.equal([0]);
  });

  it('the link to share leaves out the names the page address gave: whoever opens it joins under their own', async () => {
    const page = location.href;
    history.replaceState(history.state, '', `${location.pathname}?game=bluff-king&names=Pat&theme=dark`);
    try {
      const a = onlineTable('bluff-king-table', { room: 'new', players: '2', humans: 'all', names: 'Pat' });
      const code = await lobbyCode(a.table);
      const link = new URL(inShadow<HTMLInputElement>(lobbyOf(a.table), 'input#link')!.value);
      expect(link.searchParams.get('room')).to.equal(code);
      expect(link.searchParams.has('names'), 'no names in the link').to.equal(false);
      expect(link.searchParams.get('theme'), 'the rest of the address kept').to.equal('dark');
    } finally {
      history.replaceState(history.state, '', page);
    }
  });

  it('marks the seat of a person who dropped out as away, then as a bot once the grace is over', async () => {
    // A server whose dropped seats wait 1 s for their person (scripts/game-server.mjs `online-server`).
    const { url } = (await executeServerCommand<{ url: string }, { args: string[] }>('online-server', { args: ['--reconnect-grace', '1'] }))!;
    const a = onlineTable('bluff-king-table', { server: url, room: 'new', players: '2', humans: 'all', names: 'Ana' });
    const code = await lobbyCode(a.table);
    const bram = await new Client(url).joinById(code, { name: 'Bram', game: 'bluff-king' });
    const seatText = () => deepText(allInShadow(a.table, 'bluff-seat')[1] ?? document.createTextNode('')).replace(/\s+/g, ' ');
    await until(() => /Bram/.test(seatText()), 'Bram\'s seat on the board', 10_000);
    expect(seatText(), 'a person, here').to.not.match(/· (away|bot)/);
    // Bram's connection drops (no goodbye): his seat is kept, and shown away.
    bram.reconnection.enabled = false;
    await bram.leave(false);
    await until(() => /· away/.test(seatText()), 'the seat marked away', 10_000);
    expect(seatText()).to.not.match(/· bot/);
    // Past the grace a bot plays it, and the seat says so.
    await until(() => /· bot/.test(seatText()), 'the seat marked as a bot\'s', 10_000);
    expect(seatText()).to.not.match(/· away/);
  });

  it('speaks the table\'s language', async () => {
    const a = onlineTable('bluff-king-table', { room: 'new', players: '2', humans: 'all', lang: 'zh-CN' });
    await lobbyCode(a.table);
    expect(deepText(lobbyPanel(a.table)!)).to.contain('加入码');
  });

  it('says so, and fires game-error room-not-found, for a code no room has', async () => {
    const a = onlineTable('bluff-king-table', { room: 'ZZZZZZ' });
    await until(() => a.errors.length > 0, 'game-error', 10_000);
    expect(a.errors[0]!.code).to.equal('room-not-found');
    await until(() => noticeOf(a.table), 'the notice', 5000);
    expect(noticeOf(a.table)!.textContent).to.contain('No game has this code');
  });

  it('says so, and fires game-error wrong-game, for the code of another game\'s room; no seat is taken', async () => {
    const a = onlineTable('bluff-king-table', { room: 'new', players: '2', humans: 'all', names: 'Ana' });
    const code = await lobbyCode(a.table);
    const b = onlineTable('bluffing-billionaires-table', { room: code, names: 'Bo' });
    await until(() => b.errors.length > 0, 'game-error', 10_000);
    expect(b.errors[0]!.code).to.equal('wrong-game');
    // The table asked the server (GET /rooms/<CODE>) which game the code is of, and names it.
    expect(b.errors[0]!.message).to.equal('This code is of a BluffKing game: open it with that game.');
    await until(() => noticeOf(b.table), 'the notice', 5000);
    expect(noticeOf(b.table)!.textContent).to.contain('a BluffKing game');
    expect(seatStatuses(a.table)[1]).to.match(/waiting$/);
    expect(b.starts).to.deep.equal([]);
  });

  it('says so, and fires game-error room-full, when every seat is taken', async () => {
    const a = onlineTable('bluff-king-table', { room: 'new', players: '2', humans: 'all' });
    const code = await lobbyCode(a.table);
    const b = onlineTable('bluff-king-table', { room: code });
    await until(() => b.starts.length === 1, 'the game to start with both seats taken', 10_000);
    const c = onlineTable('bluff-king-table', { room: code });
    await until(() => c.errors.length > 0, 'game-error', 10_000);
    expect(c.errors[0]!.code).to.equal('room-full');
    await until(() => noticeOf(c.table), 'the notice', 5000);
    expect(noticeOf(c.table)!.textContent).to.contain('full');
  });

  it('takes the seat back after its connection dropped: a new element with the same server and code reconnects with the ticket in localStorage', async () => {
    // The creator plays in another tab (a client of its own): only Bram's table is on this page.
    const creator = await track(new Client(server).create('bluff-king', { players: 3, humans: 3, names: ['Ana'] }));
    const code = creator.room.roomId;
    const b = onlineTable('bluff-king-table', { room: code, names: 'Bram' });
    await until(() => seatStatuses(b.table)[1]?.startsWith('Bram (You)'), 'Bram seated', 10_000);
    const tickets = await until(() => JSON.parse(localStorage.getItem(`bluffhouse:${server}:${code}`) ?? 'null') as { reconnectionToken: string; token: string; at: number }[] | null, 'the kept ticket', 5000);
    expect(tickets).to.have.length(1);
    const ticket = tickets[0];
    expect(ticket?.reconnectionToken).to.be.a('string');
    expect(ticket?.token).to.match(/^[\w-]{22,}$/);
    // Off the page, the connection drops (as a reload drops it); the server keeps the seat.
    b.table.remove();
    await until(() => creator.last()?.connected[1] === false, 'Bram shown as disconnected', 10_000);
    const again = onlineTable('bluff-king-table', { room: code, names: 'Someone else' });
    await until(() => seatStatuses(again.table)[1]?.includes('(You)'), 'the seat taken back', 10_000);
    expect(seatStatuses(again.table)[1]).to.match(/^Bram \(You\) joined$/);
    expect(seatStatuses(again.table)[2]).to.match(/waiting$/);
    await until(() => creator.last()?.connected[1] === true, 'Bram shown as connected again', 10_000);
    expect(again.errors).to.deep.equal([]);
    await creator.room.leave();
  });
});

describe('the BiggieBills moderator view online', () => {
  it('watches a live game as a spectator: the same seats, names and public log as the players, no hand', async () => {
    const player = onlineTable('biggie-bills-board', { room: 'new', players: '3', humans: 'all', names: 'Ana' });
    const code = await lobbyCode(player.table);
    inShadow<HTMLButtonElement>(lobbyOf(player.table), '[data-start]')!.click(); // the other seats get bots
    await until(() => player.starts.length === 1, 'the game to start', 10_000);
    const moderator = onlineTable('biggie-bills-board', { view: 'moderator', room: code });
    await until(() => moderator.starts.length === 1, 'game-start on the moderator view', 10_000);
    expect(moderator.starts[0]!.humans, 'a spectator plays no seat').to.deep.equal([]);
    expect(moderator.starts[0]!.names).to.deep.equal(player.starts[0]!.names);
    await until(() => moderator.moves.length > 0 && moderator.moves.length === player.moves.length, 'the same log', 10_000);
    expect(moderator.moves.map((m) => m.text)).to.deep.equal(player.moves.map((m) => m.text));
    // The events come with the move; the board draws it a task later.
    await (moderator.table as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(allInShadow(moderator.table, 'bluff-seat')).to.have.length(3);
    expect(inShadow(moderator.table, '[data-controls]'), 'no hand on the projector').to.equal(null);
    expect(moderator.errors).to.deep.equal([]);
  });

  it('refuses room="new" on the moderator view, naming room', async () => {
    const moderator = onlineTable('biggie-bills-board', { view: 'moderator', room: 'new' });
    await until(() => moderator.errors.length > 0, 'game-error', 5000);
    expect(moderator.errors[0]!.attribute).to.equal('room');
    expect(deepText(inShadow(moderator.table, '[part="error"]')!)).to.contain('room');
  });
});
