/**
 * bench/server-profile.mjs's accounting: which area a profile sample is charged to, and which
 * samples a window keeps.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chargeProfile, profileTable, type CpuProfile } from '../../bench/server-profile.mjs';

const at = (url: string, functionName = 'f') => ({ url, functionName });
const ROOT = '/repo';

/** root → room broadcast → wire diff → JSON.stringify (built-in); room → ws send → writev (built-in); idle; GC. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: at('', '(root)'), children: [2, 6, 7, 8] },
    { id: 2, callFrame: at(`file://${ROOT}/server/dist/game-room.js`, 'broadcastState'), children: [3, 5] },
    { id: 3, callFrame: at(`file://${ROOT}/dist/src/online/wire.js`, 'walk'), children: [4] },
    { id: 4, callFrame: at('', 'stringify') },
    { id: 5, callFrame: at(`file://${ROOT}/node_modules/ws/lib/sender.js`, 'sendFrame'), children: [9] },
    { id: 6, callFrame: at('', '(idle)') },
    { id: 7, callFrame: at('', '(garbage collector)') },
    { id: 8, callFrame: at('node:internal/timers', 'listOnTimeout') },
    { id: 9, callFrame: at('', 'writev') },
  ],
  startTime: 1000,
  // Sample i is taken at startTime + the sum of timeDeltas[0..i] and lasts timeDeltas[i + 1].
  samples: [4, 9, 6, 7, 8, 2, 3],
  timeDeltas: [0, 10, 20, 30, 40, 50, 60, 0],
};

describe('bench/server-profile.mjs', () => {
  it('charges a built-in to the innermost frame of a known area above it, and leaves idle out', () => {
    const { areas, total } = chargeProfile(PROFILE);
    assert.equal(areas.get('wire diff/encode (wire.ts, wire-out.ts)'), 10 + 0);
    assert.equal(areas.get('ws (frames, socket writes)'), 20);
    assert.equal(areas.get('GC'), 40);
    assert.equal(areas.get('node, other'), 50);
    assert.equal(areas.get('room (server/dist, other)'), 60);
    assert.equal(areas.size, 5);
    assert.equal(total, 10 + 20 + 40 + 50 + 60);
  });

  it('keeps only the samples taken inside the window', () => {
    // Samples at 1000, 1010, 1030, 1060, 1100, 1150, 1210: the window 1050..1160 holds GC, timers and the room.
    const { areas, total } = chargeProfile(PROFILE, { from: 1050, to: 1160 });
    assert.deepEqual([...areas.keys()].sort(), ['GC', 'node, other', 'room (server/dist, other)']);
    assert.equal(total, 40 + 50 + 60);
  });

  it('prints µs per move and the share of each area present', () => {
    const lines = profileTable([['game', chargeProfile(PROFILE, { from: 1050, to: 1160 }), 10]]);
    assert.match(lines.join('\n'), /GC\s+4 µs 27%/);
    assert.match(lines.at(-1) ?? '', /total \(profiled window\)\s+15 µs 100%/);
    assert.doesNotMatch(lines.join('\n'), /msgpack/);
  });
});
