/**
 * BiggieBills on a projector (components/biggie-bills/big-screen.styles.ts) at 1920×1080: the
 * moderator view, whose styles the host's view (`hosting`) shares, with eight teams: every team's
 * panel in view without scrolling, the ledger and the log in view under them, running text of 28px
 * or more (captions, 0.85em, 25px or more); at the end the standings and the chart in view. The host's own table against the real server is
 * in host-screen.test.ts.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/biggie-bills-board.js';
import { CAPTION, inViewport, shownTexts, tooSmall } from '../support/big-screen.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { until } from '../support/until.js';

describe('BiggieBills on a projector at 1920×1080', () => {
  let board: HTMLElement;

  beforeEach(async () => {
    await setViewport({ width: 1920, height: 1080 });
    document.body.style.margin = '0';
  });
  afterEach(() => board.remove());

  it('shows eight teams in view, text of 28px or more, and at the end the standings and the chart in view', async () => {
    board = document.createElement('biggie-bills-board');
    for (const [name, value] of Object.entries({ view: 'moderator', players: '8', seed: '7', 'bot-delay': '40', names: 'Falcons,Team 2,The Big Bankers,Team 4,Owls,Team 6,Sharks,Team 8' })) board.setAttribute(name, value);
    document.body.append(board);
    const teams = () => allInShadow(board, '.seats > li');
    await until(() => teams().length === 8 && allInShadow(board, 'biggie-bills-team').length === 8 && inShadow(board, 'biggie-bills-cycle'), 'eight team panels', 30_000);
    // Some moves in: cards in play make the panels taller.
    await until(() => allInShadow(board, 'biggie-bills-team').some((team) => team.shadowRoot?.querySelector('ul li')), 'a card in play', 60_000);
    expect(teams().filter((li) => !inViewport(li)).map((li) => li.textContent!.slice(0, 20)), 'every team in view').to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
    const texts = shownTexts(board);
    expect(texts.length).to.be.above(80);
    expect(tooSmall(texts)).to.deep.equal([]);
    expect(Math.min(...texts.filter((t) => !t.element.matches(CAPTION)).map((t) => t.size))).to.be.at.least(28);
    // The ledger and the log under the teams, whole in view, each line of the ledger on at most two lines.
    const ledger = inShadow(board, 'biggie-bills-ledger')!;
    const rows = await until(() => {
      const found = [...ledger.shadowRoot!.querySelectorAll('li')];
      return found.length >= 3 ? found : null;
    }, 'three payments in the ledger', 60_000);
    expect(inViewport(ledger), 'the ledger in view').to.equal(true);
    expect(inViewport(inShadow(board, 'bluff-log')!), 'the log in view').to.equal(true);
    const lineHeight = parseFloat(getComputedStyle(rows[0]!).fontSize) * 1.3;
    expect(rows.filter((row) => row.getBoundingClientRect().height > 2.5 * lineHeight).map((row) => row.textContent!.trim().slice(0, 40)), 'ledger rows of three lines or more').to.deep.equal([]);

    const over = await until(() => inShadow(board, 'bluff-game-over'), 'the end', 120_000);
    const chart = await until(() => inShadow(board, 'biggie-bills-chart')?.shadowRoot?.querySelector('svg[role="img"]'), 'the chart', 20_000);
    const standings = over.shadowRoot!.querySelector('table')!;
    expect(inViewport(standings), 'the standings in view').to.equal(true);
    expect(inViewport(chart), 'the chart in view').to.equal(true);
    expect(tooSmall(shownTexts(standings))).to.deep.equal([]);
  });
});
