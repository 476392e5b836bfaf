/**
 * bench/first-load-trace.mjs: how the longest layout of a first load is split into font set-up,
 * text shaping and the rest (issue 25: where the first drawing's layout goes).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { longestLayout, type TraceEvent } from '../../bench/first-load-trace.mjs';

const MAIN = new Set(['1:1']);
/** A complete event of the main thread (1:1) at `ts` µs lasting `dur` µs. */
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', ts, dur, pid: 1, tid: 1, ...extra });

describe('bench/first-load-trace.mjs longestLayout', () => {
  it('splits the longest layout into fonts (nested font events once), shaping and the rest, and counts its font strikes', () => {
    const events = [
      x('Layout', 1_000, 2_000, { args: { beginData: { dirtyObjects: 4 } } }),
      x('Layout', 10_000, 100_000, { args: { beginData: { dirtyObjects: 7 } } }),
      // a face's platform data, with the render style of its strike inside it: 10 ms, not 18
      x('FontCache::GetFontPlatformData', 20_000, 10_000),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 21_000, 8_000),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 40_000, 5_000),
      x('InlineNode::ShapeTextIncludingFirstLine', 50_000, 20_000),
      // another thread's font work, and font work outside the layout, do not count
      x('FontCache::GetFontPlatformData', 60_000, 30_000, { tid: 2 }),
      x('FontCache::GetFontPlatformData', 120_000, 3_000),
    ];
    assert.deepEqual(longestLayout(events, MAIN, 0, 200_000), { ms: 100, fonts: 15, shaping: 20, other: 65, strikes: 2, objects: 7 });
  });

  it('gives zeros when no layout ran in the span', () => {
    assert.deepEqual(longestLayout([x('Layout', 1_000, 2_000)], MAIN, 5_000, 9_000), { ms: 0, fonts: 0, shaping: 0, other: 0, strikes: 0, objects: 0 });
  });
});
