import { css, html, nothing, type PropertyValues, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { LogEntry } from '../../../src/core/types.js';
import { customProperties } from './custom-properties.js';
import { TablePiece } from './table-piece.js';
import { tokens } from '../element/tokens.js';

/**
 * Runs a callback once after the browser's next layout of the page, however often it is asked for
 * before it: for work that reads layout or scrolls, done where the browser has just laid the page
 * out (a ResizeObserver's callback), instead of forcing a layout after each change. A new
 * observation of an element is always reported once, after the next layout, so asking observes
 * the element anew. Nothing runs while the host is off the page (ask again on return).
 */
export class AfterLayout implements ReactiveController {
  private made: ResizeObserver | null = null;
  private observed: Element | null = null;

  /** `run` is called from a ResizeObserver callback, after every `request()` since the last call. */
  constructor(private readonly host: ReactiveControllerHost & Element, private readonly run: () => void) {
    host.addController(this);
  }

  /** Made when first used, in the browser: a constructor makes no DOM object (it also runs on a server). */
  private get observer(): ResizeObserver {
    return (this.made ??= new ResizeObserver(() => this.run()));
  }

  /** Asks for `run` after the next layout (`element`: any element of the host that is drawn). */
  request(element: Element): void {
    if (!this.host.isConnected) return;
    if (this.observed) this.observer.unobserve(this.observed);
    this.observed = element;
    this.observer.observe(element);
  }

  hostDisconnected(): void {
    this.made?.disconnect();
    this.observed = null;
  }
}

/** The keys, besides Home, that scroll the log's list up to earlier entries (`BluffLog.keyed`). */
const UP_KEYS = new Set(['PageUp', 'ArrowUp']);

/** Entries per block of the log's list (`BluffLog.renderBlocks`). */
const BLOCK = 32;

/**
 * The public move log, newest last. It follows new moves, keeping the newest in view whatever
 * happens to its size, unless the reader scrolled up to read earlier ones; scrolling back to the
 * end follows again.
 * @csspart log - The log's scrolling list.
 * @tagname bluff-log
 */
export class BluffLog extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    h2 { margin: 0 0 4px; font-size: 0.95em; }
    ol {
      margin: 0;
      /* Room for the widest number ("1000."): --_digits is the number of digits of the last one. */
      padding: 0 0 0 calc((var(--_digits, 3) + 1.5) * 1ch);
      max-height: var(--bluff-log-height, 14em);
      overflow-y: auto;
      font-size: 0.9em;
      line-height: 1.4;
    }
    li::marker { color: color-mix(in srgb, currentColor 75%, transparent); }
    /*
     * While following, the browser's scroll anchoring may hold on to nothing but the end marker
     * (a pixel after the last entry), so the end stays in view when entries are added, also
     * before the log scrolls there itself in the next frame. A reader who scrolled up gets the
     * usual anchoring, so the entry they read stays in place when the entries rewrap.
     */
    ol::after { content: ''; display: block; height: 1px; overflow-anchor: none; }
    ol.following li { overflow-anchor: none; }
    ol.following::after { overflow-anchor: auto; }
  `];

  /**
   * Whether the log follows new entries, keeping the last one in view. Only the reader's scrolling
   * changes it (see `readScroll`): never the list's size, which changes when the table gets
   * narrower, the type larger or the entries are rewritten in another language.
   */
  private following = true;
  /** Entries in the log at the last update: a shorter log is a new game, which is followed again. */
  private entries = 0;
  /** The scroll position the log last set itself, to tell its own scrolling from the reader's. */
  private ownScrollTop: number | null = null;
  /** Whether the list scrolled since it was last read (`readScroll` decides whether the reader did it). */
  private scrollSeen = false;
  /** Whether an update waits for the end to be shown. */
  private endWanted = false;
  /** The list and its entries being watched for size changes (while on the page). */
  private watchedList: HTMLOListElement | null = null;
  /** The entries watched, in the list's order. */
  private readonly watchedEntries: Element[] = [];
  private madeResizes: ResizeObserver | null = null;
  /**
   * Size changes are reported after the browser laid the page out for a frame: reading the list's
   * size there costs no layout of its own. Made when first used, in the browser (no DOM object at
   * construction, which also runs on a server).
   */
  private get resizes(): ResizeObserver {
    return (this.madeResizes ??= new ResizeObserver(() => this.follow()));
  }
  /**
   * After updates and scrolls, the list is read and scrolled once, after the browser's next
   * layout: never right after each move, which would lay the whole table out once per move (many
   * per frame when bots play without a pause). Meanwhile the end marker keeps the end in view
   * (see the styles).
   */
  private readonly afterLayout = new AfterLayout(this, () => {
    this.readScroll();
    if (!this.endWanted) return;
    this.endWanted = false;
    this.keepEnd();
  });

  /** What the list drew last: its number of entries, the newest, and the words' language and names. */
  private drawn: { length: number; newest: object | undefined; signature: string } | null = null;

  /**
   * The table redraws every piece after each change, also when no entry was added (the log only
   * grows, and a new game starts another): the same entries in the same words are left as they are.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const table = this.table;
    const log = table?.view?.log;
    const now = table && log ? { length: log.length, newest: log.at(-1), signature: this.signatureOf(table) } : null;
    const drawn = this.drawn;
    this.drawn = now;
    const same = now !== null && drawn !== null && now.length === drawn.length && now.newest === drawn.newest && now.signature === drawn.signature;
    return !(same && this.hasUpdated && changed.size === 0) && super.shouldUpdate(changed);
  }

  /** The language and names the sentences are made in. */
  private signatureOf(table: { t: { lang: string }; names: readonly string[] }): string {
    return `${table.t.lang}|${table.names.join('|')}`;
  }

  override render() {
    const table = this.table;
    const log = table?.view?.log;
    if (!table || !log) return nothing;
    const signature = this.signatureOf(table);
    return html`<section aria-labelledby="title">
      <h2 id="title">${table.t('log')}</h2>
      <ol part="log" class=${this.following ? 'following' : ''} tabindex="0" aria-labelledby="title" @scroll=${this.scrolled} @keydown=${this.keyed} @wheel=${this.wheeled} ${customProperties({ '--_digits': String(Math.max(3, String(log.length).length)) })}>
        ${this.renderBlocks(log, signature, (entry) => table.describe(entry))}
      </ol>
    </section>`;
  }

  /**
   * The entries in blocks of `BLOCK`: a block whose first entry, length and words are those it was
   * drawn with is left as it is (the log only grows), so an update looks at the newest block only,
   * not at the whole game. The entries stay the list's own items (Lit's markers are comments).
   * `describe` is the table's, which makes each entry's sentence once (table-words.ts).
   */
  private renderBlocks(log: readonly LogEntry[], signature: string, describe: (entry: LogEntry) => string) {
    const blocks = [];
    for (let start = 0; start < log.length; start += BLOCK) {
      const end = Math.min(start + BLOCK, log.length);
      blocks.push(guard([log[start], end - start, signature], () => log.slice(start, end).map((entry) => html`<li>${describe(entry)}</li>`)));
    }
    return blocks;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page (its size may have changed meanwhile): watch the list again. The list lost
    // its scroll position (it is at the top): that was not the reader.
    if (this.hasUpdated) {
      if (this.following) this.ownScrollTop = 0;
      this.watchSizes();
      this.showEnd();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A scroll not read yet happened at a position the list loses off the page.
    this.scrollSeen = false;
    this.resizes.disconnect();
    this.watchedList = null;
    this.watchedEntries.length = 0;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const entries = this.view?.log.length ?? 0;
    if (entries < this.entries) this.following = true;
    this.entries = entries;
    this.watchSizes();
    this.showEnd();
  }

  /** Shows the end after the next layout, while following. */
  private showEnd(): void {
    this.endWanted = true;
    this.readSoon();
  }

  /** Asks for the list to be read (and the end shown when wanted) after the next layout. */
  private readSoon(): void {
    const list = this.list;
    if (list) this.afterLayout.request(list);
  }

  /** The scrolling list, once rendered. */
  private get list(): HTMLOListElement | null {
    return this.renderRoot.querySelector('ol');
  }

  /** Observes the size of the list and of each entry, so the end stays in view when they change. */
  private watchSizes(): void {
    if (!this.isConnected) return;
    const list = this.list;
    if (list !== this.watchedList) {
      this.resizes.disconnect();
      this.watchedEntries.length = 0;
      this.watchedList = list;
      if (list) this.resizes.observe(list);
    }
    if (!list) return;
    // Entries are added at the end and a shorter log (a new game) loses its last ones, so only the
    // last watched entry needs a look: where it is not in its place, the list is watched anew.
    const entries = list.children;
    const watched = this.watchedEntries;
    for (const gone of watched.splice(Math.min(watched.length, entries.length))) this.resizes.unobserve(gone);
    if (watched.length > 0 && entries[watched.length - 1] !== watched.at(-1)) {
      for (const entry of watched) this.resizes.unobserve(entry);
      watched.length = 0;
    }
    for (let i = watched.length; i < entries.length; i++) {
      this.resizes.observe(entries[i]!);
      watched.push(entries[i]!);
    }
  }

  /** Reads whose scrolling happened since the last frame, then keeps the end in view while following. */
  private follow(): void {
    this.readScroll();
    this.keepEnd();
  }

  /** While following, shows the end of the list (after new entries, or when a size changed). */
  private keepEnd(): void {
    const list = this.list;
    if (!list) return;
    list.classList.toggle('following', this.following);
    if (!this.following) return;
    list.scrollTop = list.scrollHeight;
    this.ownScrollTop = list.scrollTop;
  }

  /**
   * The reader's keys. Home and End go to the top and to the end at once (not with the browser's
   * smooth scrolling, which a new entry meanwhile would cut short or leave off the end); PageUp and
   * ArrowUp stop the following before the browser has moved the list, so a new entry meanwhile
   * does not bring it back to the end. At the end again, the log follows (`readScroll`).
   */
  private keyed(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const list = this.list;
    if (!list) return;
    if (event.key === 'End') {
      event.preventDefault();
      this.following = true;
      this.keepEnd();
    } else if (event.key === 'Home') {
      event.preventDefault();
      this.readerUp();
      list.scrollTop = 0;
    } else if (UP_KEYS.has(event.key)) this.readerUp();
  }

  /** The wheel turned up: as `keyed` for the keys that scroll up (passive: never delays the scrolling). */
  private readonly wheeled = { handleEvent: (event: WheelEvent) => { if (event.deltaY < 0) this.readerUp(); }, passive: true };

  /**
   * The reader goes to earlier entries: the log stops following, when it is longer than its box
   * (it may not have scrolled to its newest entries yet: that waits for the next layout).
   */
  private readerUp(): void {
    const list = this.list;
    if (!list || list.scrollHeight <= list.clientHeight) return;
    this.following = false;
    this.ownScrollTop = null;
    list.classList.toggle('following', false);
  }

  /** The list scrolled: whose scrolling it was is read after the next layout (`readScroll`). */
  private scrolled(): void {
    this.scrollSeen = true;
    this.readSoon();
  }

  /**
   * After a scroll: when the reader scrolled, follow new entries again once they are back at the
   * end, else stay put. The log's own scrolling (to the end) says nothing about the reader.
   */
  private readScroll(): void {
    const list = this.list;
    if (!this.scrollSeen || !list) return;
    this.scrollSeen = false;
    if (this.ownScrollTop !== null && Math.abs(list.scrollTop - this.ownScrollTop) <= 1) return;
    this.ownScrollTop = null;
    this.following = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    list.classList.toggle('following', this.following);
  }
}
