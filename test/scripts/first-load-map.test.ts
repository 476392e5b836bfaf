/**
 * bench/first-load-map.mjs: the source map decoding and module grouping that bench/first-load.mjs
 * uses to say what the first frame did not run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeMappings, moduleGroup } from '../../bench/first-load-map.mjs';

describe('bench/first-load-map.mjs', () => {
  it('decodeMappings: generated columns and source indexes, each relative to the previous, the column reset per line', () => {
    // Line 1: column 0 of source 0, column 4 of source 0, column 20 of source 1; line 2: column 3 of source 1, then a segment with no source at column 8.
    assert.deepEqual(decodeMappings('AAAA,IAAI,gBCAA;GAAG,K'), [[[0, 0], [4, 0], [20, 1]], [[3, 1], [8, -1]]]);
    // Negative steps (source 2 back to 0) and a multi-digit VLQ (column 100 = "oG").
    assert.deepEqual(decodeMappings('AEAA,oGFAA'), [[[0, 2], [100, 0]]]);
    assert.deepEqual(decodeMappings(''), [[]]);
  });

  it('moduleGroup: packages before the games\' parts, then bots, save checks, engine and elements', () => {
    assert.equal(moduleGroup('node_modules/xstate/dist/log-6a5e50a8.esm.js'), 'xstate');
    assert.equal(moduleGroup('node_modules/lit-html/lit-html.js'), 'lit');
    assert.equal(moduleGroup('dist/src/bluff-king/bots.js'), 'bots');
    assert.equal(moduleGroup('dist/src/bluffing-billionaires/bots/estimate.js'), 'bots');
    assert.equal(moduleGroup('dist/src/core/invariants.js'), 'save checks (invariants)');
    assert.equal(moduleGroup('dist/src/core/game.js'), 'engine (src)');
    assert.equal(moduleGroup('dist/components/biggie-bills/controls.js'), 'elements (components)');
  });
});
