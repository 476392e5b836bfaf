/**
 * A plugin of the custom-elements manifest analyzer (its `packageLinkPhase`, after the analyzer has
 * merged each class's inherited members): it leaves the manifest with the package's public API
 * only, in the shape the schema asks for.
 * - The public tags are those of the tag modules, `components/<tag>.ts` (the files a user imports,
 *   as `bluffhouse/components/<tag>.js`); every other element (a game's pieces, components/internal)
 *   is an implementation detail and is left out.
 * - Each tag's class is listed in the module a user imports, by its shipped path
 *   (`dist/components/<tag>.js`, not the `.ts` source), with a `js` export of the class and the
 *   `custom-element-definition` export of the tag.
 * - Only public members stay: no private or protected one (`privacy`), none named `_…` or `#…`,
 *   no static `styles` (Lit's), nothing listed in `INTERNAL` (public in TypeScript for the
 *   library's own pieces, not for pages); attributes whose property went go too. Links to internal
 *   modules (`superclass`, `inheritedFrom`) are dropped.
 * - An event a class documents again with its own `detail` type (`@fires {CustomEvent<…>} game-over`
 *   on a game's table) keeps that type: the analyzer's inheritance gives every re-documented item
 *   the base's type (apply-inheritance.js), so the classes' own events are noted before it runs.
 * - A type the type-parser plugin expanded to a union of values (`parsedType`, `view` →
 *   `'player' | 'moderator' | undefined`) replaces the declared type text; an object type keeps its
 *   name (`Partial<Tables> | null`), which the tag module exports as a type.
 * - Each module lists the types its public API uses (`TYPE_EXPORTS`), and the manifest says the schema version it
 *   follows (`SCHEMA_VERSION`, the custom-elements-manifest package's).
 */

/** Public members (in TypeScript) that only the library's own pieces call. */
const INTERNAL = new Set([
  'emit', // BluffElement: how the table dispatches its documented events (table-events.ts)
]);

/** The schema version of custom-elements-manifest the manifest follows (test/package/manifest.test.ts checks it). */
const SCHEMA_VERSION = '2.1.0';

/**
 * Types the tags' public API names (properties, method parameters), by the tag module that exports
 * them (`export type` in components/<tag>.ts); cem-validator checks that each is listed.
 */
const TYPE_EXPORTS = ['ResultsFormat', 'Tables', 'SaveStorage'];

/** Whether `member` is part of the public API. */
function isPublic(member) {
  if (member.privacy && member.privacy !== 'public') return false;
  if (/^[_#]/.test(member.name) || INTERNAL.has(member.name)) return false;
  return !(member.static && member.name === 'styles');
}

/** `item` with its expanded type as its type, and without links to internal modules. */
function cleaned(item) {
  const { parsedType, inheritedFrom: _inherited, ...rest } = item;
  if (parsedType?.text && !/[{}<>]/.test(parsedType.text)) rest.type = { ...rest.type, text: parsedType.text };
  if (Array.isArray(rest.parameters)) rest.parameters = rest.parameters.map(cleaned);
  return rest;
}

/** The type texts of `declaration`'s members and their parameters. */
const typeTexts = (declaration) => (declaration.members ?? []).flatMap((m) => [m.type?.text, ...(m.parameters ?? []).map((p) => p.type?.text)]).filter(Boolean);

/** `declaration` with its public members only; `ownEvents`: its events as the class itself documents them. */
function publicDeclaration(declaration, ownEvents = []) {
  const { superclass: _superclass, mixins: _mixins, ...rest } = declaration;
  const members = (declaration.members ?? []).filter(isPublic).map(cleaned);
  const fields = new Set(members.map((m) => m.name));
  const attributes = (declaration.attributes ?? []).filter((a) => !a.fieldName || fields.has(a.fieldName)).map(cleaned);
  const lists = Object.fromEntries(['events', 'slots', 'cssProperties', 'cssParts', 'cssStates'].filter((key) => declaration[key]).map((key) => [key, declaration[key].map(cleaned)]));
  lists.events = lists.events?.map((event) => ({ ...event, ...ownEvents.find((own) => own.name === event.name && own.type) }));
  return { ...rest, ...lists, members, attributes };
}

/**
 * @param {{ source?: string, dist?: string }} [options] `source`: the folder of the tag modules
 *   (`components`); `dist`: where the build puts their JavaScript (`dist/components`).
 */
export function publicApiPlugin({ source = 'components', dist = 'dist/components' } = {}) {
  /** Each class's own events, by class name, before inheritance merges them. */
  const ownEvents = new Map();
  return {
    name: 'bluffhouse-public-api',
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        if (declaration.events?.length) ownEvents.set(declaration.name, structuredClone(declaration.events));
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const declarations = customElementsManifest.modules.flatMap((m) => m.declarations ?? []);
      const tagModule = new RegExp(`^${source}/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\\.ts$`);
      const modules = [];
      for (const module of customElementsManifest.modules) {
        const tag = tagModule.exec(module.path)?.[1];
        const declaration = tag && declarations.find((d) => d.customElement && d.tagName === tag);
        if (!declaration) continue;
        const path = `${dist}/${tag}.js`;
        const reference = { name: declaration.name, module: path };
        modules.push({
          kind: 'javascript-module',
          path,
          declarations: [publicDeclaration(declaration, ownEvents.get(declaration.name))],
          exports: [
            { kind: 'js', name: declaration.name, declaration: reference },
            { kind: 'custom-element-definition', name: tag, declaration: reference },
            ...TYPE_EXPORTS.filter((type) => typeTexts(declaration).some((text) => new RegExp(`\\b${type}\\b`).test(text))).map((name) => ({ kind: 'js', name, declaration: { name, module: path } })),
          ],
        });
      }
      if (!modules.length) throw new Error(`public-api: no tag module (${source}/<tag>.ts defining <tag>) found`);
      customElementsManifest.schemaVersion = SCHEMA_VERSION;
      customElementsManifest.modules = modules;
    },
  };
}
