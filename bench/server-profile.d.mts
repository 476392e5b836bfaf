/** Types of bench/server-profile.mjs's pure helpers, for the test that imports them. */

/** A call frame of a V8 `.cpuprofile` node. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
}

/** The parts of a V8 `.cpuprofile` read here (times in µs). */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The areas in order, first match wins: `[label, test(url, functionName)]`. */
export const AREAS: [string, (url: string, functionName: string) => boolean][];
/** The label of a frame's area, or null (a built-in, Node internal or the program). */
export function areaOf(frame: CallFrame): string | null;
/** µs by area (idle left out), samples from `from` to `to` only (µs, the profile's clock). */
export function chargeProfile(profile: CpuProfile, window?: { from?: number; to?: number }): { areas: Map<string, number>; total: number };
/** Table lines: µs per move and share by area, one column per `[title, charged, moves]`. */
export function profileTable(rows: [string, { areas: Map<string, number>; total: number }, number][]): string[];
