/**
 * Spectators come back, and a finished game shows its end (docs/online.md, "Persistence and
 * restore", "Tables"): a BiggieBills moderator view (a spectator: no seat ticket) follows its game
 * again after the server process was killed (SIGKILL) and after it was stopped (SIGTERM, close
 * code 4001) and started again, once a player has restored the room; and a table opened on the
 * code of a finished game shows its end screen (standings, the chart), while the finished room
 * still runs and after it closed. Real `bluffhouse-server` processes with a real Redis
 * (scripts/game-server.mjs), real SDK players.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { Client, type Room } from '@colyseus/sdk';
import { bots, type BiggieBillsView } from '../../src/biggie-bills/index.js';
import { randomSource } from '../../src/core/rng.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { testServerUrl, track, withinRate, type TrackedRoom } from '../support/online.js';
import '../../components/biggie-bills-board.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { until } from '../support/until.js';

type Tracked = TrackedRoom<BiggieBillsView>;

const made: HTMLElement[] = [];
const rooms: Room[] = [];

afterEach(async () => {
  for (const table of made.splice(0)) table.remove();
  // A room whose connection closed (the server restarted) has nothing to leave.
  await Promise.all(rooms.splice(0).filter((room) => room.connection.isOpen).map((room) => room.leave().catch(() => undefined)));
});

/** A BiggieBills board on the page with these attributes, recording its documented events. */
function board(attributes: Record<string, string>) {
  const table = document.createElement('biggie-bills-board');
  for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
  const starts: GameStartDetail[] = [];
  const errors: GameErrorDetail[] = [];
  const moves: GameMoveDetail[] = [];
  const overs: GameOverDetail[] = [];
  table.addEventListener('game-start', (e) => starts.push(e.detail));
  table.addEventListener('game-error', (e) => errors.push(e.detail));
  table.addEventListener('game-move', (e) => moves.push(e.detail));
  table.addEventListener('game-over', (e) => overs.push(e.detail));
  document.body.append(table);
  made.push(table);
  /** How many log entries the board has reported since its last `game-start`. */
  const logged = () => {
    const since = moves.slice(moves.findLastIndex((m) => m.index === 0));
    return since.length === 0 ? 0 : since.at(-1)!.index + 1;
  };
  return { table, starts, errors, moves, overs, logged };
}

/** The standings the end screen shows: one row per seat, or none while it does not show. */
function standings(table: Element): string[] {
  return allInShadow(inShadow(table, 'bluff-game-over'), 'tbody tr').map((row) => row.textContent!.replace(/\s+/g, ' ').trim());
}

/** The one person of a BiggieBills room whose other seats are bots; plays with the normal bot's moves. */
class Person {
  private readonly rng = randomSource(21);
  private readonly sent: number[] = [];
  token = '';
  code = '';

  constructor(public me: Tracked) {
    this.keep(me);
  }

  private keep(me: Tracked): void {
    this.me = me;
    rooms.push(me.room);
    // The test brings the person back itself, as a table would.
    me.room.reconnection.enabled = false;
    this.token = me.last()!.token!;
    this.code = me.last()!.code;
  }

  /** Waits until the person is asked, plays one move, and waits for it in the log. */
  async move(): Promise<void> {
    const asked = () => {
      const state = this.me.last()!;
      return state.started && !state.result && state.toAct.includes(state.seat!) && state.view?.prompt;
    };
    await until(asked, 'the person to be asked', 20_000);
    const state = this.me.last()!;
    await withinRate(this.sent);
    this.me.room.send('move', bots.normal(state.view!, this.rng));
    await until(() => this.me.refused.length > 0 || this.me.last()!.view!.log.length > state.view!.log.length, 'the move in the log', 10_000);
    expect(this.me.refused).to.deep.equal([]);
  }

  /** After a restart: restores the room with the seat token (as a table does). */
  async restore(url: string): Promise<void> {
    const restored = await track<BiggieBillsView>(new Client(url).create('biggie-bills', { resume: this.code, token: this.token }));
    this.keep(restored);
  }
}

describe('a spectator follows its game again after the server restarted', () => {
  const name = 'spectator';
  for (const signal of ['SIGKILL', 'SIGTERM']) {
    it(`the moderator view resumes after a restart by ${signal}, once a player restored the room`, async function () {
      this.timeout(180_000);
      const { url } = (await executeServerCommand<{ url: string }, { name: string; args: string[] }>('online-restartable', { name, args: ['--reconnect-grace', '30'] }))!;
      const person = new Person(await track<BiggieBillsView>(new Client(url).create('biggie-bills', { players: 3, humans: 1, botDelay: 0, names: ['Ana'] })));
      const moderator = board({ view: 'moderator', server: url, room: person.code });
      await until(() => moderator.starts.length === 1, 'the moderator view to start', 10_000);
      await person.move();
      await until(() => moderator.logged() === person.me.last()!.view!.log.length, 'the moderator view to show the move', 10_000);

      let gone = false;
      person.me.room.onLeave(() => (gone = true));
      await executeServerCommand('online-restart', { name, signal });
      await until(() => gone, 'the person\'s connection to close', 30_000);
      await person.restore(url);
      // The moderator view joins the restored room by itself, and follows the moves made since.
      await until(() => moderator.starts.length === 2, 'the moderator view back', 90_000);
      expect(moderator.starts[1]!.resumed, 'resumed').to.equal(true);
      await person.move();
      await until(() => moderator.logged() === person.me.last()!.view!.log.length, 'the moderator view to show a move made after the restart', 10_000);
      await (moderator.table as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(inShadow(inShadow(moderator.table, 'bluff-lobby'), '[part="error"]'), 'no notice once back').to.equal(null);
      expect(moderator.errors.map((e) => e.code).filter((code) => !['connection-lost', 'room-waiting', 'server-unreachable'].includes(code!))).to.deep.equal([]);
    });
  }

  it('players\' tables come back after a SIGTERM restart as after a crash: to the lobby, and to the game', async function () {
    this.timeout(180_000);
    const { url } = (await executeServerCommand<{ url: string }, { name: string; args: string[] }>('online-restartable', { name, args: ['--reconnect-grace', '30'] }))!;
    const first = board({ server: url, room: 'new', players: '3', humans: 'all', names: 'Ana', 'bot-delay': '0' });
    const codeOf = () => inShadow(inShadow(first.table, 'bluff-lobby'), '[data-code]')?.textContent?.trim() ?? '';
    const code = await until(() => /^[2-9A-HJKMNP-Z]{6}$/.test(codeOf()) && codeOf(), 'the lobby with its code', 10_000);
    // In the lobby: the creator keeps seat 0 (and Start) across the shutdown.
    await executeServerCommand('online-restart', { name, signal: 'SIGTERM' });
    await until(() => first.errors.some((e) => e.code === 'connection-lost'), 'connection-lost', 20_000);
    await until(() => inShadow(inShadow(first.table, 'bluff-lobby'), '[data-start]') && !inShadow(inShadow(first.table, 'bluff-lobby'), '[part="error"]'), 'the creator back in the lobby', 60_000);
    expect(codeOf()).to.equal(code);
    const second = board({ server: url, room: code, names: 'Bo', 'bot-delay': '0' });
    await until(() => allInShadow(inShadow(first.table, 'bluff-lobby'), 'li').some((li) => /Bo/.test(li.textContent!)), 'Bo in the lobby', 10_000);
    inShadow<HTMLButtonElement>(inShadow(first.table, 'bluff-lobby'), '[data-start]')!.click();
    await until(() => first.starts.length === 1 && second.starts.length === 1, 'the game to start', 10_000);
    // Mid-game: both seats come back (a second game-start, resumed), each with its own seat.
    await executeServerCommand('online-restart', { name, signal: 'SIGTERM' });
    await until(() => first.starts.length === 2 && second.starts.length === 2, 'both tables back', 90_000);
    expect([first.starts[1]!.resumed, second.starts[1]!.resumed]).to.deep.equal([true, true]);
    expect([first.starts[1]!.humans, second.starts[1]!.humans]).to.deep.equal([[0], [1]]);
  });
});

describe('a finished game shows its end screen to whoever opens its code', () => {
  it('while its room still runs, and after it closed: the standings and the chart, on the moderator view and on a newcomer\'s board', async () => {
    const url = await testServerUrl();
    const client = new Client(url);
    // The person leaves at once: bots play every seat and finish the game while an SDK spectator keeps the room open.
    const creator = await track<BiggieBillsView>(client.create('biggie-bills', { players: 3, humans: 1, botDelay: 0, names: ['Ana'], options: { maxCycles: 1 } }));
    const code = creator.room.roomId;
    const watcher = await track<BiggieBillsView>(client.joinById(code, { spectator: true }));
    rooms.push(watcher.room);
    await creator.room.leave();
    await until(() => watcher.last()!.result, 'the bots to finish the game', 30_000);
    const places = watcher.last()!.result!.ranking.flat().length;

    const shown = async (attributes: Record<string, string>, what: string) => {
      const seen = board({ server: url, room: code, ...attributes });
      await until(() => standings(seen.table).length === places, `the standings on ${what}`, 15_000);
      expect(seen.overs, `game-over on ${what}`).to.have.length(1);
      expect(seen.overs[0]!.ranking).to.deep.equal(watcher.last()!.result!.ranking);
      expect(standings(seen.table)[0], `the winner first on ${what}`).to.contain(watcher.last()!.names[watcher.last()!.result!.ranking[0]![0]!]!);
      await until(() => inShadow(inShadow(seen.table, 'biggie-bills-chart'), '[part="chart"] svg'), `the chart drawn on ${what}`, 10_000);
      expect(seen.errors, `no notice on ${what}`).to.deep.equal([]);
      return seen;
    };
    // While the finished room runs.
    await shown({ view: 'moderator' }, 'the moderator view of the running room');
    await shown({ names: 'Bo' }, 'a newcomer\'s board of the running room');

    // After it closed: every client gone (a table without `server` leaves its room; one taken off the page would keep its place for the grace).
    for (const table of made.splice(0)) {
      table.removeAttribute('server');
      await (table as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      table.remove();
    }
    await Promise.all(rooms.splice(0).map((room) => room.leave()));
    // The room closes once its last client left: a spectator's join then finds no room.
    const joinable = () => client.joinById(code, { spectator: true }).then(async (room) => room.leave().then(() => true), () => false);
    await until(async () => !(await joinable()), 'the room to close', { timeout: 20_000, every: 100 });
    await shown({ view: 'moderator' }, 'the moderator view after the room closed');
    await shown({ names: 'Bo' }, 'a newcomer\'s board after the room closed');
  });
});
