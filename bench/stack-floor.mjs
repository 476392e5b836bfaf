/**
 * The stack's floor: what any table built on XState and Lit downloads before a line of its own
 * code, measured the way the pages are (the CDN build's plugins, rollup.config.mjs
 * `libraryPlugins`; min + gzip -9). The module below uses the least a game table can: one XState
 * machine with a guarded transition and an `assign`, run by an actor; one LitElement with
 * reactive properties, a template with a repeated list and styles; a context from @lit/context,
 * provided and consumed. What remains of a page budget after this is what the games' own code
 * (rules, bots, pieces, words) may weigh.
 */
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { libraryPlugins } from '../rollup.config.mjs';

const ENTRY = '\0bluffhouse-stack-floor';

/** The least a table uses of each library, kept alive by being exported. */
const FLOOR_MODULE = `
import { setup, createActor, assign } from 'xstate';
import { LitElement, html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { createContext, ContextProvider, ContextConsumer } from '@lit/context';

export const machine = setup({ guards: { legal: (_, params) => params.ok }, actions: { count: assign(({ context }) => ({ n: context.n + 1 })) } })
  .createMachine({ context: { n: 0 }, initial: 'play', states: { play: { on: { MOVE: { guard: { type: 'legal', params: { ok: true } }, actions: 'count' } } } } });
export const tableContext = createContext('table');

export class FloorTable extends LitElement {
  static styles = css\`:host { display: block; }\`;
  static properties = { seats: { type: Number } };
  actor = createActor(machine).start();
  provider = new ContextProvider(this, { context: tableContext, initialValue: this.actor });
  render() {
    return html\`<ol>\${repeat(Array.from({ length: this.seats ?? 0 }, (_, i) => i), (i) => i, (i) => html\`<li>\${i}</li>\`)}</ol>\${nothing}\`;
  }
}
export class FloorSeat extends LitElement {
  consumer = new ContextConsumer(this, { context: tableContext, subscribe: true });
}
export { property, state };
`;

/**
 * The floor as a page would load it (bench/first-load.mjs): the module above plus `extra` (source
 * text appended, e.g. a `customElements.define` that draws buttons), built with the CDN build's plugins.
 * @param {string} [extra]
 * @returns {Promise<string>} the minified code, one file
 */
export async function stackFloorCode(extra = '') {
  const bundle = await rollup({
    input: ENTRY,
    plugins: [{ name: 'stack-floor', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? FLOOR_MODULE + extra : null) }, ...libraryPlugins()],
    onwarn: (warning, warn) => warn(warning),
  });
  try {
    const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
    return output.filter((item) => item.type === 'chunk').map((chunk) => chunk.code).join('\n');
  } finally {
    await bundle.close();
  }
}

/**
 * Builds the floor module with the CDN build's plugins.
 * @returns {Promise<{ min: number, gz: number }>} kB (1000 bytes), minified and min + gzip -9
 */
export async function stackFloor() {
  const code = await stackFloorCode();
  return { min: Buffer.byteLength(code) / 1000, gz: gzipSync(code, { level: 9 }).length / 1000 };
}
