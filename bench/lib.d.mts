/** Types of bench/lib.mjs (the bench scripts' shared library), for the tests that import it. */

/** One option of `cli`: `number` is converted with Number, `list` split at commas, `boolean` a flag. */
export interface CliOption {
  type: 'string' | 'number' | 'boolean' | 'list';
  help: string;
  default?: unknown;
  /** An environment variable read when the option is not given. */
  env?: string;
}

export interface CliSpec {
  usage?: string;
  options?: Record<string, CliOption>;
  positionals?: { name: string; help?: string; default?: string }[];
}

export function isMain(url: string): boolean;
/** Each option's value: a string, number, boolean or list of strings; undefined when neither given nor defaulted. */
export function cli(spec: CliSpec, args?: readonly string[]): Record<string, unknown>;

export interface Column<Row> {
  title?: string;
  cell: (row: Row) => string | number;
  align?: 'left' | 'right';
}

export function table<Row>(columns: readonly Column<Row>[], rows: readonly Row[], options?: { indent?: string; gap?: string; header?: boolean }): string[];
export function markdownTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string[];

export function mean(values: ArrayLike<number>): number;
export function median(values: ArrayLike<number>): number;
export function quantile(values: ArrayLike<number>, q: number): number;
/** Each number the median of the runs', the rest from the run whose `by` figure is the median; `runs` holds them all. @throws RangeError when empty. */
export function medianRun<Run extends object>(runs: readonly Run[], by: keyof Run): Run & { runs: Run[] };
export function wilson(wins: number, n: number, z?: number): { low: number; high: number };

export function machine(): string;
export function writeResultsHead(head: string, file?: URL): void;
export function writeResultsSection(heading: string, lines: readonly string[], options: { how: string; date?: Date; file?: URL }): void;
