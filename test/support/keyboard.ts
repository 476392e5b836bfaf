/** Keyboard-only play: where focus is, and pressing Tab until it reaches a control. */
import { sendKeys } from '@web/test-runner-commands';

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Presses Tab until `matches(focused)`; fails after `limit` presses. */
export async function tabTo(matches: (el: Element) => boolean, limit = 80): Promise<Element> {
  for (let i = 0; i < limit; i++) {
    const active = deepActive();
    if (active && matches(active)) return active;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error('Tab never reached the control');
}

/** A button whose text matches. */
export const isButton = (text: RegExp) => (el: Element): boolean => el.tagName === 'BUTTON' && text.test(el.textContent ?? '');
