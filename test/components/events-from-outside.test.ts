/**
 * Moves that reach a table from outside the game's own controls (issues 7, 11): through the
 * `send` the table shares with its pieces (what a piece, a script or a future network layer calls),
 * XState's own event types and events that cannot be read as plain data (a throwing getter, a Proxy)
 * are refused with a code in a `game-error`, and the game is unchanged and still playable. A Proxy
 * that fails on a second read still makes its move: the controller reads it once and passes on that
 * plain copy. Real elements in a real browser.
 */
import { ContextEvent } from '@lit/context';
import { expect } from '@open-wc/testing';
import '../../components/index.js';
import type { GameErrorDetail } from '../../components/index.js';
import { tableContext, type TableState } from '../../components/internal/element/context.js';
import { readEvent } from '../../src/index.js';
import { biggieBills, bluffingBillionaires, bluffKing } from '../../src/index.js';
import type { BotSet, GameEvent, GameView, Verdict } from '../../src/core/types.js';
import { deepText, inShadow } from '../support/dom.js';
import { makeTable, nextPrompt, type Table } from '../support/table-harness.js';

/** The state the table shares with its pieces, asked for the way a piece asks (a context request). */
function tableState(table: Table): TableState {
  let state: TableState | null = null;
  const piece = inShadow(table, 'bluff-log')!;
  piece.dispatchEvent(new ContextEvent(tableContext, piece, (value) => { state = value; }));
  expect(state, 'the table answers its pieces').to.not.equal(null);
  return state!;
}

const XSTATE_TYPES = ['xstate.stop', 'xstate.init', 'xstate.error.actor.x', 'xstate.done.actor.x'];

const GAMES: { tag: string; attributes: Record<string, string>; bots: BotSet<GameView, GameEvent> }[] = [
  { tag: 'bluff-king-table', attributes: { players: '3', seed: '4', 'bot-delay': '0' }, bots: bluffKing.bots as never },
  { tag: 'bluffing-billionaires-table', attributes: { players: '3', seed: '4', 'bot-delay': '0' }, bots: bluffingBillionaires.bots as never },
  { tag: 'biggie-bills-board', attributes: { players: '3', seed: '4', 'bot-delay': '0', 'max-cycles': '2' }, bots: biggieBills.bots as never },
];

describe('events from outside a table: refused with a code, the game unchanged (issues 7, 11)', function () {
  this.timeout(20_000);
  afterEach(() => document.querySelectorAll('body > bluff-king-table, body > bluffing-billionaires-table, body > biggie-bills-board').forEach((t) => t.remove()));

  for (const { tag, attributes, bots } of GAMES) {
    it(`<${tag}>: XState types, throwing getters and Proxies are refused with a game-error; a Proxy read once makes its move`, async () => {
      const table = makeTable(tag, attributes);
      await nextPrompt(table);
      const errors: GameErrorDetail[] = [];
      table.addEventListener('game-error', (e) => errors.push((e as CustomEvent<GameErrorDetail>).detail));
      const state = tableState(table);
      const seat = state.view!.seat!;
      const before = JSON.stringify(state.view);
      const log = deepText(inShadow(table, 'bluff-log')!);
      const boom = () => {
        throw new Error('boom');
      };
      const refused: [unknown, string][] = [
        ...XSTATE_TYPES.map((type): [unknown, string] => [{ type, seat }, 'unknown-event']),
        [{ type: 'PASS', get seat(): number { throw new Error('boom'); } }, 'bad-event'],
        [new Proxy({}, { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, has: boom }), 'bad-event'],
        [new Proxy({ type: 'PASS', seat }, { getOwnPropertyDescriptor: boom }), 'bad-event'],
      ];
      for (const [event, code] of refused) {
        let verdict: unknown;
        expect(() => { verdict = state.send(event as GameEvent); }).to.not.throw();
        expect(verdict).to.include({ ok: false, code });
      }
      expect(errors.map((e) => e.code)).to.deep.equal(refused.map(([, code]) => code));
      await table.updateComplete;
      const now = tableState(table);
      expect(JSON.stringify(now.view), 'the game is unchanged').to.equal(before);
      expect(deepText(inShadow(table, 'bluff-log')!)).to.equal(log);

      // The person's own move, as a Proxy whose traps fail after one reading: made once, as read.
      const move = bots.normal(now.view!, () => 0.5) as unknown as Record<string, unknown>;
      let calls = 0;
      const probe = new Proxy(move, { ownKeys: (t) => (calls++, Reflect.ownKeys(t)), getOwnPropertyDescriptor: (t, k) => (calls++, Reflect.getOwnPropertyDescriptor(t, k)) });
      readEvent(probe);
      const budget = calls;
      let spent = 0;
      const spend = () => {
        if (++spent > budget) throw new Error('read again');
      };
      const fickle = () => {
        spent = 0;
        return new Proxy(move, {
          get: (t, k) => (spend(), Reflect.get(t, k)),
          has: (t, k) => (spend(), Reflect.has(t, k)),
          ownKeys: (t) => (spend(), Reflect.ownKeys(t)),
          getOwnPropertyDescriptor: (t, k) => (spend(), Reflect.getOwnPropertyDescriptor(t, k)),
        }) as unknown as GameEvent;
      };
      // The controller itself (what the table calls): the same refusals, and the move read once.
      const controller = (table as unknown as { controller: { send(event: unknown): Verdict } }).controller;
      for (const [event, code] of refused) expect(controller.send(event)).to.include({ ok: false, code });
      expect(JSON.stringify(tableState(table).view), 'the game is unchanged').to.equal(before);
      const played = new Promise((resolve) => table.addEventListener('game-move', resolve, { once: true }));
      expect(controller.send(fickle())).to.deep.equal({ ok: true });
      await played;
      expect(JSON.stringify(tableState(table).view), 'the move was made').to.not.equal(before);
      table.remove();

      // Through the table's own send, on a table at the same point.
      const again = makeTable(tag, attributes);
      await nextPrompt(again);
      expect(JSON.stringify(tableState(again).view)).to.equal(before);
      expect(tableState(again).send(fickle())).to.deep.equal({ ok: true });
      await again.updateComplete;
      expect(JSON.stringify(tableState(again).view), 'the move was made').to.not.equal(before);
      expect(inShadow(again, '[role="alert"]'), 'no error panel').to.equal(null);
      // Still playable: the person is asked again, or the game went on to its end.
      expect(await nextPrompt(again)).to.be.a('string');
    });
  }
});
