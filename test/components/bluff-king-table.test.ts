import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../components/bluff-king-table.js';
import type { BluffKingTable } from '../../components/bluff-king-table.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { allInShadow, deepText, inShadow, until } from '../support/dom.js';

const controlsOf = (table: Element) => inShadow<LitElement>(table, 'bluff-king-controls');

/** Lets the table and its pieces finish rendering after a change. */
async function settle(table: BluffKingTable): Promise<void> {
  await table.updateComplete;
  await controlsOf(table)?.updateComplete;
  await new Promise((resolve) => setTimeout(resolve));
}
const buttonsOf = (table: Element) => allInShadow<HTMLButtonElement>(controlsOf(table), '.actions button');
const buttonNamed = (table: Element, text: string) => buttonsOf(table).find((b) => b.textContent?.includes(text));
const handButtons = (table: Element) => allInShadow<HTMLButtonElement>(controlsOf(table), '.card-button');

/** Waits until the person is asked something (or the game is over); returns the prompt text. */
async function nextPrompt(table: BluffKingTable): Promise<string> {
  await settle(table);
  return until(() => {
    if (inShadow(table, 'bluff-game-over')) return 'over';
    return buttonsOf(table).length > 0 ? inShadow(controlsOf(table), '.prompt')!.textContent! : null;
  }, 10_000, 'a prompt or the end of the game');
}

/** Plays one move the way a person would: clicks a card, a rank and the action button. */
async function playOneMove(table: BluffKingTable): Promise<void> {
  const challenge = buttonNamed(table, 'Let it go');
  if (challenge) return challenge.click();
  const pass = buttonNamed(table, 'Pass');
  if (pass) return pass.click();
  handButtons(table)[0]!.click();
  await controlsOf(table)!.updateComplete;
  const play = await until(() => buttonsOf(table).find((b) => !b.disabled), 2000, 'an enabled Play button');
  play.click();
}

/**
 * A table at which the person leads the first round: tries seeds until the deal gives seat 0 the
 * lead (the element has no attribute for the starting seat; the seed draws it).
 */
async function leadingTable(attributes: Record<string, string>): Promise<BluffKingTable> {
  for (let seed = 1; seed < 60; seed++) {
    const table = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ ...attributes, seed: String(seed), 'bot-delay': '0' })) table.setAttribute(name, value);
    document.body.append(table);
    if (/lead/i.test(await nextPrompt(table))) return table;
    table.remove();
  }
  throw new Error('no seed below 60 lets seat 0 lead');
}

describe('<bluff-king-table>', () => {
  afterEach(() => document.querySelectorAll('body > bluff-king-table').forEach((table) => table.remove()));

  it('renders seats, the pile and the person’s hand, and is accessible', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="7" bot-delay="0" players="4"></bluff-king-table>`);
    await until(() => controlsOf(table), 2000, 'controls');
    expect(allInShadow(table, 'bluff-seat')).to.have.length(4);
    expect(inShadow(table, 'bluff-king-pile')).to.exist;
    const hand = await until(() => inShadow(controlsOf(table), '[part="hand"]'), 2000, 'the hand');
    // 54 cards among 4 players: 13 or 14 each, and the label says how many are shown.
    const shown = allInShadow(controlsOf(table), '[part="card"]').length;
    expect(shown).to.be.within(13, 14);
    expect(hand.getAttribute('aria-label')).to.equal(`Your hand, ${shown} cards`);
    await expect(table).to.be.accessible();
  });

  it('plays a whole game by clicking through the shadow DOM until game-over', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="3" bot-delay="0" players="3" bots="easy"></bluff-king-table>`);
    const over = oneEvent(table, 'game-over') as Promise<CustomEvent<GameOverDetail>>;
    let moves = 0;
    let accessibleChecks = 0;
    for (;;) {
      const prompt = await nextPrompt(table);
      if (prompt === 'over') break;
      if (moves % 15 === 0 && accessibleChecks < 4) {
        accessibleChecks++;
        await expect(table).to.be.accessible();
      }
      await playOneMove(table);
      moves++;
      expect(moves).to.be.below(2000);
    }
    const { detail } = await over;
    expect(detail.winners).to.have.length(1);
    expect(detail.names).to.have.length(3);
    expect(detail.ranking.flat().sort()).to.deep.equal([0, 1, 2]);
    expect(inShadow(inShadow(table, 'bluff-game-over'), 'table')).to.exist;
    await expect(table).to.be.accessible();
  });

  it('fires game-start and public-only game-move events', async () => {
    const moves: GameMoveDetail[] = [];
    const el = document.createElement('bluff-king-table');
    el.setAttribute('seed', '11');
    el.setAttribute('bot-delay', '0');
    el.setAttribute('humans', 'none');
    el.addEventListener('game-move', (e) => moves.push(e.detail));
    const started = oneEvent(el, 'game-start') as Promise<CustomEvent<GameStartDetail>>;
    const over = oneEvent(el, 'game-over');
    document.body.append(el);
    const { detail } = await started;
    expect(detail).to.include({ game: 'bluff-king', players: 4, resumed: false });
    // The seed would let anyone rebuild the deal: it stays out of public events.
    expect(detail).to.not.have.property('seed');
    expect(detail.humans).to.deep.equal([]);
    await over;
    el.remove();
    expect(moves.length).to.be.greaterThan(5);
    for (const move of moves) {
      // A claim says who and how many, never which cards.
      if (move.entry.type === 'claim') expect(move.entry).to.not.have.property('cards');
      expect(move.text).to.be.a('string').and.not.equal('');
    }
    expect(moves.map((m) => m.index)).to.deep.equal(moves.map((_, i) => i + 1));
  });

  it('hot-seat: hides every hand until the asked person confirms the hand-over', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="5" bot-delay="0" players="3" humans="0,1"></bluff-king-table>`);
    const handover = await until(() => inShadow(table, 'bluff-handover'), 3000, 'the hand-over screen');
    expect(controlsOf(table)).to.equal(null);
    expect(allInShadow(inShadow(table, 'bluff-king-pile'), '.face')).to.have.length(0);
    const name = inShadow(handover, 'h2')!.textContent!;
    expect(name).to.match(/Pass the device to Player [12]/);
    await expect(table).to.be.accessible();
    inShadow<HTMLButtonElement>(handover, 'button')!.click();
    const hand = await until(() => inShadow(controlsOf(table), '[part="hand"]'), 2000, 'the hand after confirming');
    expect(hand.getAttribute('aria-label')).to.match(/Your hand/);
    await playOneMove(table);
    // The next person (or a bot) is asked: the previous hand must disappear.
    await until(() => !inShadow(controlsOf(table), '[part="hand"]') || inShadow(table, 'bluff-handover'), 3000, 'the hand to hide');
  });

  it('shows a readable message and fires game-error for bad attributes, without throwing', async () => {
    const cases: [string, string, RegExp][] = [
      ['players', '9', /players must be an integer from 2 to 8/],
      ['players', 'many', /players must be a whole number/],
      ['bots', 'expert', /bots must be one of easy, normal, hard/],
      ['humans', '0,7', /humans must list seats from 0 to 3/],
      ['decks', '3', /decks must be one of 1, 2/],
      ['max-play', '0', /max-play must be an integer ≥ 1/],
      ['bot-delay', '-5', /bot-delay must be from 0 to 60000/],
    ];
    for (const [attribute, value, message] of cases) {
      const el = document.createElement('bluff-king-table');
      el.setAttribute(attribute, value);
      const error = oneEvent(el, 'game-error') as Promise<CustomEvent<GameErrorDetail>>;
      document.body.append(el);
      const { detail } = await error;
      expect(detail.message, attribute).to.match(message);
      expect(detail.attribute).to.equal(attribute);
      await el.updateComplete;
      const alert = inShadow(el, '[role="alert"]');
      expect(alert?.textContent).to.match(message);
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it('a bad bot-delay mid-game shows a notice, keeps the game, and clears when corrected', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="6" bot-delay="0" players="3"></bluff-king-table>`);
    await nextPrompt(table);
    const seatsBefore = allInShadow(table, 'bluff-seat').length;
    const error = oneEvent(table, 'game-error') as Promise<CustomEvent<GameErrorDetail>>;
    table.setAttribute('bot-delay', 'soon');
    expect((await error).detail.attribute).to.equal('bot-delay');
    await table.updateComplete;
    expect(inShadow(table, '[role="alert"]')?.textContent).to.match(/bot-delay must be a whole number/);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(seatsBefore);
    table.setAttribute('bot-delay', '0');
    await table.updateComplete;
    expect(inShadow(table, '[role="alert"]')).to.equal(null);
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

  it('recovers from a bad attribute when it is corrected, starting a new game', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table players="1" bot-delay="0" seed="1"></bluff-king-table>`);
    expect(inShadow(table, '[role="alert"]')).to.exist;
    const started = oneEvent(table, 'game-start');
    table.setAttribute('players', '5');
    await started;
    await table.updateComplete;
    expect(inShadow(table, '[role="alert"]')).to.equal(null);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(5);
  });

  it('persist-key: saves after every move and resumes on reload', async () => {
    const key = `bk-test-${Math.random()}`;
    const make = () => fixture<BluffKingTable>(html`<bluff-king-table seed="21" players="3" bot-delay="0" persist-key=${key}></bluff-king-table>`);
    const first = await make();
    await nextPrompt(first);
    await playOneMove(first);
    await nextPrompt(first);
    const logBefore = deepText(inShadow(first, 'bluff-log')!);
    const handBefore = handButtons(first).map((b) => b.getAttribute('aria-label')).join() || allInShadow(controlsOf(first), '[part="card"]').map((c) => c.textContent).join();
    first.remove();
    expect(localStorage.getItem(key)).to.be.a('string');
    const resumedStart = new Promise<GameStartDetail>((resolve) => document.addEventListener('game-start', (e) => resolve((e as CustomEvent<GameStartDetail>).detail), { once: true }));
    const second = await make();
    expect((await resumedStart).resumed).to.equal(true);
    await nextPrompt(second);
    expect(deepText(inShadow(second, 'bluff-log')!)).to.equal(logBefore);
    const handAfter = handButtons(second).map((b) => b.getAttribute('aria-label')).join() || allInShadow(controlsOf(second), '[part="card"]').map((c) => c.textContent).join();
    expect(handAfter).to.equal(handBefore);
    localStorage.removeItem(key);
  });

  it('persist-key: unreadable saved data starts a fresh game with a console warning', async () => {
    const key = `bk-bad-${Math.random()}`;
    localStorage.setItem(key, '{not json');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="2" bot-delay="0" persist-key=${key}></bluff-king-table>`);
      await nextPrompt(table);
      expect(warnings.join('\n')).to.match(/could not read the saved game/);
      expect(JSON.parse(localStorage.getItem(key)!).version).to.equal(1);
    } finally {
      console.warn = warn;
      localStorage.removeItem(key);
    }
  });

  it('speaks the closest lang: zh-CN from an ancestor, en by default', async () => {
    const wrapper = fixtureSync(html`<div lang="zh-CN"><bluff-king-table seed="4" bot-delay="0"></bluff-king-table></div>`);
    const table = wrapper.querySelector('bluff-king-table')!;
    await until(() => controlsOf(table), 2000, 'controls');
    await nextPrompt(table);
    expect(deepText(table)).to.match(/玩法|手牌/);
    table.setAttribute('lang', 'en');
    await table.updateComplete;
    await until(() => /How to play/.test(deepText(table)), 2000, 'English text');
  });

  it('keyboard: arrow keys move focus across the hand and Space selects a card', async () => {
    const table = await leadingTable({ players: '2' });
    const cards = handButtons(table);
    expect(cards.filter((c) => c.tabIndex === 0)).to.have.length(1);
    cards[0]!.focus();
    cards[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await controlsOf(table)!.updateComplete;
    expect(controlsOf(table)!.shadowRoot!.activeElement).to.equal(handButtons(table)[1]);
    expect(handButtons(table)[1]!.tabIndex).to.equal(0);
  });

  it('changing an attribute that changes the game starts a new game', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="1" bot-delay="0" players="3"></bluff-king-table>`);
    const started = oneEvent(table, 'game-start') as Promise<CustomEvent<GameStartDetail>>;
    table.setAttribute('players', '6');
    expect((await started).detail.players).to.equal(6);
    await table.updateComplete;
    expect(allInShadow(table, 'bluff-seat')).to.have.length(6);
  });

  it('theming: CSS custom properties and ::part reach the table', async () => {
    const table = await fixture<BluffKingTable>(html`<bluff-king-table seed="1" bot-delay="0" style="--bluff-felt: rgb(1, 2, 3)"></bluff-king-table>`);
    await until(() => inShadow(table, '[part="table"]'), 2000, 'the table part');
    expect(getComputedStyle(inShadow(table, '[part="table"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('two tables on one page do not interfere, and defining twice is harmless', async () => {
    const { BluffKingTable: Table } = await import('../../components/bluff-king-table.js');
    expect(() => Table.define('bluff-king-table')).to.not.throw();
    const wrapper = fixtureSync(html`<div>
      <bluff-king-table id="a" seed="1" players="2" bot-delay="0"></bluff-king-table>
      <bluff-king-table id="b" seed="2" players="5" bot-delay="0"></bluff-king-table></div>`);
    const [a, b] = [wrapper.querySelector('#a')!, wrapper.querySelector('#b')!];
    await until(() => controlsOf(a) && controlsOf(b), 2000, 'both tables');
    expect(allInShadow(a, 'bluff-seat')).to.have.length(2);
    expect(allInShadow(b, 'bluff-seat')).to.have.length(5);
  });
});
