/**
 * Input validation shared by the games. Every error names the field and what is allowed,
 * e.g. `RangeError: players must be an integer from 2 to 8 (got 9)`.
 */

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
    throw new TypeError(`input must be an object with ${allowed.join(', ')} (got ${describe(input)})`);
  }
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) {
      throw new TypeError(`unknown option "${key}"; allowed options are ${allowed.join(', ')}`);
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
    throw new TypeError(`${field} must be ${allowed} (got ${describe(value)})`);
  }
  if (value < min || value > max) throw new RangeError(`${field} must be ${allowed} (got ${value})`);
  return value;
}

/** The seed: any safe integer. @throws TypeError otherwise. */
export function seedIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TypeError(`seed must be a safe integer (got ${describe(value)})`);
  }
  return value;
}

/** One of the listed values. @throws RangeError otherwise. */
export function oneOf<T>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw new RangeError(`${field} must be one of ${allowed.join(', ')} (got ${describe(value)})`);
  }
  return value as T;
}
