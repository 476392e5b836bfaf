/**
 * The consumer test's parts (test/package/consumer.test.ts): pack the repository once, make fresh
 * projects that install the tarballs offline, and run commands in them.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_SCRIPTS } from './built.js';
import { consumerLock, type LockEntry, type Tarball } from './lockfile.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** What a command did: its exit code (null when killed), its output, and how long it took in ms. */
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `command` with `args` in `cwd` (never through a shell), resolving with what it did; never rejects. */
export function run(command: string, args: string[], cwd: string, timeout = 300_000, env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) + (error && code === null ? `\n${error.message}` : ''), ms: Date.now() - started });
    });
  });
}

/** `npm` (npm.cmd on Windows). */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The packed tarballs of one run: each a Tarball, or the error its `npm pack` gave. */
export interface Packed {
  dir: string;
  root: Tarball | Error;
  server: Tarball | Error;
  ms: number;
}

/** `npm pack --json` `args` into `dir`: the tarball and its package.json, or an Error with npm's output. */
async function packOne(dir: string, args: string[], sourceDir: string): Promise<Tarball | Error> {
  const packed = await run(NPM, ['pack', '--json', '--pack-destination', dir, ...args], ROOT, 600_000);
  if (packed.code !== 0) return new Error(`npm pack ${args.join(' ')} failed (exit ${packed.code}):\n${packed.stderr.split('\n').filter((line) => /npm (error|ERR)/.test(line)).slice(0, 8).join('\n') || packed.stderr.slice(-2000)}`);
  // prepack scripts print before npm's JSON: the JSON array is the last one in stdout.
  const json = packed.stdout.slice(packed.stdout.lastIndexOf('\n[') + 1);
  const [info] = JSON.parse(json.trimStart().startsWith('[') ? json : packed.stdout) as { filename: string }[];
  const path = join(dir, info!.filename.replace(/^@/, '').replace('/', '-'));
  const manifest = JSON.parse((await run('tar', ['-xOzf', path, 'package/package.json'], dir)).stdout) as Tarball['manifest'];
  return { file: `../${relative(dir, path)}`, path, manifest, sourceDir };
}

/**
 * Packs the root package and the `server` workspace into `dir`. The root's pack builds everything,
 * the server included (its `prepack`), unless `npm test` has just built (`PACK_SCRIPTS`); the
 * server's pack right after it skips its own `prepack` (`--ignore-scripts`): one build per run.
 */
export async function packAll(dir: string): Promise<Packed> {
  const started = Date.now();
  const root = await packOne(dir, PACK_SCRIPTS, '');
  const server = await packOne(dir, ['-w', 'server', ...(root instanceof Error ? [] : ['--ignore-scripts'])], 'server');
  return { dir, root, server, ms: Date.now() - started };
}

/** The tarball, or a thrown Error saying why there is none. */
export function tarball(packed: Tarball | Error): Tarball {
  if (packed instanceof Error) throw packed;
  return packed;
}

/** The registry npm uses here (`npm config get registry`). */
async function registry(): Promise<string> {
  const got = await run(NPM, ['config', 'get', 'registry'], ROOT);
  return got.stdout.trim() || 'https://registry.npmjs.org/';
}

/** A fresh consumer project and its install. */
export interface Project {
  dir: string;
  install: Ran;
  /** The flag the install ended up with: `--offline`, or `--prefer-offline` when offline failed. */
  mode: '--offline' | '--prefer-offline';
}

/**
 * Makes `<packed.dir>/<name>`: copies fixtures/`fixture` (if given), writes a package.json whose
 * dependencies are `deps` (packages of the repository's lock, at its version) and the `tarballs`,
 * and a package-lock.json cut from the repository's (support/lockfile.ts), then runs
 * `npm install --offline --no-audit --no-fund`; only if that finds something missing from the
 * cache (ENOTCACHED), `--prefer-offline` instead. Throws when the install fails.
 */
export async function makeProject(packed: Packed, name: string, options: { fixture?: string; deps?: string[]; tarballs: Tarball[] }): Promise<Project> {
  const dir = join(packed.dir, name);
  mkdirSync(dir, { recursive: true });
  if (options.fixture) cpSync(join(FIXTURES, options.fixture), dir, { recursive: true });
  const rootLock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const deps = Object.fromEntries((options.deps ?? []).map((dep) => [dep, rootLock.packages[`node_modules/${dep}`]?.version ?? 'latest']));
  const lock = consumerLock(rootLock, `consumer-${name}`, deps, options.tarballs, await registry());
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `consumer-${name}`, version: '1.0.0', private: true, type: 'module', dependencies: lock.packages['']!.dependencies }, null, 2)}\n`);
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  let mode: Project['mode'] = '--offline';
  let install = await run(NPM, ['install', mode, '--no-audit', '--no-fund'], dir);
  if (install.code !== 0 && /ENOTCACHED/.test(install.stderr)) {
    mode = '--prefer-offline';
    install = await run(NPM, ['install', mode, '--no-audit', '--no-fund'], dir);
  }
  if (install.code !== 0) throw new Error(`npm install ${mode} in ${name} failed:\n${install.stderr.slice(-3000)}`);
  return { dir, install, mode };
}

/** Every installed package under `dir`/node_modules (scoped and nested ones too), as paths relative to `dir`. */
export function installedPackages(dir: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const path = join(modules, entry);
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(path)) visit(join(path, scoped));
      } else visit(path);
    }
  };
  const visit = (path: string) => {
    if (!existsSync(join(path, 'package.json'))) return;
    found.push(relative(dir, path).split('\\').join('/'));
    walk(join(path, 'node_modules'));
  };
  walk(join(dir, 'node_modules'));
  return found.sort();
}

/** The size in bytes of the files under `path`. */
export function sizeOf(path: string): number {
  let bytes = 0;
  for (const file of readdirSync(path, { recursive: true })) {
    const stat = statSync(join(path, String(file)), { throwIfNoEntry: false });
    if (stat?.isFile()) bytes += stat.size;
  }
  return bytes;
}
