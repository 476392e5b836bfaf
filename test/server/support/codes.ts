/** Checks of the codes the server refuses with (src/online/codes.ts), read from data, never from a message. */
import assert from 'node:assert/strict';
import { joinErrorOf, type JoinErrorCode } from '../../../src/online/codes.js';

/** A validator for `assert.rejects`: the SDK's error is the refused create or join `code`. */
export function refusedWith(code: JoinErrorCode): (error: unknown) => true {
  return (error) => {
    assert.equal(joinErrorOf(error), code, `refused with ${code} (got ${String((error as { code?: unknown }).code)}: ${(error as Error).message})`);
    return true;
  };
}
