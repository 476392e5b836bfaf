/// <reference types="node" />
/**
 * The boundaries between the layers, as eslint.config.mjs enforces them (docs/architecture.md):
 * `src/` imports no `components/`, `server/`, `embed/` or Node built-in (`node:fs`, or `fs` by its
 * bare name); `components/` and `embed/` import no `server/`; `server/` (the package
 * bluffhouse-server) imports no `components/`, `embed/` or `src/`: the engine by name only
 * (`bluffhouse`, `bluffhouse/online`), with `import` and `export … from` as with `import('…')`. Each import below is linted with the repository's own config, as a file of that
 * folder (ESLint's `lintText` with a `filePath`; the file need not exist), so a rule weakened or
 * dropped fails here. What each folder may import passes, so a rule too wide fails too.
 * Run with Node's test runner (`node --import tsx --test test/scripts/lint-boundaries.test.ts`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that hold the boundaries: static imports and exports, and `import('…')`. */
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The boundary rules' messages for `source` linted as the file `path` of the repository. */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = 1;\n`, { filePath: `${root}/${path}` });
  const fatal = result!.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${path}: ${source} parses`);
  return result!.messages.filter((m) => RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

/** [the file, the import statement] each boundary refuses. */
const REFUSED: [string, string][] = [
  ['src/core/probe.ts', "import { html } from '../../components/internal/table/game-table.js';"],
  ['src/core/probe.ts', "import type { GameSource } from '../../components/internal/table/game-source.js';"],
  ['src/probe.ts', "import { createServer } from '../server/index.js';"],
  ['src/online/probe.ts', "export { roomClass } from '../../server/game-room.js';"],
  ['src/online/probe.ts', "import type { RoomConfig } from '../../server/game-room.js';"],
  ['src/probe.ts', "import { start } from '../embed/page.js';"],
  ['src/core/probe.ts', "import { readFileSync } from 'node:fs';"],
  ['src/core/probe.ts', "import { randomInt } from 'crypto';"],
  ['src/core/probe.ts', "import { readFile } from 'fs/promises';"],
  ['src/core/probe.ts', "import * as path from 'path';"],
  ['components/internal/online/probe.ts', "import { joinError } from '../../../server/join-errors.js';"],
  ['components/probe.ts', "import type { RoomConfig } from '../server/game-room.js';"],
  ['embed/probe.ts', "import { createServer } from '../server/index.js';"],
  ['server/probe.ts', "import { onlineProblem } from '../components/internal/online/online-errors.js';"],
  ['server/probe.ts', "import { start } from '../embed/page.js';"],
  ['server/probe.ts', "import { html } from 'lit';"],
  ['src/core/probe.ts', "export const later = () => import('../../components/index.js');"],
  ['src/core/probe.ts', "export const later = () => import('node:fs');"],
  ['components/internal/online/probe.ts', "export const later = () => import('../../../server/index.js');"],
  ['embed/probe.ts', "export const later = () => import('../server/index.js');"],
  ['server/probe.ts', "export const later = () => import('../embed/page.js');"],
  ['server/probe.ts', "import { ONLINE_CODES } from '../src/online/codes.js';"],
  ['server/probe.ts', "import type { GameEntry } from '../src/games.js';"],
  ['server/probe.ts', "export const later = () => import('../src/games.js');"],
];

/** [the file, the import statement] each folder may make. */
const ALLOWED: [string, string][] = [
  ['src/core/probe.ts', "import type { GameView } from './types.js';"],
  ['src/online/probe.ts', "import { ONLINE_CODES } from './codes.js';"],
  ['src/core/probe.ts', "import { createActor } from 'xstate';"],
  ['components/internal/online/probe.ts', "import { ONLINE_CODES } from '../../../src/online/codes.js';"],
  ['embed/probe.ts', "import { games } from '../src/games.js';"],
  ['server/probe.ts', "import { ONLINE_CODES } from 'bluffhouse/online';"],
  ['server/probe.ts', "import { games, type GameEntry } from 'bluffhouse';"],
  ['server/probe.ts', "import { readFileSync } from 'node:fs';"],
  ['components/internal/online/probe.ts', "export const later = () => import('@colyseus/sdk');"],
  ['src/core/probe.ts', "export const later = () => import('./types.js');"],
];

test('each boundary between the layers is refused by the lint', async () => {
  for (const [path, source] of REFUSED) {
    const messages = await refusals(path, source);
    assert.equal(messages.length, 1, `${path}: ${source} is refused (got ${JSON.stringify(messages)})`);
  }
});

test('what each layer may import passes the lint', async () => {
  for (const [path, source] of ALLOWED) {
    assert.deepEqual(await refusals(path, source), [], `${path}: ${source} passes`);
  }
});

test('the repository keeps to its boundaries', async () => {
  const results = await eslint.lintFiles(['src', 'components', 'server', 'embed']);
  const broken = results.flatMap((r) => r.messages.filter((m) => RULES.has(m.ruleId ?? '')).map((m) => `${r.filePath}:${m.line}: ${m.message}`));
  assert.deepEqual(broken, []);
});
