/// <reference types="node" />
/**
 * The consumer test (issue 24): the packed tarballs installed into fresh projects as developers
 * would, offline from the npm cache that `npm ci` fills. One pack per run (`before`), then one
 * project per kind of consumer under a temporary folder (removed after; set
 * BLUFFHOUSE_KEEP_CONSUMER=1 to keep it). What each test proves is in its name; the projects' own
 * files are in test/package/fixtures. The Vite app's screenshot is saved to
 * test-results/consumer-vite-app.png.
 * Run with Node's test runner (`node --import tsx --test test/package/consumer.test.ts`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import enhancedResolve from 'enhanced-resolve';
import { chromium, type Page } from 'playwright-core';
import { ROOT, installedPackages, makeProject, packAll, run, sizeOf, tarball, type Packed, type Project } from './support/consumer.js';
import { TAGS, documentedSpecifiers } from './support/documented.js';
import { serveStatic } from './support/static-server.js';
import { until } from '../support/until.js';

interface FindBrowserModule {
  findBrowser(): Promise<{ executablePath: string; args: string[] }>;
}

const out = mkdtempSync(join(tmpdir(), 'bluffhouse-consumer-'));
let packed: Packed;
before(async () => {
  packed = await packAll(out);
}, { timeout: 1_200_000 });
after(() => {
  if (process.env['BLUFFHOUSE_KEEP_CONSUMER']) console.log(`kept ${out}`);
  else rmSync(out, { recursive: true, force: true });
});

/** The class each per-tag module exports. */
const CLASSES: Record<(typeof TAGS)[number], string> = { 'bluff-king-table': 'BluffKingTable', 'bluffing-billionaires-table': 'BluffingBillionairesTable', 'biggie-bills-board': 'BiggieBillsBoard' };
/** Type-only entries: checked by tsc, never imported at run time. */
const JSX_ENTRIES = ['bluffhouse/jsx/react', 'bluffhouse/jsx/preact', 'bluffhouse/jsx/solid', 'bluffhouse/jsx/vue'];
/** What a Node consumer imports: the exports named in the brief, plus every runtime specifier the docs show (`documentedSpecifiers`). */
function runtimeSpecifiers(): string[] {
  const known = ['bluffhouse', 'bluffhouse/online', 'bluffhouse/components', ...TAGS.flatMap((tag) => [`bluffhouse/components/${tag}`, `bluffhouse/components/${tag}.js`]), 'bluffhouse/react', 'bluffhouse/custom-elements.json', 'bluffhouse/package.json'];
  const documented = [...documentedSpecifiers().keys()].filter((specifier) => specifier.startsWith('bluffhouse/') && !specifier.startsWith('bluffhouse/jsx/'));
  return [...new Set([...known, ...documented])];
}

/** A project made once and shared by the tests that need it. */
const projects = new Map<string, Promise<Project>>();
function project(name: string, make: () => Promise<Project>): Promise<Project> {
  if (!projects.has(name)) projects.set(name, make());
  return projects.get(name)!;
}
/** The Node consumer: the package with react (for `bluffhouse/react`) and @lit-labs/ssr. */
const nodeProject = () => project('node', () => makeProject(packed, 'node', { fixture: 'node', deps: ['react', 'react-dom', '@lit-labs/ssr'], tarballs: [tarball(packed.root)] }));

/** Logs how a project was installed (the figures of the report). */
function noteInstall(t: TestContext, name: string, made: Project): void {
  t.diagnostic(`${name}: npm install ${made.mode} took ${made.install.ms} ms, ${installedPackages(made.dir).length} packages`);
}

test('the docs\' import lines are what this test imports: the per-game path with .js, the components and the engine', (t) => {
  t.diagnostic(`build and pack: ${packed.ms} ms`);
  const documented = documentedSpecifiers();
  const tested = new Set([...runtimeSpecifiers(), ...JSX_ENTRIES, 'bluffhouse-server']);
  for (const specifier of ['bluffhouse', 'bluffhouse/components', 'bluffhouse/components/bluff-king-table.js']) {
    assert.ok(documented.has(specifier), `README.md or docs/ show import '${specifier}'`);
  }
  for (const [specifier, files] of documented) {
    assert.ok(tested.has(specifier), `${files.join(', ')} show import '${specifier}', which no consumer test imports (add it to this test)`);
  }
});

test('Node imports the engine, bluffhouse/online, each documented component path (with and without .js), bluffhouse/react, the manifest and package.json', async (t) => {
  const made = await nodeProject();
  noteInstall(t, 'node', made);
  const specifiers = runtimeSpecifiers();
  const ran = await run(process.execPath, ['imports.mjs', JSON.stringify(specifiers)], made.dir);
  assert.equal(ran.code, 0, ran.stderr);
  const results = JSON.parse(ran.stdout) as Record<string, { exports?: string[]; json?: string[]; error?: string }> & { defined: Record<string, string> };
  const failed = specifiers.filter((specifier) => results[specifier]?.error).map((specifier) => `${specifier}: ${results[specifier]!.error}`);
  assert.deepEqual(failed, [], `imports that fail in Node:\n${failed.join('\n')}`);
  assert.ok(results['bluffhouse']!.exports!.includes('games') && results['bluffhouse']!.exports!.includes('createGame'), 'bluffhouse exports games and createGame');
  assert.ok(results['bluffhouse/online']!.exports!.length > 0, 'bluffhouse/online exports the protocol');
  for (const tag of TAGS) {
    for (const specifier of [`bluffhouse/components/${tag}`, `bluffhouse/components/${tag}.js`]) assert.ok(results[specifier]!.exports!.includes(CLASSES[tag]), `${specifier} exports ${CLASSES[tag]}`);
    assert.equal(results.defined[tag], 'function', `<${tag}> is defined after its import`);
  }
  assert.deepEqual(['BiggieBillsBoard', 'BluffKingTable', 'BluffingBillionairesTable'].filter((name) => !results['bluffhouse/react']!.exports!.includes(name)), [], 'bluffhouse/react exports the three wrappers');
  assert.ok(results['bluffhouse/custom-elements.json']!.json!.includes('modules'), 'the manifest has its modules');
  assert.ok(results['bluffhouse/package.json']!.json!.includes('exports'), 'package.json is exported');
});

test('webpack\'s resolver (enhanced-resolve, browser conditions) resolves each component path to the shipped file', async () => {
  const made = await nodeProject();
  const resolver = enhancedResolve.create({ conditionNames: ['browser', 'import', 'module', 'default'], mainFields: ['browser', 'module', 'main'], extensions: ['.js', '.json'] });
  const resolve = (specifier: string) => new Promise<string>((done, fail) => resolver(made.dir, specifier, (error, path) => (error || !path ? fail(error ?? new Error(`${specifier}: nothing`)) : done(path))));
  const failed: string[] = [];
  const expected: [string, string][] = [['bluffhouse/components', 'dist/components/index.js'], ...TAGS.flatMap((tag): [string, string][] => [[`bluffhouse/components/${tag}`, `dist/components/${tag}.js`], [`bluffhouse/components/${tag}.js`, `dist/components/${tag}.js`]]), ['bluffhouse', 'dist/src/index.js']];
  for (const [specifier, file] of expected) {
    const path = await resolve(specifier).catch((error: Error) => error);
    if (path instanceof Error) failed.push(`${specifier}: ${path.message.split('\n')[0]}`);
    else if (path !== join(made.dir, 'node_modules/bluffhouse', file)) failed.push(`${specifier}: resolved to ${path}, not node_modules/bluffhouse/${file}`);
  }
  assert.deepEqual(failed, [], `webpack cannot resolve:\n${failed.join('\n')}`);
});

test('@lit-labs/ssr renders each tag, imported from the package, to a declarative shadow root holding its shell', async (t) => {
  const made = await nodeProject();
  const ran = await run(process.execPath, ['ssr.mjs'], made.dir);
  assert.equal(ran.code, 0, ran.stderr);
  const results = JSON.parse(ran.stdout) as Record<string, { html?: string; error?: string }>;
  const failed = TAGS.filter((tag) => results[tag]?.error).map((tag) => `<${tag}>: ${results[tag]!.error}`);
  assert.deepEqual(failed, [], `SSR throws:\n${failed.join('\n')}`);
  for (const tag of TAGS) {
    const rendered = results[tag]!.html!;
    const shadow = new RegExp(`<${tag}\\s+players="4"[^>]*>\\s*(?:<!--[^]*?-->\\s*)*<template shadowroot="open" shadowrootmode="open">([^]*)</template>`).exec(rendered);
    assert.ok(shadow, `<${tag}> renders with a declarative shadow root: ${rendered.slice(0, 300)}`);
    const markup = shadow[1]!.replace(/<!--[^]*?-->/g, '').replace(/<style>[^]*?<\/style>/g, '');
    assert.match(markup, /<[a-z][\w-]*[\s>]/, `<${tag}>'s shadow root holds elements, not only styles`);
    t.diagnostic(`<${tag}>: ${rendered.length} characters of HTML`);
  }
});

test('a components-only install holds no server package: no @colyseus/core, ioredis, express, ws, @gamestdio/scorm, no install script, under 30 packages, no EBADENGINE', async (t) => {
  const made = await makeProject(packed, 'lean', { tarballs: [tarball(packed.root)] });
  const installed = installedPackages(made.dir);
  const bytes = sizeOf(join(made.dir, 'node_modules'));
  t.diagnostic(`lean: ${installed.length} packages, ${(bytes / 1e6).toFixed(1)} MB, npm install ${made.mode} ${made.install.ms} ms`);
  const names = installed.map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const problems: string[] = [];
  const server = ['@colyseus/core', '@colyseus/redis-driver', '@colyseus/redis-presence', '@colyseus/ws-transport', 'ioredis', 'express', 'ws', '@gamestdio/scorm', 'msgpackr-extract', 'bluffhouse-server'].filter((name) => names.includes(name));
  if (server.length > 0) problems.push(`server packages: ${server.join(', ')}`);
  const lock = JSON.parse(readFileSync(join(made.dir, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
  const scripts = Object.keys(lock.packages).filter((key) => lock.packages[key]!.hasInstallScript);
  if (scripts.length > 0) problems.push(`install scripts: ${scripts.join(', ')}`);
  const engines = [...new Set((made.install.stdout + made.install.stderr).match(/EBADENGINE\s+package: '[^']+'/g) ?? [])];
  if (engines.length > 0) problems.push(`EBADENGINE: ${engines.map((line) => line.replace(/EBADENGINE\s+package: /, '')).join(', ')}`);
  if (installed.length >= 30) problems.push(`${installed.length} packages (want under 30): ${names.join(' ')}`);
  assert.deepEqual(problems, [], 'a components-only install');
});

test('a Vite + TypeScript app typechecks and builds with the documented imports, and its page plays a move in Chromium (screenshot in test-results/)', async (t) => {
  const made = await makeProject(packed, 'vite', { fixture: 'vite-app', deps: ['vite', 'typescript'], tarballs: [tarball(packed.root)] });
  noteInstall(t, 'vite', made);
  const typecheck = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.', '--pretty', 'false'], made.dir);
  const build = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], made.dir);
  t.diagnostic(`vite: tsc ${typecheck.ms} ms, vite build ${build.ms} ms`);
  const failed = [typecheck.code === 0 ? '' : `tsc:\n${typecheck.stdout}${typecheck.stderr}`, build.code === 0 ? '' : `vite build:\n${build.stdout}${build.stderr}`].filter(Boolean);
  assert.deepEqual(failed, [], 'the Vite app typechecks and builds');
  const { url, server } = await serveStatic(join(made.dir, 'dist'));
  const { findBrowser } = (await import(new URL('scripts/find-browser.mjs', `file://${ROOT}`).href)) as FindBrowserModule;
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const table = page.locator('bluff-king-table');
    await table.locator('button').first().waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('#games').textContent(), 'BluffKing, Bluffing Billionaires, BiggieBills$$$', 'the engine import ran');
    await page.locator('bluffing-billionaires-table button').first().waitFor({ timeout: 60_000 });
    // Seat 0's turn: its action buttons show (bots play the other seats first if they lead).
    const actions = table.locator('[part="actions"] button');
    await actions.first().waitFor({ timeout: 60_000 });
    await table.evaluate((element) => {
      const moves: { text: string; names: string[] }[] = [];
      (element as HTMLElement & { consumerMoves?: unknown[] }).consumerMoves = moves;
      element.addEventListener('game-move', (event) => moves.push((event as CustomEvent<{ text: string; names: string[] }>).detail));
    });
    const labels = await actions.allTextContents();
    const decline = labels.findIndex((label) => /Let it go|Pass/.test(label));
    if (decline >= 0) await actions.nth(decline).click();
    else {
      await table.locator('button[part="card"]').first().click();
      await table.locator('[part="actions"] button:not([disabled])').first().click();
    }
    // The move is seat 0's: its log line starts with that seat's name.
    const mine = () => ((document.querySelector('bluff-king-table') as HTMLElement & { consumerMoves?: { text: string; names: string[] }[] }).consumerMoves ?? []).find((move) => move.text.startsWith(move.names[0]!))?.text;
    await page.waitForFunction(mine, undefined, { timeout: 60_000 });
    t.diagnostic(`vite: the move played: ${await page.evaluate(mine)}`);
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test-results/consumer-vite-app.png'), fullPage: true });
    assert.deepEqual(errors, [], 'errors in the page');
  } finally {
    await browser.close();
    server.close();
  }
});

/**
 * Plays one move of seat 0 (the person) on `tag` by clicks, and resolves with its log line. It first
 * waits, as a condition, until the person is asked (an enabled action or card: bots may move first).
 * Then: "Let it go"/"Pass"/"Don't block" when offered; else the first card whose selection offers an
 * enabled primary move (a card the rules refuse now shows why instead, and is put back), then that
 * move; else Skip or End turn (BiggieBills, when no card can be played now).
 */
async function playOwnMove(page: Page, tag: string): Promise<string> {
  await page.evaluate((name) => {
    const moves: { text: string; names: string[] }[] = [];
    (window as unknown as Record<string, unknown>)[`moves-${name}`] = moves;
    document.querySelector(name)!.addEventListener('game-move', (event) => moves.push((event as CustomEvent<{ text: string; names: string[] }>).detail));
  }, tag);
  const mine = (name: string) => ((window as unknown as Record<string, { text: string; names: string[] }[]>)[`moves-${name}`] ?? []).find((move) => move.text.startsWith(move.names[0]!))?.text;
  const table = page.locator(tag);
  const enabled = table.locator('[part="actions"] button:enabled');
  const play = table.locator('[part="actions"] button.primary:enabled');
  const why = table.locator('[part="actions"] .why');
  const cards = table.locator('button[part="card"]:enabled');
  await until(async () => (await enabled.count()) + (await cards.count()) > 0, `<${tag}>: the person is asked to move`, 60_000);
  const labels = await enabled.allTextContents();
  const decline = labels.findIndex((label) => /Let it go|Pass|Don’t block/.test(label));
  if (decline >= 0) await enabled.nth(decline).click();
  else {
    for (let i = 0; i < await cards.count(); i++) {
      await cards.nth(i).click();
      const offered = async () => (await play.count()) > 0 || (await why.allTextContents()).some((text) => text.trim() !== '');
      await until(offered, `<${tag}>: a move or a reason after card ${i} is selected`, 15_000);
      if (await play.count() > 0) break;
      await cards.nth(i).click();
    }
    if (await play.count() > 0) await play.first().click();
    else {
      const fallback = (await enabled.allTextContents()).findIndex((label) => /Skip|End turn/.test(label));
      assert.ok(fallback >= 0, `<${tag}>: no card offers a move and neither Skip nor End turn is offered (actions: ${labels.join(' | ')})`);
      await enabled.nth(fallback).click();
    }
  }
  await page.waitForFunction(mine, tag, { timeout: 60_000 });
  return (await page.evaluate(mine, tag))!;
}

test('each tag rendered by @lit-labs/ssr in Node hydrates in Chromium (Lit\'s hydrate support, then the package, built by Vite) into a game that plays: the shell gone, no error, a move by clicks on each', async (t) => {
  const made = await makeProject(packed, 'ssr-app', { fixture: 'ssr-app', deps: ['vite', 'lit', '@lit-labs/ssr', '@lit-labs/ssr-client'], tarballs: [tarball(packed.root)] });
  noteInstall(t, 'ssr-app', made);
  const build = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], made.dir);
  assert.equal(build.code, 0, `vite build:\n${build.stdout}${build.stderr}`);
  const rendered = await run(process.execPath, ['render.mjs', 'dist/index.html'], made.dir);
  assert.equal(rendered.code, 0, rendered.stderr);
  const page0 = readFileSync(join(made.dir, 'dist/index.html'), 'utf8');
  for (const tag of TAGS) assert.match(page0, new RegExp(`<${tag}\\s[^>]*><template shadowroot="open" shadowrootmode="open">`), `the page holds <${tag}>'s server render`);
  const { url, server } = await serveStatic(join(made.dir, 'dist'));
  const { findBrowser } = (await import(new URL('scripts/find-browser.mjs', `file://${ROOT}`).href)) as FindBrowserModule;
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|mismatch/i.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(url);
    for (const tag of TAGS) {
      // The game over the shell: no `.shell`, no `aria-busy`, one seat per player.
      await page.waitForFunction((name) => {
        const root = document.querySelector(name)?.shadowRoot;
        return !!root && !root.querySelector('.shell') && !root.querySelector('[aria-busy]') && root.querySelectorAll('bluff-seat').length === Number(document.querySelector(name)!.getAttribute('players'));
      }, tag, { timeout: 60_000 });
      t.diagnostic(`<${tag}> hydrated; the move played: ${await playOwnMove(page, tag)}`);
    }
    assert.deepEqual(problems, [], 'no error (no hydration mismatch) in the page');
  } finally {
    await browser.close();
    server.close();
  }
});

/** The React/TypeScript consumer: React 19 with its types, Preact, Solid and Vue for their JSX entries. */
const typesProject = () => project('types', () => makeProject(packed, 'types', { fixture: 'types', deps: ['typescript', 'react', 'react-dom', '@types/react', '@types/react-dom', 'preact', 'solid-js', 'vue'], tarballs: [tarball(packed.root)] }));

/** Runs tsc (strict, `jsx: react-jsx`) on `files` with `resolution` `bundler` or `nodenext`; resolves with its errors as `file(line,col): error TSxxxx: …` lines. */
async function tsc(made: Project, resolution: 'bundler' | 'nodenext', files: string[]): Promise<{ errors: string[]; ms: number }> {
  const config = `tsconfig.${resolution}.${files.length}.${files[0]!.replace(/\W/g, '-')}.json`;
  const module = resolution === 'bundler' ? 'esnext' : 'nodenext';
  writeFileSync(join(made.dir, config), JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module, moduleResolution: resolution, jsx: 'react-jsx', strict: true, noEmit: true, types: [], skipLibCheck: true }, files }, null, 2));
  const ran = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--pretty', 'false'], made.dir);
  const errors = ran.stdout.split('\n').filter((line) => / error TS\d+/.test(line));
  if (ran.code !== 0 && errors.length === 0) errors.push(`tsc exited ${ran.code}: ${ran.stdout}${ran.stderr}`);
  return { errors, ms: ran.ms };
}

for (const resolution of ['bundler', 'nodenext'] as const) {
  test(`tsc strict (moduleResolution ${resolution}): React 19 uses each tag natively with typed props and ongame-* events, the bluffhouse/react wrappers with typed onGame* events, and typed addEventListener details, with no cast`, async (t) => {
    const made = await typesProject();
    noteInstall(t, 'types', made);
    const checked = await tsc(made, resolution, ['src/react-native.tsx', 'src/react-wrappers.tsx', 'src/listeners.ts']);
    t.diagnostic(`tsc ${resolution}: ${checked.ms} ms`);
    assert.deepEqual(checked.errors, [], `tsc errors:\n${checked.errors.join('\n')}`);
  });
}

test('tsc strict (moduleResolution bundler and nodenext) resolves every documented import: the engine, bluffhouse/online, each component path with and without .js, bluffhouse/react and the JSX entries', async () => {
  const made = await typesProject();
  // JSON entries need `resolveJsonModule`: Node imports them above. One `import type` a line, so an unresolved one is a TS2307 on its own line.
  const specifiers = [...runtimeSpecifiers(), ...JSX_ENTRIES].filter((specifier) => !specifier.endsWith('.json'));
  const source = specifiers.map((specifier, i) => `import type * as m${i} from '${specifier}';`).join('\n');
  writeFileSync(join(made.dir, 'src/documented-imports.ts'), `${source}\nexport type All = [${specifiers.map((_, i) => `typeof m${i}`).join(', ')}];\n`);
  for (const resolution of ['bundler', 'nodenext'] as const) {
    const { errors } = await tsc(made, resolution, ['src/documented-imports.ts']);
    const named = errors.map((error) => `${specifiers[Number(/\((\d+),/.exec(error)?.[1] ?? 0) - 1] ?? '?'}: ${error}`);
    assert.deepEqual(named, [], `${resolution}: documented imports tsc cannot resolve`);
  }
});

/** The wrong uses in fixtures/types/src/wrong.tsx: the line's text, the TS error codes allowed there, and a word the message must name. */
const WRONG: { text: string; codes: string[]; names: string }[] = [
  { text: 'player={4}', codes: ['TS2322'], names: 'player' },
  { text: 'bots="genius"', codes: ['TS2322', 'TS2820'], names: 'genius' },
  { text: 'bots="impossible"', codes: ['TS2322', 'TS2820'], names: 'impossible' },
  { text: 'e.detail.endedby', codes: ['TS2551', 'TS2339'], names: 'endedby' },
  { text: 'e.detail.reasn', codes: ['TS2551', 'TS2339'], names: 'reasn' },
];

test('tsc strict refuses a misspelt prop, wrong bots levels (tag and wrapper) and misspelt detail fields, each on its line, and nothing else', async () => {
  const made = await typesProject();
  const lines = readFileSync(join(made.dir, 'src/wrong.tsx'), 'utf8').split('\n');
  for (const resolution of ['bundler', 'nodenext'] as const) {
    const { errors } = await tsc(made, resolution, ['src/wrong.tsx']);
    const at = errors.map((error) => {
      const match = /^src\/wrong\.tsx\((\d+),\d+\): error (TS\d+): (.*)$/.exec(error);
      return { line: match ? Number(match[1]) : 0, code: match?.[2] ?? '', message: match?.[3] ?? error, error };
    });
    for (const wrong of WRONG) {
      const line = lines.findIndex((text) => text.includes(wrong.text)) + 1;
      assert.ok(line > 0, `wrong.tsx has a line with ${wrong.text}`);
      const found = at.filter((error) => error.line === line && wrong.codes.includes(error.code) && error.message.includes(wrong.names));
      assert.ok(found.length > 0, `${resolution}: ${wrong.text} (line ${line}) fails with ${wrong.codes.join(' or ')}; tsc said:\n${errors.join('\n') || '(nothing)'}`);
    }
    const marked = new Set(WRONG.map((wrong) => lines.findIndex((text) => text.includes(wrong.text)) + 1));
    const stray = at.filter((error) => !marked.has(error.line)).map((error) => error.error);
    assert.deepEqual(stray, [], `${resolution}: errors on lines that are right`);
  }
});

test('tsc strict: Preact and Solid JSX type each tag\'s props, Vue\'s GlobalComponents lists each tag (bluffhouse/jsx/preact, /solid, /vue)', async () => {
  const made = await typesProject();
  for (const resolution of ['bundler', 'nodenext'] as const) {
    const checked = await tsc(made, resolution, ['src/preact-jsx.tsx', 'src/solid-jsx.tsx', 'src/vue-components.ts']);
    assert.deepEqual(checked.errors, [], `${resolution}: tsc errors:\n${checked.errors.join('\n')}`);
  }
});

test('a server project imports createServer from bluffhouse-server, which serves rooms on a free port, and npx bluffhouse-server --help prints its help', async (t) => {
  const made = await makeProject(packed, 'server', { fixture: 'server', tarballs: [tarball(packed.root), tarball(packed.server)] });
  noteInstall(t, 'server', made);
  const started = await run(process.execPath, ['start.mjs'], made.dir, 120_000);
  assert.equal(started.code, 0, started.stderr);
  const seen = JSON.parse(started.stdout.trim().split('\n').pop()!) as { port: number; status: number; reply: string };
  assert.ok(seen.port > 0, 'it listened on a port');
  assert.equal(seen.status, 200, `POST /matchmake/create/bluff-king: ${seen.reply}`);
  assert.match(seen.reply, /bluff-king/, 'the reply names the room');
  const help = await run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['--no', '--', 'bluffhouse-server', '--help'], made.dir, 60_000);
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /Usage: bluffhouse-server/);
  assert.ok(existsSync(join(made.dir, 'node_modules/bluffhouse/package.json')), 'bluffhouse-server brings bluffhouse');
});
