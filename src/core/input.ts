/**
 * Input validation shared by the games. Every error names the field and what is allowed,
 * e.g. `RangeError: players must be an integer from 2 to 8 (got 9)`, and carries the top-level
 * input field at fault as `error.field` (`'players'`), so a caller can name its own word for it
 * (an element names the attribute) without reading the message.
 */

/** A TypeError or RangeError thrown by `parseInput`, with the input field at fault. */
export type InputError = (TypeError | RangeError) & { readonly field: string };

/**
 * A `kind` error about `field`; `error.field` is its top-level input field (`hands[2][0]` and
 * `tables.growth[3].cost` give `hands` and `tables`).
 */
export function inputError(kind: typeof TypeError | typeof RangeError, field: string, message: string): InputError {
  return Object.assign(new kind(message), { field: field.split(/[.[]/)[0]! });
}

/** The input field a `parseInput` error names (`error.field`), or undefined. */
export function errorField(error: unknown): string | undefined {
  const field = error instanceof Error ? (error as Partial<InputError>).field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Runs `parse` for the input field `field`; a TypeError or RangeError it throws without a field
 * gets this one, so nested checks (`hands[2][0] must be…`) need not know which field they serve.
 */
export function withField<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if ((error instanceof TypeError || error instanceof RangeError) && errorField(error) === undefined) Object.assign(error, { field });
    throw error;
  }
}

/** A short, safe rendering of a bad value for an error message. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

/**
 * The input as a record with no keys outside `allowed`.
 * @throws TypeError when it is not an object or has an unknown key.
 */
export function inputRecord(input: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw inputError(TypeError, 'input', `input must be an object with ${allowed.join(', ')} (got ${describe(input)})`);
  }
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) {
      throw inputError(TypeError, key, `unknown option "${key}"; allowed options are ${allowed.join(', ')}`);
    }
  }
  return input as Record<string, unknown>;
}

/**
 * An integer within [min, max].
 * @throws TypeError when not an integer; RangeError when outside the range.
 */
export function integerIn(field: string, value: unknown, min: number, max: number): number {
  const allowed = max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw inputError(TypeError, field, `${field} must be ${allowed} (got ${describe(value)})`);
  }
  if (value < min || value > max) throw inputError(RangeError, field, `${field} must be ${allowed} (got ${value})`);
  return value;
}

/** The seed: any safe integer. @throws TypeError otherwise. */
export function seedIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw inputError(TypeError, 'seed', `seed must be a safe integer (got ${describe(value)})`);
  }
  return value;
}

/** One of the listed values. @throws RangeError otherwise. */
export function oneOf<T>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw inputError(RangeError, field, `${field} must be one of ${allowed.join(', ')} (got ${describe(value)})`);
  }
  return value as T;
}
