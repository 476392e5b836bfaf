/** Helpers for element tests: reach into shadow roots (waiting is test/support/until.ts). */

/** `selector` inside the shadow root of `host`. */
export function inShadow<E extends Element = HTMLElement>(host: Element | null | undefined, selector: string): E | null {
  return (host?.shadowRoot?.querySelector<E>(selector) as E | null) ?? null;
}

export function allInShadow<E extends Element = HTMLElement>(host: Element | null | undefined, selector: string): E[] {
  return [...(host?.shadowRoot?.querySelectorAll<E>(selector) ?? [])] as E[];
}

/** The text of every node in the element's composed tree (shadow roots included). */
export function deepText(root: Node): string {
  let text = '';
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    // nodeType, not instanceof: nodes may come from an iframe's realm.
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.shadowRoot) element.shadowRoot.childNodes.forEach(visit);
      const label = element.getAttribute('aria-label');
      if (label) text += ` ${label} `;
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return text;
}
