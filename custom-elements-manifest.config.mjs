/**
 * `npm run analyze`: custom-elements.json from the components' JSDoc (never written by hand), and
 * from it, by the maintained generators, what editors and frameworks read (docs/embedding.md,
 * "In a framework"):
 * - vscode.html-custom-data.json, vscode.css-custom-data.json (VS Code), web-types.json (JetBrains);
 * - dist/jsx/{react,preact,solid,vue}.d.ts: the tags typed in each framework's JSX (or Vue's
 *   `GlobalComponents`), from the element classes' own types in dist/components/*.d.ts.
 *
 * The manifest lists the public API only (public-api.mjs): the table tags, each in the module a
 * user imports (`dist/components/<tag>.js`, with its `custom-element-definition`), with their
 * public members; no private or protected member, no internal piece.
 */
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { cemValidatorPlugin } from '@wc-toolkit/cem-validator';
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { getTsProgram, typeParserPlugin } from '@wc-toolkit/type-parser';
import { publicApiPlugin } from './scripts/cem/public-api.mjs';
import { jsxEntriesPlugin } from './scripts/cem/jsx-entries.mjs';
import { camelVueListeners, uniqueCssProperties } from './scripts/cem/fix-ups.mjs';

/** Where the framework types go (next to the build's dist/components/*.d.ts, which they import). */
const JSX_DIR = 'dist/jsx';
/**
 * The element classes' types, as the generated files in JSX_DIR import them (the JSX types import
 * them and the types their API names from `bluffhouse/components`, components/index.ts).
 */
const classTypes = (_name, tag) => `../components/${tag}.js`;
const shared = { hideLogs: true, componentTypePath: classTypes };

/**
 * Runs `make` without the type parser's notes on the types it declines to expand (while it reads
 * the program and the modules): hundreds, all of engine and library types that no public member
 * has (test/package/manifest.test.ts checks the public ones).
 */
function withoutSkipNotes(make) {
  const warn = console.warn;
  console.warn = (...parts) => parts.some((part) => String(part).includes('[type-parser] - Skipped parsing')) || warn(...parts);
  try {
    return make();
  } finally {
    console.warn = warn;
  }
}

/** The type parser's plugin, its notes on the types it declines to expand left out too. */
const typeParser = (options) => {
  const plugin = typeParserPlugin(options);
  return { ...plugin, analyzePhase: (args) => withoutSkipNotes(() => plugin.analyzePhase(args)) };
};

/** A copy of `manifest` whose events' types are their `detail` types (`CustomEvent<D>` → `D`). */
function withDetailTypes(manifest) {
  const copy = structuredClone(manifest);
  for (const declaration of copy.modules.flatMap((m) => m.declarations ?? [])) {
    for (const event of declaration.events ?? []) {
      const detail = /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text ?? '')?.[1];
      if (detail) event.type = { text: detail };
    }
  }
  return copy;
}

export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: true,
  /**
   * The type checker for type-parser, on the build's program (src/, components/): a type alias
   * becomes its values (`bots` → `'easy' | 'normal' | 'hard'`; public-api.mjs makes it the type).
   */
  overrideModuleCreation({ ts, globs }) {
    const program = withoutSkipNotes(() => getTsProgram(ts, globs, 'tsconfig.build.json'));
    return program.getSourceFiles().filter((file) => globs.find((glob) => file.fileName.includes(glob)));
  },
  plugins: [
    typeParser({ propertyName: 'parsedType' }),
    publicApiPlugin(),
    /** Throws when the public manifest or package.json's fields for it break the rules editors and catalogs rely on. */
    cemValidatorPlugin(),
    customElementVsCodePlugin({ outdir: '.', hideLogs: true }),
    { name: 'vscode-css-once', packageLinkPhase: () => uniqueCssProperties('vscode.css-custom-data.json') },
    customElementJetBrainsPlugin({ outdir: '.', hideLogs: true, packageJson: false }),
    jsxTypesPlugin({ hideLogs: true, globalTypePath: '../components/index.js', outdir: JSX_DIR, fileName: 'elements.d.ts', stronglyTypedEvents: true }),
    {
      name: 'vue-types',
      // The Vue generator wraps each event's type in `CustomEvent<…>`: it is given the details.
      // Its listener props are then named as Vue looks them up (fix-ups.mjs).
      packageLinkPhase: ({ customElementsManifest }) => {
        generateVuejsTypes(withDetailTypes(customElementsManifest), { ...shared, outdir: JSX_DIR, fileName: 'vue.d.ts' });
        camelVueListeners(`${JSX_DIR}/vue.d.ts`);
      },
    },
    jsxEntriesPlugin({ outdir: JSX_DIR }),
  ],
};
