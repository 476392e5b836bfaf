/**
 * Waiting for what the page draws. Test files run in parallel tabs and only the front tab renders
 * (requestAnimationFrame, ResizeObserver callbacks, scroll events): these helpers bring this test's
 * tab to the front first, through the `bring-to-front` command (scripts/bring-to-front-plugin.mjs).
 */
import { executeServerCommand } from '@web/test-runner-commands';

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
 * visible tab meanwhile (so what it waits for is drawn and observed); rejects after `timeout` ms.
 */
export async function untilDrawn<T>(condition: () => T | null | undefined | false, timeout: number, message: string): Promise<T> {
  const start = performance.now();
  for (;;) {
    await bringToFront();
    const value = condition();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
