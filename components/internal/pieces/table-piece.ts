import { ContextConsumer } from '@lit/context';
import type { PropertyValues } from 'lit';
import type { GameView } from '../../../src/core/types.js';
import type { Catalog } from '../words/catalog.js';
import type { CommonMessages, Translator } from '../words/i18n.js';
import { BluffElement } from '../element/base-element.js';
import { tableContext, type TableState } from '../element/context.js';

/** The table's state as a piece of one game sees it: that game's view and words. */
export type PieceState<View extends GameView, Words extends Catalog> = Omit<TableState<View>, 't'> & { t: Translator<Words> };

/**
 * The base of the pieces inside a table (seats, hand, pile, log, dialogs): each reads the table's
 * state from context and re-renders when it changes. `View` and `Words` are the game's view and
 * words (the common words for a shared piece); the table that provides the context vouches for them.
 */
export class TablePiece<View extends GameView = GameView, Words extends Catalog = CommonMessages> extends BluffElement {
  private readonly consumer = new ContextConsumer(this, { context: tableContext, subscribe: true });

  /** The table's state, once the piece is inside a table. */
  protected get table(): PieceState<View, Words> | undefined {
    return this.consumer.value as PieceState<View, Words> | undefined;
  }

  /** The table's translator typed by the common words (what a base class shared by games may use). */
  protected get commonWords(): Translator<CommonMessages> | undefined {
    return (this.consumer.value as TableState<View> | undefined)?.t;
  }

  /** The view this screen shows, or null. */
  protected get view(): View | null {
    return this.table?.view ?? null;
  }

  /** What `drawsAgain` was last given. */
  private drawnWith: readonly unknown[] | null = null;

  /**
   * For `shouldUpdate`: whether the piece must draw again. The table redraws every piece after each
   * move, but most moves leave most pieces as they were: this is true when the piece was never
   * drawn, a property or state of its own changed (`changed`), or `inputs` (everything `render`
   * reads, compared item by item with `===`: strings, numbers, the translator, log entries…) are
   * not those of the last call. Remembers `inputs`.
   */
  protected drawsAgain(changed: PropertyValues, inputs: readonly unknown[]): boolean {
    const last = this.drawnWith;
    this.drawnWith = inputs;
    return !this.hasUpdated || changed.size > 0 || last === null || last.length !== inputs.length || inputs.some((input, i) => input !== last[i]);
  }
}
