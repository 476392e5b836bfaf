/**
 * custom-elements.json and the editor files made from it (`npx cem analyze`, npm test's pretest:
 * run it before this file alone): the manifest follows the custom-elements-manifest schema it
 * names; it lists the public API only (the three table tags, each in the shipped module a user
 * imports with its `custom-element-definition`, no private, protected or internal member, no inner
 * piece); attributes are typed by their values; and package.json's `customElements` and
 * `web-types` fields, and its exports, point at what the analyzer wrote.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { registeredGames } from '../../components/games.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const TAGS = registeredGames.map((game) => game.tag as string).sort();

interface Item { name: string; privacy?: string; static?: boolean; type?: { text: string }; inheritedFrom?: unknown }
interface Declaration { name: string; tagName?: string; customElement?: boolean; members: Item[]; attributes: Item[]; events: Item[]; superclass?: unknown }
interface Module { kind: string; path: string; declarations: Declaration[]; exports: { kind: string; name: string; declaration: { name: string; module?: string } }[] }
let manifest: { schemaVersion: string; modules: Module[] };

before(() => {
  assert.ok(existsSync(join(ROOT, 'custom-elements.json')), 'custom-elements.json is missing: run `npx cem analyze --quiet` first');
  manifest = read('custom-elements.json');
});

describe('custom-elements.json', () => {
  it('is valid against the custom-elements-manifest schema of the version it names', () => {
    const schema = read('node_modules/custom-elements-manifest/schema.json');
    assert.equal(manifest.schemaVersion, read('node_modules/custom-elements-manifest/package.json').version);
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    assert.equal(validate(manifest), true, JSON.stringify(validate.errors, null, 1));
  });

  it('lists the three table tags only, each in its shipped module with a custom-element-definition', () => {
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName)).sort();
    assert.deepEqual(tags, TAGS);
    for (const module of manifest.modules) {
      const declaration = module.declarations[0]!;
      assert.equal(module.path, `dist/components/${declaration.tagName}.js`);
      assert.deepEqual(module.exports.find((e) => e.kind === 'custom-element-definition'), {
        kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: module.path },
      });
      assert.ok(module.exports.some((e) => e.kind === 'js' && e.name === declaration.name), `${declaration.name} is exported`);
    }
  });

  it('holds public members only, with no link to an internal module, and is small', () => {
    for (const declaration of manifest.modules.flatMap((m) => m.declarations)) {
      for (const member of declaration.members) {
        assert.ok(!member.privacy || member.privacy === 'public', `${declaration.name}.${member.name} is ${member.privacy}`);
        assert.doesNotMatch(member.name, /^[_#]/);
      }
      assert.ok(!declaration.members.some((m) => m.name === 'emit' || (m.static && m.name === 'styles')), `${declaration.name}: no emit, no styles`);
      assert.ok(declaration.members.some((m) => m.name === 'exportResults') && declaration.members.some((m) => m.name === 'newGame'));
      assert.equal(declaration.superclass, undefined);
      assert.doesNotMatch(JSON.stringify(declaration), /components\/internal|\.ts"/);
    }
    assert.ok(statSync(join(ROOT, 'custom-elements.json')).size < 150_000, 'under 150 kB (685 kB with every private member and piece)');
  });

  it('types attributes by their values and each game-over with the game\'s own detail', () => {
    const of = (tag: string) => manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)!;
    for (const tag of TAGS) assert.equal(of(tag).attributes.find((a) => a.name === 'bots')?.type?.text, '\'easy\' | \'normal\' | \'hard\' | undefined');
    assert.match(of('biggie-bills-board').attributes.find((a) => a.name === 'view')!.type!.text, /'player' \| 'moderator'/);
    assert.match(of('bluffing-billionaires-table').events.find((e) => e.name === 'game-over')!.type!.text, /endedBy: number \| null/);
    assert.match(of('biggie-bills-board').events.find((e) => e.name === 'game-over')!.type!.text, /reason: 'target'/);
  });
});

describe('package.json points at the generated files', () => {
  const pkg = read('package.json') as { customElements: string; 'web-types': string; exports: Record<string, unknown>; files: string[] };
  it('customElements, web-types and the VS Code data exist, are exported and shipped, and name the three tags', () => {
    const files = [pkg.customElements, pkg['web-types'], 'vscode.html-custom-data.json', 'vscode.css-custom-data.json'].map((f) => f.replace(/^\.\//, ''));
    for (const file of files) {
      assert.ok(existsSync(join(ROOT, file)), file);
      assert.ok(pkg.exports[`./${file}`], `./${file} exported`);
      assert.ok(pkg.files.includes(file), `${file} in files`);
    }
    const webTypes = read(pkg['web-types']) as { contributions: { html: { elements: { name: string }[] } } };
    assert.deepEqual(webTypes.contributions.html.elements.map((e) => e.name).sort(), TAGS);
    const vscode = read('vscode.html-custom-data.json') as { tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[] };
    assert.deepEqual(vscode.tags.map((t) => t.name).sort(), TAGS);
    const bots = vscode.tags[0]!.attributes.find((a) => a.name === 'bots')!;
    assert.deepEqual(bots.values?.map((v) => v.name), ['easy', 'normal', 'hard']);
  });
  it('the JSX entries and the React wrappers have a types target and a JavaScript file', () => {
    for (const entry of ['./react', './jsx/react', './jsx/preact', './jsx/solid', './jsx/vue']) {
      const target = pkg.exports[entry] as { types: string; default: string };
      assert.ok(target?.types && target.default, entry);
    }
    for (const name of ['react', 'preact', 'solid', 'vue']) assert.ok(existsSync(join(ROOT, `dist/jsx/${name}.d.ts`)) && existsSync(join(ROOT, `dist/jsx/${name}.js`)), name);
  });
});
