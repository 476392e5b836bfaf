/**
 * Measuring a screen read from the back of a room (the host screen tests): the font size of every
 * text shown in view, through shadow roots, and whether elements are inside the viewport.
 */

/** One text in view: its words and its computed font size in px. */
export interface ShownText {
  text: string;
  size: number;
  /** The element that holds it. */
  element: Element;
}

/** Whether `element` shows (has a box) and lies within the viewport (1 px of rounding allowed). */
export function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1;
}

/**
 * Every non-blank text node under `root` (shadow roots and slotted content included) whose box is
 * visible and at least partly in the viewport, with its element's computed font size.
 */
export function shownTexts(root: Node): ShownText[] {
  const found: ShownText[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (element && text !== '') {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        const style = getComputedStyle(element);
        const shown = box.width > 1 && box.height > 1 && box.top < innerHeight && box.bottom > 0 && style.visibility !== 'hidden' && !element.closest('.sr-only');
        if (shown) found.push({ text, size: parseFloat(style.fontSize), element });
      }
      return;
    }
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      if (['STYLE', 'SCRIPT'].includes(element.tagName)) return;
      if (element.shadowRoot) element.shadowRoot.childNodes.forEach(visit);
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return found;
}

/** The texts of `texts` under `size` px, as "text (size px)" lines, for an assertion's message. */
export function under(texts: readonly ShownText[], size: number): string[] {
  return texts.filter((t) => t.size < size - 0.05).map((t) => `${t.text.slice(0, 40)} (${t.size.toFixed(1)}px)`);
}

/** Captions: a BiggieBills team's "Stages", the cycle's "Turn order" and "Industry card", the ledger's rule ids. */
export const CAPTION = '.label, .rule';

/** Texts under 28px that are not captions, and captions under 25px, as "text (size)" lines. */
export function tooSmall(texts: readonly ShownText[]): string[] {
  return texts
    .filter((t) => t.size < (t.element.matches(CAPTION) ? 25 : 28) - 0.05)
    .map((t) => `${t.text.slice(0, 40)} (${t.size.toFixed(1)}px${t.element.matches(CAPTION) ? ', caption' : ''})`);
}
