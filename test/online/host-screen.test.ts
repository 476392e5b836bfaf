/**
 * Hosting from a table (`host`) against the real game server, at 1920×1080: a BiggieBills room
 * whose creator holds no seat shows the host screen (not the players' lobby); seven teams join
 * from other clients and appear; the join code is 8% of the height or more, the QR code reads as
 * the join address, text is 28px or more and every team is in view, before and during the game;
 * Start, pause (every client reads it paused), resume and end now (confirmed) reach the server;
 * a server given a public URL puts it in the join address of a page opened on localhost.
 * While paused the time left stands still (host bar and board) and "Paused by the host" shows
 * once; the Join panel shows the code and a QR code of the join address during the game; after
 * End now focus is on Play again and the teams' panel is closed, with no seat actions.
 */
import { Client, type Room } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import '../../components/biggie-bills-board.js';
import '../../components/bluff-king-table.js';
import type { BluffHostScreen } from '../../components/internal/online/host-screen.js';
import { inViewport, shownTexts, tooSmall } from '../support/big-screen.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { testServerUrl, track, type TrackedRoom } from '../support/online.js';
import { decodeSvg } from '../support/qr.js';
import { until } from '../support/until.js';
import { seenFor } from '../support/wall-time.js';

const made: HTMLElement[] = [];
const rooms: Room[] = [];

afterEach(async () => {
  for (const table of made.splice(0)) table.remove();
  await Promise.all(rooms.splice(0).map((room) => room.leave(true).catch(() => undefined)));
});

beforeEach(async () => {
  await setViewport({ width: 1920, height: 1080 });
  document.body.style.margin = '0';
});

/** A table (BiggieBills' by default) hosting a new room on `server`. */
function hostTable(server: string, attributes: Record<string, string> = {}, tag = 'biggie-bills-board'): HTMLElement {
  const table = document.createElement(tag);
  for (const [name, value] of Object.entries({ server, room: 'new', host: '', players: '8', 'bot-delay': '0', ...attributes })) table.setAttribute(name, value);
  document.body.append(table);
  made.push(table);
  return table;
}

const hostScreen = (table: Element) => inShadow<BluffHostScreen>(table, 'bluff-host-screen');
const inHost = <E extends Element = HTMLElement>(table: Element, selector: string) => inShadow<E>(hostScreen(table), selector);

/** The host screen's join code, once the room is made. */
async function codeOf(table: Element): Promise<string> {
  return until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(inHost(table, '[data-code]')?.textContent ?? '') && inHost(table, '[data-code]')!.textContent!, 'the host screen with a join code', 20_000);
}

describe('hosting a room from a table', () => {
  it('shows the host screen to a seatless host: teams appear as they join, readable at 1920×1080; Start, pause, resume and end reach the server', async () => {
    const server = await testServerUrl();
    const table = hostTable(server, { 'time-limit': '30' });
    const code = await codeOf(table);
    expect(inShadow(table, 'bluff-lobby [part="lobby"]'), 'no players\' lobby').to.equal(null);
    expect(table.hasAttribute('hosting')).to.equal(true);

    const teams: TrackedRoom<never>[] = [];
    for (let i = 1; i <= 7; i++) {
      const team = await track<never>(new Client(server).joinById(code, { name: `Group ${i}` }));
      rooms.push(team.room);
      teams.push(team);
    }
    expect(teams.map((team) => team.last()!.seat), 'the host holds no seat: the teams take 0 to 6').to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    await until(() => allInShadow(hostScreen(table), 'li.team[data-state="hostJoined"]').length === 7, 'seven teams on the host screen', 20_000);
    const names = allInShadow(hostScreen(table), 'li.team .name').map((n) => n.textContent);
    expect(names).to.deep.equal(['Group 1', 'Group 2', 'Group 3', 'Group 4', 'Group 5', 'Group 6', 'Group 7', 'Team 8']);
    expect(inHost(table, '.devices'), 'no device count with one device per team').to.equal(null);

    const svg = await until(() => inHost<SVGSVGElement>(table, 'svg[data-qr]'), 'the QR code', 20_000);
    const address = hostScreen(table)!.joinAddress;
    const link = new URL(address);
    expect(link.searchParams.get('room')).to.equal(code);
    expect(link.searchParams.has('host')).to.equal(false);
    expect(await decodeSvg(svg)).to.equal(address);
    expect(inHost(table, '[data-code]')!.getBoundingClientRect().height).to.be.at.least(0.08 * innerHeight);
    expect(allInShadow(hostScreen(table), 'li.team').filter((li) => !inViewport(li))).to.have.length(0);
    expect(tooSmall(shownTexts(table))).to.deep.equal([]);

    inHost<HTMLButtonElement>(table, '[data-start]')!.click();
    await until(() => teams.every((team) => team.last()?.started) && inHost(table, '[data-pause]'), 'the game started, the host bar', 20_000);
    await until(() => allInShadow(table, 'biggie-bills-team').length === 8, 'eight team panels', 30_000);
    expect(inShadow(table, 'biggie-bills-controls'), 'no hand on the host\'s table').to.equal(null);
    expect(inHost(table, '[data-time-left]')!.textContent).to.match(/^(30:00|29:\d\d)$/);
    expect(allInShadow(table, '.seats > li').filter((li) => !inViewport(li)).map((li) => li.textContent!.slice(0, 20)), 'every team in view').to.deep.equal([]);
    expect(tooSmall(shownTexts(table))).to.deep.equal([]);


    // The Join panel: the code and a QR code of the join address, big enough for the room.
    inHost<HTMLButtonElement>(table, '[data-join]')!.click();
    const barQr = await until(() => inHost<SVGSVGElement>(table, '[data-join-panel]:not([hidden]) svg[data-qr]'), 'the Join panel\'s QR code', 20_000);
    expect(await decodeSvg(barQr)).to.equal(address);
    expect(inHost(table, '[data-join-panel] .code')!.textContent).to.equal(code);
    expect(inHost(table, '[data-join-panel] .code')!.getBoundingClientRect().height).to.be.at.least(0.08 * innerHeight);
    expect(tooSmall(shownTexts(hostScreen(table)!))).to.deep.equal([]);
    inHost<HTMLButtonElement>(table, '[data-join]')!.click();
    await until(() => inHost(table, '[data-join-panel][hidden]'), 'the Join panel closed');

    const boardTimer = () => inShadow(inShadow(table, 'biggie-bills-cycle'), '[role="timer"]')?.textContent ?? '';
    inHost<HTMLButtonElement>(table, '[data-pause]')!.click();
    await until(() => inHost(table, '[data-paused]') && teams.every((team) => team.last()?.paused), 'paused for everyone', 20_000);
    await until(() => inShadow(table, '.sticky-notice[data-notice="paused"]'), 'the table\'s paused notice', 20_000);
    expect(shownTexts(table).filter((t) => t.text === 'Paused by the host'), '"Paused by the host" once').to.have.length(1);
    expect(tooSmall(shownTexts(table)), 'the paused notice readable too').to.deep.equal([]);
    const frozen = inHost(table, '[data-time-left]')!.textContent!;
    const shown = await seenFor(() => `${inHost(table, '[data-time-left]')!.textContent} ${boardTimer()}`, 2500);
    expect(shown, 'the time left while paused').to.deep.equal([`${frozen} ${frozen}`]);
    inHost<HTMLButtonElement>(table, '[data-resume]')!.click();
    await until(() => !inHost(table, '[data-paused]') && teams.every((team) => team.last()?.paused === false), 'resumed', 20_000);
    await until(() => inHost(table, '[data-time-left]')!.textContent !== frozen, 'the time left counting again', 10_000);

    inHost<HTMLButtonElement>(table, '[data-teams]')!.click();
    inHost<HTMLButtonElement>(table, '[data-end]')!.click();
    (await until(() => inHost<HTMLButtonElement>(table, '[data-end-yes]'), 'the end confirmation')).click();
    await until(() => inShadow(table, 'bluff-game-over') && inHost(table, '[data-again]'), 'the end: results and Play again', 20_000);
    // The teams' clients hear of the end on their own connections: wait for theirs too.
    await until(() => teams.every((team) => team.last()?.result), 'the end on every team\'s connection', 20_000);
    expect((teams[0]!.last()!.result as { reason?: string } | null)?.reason).to.equal('host');
    await until(() => hostScreen(table)!.shadowRoot!.activeElement?.matches('[data-again]'), 'focus on Play again');
    expect(inHost(table, '#host-teams')!.hidden, 'the teams\' panel closed at the end').to.equal(true);
    expect(inHost(table, '[data-to-bot], [data-free]'), 'no seat actions once over').to.equal(null);
  });

  it('ends with the standings, the chart and every results button in view at 1280×720 and 1920×1080 (issue 23: Print was cut off at 1280)', async () => {
    const server = await testServerUrl();
    const table = hostTable(server, { players: '5', names: 'Alpha,Bravo,Charlie,Delta,Echo' });
    await codeOf(table);
    inHost<HTMLButtonElement>(table, '[data-start]')!.click();
    await until(() => inHost(table, '[data-pause]'), 'the game started, the host bar', 20_000);
    // The bots play into the second cycle: the chart then has its cycles under it, as in a class.
    await until(() => { const cycle = inShadow(table, 'biggie-bills-cycle'); return cycle !== null && /Cycle 2/.test(deepText(cycle)); }, 'the second cycle', 60_000);
    inHost<HTMLButtonElement>(table, '[data-end]')!.click();
    (await until(() => inHost<HTMLButtonElement>(table, '[data-end-yes]'), 'the end confirmation')).click();
    const over = await until(() => inShadow(table, 'bluff-game-over'), 'the end', 20_000);
    const chart = await until(() => inShadow(table, 'biggie-bills-chart')?.shadowRoot?.querySelector('svg[role="img"]'), 'the chart', 20_000);
    const buttons = await until(() => {
      const found = inShadow(table, 'bluff-results-download')?.shadowRoot?.querySelectorAll('button');
      return found && found.length > 0 && [...found];
    }, 'the results buttons', 20_000);
    expect(buttons.map((button) => button.textContent!.trim())).to.include('Print');
    for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
      await setViewport({ width, height });
      const outside = () => [over.shadowRoot!.querySelector('table')!, chart, ...buttons].filter((part) => !inViewport(part)).map((part) => part.textContent!.trim().slice(0, 20) || part.localName);
      await until(() => outside().length === 0 || null, `the results in view at ${width}×${height}`, 5000).catch(() => undefined);
      expect(outside(), `out of view at ${width}×${height}`).to.deep.equal([]);
      // The buttons follow the standings in their column, not the chart's bottom (on the demo's
      // full-window page, at 1280×720, that put Print under the window's edge).
      const downloads = inShadow(table, 'bluff-results-download')!.getBoundingClientRect();
      // Right under the standings, whichever column ends lower (that depends on the game's words).
      const standings = over.shadowRoot!.querySelector('table')!.getBoundingClientRect();
      expect(downloads.top - standings.bottom, `the results buttons follow the standings at ${width}×${height}`).to.be.below(80);
      expect(downloads.right, 'in the standings\' column').to.be.at.most(chart.getBoundingClientRect().left);
    }
  });

  it('puts the server\'s public URL in the join address of a page opened on localhost', async () => {
    const { url } = await executeServerCommand<{ url: string }, { args: string[] }>('online-server', { args: ['--public-url', 'http://192.0.2.9:8123'] });
    const table = hostTable(url, { players: '3' });
    await codeOf(table);
    const svg = await until(() => inHost<SVGSVGElement>(table, 'svg[data-qr]'), 'the QR code', 20_000);
    const address = hostScreen(table)!.joinAddress;
    expect(new URL(address).origin).to.equal('http://192.0.2.9:8123');
    expect(await decodeSvg(svg)).to.equal(address);
  });

  it('shows BluffKing\'s public table to its host, readable at 1920×1080, no hand', async () => {
    const table = hostTable(await testServerUrl(), { players: '6', 'bot-delay': '3000' }, 'bluff-king-table');
    await codeOf(table);
    inHost<HTMLButtonElement>(table, '[data-start]')!.click();
    await until(() => inShadow(table, 'bluff-king-pile') && inHost(table, '[data-pause]'), 'the game on the host\'s table', 20_000);
    expect(table.hasAttribute('hosting')).to.equal(true);
    expect(inShadow(table, '[part="hand"]'), 'no hand').to.equal(null);
    expect(allInShadow(table, '.seats > li').filter((li) => !inViewport(li))).to.have.length(0);
    expect(tooSmall(shownTexts(table))).to.deep.equal([]);
  });
});
