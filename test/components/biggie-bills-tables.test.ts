/**
 * A course's own cards on <biggie-bills-board> (README "A course's own cards"): the `tables`
 * property and the `tables-src` attribute, validated by the engine; the board waits while the JSON
 * loads; bad tables, a failed fetch and bad JSON show a message naming the attribute (and the card
 * and field) and fire `game-error`; the example file equals the standard tables.
 */
import { expect } from '@open-wc/testing';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail, GameStartDetail } from '../../components/index.js';
import { GROWTH_TABLE, STANDARD_TABLES, type GrowthCard } from '../../src/biggie-bills/cards.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { testServerUrl } from '../support/online.js';
import { handButtons, settle, type Table } from '../support/table-harness.js';
import { until } from '../support/until.js';

const TAG = 'biggie-bills-board';
const FIXTURES = '/test/fixtures';
const COURSE_URL = `${FIXTURES}/biggie-bills-tables-course.json`;
const EXAMPLE_URL = '/docs/examples/biggie-bills-tables.json';

/** The course's own Growth cards (test/fixtures/biggie-bills-tables-course.json). */
let course: { growth: GrowthCard[] };

interface Board {
  table: Table;
  starts: GameStartDetail[];
  errors: GameErrorDetail[];
}

/** A board of three teams (this screen plays team 0) with `attributes` and, when given, the `tables` property; on the page. */
function board(attributes: Record<string, string>, tables?: unknown): Board {
  const table = document.createElement(TAG) as Table & { tables?: unknown };
  for (const [name, value] of Object.entries({ players: '3', seed: '11', 'bot-delay': '0', 'max-cycles': '2', ...attributes })) table.setAttribute(name, value);
  if (tables !== undefined) table.tables = tables;
  const starts: GameStartDetail[] = [];
  const errors: GameErrorDetail[] = [];
  table.addEventListener('game-start', (event) => starts.push((event as CustomEvent<GameStartDetail>).detail));
  table.addEventListener('game-error', (event) => errors.push((event as CustomEvent<GameErrorDetail>).detail));
  document.body.append(table);
  return { table, starts, errors };
}

/** The spoken names of the cards in this screen's hand (each names the card and its cost). */
const handLabels = (table: Table): string[] => handButtons(table).map((button) => button.getAttribute('aria-label') ?? deepText(button));

/** Waits for a hand, then returns its labels. */
async function hand(table: Table): Promise<string[]> {
  await settle(table);
  await until(() => handButtons(table).length > 0, 'a hand of cards', 10_000);
  return handLabels(table);
}

/** The names of `cards` that a label mentions. */
const named = (labels: readonly string[], cards: readonly GrowthCard[]): GrowthCard[] =>
  cards.filter((card) => labels.some((label) => label.includes(card.name)));

/** The element's error panel text, once it shows. */
const errorText = (table: Table): Promise<string> => until(() => inShadow(table, '[part="error"]')?.textContent ?? null, 'the error panel', 10_000);

describe('<biggie-bills-board>: a course\'s own cards', () => {
  before(async () => {
    course = (await (await fetch(COURSE_URL)).json()) as { growth: GrowthCard[] };
  });

  afterEach(() => {
    for (const table of document.querySelectorAll(TAG)) table.remove();
  });

  it('docs/examples/biggie-bills-tables.json is the standard tables (scripts/export-tables.mjs keeps it so)', async () => {
    const response = await fetch(EXAMPLE_URL);
    expect(response.ok, EXAMPLE_URL).to.equal(true);
    expect(await response.json()).to.deep.equal(JSON.parse(JSON.stringify(STANDARD_TABLES)));
  });

  it('plays with the `tables` property\'s cards: the hand shows their names and costs, and no standard Growth card', async () => {
    const { table, starts, errors } = board({}, course);
    const labels = await hand(table);
    expect(errors).to.deep.equal([]);
    expect(starts).to.have.length(1);
    const mine = named(labels, course.growth);
    expect(mine.length, labels.join(' | ')).to.be.above(0);
    expect(named(labels, GROWTH_TABLE), 'no standard Growth card').to.deep.equal([]);
    // A custom card's cost, as the hand says it ("$15M").
    const growthLabels = labels.filter((label) => /Growth card/.test(label));
    const card = named(growthLabels, course.growth)[0]!;
    expect(growthLabels.find((label) => label.includes(card.name)), card.name).to.include(`$${card.cost}M`);
    // The log's sentences name the game's own cards too (the challenge table comes from table C's rule).
    expect(deepText(table.shadowRoot!)).to.not.include('Vendor Management');
  });

  it('loads `tables-src` (relative to the page) and waits for it: a line says the cards load, then the one game has those cards', async () => {
    const { table, starts, errors } = board({ 'tables-src': `..${COURSE_URL}` });
    await table.updateComplete;
    expect(starts, 'no game before the cards are in').to.have.length(0);
    expect(inShadow(table, '.loading[role="status"]')?.textContent).to.equal('Loading the cards…');
    const labels = await hand(table);
    expect(errors).to.deep.equal([]);
    expect(starts).to.have.length(1);
    expect(named(labels, course.growth).length, labels.join(' | ')).to.be.above(0);
    expect(named(labels, GROWTH_TABLE)).to.deep.equal([]);
    expect(inShadow(table, '.loading')).to.equal(null);
  });

  it('starts a new game when `tables-src` changes, with the new file\'s cards (the example file plays)', async () => {
    const { table, starts } = board({ 'tables-src': COURSE_URL });
    await hand(table);
    table.setAttribute('tables-src', EXAMPLE_URL);
    await until(() => starts.length === 2, 'a second game-start', 10_000);
    await until(() => named(handLabels(table), GROWTH_TABLE).length > 0, 'standard cards in the hand', 10_000);
    expect(named(handLabels(table), course.growth)).to.deep.equal([]);
  });

  it('starts a new game when `tables` changes, and `tables` wins over `tables-src`', async () => {
    const { table, starts, errors } = board({ 'tables-src': `${FIXTURES}/biggie-bills-tables-bad-cost.json` }, course);
    await hand(table);
    expect(errors, 'tables-src is not read while tables is set').to.deep.equal([]);
    const renamed = { growth: course.growth.map((card) => ({ ...card, name: `${card.name} II` })) };
    (table as Table & { tables?: unknown }).tables = renamed;
    await until(() => starts.length === 2, 'a second game-start', 10_000);
    await until(() => handLabels(table).some((label) => label.includes(' II')), 'the renamed cards', 10_000);
  });

  it('names tables-src, the card and the field when a card is bad, and fires game-error with attribute tables-src', async () => {
    const { table, starts, errors } = board({ 'tables-src': `${FIXTURES}/biggie-bills-tables-bad-cost.json` });
    const text = await errorText(table);
    const message = 'tables-src: tables.growth[3] (Regional Food Trucks): cost must be an integer from 0 to 1000000 (got -5)';
    expect(text).to.include(message);
    expect(errors).to.deep.equal([{ attribute: 'tables-src', message }]);
    expect(starts).to.have.length(0);
    expect(allInShadow(table, 'bluff-seat')).to.have.length(0);
  });

  it('names the tables property, the card and the field when a card of `tables` is bad', async () => {
    const bad = { growth: course.growth.map((card, i) => (i === 1 ? { ...card, stage: 5 } : card)) };
    const { table, errors } = board({}, bad);
    await errorText(table);
    expect(errors).to.have.length(1);
    expect(errors[0]!.attribute).to.equal('tables');
    expect(errors[0]!.message).to.equal('tables: tables.growth[1] (Student Tutoring Hub): stage must be a stage: 1, 2, 3 or 4 (got 5)');
  });

  it('says tables-src could not load a missing file (404), and that a file is not JSON', async () => {
    const missing = board({ 'tables-src': `${FIXTURES}/biggie-bills-tables-missing.json` });
    const notJson = board({ 'tables-src': `${FIXTURES}/biggie-bills-tables-not-json.json` });
    const missingUrl = new URL(`${FIXTURES}/biggie-bills-tables-missing.json`, document.baseURI).href;
    const notJsonUrl = new URL(`${FIXTURES}/biggie-bills-tables-not-json.json`, document.baseURI).href;
    expect(await errorText(missing.table)).to.include(`tables-src: could not load ${missingUrl} (404`);
    expect(await errorText(notJson.table)).to.include(`tables-src: ${notJsonUrl} is not JSON (`);
    expect(missing.errors.map((e) => e.attribute)).to.deep.equal(['tables-src']);
    expect(notJson.errors.map((e) => e.attribute)).to.deep.equal(['tables-src']);
    expect(missing.starts.length + notJson.starts.length).to.equal(0);
  });

  it('recovers when a bad tables-src is replaced by a good one', async () => {
    const { table, starts, errors } = board({ 'tables-src': `${FIXTURES}/biggie-bills-tables-missing.json` });
    await errorText(table);
    table.setAttribute('tables-src', COURSE_URL);
    const labels = await hand(table);
    expect(errors).to.have.length(1);
    expect(starts).to.have.length(1);
    expect(inShadow(table, '[part="error"]')).to.equal(null);
    expect(named(labels, course.growth).length).to.be.above(0);
  });

  it('with persist-key, resumes a saved game only with the same cards', async () => {
    const key = `bb-tables-${Math.random()}`;
    try {
      const first = board({ 'persist-key': key, 'tables-src': COURSE_URL });
      await hand(first.table);
      first.table.remove();
      const same = board({ 'persist-key': key, 'tables-src': COURSE_URL });
      await hand(same.table);
      expect(same.starts.map((s) => s.resumed), 'the same cards: the game resumes').to.deep.equal([true]);
      same.table.remove();
      const standard = board({ 'persist-key': key });
      const labels = await hand(standard.table);
      expect(standard.starts.map((s) => s.resumed), 'other cards: a new game').to.deep.equal([false]);
      expect(named(labels, course.growth)).to.deep.equal([]);
    } finally {
      localStorage.removeItem(key);
      localStorage.removeItem(`${key}:deadline`);
    }
  });

  it('online, creates the room with the cards: the server validates them and deals them', async () => {
    const server = await testServerUrl();
    const { table, errors } = board({ server, room: 'new', humans: '0' }, course);
    // The new room: its one person's seat is taken, so it starts (a lobby's Start is pressed if shown).
    await until(() => {
      inShadow<HTMLButtonElement>(inShadow(table, 'bluff-lobby'), '[data-start]')?.click();
      return handButtons(table).length > 0;
    }, 'the hand the server deals', 10_000);
    const labels = handLabels(table);
    expect(errors).to.deep.equal([]);
    expect(named(labels, course.growth).length, labels.join(' | ')).to.be.above(0);
    expect(named(labels, GROWTH_TABLE)).to.deep.equal([]);
  });
});
