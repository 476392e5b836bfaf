import { expect, fixture, html } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import type { BluffKingTable } from '../../components/bluff-king-table.js';
import type { BluffKingLogEntry } from '../../src/bluff-king/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import {
  buttonNamed, buttonsOf, controlsOf, handButtons, makeTable, nextPrompt, settle, tableContract, type Table,
} from '../support/table-harness.js';
import { until } from '../support/until.js';

/** Plays one move the way a person would: lets claims go, passes, or leads one card. */
async function playOneMove(table: Table): Promise<void> {
  const decline = buttonNamed(table, 'Let it go') ?? buttonNamed(table, 'Pass');
  if (decline) return decline.click();
  handButtons(table)[0]!.click();
  await controlsOf(table)!.updateComplete;
  const play = await until(() => buttonsOf(table).find((b) => !b.disabled), 'an enabled Play button', 2000);
  play.click();
}

/**
 * A table at which the person leads the first round: tries seeds until the deal gives seat 0 the
 * lead (the element has no attribute for the starting seat; the seed draws it).
 */
async function leadingTable(attributes: Record<string, string>): Promise<Table> {
  for (let seed = 1; seed < 60; seed++) {
    const table = makeTable('bluff-king-table', { ...attributes, seed: String(seed), 'bot-delay': '0' });
    if (/lead/i.test(await nextPrompt(table))) return table;
    table.remove();
  }
  throw new Error('no seed below 60 lets seat 0 lead');
}

tableContract({
  tag: 'bluff-king-table',
  players: 3,
  playOneMove,
  // BK-10: a claim says who and how many, never which cards; only a challenge turns cards up.
  checkPublicEntry(raw) {
    const entry = raw as BluffKingLogEntry;
    if (entry.type !== 'challenge') expect(JSON.stringify(entry)).to.not.match(/"(10|[2-9AJQK])[SHDC]"|"[BR]J"/);
  },
  badOption: ['decks', '3', /decks must be one of 1, 2/],
});

describe('<bluff-king-table>', () => {
  afterEach(() => document.querySelectorAll('body > bluff-king-table').forEach((table) => table.remove()));

  it('renders seats, the pile and the person’s hand, and is accessible', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="7" bot-delay="0" players="4"></bluff-king-table>`);
    const hand = await until(() => inShadow(controlsOf(table), '[part="hand"]'), 'the hand', 2000);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(4);
    expect(inShadow(table, 'bluff-king-pile')).to.exist;
    // 54 cards among 4 players: 13 or 14 each, and the label says how many are shown.
    const shown = allInShadow(controlsOf(table), '[part="card"]').length;
    expect(shown).to.be.within(13, 14);
    expect(hand.getAttribute('aria-label')).to.equal(`Your hand, ${shown} cards`);
    await expect(table).to.be.accessible();
  });

  it('max-play: cards beyond the limit cannot be selected but stay reachable by keyboard', async () => {
    const table = await leadingTable({ players: '2', 'max-play': '1' });
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.match(/At most 1 cards? per claim/);
    handButtons(table)[0]!.click();
    await settle(table);
    handButtons(table)[1]!.click();
    await settle(table);
    const cards = handButtons(table);
    expect(cards.filter((c) => c.getAttribute('aria-pressed') === 'true')).to.have.length(1);
    expect(cards[1]!.getAttribute('aria-disabled')).to.equal('true');
    expect(cards.some((c) => c.disabled)).to.equal(false);
    expect(cards.filter((c) => c.tabIndex === 0)).to.have.length(1);
    const error = document.createElement('bluff-king-table');
    error.setAttribute('max-play', '0');
    const events: string[] = [];
    error.addEventListener('game-error', (e) => events.push(e.detail.message));
    document.body.append(error);
    await until(() => events.length, 'game-error', 2000);
    expect(events[0]).to.match(/max-play must be an integer ≥ 1/);
  });

  it('suggests the claim rank from the selected cards, and a chosen rank wins', async () => {
    const table = await leadingTable({ players: '3' });
    const first = handButtons(table)[0]!;
    first.click();
    await settle(table);
    const rank = first.textContent!.trim().match(/^(10|[2-9AJQK])/)?.[1] ?? 'A';
    expect(buttonsOf(table)[0]!.textContent).to.contain(`Play 1, claiming ${rank}`);
    const other = allInShadow<HTMLButtonElement>(controlsOf(table), '.rank-button').find((b) => b.textContent !== rank)!;
    other.click();
    await settle(table);
    expect(buttonsOf(table)[0]!.textContent).to.contain(`Play 1, claiming ${other.textContent}`);
  });

  it('keyboard: arrow keys move focus across the hand', async () => {
    const table = await leadingTable({ players: '2' });
    const cards = handButtons(table);
    expect(cards.filter((c) => c.tabIndex === 0)).to.have.length(1);
    cards[0]!.focus();
    cards[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await controlsOf(table)!.updateComplete;
    expect(controlsOf(table)!.shadowRoot!.activeElement).to.equal(handButtons(table)[1]);
    expect(handButtons(table)[1]!.tabIndex).to.equal(0);
  });

  it('keeps keyboard focus in the game while others play, and moves it to the next question', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="14" bot-delay="30" players="3"></bluff-king-table>`);
    for (let i = 0; i < 40; i++) {
      await nextPrompt(table);
      const button = buttonNamed(table, 'Let it go') ?? buttonNamed(table, 'Pass');
      if (!button) {
        await playOneMove(table);
        continue;
      }
      button.focus();
      button.click();
      // While the bots play, focus stays inside the table (never dropped on <body>).
      await new Promise((resolve) => setTimeout(resolve, 10));
      await settle(table);
      expect(document.activeElement).to.equal(table);
      const prompt = await nextPrompt(table);
      if (prompt === 'over') return;
      const focused = controlsOf(table)!.shadowRoot!.activeElement;
      expect(focused?.tagName, 'focus on a control of the new question').to.equal('BUTTON');
      return;
    }
    throw new Error('never asked to let a claim go or pass');
  });
});
