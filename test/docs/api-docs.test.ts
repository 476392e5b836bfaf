/**
 * The README, the custom-elements manifest and the elements agree. The manifest is generated from
 * the elements' JSDoc (`npm run analyze`, run before the tests), so the JSDoc is the one source: the
 * README must name every attribute, event, CSS custom property and part the manifest lists for an
 * element (in the "Every table" section or the element's own section) and nothing else; each
 * event's documented `detail` fields must be the ones the README lists and the ones the element
 * really sends.
 */
import { expect } from '@open-wc/testing';
import { registeredGames } from '../../components/games.js';
import '../../components/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { until } from '../support/until.js';

interface Named { name: string; description?: string; type?: { text: string }; default?: string }
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  events?: Named[];
  cssProperties?: Named[];
  cssParts?: Named[];
}

/** Every registered table's tag; the first game's documents the shared events as `GameTable` does (it adds none). */
const TAGS = registeredGames.map((game) => game.tag);
type Tag = string;
/** A few seats for `tag`'s game: three, or its nearest allowed count. */
const seatsOf = (tag: Tag): number => {
  const { min, max } = registeredGames.find((game) => game.tag === tag)!.players;
  return Math.min(Math.max(3, min), max);
};
/** Attributes that keep a game short in these tests, by tag. */
const SHORT: Record<Tag, Record<string, string>> = { 'biggie-bills-board': { 'max-cycles': '2' } };

let manifest: Map<Tag, Declaration>;
let readme: string;

/** The README's `## ` sections by heading. */
const sections = (): Map<string, string> => new Map(readme.split(/^## /m).slice(1).map((text) => [text.slice(0, text.indexOf('\n')), text]));
/** The README text about `tag`: the shared section and the element's own. */
function readmeFor(tag: Tag): string {
  const all = sections();
  const own = [...all].find(([heading]) => heading.includes(`<${tag}>`));
  expect(own, `a README section for <${tag}>`).to.not.equal(undefined);
  return `${all.get('Every table')}\n${own![1]}`;
}
/** Every `code` span of `text`. */
const codeSpans = (text: string): Set<string> => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!));
/** The first column's names in the markdown tables of `text` whose header is `| ${header} |` (rows like "| `name` | …"). */
function tableNames(text: string, header: string): string[] {
  return text.split(/\n\s*\n/)
    .filter((block) => block.trimStart().startsWith(`| ${header} |`))
    .flatMap((block) => [...block.matchAll(/^\| ((?:`[^`]+`(?:, )?)+) \|/gm)])
    .flatMap((m) => [...m[1]!.matchAll(/`([^`]+)`/g)].map((n) => n[1]!));
}
/**
 * The field names of an event's documented `detail` type, `CustomEvent<{ a: …; b?: … }>` (the
 * `@fires {type}` of the JSDoc): its top-level fields, optional ones apart.
 */
function detailFields(event: Named): { required: string[]; optional: string[] } {
  // A game's own description may add fields to the shared type (the manifest keeps the type of
  // the shared base and the game's description): "its `detail` adds `{ a, b }`".
  const added = /`detail` adds `\{ ([^}]*) \}`/.exec(event.description ?? '')?.[1]?.split(',').map((f) => f.trim()) ?? [];
  const text = event.type?.text ?? '';
  expect(text, `a CustomEvent<{ … }> type for ${event.name}`).to.match(/^CustomEvent<\{.*\}>$/);
  const body = text.slice(text.indexOf('{') + 1, text.lastIndexOf('}'));
  const fields: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '{' || char === '[' || char === '(' || char === '<') depth++;
    if (char === '}' || char === ']' || char === ')' || char === '>') depth--;
    if (char === ';' && depth === 0) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  const keys = fields.map((f) => f.trim()).filter(Boolean).map((f) => f.slice(0, f.indexOf(':')).trim());
  const all = [...keys, ...added];
  return { required: all.filter((f) => !f.endsWith('?')), optional: all.filter((f) => f.endsWith('?')).map((f) => f.slice(0, -1)) };
}
const names = (items: Named[] | undefined): string[] => (items ?? []).map((item) => item.name).sort();

before(async () => {
  const json = await (await fetch('/custom-elements.json')).json() as { modules: { declarations?: Declaration[] }[] };
  manifest = new Map(json.modules.flatMap((m) => m.declarations ?? []).filter((d) => (TAGS as readonly string[]).includes(d.tagName ?? '')).map((d) => [d.tagName as Tag, d]));
  readme = await (await fetch('/README.md')).text();
});

describe('README and custom-elements.json agree', () => {
  it('the manifest lists every element with its attributes, events, CSS custom properties and parts', () => {
    for (const tag of TAGS) {
      const d = manifest.get(tag)!;
      expect(d, tag).to.exist;
      expect(names(d.events), tag).to.deep.equal(['game-error', 'game-move', 'game-over', 'game-start']);
      for (const attribute of ['players', 'seed', 'bots', 'humans', 'names', 'lang', 'bot-delay', 'persist-key']) {
        expect(names(d.attributes), tag).to.include(attribute);
      }
      expect(names(d.cssProperties).length, tag).to.be.above(10);
      expect(names(d.cssParts).length, tag).to.be.above(10);
    }
  });

  for (const tag of TAGS) {
    it(`<${tag}>: the README names exactly the manifest's attributes, events, CSS custom properties and parts`, () => {
      const d = manifest.get(tag)!;
      const text = readmeFor(tag);
      const spans = codeSpans(text);
      for (const item of [...names(d.attributes), ...names(d.events), ...names(d.cssProperties), ...names(d.cssParts)]) {
        expect(spans.has(item), `README mentions \`${item}\` for <${tag}>`).to.equal(true);
      }
      // Attribute tables: the shared one lists attributes of every element; a game's, attributes of that game.
      for (const attribute of tableNames(text, 'attribute')) {
        expect(names(d.attributes), `README attribute \`${attribute}\` of <${tag}>`).to.include(attribute);
      }
      for (const property of text.match(/--bluff-[a-z-]+/g) ?? []) {
        const everywhere = TAGS.some((t) => names(manifest.get(t)!.cssProperties).includes(property));
        expect(everywhere, `README CSS property ${property} is in the manifest`).to.equal(true);
      }
      const partsText = /### Parts\n\n([\s\S]*?)\n\n/.exec(text)?.[1] ?? '';
      const extraParts = [...text.matchAll(/Extra parts?: ([^.\n]*)/g)].map((m) => m[1]!).join(' ');
      for (const part of codeSpans(`${partsText} ${extraParts}`)) {
        if (part.includes('::part') || part.includes(' ')) continue;
        const somewhere = TAGS.some((t) => names(manifest.get(t)!.cssParts).includes(part));
        expect(somewhere, `README part \`${part}\` is in the manifest`).to.equal(true);
      }
      for (const part of codeSpans(extraParts)) expect(names(d.cssParts), `extra part \`${part}\` of <${tag}>`).to.include(part);
    });
  }

  it('the README events table lists the detail fields the manifest documents', () => {
    const table = sections().get('Every table')!;
    for (const event of ['game-start', 'game-move', 'game-over', 'game-error']) {
      const row = new RegExp(`^\\| \`${event}\` \\| \`\\{ ([^}]*) \\}\``, 'm').exec(table);
      expect(row, `README events row for ${event}`).to.not.equal(null);
      const readmeFields = row![1]!.split(',').map((f) => f.trim()).sort();
      // The shared description (inherited from GameTable) is BluffKing's: it adds no event of its own.
      const documented = detailFields(manifest.get(TAGS[0]!)!.events!.find((e) => e.name === event)!);
      expect(readmeFields, event).to.deep.equal([...documented.required, ...documented.optional.map((f) => `${f}?`)].sort());
    }
  });

  it('each game\'s own game-over fields are named in its README section', () => {
    const shared = detailFields(manifest.get(TAGS[0]!)!.events!.find((e) => e.name === 'game-over')!).required;
    for (const tag of TAGS) {
      const own = detailFields(manifest.get(tag)!.events!.find((e) => e.name === 'game-over')!).required;
      const extra = own.filter((f) => !shared.includes(f));
      const text = readmeFor(tag);
      for (const field of extra) expect(codeSpans(text).has(field), `README names game-over's \`${field}\` for <${tag}>`).to.equal(true);
    }
  });
});

describe('the elements send the event details the manifest documents', () => {
  for (const tag of TAGS) {
    it(`<${tag}>: game-start, game-move, game-over and game-error details have the documented fields`, async () => {
      const documented = new Map(manifest.get(tag)!.events!.map((e) => [e.name, detailFields(e)]));
      const seen = new Map<string, Record<string, unknown>[]>();
      const table = document.createElement(tag);
      const attributes: Record<string, string> = { players: String(seatsOf(tag)), seed: '4', 'bot-delay': '0', humans: 'none', ...SHORT[tag] };
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      for (const event of documented.keys()) table.addEventListener(event, (e) => seen.set(event, [...(seen.get(event) ?? []), (e as CustomEvent).detail]));
      document.body.append(table);
      await until(() => seen.has('game-over'), 'game-over', 60_000);
      table.setAttribute('players', '1');
      await until(() => seen.has('game-error'), 'game-error', 5000);
      for (const [event, fields] of documented) {
        for (const detail of seen.get(event) ?? []) {
          const keys = Object.keys(detail);
          for (const field of fields.required) expect(keys, `${event} detail has ${field}`).to.include(field);
          for (const key of keys) expect([...fields.required, ...fields.optional], `${event} detail field ${key} is documented`).to.include(key);
        }
        expect(seen.get(event)?.length, `${event} fired`).to.be.above(0);
      }
      expect(allInShadow(table, '[role="alert"]')).to.have.length(1);
      table.remove();
    });
  }
});

/** The text of every style sheet in `root`'s shadow tree and the shadow trees inside it. */
function styleText(root: Element): string {
  const texts: string[] = [];
  const visit = (element: Element) => {
    const shadow = element.shadowRoot;
    if (shadow) {
      for (const sheet of shadow.adoptedStyleSheets) texts.push(...[...sheet.cssRules].map((rule) => rule.cssText));
      for (const style of shadow.querySelectorAll('style')) texts.push(style.textContent ?? '');
      shadow.querySelectorAll('*').forEach(visit);
    }
  };
  visit(root);
  return texts.join('\n');
}
/** CSS text with quotes and spaces made comparable. */
const plain = (css: string): string => css.replace(/["']/g, '').replace(/\s+/g, '');

describe('the CSS custom properties the manifest documents', () => {
  for (const tag of TAGS) {
    it(`<${tag}>: each has its default, and the element's styles fall back to that default`, async () => {
      const table = document.createElement(tag);
      table.setAttribute('seed', '3');
      table.setAttribute('bot-delay', '0');
      document.body.append(table);
      await until(() => inShadow(inShadow(table, '[data-controls]'), '[part~="hand"]'), 'the hand', 5000);
      const css = plain(styleText(table));
      for (const property of manifest.get(tag)!.cssProperties!) {
        expect(property.default, `${property.name} has a default in the manifest`).to.be.a('string').and.not.equal('');
        expect(css.includes(plain(`var(${property.name}, ${property.default})`)), `<${tag}> styles use var(${property.name}, ${property.default})`).to.equal(true);
      }
      table.remove();
    });
  }
});
