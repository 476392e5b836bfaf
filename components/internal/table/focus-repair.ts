/**
 * Keeps keyboard users in the game (a Lit ReactiveController of the table): when the control a
 * person used disappears with a render (their move is done), focus moves to the next place to act
 * instead of falling to the page body; when the game has just ended, to the results.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

/** Where focus goes when it was lost, in order of preference (in the host's shadow root). */
const NEXT_PLACE = 'bluff-game-over, bluff-handover, [data-controls], [part="new-game"]';

export class FocusRepair implements ReactiveController {
  private hadFocus = false;
  private wasOver = false;

  /** @param over whether the host's game is over now. */
  constructor(private readonly host: ReactiveElement, private readonly over: () => boolean) {
    host.addController(this);
  }

  /** Just before the host renders: did it hold focus? */
  hostUpdate(): void {
    this.hadFocus = this.host.matches(':focus-within');
  }

  /** After the render: pieces render after the table, so look once they have (a task later). */
  hostUpdated(): void {
    const over = this.over();
    const justEnded = over && !this.wasOver;
    this.wasOver = over;
    if (!this.hadFocus) return;
    const host = this.host;
    setTimeout(() => {
      const active = document.activeElement;
      const lost = !host.matches(':focus-within') && (!active || active === document.body);
      if (justEnded && host.matches(':focus-within')) host.renderRoot.querySelector<HTMLElement>('bluff-game-over')?.focus();
      else if (lost) host.renderRoot.querySelector<HTMLElement>(NEXT_PLACE)?.focus();
    });
  }
}
