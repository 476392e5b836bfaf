import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/bluffing-billionaires-table.js';
import type { BluffingBillionairesLogEntry } from '../../src/bluffing-billionaires/index.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { isButton, tabTo } from '../support/keyboard.js';
import {
  buttonNamed, buttonsOf, controlsOf, handButtons, makeTable, nextPrompt, settle, tableContract, type Table,
} from '../support/table-harness.js';
import { until } from '../support/until.js';

const TAG = 'bluffing-billionaires-table';

/** Plays one move the way a person would: approves, or plays the first card of the hand. */
async function playOneMove(table: Table): Promise<void> {
  const approve = buttonNamed(table, 'Approve');
  if (approve) return approve.click();
  handButtons(table)[0]!.click();
  await controlsOf(table)!.updateComplete;
  const play = await until(() => buttonsOf(table).find((b) => !b.disabled), 'an enabled Play button', 2000);
  play.click();
}

tableContract({
  tag: TAG,
  players: 3,
  playOneMove,
  // BB-11: only a challenge entry shows cards (the ones turned up or taken as spoils).
  checkPublicEntry(raw) {
    const entry = raw as BluffingBillionairesLogEntry;
    if (entry.type !== 'challenge') expect(JSON.stringify(entry)).to.not.contain('"value"');
  },
  badOption: ['hand-size', '2', /hand-size must be an integer from 3 to \d+/],
});

describe(`<${TAG}>`, () => {
  afterEach(() => document.querySelectorAll(`body > ${TAG}`).forEach((table) => table.remove()));

  it('shows each asset card’s value, coins and name, and names it for screen readers', async () => {
    const table = await fixture<Table>(html`<bluffing-billionaires-table seed="8" bot-delay="0" players="3" hand-size="5"></bluffing-billionaires-table>`);
    const hand = await until(() => inShadow(controlsOf(table), '[part="hand"]'), 'the hand', 3000);
    const cards = allInShadow(controlsOf(table), '[part="card"]');
    expect(cards).to.have.length(5);
    expect(hand.getAttribute('aria-label')).to.equal('Your hand, 5 cards');
    for (const card of cards) expect(deepText(card)).to.match(/\d+, [A-Z][\w é]+, [123] coins?/);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(3);
    await expect(table).to.be.accessible();
  });

  it('BB-6 hot-seat: each responder chooses on their own screen; nothing is revealed until all have chosen', async () => {
    const table = makeTable(TAG, { seed: '12', 'bot-delay': '0', players: '3', humans: 'all', 'hand-size': '4' });
    const confirm = async () => {
      const handover = await until(() => inShadow(table, 'bluff-handover'), 'a hand-over', 3000);
      inShadow<HTMLButtonElement>(handover, 'button')!.click();
      await settle(table);
    };
    // Play until every seat holds a table card, so that a play has two responders.
    const tableCards = () => allInShadow(inShadow(table, 'bluffing-billionaires-board'), '.slot .card').length;
    for (let turn = 0; turn < 12; turn++) {
      await confirm();
      await nextPrompt(table);
      if (buttonNamed(table, 'Approve') && tableCards() === 3) break;
      await playOneMove(table);
      await settle(table);
    }
    expect(buttonNamed(table, 'Approve'), 'a responder is asked').to.exist;
    expect(tableCards()).to.equal(3);
    const logBefore = deepText(inShadow(table, 'bluff-log')!);
    buttonNamed(table, 'Challenge')!.click();
    await settle(table);
    // The next responder's hand-over: the first choice is not shown anywhere, not even to them.
    await until(() => inShadow(table, 'bluff-handover'), 'the second responder’s hand-over', 3000);
    expect(deepText(inShadow(table, 'bluff-log')!)).to.equal(logBefore);
    expect(deepText(table)).to.not.match(/Challenged:|challenged|Approved:/);
    expect(deepText(inShadow(table, 'bluffing-billionaires-board')!)).to.contain('has chosen');
    await confirm();
    await nextPrompt(table);
    buttonNamed(table, 'Approve')!.click();
    await settle(table);
    // Now both choices are public, together, and the challenge is settled on the board.
    await until(() => /Approved: .+\. Challenged: .+\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the revealed responses', 3000);
    await until(() => inShadow(inShadow(table, 'bluffing-billionaires-board'), '[part="reveal"]'), 'the challenge on the board', 3000);
  });

  it('the score panel shows hand points, bonus coins and totals', async () => {
    const table = makeTable(TAG, { seed: '5', 'bot-delay': '0', players: '2', humans: 'none', 'hand-size': '3' });
    const over = await until(() => inShadow(table, 'bluff-game-over'), 'the end of the game', 10_000);
    await settle(table);
    const headers = allInShadow(over, 'th[scope="col"]').map((th) => th.textContent);
    expect(headers).to.include.members(['Hand points', 'Bonus coins', 'Total']);
  });
});

describe(`<${TAG}> by keyboard only`, () => {
  it('a whole game is playable with Tab, arrows, Space and Enter (playing, approving and challenging)', async () => {
    const table = await fixture<Table>(html`<bluffing-billionaires-table seed="12" players="3" bots="easy" bot-delay="0"></bluffing-billionaires-table>`);
    let over = false;
    table.addEventListener('game-over', () => { over = true; });
    let challenged = false;
    for (let moves = 0; !over; moves++) {
      expect(moves).to.be.below(200);
      await until(() => over || buttonsOf(table).length > 0 || handButtons(table).length > 0, 'a prompt', 10_000);
      if (over) break;
      const actions = buttonsOf(table).map((b) => b.textContent ?? '');
      if (actions.some((a) => /Approve/.test(a))) {
        // Challenge once, then approve.
        await tabTo(isButton(challenged ? /Approve/ : /Challenge!/));
        challenged = true;
        await sendKeys({ press: 'Enter' });
      } else {
        // Reach the hand, move with the arrows, select with Space, then Play.
        await tabTo((el) => el.classList.contains('card-button'));
        await sendKeys({ press: 'End' });
        await sendKeys({ press: 'Space' });
        await tabTo(isButton(/^\s*Play /));
        await sendKeys({ press: 'Enter' });
      }
      await table.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(challenged, 'the person challenged once').to.equal(true);
    expect(deepText(inShadow(table, 'bluff-log')!)).to.match(/Challenged: (.+, )?you\./);
    await tabTo(isButton(/Play again/));
    await sendKeys({ press: 'Enter' });
    await until(() => !inShadow(table, 'bluff-game-over'), 'a new game', 3000);
  });
});
