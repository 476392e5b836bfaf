/**
 * Waiting for what the page draws. Test files run in parallel tabs and only the front tab renders
 * (requestAnimationFrame, ResizeObserver callbacks, scroll events): these helpers bring this test's
 * tab to the front first, through the `bring-to-front` command (scripts/bring-to-front-plugin.mjs).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { until } from './until.js';

/** Makes this page the visible tab when it is not. */
export async function bringToFront(): Promise<void> {
  if (document.visibilityState !== 'visible') await executeServerCommand('bring-to-front');
}

/**
 * Resolves in a task just after the next frame this page draws (its animation frame callbacks,
 * layout and resize observers have run); brings the page to the front again if another tab took it.
 */
export async function afterFrame(): Promise<void> {
  for (;;) {
    await bringToFront();
    const drawn = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 100);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        setTimeout(() => resolve(true));
      });
    });
    if (drawn) return;
  }
}

/**
 * Resolves with `condition()`'s first truthy value, checked every 20 ms, keeping this page the
 * visible tab meanwhile (so what it waits for is drawn and observed): `until` (test/support/until.ts)
 * with a `bringToFront` before each check. Rejects after `timeout` ms naming `what`.
 */
export async function untilDrawn<T>(condition: () => T | null | undefined | false, what: string, timeout: number): Promise<T> {
  return until(async () => {
    await bringToFront();
    return condition();
  }, what, { timeout, every: 20 });
}
