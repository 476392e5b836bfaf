/**
 * A person gets their seat back in any tab of the same browser, and a live tab's seat is never
 * taken by another (docs/online.md, "Tables"; components/internal/online/resume-store.ts), against the
 * real game server. Each "tab" is a frame of this page's origin (test/fixtures/online-tab.html):
 * a document, module memory and Web Locks of its own, sharing this browser's localStorage. A tab
 * is closed by removing its frame (its connection drops, its locks go) and clearing
 * sessionStorage (which a closed tab loses; frames share their page's).
 * Then the grace every table shows for a seat whose person dropped out: "· away · a bot plays in
 * N s", counted down, consistent with the server's `--reconnect-grace`.
 */
import { Client } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/bluff-king-table.js';
import type { GameErrorDetail } from '../../components/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { testServerUrl, track, type TrackedRoom } from '../support/online.js';
import { until } from '../support/until.js';

let server = '';
const frames: HTMLIFrameElement[] = [];
const tables: HTMLElement[] = [];
const rooms: TrackedRoom<never>[] = [];

before(async () => {
  server = await testServerUrl();
});

afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  for (const table of tables.splice(0)) table.remove();
  await Promise.all(rooms.splice(0).map(({ room }) => room.leave().catch(() => undefined)));
  sessionStorage.clear();
});

interface Tab {
  frame: HTMLIFrameElement;
  table: HTMLElement;
  errors: GameErrorDetail[];
}

/**
 * Opens a "tab" (a frame of this origin) showing a <bluff-king-table> with these attributes;
 * `prepare` may change the frame's window first (take its Web Locks or its storage away).
 */
async function openTab(attributes: Record<string, string>, prepare?: (win: Window) => void): Promise<Tab> {
  const frame = document.createElement('iframe');
  frame.src = '/test/fixtures/online-tab.html';
  frame.style.cssText = 'width: 900px; height: 700px';
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow!;
  prepare?.(win);
  await win.customElements.whenDefined('bluff-king-table');
  const table = frame.contentDocument!.createElement('bluff-king-table');
  for (const [name, value] of Object.entries({ server, 'bot-delay': '0', ...attributes })) table.setAttribute(name, value);
  const errors: GameErrorDetail[] = [];
  table.addEventListener('game-error', (e) => errors.push((e as CustomEvent<GameErrorDetail>).detail));
  frame.contentDocument!.body.append(table);
  return { frame, table, errors };
}

/** Closes the "tab": its document goes (the connection drops without a goodbye, its locks are let go), and the tab's sessionStorage with it. */
function closeTab(tab: Tab): void {
  tab.frame.remove();
  sessionStorage.clear();
}

/** A player of another device, through the SDK. */
async function player(joining: Promise<import('@colyseus/sdk').Room>): Promise<TrackedRoom<never>> {
  const tracked = await track<never>(joining);
  rooms.push(tracked);
  return tracked;
}

const lobbyOf = (table: Element) => inShadow(table, 'bluff-lobby');
/** The lobby's seats, "Bram (You) joined". */
const lobbySeats = (table: Element) => allInShadow(lobbyOf(table), 'li').map((li) => [...li.children].map((span) => span.textContent!.replace(/\s+/g, ' ').trim()).join(' '));
/** The board's seat `seat`, as read ("Bram · away · a bot plays in 42 s"). */
const boardSeat = (table: Element, seat: number) => {
  const name = inShadow(allInShadow(table, 'bluff-seat')[seat], '.name');
  const parts = [...(name?.childNodes ?? [])].filter((node) => node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE);
  return parts.map((node) => node.textContent!.trim()).filter(Boolean).join(' ');
};

describe('a seat comes back in any tab of the browser', () => {
  it('a person who closed their tab opens the room\'s link in a new tab and gets the same seat (not "This game is full")', async () => {
    const ana = await player(new Client(server).create('bluff-king', { players: 2, humans: 2, names: ['Ana'] }));
    const code = ana.room.roomId;
    const first = await openTab({ room: code, names: 'Bram' });
    await until(() => /^Bram\s*\(You\)/.test(boardSeat(first.table, 1)), 'Bram seated and the game started', 15_000).catch((e: Error) => { throw new Error(`${e.message}: ${JSON.stringify([boardSeat(first.table, 1), lobbySeats(first.table), first.errors, first.table.shadowRoot?.innerHTML.slice(0, 500)])}`); });
    await until(() => localStorage.getItem(`bluffhouse:${server}:${code}`), 'the ticket kept for the browser, not the tab', 5000);
    closeTab(first);
    await until(() => ana.last()?.connected[1] === false, 'Bram shown away', 10_000);
    const again = await openTab({ room: code, names: 'Someone' });
    await until(() => /\(You\)/.test(boardSeat(again.table, 1)) || again.errors.length > 0, 'the seat taken back', 15_000);
    expect(again.errors, 'no "This game is full"').to.deep.equal([]);
    expect(boardSeat(again.table, 1)).to.match(/^Bram\s*\(You\)/);
    await until(() => ana.last()?.connected[1] === true, 'Bram shown back', 10_000);
  });

  it('while a live tab holds a seat, another tab of the same link joins as a newcomer; once the first is closed, a new tab takes its seat back', async () => {
    const ana = await player(new Client(server).create('bluff-king', { players: 4, humans: 4, names: ['Ana'] }));
    const code = ana.room.roomId;
    const first = await openTab({ room: code, names: 'Bram' });
    await until(() => lobbySeats(first.table)[1] === 'Bram (You) joined', 'Bram seated', 15_000);
    const second = await openTab({ room: code, names: 'Cy' });
    await until(() => lobbySeats(second.table)[2] === 'Cy (You) joined', 'Cy seated as a newcomer', 15_000);
    // Bram's tab still holds seat 1, connected, nothing taken from it.
    expect(lobbySeats(first.table)[1]).to.equal('Bram (You) joined');
    expect(first.errors).to.deep.equal([]);
    expect(second.errors).to.deep.equal([]);
    await until(() => ana.last()?.connected.join() === 'true,true,true,false', 'three people connected', 10_000);
    // Bram closes his tab; a new tab of the link takes Bram's seat, not Cy's (held by a live tab).
    closeTab(first);
    await until(() => ana.last()?.connected[1] === false, 'Bram shown away', 10_000);
    const third = await openTab({ room: code, names: 'Someone' });
    await until(() => lobbySeats(third.table).some((s) => s.includes('(You)')), 'a seat for the new tab', 15_000);
    expect(lobbySeats(third.table)[1]).to.equal('Bram (You) joined');
    expect(lobbySeats(second.table)[2]).to.equal('Cy (You) joined');
    await until(() => ana.last()?.connected.join() === 'true,true,true,false', 'Bram back, Cy still here', 10_000);
    expect([...second.errors, ...third.errors]).to.deep.equal([]);
  });

  it('two tables of one room on one page never use each other\'s ticket; a new table after one is gone takes that one\'s seat', async () => {
    const ana = await player(new Client(server).create('bluff-king', { players: 4, humans: 4, names: ['Ana'] }));
    const code = ana.room.roomId;
    const table = (name: string) => {
      const element = document.createElement('bluff-king-table');
      for (const [attribute, value] of Object.entries({ server, room: code, names: name, 'bot-delay': '0' })) element.setAttribute(attribute, value);
      document.body.append(element);
      tables.push(element);
      return element;
    };
    const bram = table('Bram');
    await until(() => lobbySeats(bram)[1] === 'Bram (You) joined', 'Bram seated', 15_000);
    const cy = table('Cy');
    await until(() => lobbySeats(cy)[2] === 'Cy (You) joined', 'Cy seated as a newcomer', 15_000).catch((e: Error) => { throw new Error(`${e.message}: ${JSON.stringify([lobbySeats(cy), lobbySeats(bram), cy.shadowRoot?.innerHTML.slice(0, 800)])}`); });
    expect(lobbySeats(bram)[1]).to.equal('Bram (You) joined');
    // Bram's table goes (off the page: its connection drops, it lets the seat go); a new one takes Bram's seat.
    bram.remove();
    await until(() => ana.last()?.connected[1] === false, 'Bram shown away', 10_000);
    const again = table('Someone');
    await until(() => lobbySeats(again)[1] === 'Bram (You) joined', 'Bram\'s seat taken back', 15_000);
    expect(lobbySeats(cy)[2]).to.equal('Cy (You) joined');
  });
});

describe('where the browser gives no Web Locks or no storage', () => {
  const noLocks = (win: Window) => Object.defineProperty(win.navigator, 'locks', { value: undefined, configurable: true });
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const noStorage = (win: Window) => {
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(win, name, { get: denied, configurable: true });
  };

  it('without Web Locks the ticket is kept per tab (sessionStorage): a reload takes the seat back, another tab joins as a newcomer', async () => {
    const ana = await player(new Client(server).create('bluff-king', { players: 4, humans: 4, names: ['Ana'] }));
    const code = ana.room.roomId;
    const first = await openTab({ room: code, names: 'Bram' }, noLocks);
    await until(() => lobbySeats(first.table)[1] === 'Bram (You) joined', 'Bram seated', 15_000);
    await until(() => sessionStorage.getItem(`bluffhouse:${server}:${code}`), 'the ticket kept for the tab', 5000);
    expect(localStorage.getItem(`bluffhouse:${server}:${code}`), 'not for the browser').to.equal(null);
    // A reload: the tab's document goes, its sessionStorage stays.
    first.frame.remove();
    await until(() => ana.last()?.connected[1] === false, 'Bram shown away', 10_000);
    const reloaded = await openTab({ room: code, names: 'Someone' }, noLocks);
    await until(() => lobbySeats(reloaded.table)[1] === 'Bram (You) joined', 'Bram\'s seat taken back after the reload', 15_000);
    // Closed: a new tab has no ticket, and joins as a newcomer.
    closeTab(reloaded);
    const other = await openTab({ room: code, names: 'Cy' }, noLocks);
    await until(() => lobbySeats(other.table)[2] === 'Cy (You) joined', 'Cy seated as a newcomer', 15_000);
  });

  it('where storage is denied the ticket is kept in the page\'s memory: a new table of the page takes the seat back', async () => {
    const ana = await player(new Client(server).create('bluff-king', { players: 4, humans: 4, names: ['Ana'] }));
    const code = ana.room.roomId;
    const tab = await openTab({ room: code, names: 'Bram' }, noStorage);
    await until(() => lobbySeats(tab.table)[1] === 'Bram (You) joined', 'Bram seated', 15_000);
    expect(tab.errors).to.deep.equal([]);
    tab.table.remove();
    await until(() => ana.last()?.connected[1] === false, 'Bram shown away', 10_000);
    const again = tab.frame.contentDocument!.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ server, room: code, names: 'Someone', 'bot-delay': '0' })) again.setAttribute(name, value);
    tab.frame.contentDocument!.body.append(again);
    await until(() => lobbySeats(again)[1] === 'Bram (You) joined', 'Bram\'s seat taken back from memory', 30_000); // a join through the lobby: seconds on a busy machine
  });
});

describe('the grace left, on every table', () => {
  it('a seat whose person dropped reads "· away · a bot plays in N s", N counted down from the server\'s grace; gone when they are back', async () => {
    const { url } = (await executeServerCommand<{ url: string }, { args: string[] }>('online-server', { args: ['--reconnect-grace', '30'] }))!;
    const ana = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ server: url, room: 'new', players: '2', humans: 'all', names: 'Ana', 'bot-delay': '0' })) ana.setAttribute(name, value);
    document.body.append(ana);
    tables.push(ana);
    const code = await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(inShadow(lobbyOf(ana), '[data-code]')?.textContent?.trim() ?? '') && inShadow(lobbyOf(ana), '[data-code]')!.textContent!.trim(), 'the room', 15_000);
    const client = new Client(url);
    const cy = await track(client.joinById(code, { name: 'Cy', game: 'bluff-king' }));
    await until(() => /^Cy/.test(boardSeat(ana, 1)), 'the game with Cy', 15_000);
    expect(boardSeat(ana, 1)).to.not.match(/away|a bot plays/);
    cy.room.reconnection.enabled = false;
    const dropped = Date.now();
    await cy.room.leave(false);
    const seconds = () => Number(/^Cy · away · a bot plays in (\d+) s$/.exec(boardSeat(ana, 1))?.[1] ?? NaN);
    const first = await until(() => seconds(), 'the countdown on Ana\'s table', 15_000);
    const elapsed = (Date.now() - dropped) / 1000;
    expect(first, `${first} s left of 30, ${elapsed} s after the drop`).to.be.at.most(30).and.at.least(Math.floor(30 - elapsed) - 1);
    // It counts down on its own (no message comes meanwhile: nobody moves).
    const later = await until(() => seconds() < first && seconds(), 'the countdown to go on', 15_000);
    expect(later).to.be.below(first);
    // Cy comes back: no countdown any more.
    const back = await track(client.reconnect(cy.room.reconnectionToken));
    rooms.push(back as TrackedRoom<never>);
    await until(() => boardSeat(ana, 1) === 'Cy', 'Cy back, no tag', 10_000);
  });

  it('where no bot takes over (--no-bot-takeover) the seat reads "· away" only', async () => {
    const { url } = (await executeServerCommand<{ url: string }, { args: string[] }>('online-server', { args: ['--reconnect-grace', '0.5', '--no-bot-takeover'] }))!;
    const ana = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ server: url, room: 'new', players: '2', humans: 'all', names: 'Ana', 'bot-delay': '0', lang: 'zh-CN' })) ana.setAttribute(name, value);
    document.body.append(ana);
    tables.push(ana);
    const code = await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(inShadow(lobbyOf(ana), '[data-code]')?.textContent?.trim() ?? '') && inShadow(lobbyOf(ana), '[data-code]')!.textContent!.trim(), 'the room', 15_000);
    const cy = await track(new Client(url).joinById(code, { name: 'Cy', game: 'bluff-king' }));
    await until(() => /^Cy/.test(boardSeat(ana, 1)), 'the game with Cy', 15_000);
    cy.room.reconnection.enabled = false;
    await cy.room.leave(false);
    await until(() => /已离开/.test(boardSeat(ana, 1)), 'the seat marked away', 15_000);
    expect(boardSeat(ana, 1)).to.equal('Cy · 已离开');
  });
});
