/**
 * The shell a table draws where it cannot play yet (docs/embedding.md, "Server-side rendering";
 * docs/architecture.md, "Server-side rendering"): on the server, where Lit SSR runs only the
 * constructor, `willUpdate` and `render` (never `connectedCallback`), and in the browser for the
 * one update that hydrates the server's HTML, so that hydration meets the very template the
 * server drew. Then the table draws its game as usual.
 *
 * The shell is the table's frame with one empty place per seat, the board's place and the
 * footer's, marked busy: no words (the table's language may need words the server has not
 * loaded, and may come from an ancestor's `lang` it cannot see) and nothing of a game (a random
 * or saved deal, a hot seat's hand-over or an online room are the browser's to know), so the
 * server's HTML never shows a card and always equals the browser's first drawing.
 */
import { html, isServer, type LitElement, type ReactiveController, type TemplateResult } from 'lit';

/** More seats than this are drawn as this many places (the game's own error then says what is wrong). */
const MOST_PLACES = 12;

export class ServerShell implements ReactiveController {
  /** Whether the table's next update draws the shell: on the server, and when it hydrates the server's HTML. */
  shows: boolean;

  /**
   * Made with the table, as one of its fields. In the browser, a shadow root the element holds
   * before Lit made one is the server's (a declarative shadow root, parsed with the page).
   */
  constructor(private readonly host: LitElement) {
    this.shows = isServer || host.shadowRoot !== null;
    host.addController(this);
  }

  /**
   * Put on the page: with Lit's hydrate support (loaded before Lit, it sets the global hook
   * `litElementHydrateSupport`, Lit's public way in), Lit hydrates the server's HTML in the first
   * update. Without it Lit would draw before the server's HTML, which would stay: the table clears
   * that HTML and draws its game at once (nothing hydrated, nothing shown twice). (Lit's own mark of
   * an element to hydrate is a private field whose name its minified build changes: not read.)
   */
  hostConnected(): void {
    if (isServer || !this.shows || this.host.hasUpdated || 'litElementHydrateSupport' in globalThis) return;
    this.host.renderRoot.replaceChildren();
    this.host.renderOptions.renderBefore = null;
    this.shows = false;
  }

  /** In the browser the shell is drawn once (it hydrated the server's HTML): the next update draws the game. */
  hostUpdated(): void {
    if (isServer || !this.shows) return;
    this.shows = false;
    // After this update has ended: an update asked for within it would be one more, warned of in dev mode.
    queueMicrotask(() => this.host.requestUpdate());
  }

  /**
   * The shell: the frame (`part="table"`), a place per seat (`players`, the attribute's value;
   * `fallback` when it is no whole number from 1 to `MOST_PLACES`), the board's place, the footer.
   */
  render(players: unknown, fallback: number): TemplateResult {
    const count = Number(players);
    const seats = Number.isInteger(count) && count >= 1 && count <= MOST_PLACES ? count : fallback;
    return html`<div class="table shell" part="table" aria-busy="true">
      <ul class="seats" part="seats">${Array.from({ length: seats }, () => html`<li class="place"></li>`)}</ul>
      <div class="place board"></div>
      <div class="footer" part="footer"></div>
    </div>`;
  }
}
