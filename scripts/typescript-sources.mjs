/**
 * A Rollup plugin that builds from the TypeScript sources instead of tsc's output in dist/: it
 * resolves a configuration's inputs (`dist/…/x.js`) and the sources' relative imports (`./x.js`) to
 * their `.ts` files and compiles each with `ts.transpileModule` and tsconfig.build.json's options
 * (what tsc emits for this isolated-modules project, without type checking: `npm run typecheck`
 * does that). Used where a build must not wait for `npm run build`: the CDN files under test
 * (scripts/cdn-test-builds.mjs) and the SCORM packages (scripts/package-scorm.mjs).
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');

/**
 * tsconfig.build.json's compiler options, for one file at a time.
 * @param {typeof import('typescript')} ts
 * @throws Error with TypeScript's message when tsconfig.build.json cannot be read.
 */
function compilerOptions(ts) {
  const file = join(ROOT, 'tsconfig.build.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return { ...options, sourceMap: true, inlineSources: true, declaration: false, declarationMap: false };
}

/**
 * The plugin; put it before the configuration's own plugins.
 * @param {typeof import('typescript')} ts the `typescript` module (loaded by the caller, when needed)
 * @returns {import('rollup').Plugin}
 */
export function typescriptSources(ts) {
  const options = compilerOptions(ts);
  return {
    name: 'bluffhouse-typescript-sources',
    resolveId(source, importer) {
      if (!/^(\.|\/|dist\/)/.test(source)) return null;
      let file = resolve(importer ? dirname(importer) : ROOT, source);
      if (file.startsWith(DIST + sep)) file = join(ROOT, relative(DIST, file));
      const tsFile = file.replace(/\.js$/, '.ts');
      return tsFile !== file && existsSync(tsFile) ? tsFile : null;
    },
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const { outputText, sourceMapText } = ts.transpileModule(code, { compilerOptions: options, fileName: id });
      return { code: outputText.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''), map: sourceMapText };
    },
  };
}
