/**
 * A course's own cards on a BiggieBills board (README, "A course's own cards"): which tables the
 * board plays, from its `tables` property (an object in the shape of `STANDARD_TABLES`,
 * src/biggie-bills/cards.ts) or its `tables-src` attribute (a URL, relative to the page, of JSON
 * in that shape, fetched here). `tables` wins when both are set. The board plays them through
 * `HostTables.settings` (its `playSettings`): the tables go into the game's input and its options,
 * so the engine validates them (`parseInput`, which runs `parseTables`: src/biggie-bills/setup.ts),
 * an online room is created with them (the server passes a room's options through the same
 * `parseInput`: docs/online.md), and a game saved under `persist-key` resumes only with the same
 * tables (the options are part of its key). While `tables-src` loads there is no game: the board
 * starts once it is in.
 */
import { AttributeError } from '../internal/table/attributes.js';
import type { TableSettings } from '../internal/table/game-source.js';

/** Where the board's tables stand. */
export type HostTablesState =
  /** Neither `tables` nor `tables-src`: the standard tables. */
  | { readonly status: 'standard' }
  /** `tables-src` is being fetched: no game yet. */
  | { readonly status: 'loading'; readonly url: string }
  /** Tables given (not validated yet), and which property or attribute gave them. */
  | { readonly status: 'given'; readonly attribute: 'tables' | 'tables-src'; readonly value: unknown }
  /** `tables-src` could not be read: the message says why (`tables-src: could not load …`). */
  | { readonly status: 'failed'; readonly message: string };

/**
 * Fetches `url` and reads its body as JSON.
 * @throws Error `tables-src: could not load <url> (<HTTP status, or the network error>)`, or
 * `tables-src: <url> is not JSON (<parser's reason>)`; an AbortError when `signal` aborts.
 */
export async function fetchTablesJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
    body = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`tables-src: could not load ${url} (${(error as Error).message})`, { cause: error });
  }
  if (!response.ok) throw new Error(`tables-src: could not load ${url} (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`);
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new Error(`tables-src: ${url} is not JSON (${(error as Error).message})`, { cause: error });
  }
}

/** `text` resolved against `base`, or null when it is no URL. */
function urlOf(text: string, base: string): string | null {
  try {
    return new URL(text, base).href;
  } catch {
    return null;
  }
}

/**
 * The board's tables: read the property and the attribute before each update (`read`); when a
 * `tables-src` load ends (tables or a failure), `settled` is called, and the board then starts its
 * game with them. A newer value drops a load still under way, so an old file never wins.
 */
export class HostTables {
  state: HostTablesState = { status: 'standard' };
  private seen: { tables: unknown; src: string | undefined } | null = null;
  private request: AbortController | null = null;

  constructor(private readonly settled: () => void) {}

  /** Whether `tables-src` is still loading (the board waits, with no game). */
  get loading(): boolean {
    return this.state.status === 'loading';
  }

  /**
   * Takes the `tables` property and the `tables-src` attribute (resolved against `base`, the page's
   * address); returns whether they changed. A new URL, with no `tables`, starts loading it.
   */
  read(tables: unknown, src: string | undefined, base: string): boolean {
    if (this.seen && this.seen.tables === tables && this.seen.src === src) return false;
    this.seen = { tables, src };
    this.request?.abort();
    this.request = null;
    const text = src?.trim() ?? '';
    const url = text === '' ? null : urlOf(text, base);
    if (tables !== undefined && tables !== null) this.state = { status: 'given', attribute: 'tables', value: tables };
    else if (text === '') this.state = { status: 'standard' };
    else if (url === null) this.state = { status: 'failed', message: `tables-src must be a URL, absolute or relative to the page (got "${text}")` };
    else this.load(url);
    return true;
  }

  /**
   * `settings` with the board's tables in the game's input and in its options (`parseInput` is the
   * game's `definition.parseInput`); unchanged with the standard tables; null while `tables-src`
   * loads (no game meanwhile).
   * @throws AttributeError naming `tables` or `tables-src` (the board shows it and fires
   * `game-error`): `tables-src: could not load …`, `… is not JSON`, or the engine's message naming
   * the table, card and field (`tables-src: tables.growth[3] (Seed Round): cost must be …`).
   */
  settings<Input extends { tables?: unknown }>(settings: TableSettings<Input>, parseInput: (input: unknown) => Input): TableSettings<Input> | null {
    const { state } = this;
    if (state.status === 'standard') return settings;
    if (state.status === 'loading') return null;
    if (state.status === 'failed') throw new AttributeError('tables-src', state.message);
    let input: Input;
    try {
      input = parseInput({ ...settings.options, seed: settings.seed, tables: state.value });
    } catch (error) {
      throw new AttributeError(state.attribute, `${state.attribute}: ${(error as Error).message}`);
    }
    // The validated tables (plain frozen data) go online and into the save's key, not the host's object.
    return { ...settings, input, options: { ...settings.options, tables: input.tables } };
  }

  private load(url: string): void {
    const request = (this.request = new AbortController());
    this.state = { status: 'loading', url };
    fetchTablesJson(url, request.signal).then(
      (value): HostTablesState => ({ status: 'given', attribute: 'tables-src', value }),
      (error: Error): HostTablesState => ({ status: 'failed', message: error.message }),
    ).then((state) => {
      if (request.signal.aborted) return;
      this.request = null;
      this.state = state;
      this.settled();
    });
  }
}
