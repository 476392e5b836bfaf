/// <reference types="node" />
/**
 * Server-side rendering of one table as a framework does it (docs/embedding.md, "Server-side
 * rendering"): `@lit-labs/ssr`'s `render` of a template holding the tag, collected to a string,
 * in Node with no DOM shim installed (Lit's own Node build brings `HTMLElement` and
 * `customElements`, nothing more). The elements are defined from the TypeScript sources (tsx):
 * no build needed. Used by test/scripts/ssr.test.ts and test/scripts/ssr-hydrate.test.ts.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../../components/index.js';

/** A tag's attributes: a value, or `true` for a boolean attribute written bare (`host`). */
export type Attributes = Readonly<Record<string, string | true>>;

/** `value` for a double-quoted HTML attribute. */
function quoted(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `<tag a="1" b>` as HTML source (the tag and the names are the test's own, not escaped). */
export function openingTag(tag: string, attributes: Attributes): string {
  const written = Object.entries(attributes).map(([name, value]) => (value === true ? name : `${name}="${quoted(value)}"`));
  return `<${[tag, ...written].join(' ')}>`;
}

/**
 * The HTML `@lit-labs/ssr` renders for `<tag …attributes></tag>`: the element with its
 * declarative shadow root (`<template shadowrootmode="open">`), its styles and Lit's markers.
 * @throws what the element throws while it is rendered (today's `ReferenceError`s, before issue 24).
 */
export function renderTag(tag: string, attributes: Attributes = {}): Promise<string> {
  const template = html`${unsafeStatic(`${openingTag(tag, attributes)}</${tag}>`)}`;
  return collectResult(render(template));
}
