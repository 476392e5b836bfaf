/**
 * What the bench scripts share: their command line (`cli`, on node:util `parseArgs`), their tables
 * (`table`: aligned text for the console and the text blocks of bench/results.md; `markdownTable`),
 * their statistics (`mean`, `median`, `quantile`, `wilson`) and the sections of bench/results.md
 * a script writes on its own (`writeResultsHead`, `writeResultsSection`). Node only; no dependency.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// ---------------------------------------------------------------------------------------------
// Command line

/** Whether the module at `url` (its `import.meta.url`) is the script node was started with. */
export function isMain(url) {
  return process.argv[1] !== undefined && fileURLToPath(url) === resolve(process.argv[1]);
}

/**
 * A bench script's command line, parsed with node:util `parseArgs` (strict: an unknown option, or
 * one without its value, throws a TypeError). `--help` (`-h`) prints the usage and exits.
 * @param spec `{ usage, options, positionals }`:
 *   - `usage`: the first lines of the help (what the script does, how to call it);
 *   - `options`: `{ [name]: { type, help, default?, env? } }`, `type` one of `'string'`,
 *     `'number'` (given as text, converted with Number; anything else throws a TypeError naming the
 *     option), `'boolean'` (a flag) or `'list'` (comma-separated text, to an array of strings);
 *     `env` names an environment variable read when the option is not given;
 *   - `positionals`: `[{ name, help, default? }]`, the arguments after the options, in order.
 * @param args the arguments (default: the process's, after the script).
 * @returns `{ [name]: value }` for every option and positional: undefined when neither given nor
 *   defaulted.
 */
export function cli({ usage = '', options = {}, positionals = [] }, args = process.argv.slice(2)) {
  const config = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(options)) config[name] = { type: option.type === 'boolean' ? 'boolean' : 'string' };
  const parsed = parseArgs({ args, options: config, allowPositionals: positionals.length > 0, strict: true });
  if (parsed.values.help) {
    console.log(helpText({ usage, options, positionals }));
    process.exit(0);
  }
  if (parsed.positionals.length > positionals.length) {
    throw new TypeError(`at most ${positionals.length} arguments (got ${parsed.positionals.length}); see --help`);
  }
  const values = {};
  for (const [name, option] of Object.entries(options)) {
    const given = parsed.values[name] ?? (option.env ? process.env[option.env] : undefined);
    values[name] = given === undefined ? option.default : convert(name, option.type, given);
  }
  positionals.forEach(({ name, default: fallback }, i) => (values[name] = parsed.positionals[i] ?? fallback));
  return values;
}

/** An option's text as its type says (see `cli`). */
function convert(name, type, text) {
  if (type === 'boolean') return text === true || !['0', 'false', ''].includes(String(text));
  if (type === 'list') return String(text).split(',').filter(Boolean);
  if (type !== 'number') return text;
  const number = Number(text);
  if (text === '' || Number.isNaN(number)) throw new TypeError(`--${name} must be a number (got "${text}")`);
  return number;
}

/** The help of a `cli` spec: the usage, then one line per argument and option. */
function helpText({ usage, options, positionals }) {
  const shown = (value) => (Array.isArray(value) ? value.join(',') : String(value));
  const rows = [
    ...positionals.map(({ name, help, default: fallback }) => [`<${name}>`, help, fallback === undefined ? '' : `default ${shown(fallback)}`]),
    ...Object.entries(options).map(([name, { type, help, default: fallback, env }]) => [
      type === 'boolean' ? `--${name}` : `--${name} <${type}>`,
      help,
      [fallback === undefined || fallback === '' ? '' : `default ${shown(fallback)}`, env ? `env ${env}` : ''].filter(Boolean).join('; '),
    ]),
    ['--help, -h', 'this text', ''],
  ];
  const columns = [0, 1, 2].map((i) => ({ title: '', align: 'left', cell: (row) => row[i] }));
  return [usage, '', 'Options:', ...table(columns, rows, { header: false })].join('\n').trimStart();
}

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * A table as aligned text lines: a header line (unless `header` is false), then one line per row.
 * @param columns `[{ title, cell, align? }]`: `cell(row)` gives the text (a number is printed with
 *   String); `align` is `'left'` or `'right'`, by default the first column left and the rest right.
 *   Each column is as wide as its title and widest cell.
 * @param rows anything `cell` reads.
 * @param options `{ indent = '  ', gap = ' ', header = true }`: the start of every line, the space
 *   between columns. Trailing spaces are cut.
 */
export function table(columns, rows, { indent = '  ', gap = ' ', header = true } = {}) {
  const cells = rows.map((row) => columns.map((column) => String(column.cell(row))));
  const lines = header ? [columns.map((column) => column.title), ...cells] : cells;
  const widths = columns.map((_, i) => Math.max(0, ...lines.map((line) => line[i].length)));
  const right = (i) => (columns[i].align ?? (i === 0 ? 'left' : 'right')) === 'right';
  return lines.map((line) => `${indent}${line.map((text, i) => (right(i) ? text.padStart(widths[i]) : text.padEnd(widths[i]))).join(gap)}`.trimEnd());
}

/**
 * A table as GitHub markdown lines: the header, the alignment row, one line per row (see `table`
 * for `columns` and `rows`). A `|` in a cell is escaped.
 */
export function markdownTable(columns, rows) {
  const escape = (text) => String(text).replaceAll('|', '\\|');
  const line = (texts) => `| ${texts.join(' | ')} |`;
  const right = (column, i) => (column.align ?? (i === 0 ? 'left' : 'right')) === 'right';
  return [
    line(columns.map((column) => escape(column.title))),
    line(columns.map((column, i) => (right(column, i) ? '--:' : ':--'))),
    ...rows.map((row) => line(columns.map((column) => escape(column.cell(row))))),
  ];
}

// ---------------------------------------------------------------------------------------------
// Statistics

/** The arithmetic mean of `values` (numbers); NaN when empty. */
export function mean(values) {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? Number.NaN : sum / values.length;
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One summary of repeated runs of one measurement (objects of numbers, and of anything else): each
 * number is the median of the runs' (so two figures may come from different runs), every other
 * field is the run's whose `by` figure is the median's (the lower middle one for an even count);
 * `runs` holds them all.
 * @throws RangeError when `runs` is empty.
 */
export function medianRun(runs, by) {
  if (runs.length === 0) throw new RangeError('medianRun: runs must hold at least one run (got none)');
  const middle = [...runs].sort((a, b) => a[by] - b[by])[Math.floor((runs.length - 1) / 2)];
  const out = { ...middle, runs };
  for (const [key, value] of Object.entries(middle)) if (typeof value === 'number') out[key] = median(runs.map((r) => r[key]));
  return out;
}

/**
 * The `q` quantile (0..1) of `values` (in any order) by the nearest-rank method: the smallest value
 * with at least q of the values at or below it (q = 1: the largest). NaN when empty.
 */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * The Wilson score interval of a share: `wins` successes (may be fractional: a shared victory
 * counts as a part) out of `n` trials, at normal quantile `z` (1.96: 95%).
 * @returns `{ low, high }`, both in 0..1; `{ low: 0, high: 1 }` when n is 0.
 */
export function wilson(wins, n, z = 1.96) {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

// ---------------------------------------------------------------------------------------------
// bench/results.md

const RESULTS = new URL('./results.md', import.meta.url);

/** The machine, as results.md names it: cores × CPU model. */
export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;

/** bench/results.md (or `file`) split around its section `## <heading>`: `{ before, section, after }` (section '' when absent). */
function splitResults(heading, file = RESULTS) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return { before: text.trimEnd(), section: '', after: '' };
  const end = text.indexOf('\n## ', start + 1);
  return { before: text.slice(0, start).trimEnd(), section: text.slice(start + 1, end < 0 ? undefined : end).trimEnd(), after: end < 0 ? '' : text.slice(end + 1) };
}

/**
 * Writes `head` (the title, the run's line and its figures) as the opening part of
 * bench/results.md, the text before its first `## ` section, and keeps every section after it as
 * it is: the ones `npm run bench` writes too are replaced next (`writeResultsSection`), the ones
 * other scripts write (a profile, an analysis of one issue) stay until rewritten or removed.
 * `file` (a file URL) is for tests.
 */
export function writeResultsHead(head, file = RESULTS) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const first = text.startsWith('## ') ? 0 : text.indexOf('\n## ');
  const sections = first < 0 ? '' : text.slice(first === 0 ? 0 : first + 1);
  writeFileSync(file, `${head.trimEnd()}\n${sections ? `\n${sections}` : ''}`);
}

/**
 * Writes `lines` (a text block) as the section `## <heading>` of bench/results.md, saying it was
 * made by `how` on `date` with this Node and machine: replaced where it is, else added at the end
 * (`file`, a file URL, is for tests).
 */
export function writeResultsSection(heading, lines, { how, date = new Date(), file = RESULTS }) {
  const section = `## ${heading}\n\n\`${how}\` on ${date.toISOString().slice(0, 10)}, Node ${process.version}, ${machine()}.\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`;
  const { before, after } = splitResults(heading, file);
  writeFileSync(file, `${before}\n\n${section}${after ? `\n${after}` : ''}`);
}
