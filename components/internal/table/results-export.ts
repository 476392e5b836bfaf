/**
 * A finished game's results as files to keep (issue 23, "Results to keep"): the standings as CSV,
 * a game's ledger as CSV (BiggieBills' payments), the public log as JSON and a printable HTML page.
 * Pure functions of what the table shows at the end (its public log, result, names and the results
 * panel's columns): no DOM, nothing hidden (a seat's hand, the seed, a token) ever reaches them.
 * `GameTable.exportResults` and `<bluff-results-download>` call `exportResults`.
 */
import type { GameResult, GameView, LogEntry } from '../../../src/core/types.js';
import type { ResultColumn } from '../pieces/game-over.js';
import type { CommonMessages, Translator } from '../words/i18n.js';

/** The files a finished game can be kept as: `csv` standings, `ledger-csv`, `json` public log, `html` printable page. */
export type ResultsFormat = 'csv' | 'ledger-csv' | 'json' | 'html';

/** Every format `exportResults` knows, in the order the download piece offers them. */
export const RESULTS_FORMATS: readonly ResultsFormat[] = ['csv', 'ledger-csv', 'json', 'html'];

/** A table of text: a header row, then the data rows. Cells are strings or numbers. */
export interface Sheet {
  /** Its heading on the printable page ("Money ledger"). */
  title?: string;
  header: string[];
  rows: (string | number)[][];
}

/** What the results are made of: all of it public, all of it shown on the table at the end. */
export interface ResultsFacts {
  /** The game's id (`'biggie-bills'`), as the registry lists it. */
  game: string;
  /** Display name per seat. */
  names: readonly string[];
  /** The engine's result (with a game's own public facts: `reason`, BB-10's points…). */
  result: GameResult;
  /** The public log of the game (`view.log`), every seat's the same. */
  log: readonly LogEntry[];
  /** The results panel's columns; a column's `data` (numbers unformatted) goes to the CSV in place of its `values`. */
  columns: readonly ResultColumn[];
  /** The results panel's note (how the game was won), or ''. */
  note: string;
  /** The game's ledger (BiggieBills' payments), or null for a game without one. */
  ledger: Sheet | null;
  /** The words of the files, in the table's language. */
  words: ResultsWords;
  /** The table's language (the page's `lang`). */
  lang: string;
}

/** The words the files use, already translated. */
export interface ResultsWords {
  /** The page's heading: "Game over: the winner is Ana!". */
  heading: string;
  place: string;
  name: string;
  standings: string;
}

/** What a table hands over to make its results' files (the arguments of `resultsFacts`, in order); the module itself loads only when a file is made. */
export type ResultsInput = Parameters<typeof resultsFacts>;

/**
 * The facts of a finished game from what its table shows: `view` (any seat's or a spectator's:
 * only its public `log` and `result` are read; the caller checks `view.result` is set), the names
 * and the table's words, and the results panel's `columns`, `note` and the game's `ledger`.
 */
export function resultsFacts(
  game: string, view: GameView, names: readonly string[], t: Translator<CommonMessages>,
  shown: Pick<ResultsFacts, 'columns' | 'note' | 'ledger'>,
): ResultsFacts {
  const result = view.result!;
  const winners = result.winners.map((seat) => names[seat] ?? `#${seat + 1}`);
  const outcome = winners.length === 1 ? t('wins', { name: winners[0]! }) : t('share', { names: winners.join(t('listSep')) });
  return {
    game, names, result, log: view.log, ...shown, lang: t.lang,
    words: { heading: t('resultHeading', { over: t('gameOver'), result: outcome }), place: t('place'), name: t('name'), standings: t('standings') },
  };
}

/**
 * Cells a spreadsheet would read as a formula (OWASP's CSV injection: a first character `=`, `+`,
 * `-`, `@`, or a tab or carriage return before one): a name such as `=HYPERLINK(…)` is kept as text
 * by a leading apostrophe. A number (a negative cash amount) is a number, not a formula.
 */
const FORMULA = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled; formula-guarded. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A sheet as CSV text (RFC 4180: CRLF between records, and after the last). */
export function toCsv(sheet: Sheet): string {
  return [sheet.header, ...sheet.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Standard competition numbering: tied seats share a place and the next place skips (1, 2, 2, 4). */
function places(ranking: readonly (readonly number[])[]): Map<number, number> {
  const placeOf = new Map<number, number>();
  let place = 1;
  for (const tied of ranking) {
    for (const seat of tied) placeOf.set(seat, place);
    place += tied.length;
  }
  return placeOf;
}

/** The standings: place, name and the results panel's columns, one row per seat, best first (the result's ranking). */
export function standingsSheet(facts: ResultsFacts): Sheet {
  const placeOf = places(facts.result.ranking);
  return {
    header: [facts.words.place, facts.words.name, ...facts.columns.map((column) => (column.data && column.dataLabel) || column.label)],
    rows: facts.result.ranking.flat().map((seat) => [
      placeOf.get(seat)!,
      facts.names[seat] ?? `#${seat + 1}`,
      ...facts.columns.map((column) => (column.data ?? column.values)[seat] ?? ''),
    ]),
  };
}

/**
 * The public record as JSON: exactly the game's id, the names, the result and the public log, in
 * that shape (`{ game, names, result, log }`), indented by two spaces.
 */
export function logJson(facts: ResultsFacts): string {
  return JSON.stringify({ game: facts.game, names: facts.names, result: facts.result, log: facts.log }, null, 2) + '\n';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML (element content or a quoted attribute). */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A sheet as an HTML table; numbers aligned to the end. */
function htmlTable(sheet: Sheet, caption: string): string {
  const cell = (value: string | number, tag: 'td' | 'th') => `<${tag}${typeof value === 'number' ? ' class="num"' : ''}>${escapeHtml(value)}</${tag}>`;
  return `<table>\n<caption>${escapeHtml(caption)}</caption>\n`
    + `<thead><tr>${sheet.header.map((label) => `<th scope="col">${escapeHtml(label)}</th>`).join('')}</tr></thead>\n`
    + `<tbody>\n${sheet.rows.map((row) => `<tr>${row.map((value) => cell(value, 'td')).join('')}</tr>`).join('\n')}\n</tbody>\n</table>`;
}

/** The printable page's styles: black on white, compact, a table never split in a row, no colours needed. */
export const PRINT_CSS = `
body { font: 11pt/1.4 system-ui, sans-serif; color: #000; background: #fff; margin: 1.5cm; }
h1 { font-size: 16pt; margin: 0 0 0.3em; }
p { margin: 0 0 1em; }
table { border-collapse: collapse; width: 100%; margin: 0 0 1.5em; }
caption { text-align: start; font-weight: 700; font-size: 13pt; padding: 0 0 0.3em; }
th, td { border-bottom: 1px solid #999; padding: 0.2em 0.5em; text-align: start; vertical-align: top; }
thead th { border-bottom: 2px solid #000; }
.num { text-align: end; font-variant-numeric: tabular-nums; }
tr { break-inside: avoid; }
thead { display: table-header-group; }
@page { margin: 1.5cm; }
@media print { body { margin: 0; } }
`;

/** A printable page: the heading, the note, the standings, and the ledger when the game has one. Standalone (its own styles). */
export function printPage(facts: ResultsFacts): string {
  const standings = standingsSheet(facts);
  // On paper the standings show each column as the panel does (words, not raw numbers).
  const shown: Sheet = {
    header: [...standings.header.slice(0, 2), ...facts.columns.map((column) => column.label)],
    rows: facts.result.ranking.flat().map((seat, i) => [standings.rows[i]![0]!, standings.rows[i]![1]!, ...facts.columns.map((column) => column.values[seat] ?? '')]),
  };
  return `<!doctype html>\n<html lang="${escapeHtml(facts.lang)}">\n<head>\n<meta charset="utf-8">\n`
    + `<title>${escapeHtml(facts.words.heading)}</title>\n<style>${PRINT_CSS}</style>\n</head>\n<body>\n`
    + `<h1>${escapeHtml(facts.words.heading)}</h1>\n${facts.note ? `<p>${escapeHtml(facts.note)}</p>\n` : ''}`
    + `${htmlTable(shown, facts.words.standings)}\n${facts.ledger ? `${htmlTable(facts.ledger, facts.ledger.title ?? '')}\n` : ''}</body>\n</html>\n`;
}

/** Throws when `format` is not one of `RESULTS_FORMATS`. @throws RangeError naming `format` and the formats allowed. */
export function checkFormat(format: unknown): asserts format is ResultsFormat {
  if (!RESULTS_FORMATS.includes(format as ResultsFormat)) {
    throw new RangeError(`exportResults: format must be one of ${RESULTS_FORMATS.map((f) => `'${f}'`).join(', ')}; got ${JSON.stringify(String(format))}`);
  }
}

/**
 * One file of a finished game's results, as text.
 * @param format `'csv'` the standings (RFC 4180, CRLF, formula-guarded cells), `'ledger-csv'` the
 *   game's ledger, `'json'` `{ game, names, result, log }`, `'html'` a printable page.
 * @param facts the finished game's facts, or null while no game is over.
 * @returns the file's text; '' when `facts` is null, and for `'ledger-csv'` when the game keeps no ledger.
 * @throws RangeError naming `format` when it is not one of `RESULTS_FORMATS` (checked first, game or not).
 */
export function exportResults(format: ResultsFormat, facts: ResultsFacts | null): string {
  checkFormat(format);
  if (!facts) return '';
  switch (format) {
    case 'csv': return toCsv(standingsSheet(facts));
    case 'ledger-csv': return facts.ledger ? toCsv(facts.ledger) : '';
    case 'json': return logJson(facts);
    case 'html': return printPage(facts);
  }
}
