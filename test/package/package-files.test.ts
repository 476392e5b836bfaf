/// <reference types="node" />
/**
 * What the two tarballs hold (README "Install", docs/architecture.md "Two packages"): the file
 * lists `npm pack --dry-run --json` gives for `bluffhouse` (the root; its `prepack` builds first, so
 * the list is what a publish ships) and for `bluffhouse-server` (`-w server`, built by that same
 * build). For each: LICENSE, README.md and package.json are in it; no TypeScript source (`.d.ts`
 * only) and no declaration map; every source map carries the text of each of its sources
 * (`sourcesContent`) or the source itself is packed, and every `sourceMappingURL` names a packed
 * map; every relative link and image of its README names a packed file; every `exports` target and
 * `bin` is packed. Dependencies: `bluffhouse` depends on the browser side only (the exact list
 * below) and on nothing a server needs; every package the packed JavaScript imports (read from
 * its syntax tree) is a dependency (or an optional peer) of its own package; `bluffhouse-server`
 * depends on `bluffhouse`. The Colyseus client is bundled: `bluffhouse`'s colyseus.js imports
 * nothing, and no packed file or declaration of `bluffhouse` imports `@colyseus/*`, `msgpackr` or
 * `ws`; the dist/cdn and dist/embed maps are not packed and their files name none.
 * Run with Node's test runner (`node --import tsx --test test/package/package-files.test.ts`);
 * it runs the build once (about a minute).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAst } from 'rollup/parseAst';
import { PACK_SCRIPTS } from './support/built.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** What `bluffhouse` may depend on: what the shipped browser code imports at run time. */
const BROWSER_DEPENDENCIES = ['@lit/context', '@lit/react', 'lit', 'pure-rand', 'qrcode-generator', 'tslib', 'xstate'];
/** Packages only a game server needs: never a dependency of `bluffhouse`. */
const SERVER_ONLY = ['@colyseus/core', '@colyseus/redis-driver', '@colyseus/redis-presence', '@colyseus/ws-transport', 'ioredis', 'ws', 'express', '@gamestdio/scorm'];
/** The Colyseus client's packages, bundled into bluffhouse's dist/components/internal/online/colyseus.js (rollup.config.mjs): no packed file of `bluffhouse` imports them. */
const BUNDLED_CLIENT = /^(@colyseus\/|msgpackr$|ws$)/;
/** The module that holds the Colyseus client in `bluffhouse`. */
const COLYSEUS_MODULE = 'dist/components/internal/online/colyseus.js';

interface Manifest {
  name: string;
  bin?: Record<string, string>;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** One package as packed: its folder in the repository, its package.json, its packed paths. */
interface Packed {
  dir: string;
  manifest: Manifest;
  files: Set<string>;
}

/** `npm pack --dry-run --json` in the repository with `args`: the packed paths (build output goes to stderr). */
async function packedFiles(args: string[]): Promise<Set<string>> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const [report] = JSON.parse(stdout) as [{ files: { path: string }[] }];
  return new Set(report.files.map((file) => file.path));
}

let bluffhouse: Packed;
let server: Packed;

before(
  async () => {
    const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // The root's prepack builds both packages (npm run build; skipped when `npm test` has just
    // built: PACK_SCRIPTS); the server's pack then needs no second build.
    bluffhouse = { dir: root, manifest: manifestOf(root), files: await packedFiles(PACK_SCRIPTS) };
    server = { dir: join(root, 'server'), manifest: manifestOf(join(root, 'server')), files: await packedFiles(['-w', 'server', '--ignore-scripts']) };
  },
  { timeout: 600_000 },
);

const packages = (): Packed[] => [bluffhouse, server];
const text = (pkg: Packed, path: string): string => readFileSync(join(pkg.dir, path), 'utf8');

/** The relative link and image targets of a Markdown text, outside fenced code: `[a](t)`, `![a](t)`, `<img src="t">`, `[a]: t`. */
function relativeTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)).map((target) => decodeURIComponent(target.split('#')[0]!.split('?')[0]!));
}

/** The specifiers an ES module imports (`import`, `export … from`, `import()` of a string), read from its syntax tree (a string that looks like an import is none). */
function importSpecifiers(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, source } = node as { type?: string; source?: { type: string; value: unknown } };
    if (/^(Import|ExportNamed|ExportAll)Declaration$|^ImportExpression$/.test(type ?? '') && source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/** The package names a JavaScript file imports (static, `export … from`, `import()`), Node built-ins and relative paths left out. */
function importedPackages(code: string): string[] {
  const specifiers = importSpecifiers(code);
  return specifiers
    .filter((specifier) => !/^(\.|\/|node:|data:)/.test(specifier) && !builtinModules.includes(specifier.split('/')[0]!))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

/** Every string target of an `exports` (or `bin`) value, through its conditions. */
function targetsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targetsOf);
  return [];
}

test('each tarball holds its LICENSE, README.md and package.json, and bluffhouse its CHANGELOG.md', () => {
  for (const pkg of packages()) {
    for (const file of ['LICENSE', 'README.md', 'package.json']) assert.ok(pkg.files.has(file), `${pkg.manifest.name} packs ${file}`);
    assert.match(text(pkg, 'LICENSE'), /^MIT License/, `${pkg.manifest.name}'s LICENSE is MIT's`);
  }
  assert.ok(bluffhouse.files.has('CHANGELOG.md'), 'bluffhouse packs CHANGELOG.md');
});

test('no tarball holds TypeScript sources or declaration maps, and each holds its build', () => {
  for (const pkg of packages()) {
    const sources = [...pkg.files].filter((path) => /\.[cm]?tsx?$/.test(path) && !/\.d\.[cm]?ts$/.test(path));
    assert.deepEqual(sources, [], `${pkg.manifest.name} packs no TypeScript source`);
    assert.deepEqual([...pkg.files].filter((path) => path.endsWith('.d.ts.map')), [], `${pkg.manifest.name} packs no declaration map (they point at .ts files)`);
  }
  for (const path of ['dist/src/index.js', 'dist/src/online/index.js', 'dist/components/bluff-king-table.js', 'dist/cdn/bluffhouse.js']) assert.ok(bluffhouse.files.has(path), `bluffhouse packs ${path}`);
  for (const path of ['dist/index.js', 'dist/index.d.ts', 'dist/cli.js']) assert.ok(server.files.has(path), `bluffhouse-server packs ${path}`);
  assert.deepEqual([...bluffhouse.files].filter((path) => path.startsWith('dist/server/')), [], 'bluffhouse packs no server');
});

test('every source map carries its sources or points at packed ones, and every sourceMappingURL at a packed map', () => {
  for (const pkg of packages()) {
    for (const path of pkg.files) {
      if (path.endsWith('.map')) {
        const map = JSON.parse(text(pkg, path)) as { sources: string[]; sourcesContent?: (string | null)[]; sourceRoot?: string };
        map.sources.forEach((source, i) => {
          const packed = pkg.files.has(posix.normalize(posix.join(posix.dirname(path), map.sourceRoot ?? '', source)));
          assert.ok(packed || typeof map.sourcesContent?.[i] === 'string', `${pkg.manifest.name} ${path}: source ${source} is neither packed nor in sourcesContent`);
        });
      } else if (/\.[cm]?js$/.test(path)) {
        const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text(pkg, path))?.[1];
        if (url && !url.startsWith('data:')) assert.ok(pkg.files.has(posix.normalize(posix.join(posix.dirname(path), url))), `${pkg.manifest.name} ${path}: its map ${url} is packed`);
      }
    }
  }
});

test('every relative link and image of each README names a file of its own tarball', () => {
  assert.deepEqual(relativeTargets('[a](docs/x.md#y) ![i](img.png) [w](https://e.org/) [h](#top) `[c](code.md)` <img src="p.png">\n```\n[f](fenced.md)\n```\n'), ['docs/x.md', 'img.png', 'p.png'], 'the link reader finds links and skips code');
  for (const pkg of packages()) {
    const missing = relativeTargets(text(pkg, 'README.md')).filter((target) => !pkg.files.has(posix.normalize(target)));
    assert.deepEqual(missing, [], `${pkg.manifest.name}'s README links only to packed files (or absolute URLs)`);
  }
});

test('every exports target and bin of each package is packed', () => {
  for (const pkg of packages()) {
    for (const target of [...targetsOf(pkg.manifest.exports), ...targetsOf(pkg.manifest.bin)]) {
      const path = posix.normalize(target);
      if (!path.includes('*')) {
        assert.ok(pkg.files.has(path), `${pkg.manifest.name}: ${target} is packed`);
        continue;
      }
      const [head, tail] = path.split('*') as [string, string];
      assert.ok([...pkg.files].some((file) => file.startsWith(head) && file.endsWith(tail) && file.length > head.length + tail.length), `${pkg.manifest.name}: ${target} matches a packed file`);
    }
    for (const bin of targetsOf(pkg.manifest.bin)) assert.match(text(pkg, bin), /^#!\/usr\/bin\/env node\n/, `${pkg.manifest.name}: ${bin} starts with its shebang`);
  }
});

test('bluffhouse depends on the browser side only; react is an optional peer', () => {
  const { dependencies = {}, peerDependencies = {}, peerDependenciesMeta = {} } = bluffhouse.manifest;
  assert.deepEqual(Object.keys(dependencies).sort(), BROWSER_DEPENDENCIES);
  for (const name of SERVER_ONLY) assert.ok(!(name in dependencies) && !(name in peerDependencies), `bluffhouse does not depend on ${name}`);
  for (const [name] of Object.entries(peerDependencies)) assert.equal(peerDependenciesMeta[name]?.optional, true, `the peer ${name} is optional`);
  if ('react' in peerDependencies) assert.equal(peerDependenciesMeta.react?.optional, true);
});

test('every package the packed JavaScript imports is a dependency of its own package; the server depends on bluffhouse', () => {
  for (const pkg of packages()) {
    const { name, dependencies = {}, peerDependencies = {} } = pkg.manifest;
    const imported = new Set([...pkg.files].filter((path) => /^dist\/(src|components|[^/]+\.js$)/.test(path) && /\.js$/.test(path)).flatMap((path) => importedPackages(text(pkg, path))));
    const undeclared = [...imported].filter((dependency) => dependency !== name && !(dependency in dependencies) && !(dependency in peerDependencies));
    assert.deepEqual(undeclared, [], `${name}: what its JavaScript imports is in its dependencies`);
  }
  assert.equal(server.manifest.dependencies?.bluffhouse, '^0.1.0', 'bluffhouse-server depends on bluffhouse');
  for (const name of ['@colyseus/core', '@colyseus/ws-transport', 'ioredis', 'ws']) assert.ok(name in (server.manifest.dependencies ?? {}), `bluffhouse-server depends on ${name}`);
});

test('bluffhouse ships the Colyseus client bundled: one self-contained module, imported by no packed file or declaration as a package', () => {
  assert.deepEqual(importSpecifiers('import a from "x"; export * from "./y.js"; const s = `import { b } from "z"`; import("w");'), ['x', './y.js', 'w'], 'the import reader reads syntax, not strings');
  assert.ok(bluffhouse.files.has(COLYSEUS_MODULE), `bluffhouse packs ${COLYSEUS_MODULE}`);
  const client = text(bluffhouse, COLYSEUS_MODULE);
  assert.deepEqual(importSpecifiers(client), [], `${COLYSEUS_MODULE} imports nothing: the SDK and its dependencies are in it`);
  assert.match(client, /\bexport\s*\{[^}]*\bas Client\b|\bexport\s*\{[^}]*\bClient\b/, `${COLYSEUS_MODULE} exports Client`);
  for (const path of bluffhouse.files) {
    if (/\.[cm]?js$/.test(path)) {
      const bundled = importedPackages(text(bluffhouse, path)).filter((name) => BUNDLED_CLIENT.test(name));
      assert.deepEqual(bundled, [], `bluffhouse ${path} imports no Colyseus client package`);
    } else if (path.endsWith('.d.ts')) {
      assert.doesNotMatch(text(bluffhouse, path), /['"](@colyseus\/|msgpackr['"]|ws['"])/, `bluffhouse ${path} names no Colyseus client package (a consumer's tsc would need it)`);
    }
  }
});

test('bluffhouse leaves the dist/cdn and dist/embed source maps out, and their files name none', () => {
  const bundles = [...bluffhouse.files].filter((path) => /^dist\/(cdn|embed)\//.test(path));
  assert.ok(bundles.includes('dist/cdn/bluffhouse.js') && bundles.includes('dist/embed/embed.js'), 'the bundles are packed');
  assert.deepEqual(bundles.filter((path) => path.endsWith('.map')), [], 'no bundle map is packed');
  assert.deepEqual(bundles.filter((path) => /\.js$/.test(path) && /\/\/# sourceMappingURL=/.test(text(bluffhouse, path))), [], 'no bundle names a map');
});
