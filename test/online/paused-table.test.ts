/**
 * Issue 23: a team's table when the host pauses the game, against the real game server. A seatless
 * host creates a BiggieBills room (`create(game, { host: true })`), a table joins it by its code
 * and the host starts it; when the table's team is asked, the host pauses: the table's notice says
 * "Paused by the host" (in view at the top of the screen), its prompt does not say "Your turn",
 * every move button is disabled and a move is refused in the page; on resume the game goes on.
 * A timed game's clock on the team's board stands still while paused (the server's frozen time
 * left, not a countdown to the deadline of the last state) and counts again after the resume.
 */
import { Client } from '@colyseus/sdk';
import { expect } from '@open-wc/testing';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail } from '../../components/index.js';
import { inShadow } from '../support/dom.js';
import { testServerUrl, track } from '../support/online.js';
import { buttonsOf, controlsOf } from '../support/table-harness.js';
import { until } from '../support/until.js';
import { seenFor } from '../support/wall-time.js';

let server = '';

before(async () => {
  server = await testServerUrl();
});

const noticeOf = (table: Element) => inShadow(table, '.sticky-notice');
const promptOf = (table: Element) => inShadow(controlsOf(table), '.prompt')?.textContent ?? '';
const timerOf = (table: Element) => inShadow(inShadow(table, 'biggie-bills-cycle'), '[role="timer"]')?.textContent ?? '';


describe('a team’s table when the host pauses', () => {
  it('says "Paused by the host", asks nothing and disables its move buttons; on resume it asks again', async () => {
    const host = await track(new Client(server).create('biggie-bills', { host: true, players: 3, botDelay: 0 }));
    const code = host.last()!.code;
    const table = document.createElement('biggie-bills-board');
    for (const [name, value] of Object.entries({ server, room: code, 'bot-delay': '0' })) table.setAttribute(name, value);
    const errors: GameErrorDetail[] = [];
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    document.body.append(table);
    try {
      await until(() => host.last()!.connected.some(Boolean), 'the table joined', 10_000);
      host.room.send('start', {});
      await until(() => buttonsOf(table).length > 0 && noticeOf(table)?.getAttribute('data-notice') === 'turn', 'the team asked', 20_000);
      host.room.send('pause', {});
      await until(() => noticeOf(table)?.getAttribute('data-notice') === 'paused', 'the paused notice', 10_000);
      expect(noticeOf(table)!.textContent).to.equal('Paused by the host');
      expect(noticeOf(table)!.getAttribute('role')).to.equal('status');
      expect(promptOf(table)).to.equal('Paused by the host');
      expect(buttonsOf(table).every((button) => button.matches(':disabled'))).to.equal(true);
      // The page's own move is refused in the table, with the server's code.
      const refused = errors.length;
      (table as unknown as { sendMove(event: unknown): unknown }).sendMove({ type: 'SKIP', seat: 0 });
      expect(errors.slice(refused).map((e) => e.code)).to.deep.equal(['paused']);
      // Scrolled to the table's bottom, the notice is still in view.
      expect(table.getBoundingClientRect().height).to.be.above(window.innerHeight + 200);
      window.scrollTo(0, table.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      await until(() => window.scrollY > 200, 'the page scrolled');
      const rect = noticeOf(table)!.getBoundingClientRect();
      expect(rect.top).to.be.at.least(0);
      expect(rect.bottom).to.be.at.most(window.innerHeight);
      host.room.send('resume', {});
      await until(() => noticeOf(table)?.getAttribute('data-notice') === 'turn', 'the game resumed', 10_000);
      expect(promptOf(table)).to.match(/Your turn/);
      expect(inShadow<HTMLFieldSetElement>(controlsOf(table), 'fieldset.actions')!.disabled).to.equal(false);
    } finally {
      table.remove();
      await host.room.leave();
    }
  });

  it('holds a timed game\'s clock still while paused, and counts again after the resume', async () => {
    const host = await track(new Client(server).create('biggie-bills', { host: true, players: 3, botDelay: 2000, options: { timeLimitMinutes: 30 } }));
    const code = host.last()!.code;
    const table = document.createElement('biggie-bills-board');
    for (const [name, value] of Object.entries({ server, room: code })) table.setAttribute(name, value);
    document.body.append(table);
    try {
      await until(() => host.last()!.connected.some(Boolean), 'the table joined', 10_000);
      host.room.send('start', {});
      await until(() => /^(30:00|29:\d\d)$/.test(timerOf(table)), 'the clock on the board', 20_000);
      host.room.send('pause', {});
      await until(() => noticeOf(table)?.getAttribute('data-notice') === 'paused', 'the paused notice', 10_000);
      const frozen = host.last()!.timeLeft!;
      const shown = await seenFor(() => timerOf(table), 2500);
      expect(shown, 'the clock while paused').to.deep.equal([clockOf(frozen)]);
      host.room.send('resume', {});
      await until(() => noticeOf(table)?.getAttribute('data-notice') !== 'paused', 'the game resumed', 10_000);
      await until(() => timerOf(table) !== clockOf(frozen), 'the clock counting again', 10_000);
      // It counts on from the frozen time, not from where a clock that ran on meanwhile would be.
      expect(seconds(timerOf(table))).to.be.within(Math.ceil(frozen / 1000) - 3, Math.ceil(frozen / 1000) - 1);
    } finally {
      table.remove();
      await host.room.leave();
    }
  });
});

/** The seconds of an m:ss text. */
function seconds(text: string): number {
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

/** m:ss of `ms`, rounded up to the second, as the board shows it. */
function clockOf(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
