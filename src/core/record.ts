/**
 * A game's record: what a deterministic game is (docs/architecture.md, "Records"), its seed and
 * the list of its accepted moves (the players', the bots' and the host's), plus how many numbers
 * the bots had drawn, so that a replay through `sendChecked` (core/session.ts) gives the same game
 * and the bots go on as they would have. A record is text: the save under `persist-key` and a
 * SCORM package's `cmi.suspend_data` (at most 4,096 characters) hold one.
 *
 * The text is JSON, `{"v":2,"c":…,"s":seed,"r":draws,"t":"…","m":"…"}`:
 * - `c`: the host's configuration (any JSON: the table's options, seats and bots), kept as it is,
 *   or, when its JSON is longer than `CONFIG_LIMIT` characters (a course's own card tables),
 *   `{"digest":"…"}` (`recordConfig`): a record only has to recognise its configuration;
 * - `t`: the move shapes, `TYPE:field.field`, joined by `|`; the nth shape is named by the nth
 *   letter of `a…zA…Z`;
 * - `m`: the moves joined by `;`, each `<letter><seat>` then `,<value>` per field of its shape:
 *   a whole number as digits (`12`, `-3`); a string of letters, digits, `_` and `-` as it is
 *   (`10H`, `QS`), quoted with `'` when it would read as a number or is empty (`'10`); a list as
 *   `(` items joined by `.` `)`; any other value as `~` and its JSON, URI-escaped.
 * `BluffKing`'s `{ type: 'PLAY', seat: 3, cards: ['10H', 'QS'], rank: 'Q' }` is `a3,(10H.QS),Q`.
 */
import type { GameEvent } from './types.js';

/** The record format's version (`v`); the saves of `persist-key` before it (`version: 1`) are snapshots. */
export const RECORD_VERSION = 2;

/** A game as its record holds it. */
export interface GameRecord<Event extends GameEvent = GameEvent> {
  /** The host's configuration, any JSON value (a host checks that it is its own before replaying). */
  config: unknown;
  /** The game's seed (the input's `seed`; the bots' random source is seeded from it). */
  seed: number;
  /** How many numbers the bots drew from their random source (≥ 0). */
  botDraws: number;
  /** The accepted moves, in order. */
  moves: readonly Event[];
}

/** Text that is not a record: `message` names the part at fault. */
export class RecordError extends TypeError {
  override readonly name = 'RecordError';
}

/** The longest configuration JSON a record keeps whole (characters); a longer one is kept as its digest. */
export const CONFIG_LIMIT = 512;

/**
 * A digest of `text`: FNV-1a over its UTF-16 code units in two 32-bit lanes of different offset
 * bases, as 16 hexadecimal digits. Not cryptographic: it tells a configuration from another, and
 * a collision (about 1 in 2^64) would only let a save be replayed, move by move checked again,
 * under another configuration.
 */
export function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193) ^ (a >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * What a record keeps of the configuration whose JSON is `configKey`: the configuration itself, or
 * `{ digest }` when its JSON is longer than `CONFIG_LIMIT` (a BiggieBills table with its own card
 * tables: about 7 kB, where a SCORM LMS keeps 4,096 characters in all).
 * @throws SyntaxError when `configKey` is not JSON.
 */
export function recordConfig(configKey: string): unknown {
  return configKey.length > CONFIG_LIMIT ? { digest: digest(configKey) } : JSON.parse(configKey) as unknown;
}

/** Whether a record's `config` (as `recordConfig` wrote it) is that of the configuration whose JSON is `configKey`. */
export function sameConfig(config: unknown, configKey: string): boolean {
  return configKey.length > CONFIG_LIMIT
    ? (config as { digest?: unknown } | null)?.digest === digest(configKey)
    : JSON.stringify(config) === configKey;
}

/** How deep lists may nest in a move's value (a game's moves nest one or two deep). */
const MAX_DEPTH = 16;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const WORD = /^[\w-]+$/;
const NUMBER = /^-?\d+$/;
const IDENTIFIER = /^[A-Za-z_][\w]*$/;

/** A value as record text (see the module's comment). */
function writeValue(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
  if (typeof value === 'string' && WORD.test(value)) return NUMBER.test(value) ? `'${value}` : value;
  if (typeof value === 'string' && value === '') return "'";
  if (Array.isArray(value)) return `(${value.map(writeValue).join('.')})`;
  const json = JSON.stringify(value) ?? 'null';
  return `~${encodeURIComponent(json).replace(/[.!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The record's text.
 * @throws RecordError when a move has a type or field name that is no identifier, a seat that is no
 *   whole number ≥ 0, or when the moves have more than 52 shapes.
 */
export function writeRecord(record: GameRecord): string {
  const shapes: string[] = [];
  const moves = record.moves.map((move, index) => {
    const { type, seat, ...fields } = move as GameEvent & Record<string, unknown>;
    const names = Object.keys(fields).filter((name) => fields[name] !== undefined);
    if (typeof type !== 'string' || !IDENTIFIER.test(type) || !names.every((name) => IDENTIFIER.test(name))) {
      throw new RecordError(`moves[${index}]: the type and field names must be identifiers (got ${JSON.stringify(move)})`);
    }
    if (!Number.isSafeInteger(seat) || seat < 0) throw new RecordError(`moves[${index}].seat must be a whole number ≥ 0 (got ${String(seat)})`);
    const shape = names.length ? `${type}:${names.join('.')}` : type;
    let at = shapes.indexOf(shape);
    if (at < 0) at = shapes.push(shape) - 1;
    if (at >= LETTERS.length) throw new RecordError(`moves: more than ${LETTERS.length} move shapes`);
    return `${LETTERS[at]}${seat}${names.map((name) => `,${writeValue(fields[name])}`).join('')}`;
  });
  return JSON.stringify({ v: RECORD_VERSION, c: record.config, s: record.seed, r: record.botDraws, t: shapes.join('|'), m: moves.join(';') });
}

/** Reads the values of `m`, one character at a time. */
class MoveReader {
  at = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    throw new RecordError(`m: ${what} at character ${this.at} (${JSON.stringify(this.text.slice(this.at, this.at + 12))})`);
  }

  done(): boolean {
    return this.at >= this.text.length;
  }

  peek(): string {
    return this.text[this.at] ?? '';
  }

  /** Reads `char` or fails. */
  expect(char: string): void {
    if (this.text[this.at] !== char) this.fail(`expected "${char}"`);
    this.at++;
  }

  /** The longest run of characters matching `pattern` (one character each). */
  run(pattern: RegExp): string {
    const start = this.at;
    while (this.at < this.text.length && pattern.test(this.text[this.at]!)) this.at++;
    return this.text.slice(start, this.at);
  }

  value(depth = 0): unknown {
    const first = this.peek();
    if (first === '(') {
      if (depth >= MAX_DEPTH) this.fail(`lists nested more than ${MAX_DEPTH} deep`);
      this.at++;
      const items: unknown[] = [];
      if (this.peek() === ')') {
        this.at++;
        return items;
      }
      for (;;) {
        items.push(this.value(depth + 1));
        if (this.peek() === ')') break;
        this.expect('.');
      }
      this.at++;
      return items;
    }
    if (first === '~') {
      this.at++;
      const escaped = this.run(/[^,;.)]/);
      try {
        return JSON.parse(decodeURIComponent(escaped)) as unknown;
      } catch {
        this.fail('a value that is no escaped JSON');
      }
    }
    const quoted = first === "'";
    if (quoted) this.at++;
    const word = this.run(/[\w-]/);
    if (quoted) return word;
    if (!word) this.fail('a missing value');
    return NUMBER.test(word) ? Number(word) : word;
  }
}

/** The moves of `m`, given the shapes of `t`. */
function readMoves(text: string, shapes: readonly string[]): GameEvent[] {
  const reader: MoveReader = new MoveReader(text);
  const moves: GameEvent[] = [];
  while (!reader.done()) {
    if (moves.length) reader.expect(';');
    const shape = shapes[LETTERS.indexOf(reader.peek())];
    if (reader.peek() === '' || shape === undefined) reader.fail('a letter of no move shape');
    reader.at++;
    const seat = reader.run(/\d/);
    if (!seat) reader.fail('a missing seat');
    const [type, names = ''] = shape.split(':') as [string, string?];
    const move: Record<string, unknown> = { type, seat: Number(seat) };
    for (const name of names ? names.split('.') : []) {
      reader.expect(',');
      move[name] = reader.value();
    }
    moves.push(move as unknown as GameEvent);
  }
  return moves;
}

/**
 * Reads a record's text. It checks the form only: whether the moves are legal is for the replay.
 * @throws RecordError naming the field at fault (`s`, `r`, `t`, `m`…) when `text` is not a record.
 */
export function readRecord(text: string): GameRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new RecordError(`not JSON (${(error as Error).message})`);
  }
  const { v, c, s, r, t, m } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (v !== RECORD_VERSION) throw new RecordError(`v must be ${RECORD_VERSION} (got ${JSON.stringify(v)})`);
  if (typeof s !== 'number' || !Number.isSafeInteger(s)) throw new RecordError(`s (the seed) must be a whole number (got ${JSON.stringify(s)})`);
  if (typeof r !== 'number' || !Number.isSafeInteger(r) || r < 0) throw new RecordError(`r (the bots' draws) must be a whole number ≥ 0 (got ${JSON.stringify(r)})`);
  if (typeof t !== 'string' || (t !== '' && !t.split('|').every((shape) => /^[A-Za-z_]\w*(:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*)?$/.test(shape)))) {
    throw new RecordError(`t (the move shapes) must be TYPE:field.field shapes joined by | (got ${JSON.stringify(t)})`);
  }
  if (typeof m !== 'string') throw new RecordError(`m (the moves) must be text (got ${JSON.stringify(m)})`);
  return { config: c ?? null, seed: s, botDraws: r, moves: readMoves(m, t ? t.split('|') : []) };
}
