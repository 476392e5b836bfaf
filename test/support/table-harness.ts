/**
 * What every game element must do, tested the same way for each: attributes, events, errors,
 * persistence, languages, theming, several tables, hot-seat, a whole game played by clicking.
 * Each game's test file calls `tableContract` with how to make one move as a person would.
 */
import { expect, fixtureSync, html, oneEvent } from '@open-wc/testing';
import type { LitElement } from 'lit';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import type { LogEntry } from '../../src/core/types.js';
import { allInShadow, deepText, inShadow } from './dom.js';
import { until } from './until.js';

export type Table = LitElement;

export const controlsOf = (table: Element) => inShadow<LitElement>(table, '[data-controls]');
export const buttonsOf = (table: Element) => allInShadow<HTMLButtonElement>(controlsOf(table), '.actions button');
export const buttonNamed = (table: Element, text: string | RegExp) =>
  buttonsOf(table).find((b) => (typeof text === 'string' ? b.textContent?.includes(text) : text.test(b.textContent ?? '')));
export const handButtons = (table: Element) => allInShadow<HTMLButtonElement>(controlsOf(table), '.card-button');

/** Lets the table and its pieces finish rendering after a change. */
export async function settle(table: Table): Promise<void> {
  await table.updateComplete;
  await controlsOf(table)?.updateComplete;
  await new Promise((resolve) => setTimeout(resolve));
}

/** Waits until the person is asked something (or the game is over); returns the prompt text or 'over'. */
export async function nextPrompt(table: Table): Promise<string> {
  await settle(table);
  return until(() => {
    if (inShadow(table, 'bluff-game-over')) return 'over';
    return buttonsOf(table).length > 0 ? inShadow(controlsOf(table), '.prompt')!.textContent! : null;
  }, 'a prompt or the end of the game', 10_000);
}

/** Creates a table from attributes and appends it to the body. */
export function makeTable(tag: string, attributes: Record<string, string>): Table {
  const table = document.createElement(tag) as Table;
  for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
  document.body.append(table);
  return table;
}

export interface TableSpec {
  tag: string;
  /** Plays one of the person's moves by clicking, as a person would. */
  playOneMove(table: Table): Promise<void>;
  /** Asserts that a public log entry carries no hidden information. */
  checkPublicEntry(entry: LogEntry): void;
  /** A game option attribute with a bad value and the message it must give. */
  badOption: [attribute: string, value: string, message: RegExp];
  /** Players for the whole-game test (smaller is faster). */
  players: number;
  /** Attributes every table of the contract gets (e.g. a short game); the test's own win. */
  attributes?: Record<string, string>;
  /**
   * Two valid player counts, smaller first, for the tests that change or compare them (default
   * [2, 3]). A game of one player count gives it twice: the test that changes the game then changes
   * the seed instead.
   */
  playerCounts?: [number, number];
  /** The player count of the tests that need one that is not the smallest (default 3). */
  seats?: number;
}

export function tableContract(spec: TableSpec): void {
  const { tag } = spec;
  const [fewer, more] = spec.playerCounts ?? [2, 3];
  const seats = spec.seats ?? 3;
  const everySeat = Array.from({ length: seats }, (_, s) => s).join(',');
  /** A table with the spec's attributes and `attributes`, appended to `parent` (default: the body). */
  const table = (attributes: Record<string, string>, parent: Element = document.body): Table => {
    const element = makeTable(tag, { ...spec.attributes, ...attributes });
    if (parent !== document.body) parent.append(element);
    return element;
  };

  describe(`<${tag}>: the element contract`, () => {
    afterEach(() => document.querySelectorAll(`body > ${tag}`).forEach((table) => table.remove()));

    it('plays a whole game by clicking through the shadow DOM until game-over, accessible throughout', async () => {
      const game = table({ seed: '3', 'bot-delay': '0', players: String(spec.players), bots: 'easy' });
      const over = oneEvent(game, 'game-over') as Promise<CustomEvent<GameOverDetail>>;
      let moves = 0;
      for (;;) {
        const prompt = await nextPrompt(game);
        if (prompt === 'over') break;
        if (moves % 12 === 0 && moves < 48) await expect(game).to.be.accessible();
        await spec.playOneMove(game);
        moves++;
        expect(moves).to.be.below(2000);
      }
      const { detail } = await over;
      expect(detail.winners.length).to.be.at.least(1);
      expect(detail.names).to.have.length(spec.players);
      expect(detail.ranking.flat().sort()).to.deep.equal(Array.from({ length: spec.players }, (_, s) => s));
      expect(inShadow(inShadow(game, 'bluff-game-over'), 'table')).to.exist;
      await expect(game).to.be.accessible();
    });

    it('fires game-start (no seed) and game-move events that hold public facts only', async () => {
      const moves: GameMoveDetail[] = [];
      const table = document.createElement(tag);
      for (const [name, value] of Object.entries({ ...spec.attributes, seed: '11', 'bot-delay': '0', humans: 'none', players: String(seats) })) table.setAttribute(name, value);
      table.addEventListener('game-move', (e) => {
        moves.push(structuredClone(e.detail));
        // A listener that scribbles on the detail must not change the game.
        (e.detail.entry as { seat?: number }).seat = 998;
      });
      const started = oneEvent(table, 'game-start') as Promise<CustomEvent<GameStartDetail>>;
      const over = oneEvent(table, 'game-over');
      document.body.append(table);
      const { detail } = await started;
      expect(detail).to.include({ players: seats, resumed: false });
      expect(detail.humans).to.deep.equal([]);
      // The seed would let anyone rebuild the deal: it stays out of public events.
      expect(detail).to.not.have.property('seed');
      await over;
      await settle(table as Table);
      expect(moves.length).to.be.greaterThan(3);
      for (const move of moves) {
        spec.checkPublicEntry(move.entry);
        expect(move.text).to.be.a('string').and.not.equal('');
      }
      expect(deepText(inShadow(table, 'bluff-log')!)).to.not.contain('#999');
      // The whole log, from its opening entries (the deal…): index 0 up, one event per entry shown.
      expect(moves.map((m) => m.index)).to.deep.equal(moves.map((_, i) => i));
      const shown = allInShadow(inShadow(table, 'bluff-log')!, 'li').map((li) => li.textContent!.trim());
      expect(moves.map((m) => m.text)).to.deep.equal(shown);
      table.remove();
    });

    it('game-move: after a resume (the table taken off the page and put back) the whole log is reported again from index 0', async () => {
      const table = makeTable(tag, { ...spec.attributes, seed: '13', players: String(seats), 'bot-delay': '0' });
      await nextPrompt(table);
      await spec.playOneMove(table);
      await nextPrompt(table);
      const count = allInShadow(inShadow(table, 'bluff-log')!, 'li').length;
      const parent = table.parentElement!;
      table.remove();
      const moves: GameMoveDetail[] = [];
      table.addEventListener('game-move', (e) => moves.push(e.detail));
      const started = oneEvent(table, 'game-start') as Promise<CustomEvent<GameStartDetail>>;
      parent.append(table);
      expect((await started).detail.resumed).to.equal(true);
      expect(moves.slice(0, count).map((m) => m.index)).to.deep.equal(Array.from({ length: count }, (_, i) => i));
      table.remove();
    });

    it('hot-seat: shows no hand until the asked person confirms the hand-over', async () => {
      const table = makeTable(tag, { ...spec.attributes, seed: '5', 'bot-delay': '0', players: String(seats), humans: everySeat });
      const handover = await until(() => inShadow(table, 'bluff-handover'), 'the hand-over screen', 3000);
      expect(inShadow(controlsOf(table), '[part="hand"]')).to.equal(null);
      expect(inShadow(handover, 'h2')!.textContent).to.match(/Pass the device to Player [123]/);
      await expect(table).to.be.accessible();
      inShadow<HTMLButtonElement>(handover, 'button')!.click();
      await until(() => inShadow(controlsOf(table), '[part="hand"]'), 'the hand after confirming', 2000);
      await spec.playOneMove(table);
      // Another person is asked next: their hand-over hides the previous hand.
      await until(() => inShadow(table, 'bluff-handover') && !inShadow(controlsOf(table), '[part="hand"]'), 'the next hand-over', 3000);
    });

    it('shows a readable message and fires game-error for bad attributes, without throwing', async () => {
      const cases: [string, string, RegExp][] = [
        ['players', 'many', /players must be an integer from \d+ to \d+ \(got "many"\)/],
        ['players', '1', /players must be an integer from \d to \d/],
        ['bots', 'expert', /bots must be one of easy, normal, hard/],
        ['humans', '0,7', /humans must list seats from 0 to \d/],
        ['bot-delay', '-5', /bot-delay must be from 0 to 60000/],
        spec.badOption,
        // Text that is no number: the engine's words, saying what the option allows.
        [spec.badOption[0], 'abc', new RegExp(`${spec.badOption[0]} must be (?!a whole number).+ \\(got "abc"\\)$`)],
      ];
      for (const [attribute, value, message] of cases) {
        const table = document.createElement(tag) as Table;
        for (const [name, given] of Object.entries({ ...spec.attributes, [attribute]: value })) table.setAttribute(name, given);
        const error = oneEvent(table, 'game-error') as Promise<CustomEvent<GameErrorDetail>>;
        document.body.append(table);
        const { detail } = await error;
        expect(detail.message, attribute).to.match(message);
        expect(detail.attribute).to.equal(attribute);
        await table.updateComplete;
        expect(inShadow(table, '[role="alert"]')?.textContent).to.match(message);
        await expect(table).to.be.accessible();
        table.remove();
      }
    });

    it('a name that is one 40-character word stays inside a 360px table, in the seats and the results', async () => {
      const frame = document.createElement('div');
      frame.style.width = '360px';
      document.body.append(frame);
      const word = 'Wolfeschlegelsteinhausenbergerdorffvoral';
      const game = table({ players: String(more), 'bot-delay': '0', seed: '9', humans: 'none', names: `${word}, Bo, Cy` }, frame);
      const inside = (when: string) => {
        const box = game.getBoundingClientRect();
        for (const element of [...allInShadow(game, 'bluff-seat'), ...allInShadow(game, 'bluff-game-over')]) {
          const rect = element.getBoundingClientRect();
          expect(rect.right, `${when}: ${element.localName} ends inside the table`).to.be.at.most(box.right + 1);
        }
        expect(game.scrollWidth, `${when}: nothing overflows the table`).to.be.at.most(game.clientWidth + 1);
        expect(document.documentElement.scrollWidth, `${when}: the page does not scroll sideways`).to.be.at.most(window.innerWidth);
      };
      await until(() => allInShadow(game, 'bluff-seat').length > 0, 'the seats', 5000);
      await settle(game);
      inside('in play');
      await until(() => inShadow(game, 'bluff-game-over'), 'the results', 60_000);
      await settle(game);
      inside('at game over');
      frame.remove();
    });

    it('names: a name over 40 characters is shortened with a notice and a game-error naming the attribute', async () => {
      const long = `Ana${'a'.repeat(45)}`;
      const errors: GameErrorDetail[] = [];
      const game = document.createElement(tag) as Table;
      for (const [name, value] of Object.entries({ ...spec.attributes, players: String(fewer), 'bot-delay': '0', seed: '3', names: `${long}, Bo` })) game.setAttribute(name, value);
      game.addEventListener('game-error', (e) => errors.push(e.detail));
      document.body.append(game);
      await settle(game);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ attribute: 'names' });
      expect(errors[0]!.message).to.match(/names: each name shows at most 40 characters/);
      expect(inShadow(game, '[role="alert"]')?.textContent).to.match(/names: each name shows at most 40 characters/);
      expect(deepText(allInShadow(game, 'bluff-seat')[0]!)).to.contain(long.slice(0, 40)).and.not.contain(long.slice(0, 41));
      game.setAttribute('names', 'Ana, Bo');
      await settle(game);
      expect(inShadow(game, '[role="alert"]')).to.equal(null);
      expect(errors).to.have.length(1);
      game.remove();
    });

    it('room without server: a notice and a game-error naming room; the game plays in the page', async () => {
      const errors: GameErrorDetail[] = [];
      const game = document.createElement(tag) as Table;
      for (const [name, value] of Object.entries({ ...spec.attributes, players: String(fewer), 'bot-delay': '0', seed: '3', room: 'new' })) game.setAttribute(name, value);
      game.addEventListener('game-error', (e) => errors.push(e.detail));
      document.body.append(game);
      await settle(game);
      expect(errors.map((e) => e.attribute)).to.deep.equal(['room']);
      expect(errors[0]!.message).to.match(/^room has no effect without server/);
      expect(inShadow(game, '[role="alert"]')?.textContent).to.match(/room has no effect without server/);
      expect(allInShadow(game, 'bluff-seat')).to.have.length(fewer);
      game.removeAttribute('room');
      await settle(game);
      expect(inShadow(game, '[role="alert"]')).to.equal(null);
      expect(errors).to.have.length(1);
      game.remove();
    });

    it('recovers when a bad attribute is corrected; a bad bot-delay mid-game is only a notice', async () => {
      const game = table({ players: '1', 'bot-delay': '0', seed: '1' });
      await game.updateComplete;
      expect(inShadow(game, '[role="alert"]')).to.exist;
      const started = oneEvent(game, 'game-start');
      game.setAttribute('players', String(more));
      await started;
      await settle(game);
      expect(inShadow(game, '[role="alert"]')).to.equal(null);
      expect(allInShadow(game, 'bluff-seat')).to.have.length(more);
      const error = oneEvent(game, 'game-error') as Promise<CustomEvent<GameErrorDetail>>;
      game.setAttribute('bot-delay', 'soon');
      expect((await error).detail.attribute).to.equal('bot-delay');
      await game.updateComplete;
      expect(inShadow(game, '[role="alert"]')?.textContent).to.match(/bot-delay must be a whole number/);
      expect(allInShadow(game, 'bluff-seat')).to.have.length(more);
      game.setAttribute('bot-delay', '0');
      await game.updateComplete;
      expect(inShadow(game, '[role="alert"]')).to.equal(null);
    });

    it('persist-key: a finished game resumed on reload shows its results and fires game-over again, after game-start and the log', async () => {
      const key = `${tag}-over-${Math.random()}`;
      const attributes = { ...spec.attributes, seed: '17', players: String(seats), 'bot-delay': '0', humans: 'none', 'persist-key': key };
      const first = makeTable(tag, attributes);
      const { detail: ended } = await (oneEvent(first, 'game-over') as Promise<CustomEvent<GameOverDetail>>);
      first.remove();
      const order: string[] = [];
      let over: GameOverDetail | null = null;
      const second = document.createElement(tag) as Table;
      for (const [name, value] of Object.entries(attributes)) second.setAttribute(name, value);
      second.addEventListener('game-start', (e) => order.push(`start:${e.detail.resumed}`));
      second.addEventListener('game-move', () => { if (order.at(-1) !== 'move') order.push('move'); });
      second.addEventListener('game-over', (e) => { order.push('over'); over = e.detail; });
      document.body.append(second);
      await until(() => over, 'game-over of the resumed game', 3000);
      expect(order).to.deep.equal(['start:true', 'move', 'over']);
      expect(over).to.deep.equal(ended);
      await settle(second);
      expect(inShadow(second, 'bluff-game-over')).to.exist;
      second.remove();
      localStorage.removeItem(key);
    });

    it('persist-key: saves after every move and resumes on reload', async () => {
      const key = `${tag}-test-${Math.random()}`;
      const attributes = { ...spec.attributes, seed: '21', players: String(seats), 'bot-delay': '0', 'persist-key': key };
      const first = makeTable(tag, attributes);
      await nextPrompt(first);
      await spec.playOneMove(first);
      await nextPrompt(first);
      const logBefore = deepText(inShadow(first, 'bluff-log')!);
      const handBefore = deepText(inShadow(controlsOf(first), '[part="hand"]')!);
      first.remove();
      expect(localStorage.getItem(key)).to.be.a('string');
      const resumed = new Promise<GameStartDetail>((resolve) => document.addEventListener('game-start', (e) => resolve((e as CustomEvent<GameStartDetail>).detail), { once: true }));
      const second = makeTable(tag, attributes);
      expect((await resumed).resumed).to.equal(true);
      await nextPrompt(second);
      expect(deepText(inShadow(second, 'bluff-log')!)).to.equal(logBefore);
      expect(deepText(inShadow(controlsOf(second), '[part="hand"]')!)).to.equal(handBefore);
      localStorage.removeItem(key);
    });

    it('persist-key: unreadable saved data starts a fresh game with a console warning', async () => {
      const key = `${tag}-bad-${Math.random()}`;
      localStorage.setItem(key, '{not json');
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
      try {
        const table = makeTable(tag, { ...spec.attributes, seed: '2', 'bot-delay': '0', 'persist-key': key });
        await nextPrompt(table);
        expect(warnings.join('\n')).to.match(/could not read the saved game/);
        expect(JSON.parse(localStorage.getItem(key)!).v, 'the new game saved as a record').to.equal(2);
      } finally {
        console.warn = warn;
        localStorage.removeItem(key);
      }
    });

    it('speaks the closest lang (zh-CN from an ancestor) and switches with its own lang', async () => {
      const wrapper = fixtureSync(html`<div lang="zh-CN"></div>`);
      const game = table({ seed: '4', 'bot-delay': '0' }, wrapper);
      await nextPrompt(game);
      expect(deepText(game)).to.match(/玩法|手牌|游戏记录/);
      game.setAttribute('lang', 'en');
      await until(() => /How to play/.test(deepText(game)), 'English text', 2000);
    });

    it('changing an attribute that changes the game starts a new game', async () => {
      const game = table({ seed: '1', 'bot-delay': '0', players: String(more) });
      await game.updateComplete;
      const started = oneEvent(game, 'game-start') as Promise<CustomEvent<GameStartDetail>>;
      if (fewer === more) game.setAttribute('seed', '2');
      else game.setAttribute('players', String(fewer));
      expect((await started).detail.players).to.equal(fewer);
      await game.updateComplete;
      expect(allInShadow(game, 'bluff-seat')).to.have.length(fewer);
    });

    it('seed: a seed always gives its own game, before and after New game (which moves to the next seed)', async () => {
      const game = document.createElement(tag);
      for (const [name, value] of Object.entries({ ...spec.attributes, seed: '7', 'bot-delay': '0', humans: 'none', players: String(spec.players) })) game.setAttribute(name, value);
      /** The sentences of the game that `start` begins, until game-over. */
      const sentencesOf = async (start: () => void) => {
        const texts: string[] = [];
        const listen = (e: Event) => texts.push((e as CustomEvent<GameMoveDetail>).detail.text);
        game.addEventListener('game-move', listen);
        const over = oneEvent(game, 'game-over');
        start();
        await over;
        game.removeEventListener('game-move', listen);
        return texts;
      };
      const seven = await sentencesOf(() => document.body.append(game));
      const next = await sentencesOf(() => (game as unknown as { newGame(): void }).newGame());
      expect(next, 'New game deals another game').to.not.deep.equal(seven);
      expect(await sentencesOf(() => game.setAttribute('seed', '8')), 'seed 8 is the game New game moved to').to.deep.equal(next);
      expect(await sentencesOf(() => game.setAttribute('seed', '7')), 'seed 7 again').to.deep.equal(seven);
    });

    it('theming: CSS custom properties and ::part reach the table', async () => {
      const game = table({ seed: '1', 'bot-delay': '0', style: '--bluff-felt: rgb(1, 2, 3)' });
      await until(() => inShadow(game, '[part="table"]'), 'the table part', 2000);
      expect(getComputedStyle(inShadow(game, '[part="table"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    });

    it('two tables on one page do not interfere, and defining twice is harmless', async () => {
      const Class = customElements.get(tag) as unknown as { define(tag: string): void };
      expect(() => Class.define(tag)).to.not.throw();
      const wrapper = fixtureSync(html`<div></div>`);
      const a = table({ seed: '1', players: String(fewer), 'bot-delay': '0' }, wrapper);
      const b = table({ seed: '2', players: String(more), 'bot-delay': '0' }, wrapper);
      await until(() => controlsOf(a) && controlsOf(b), 'both tables', 2000);
      expect(allInShadow(a, 'bluff-seat')).to.have.length(fewer);
      expect(allInShadow(b, 'bluff-seat')).to.have.length(more);
    });
  });
}
