import { css, html, nothing, type PropertyValues } from 'lit';
import { TablePiece } from './table-piece.js';
import { tokens } from './tokens.js';

/**
 * The public move log, newest last.
 * @csspart log - The log's scrolling list.
 * @tagname bluff-log
 */
export class BluffLog extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    h2 { margin: 0 0 4px; font-size: 0.95em; }
    ol {
      margin: 0;
      padding: 0 0 0 2.6em;
      max-height: var(--bluff-log-height, 14em);
      overflow-y: auto;
      font-size: 0.9em;
      line-height: 1.4;
    }
    li::marker { color: color-mix(in srgb, currentColor 75%, transparent); }
  `];


  /** Sentences already made, per entry (the log only grows), for one language and set of names. */
  private sentences = new WeakMap<object, string>();
  private sentencesFor = '';
  /** Whether the list was scrolled to its end before this update (then it follows new entries). */
  private following = true;

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
      <ol part="log" tabindex="0" aria-labelledby="title">
        ${log.map((entry) => html`<li>${this.sentenceOf(entry)}</li>`)}
      </ol>
    </section>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const list = this.renderRoot.querySelector('ol');
    this.following = !list || list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const list = this.renderRoot.querySelector('ol');
    // Follow new moves, unless the person scrolled up to read earlier ones.
    if (list && this.following) list.scrollTop = list.scrollHeight;
  }
}
