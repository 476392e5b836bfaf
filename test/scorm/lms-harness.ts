/**
 * The LMS side of the SCORM tests (test/scorm): scorm-again's `Scorm12API` as the LMS on the test
 * page (`window.API`, where a package looks for it), a package launched in a frame as an LMS
 * launches it, and the game's state read as the table's pieces read it.
 */
import { ContextEvent } from '@lit/context';
import { Scorm12API } from 'scorm-again';
import type { GameOverDetail } from '../../components/index.js';
import { tableContext, type TableState } from '../../components/internal/element/context.js';
import { inShadow } from '../support/dom.js';
import { until } from '../support/until.js';

declare global {
  interface Window {
    API?: Scorm12API;
  }
}

/** One call the package made to the LMS: its name, and the element and value of a set. */
export type Call = [name: string, element?: string, value?: string];

/** scorm-again as the LMS on this page, with the manifest's mastery score loaded as an LMS does; records every call. */
export function startLms(masteryScore: string): { api: Scorm12API; calls: Call[] } {
  const api = new Scorm12API({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
  api.loadFromJSON({ student_data: { mastery_score: masteryScore } }, 'cmi');
  const calls: Call[] = [];
  for (const name of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) api.on(name, () => calls.push([name]));
  api.on('LMSSetValue.cmi.*', (element: string, value: string) => calls.push(['LMSSetValue', element, value]));
  window.API = api;
  return { api, calls };
}

/**
 * A package's page in a frame, as the LMS launches it; `over` resolves with the detail of the first
 * game over, which the page posts to its parent (`bluffhouse:game-over`, as the embed page does).
 */
export function launch(path: string): { frame: HTMLIFrameElement; over: Promise<GameOverDetail> } {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '700px';
  const over = new Promise<GameOverDetail>((resolve) => {
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: string; detail?: GameOverDetail };
      if (event.source !== frame.contentWindow || data?.type !== 'bluffhouse:game-over') return;
      removeEventListener('message', listener);
      resolve(data.detail!);
    };
    addEventListener('message', listener);
  });
  frame.src = `/__scorm__/${path}/index.html`;
  document.body.append(frame);
  return { frame, over };
}

/** The game's element in the frame, once it is there (the first launch waits for the packages to be packed: minutes on a busy machine). */
export const tableIn = (frame: HTMLIFrameElement, tag: string) =>
  until(() => frame.contentDocument?.querySelector<HTMLElement>(tag), `<${tag}> in the package's page`, 240_000);

/** The state a table shares with its pieces, asked for as a piece asks. */
export function tableState(table: HTMLElement): TableState {
  let state: TableState | null = null;
  const piece = inShadow(table, 'bluff-log')!;
  piece.dispatchEvent(new ContextEvent(tableContext, piece, (value) => (state = value)));
  return state!;
}

/** The values the package set for `element`, in order. */
export const valueOf = (calls: Call[], element: string) => calls.filter(([name, e]) => name === 'LMSSetValue' && e === element).map(([, , value]) => value);
