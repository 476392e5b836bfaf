/**
 * bench/first-load.mjs: the least time a page's bytes allow on the phone profile, printed beside
 * each page's measured ratio to the floor (issue 25).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bytesAloneMs, PROFILE } from '../../bench/first-load.mjs';

describe('bench/first-load.mjs', () => {
  it('bytesAloneMs: the floor\'s time plus the extra bytes at the profile\'s bandwidth, never less than the floor\'s time', () => {
    const floor = { ms: 700, kib: 20 };
    const bytesPerMs = (PROFILE.downKbps * 1024) / 8 / 1000;
    // 1.6 Mbit/s: 20 KiB more take 20 × 1024 / 209.7 ≈ 97.7 ms.
    assert.ok(Math.abs(bytesAloneMs({ kib: 40 }, floor) - (700 + (20 * 1024) / bytesPerMs)) < 1e-9);
    assert.ok(Math.abs(bytesAloneMs({ kib: 40 }, floor) - 797.66) < 0.01);
    assert.equal(bytesAloneMs({ kib: 10 }, floor), 700);
  });
});
