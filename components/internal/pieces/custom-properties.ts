/**
 * `customProperties({ '--_fit': '7.5' })` on an element (`<span ${customProperties(…)}>`): sets CSS
 * custom properties through the CSSOM (`style.setProperty`), on the first render too. Lit's
 * `styleMap` writes a `style` attribute on its first render, which a host page's
 * Content-Security-Policy without `'unsafe-inline'` styles blocks; the CSSOM is not blocked.
 */
import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type DirectiveResult, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Custom property name (`--_name`) → value. */
export type CustomProperties = Record<`--${string}`, string>;

/** The directive behind `customProperties`. */
export class CustomPropertiesDirective extends Directive {
  private names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('customProperties() belongs on an element: <span ${customProperties({ … })}>');
  }

  render(_properties: CustomProperties): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [properties]: [CustomProperties]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of this.names) if (!(name in properties)) style.removeProperty(name);
    this.names = new Set(Object.keys(properties));
    for (const [name, value] of Object.entries(properties)) {
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
    }
    return noChange;
  }
}

/** The element binding that sets `properties` (see the module's comment). */
export const customProperties: (properties: CustomProperties) => DirectiveResult<typeof CustomPropertiesDirective> = directive(CustomPropertiesDirective);
