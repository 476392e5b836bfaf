import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { biggieBillsMessages } from '../../components/biggie-bills/messages.js';
import { industryEffect, industryName, money } from '../../components/biggie-bills/words.js';
import { commonMessages, loadLanguage, translator } from '../../components/internal/words/i18n.js';
import { INDUSTRY_TABLE } from '../../src/biggie-bills/cards.js';
import { biggieBills, createGame } from '../../src/index.js';
import type { BiggieBillsEvent, BiggieBillsInput, BiggieBillsLogEntry, BiggieBillsView } from '../../src/biggie-bills/index.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { deepActive, isButton, tabTo } from '../support/keyboard.js';
import {
  buttonNamed, buttonsOf, controlsOf, handButtons, makeTable, nextPrompt, settle, tableContract, type Table,
} from '../support/table-harness.js';
import { until } from '../support/until.js';

const TAG = 'biggie-bills-board';
/** Short games: the contract plays whole games, and a BiggieBills game has no natural end soon. */
const SHORT = { 'max-cycles': '2' };

const isGrowth = (card: Element) => /Growth card/.test(deepText(card));
const isChallenge = (card: Element) => /Challenge card/.test(deepText(card));

/** Selects the cards the keep prompt asks for (the first ones of each kind) and confirms. */
async function keepCards(table: Table): Promise<void> {
  const [, growth, challenge] = inShadow(controlsOf(table), '.prompt')!.textContent!.match(/keep (\d+) Growth and (\d+) Challenge/)!.map(Number);
  const cards = handButtons(table);
  for (const card of [...cards.filter(isGrowth).slice(0, growth), ...cards.filter(isChallenge).slice(0, challenge)]) card.click();
  await settle(table);
  buttonNamed(table, 'Keep these cards')!.click();
}

/**
 * Plays one move the way a person would: lets a challenge stand, keeps the first cards after an
 * acquisition, plays the first Growth card that shows a Play button, else skips or ends the turn.
 */
async function playOneMove(table: Table): Promise<void> {
  const noBlock = buttonNamed(table, /Don.t block/);
  if (noBlock) return noBlock.click();
  if (buttonNamed(table, 'Keep these cards')) return keepCards(table);
  const growth = handButtons(table).filter(isGrowth).length;
  for (let i = 0; i < growth; i++) {
    handButtons(table)[i]!.click();
    await settle(table);
    const play = buttonNamed(table, /^\s*Play /);
    if (play) return play.click();
    handButtons(table)[i]!.click();
    await settle(table);
  }
  (buttonNamed(table, /^\s*Skip/) ?? buttonNamed(table, 'End turn'))!.click();
}

tableContract({
  tag: TAG,
  players: 3,
  playOneMove,
  attributes: SHORT,
  playerCounts: [3, 4],
  // BG-17: no entry holds a card of a hand (only counts) or the kind of a Bonus card not played.
  checkPublicEntry(raw) {
    const entry = raw as BiggieBillsLogEntry;
    for (const [key, value] of Object.entries(entry)) {
      if (Array.isArray(value)) expect(['order', 'winners'], `${entry.type}.${key}`).to.include(key);
      expect(value, `${entry.type}.${key}`).to.not.be.oneOf(['flex12', 'flex34']);
    }
  },
  badOption: ['max-cycles', '0', /max-cycles must be a positive integer/],
});

const { definition } = biggieBills;

/**
 * Plays the engine from `input`, each seat by `policy`, until `stop`; returns the persisted
 * snapshot (a position that takes many turns to reach by clicking).
 */
function position(input: BiggieBillsInput, policy: (view: BiggieBillsView) => BiggieBillsEvent, stop: (view: BiggieBillsView) => boolean): unknown {
  const actor = createGame(definition, input);
  for (let step = 0; step < 400; step++) {
    const [seat] = definition.toAct(actor.getSnapshot());
    if (seat === undefined) throw new Error('the game ended before the position was reached');
    const view = definition.view(actor.getSnapshot(), seat);
    if (stop(view)) return actor.getPersistedSnapshot();
    const event = policy(view);
    const verdict = definition.check(actor.getSnapshot(), event);
    if (!verdict.ok) throw new Error(`${event.type}: ${verdict.reason}`);
    actor.send(event);
  }
  throw new Error('the position was never reached');
}

/** A board resumed at `snapshot` through persist-key (a save of the first version), as a reload would. */
async function boardAt(snapshot: unknown, attributes: Record<string, string>): Promise<Table> {
  const key = `${TAG}-position-${Math.random()}`;
  const first = makeTable(TAG, { ...attributes, 'persist-key': key });
  // The table saves a record (its configuration as `c`); a save of the first version, a snapshot, still resumes.
  const saved = JSON.parse(await until(() => localStorage.getItem(key), 'the saved game', 3000)) as { c: unknown };
  first.remove();
  localStorage.setItem(key, JSON.stringify({ version: 1, configKey: JSON.stringify(saved.c), snapshot }));
  const table = makeTable(TAG, { ...attributes, 'persist-key': key });
  await nextPrompt(table);
  localStorage.removeItem(key);
  return table;
}

/** The first playable Growth card (Acquire a Competitor at its first legal target), else skip or end the turn. */
function growFirst(view: BiggieBillsView): BiggieBillsEvent {
  const seat = view.seat!;
  const card = view.hand!.growth.find((g) => g.verdict.ok);
  if (card) return { type: 'PLAY_GROWTH', seat, card: card.card, ...(card.targets.length > 0 ? { target: card.targets[0] } : {}) };
  if (view.prompt?.type === 'block') return { type: 'NO_BLOCK', seat };
  return view.actions!.skip.ok ? { type: 'SKIP', seat } : { type: 'END_TURN', seat };
}
/** A game in which seat 0 (rich, with Acquire a Competitor) reaches Stage 4 while the others skip. */
const ACQUISITION: BiggieBillsInput = {
  players: 3, seed: 2, first: 0, startingCash: 2000, target: 100000,
  hands: [
    { growth: [1, 7, 13, 24, 2, 8], challenge: [1, 2, 3, 4] },
    { growth: [3, 4, 5, 6, 9, 10], challenge: [5, 6, 7, 8] },
    { growth: [2, 3, 4, 5, 6, 11], challenge: [9, 10, 11, 12] },
  ],
};
/** The board's attributes for ACQUISITION's settings (a resumed save must be for the same settings). */
const ACQUISITION_ATTRIBUTES = { 'starting-cash': '2000', target: '100000' };
/** Skips (or ends the turn); a team whose first Growth card is due (BG-5) plays it instead. */
const skipAll = (view: BiggieBillsView): BiggieBillsEvent => {
  const { skip, endTurn } = view.actions!;
  return skip.ok ? { type: 'SKIP', seat: view.seat! } : endTurn.ok ? { type: 'END_TURN', seat: view.seat! } : growFirst(view);
};
/** Team 0 (you) starts, holding Stage 1 cards it can pay for (Brand Identity, Vendor Management) and later-stage ones. */
const FIRST_TURN: BiggieBillsInput = {
  players: 3, seed: 9, first: 0,
  hands: [
    { growth: [4, 7, 1, 13, 19, 24], challenge: [2, 3, 8, 9] },
    { growth: [2, 3, 5, 6, 8, 9], challenge: [1, 4, 5, 6] },
    { growth: [2, 3, 5, 6, 10, 11], challenge: [7, 10, 11, 12] },
  ],
};
/** Team 0 (you) starts with no Stage 1 card, and nothing is in play to challenge. */
const NOTHING_TO_PLAY: BiggieBillsInput = { ...FIRST_TURN, hands: [{ growth: [7, 8, 13, 14, 19, 20], challenge: [1, 2, 3, 4] }, ...FIRST_TURN.hands!.slice(1)] };

/**
 * Team 0 (you) at a turn where it may challenge Market Research of both other teams, with a Challenge
 * card or its Flexible Challenge for Stages 1–2 (free).
 */
const flexPosition = () => position({
  players: 3, seed: 3, first: 0,
  hands: [
    { growth: [1, 3, 4, 5, 6, 7], challenge: [2, 8, 9, 10], bonus: ['flex12'] },
    { growth: [2, 13, 14, 15, 16, 17], challenge: [] },
    { growth: [2, 8, 9, 10, 11, 12], challenge: [] },
  ],
}, growFirst, (view) => view.seat === 0 && view.prompt?.type === 'turn' && view.hand!.challenge.some((c) => c.owners.length === 2));

describe(`<${TAG}>`, () => {
  afterEach(() => document.querySelectorAll(`body > ${TAG}`).forEach((table) => table.remove()));

  it('shows each team’s cash meter, stage track and cards in play, the cycle, and a named hand; accessible', async () => {
    const table = makeTable(TAG, { seed: '7', 'bot-delay': '0', players: '4' });
    await nextPrompt(table);
    const teams = allInShadow(table, 'biggie-bills-team');
    expect(teams).to.have.length(4);
    for (const team of teams) {
      const meter = inShadow(team, '[role="meter"]')!;
      expect(meter.getAttribute('aria-label')).to.equal('Cash');
      expect(meter.getAttribute('aria-valuetext')).to.match(/^\$\d+M of \$1,000M$/);
      expect(allInShadow(team, '[part="stages"] li')).to.have.length(4);
      expect(deepText(inShadow(team, '[part="stages"]')!)).to.contain('Stage 1:');
    }
    const cycle = inShadow(table, 'biggie-bills-cycle')!;
    expect(deepText(cycle)).to.match(/Cycle 1\b/).and.match(/No Industry card in the first cycle/).and.match(/Turn order/);
    expect(allInShadow(cycle, '[aria-current="step"]')).to.have.length(1);
    const cards = handButtons(table);
    expect(cards.filter(isGrowth)).to.have.length(6);
    expect(cards.filter(isChallenge)).to.have.length(4);
    for (const card of cards.filter(isGrowth)) expect(deepText(card)).to.match(/Stage [1-4] Growth card, costs \$\d+M, pays \$\d+M \((first|later)\), penalty \$\d+M/);
    await expect(table).to.be.accessible();
  });

  it('BG-5, BG-14: before the first Growth card, Skip is disabled and explained, and two cards do not offer Exchange', async () => {
    // Team 0 (you) holds Stage 1 cards it can pay for and has not played a Growth card yet.
    const snapshot = position(FIRST_TURN, growFirst, (view) => view.seat === 0 && view.prompt?.type === 'turn');
    const table = await boardAt(snapshot, { seed: '9', players: '3', 'bot-delay': '0' });
    const prompt = inShadow(controlsOf(table), '.prompt')!;
    expect(prompt.textContent).to.match(/Your turn \(round 1 of 2\)/).and.contain('Begin with a Stage 1 Growth card: until your team has played its first Growth card, its main action must be a Stage 1 card you can pay for (no skip, exchange or challenge).');
    const skip = buttonNamed(table, 'Skip the turn ($10M fine)')!;
    expect(skip.disabled).to.equal(true);
    expect(skip.getAttribute('aria-describedby')).to.equal(prompt.id);
    expect(buttonNamed(table, 'End turn')).to.equal(undefined);
    const growth = handButtons(table).filter(isGrowth);
    for (const [i, card] of growth.entries()) {
      handButtons(table)[i]!.click();
      await settle(table);
      const why = inShadow(controlsOf(table), '.why')!.textContent!.trim();
      if (/Stage 1/.test(deepText(card))) expect(buttonNamed(table, /^\s*Play .+ \(\$\d+M\)/), 'a Stage 1 card can be played').to.exist;
      else expect(why).to.match(/Stage \d is locked: complete a Stage \d card first\./);
      handButtons(table)[i]!.click();
      await settle(table);
    }
    handButtons(table)[0]!.click();
    handButtons(table)[1]!.click();
    await settle(table);
    expect(buttonNamed(table, /Exchange/)).to.equal(undefined);
    expect(inShadow(controlsOf(table), '.why')!.textContent).to.contain('You may exchange only when you cannot play any Growth or Challenge card this turn.');
    await expect(table).to.be.accessible();
  });

  it('BG-14: with nothing to play, two selected cards offer Exchange; Skip shows the fine', async () => {
    // Team 0 (you) holds no Stage 1 card and nothing to challenge: it may exchange or skip.
    const snapshot = position(NOTHING_TO_PLAY, growFirst, (view) => view.seat === 0 && view.prompt?.type === 'turn');
    const table = await boardAt(snapshot, { seed: '9', players: '3', 'bot-delay': '0' });
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.match(/Your turn \(round 1 of 2\)/).and.not.contain('Begin with');
    expect(buttonNamed(table, 'Skip the turn ($10M fine)')!.disabled).to.equal(false);
    expect(buttonNamed(table, 'End turn')).to.equal(undefined);
    const challenge = handButtons(table).findIndex(isChallenge);
    handButtons(table)[challenge]!.click();
    await settle(table);
    expect(inShadow(controlsOf(table), '.why')!.textContent).to.match(/No other team has .+ in play\.|To challenge first/);
    handButtons(table)[0]!.click();
    await settle(table);
    expect(buttonNamed(table, 'Exchange these two cards ($5M)')).to.exist;
    // A third card cannot join the selection (it stays reachable by keyboard).
    const third = handButtons(table).find((b) => b.getAttribute('aria-pressed') === 'false')!;
    expect(third.getAttribute('aria-disabled')).to.equal('true');
    await expect(table).to.be.accessible();
    buttonNamed(table, 'Exchange these two cards')!.click();
    await until(() => /You exchanged two cards\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the exchange in the log', 3000);
    await until(() => /You → the bank\s*\$5M\s*exchange fee\s*Rule BG-14/.test(deepText(inShadow(table, 'biggie-bills-ledger')!)), 'the fee in the ledger', 3000);
  });

  it('BG-11: a challenged team holding a Bonus card is asked Block / Don’t block, with the penalties', async () => {
    const snapshot = position({
      players: 3, seed: 1, first: 0,
      hands: [{ growth: [1, 2, 3, 4, 5, 6], challenge: [7, 8, 9, 10], bonus: ['block'] }, { growth: [5, 6, 1, 2, 3, 4], challenge: [1, 2, 3, 4] }, { growth: [], challenge: [] }],
    }, (view) => {
      if (view.seat === 2) return skipAll(view);
      const challenge = view.seat === 1 ? view.hand!.challenge.find((c) => c.owners.includes(0)) : undefined;
      return challenge ? { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: challenge.card } : growFirst(view);
    }, (view) => view.prompt?.type === 'block');
    const table = await boardAt(snapshot, { seed: '1', players: '3', 'bot-delay': '0' });
    const prompt = inShadow(controlsOf(table), '.prompt')!.textContent!;
    expect(prompt).to.match(/Bram challenges your (.+)\. Don’t block: you pay Bram \$\d+M and the card will not complete\. Block .+ Bram pays you \$\d+M\./);
    expect(buttonsOf(table).map((b) => b.textContent!.trim())).to.deep.equal(['Block ($5M to you)', 'Don’t block ($10M to Bram)']);
    // While the decision is pending the card is neither challenged nor blocked on the team's panel.
    const own = deepText(allInShadow(table, 'biggie-bills-team')[0]!);
    expect(own).to.contain('challenged by Bram: deciding whether to block');
    expect(own).to.not.match(/blocked a challenge|⚔ challenged by/);
    await expect(table).to.be.accessible();
    buttonNamed(table, 'Block')!.click();
    await until(() => /You blocked the challenge of .+ by Bram\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the block in the log', 3000);
    expect(deepText(inShadow(table, 'biggie-bills-ledger')!)).to.match(/Bram → You\s*\$5M\s*block penalty \(.+\)\s*Rule BG-11/);
  });

  it('BG-16: a move whose payment would bankrupt the team says so and takes a second press', async () => {
    // $25M: Market Research ($25M) would leave the team at $0; Vendor Management ($20M) would not.
    const snapshot = position({
      players: 3, seed: 1, first: 0, startingCash: 25,
      hands: [{ growth: [2, 1, 3, 4, 5, 6], challenge: [7, 8, 9, 10] }, { growth: [5, 6, 1, 2, 3, 4], challenge: [1, 2, 3, 4] }, { growth: [], challenge: [] }],
    }, skipAll, (view) => view.seat === 0 && view.prompt?.type === 'turn');
    const table = await boardAt(snapshot, { seed: '1', players: '3', 'bot-delay': '0', 'starting-cash': '25' });
    const cardNamed = (name: string) => handButtons(table).find((b) => deepText(b).trim().startsWith(`${name}:`))!;
    expect(deepText(cardNamed('Market Research'))).to.contain('can be played now, but paying $25M leaves you bankrupt');
    expect(deepText(cardNamed('Vendor Management'))).to.contain('can be played now').and.not.contain('bankrupt');
    cardNamed('Market Research').click();
    await settle(table);
    const play = () => buttonNamed(table, /Market Research/)!;
    expect(play().textContent!.trim()).to.equal('Play Market Research ($25M): this leaves you bankrupt');
    play().click();
    await settle(table);
    // The first press only arms the move: nothing is sent, the button and the status say what a second press does.
    expect(deepText(inShadow(table, 'bluff-log')!)).to.not.contain('You played Market Research');
    expect(play().textContent!.trim()).to.equal('Confirm: Play Market Research ($25M) and go bankrupt');
    expect(inShadow(controlsOf(table), '#danger-note')!.textContent).to.contain('Paying $25M out of your $25M leaves your team bankrupt');
    await expect(table).to.be.accessible();
    play().click();
    await until(() => /You went bankrupt and left the game\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the bankruptcy in the log', 3000);
  });

  it('BG-9, BG-12: a Challenge card offers one button per team it may challenge; a Flexible Challenge one per card', async () => {
    const table = await boardAt(flexPosition(), { seed: '3', players: '3', 'bot-delay': '0' });
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.contain('Free Flexible Challenges left: 1.');
    const cardNamed = (text: string) => handButtons(table).findIndex((b) => deepText(b).includes(text));
    handButtons(table)[cardNamed('Flexible Challenge, Stages 1–2')]!.click();
    await settle(table);
    expect(buttonsOf(table).filter((b) => /^Challenge Market Research of (Bram|Chen) \(\$10M to you\) · free$/.test(b.textContent!))).to.have.length(2);
    handButtons(table)[cardNamed('Flexible Challenge, Stages 1–2')]!.click();
    handButtons(table)[cardNamed('Challenge: Market Research')]!.click();
    await settle(table);
    expect(buttonsOf(table).map((b) => b.textContent)).to.include.members(['Challenge Bram ($10M to you)', 'Challenge Chen ($10M to you)']);
    await expect(table).to.be.accessible();
    buttonNamed(table, 'Challenge Bram')!.click();
    await until(() => /You challenged the Market Research played by Bram\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the challenge in the log', 3000);
    expect(deepText(inShadow(table, 'bluff-log')!)).to.contain('The challenge stands: Market Research (Bram) will not complete.');
    expect(deepText(inShadow(table, 'biggie-bills-ledger')!)).to.match(/Bram → You\s*\$10M\s*challenge penalty \(Market Research\)\s*Rule BG-10/);
    // The main action is used; the free Flexible Challenge is still there.
    expect(await nextPrompt(table)).to.equal('You may still play a free Flexible Challenge, or end your turn.');
    expect(deepText(allInShadow(table, 'biggie-bills-team')[1]!)).to.match(/Market Research\s*Stage 1 ·\s*⚔ challenged by you/);
  });

  it('BG-4: a Flexible Challenge can be the whole turn: End turn after it, and no fine', async () => {
    const table = await boardAt(flexPosition(), { seed: '3', players: '3', 'bot-delay': '0' });
    expect(buttonNamed(table, 'End turn')).to.equal(undefined);
    handButtons(table)[handButtons(table).findIndex((b) => deepText(b).includes('Flexible Challenge, Stages 1–2'))]!.click();
    await settle(table);
    buttonNamed(table, /^Challenge Market Research of Bram .* · free$/)!.click();
    expect(await nextPrompt(table)).to.equal('Your Flexible Challenge can be your turn: end it now at no cost, or still take a main action.');
    await expect(table).to.be.accessible();
    buttonNamed(table, 'End turn')!.click();
    await until(() => /You ended the turn\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the end of the turn in the log', 3000);
    expect(deepText(inShadow(table, 'bluff-log')!)).to.not.contain('You skipped the turn.');
    expect(deepText(inShadow(table, 'biggie-bills-ledger')!)).to.not.contain('skip fine');
  });

  it('BG-6: after an acquisition the person keeps exactly the cards the prompt asks for', async () => {
    const snapshot = position(ACQUISITION, (view) => (view.seat === 0 ? growFirst(view) : skipAll(view)), (view) => view.prompt?.type === 'keep');
    const table = await boardAt(snapshot, { ...ACQUISITION_ATTRIBUTES, seed: '2', players: '3', 'bot-delay': '0' });
    expect(inShadow(controlsOf(table), '.prompt')!.textContent).to.match(/You acquired a team: keep 6 Growth and 4 Challenge cards/);
    expect(handButtons(table).filter(isGrowth).length).to.be.greaterThan(6);
    const keep = buttonNamed(table, 'Keep these cards')!;
    expect(keep.disabled).to.equal(true);
    await expect(table).to.be.accessible();
    await keepCards(table);
    await until(() => /You chose the cards to keep and returned \d+ to the decks\./.test(deepText(inShadow(table, 'bluff-log')!)), 'the keep in the log', 3000);
    expect(deepText(table)).to.match(/(Bram|Chen) left the game \(acquired\)\./);
  });

  it('BG-6: the team an acquisition targets is warned on its own panel while the card is in play', async () => {
    const snapshot = position(ACQUISITION, (view) => {
      if (view.seat !== 0) return skipAll(view);
      const acquire = view.hand!.growth.find((g) => g.verdict.ok && g.targets.includes(2));
      return acquire ? { type: 'PLAY_GROWTH', seat: 0, card: acquire.card, target: 2 } : growFirst(view);
    }, (view) => view.seat === 2 && view.prompt?.type === 'turn' && view.teams[0]!.inPlay.some((p) => p.target === 2));
    const table = await boardAt(snapshot, { ...ACQUISITION_ATTRIBUTES, seed: '2', players: '3', 'bot-delay': '0', humans: '2' });
    const [acquirer, other, target] = allInShadow(table, 'biggie-bills-team').map(deepText);
    expect(target).to.match(/⚠ .+ is acquiring you: it completes at .+’s next turn or at the end of the cycle, unless a challenge stops it\./);
    expect(other).to.not.contain('acquiring');
    expect(acquirer).to.not.contain('acquiring');
    await expect(table).to.be.accessible();
  });

  it('view="moderator": public facts in large type, no hand and no controls; humans defaults to none', async () => {
    const started = new Promise<GameStartDetail>((resolve) => document.addEventListener('game-start', (e) => resolve((e as CustomEvent<GameStartDetail>).detail), { once: true }));
    const table = makeTable(TAG, { seed: '3', 'bot-delay': '0', players: '5', view: 'moderator', 'max-cycles': '1' });
    expect((await started).humans).to.deep.equal([]);
    await until(() => inShadow(table, 'biggie-bills-cycle'), 'the board', 2000);
    expect(controlsOf(table)).to.equal(null);
    expect(inShadow(table, '[part="hand"]')).to.equal(null);
    const size = (view: Table) => parseFloat(getComputedStyle(inShadow(view, '[part="table"]')!).fontSize);
    const player = makeTable(TAG, { seed: '3', 'bot-delay': '60000', players: '5', humans: 'none' });
    await until(() => inShadow(player, '[part="table"]'), 'the player board', 2000);
    expect(size(table)).to.be.greaterThan(size(player) * 1.2);
    await expect(table).to.be.accessible();
    expect(inShadow(table, '[part="new-game"]'), 'no New game on a display').to.equal(null);
    await until(() => inShadow(table, 'bluff-game-over'), 'the bots to finish the cycle', 20_000);
    await settle(table);
    expect(allInShadow(inShadow(table, 'bluff-game-over')!, 'button'), 'no Play again on a display').to.deep.equal([]);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(5);
  });

  it('view="moderator" with a person playing, an unknown view, or a target or max-cycles out of range: a bad attribute naming the range', async () => {
    for (const [attributes, attribute, message] of [
      [{ view: 'moderator', humans: '0' }, 'humans', /humans must be "none" with view="moderator"/],
      [{ view: 'projector' }, 'view', /view must be one of player, moderator \(got "projector"\)/],
      // One range whatever is wrong with target: above starting-cash, at most $1,000,000,000M.
      [{ target: '100' }, 'target', /target must be an integer greater than starting-cash \(\$200M\), at most 1000000000 \(got 100\)/],
      [{ target: '-5' }, 'target', /target must be an integer greater than starting-cash \(\$200M\), at most 1000000000 \(got -5\)/],
      [{ 'starting-cash': '300', target: 'lots' }, 'target', /target must be an integer greater than starting-cash \(\$300M\), at most 1000000000 \(got "lots"\)/],
      // Text that is no number: the engine's words, with the allowed range.
      [{ 'max-cycles': 'abc' }, 'max-cycles', /max-cycles must be a positive integer, or absent for no limit \(got "abc"\)$/],
    ] as const) {
      const table = document.createElement(TAG);
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      const error = oneEvent(table, 'game-error') as Promise<CustomEvent<GameErrorDetail>>;
      document.body.append(table);
      const { detail } = await error;
      expect(detail.attribute).to.equal(attribute);
      expect(detail.message).to.match(message);
      await table.updateComplete;
      expect(inShadow(table, '[role="alert"]')?.textContent).to.match(message);
      table.remove();
    }
  });

  it('time-limit: shows the time left and ends the game with TIME_UP when it runs out (BG-7d)', async () => {
    const table = makeTable(TAG, { seed: '4', 'bot-delay': '0', players: '3', 'time-limit': '2' });
    await nextPrompt(table);
    const timer = () => inShadow(inShadow(table, 'biggie-bills-cycle'), '[role="timer"]')!.textContent!;
    expect(timer()).to.match(/^(2:00|1:5\d)$/);
    const over = oneEvent(table, 'game-over') as Promise<CustomEvent<GameOverDetail & { reason: string }>>;
    const now = Date.now;
    Date.now = () => now() + 2 * 60_000 + 1000;
    try {
      const { detail } = await over;
      expect(detail.reason).to.equal('time');
    } finally {
      Date.now = now;
    }
    await settle(table);
    expect(deepText(inShadow(table, 'bluff-log')!)).to.contain('Time is up.');
    expect(inShadow(inShadow(table, 'biggie-bills-cycle'), '[part="timer"]'), 'no clock on a finished game').to.equal(null);
    expect(deepText(inShadow(table, 'bluff-game-over')!)).to.contain('The time limit ran out: most cash wins, then most completed Growth cards.');
  });

  it('time-limit with persist-key: a reload resumes the countdown from the saved deadline', async () => {
    const key = `${TAG}-clock-${Math.random()}`;
    const attributes = { seed: '4', 'bot-delay': '0', players: '3', 'time-limit': '30', 'persist-key': key };
    const first = makeTable(TAG, attributes);
    await nextPrompt(first);
    expect(Number(localStorage.getItem(`${key}:deadline`))).to.be.within(Date.now() + 29 * 60_000, Date.now() + 30 * 60_000);
    first.remove();
    localStorage.setItem(`${key}:deadline`, String(Date.now() + 90_000));
    const second = makeTable(TAG, attributes);
    await nextPrompt(second);
    expect(inShadow(inShadow(second, 'biggie-bills-cycle'), '[role="timer"]')!.textContent).to.match(/^1:(30|29|28)$/);
    localStorage.removeItem(key);
    localStorage.removeItem(`${key}:deadline`);
  });

  it('the end screen: standings, how the game was won, and every team’s cash over the turns', async () => {
    const table = makeTable(TAG, { seed: '6', 'bot-delay': '0', players: '4', humans: 'none', 'max-cycles': '2', names: 'Ana, Bo, Cy, Di' });
    const { detail } = await oneEvent(table, 'game-over') as CustomEvent<GameOverDetail & { reason: string }>;
    expect(detail.reason).to.equal('cycles');
    expect(detail.scores).to.have.length(4);
    await settle(table);
    const over = inShadow(table, 'bluff-game-over')!;
    expect(allInShadow(over, 'th[scope="col"]').map((th) => th.textContent)).to.include.members(['Cash', 'Completed cards', 'Status']);
    expect(deepText(over)).to.contain('After the last cycle (2), most cash wins, then most completed Growth cards.');
    const chart = inShadow(table, 'biggie-bills-chart')!;
    const lines = allInShadow(chart, 'polyline');
    expect(lines).to.have.length(4);
    expect(new Set(lines.map((line) => line.getAttribute('stroke-dasharray'))).size).to.equal(4);
    // Each line ends, with its marker, at its own last value: only the labels move apart.
    const ends = lines.map((line) => line.getAttribute('points')!.trim().split(' ').at(-1)!.split(',').map(Number) as [number, number]);
    for (const [i, line] of lines.entries()) {
      const box = (line.parentElement!.querySelector('.end path') as SVGGraphicsElement).getBBox();
      expect(box.x + box.width / 2, 'end marker x').to.be.closeTo(ends[i]![0], 1);
      expect(box.y + box.height / 2, 'end marker y').to.be.closeTo(ends[i]![1], 1);
    }
    const seatsOf = lines.map((line) => Number(line.parentElement!.dataset.seat));
    const byHeight = [...seatsOf.keys()].sort((a, b) => ends[a]![1] - ends[b]![1]).map((i) => detail.scores![seatsOf[i]!]!);
    expect(byHeight, 'the highest line end is the most cash').to.deep.equal([...detail.scores!].sort((a, b) => b - a));
    const labels = allInShadow(chart, 'text.label').map((label) => label.textContent!);
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) expect(labels.some((label) => label.startsWith(`${name} $`))).to.equal(true);
    // The data for screen readers: cash per team at the start and the end of each cycle.
    const rows = allInShadow(chart, 'table tbody tr');
    expect(rows).to.have.length(4);
    expect(allInShadow(chart, 'table thead th').map((th) => th.textContent)).to.deep.equal(['Team', 'Start', 'Cycle 1', 'Cycle 2']);
    expect(rows.map((row) => row.lastElementChild!.textContent)).to.deep.equal(detail.scores!.map((cash) => `$${cash.toLocaleString('en')}M`));
    await expect(table).to.be.accessible();
  });

  it('speaks Chinese: standard card and Industry names, plain-word effects, money as $1,000M', async () => {
    const table = makeTable(TAG, { seed: '7', 'bot-delay': '0', players: '3', lang: 'zh-CN', 'max-cycles': '3' });
    await nextPrompt(table);
    expect(deepText(inShadow(table, 'biggie-bills-cycle')!)).to.contain('第一个周期没有行业卡');
    expect(inShadow(inShadow(table, 'biggie-bills-team'), '[role="meter"]')!.getAttribute('aria-valuetext')).to.equal('$200M / $1,000M');
    expect(deepText(controlsOf(table)!)).to.match(/第 [1-4] 阶段成长卡，成本 \$\d+M/).and.not.match(/Growth card/);
  });

  it('says every standard Industry card’s effect in plain words, in English and Chinese', async () => {
    await loadLanguage('zh-CN', [commonMessages, biggieBillsMessages]);
    const [en, zh] = [translator('en', commonMessages, biggieBillsMessages), translator('zh-CN', commonMessages, biggieBillsMessages)];
    for (const card of INDUSTRY_TABLE) {
      expect(industryEffect(card, en)).to.equal(card.text);
      expect(industryName(card, zh)).to.match(/^[\u4e00-\u9fff]+$/);
      expect(industryEffect(card, zh), card.name).to.match(/[\u4e00-\u9fff]/).and.not.match(/[{}]|fx/);
    }
    expect(industryEffect(INDUSTRY_TABLE.find((c) => c.name === 'Recession')!, zh)).to.equal('所有回报降低 20%。');
    expect(industryEffect(INDUSTRY_TABLE.find((c) => c.name === 'Tax Audit')!, zh)).to.equal('立即：现金达到 $600M 或以上的队伍缴纳现金的 10%。');
    expect([money(1000, en), money(20, zh), money(-5, en)]).to.deep.equal(['$1,000M', '$20M', '−$5M']);
  });
});

describe(`<${TAG}> on a plain HTML page`, () => {
  it('upgrades tags written before the script; every piece gets its context; boards stay apart', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '1000px';
    frame.style.height = '800px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/test/fixtures/biggie-bills-page.html';
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    const [player, moderator] = [doc.querySelector('#player')!, doc.querySelector('#moderator')!];
    await until(() => inShadow(inShadow(player, 'biggie-bills-controls'), '[part="hand"]'), 'the player’s hand', 5000);
    expect(allInShadow(player, 'biggie-bills-team')).to.have.length(3);
    expect(deepText(inShadow(player, 'biggie-bills-cycle')!)).to.match(/Cycle 1 of 2/);
    // The moderator board (bots only, Chinese from its ancestor) plays itself to the end.
    await until(() => inShadow(moderator, 'bluff-game-over'), 'the moderator board to finish', 20_000);
    expect(deepText(moderator)).to.contain('游戏结束');
    expect(inShadow(moderator, 'biggie-bills-controls')).to.equal(null);
    expect(inShadow(player, 'bluff-game-over')).to.equal(null);
    frame.remove();
  });
});

describe(`<${TAG}> by keyboard only`, () => {
  it('after the main action, a team holding a Bonus card it cannot use is taken to End turn (the turn stays open, BG-17)', async () => {
    // Team 0 (you) holds a Block card: it keeps the turn open after the main action, which only End turn closes.
    const input: BiggieBillsInput = { ...FIRST_TURN, hands: [{ ...FIRST_TURN.hands![0]!, bonus: ['block'] }, ...FIRST_TURN.hands!.slice(1)] };
    const snapshot = position(input, growFirst, (view) => view.seat === 0 && view.prompt?.type === 'turn');
    const table = await boardAt(snapshot, { seed: '9', players: '3', 'bot-delay': '0' });
    await tabTo((el) => el.classList.contains('card-button'));
    await sendKeys({ press: 'Home' });
    for (let i = 0; i < 12 && !/Vendor Management/.test(deepActive()?.textContent ?? ''); i++) await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Space' });
    await settle(table);
    await tabTo(isButton(/^\s*Play /));
    await sendKeys({ press: 'Enter' });
    await until(() => deepActive()?.textContent?.trim() === 'End turn', 'focus on End turn', 3000);
    await sendKeys({ press: 'Enter' });
    await until(() => !buttonNamed(table, 'End turn'), 'the turn ended', 3000);
    table.remove();
  });

  it('a whole game is playable with Tab, arrows, Space and Enter', async () => {
    const table = makeTable(TAG, { seed: '8', players: '3', bots: 'easy', 'bot-delay': '0', ...SHORT });
    let over = false;
    table.addEventListener('game-over', () => { over = true; });
    for (let moves = 0; !over; moves++) {
      expect(moves).to.be.below(300);
      await until(() => over || buttonsOf(table).length > 0, 'a prompt', 10_000);
      if (over) break;
      const labels = buttonsOf(table).map((b) => b.textContent ?? '');
      if (labels.some((l) => /Don.t block/.test(l))) {
        await tabTo(isButton(/Don.t block/));
        await sendKeys({ press: 'Enter' });
      } else {
        // The turn: the hand has the focus; select the first card with Space and play it if possible,
        // else skip or end the turn; when neither is allowed (BG-5: the first Growth card is due),
        // move on with the arrow keys to a card that can be played.
        await tabTo((el) => el.classList.contains('card-button'));
        await sendKeys({ press: 'Home' });
        await sendKeys({ press: 'Space' });
        await settle(table);
        const pass = () => buttonsOf(table).some((b) => !b.disabled && /^\s*(Skip|End turn)/.test(b.textContent ?? ''));
        for (let i = 1; i < handButtons(table).length && !buttonNamed(table, /^\s*Play /) && !pass(); i++) {
          await sendKeys({ press: 'Space' });
          await sendKeys({ press: 'ArrowRight' });
          await sendKeys({ press: 'Space' });
          await settle(table);
        }
        const play = buttonNamed(table, /^\s*Play /);
        await tabTo(isButton(play ? /^\s*Play / : /^\s*(Skip|End turn)/));
        await sendKeys({ press: 'Enter' });
      }
      await settle(table);
    }
    expect(inShadow(table, 'bluff-game-over')).to.exist;
    await tabTo(isButton(/Play again/));
    await sendKeys({ press: 'Enter' });
    await until(() => !inShadow(table, 'bluff-game-over'), 'a new game', 3000);
    table.remove();
  });
});
