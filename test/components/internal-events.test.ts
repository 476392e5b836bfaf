/**
 * Internal events stay internal (issue 9, item 6): only `game-start`, `game-move`, `game-over` and
 * `game-error` bubble out of a table; the messages its pieces send it (`bluff-handover-confirm`,
 * `bluff-play-again`) never reach the page. Every event dispatched during a hot-seat game with a
 * hand-over and a Play again is watched: for each type that starts with `bluff-`, listeners on
 * `document` (capture and bubble) are in place before it is dispatched, and none of them fires.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluffing-billionaires-table.js';
import { inShadow } from '../support/dom.js';
import { buttonNamed, buttonsOf, controlsOf, handButtons, makeTable, settle } from '../support/table-harness.js';
import { until } from '../support/until.js';

describe('internal events stay inside the table (issue 9, item 6)', () => {
  const dispatched = new Set<string>();
  const reached: string[] = [];
  const listened = new Set<string>();
  const record = (event: Event) => reached.push(`${event.type} (${event.eventPhase === Event.CAPTURING_PHASE ? 'capture' : 'bubble'})`);
  const original = EventTarget.prototype.dispatchEvent;

  before(() => {
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event.type.startsWith('bluff-')) {
        dispatched.add(event.type);
        if (!listened.has(event.type)) {
          listened.add(event.type);
          document.addEventListener(event.type, record, true);
          document.addEventListener(event.type, record);
        }
      }
      return original.call(this, event);
    };
  });
  after(() => {
    EventTarget.prototype.dispatchEvent = original;
    for (const type of listened) {
      document.removeEventListener(type, record, true);
      document.removeEventListener(type, record);
    }
  });

  it('a hot-seat game with hand-overs and Play again: no bluff-* event reaches document', async function () {
    this.timeout(60_000);
    // Two people share the screen; three cards each make a short game (BB-2).
    const table = makeTable('bluffing-billionaires-table', { players: '2', humans: '0,1', 'hand-size': '3', seed: '6', 'bot-delay': '0' });
    try {
      for (let moves = 0; !inShadow(table, 'bluff-game-over'); moves++) {
        expect(moves).to.be.below(200);
        await settle(table);
        const handover = inShadow(table, 'bluff-handover');
        if (handover) {
          inShadow<HTMLButtonElement>(handover, 'button')!.click();
          await until(() => !inShadow(table, 'bluff-handover') || inShadow(table, 'bluff-game-over'), 'the hand-over to close', 2000);
          continue;
        }
        if (!controlsOf(table) || buttonsOf(table).length === 0) continue;
        const approve = buttonNamed(table, 'Approve');
        if (approve) {
          approve.click();
          continue;
        }
        handButtons(table)[0]!.click();
        await controlsOf(table)!.updateComplete;
        (await until(() => buttonsOf(table).find((b) => !b.disabled), 'an enabled Play button', 2000)).click();
      }
      await settle(table);
      const started = new Promise((resolve) => table.addEventListener('game-start', resolve, { once: true }));
      inShadow<HTMLButtonElement>(inShadow(table, 'bluff-game-over'), 'button')!.click();
      await started;
      await until(() => inShadow(table, 'bluff-handover'), 'the new game\'s hand-over', 3000);
    } finally {
      table.remove();
    }
    expect([...dispatched].sort(), 'the pieces did talk to the table').to.deep.equal(['bluff-handover-confirm', 'bluff-play-again']);
    expect(reached).to.deep.equal([]);
  });
});
