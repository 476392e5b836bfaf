/**
 * The GameSource seam (issue 9, item 3): a real table element reads its game only through a
 * `GameSource`. Here a subclass of <bluff-king-table> changes nothing but `createSource`, which
 * returns a minimal source playing a fixed script of views (no engine, no bots, no storage): the
 * table must draw exactly what the source gives, report it with the documented events, and hand
 * the person's move to the source.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from '../../components/internal/table/game-source.js';
import type { GameMoveDetail, GameStartDetail } from '../../components/index.js';
import { createGame } from '../../src/core/game.js';
import type { GameResult, Seat, Verdict } from '../../src/core/types.js';
import { bluffKing } from '../../src/index.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { buttonsOf, controlsOf, handButtons, settle } from '../support/table-harness.js';
import { until } from '../support/until.js';

type View = bluffKing.BluffKingView;
type Event = bluffKing.BluffKingEvent;
type Input = bluffKing.BluffKingInput;

/** One step of the script: what seat 0 sees and who is asked. */
interface Step { view: View; toAct: Seat[] }

/**
 * Two steps recorded from the engine beforehand: the deal with seat 0 to lead, then the game after
 * its lead and the bots' answers, until seat 0 is asked again.
 */
function recordScript(): Step[] {
  const { definition, bots } = bluffKing;
  const actor = createGame(definition, definition.parseInput({ players: 3, seed: 12, first: 0 }));
  const step = (): Step => ({ view: definition.view(actor.getSnapshot(), 0), toAct: definition.toAct(actor.getSnapshot()) });
  const steps = [step()];
  do {
    const seat = definition.toAct(actor.getSnapshot())[0]!;
    actor.send(bots.easy(definition.view(actor.getSnapshot(), seat), () => 0.5));
  } while (!definition.toAct(actor.getSnapshot()).includes(0));
  steps.push(step());
  actor.stop();
  return steps;
}

/** A GameSource that plays `script`: each move it is sent moves it to the next step. */
class ScriptedSource implements GameSource<Input, Event, View> {
  readonly sent: Event[] = [];
  readonly started: TableSettings<Input>[] = [];
  private at = -1;

  constructor(private readonly script: readonly Step[], private readonly callbacks: GameSourceCallbacks) {}

  start(settings: TableSettings<Input>): void {
    this.started.push(settings);
    this.at = 0;
    this.callbacks.onStart?.(false);
    this.callbacks.onEntries?.(this.script[0]!.view.log, 0, true);
    this.callbacks.onChange?.();
  }
  restart(settings: TableSettings<Input>): void {
    this.start(settings);
  }
  stop(): void {
    this.at = -1;
  }
  park(): void {}
  resume(): void {}
  view(seat: Seat | null): View | null {
    return this.at >= 0 && seat === 0 ? this.script[this.at]!.view : null;
  }
  toAct(): Seat[] {
    return this.at >= 0 ? this.script[this.at]!.toAct : [];
  }
  result(): GameResult | null {
    return null;
  }
  send(event: Event): Verdict {
    this.sent.push(event);
    const before = this.script[this.at]!.view.log.length;
    this.at = Math.min(this.at + 1, this.script.length - 1);
    this.callbacks.onEntries?.(this.script[this.at]!.view.log.slice(before), before, false);
    this.callbacks.onChange?.();
    return { ok: true };
  }
}

const script = recordScript();
let source: ScriptedSource | null = null;

/** <bluff-king-table> with another source: the only change. */
class ScriptedTable extends BluffKingTable {
  protected override createSource(callbacks: GameSourceCallbacks): GameSource<Input, Event, View> {
    source = new ScriptedSource(script, callbacks);
    return source;
  }
}
customElements.define('scripted-bluff-king-table', ScriptedTable);

describe('GameSource: a table reads and moves only through its source (issue 9, item 3)', () => {
  it('draws the views a scripted source gives, reports them as events, and sends the person\'s move to it', async () => {
    const table = document.createElement('scripted-bluff-king-table') as ScriptedTable;
    table.setAttribute('players', '3');
    table.setAttribute('seed', '12');
    const starts: GameStartDetail[] = [];
    const moves: GameMoveDetail[] = [];
    table.addEventListener('game-start', (e) => starts.push(e.detail));
    table.addEventListener('game-move', (e) => moves.push(e.detail));
    document.body.append(table);
    try {
      await until(() => handButtons(table).length > 0, 'the hand the script gives', 3000);
      await settle(table);
      // The settings the source got: the attributes read, not local in shape (no bots, no storage key).
      expect(source!.started).to.have.length(1);
      expect(source!.started[0]).to.include({ players: 3, seed: 12, seedAttribute: 12, level: 'normal' });
      expect(source!.started[0]!.humans).to.deep.equal([0]);
      expect(starts).to.deep.equal([{ game: 'bluff-king', players: 3, names: ['You', 'Bram', 'Chen'], humans: [0], bots: 'normal', resumed: false }]);
      const [first, second] = script;
      expect(allInShadow(table, 'bluff-seat')).to.have.length(3);
      expect(allInShadow(controlsOf(table), '[part="card"]')).to.have.length(first!.view.hand.length);
      expect(allInShadow(inShadow(table, 'bluff-log')!, 'li')).to.have.length(first!.view.log.length);
      expect(moves.map((m) => m.index)).to.deep.equal(first!.view.log.map((_, i) => i));

      // The person leads one card, by clicking: the move reaches the source.
      handButtons(table)[0]!.click();
      await controlsOf(table)!.updateComplete;
      (await until(() => buttonsOf(table).find((b) => !b.disabled), 'an enabled Play button', 2000)).click();
      await settle(table);
      expect(source!.sent).to.have.length(1);
      expect(source!.sent[0]).to.include({ type: 'PLAY', seat: 0 });
      expect((source!.sent[0] as { cards: string[] }).cards).to.deep.equal([first!.view.hand[0]]);

      // The table now shows the script's next step, whatever the move was.
      await until(() => allInShadow(inShadow(table, 'bluff-log')!, 'li').length === second!.view.log.length, 'the next step\'s log', 3000);
      expect(second!.view.hand.length).to.not.equal(first!.view.hand.length);
      expect(allInShadow(controlsOf(table), '[part="card"]')).to.have.length(second!.view.hand.length);
      expect(moves.map((m) => m.index)).to.deep.equal(second!.view.log.map((_, i) => i));
      expect(deepText(inShadow(table, 'bluff-log')!)).to.contain(moves.at(-1)!.text);
    } finally {
      table.remove();
    }
  });
});
