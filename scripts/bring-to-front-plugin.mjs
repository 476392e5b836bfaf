/**
 * A web-test-runner command, `bring-to-front`: makes the test's page the visible tab. Test files
 * run in parallel tabs of one browser and only the front tab renders, so requestAnimationFrame,
 * ResizeObserver and scroll events wait in the others; a test that checks what is drawn calls
 * `executeServerCommand('bring-to-front')` first (test/support/frames.ts does).
 */
export function bringToFrontPlugin() {
  return {
    name: 'bring-to-front-command',
    async executeCommand({ command, session }) {
      if (command !== 'bring-to-front') return undefined;
      const page = session.browser.getPage?.(session.id);
      if (!page?.bringToFront) throw new Error(`bring-to-front is not supported for browser type ${session.browser.type}`);
      await page.bringToFront();
      return true;
    },
  };
}
