/// <reference types="node" />
/**
 * Server-side rendering (issue 24, fault 4; docs/embedding.md, "Server-side rendering"): each
 * public tag, with the attribute sets that change what a table does (players, bots, seed, lang,
 * hot seat, persist-key, a bad value, the online `server`/`room`/`host`/`seat`, BiggieBills'
 * `view` and `tables-src`), renders with `@lit-labs/ssr` in Node without throwing, as its shell
 * (components/internal/table/server-shell.ts): the element with a declarative shadow root holding
 * its styles and the table's frame (`part="table"`, busy), one empty place per seat, the board's
 * and the footer's; no text at all (no card, no name, no word of a language) and no piece.
 * Also with the global DOM shim a framework may install (`install-global-dom-shim.js`: `document`,
 * `location`, `ResizeObserver`… exist there), in a Node process of its own.
 * Run: `node --import tsx --test test/scripts/ssr.test.ts`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ReactiveElement } from 'lit';
import { renderTag, type Attributes } from './support/ssr-render.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** One render: the tag, its attributes, and the seats' places the shell shows. */
interface Case { tag: string; attributes: Attributes; places: number }

const CASES: Case[] = [
  { tag: 'bluff-king-table', attributes: { players: '4' }, places: 4 },
  { tag: 'bluff-king-table', attributes: {}, places: 4 },
  { tag: 'bluff-king-table', attributes: { players: '3', bots: 'hard', seed: '7', humans: '0,1', lang: 'zh-CN', 'persist-key': 'ssr-bk', 'bot-delay': '0', decks: '2', names: 'Ana,Bo' }, places: 3 },
  { tag: 'bluff-king-table', attributes: { players: 'many', seed: 'x' }, places: 4 },
  { tag: 'bluff-king-table', attributes: { server: 'wss://games.example.test', room: 'ABCDEF', seat: '1', names: 'Ana' }, places: 4 },
  { tag: 'bluffing-billionaires-table', attributes: {}, places: 4 },
  { tag: 'bluffing-billionaires-table', attributes: { players: '5', seed: '12', bots: 'easy', lang: 'zh-CN', 'hand-size': '5' }, places: 5 },
  { tag: 'bluffing-billionaires-table', attributes: { players: '3', server: 'ws://localhost:2567', room: 'new', 'devices-per-seat': '2' }, places: 3 },
  { tag: 'biggie-bills-board', attributes: {}, places: 4 },
  { tag: 'biggie-bills-board', attributes: { players: '6', seed: '3', humans: 'all', 'time-limit': '600', 'max-cycles': '4' }, places: 6 },
  { tag: 'biggie-bills-board', attributes: { players: '5', view: 'moderator', humans: 'none', 'tables-src': '/course/tables.json' }, places: 5 },
  { tag: 'biggie-bills-board', attributes: { server: 'ws://localhost:2567', room: 'new', host: true, 'join-url': '/join.html', lang: 'zh' }, places: 4 },
];

/** What the shadow root holds: the text between `<template shadowrootmode="open">` and its end. */
function shadowOf(output: string, tag: string): string {
  const open = output.indexOf('<template shadowroot="open" shadowrootmode="open">');
  assert.ok(open > output.indexOf(`<${tag}`) && output.indexOf(`<${tag}`) >= 0, `<${tag}> with a declarative shadow root:\n${output.slice(0, 400)}`);
  const close = output.lastIndexOf('</template>');
  assert.ok(close > open && output.indexOf(`</${tag}>`) > close, 'the shadow root ends inside the element');
  return output.slice(open, close);
}

/** Checks one render's output: the shell and nothing else. */
function checkShell(output: string, { tag, attributes, places }: Case): void {
  const shadow = shadowOf(output, tag);
  assert.match(shadow, /<style>[\s\S]*--_felt[\s\S]*<\/style>/, 'the table\'s styles are in the shadow root');
  const markup = shadow.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  assert.match(markup, /<div class="table shell" part="table" aria-busy="true">/, 'the table\'s frame, busy');
  assert.match(markup, /<ul class="seats" part="seats">/);
  assert.match(markup, /<div class="footer" part="footer">/);
  assert.equal(markup.match(/<li class="place"><\/li>/g)?.length, places, `one place per seat (${JSON.stringify(attributes)})`);
  // No words and no cards: a shell's HTML holds no text at all, so nothing hidden can be in it.
  assert.equal(markup.replace(/<[^>]*>/g, '').trim(), '', 'the shell holds no text');
  assert.doesNotMatch(markup, /<(bluff|bluff-king|bluffing-billionaires|biggie-bills)-/, 'no piece is drawn on the server');
  for (const [name, value] of Object.entries(attributes)) {
    assert.ok(output.includes(value === true ? ` ${name}` : `${name}="`), `the attribute ${name} stays on the element`);
  }
}

for (const each of CASES) {
  test(`<${each.tag}> ${JSON.stringify(each.attributes)} renders its shell on the server`, async () => {
    checkShell(await renderTag(each.tag, each.attributes), each);
  });
}

test('another seed renders the same shadow root (no deal in it: the browser\'s first drawing matches it)', async () => {
  const attributes = { players: '3', seed: '5', bots: 'easy' };
  const shadow = async (seed: string) => shadowOf(await renderTag('bluff-king-table', { ...attributes, seed }), 'bluff-king-table');
  assert.equal(await shadow('5'), await shadow('6'), 'another seed, the same shadow root: no deal in it');
});

test('every element of the tables (pieces loaded later and online ones too) is made on the server without a DOM', async () => {
  const modules = await Promise.all([
    import('../../components/bluff-king-table.js'),
    import('../../components/bluffing-billionaires-table.js'),
    import('../../components/biggie-bills-board.js'),
    import('../../components/internal/pieces/game-over.js'),
    import('../../components/internal/pieces/handover.js'),
    import('../../components/internal/pieces/results-download.js'),
    import('../../components/biggie-bills/chart.js'),
    import('../../components/internal/online/online-play.js'),
  ]);
  const { SHARED_PIECES } = await import('../../components/internal/element/define-pieces.js');
  const classes = [...modules.flatMap((module) => Object.values(module)), ...Object.values(SHARED_PIECES)]
    .filter((value): value is new () => ReactiveElement => typeof value === 'function' && value.prototype instanceof ReactiveElement);
  assert.ok(new Set(classes).size >= 19, `the elements found: ${classes.map((c) => c.name).join(', ')}`);
  // No DOM in a constructor or a field initialiser: each is made where Lit's Node build has no ResizeObserver, document or storage.
  for (const element of new Set(classes)) assert.doesNotThrow(() => new element(), `new ${element.name}()`);
});

test('with the global DOM shim installed (document, location, ResizeObserver…), each tag renders its shell', async () => {
  const script = `
    await import('@lit-labs/ssr/lib/install-global-dom-shim.js');
    const { renderTag } = await import('./test/scripts/support/ssr-render.ts');
    const out = {};
    for (const tag of ['bluff-king-table', 'bluffing-billionaires-table', 'biggie-bills-board']) {
      out[tag] = await renderTag(tag, { players: '3', lang: 'zh-CN', 'persist-key': 'k', seed: '2' });
    }
    process.stdout.write(JSON.stringify({ document: typeof document, out }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, timeout: 240_000 });
  const { document, out } = JSON.parse(stdout) as { document: string; out: Record<string, string> };
  assert.equal(document, 'object', 'the shim put a document on the global object');
  for (const [tag, output] of Object.entries(out)) checkShell(output, { tag, attributes: { players: '3', lang: 'zh-CN' }, places: 3 });
});
