/**
 * A board's first drawing of a table, spread over short tasks (issue 12: at 8 teams the whole of
 * it is some 50 ms of CPU time: starting the game, building the elements, their styles and
 * layout, painting; drawn at once, it made tasks of 20–30 ms of CPU time, up to 50–100 ms of wall
 * time on a busy two-core machine).
 *
 * The update that starts the game draws nothing and the board has no box (`none`). The next task
 * reads the width the board gets in its place (`place`), hides it `unseen` (out of the page's
 * flow at that width, what it holds skipped) and draws the first step. Updates draw the table step
 * by step, each in a task of its own, and after each a task of its own has the browser work out
 * the styles and layout of what it drew. After the last step, the update that draws it all (`ALL`)
 * shows the board: its next frame lays out the board's own box again and paints it all at once.
 * The page never shows part of a table, and nothing on it moves until the board shows. Which step
 * draws what is the board's (table.ts).
 */
import type { ReactiveElement } from 'lit';

/**
 * How a board hides while it draws its first table in steps, from a stylesheet of its own shadow
 * root (the host's attributes and styles are the page's): `none`, nothing drawn yet, no box at
 * all; `place`, an empty, invisible box of no height where the board will be, only while a task
 * reads the width the board gets there (no frame shows it); `unseen` (`unseenSheet`), part of the
 * table drawn and laid out at that width, unseen.
 */
type Hiding = 'none' | 'place' | 'unseen';

const HIDING_RULES: Record<Exclude<Hiding, 'unseen'>, string> = {
  none: ':host { display: none !important; }',
  place: ':host { visibility: hidden !important; block-size: 0 !important; min-block-size: 0 !important; max-block-size: 0 !important; margin-block: 0 !important; padding-block: 0 !important; border-block-width: 0 !important; }',
};
const hidingSheets = new Map<Hiding, CSSStyleSheet>();

/** The stylesheet of `hiding` (`none` or `place`), made once. */
function hidingSheet(hiding: Exclude<Hiding, 'unseen'>): CSSStyleSheet {
  let sheet = hidingSheets.get(hiding);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(HIDING_RULES[hiding]);
    hidingSheets.set(hiding, sheet);
  }
  return sheet;
}

/**
 * The stylesheet of a board drawn but unseen at the inline size `width` (a CSS length in px, the
 * one it has in its place): out of the page's flow (absolutely positioned, so nothing on the page
 * moves for it), that wide, of no height (no block padding or borders: it adds nothing to the
 * page's scrolling area), transparent (whatever the page gives its box, a background or a shadow,
 * is not drawn), and what it holds skipped (`content-visibility: hidden`: not drawn, out of the
 * accessibility tree, no focus; the frames the page draws meanwhile leave it alone, and
 * `DrawSteps` lays it out itself). What it holds is laid out as it will be shown, so showing it
 * lays out only the board's own box again. Where `content-visibility` is unknown, what it holds
 * is invisible instead.
 */
function unseenSheet(width: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:host { position: absolute !important; inline-size: ${width} !important; min-inline-size: 0 !important; max-inline-size: none !important; max-block-size: 0 !important; min-block-size: 0 !important; padding-block: 0 !important; border-block-width: 0 !important; overflow: clip !important; opacity: 0 !important; content-visibility: hidden !important; }
@supports not (content-visibility: hidden) { :host { visibility: hidden !important; } }`);
  return sheet;
}

/** Runs `run` in a task of its own, posted now (a MessageChannel message: no timer clamping or background throttling delays it). */
function afterTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** The step of a table drawn whole, which shows the board (after the last of the steps, or at once). */
export const ALL = Number.POSITIVE_INFINITY;

/**
 * The steps of one board's first drawings of a table, numbered from 1. Its `render` asks `stepOf`
 * what to draw and tells `drew` what it drew; its `updateComplete` also waits for `pending`.
 */
export class DrawSteps {
  /** The step the next update draws of a table not shown yet (0: nothing yet). */
  private next = 0;
  /** The wait for the task of the next step, or null. */
  private waiting: Promise<void> | null = null;
  /** How the board hides now (null: it shows). */
  private hiding: Hiding | null = null;
  /** The board's `unseen` stylesheet (`measure`). */
  private unseen: CSSStyleSheet | null = null;

  /** `last`: the number of steps of the table drawn now (then `ALL` shows it). */
  constructor(private readonly host: ReactiveElement, private readonly last: () => number) {}

  /**
   * The step an update draws: for a table not shown yet (`fresh`), the next one (0: draw nothing);
   * else, or when the board cannot hide unseen, `ALL`.
   */
  stepOf(fresh: boolean): number {
    return fresh && (this.next === 0 || this.unseen) ? this.next : ALL;
  }

  /**
   * After `render` drew `step` (`stepOf`): hides or shows the board and posts the task of the next
   * step, if any. `table`: whether it drew a table (false: nothing, or a notice; the steps start
   * again with the next table).
   */
  drew(step: number, table: boolean): void {
    if (table && step !== ALL) {
      this.hide(step === 0 ? 'none' : 'unseen');
      this.post();
    } else {
      this.next = 0;
      this.hide(null);
    }
  }

  /** The wait for the next step's update to be asked for, while a table is drawn in steps; else null. */
  get pending(): Promise<void> | null {
    return this.waiting;
  }

  /**
   * Posts the task of the next step. Before the first, that task reads the board's place
   * (`measure`) and asks for the update of the first step (a board that cannot be drawn unseen is
   * drawn whole in it), as soon after the game's start as a table drawn at once would be; after a
   * step, it lays out what the step drew and posts a task that asks for the update of the next.
   */
  private post(): void {
    this.waiting ??= new Promise((resolve) => {
      const draw = (step: number) => {
        this.waiting = null;
        this.next = step;
        this.host.requestUpdate();
        resolve();
      };
      afterTask(() => {
        const drawn = this.next;
        if (drawn === 0) return draw(this.measure() ? 1 : ALL);
        // A read of the size of an element it holds (the board's own box would not need them laid out).
        this.host.renderRoot.querySelector('*')?.getBoundingClientRect();
        afterTask(() => draw(drawn >= this.last() ? ALL : drawn + 1));
      });
    });
  }

  /**
   * Reads the inline size the board gets in its place (`place`: a read of its computed style) and
   * hides it `unseen` at that size. False when the board cannot be drawn unseen: it cannot hide
   * (shadow roots that take no constructed stylesheets), or has no box in its place (the page
   * hides it, or it is off the page).
   */
  private measure(): boolean {
    this.hide('place');
    if (this.hiding !== 'place') return false;
    const width = getComputedStyle(this.host).inlineSize;
    if (!/^\d+(\.\d+)?px$/.test(width)) {
      this.hide('none');
      return false;
    }
    this.unseen = unseenSheet(width);
    this.hide('unseen');
    return true;
  }

  /** Hides the board as `hiding` says (null: shows it). Where shadow roots take no constructed stylesheets, it stays as it is. */
  private hide(hiding: Hiding | null): void {
    const root = this.host.renderRoot;
    if (hiding === this.hiding || !(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return;
    const sheetOf = (each: Hiding | null) => (each === null ? null : each === 'unseen' ? this.unseen : hidingSheet(each));
    const [old, sheet] = [sheetOf(this.hiding), sheetOf(hiding)];
    this.hiding = hiding;
    const sheets = root.adoptedStyleSheets.filter((each) => each !== old);
    root.adoptedStyleSheets = sheet ? [...sheets, sheet] : sheets;
  }
}
