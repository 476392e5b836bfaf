import { ContextConsumer } from '@lit/context';
import type { GameView } from '../../src/core/types.js';
import { BluffElement } from './base-element.js';
import { tableContext, type TableState } from './context.js';

/**
 * The base of the pieces inside a table (seats, hand, pile, log, dialogs): each reads the table's
 * state from context and re-renders when it changes.
 */
export class TablePiece<View extends GameView = GameView> extends BluffElement {
  private readonly consumer = new ContextConsumer(this, { context: tableContext, subscribe: true });

  /** The table's state, once the piece is inside a table. */
  protected get table(): TableState<View> | undefined {
    return this.consumer.value as TableState<View> | undefined;
  }

  /** The view this screen shows, or null. */
  protected get view(): View | null {
    return this.table?.view ?? null;
  }
}
