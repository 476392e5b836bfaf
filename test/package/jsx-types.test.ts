/**
 * The types a consumer gets (docs/embedding.md, "In a framework"): `bluffhouse/jsx/react`,
 * `/preact`, `/solid` and `/vue` (generated from the manifest by `npm run analyze`, part of the
 * build `npm test` makes before the package tests; run alone, this file builds first), the React
 * wrappers `bluffhouse/react`, and the elements' event maps (`bluffhouse/components`). The
 * repository's tsc, `strict`, compiles small consumer files (test/package/fixtures/jsx) against the
 * build's declarations (dist/), `bluffhouse/…` mapped to them as the package's
 * exports map them: every correct use compiles, and each line marked `// expect TSnnnn` (a wrong
 * prop, a detail field the tag's event lacks) fails with that error on the next line, and nothing
 * else fails. A last project checks that each event type the manifest documents is the TypeScript
 * type the element sends (`<Class>EventMap`), both ways, so the two cannot drift apart.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BUILT } from './support/built.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'test/package/fixtures/jsx');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
/** What each `bluffhouse/…` import resolves to: the `types` of package.json's exports. */
const EXPORTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>;
const paths = Object.fromEntries(Object.entries(EXPORTS)
  .filter(([, target]) => typeof target === 'object' && target.types && !target.types.includes('*'))
  .map(([entry, target]) => [`bluffhouse${entry.slice(1)}`, [join(ROOT, (target as { types: string }).types)]]));

let work: string;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'bluffhouse-jsx-'));
  // The build's declarations and generated types: `npm test` has just built (BUILT); run alone, this builds.
  if (!BUILT) await run('npm', ['run', 'build'], { cwd: ROOT, maxBuffer: 1 << 26 });
  assert.ok(existsSync(join(ROOT, 'dist/jsx/elements.d.ts')), 'dist/jsx/ is missing after the build');
}, { timeout: 300_000 });
after(() => rmSync(work, { recursive: true, force: true }));

interface Diagnostic { file: string; line: number; code: string; text: string }

/** Compiles `files` (strict, no emit) with `jsx` options; returns tsc's errors. */
async function compile(name: string, files: string[], jsx: Record<string, string> = {}): Promise<Diagnostic[]> {
  const config = join(work, `${name}.tsconfig.json`);
  writeFileSync(config, JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [], skipLibCheck: false, paths, ...jsx,
    },
    files,
  }));
  const output = await run(process.execPath, [TSC, '-p', config, '--pretty', 'false'], { cwd: ROOT, maxBuffer: 1 << 24 })
    .then(({ stdout }) => stdout, (error: { stdout?: string }) => error.stdout ?? String(error));
  return [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/gm)]
    .map((m) => ({ file: m[1]!, line: Number(m[2]), code: m[3]!, text: m[4]! }));
}

/** The errors `file`'s `// expect TSnnnn` lines announce: that code on the next line. */
function expected(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').flatMap((line, i) => {
    const code = /^\s*\/\/ expect (TS\d+)/.exec(line)?.[1];
    return code ? [`${i + 2} ${code}`] : [];
  });
}

/** Asserts that compiling `fixtures` gives exactly their announced errors, no other. */
async function assertTypes(name: string, fixtures: string[], jsx?: Record<string, string>): Promise<void> {
  const files = fixtures.map((f) => join(FIXTURES, f));
  const errors = await compile(name, files, jsx);
  for (const file of files) {
    const got = errors.filter((e) => file.endsWith(e.file.replace(/^.*fixtures\/jsx\//, ''))).map((e) => `${e.line} ${e.code}`);
    assert.deepEqual([...new Set(got)].sort(), expected(file).sort(), `${file}: ${JSON.stringify(errors.filter((e) => file.endsWith(e.file.replace(/^.*fixtures\/jsx\//, ''))), null, 1)}`);
  }
  const elsewhere = errors.filter((e) => !e.file.includes('fixtures/jsx/'));
  assert.deepEqual(elsewhere, [], 'no error in the shipped declarations');
}

describe('framework types from the manifest', { timeout: 300_000 }, () => {
  it('React 19: the tags in JSX (bluffhouse/jsx/react), the wrappers (bluffhouse/react), the event maps', async () => {
    await assertTypes('react', ['react.tsx', 'react-wrappers.tsx', 'events.ts'], { jsx: 'react-jsx' });
  });
  it('React 19 again under moduleResolution nodenext (Node\'s rules: the declarations\' own imports carry extensions)', async () => {
    await assertTypes('react-nodenext', ['react.tsx', 'react-wrappers.tsx', 'events.ts'], { jsx: 'react-jsx', module: 'nodenext', moduleResolution: 'nodenext' });
  });
  it('Preact: bluffhouse/jsx/preact', async () => {
    await assertTypes('preact', ['preact.tsx'], { jsx: 'react-jsx', jsxImportSource: 'preact' });
  });
  it('Solid: bluffhouse/jsx/solid', async () => {
    await assertTypes('solid', ['solid.tsx'], { jsx: 'preserve', jsxImportSource: 'solid-js' });
  });
  it('Vue: bluffhouse/jsx/vue adds the tags to GlobalComponents', async () => {
    await assertTypes('vue', ['vue.ts']);
  });

  it('each event type in custom-elements.json is the type the element sends, both ways', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations: { name: string; events?: { name: string; type?: { text: string } }[] }[] }[];
    };
    const lines = ['import type * as C from \'bluffhouse/components\';', 'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;'];
    let checks = 0;
    for (const declaration of manifest.modules.flatMap((m) => m.declarations)) {
      for (const event of declaration.events ?? []) {
        assert.ok(event.type?.text, `${declaration.name} ${event.name} has a type`);
        lines.push(`export const c${checks++}: Same<C.${declaration.name}EventMap['${event.name}'], ${event.type.text}> = true; // ${declaration.name} ${event.name}`);
      }
    }
    assert.ok(checks >= 12, 'every table documents its four events');
    const file = join(work, 'manifest-events.ts');
    writeFileSync(file, lines.join('\n'));
    const errors = await compile('manifest', [file]);
    assert.deepEqual(errors.map((e) => `${lines[e.line - 1]!.replace(/^.*\/\/ /, '')}: ${e.text}`), []);
  });
});
