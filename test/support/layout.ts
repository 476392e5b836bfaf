/**
 * Helpers for layout tests: a table resumed at an engine position, frames of a given width, and
 * checks with real layout (text that overflows its box, words split across lines, rows of buttons).
 */
import type { AnyActorLogic } from 'xstate';
import { createActor } from 'xstate';
import { inShadow } from './dom.js';
import { controlsOf, makeTable, settle, type Table } from './table-harness.js';
import { until } from './until.js';

/** The persisted snapshot of a new game of `machine` from `input` (a position set up with `hands`). */
export function positionOf(machine: AnyActorLogic, input: unknown): unknown {
  const actor = createActor(machine, { input }).start();
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

/**
 * A table of `tag` with `attributes`, inside `parent`, resumed at `snapshot` through persist-key as
 * a reload of a save of the first version would (the element has no attribute for a fixed deal).
 */
export async function tableAt(tag: string, snapshot: unknown, attributes: Record<string, string>, parent: Element): Promise<Table> {
  const key = `${tag}-layout-${Math.random()}`;
  const first = makeTable(tag, { ...attributes, 'persist-key': key });
  // A new game's save is its record (`c`: the table's configuration); a position is resumed as a
  // save of the first version, a persisted snapshot for the same configuration.
  const saved = JSON.parse(await until(() => localStorage.getItem(key), 'the saved game', 3000)) as { c: unknown };
  first.remove();
  localStorage.setItem(key, JSON.stringify({ version: 1, configKey: JSON.stringify(saved.c), snapshot }));
  const table = document.createElement(tag) as Table;
  for (const [name, value] of Object.entries({ ...attributes, 'persist-key': key })) table.setAttribute(name, value);
  parent.append(table);
  await until(() => inShadow(controlsOf(table), '[part="hand"]'), 'the hand of the resumed game', 10_000);
  await settle(table);
  localStorage.removeItem(key);
  return table;
}

/** A frame `width` px wide (a page column), appended to the body. */
export function frame(width: number): HTMLDivElement {
  const div = document.createElement('div');
  div.style.width = `${width}px`;
  document.body.append(div);
  return div;
}

/** Distinct lines (rounded tops) that a range of text covers. */
function linesOf(range: Range): number {
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2))).size;
}

/**
 * What is wrong with the text of `element` as laid out now: the element overflows its box, its text
 * reaches outside `clip` (a card that hides what overflows), or a word (Intl.Segmenter's word, in
 * `lang`) is split across lines. Empty when all is well.
 */
export function textFaults(element: Element, clip: Element, lang: string): string[] {
  const faults: string[] = [];
  const text = element.textContent?.trim() ?? '';
  if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
    faults.push(`"${text}" overflows its box (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
  }
  const box = clip.getBoundingClientRect();
  const inner = {
    left: box.left + clip.clientLeft - 0.5, top: box.top + clip.clientTop - 0.5,
    right: box.left + clip.clientLeft + clip.clientWidth + 0.5, bottom: box.top + clip.clientTop + clip.clientHeight + 0.5,
  };
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.textContent ?? '';
    const whole = document.createRange();
    whole.selectNodeContents(node);
    for (const r of whole.getClientRects()) {
      if (r.width > 0 && (r.left < inner.left || r.right > inner.right || r.top < inner.top || r.bottom > inner.bottom)) {
        faults.push(`"${text}" is cut off`);
        break;
      }
    }
    for (const { segment, index, isWordLike } of segmenter.segment(value)) {
      if (!isWordLike) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      if (linesOf(range) > 1) faults.push(`"${segment}" (in "${text}") is split across lines`);
    }
  }
  return faults;
}

/** The buttons of `buttons` grouped by line (rounded top), in order. */
export function lineCounts(buttons: readonly Element[]): number[] {
  const lines = new Map<number, number>();
  for (const button of buttons) {
    const top = Math.round(button.getBoundingClientRect().top);
    lines.set(top, (lines.get(top) ?? 0) + 1);
  }
  return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
}
