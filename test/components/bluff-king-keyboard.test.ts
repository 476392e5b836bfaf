import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/bluff-king-table.js';
import type { BluffKingTable } from '../../components/bluff-king-table.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { isButton, tabTo } from '../support/keyboard.js';
import { until } from '../support/until.js';

describe('<bluff-king-table> by keyboard only', () => {
  it('Escape, in the hand or on a move button, lets go of the selected cards', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="8" players="3" bot-delay="0"></bluff-king-table>`);
    const controls = () => inShadow(table, 'bluff-king-controls');
    const pressed = () => allInShadow(controls(), '.card-button[aria-pressed="true"]').length;
    // Wait for a question that selects cards (a lead or a follow), declining challenges meanwhile.
    await until(() => {
      allInShadow<HTMLButtonElement>(controls(), '.actions button').find((b) => /Let it go/.test(b.textContent ?? ''))?.click();
      return allInShadow(controls(), '.card-button').length > 0;
    }, 'a hand to select from', 10_000);
    await tabTo((el) => el.classList.contains('card-button'));
    await sendKeys({ press: 'Space' });
    await until(() => pressed() === 1, 'one card selected', 2000);
    await sendKeys({ press: 'Escape' });
    await until(() => pressed() === 0, 'Escape in the hand', 2000);
    await sendKeys({ press: 'Space' });
    await until(() => pressed() === 1, 'selected again', 2000);
    const move = await tabTo((el) => el.tagName === 'BUTTON' && !el.classList.contains('card-button'));
    await sendKeys({ press: 'Escape' });
    await until(() => pressed() === 0, 'Escape on a move button', 2000);
    expect(move.isConnected, 'the button kept').to.equal(true);
  });

  it('a whole game is playable with Tab, arrows, Space and Enter', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="8" players="3" bots="easy" bot-delay="0"></bluff-king-table>`);
    let over = false;
    table.addEventListener('game-over', () => { over = true; });
    const controls = () => inShadow(table, 'bluff-king-controls');
    for (let moves = 0; !over; moves++) {
      expect(moves).to.be.below(600);
      const prompt = await until(() => over || allInShadow(controls(), '.actions button').length > 0, 'a prompt', 10_000);
      if (prompt === true && over) break;
      const actions = allInShadow<HTMLButtonElement>(controls(), '.actions button').map((b) => b.textContent ?? '');
      if (actions.some((a) => /Let it go/.test(a))) {
        await tabTo(isButton(/Let it go/));
        await sendKeys({ press: 'Enter' });
      } else if (actions.some((a) => /Pass/.test(a))) {
        await tabTo(isButton(/Pass/));
        await sendKeys({ press: 'Enter' });
      } else {
        // Lead: reach the hand, move right once, select with Space; the claim rank is suggested.
        await tabTo((el) => el.classList.contains('card-button'));
        await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: 'ArrowLeft' });
        await sendKeys({ press: 'Space' });
        await tabTo(isButton(/^\s*Play \d+, claiming/));
        await sendKeys({ press: 'Enter' });
      }
      // Let the move land before reading the next prompt.
      await table.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(inShadow(table, 'bluff-game-over')).to.exist;
    await tabTo(isButton(/Play again/));
    await sendKeys({ press: 'Enter' });
    await until(() => !inShadow(table, 'bluff-game-over'), 'a new game', 3000);
  });
});
