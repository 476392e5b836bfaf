import type { Verdict } from './types.js';

/** The verdict for a legal event. */
export const LEGAL: Verdict = Object.freeze({ ok: true });

/** The verdict for an illegal event: a stable machine-readable `code` and a sentence for people. */
export function illegal(code: string, reason: string): Verdict {
  return { ok: false, code, reason };
}
