/**
 * A package-lock.json for a consumer project, cut from the repository's own lock, so `npm install
 * --offline` installs it from the npm cache that `npm ci` filled: every package entry a project
 * needs is copied from the repository's lock (version, integrity, dependencies, engines, flags),
 * with its registry tarball address added (the repository's lock has none, and npm fetches no
 * package document when an entry has one). Which packages a project holds still follows their
 * manifests: the packed tarballs' `dependencies`, then each entry's `dependencies`,
 * `optionalDependencies` and required `peerDependencies`, looked up the way Node finds a package
 * (`<dir>/node_modules/<name>`, then each folder up). A needed package the repository's lock lacks
 * is an error naming it (add it to the root package.json's devDependencies).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** One entry of a lockfile's `packages`. */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optional?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
}

/** A packed tarball a project installs: its file (relative to the project) and its package.json. */
export interface Tarball {
  file: string;
  path: string;
  manifest: { name: string; version: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }>; optionalDependencies?: Record<string, string>; [field: string]: unknown };
  /** Where its own dependencies sit in the repository's lock ('' for the root package, 'server' for the workspace). */
  sourceDir: string;
}

/** `sha512-…` of a file, the integrity npm records for a local tarball. */
export function integrityOf(path: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(path)).digest('base64')}`;
}

/** The key under which `name` is found from the package at `from` (a lock key, '' for the root), or undefined. */
function lookUp(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key] && !packages[key]!.link) return key;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/** The names a lock entry needs installed beside it: dependencies, optional ones and required peers. */
function needs(entry: Pick<LockEntry, 'dependencies' | 'optionalDependencies' | 'peerDependencies' | 'peerDependenciesMeta'>): { name: string; optional: boolean }[] {
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional).map((name) => ({ name, optional: false })),
  ];
}

/** The registry address of a package's tarball (`<registry>/<name>/-/<basename>-<version>.tgz`). */
function tarballUrl(registry: string, name: string, version: string): string {
  return `${registry.replace(/\/$/, '')}/${name}/-/${name.split('/').pop()}-${version}.tgz`;
}

/**
 * The lockfile (v3) of a project named `name` whose package.json `dependencies` are `registryDeps`
 * (names of packages in the repository's lock, taken at its root level) plus `tarballs` (as
 * `file:` dependencies). Throws naming a needed package the repository's lock does not hold.
 */
export function consumerLock(rootLock: { packages: Record<string, LockEntry> }, name: string, registryDeps: Record<string, string>, tarballs: Tarball[], registry: string): { lockfileVersion: 3; name: string; requires: true; packages: Record<string, LockEntry> } {
  const source = rootLock.packages;
  const packages: Record<string, LockEntry> = {};
  const byName = new Map(tarballs.map((tarball) => [tarball.manifest.name, tarball]));
  /** A workspace's folder in the repository (`server`) → its place in the project (`node_modules/bluffhouse-server`). */
  const moved = tarballs.filter((tarball) => tarball.sourceDir).map((tarball) => [`${tarball.sourceDir}/`, `node_modules/${tarball.manifest.name}/`] as const);
  const destKey = (key: string) => {
    const move = moved.find(([from]) => key.startsWith(from));
    return move ? move[1] + key.slice(move[0].length) : key;
  };
  const queue: string[] = [];
  /** Queues the entry that `dep` resolves to from the package at source key `from`. */
  const place = (from: string, dep: string, optional: boolean, why: string) => {
    if (byName.has(dep)) return; // a packed tarball: at the top level, below
    const key = lookUp(source, from, dep);
    if (key) queue.push(key);
    else if (!optional) throw new Error(`${dep} (needed by ${why}) is not in the repository's package-lock.json: add it to the root package.json's devDependencies so npm ci caches it`);
  };
  const root: LockEntry = { name, dependencies: { ...registryDeps } };
  for (const dep of Object.keys(registryDeps)) place('', dep, false, name);
  for (const tarball of tarballs) {
    const dest = `node_modules/${tarball.manifest.name}`;
    root.dependencies![tarball.manifest.name] = `file:${tarball.file}`;
    const { dependencies, optionalDependencies, peerDependencies, peerDependenciesMeta, engines, bin, license } = tarball.manifest;
    packages[dest] = Object.fromEntries(Object.entries({ version: tarball.manifest.version, resolved: `file:${tarball.file}`, integrity: integrityOf(tarball.path), license, dependencies, optionalDependencies, peerDependencies, peerDependenciesMeta, engines, bin }).filter(([, value]) => value !== undefined));
    for (const need of needs(tarball.manifest)) place(tarball.sourceDir, need.name, need.optional, tarball.manifest.name);
  }
  packages[''] = root;
  while (queue.length > 0) {
    const key = queue.shift()!;
    const dest = destKey(key);
    if (packages[dest]) continue;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = source[key]!;
    const depName = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    packages[dest] = { ...entry, ...(entry.version && !entry.resolved ? { resolved: tarballUrl(registry, depName, entry.version) } : {}) };
    for (const need of needs(entry)) place(key, need.name, need.optional || entry.optional === true, depName);
  }
  return { lockfileVersion: 3, name, requires: true, packages: Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))) };
}
