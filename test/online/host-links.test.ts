/**
 * Join links (components/internal/online/room-link.ts) and the host screen as a piece
 * (host-screen.ts) at 1920×1080: the address phones open (never this screen's host, view,
 * spectator or names; `join-url`; the server's publicUrl on a loopback page), its QR code read back
 * by a decoder, the join code's height, the type size and eight teams in view, and the commands its
 * buttons tell. The whole flow against the real server is in host-screen.test.ts.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { BluffHostScreen, type HostInfo } from '../../components/internal/online/host-screen.js';
import { isLoopback, joinLink } from '../../components/internal/online/room-link.js';
import type { LobbyState } from '../../components/internal/table/game-source.js';
import type { HostCommand } from '../../src/online/protocol.js';
import { inViewport, shownTexts, under } from '../support/big-screen.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { decodeSvg } from '../support/qr.js';
import { until } from '../support/until.js';

BluffHostScreen.define('bluff-host-screen');

const page = location.href;
afterEach(() => history.replaceState(null, '', page));

describe('join links', () => {
  it('take this page without host, view, spectator and names, with room=<code>', () => {
    history.replaceState(null, '', `${location.pathname}?host&view=moderator&spectator=1&names=Ana&lang=zh-CN#x`);
    const link = new URL(joinLink('ABC234'));
    expect(link.pathname).to.equal(location.pathname);
    expect([...link.searchParams.keys()].sort()).to.deep.equal(['lang', 'room']);
    expect(link.searchParams.get('room')).to.equal('ABC234');
    expect(link.hash).to.equal('');
  });

  it('use join-url as given (relative to the page), adding room=<code>', () => {
    expect(joinLink('ABC234', { joinUrl: '/play/?game=bg' })).to.equal(`${location.origin}/play/?game=bg&room=ABC234`);
    expect(joinLink('ABC234', { joinUrl: 'https://class.example/join' })).to.equal('https://class.example/join?room=ABC234');
  });

  it('take the server\'s publicUrl origin on a loopback page, never a loopback publicUrl', () => {
    expect(isLoopback(location.hostname), 'the test page is on a loopback host').to.equal(true);
    const link = new URL(joinLink('ABC234', { publicUrl: 'http://192.168.1.23:8000/' }));
    expect(link.origin).to.equal('http://192.168.1.23:8000');
    expect(link.pathname).to.equal(location.pathname);
    expect(new URL(joinLink('ABC234', { publicUrl: 'wss://games.example' })).origin).to.equal('https://games.example');
    expect(new URL(joinLink('ABC234', { publicUrl: 'http://127.0.0.1:9000' })).origin).to.equal(location.origin);
    expect(new URL(joinLink('ABC234', { joinUrl: 'https://class.example/', publicUrl: 'http://192.168.1.23:8000' })).origin, 'a join-url off this machine stays').to.equal('https://class.example');
  });
});

const NAMES = ['Falcons', 'Team 2', 'The Big Bankers', 'Team 4', 'Owls', 'Team 6', 'Sharks', 'Team 8'];

function lobbyOf(started: boolean): LobbyState {
  return {
    code: 'ABC234', seat: null, names: NAMES, connected: [true, false, true, false, true, true, false, true], started, host: null, hosting: true,
    paused: false, devicesPerSeat: 2, members: [['Ana', 'Bo'], [], ['Cy'], [], ['Di'], ['Ed', 'Fay'], [], ['Gus']], publicUrl: 'http://192.168.1.23:8000',
  };
}

function infoOf(): HostInfo {
  return {
    game: 'biggie-bills', joinUrl: null, allowsPlayers: (n) => n >= 3 && n <= 8, fullscreen: document.body, result: null,
    settings: [{ field: 'players', value: 8 }, { field: 'timeLimit', value: 45 }, { field: 'target', value: 1000 }, { field: 'level', value: 'normal' }],
  };
}

describe('the host screen at 1920×1080', () => {
  let screen: BluffHostScreen;
  const told: HostCommand[] = [];

  beforeEach(async () => {
    await setViewport({ width: 1920, height: 1080 });
    document.body.style.margin = '0';
    screen = document.createElement('bluff-host-screen');
    screen.lobby = lobbyOf(false);
    screen.info = infoOf();
    screen.addEventListener('bluff-host-command', (event) => told.push((event as CustomEvent<HostCommand>).detail));
    document.body.append(screen);
    told.length = 0;
  });
  afterEach(() => screen.remove());

  it('shows the code at 8% of the height or more, a QR code that reads as the join address, 8 teams in view and text of 28px or more', async () => {
    const svg = await until(() => inShadow<SVGSVGElement>(screen, 'svg[data-qr]'), 'the QR code', 20_000);
    const address = screen.joinAddress;
    expect(new URL(address).origin, 'publicUrl on a loopback page').to.equal('http://192.168.1.23:8000');
    expect(new URL(address).searchParams.get('room')).to.equal('ABC234');
    expect(await decodeSvg(svg)).to.equal(address);
    expect(svg.getAttribute('aria-label')).to.contain(address);
    expect(inShadow(screen, '[data-address]')!.textContent).to.equal(address);

    const code = inShadow(screen, '[data-code]')!;
    expect(code.textContent).to.equal('ABC234');
    expect(code.getBoundingClientRect().height).to.be.at.least(0.08 * innerHeight);

    const teams = allInShadow(screen, 'li.team');
    expect(teams).to.have.length(8);
    expect(teams.filter((li) => !inViewport(li)).map((li) => li.dataset['seat'])).to.deep.equal([]);
    expect(teams.filter((li) => li.dataset['state'] === 'hostJoined')).to.have.length(5);
    expect(inViewport(svg) && inViewport(inShadow(screen, '[data-start]')!)).to.equal(true);

    const texts = shownTexts(screen);
    expect(texts.length).to.be.above(30);
    expect(under(texts, 28)).to.deep.equal([]);
    expect(document.documentElement.scrollHeight, 'no scrolling').to.be.at.most(innerHeight);
    await expect(screen).to.be.accessible();
  });

  it('tells Start, Start with the teams here, and, during the game, pause, end (after confirming), a seat to a bot or freed, again', async () => {
    await until(() => inShadow(screen, '[data-start]'), 'Start');
    inShadow<HTMLButtonElement>(screen, '[data-start-with]')!.click();
    inShadow<HTMLButtonElement>(screen, '[data-start]')!.click();
    expect(told).to.deep.equal([{ type: 'start', seats: 5 }, { type: 'start' }]);

    screen.lobby = lobbyOf(true);
    screen.playing = true;
    screen.deadline = Date.now() + 90_000;
    await until(() => inShadow(screen, '[data-pause]'), 'the host bar');
    expect(inShadow(screen, '[data-time-left]')!.textContent).to.match(/^1:(29|30)$/);
    inShadow<HTMLButtonElement>(screen, '[data-pause]')!.click();
    inShadow<HTMLButtonElement>(screen, '[data-end]')!.click();
    const no = await until(() => inShadow<HTMLButtonElement>(screen, '[data-end-no]'), 'the end confirmation');
    expect(screen.shadowRoot!.activeElement, 'focus goes to "Keep playing"').to.equal(no);
    expect(told.slice(2), 'nothing ends before it is confirmed').to.deep.equal([{ type: 'pause' }]);
    inShadow<HTMLButtonElement>(screen, '[data-end-yes]')!.click();
    const toggle = inShadow<HTMLButtonElement>(screen, '[data-teams]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'the teams open');
    const sharks = inShadow(screen, '#host-teams li[data-seat="6"]')!;
    expect(sharks.querySelector('[data-to-bot]')!.textContent, 'the button names its team to a screen reader').to.equal('Hand to a bot: Sharks');
    sharks.querySelector<HTMLButtonElement>('[data-to-bot]')!.click();
    sharks.querySelector<HTMLButtonElement>('[data-free]')!.click();
    expect(told.slice(3)).to.deep.equal([{ type: 'end' }, { type: 'seat-to-bot', seat: 6 }, { type: 'seat-free', seat: 6 }]);

    screen.paused = true;
    await until(() => inShadow(screen, '[data-resume]') && inShadow(screen, '[data-paused]'), 'the paused state');
    // The table's notice says "Paused by the host" (once): the bar only marks it.
    expect(inShadow(screen, '[data-paused]')!.textContent).to.not.contain('Paused by the host');

    screen.info = { ...infoOf(), result: { winners: [1], ranking: [[1], [0]] } };
    const again = await until(() => inShadow<HTMLButtonElement>(screen, '[data-again]'), 'Play again');
    expect(inShadow(screen, 'bluff-results-download'), 'the downloads are under the standings, not in the bar').to.equal(null);
    again.click();
    expect(told.at(-1)).to.deep.equal({ type: 'again' });
    expect(under(shownTexts(screen), 28)).to.deep.equal([]);
    await expect(screen).to.be.accessible();
  });
});
