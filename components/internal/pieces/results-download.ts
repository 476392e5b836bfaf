import { ContextConsumer } from '@lit/context';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { GameResult, GameView } from '../../../src/core/types.js';
import { BluffElement } from '../element/base-element.js';
import { tableContext } from '../element/context.js';
import { tokens } from '../element/tokens.js';
import { exportResults, resultsFacts, type ResultsFormat } from '../table/results-export.js';

/** Each file's MIME type and file name ending. */
const FILES: Record<Exclude<ResultsFormat, 'html'>, { type: string; suffix: string }> = {
  csv: { type: 'text/csv;charset=utf-8', suffix: 'standings.csv' },
  'ledger-csv': { type: 'text/csv;charset=utf-8', suffix: 'ledger.csv' },
  json: { type: 'application/json;charset=utf-8', suffix: 'log.json' },
};

/** Today in the page's clock, `YYYY-MM-DD`, for file names that sort by date. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Saves `text` as a file named `name`: a link to a Blob, clicked. A CSV starts with a byte order
 * mark, so that a spreadsheet opens its names (Chinese ones too) as UTF-8.
 */
export function saveFile(text: string, name: string, type: string): void {
  const blob = new Blob([type.startsWith('text/csv') ? `\uFEFF${text}` : text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once it started; the address is freed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Prints a standalone page (`exportResults('html')`) from a hidden frame of this page, without a
 * new window. Its styles go in as a constructed style sheet, which a strict Content-Security-Policy
 * (no inline style, as the demo's) lets through; the frame leaves after printing.
 * @param print what prints the frame's window (default its `print()`; a test passes its own).
 * @returns the frame (it leaves the page after printing).
 */
export function printHtml(page: string, print: (frame: Window) => void = (frame) => frame.print()): HTMLIFrameElement {
  // A frame left by an earlier print (a browser that fires no `afterprint`) goes first.
  for (const old of document.querySelectorAll('iframe[data-bluff-print]')) old.remove();
  const frame = document.createElement('iframe');
  frame.dataset.bluffPrint = '';
  frame.title = 'print';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', inset: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  document.body.append(frame);
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  // The styles are taken out before parsing: a parsed <style> alone is a CSP violation report, even unused.
  const css: string[] = [];
  const parsed = new DOMParser().parseFromString(page.replace(/<style>([\s\S]*?)<\/style>/g, (_, text: string) => (css.push(text), '')), 'text/html');
  const sheet = new (win as Window & typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css.join('\n'));
  doc.replaceChild(doc.importNode(parsed.documentElement, true), doc.documentElement);
  doc.adoptedStyleSheets = [sheet];
  win.addEventListener('afterprint', () => frame.remove(), { once: true });
  print(win);
  return frame;
}

/**
 * The buttons that keep a finished game's results: "Download results (CSV)" (the standings),
 * "Ledger (CSV)" (when the game keeps one: BiggieBills), "Log (JSON)" (the public log and the
 * result) and "Print" (the standings and ledger on paper). It asks the table it is in (under the
 * game-over panel's standings) for what the files are made of (`TableState.results`); in a table of an earlier release that has none,
 * it makes the standings from `.result`, `.names` and `.view` (place, name and the result's scores,
 * without a game's own columns). Shows nothing outside a table or while no game is over. Files are
 * named `<game>-<date>-standings.csv`, `-ledger.csv`, `-log.json`.
 * @csspart results-files - The group of buttons.
 * @tagname bluff-results-download
 */
export class BluffResultsDownload extends BluffElement {
  static override styles = [tokens, css`
    :host { display: block; }
    [role='group'] { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
    /* On the results panel's surface: outlined, so that they read as buttons beside the filled Play again. */
    .button { min-height: 40px; font-size: 0.9em; border-color: rgb(128 128 128 / 0.55); }
  `];

  private readonly consumer = new ContextConsumer(this, { context: tableContext, subscribe: true });

  /** The game's id (`'biggie-bills'`): the files' names start with it. */
  @property({ attribute: false }) game = '';
  /** The result, when no table provides it (a page's own use). */
  @property({ attribute: false }) result: GameResult | null = null;
  /** The names seat by seat, when no table provides them. */
  @property({ attribute: false }) names: string[] = [];
  /** The public view (its `log`), when no table provides it. */
  @property({ attribute: false }) view: GameView | null = null;

  /**
   * One file of the results (`GameTable.exportResults`'s shapes): the table's, else made from the
   * properties ('' without a result or for a ledger). @throws RangeError naming a bad `format`.
   */
  exportResults(format: ResultsFormat): string {
    const table = this.consumer.value;
    const input = table?.results ? table.results() : undefined;
    if (input !== undefined) return exportResults(format, input && resultsFacts(...input));
    const result = this.result ?? this.view?.result ?? null;
    if (!result || !table) return exportResults(format, null);
    const view = { ...(this.view ?? { seat: null, players: this.names.length, prompt: null, log: [] }), result };
    const columns = result.scores ? [{ label: table.t('score'), values: result.scores }] : [];
    return exportResults(format, resultsFacts(this.game, view, this.names.length ? this.names : table.names, table.t, { columns, note: '', ledger: null }));
  }

  private save(format: Exclude<ResultsFormat, 'html'>): void {
    const text = this.exportResults(format);
    if (text) saveFile(text, `${this.game || 'bluffhouse'}-${today()}-${FILES[format].suffix}`, FILES[format].type);
  }

  private print(): void {
    const page = this.exportResults('html');
    if (page) printHtml(page);
  }

  override render() {
    const t = this.consumer.value?.t;
    if (!t || !this.exportResults('csv')) return nothing;
    const ledger = this.exportResults('ledger-csv') !== '';
    return html`<div role="group" part="results-files" aria-label=${t('resultsFiles')}>
      <button class="button" @click=${() => this.save('csv')}>${t('downloadResults')}</button>
      ${ledger ? html`<button class="button" @click=${() => this.save('ledger-csv')}>${t('downloadLedger')}</button>` : nothing}
      <button class="button" @click=${() => this.save('json')}>${t('downloadLog')}</button>
      <button class="button" @click=${() => this.print()}>${t('printResults')}</button>
    </div>`;
  }
}
