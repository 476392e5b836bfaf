/** A Chromium trace event, as far as longestLayout reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { dirtyObjects?: number } };
}
/**
 * The longest `Layout` of the threads `mainKeys` ("pid:tid") from `from` to `until` (µs, trace
 * clock), and what its wall time went to (ms): font set-up, text shaping, the rest; `strikes`, the
 * font render styles asked for; `objects`, the layout objects dirty when it began.
 */
export function longestLayout(events: readonly TraceEvent[], mainKeys: ReadonlySet<string>, from: number, until: number):
  { ms: number; fonts: number; shaping: number; other: number; strikes: number; objects: number };
/** Traces `runs` cold loads of each page (the floor, then each game page, in turn); medians per page. */
export function firstLoadTrace(options?: { runs?: number; cdn?: string }): Promise<Array<Record<string, unknown>>>;
