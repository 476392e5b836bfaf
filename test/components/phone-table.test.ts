/**
 * A team's phone (issue 23): at 390×844 a table shows its own seat, hand and actions first and on
 * the first screen when it is the person's turn; BiggieBills' other teams are one line each,
 * opened by keyboard; the one notice (your turn, paused, connection lost) stays in view wherever
 * the page is scrolled; while an online game is paused or its connection lost, the prompt does not
 * say "Your turn" and every move button is disabled.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/biggie-bills-board.js';
import '../../components/bluff-king-table.js';
import '../../components/bluffing-billionaires-table.js';
import { BiggieBillsBoard } from '../../components/biggie-bills/table.js';
import type { GameSource, GameSourceCallbacks, OnlinePart } from '../../components/internal/table/game-source.js';
import type { BiggieBillsEvent, BiggieBillsInput, BiggieBillsView } from '../../src/biggie-bills/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { deepActive, tabTo } from '../support/keyboard.js';
import { buttonsOf, controlsOf, makeTable, nextPrompt, settle, type Table } from '../support/table-harness.js';
import { until } from '../support/until.js';

const PHONE = { width: 390, height: 844 };

const rectOf = (element: Element | null) => {
  expect(element, 'the element measured').to.exist;
  return element!.getBoundingClientRect();
};
const noticeOf = (table: Element) => inShadow(table, '.sticky-notice');

/** The table (at the top of the page) waits for this screen's move: its hand and actions' rects. */
async function onTurn(tag: string, attributes: Record<string, string>): Promise<{ table: Table; hand: DOMRect; actions: DOMRect }> {
  const table = makeTable(tag, { 'bot-delay': '0', ...attributes });
  await nextPrompt(table);
  await settle(table);
  // BiggieBills on a phone: its own seat in a list of its own (a board that measured itself narrow).
  if (tag === 'biggie-bills-board' && window.innerWidth < 560) await until(() => inShadow(table, '.seats.own'), 'the phone order', 5000);
  window.scrollTo(0, 0);
  const controls = controlsOf(table);
  return { table, hand: rectOf(inShadow(controls, '[part="hand"]')), actions: rectOf(inShadow(controls, '[part="actions"]')) };
}

describe('A team’s phone at 390×844', () => {
  before(async () => {
    await setViewport(PHONE);
    document.body.style.margin = '0';
  });
  afterEach(() => document.querySelectorAll('biggie-bills-board, bluff-king-table, bluffing-billionaires-table, phone-paused-board').forEach((t) => t.remove()));

  it('BiggieBills: its own team, hand and actions come first, within the first 844 px, on its turn', async () => {
    const { table, hand, actions } = await onTurn('biggie-bills-board', { players: '5', seed: '7' });
    const own = rectOf(inShadow(table, '.seats.own'));
    const others = rectOf(inShadow(table, '.seats.others'));
    expect(inShadow(inShadow(table, '.seats.own bluff-seat'), '.name')!.textContent).to.contain('You');
    expect(own.top).to.be.below(hand.top);
    expect(hand.top).to.be.at.least(0);
    expect(actions.bottom, `the actions end at ${actions.bottom} px`).to.be.at.most(PHONE.height);
    expect(others.top, 'the other teams come after the hand and actions').to.be.above(actions.bottom);
    // The hand is one row swiped sideways: the page itself never scrolls sideways.
    expect(document.documentElement.scrollWidth).to.be.at.most(PHONE.width);
    expect(noticeOf(table)?.getAttribute('data-notice')).to.equal('turn');
    expect(noticeOf(table)!.querySelector('[role="status"]')!.textContent).to.equal('Your turn');
  });

  it('BiggieBills: a selected card, raised and outlined, shows whole in the hand row it scrolls in', async () => {
    const { table } = await onTurn('biggie-bills-board', { players: '5', seed: '7' });
    // No transition to wait for (a page the runner keeps in the background draws no frames to run it).
    table.style.setProperty('--bluff-motion-duration', '0ms');
    // Everything found anew at each look (the board may draw its controls again meanwhile), the
    // rise measured from the row (the page may scroll); the first card pressed until it shows so.
    const row = () => inShadow(controlsOf(table), '[part="hand"]')!;
    const first = () => inShadow<HTMLButtonElement>(controlsOf(table), '.card-button')!;
    const rise = () => rectOf(row()).top - rectOf(first().querySelector('.card')).top;
    const resting = rise();
    await until(() => {
      if (first().getAttribute('aria-pressed') !== 'true') first().click();
      return first().getAttribute('aria-pressed') === 'true' && rise() >= resting + 12;
    }, 'the first card raised', { seen: () => `aria-pressed ${first().getAttribute('aria-pressed')}, ${rise() - resting} px up` });
    expect(getComputedStyle(row()).overflowX, 'the row scrolls sideways (and so clips)').to.equal('auto');
    const card = first().querySelector('.card')!;
    const outline = parseFloat(getComputedStyle(card).outlineWidth) + parseFloat(getComputedStyle(card).outlineOffset);
    expect(outline, 'a selected card is outlined').to.be.above(0);
    const [box, clip] = [rectOf(card), rectOf(row())];
    expect(box.top - outline, 'the outline\'s top inside the row').to.be.at.least(clip.top);
    expect(box.left - outline, 'the outline\'s left inside the row').to.be.at.least(clip.left);
    expect(box.bottom + outline).to.be.at.most(clip.bottom);
  });

  it('BiggieBills: the other teams are one line each, opened and closed by keyboard', async () => {
    const { table } = await onTurn('biggie-bills-board', { players: '5', seed: '7' });
    const seats = allInShadow(table, '.seats.others bluff-seat');
    expect(seats).to.have.length(4);
    for (const seat of seats) {
      expect(inShadow(seat.querySelector('biggie-bills-team'), '[part="team"]'), 'no whole panel until opened').to.equal(null);
      expect(rectOf(seat).height, 'a collapsed team is a short row').to.be.below(80);
    }
    const team = seats[1]!.querySelector('biggie-bills-team')!;
    const line = inShadow<HTMLButtonElement>(team, 'button.line')!;
    expect(line.getAttribute('aria-expanded')).to.equal('false');
    expect(line.textContent).to.match(/\$200M · no stage yet · Nothing in play/);
    await tabTo((el) => el === line, 200);
    await sendKeys({ press: 'Enter' });
    await until(() => line.getAttribute('aria-expanded') === 'true' && inShadow(team, '[part="team"]'), 'the team opened');
    expect(rectOf(seats[1]!).height).to.be.above(120);
    await sendKeys({ press: 'Space' });
    await until(() => line.getAttribute('aria-expanded') === 'false' && !inShadow(team, '[part="team"]'), 'the team closed');
    expect(deepActive()).to.equal(line);
  });

  it('the notice stays in view when the page is scrolled to the bottom', async () => {
    const { table } = await onTurn('biggie-bills-board', { players: '5', seed: '7' });
    expect(document.documentElement.scrollHeight, 'a page longer than the screen').to.be.above(PHONE.height + 400);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await until(() => window.scrollY > 400, 'the page scrolled');
    const notice = rectOf(noticeOf(table));
    expect(notice.top).to.be.at.least(0);
    expect(notice.bottom).to.be.at.most(PHONE.height);
    expect(notice.height).to.be.above(20);
    // Its button brings the hand and actions back into view, under the notice.
    inShadow<HTMLButtonElement>(table, '.sticky-notice button.to-hand')!.click();
    const controls = controlsOf(table);
    await until(() => {
      const hand = inShadow(controls, '[part="hand"]')!.getBoundingClientRect();
      return hand.top >= rectOf(noticeOf(table)).bottom && hand.top < PHONE.height / 2;
    }, 'the hand in view under the notice', 5000);
    expect(rectOf(inShadow(controls, '[part="actions"]')).bottom).to.be.at.most(PHONE.height);
  });

  it('on a wide screen BiggieBills keeps every team panel whole in one list', async () => {
    await setViewport({ width: 1280, height: 900 });
    try {
      const { table } = await onTurn('biggie-bills-board', { players: '5', seed: '7' });
      expect(inShadow(table, '.seats.own')).to.equal(null);
      expect(allInShadow(table, '.seats bluff-seat')).to.have.length(5);
      expect(allInShadow(table, '.seats biggie-bills-team').every((team) => inShadow(team, '[part="team"]'))).to.equal(true);
    } finally {
      await setViewport(PHONE);
    }
  });

  for (const [tag, attributes] of [
    ['bluff-king-table', { players: '4', seed: '7' }],
    ['bluffing-billionaires-table', { players: '4', seed: '7' }],
  ] as const) {
    it(`${tag}: the hand and actions are within the first 844 px on the person's turn`, async () => {
      const { table, hand, actions } = await onTurn(tag, attributes);
      expect(hand.top).to.be.at.least(0);
      expect(actions.bottom, `the actions end at ${actions.bottom} px`).to.be.at.most(PHONE.height);
      expect(noticeOf(table)?.getAttribute('data-notice')).to.equal('turn');
    });
  }
});

/** What the fake online part of `PausedBoard` says: paused, connection lost. */
const halt = { paused: false, lost: false };

/**
 * A BiggieBills board whose game runs in the page but whose source says it is online, paused or
 * disconnected as `halt` says: the table's side of a pause, apart from a server (the online test
 * pauses a real room).
 */
class PausedBoard extends BiggieBillsBoard {
  protected override createSource(callbacks: GameSourceCallbacks): GameSource<BiggieBillsInput, BiggieBillsEvent, BiggieBillsView> {
    const source = super.createSource(callbacks);
    const online: OnlinePart = {
      seat: () => undefined,
      names: () => undefined,
      deadline: () => null,
      pausedTimeLeft: () => null,
      lobby: () => null,
      problem: () => (halt.lost ? { code: 'connection-lost', message: 'lost' } : null),
      startRoom: () => {},
      hosting: () => false,
      paused: () => halt.paused,
      command: () => {},
    };
    Object.defineProperty(source, 'online', { get: () => online });
    return source;
  }
}
customElements.define('phone-paused-board', PausedBoard);

describe('A paused or disconnected table', () => {
  afterEach(() => {
    Object.assign(halt, { paused: false, lost: false });
    document.querySelectorAll('phone-paused-board').forEach((t) => t.remove());
  });

  it('says so in the notice and the prompt, and disables every move button', async () => {
    const table = makeTable('phone-paused-board', { 'bot-delay': '0', players: '4', seed: '7' });
    await nextPrompt(table);
    expect(noticeOf(table)!.getAttribute('data-notice')).to.equal('turn');
    halt.paused = true;
    table.requestUpdate();
    await settle(table);
    expect(noticeOf(table)!.getAttribute('data-notice')).to.equal('paused');
    expect(noticeOf(table)!.textContent).to.equal('Paused by the host');
    const prompt = inShadow(controlsOf(table), '.prompt')!.textContent!;
    expect(prompt).to.equal('Paused by the host');
    expect(prompt).not.to.match(/Your turn/);
    expect(buttonsOf(table).length).to.be.above(0);
    expect(buttonsOf(table).every((button) => button.matches(':disabled'))).to.equal(true);
    const errors: string[] = [];
    table.addEventListener('game-error', (event) => errors.push((event as CustomEvent<{ code?: string }>).detail.code ?? ''));
    const moves = (table as unknown as { controller: GameSource<unknown, BiggieBillsEvent, BiggieBillsView> }).controller.view(null)!.log.length;
    (table as unknown as { sendMove(event: BiggieBillsEvent): unknown }).sendMove({ type: 'END_TURN', seat: 0 } as unknown as BiggieBillsEvent);
    expect(errors).to.deep.equal(['paused']);
    expect((table as unknown as { controller: GameSource<unknown, BiggieBillsEvent, BiggieBillsView> }).controller.view(null)!.log.length).to.equal(moves);

    halt.lost = true;
    table.requestUpdate();
    await settle(table);
    expect(noticeOf(table)!.getAttribute('data-notice')).to.equal('connection-lost');
    expect(noticeOf(table)!.getAttribute('role')).to.equal('alert');
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.equal('Connection lost — reconnecting');

    Object.assign(halt, { paused: false, lost: false });
    table.requestUpdate();
    await settle(table);
    expect(noticeOf(table)!.getAttribute('data-notice')).to.equal('turn');
    expect(inShadow<HTMLFieldSetElement>(controlsOf(table), 'fieldset.actions')!.disabled).to.equal(false);
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.match(/Your turn/);
  });
});
