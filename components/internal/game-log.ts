import { css, html, nothing, type PropertyValues } from 'lit';
import { customProperties } from './custom-properties.js';
import { TablePiece } from './table-piece.js';
import { tokens } from './tokens.js';

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
     * While following, the log itself keeps the end in view: the browser's scroll anchoring would
     * move the list on a resize and look like the reader scrolling. A reader who scrolled up keeps
     * it, so the entry they read stays in place when the entries rewrap.
     */
    ol.following { overflow-anchor: none; }
  `];

  /** The table's state; a shared piece knows the common words only. */
  /** Sentences already made, per entry (the log only grows), for one language and set of names. */
  private sentences = new WeakMap<object, string>();
  private sentencesFor = '';
  /**
   * Whether the log follows new entries, keeping the last one in view. Only the reader's scrolling
   * changes it (see `scrolled`): never the list's size, which changes when the table gets narrower,
   * the type larger or the entries are rewritten in another language.
   */
  private following = true;
  /** Entries in the log at the last update: a shorter log is a new game, which is followed again. */
  private entries = 0;
  /** The scroll position the log last set itself, to tell its own scrolling from the reader's. */
  private ownScrollTop: number | null = null;
  /** The list and its entries being watched for size changes (while on the page). */
  private watchedList: HTMLOListElement | null = null;
  private readonly watchedEntries = new Set<Element>();
  private readonly resizes = new ResizeObserver(() => this.keepEnd());

  private sentenceOf(entry: object): string {
    let text = this.sentences.get(entry);
    if (text === undefined) {
      text = this.table!.describe(entry as never);
      this.sentences.set(entry, text);
    }
    return text;
  }

  override render() {
    const table = this.table;
    const log = table?.view?.log;
    if (!table || !log) return nothing;
    const signature = `${table.t.lang}|${table.names.join('|')}`;
    if (signature !== this.sentencesFor) {
      this.sentences = new WeakMap();
      this.sentencesFor = signature;
    }
    return html`<section aria-labelledby="title">
      <h2 id="title">${table.t('log')}</h2>
      <ol part="log" tabindex="0" aria-labelledby="title" @scroll=${this.scrolled} ${customProperties({ '--_digits': String(Math.max(3, String(log.length).length)) })}>
        ${log.map((entry) => html`<li>${this.sentenceOf(entry)}</li>`)}
      </ol>
    </section>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page (its size may have changed meanwhile): watch the list again.
    if (this.hasUpdated) this.watchSizes();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizes.disconnect();
    this.watchedList = null;
    this.watchedEntries.clear();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const entries = this.view?.log.length ?? 0;
    if (entries < this.entries) this.following = true;
    this.entries = entries;
    this.watchSizes();
    this.keepEnd();
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
      this.watchedEntries.clear();
      this.watchedList = list;
      if (list) this.resizes.observe(list);
    }
    if (!list) return;
    for (const entry of this.watchedEntries) {
      if (entry.parentElement !== list) {
        this.resizes.unobserve(entry);
        this.watchedEntries.delete(entry);
      }
    }
    for (const entry of list.children) {
      if (!this.watchedEntries.has(entry)) {
        this.resizes.observe(entry);
        this.watchedEntries.add(entry);
      }
    }
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

  /** The reader scrolled: follow new entries again once they are back at the end, else stay put. */
  private scrolled(event: Event): void {
    const list = event.currentTarget as HTMLOListElement;
    // The log's own scrolling (to the end) says nothing about the reader.
    if (this.ownScrollTop !== null && Math.abs(list.scrollTop - this.ownScrollTop) <= 1) return;
    this.ownScrollTop = null;
    this.following = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    list.classList.toggle('following', this.following);
  }
}
