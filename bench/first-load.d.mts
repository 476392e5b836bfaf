/** The phone profile: round trip (ms), bandwidth down and up (kbit/s), CPU slow-down. */
export const PROFILE: { latencyMs: number; downKbps: number; upKbps: number; cpu: number };
/** The game pages: id, tag and players. */
export const PAGES: Array<{ id: string; tag: string; players: number }>;
/** One page's figures: `ms` the median time to the first button, `kib` every response sent (KiB, gzip). */
export interface FirstLoadRow { id?: string; label?: string; ms: number; runs?: number[]; kib: number }
/**
 * The least time to a first button that a page's bytes allow on the phone profile (ms): the
 * floor's time plus the page's extra bytes at the profile's bandwidth.
 */
export function bytesAloneMs(row: Pick<FirstLoadRow, 'kib'>, floor: Pick<FirstLoadRow, 'ms' | 'kib'>): number;
/** The first-load bench: each page `runs` times against the floor (and `compare`, another build). */
export function firstLoadBench(options?: { runs?: number; throttle?: number; cdn?: string; compare?: string | null; progress?: (line: string) => void }):
  Promise<{ rows: FirstLoadRow[]; breakdown: Array<Record<string, unknown>>; throttle: number }>;
/** The printed lines of a `firstLoadBench` result. */
export function firstLoadLines(result: { rows: FirstLoadRow[]; breakdown: Array<Record<string, unknown>>; throttle: number }): string[];
