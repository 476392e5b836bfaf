/**
 * A learner resumes the game within the attempt (issue 26): scorm-again as the LMS, each game's
 * package (the `resume` set of test/fixtures/scorm-packages.mjs: the learner at seat 0, quick bots).
 * The learner plays a few moves (the hard bot's choices, as a person would click them), the frame
 * is closed mid-game, and the package is launched again with the CMI data the LMS kept
 * (`cmi.core.entry = resume`, `cmi.suspend_data`): the same game continues. A record edited in
 * the LMS is refused: a new game starts, as a bad `persist-key` save does.
 */
import { expect } from '@open-wc/testing';
import { registeredGames, type RegisteredGame } from '../../components/games.js';
import type { GameErrorDetail, GameStartDetail } from '../../components/index.js';
import { readRecord, writeRecord } from '../../src/core/record.js';
import type { GameEvent, GameView } from '../../src/core/types.js';
import { inShadow } from '../support/dom.js';
import { until } from '../support/until.js';
import { launch, startLms, tableIn, tableState, valueOf } from './lms-harness.js';

/** The learner's seat in these packages (the default `humans`). */
const LEARNER = 0;

/** The messages a frame posts of one kind (`bluffhouse:game-start`…), as they come. */
function postsOf<T>(frame: HTMLIFrameElement, type: string): T[] {
  const details: T[] = [];
  addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; detail?: T };
    if (event.source === frame.contentWindow && data?.type === type) details.push(data.detail!);
  });
  return details;
}

/** The learner's view once the game waits for the learner alone (no bot is about to move). */
const learnersTurn = (table: HTMLElement) => until(() => {
  const { view, toAct } = tableState(table);
  return view && view.seat === LEARNER && toAct.length === 1 && toAct[0] === LEARNER ? (view as GameView) : null;
}, 'the learner\'s turn', 20_000);

/** Launches `game`'s package and waits until its table is drawn. */
async function open(game: RegisteredGame) {
  const { frame } = launch(`resume/${game.id}`);
  const starts = postsOf<GameStartDetail>(frame, 'bluffhouse:game-start');
  const errors = postsOf<GameErrorDetail>(frame, 'bluffhouse:game-error');
  const table = await tableIn(frame, game.tag);
  await until(() => inShadow(table, 'bluff-log'), 'the table drawn', 20_000);
  return { frame, table, starts, errors };
}

/**
 * The frame's messages of one kind once at least one has come: a frame's messages reach this page
 * as tasks of their own, so the table can be drawn before they arrive (seen under load).
 */
const heard = <T>(details: T[], what: string) => until(() => (details.length > 0 ? details : null), what, 10_000);

/** Plays `moves` of the learner's moves with the hard bot's choices; returns the learner's view after them. */
async function play(game: RegisteredGame, table: HTMLElement, moves: number): Promise<GameView> {
  for (let n = 0; n < moves; n++) {
    const view = await learnersTurn(table);
    expect(tableState(table).send(game.bots.hard(view, Math.random) as GameEvent), 'the learner\'s move is legal').to.deep.equal({ ok: true });
    await until(() => tableState(table).view !== view, 'the move to show', 10_000);
  }
  return learnersTurn(table);
}

/** What the LMS kept of the attempt when the frame went, loaded into a new LMS as it launches the package again. */
function relaunchLms(kept: { suspend_data: string; lesson_status: string }, entry = 'resume') {
  const lms = startLms('100');
  lms.api.loadFromJSON({ core: { entry, lesson_status: kept.lesson_status }, suspend_data: kept.suspend_data }, 'cmi');
  return lms;
}

describe('SCORM 1.2 packages: a game resumes within its attempt (issue 26)', function () {
  this.timeout(300_000);
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    delete window.API;
  });

  for (const game of registeredGames) {
    it(`${game.id}: the frame closed mid-game, the package launched again with the CMI data the LMS kept: the same hand, log and seat to act; the game goes on`, async () => {
      const first = startLms('100');
      const played = await open(game);
      const before = await play(game, played.table, 3);
      expect((await heard(played.starts, 'the game-start message')).map((s) => s.resumed)).to.deep.equal([false]);
      played.frame.remove();
      await until(() => first.api.isTerminated(), 'LMSFinish', 5000);
      expect(valueOf(first.calls, 'cmi.core.exit').at(-1), 'a game runs: suspend').to.equal('suspend');
      const kept = { suspend_data: first.api.cmi.suspend_data, lesson_status: first.api.cmi.core.lesson_status };
      expect(kept.suspend_data.length, 'the record fits cmi.suspend_data').to.be.within(1, 4096);
      const record = readRecord(kept.suspend_data);
      expect(record.moves.filter((move) => move.seat === LEARNER).length, 'the learner\'s moves are in the record').to.be.at.least(3);
      expect(valueOf(first.calls, 'cmi.suspend_data').length, 'written after every move').to.be.at.least(record.moves.length);

      const second = relaunchLms(kept);
      const resumed = await open(game);
      const after = await learnersTurn(resumed.table);
      expect((await heard(resumed.starts, 'the game-start message')).map((s) => s.resumed), 'the game resumed').to.deep.equal([true]);
      expect(resumed.errors).to.deep.equal([]);
      expect(after, 'the learner\'s view: the same hand, log and prompt').to.deep.equal(before);
      expect(tableState(resumed.table).toAct).to.deep.equal([LEARNER]);
      expect(second.api.cmi.core.lesson_status, 'the attempt goes on').to.equal('incomplete');

      // The game goes on: the learner moves, the bots answer, and the record grows.
      await play(game, resumed.table, 1).catch(() => null);
      await until(() => readRecord(second.api.cmi.suspend_data).moves.length > record.moves.length, 'the record to grow', 10_000);
    });
  }

  it('a record edited in the LMS (its seed changed, so its moves no longer fit the deal) is refused: a new game starts, with a bad-save game-error, and its record replaces the edited one', async () => {
    const game = registeredGames.find(({ id }) => id === 'bluff-king')!;
    const first = startLms('100');
    const played = await open(game);
    await play(game, played.table, 2);
    played.frame.remove();
    await until(() => first.api.isTerminated(), 'LMSFinish', 5000);
    const record = readRecord(first.api.cmi.suspend_data);
    const tampered = writeRecord({ ...record, seed: record.seed + 1 });

    const second = relaunchLms({ suspend_data: tampered, lesson_status: first.api.cmi.core.lesson_status });
    const resumed = await open(game);
    await learnersTurn(resumed.table);
    expect((await heard(resumed.starts, 'the game-start message')).map((s) => s.resumed), 'a new game').to.deep.equal([false]);
    expect((await heard(resumed.errors, 'the game-error message')).map((e) => e.code)).to.deep.equal(['bad-save']);
    expect(resumed.errors[0]!.message).to.match(/^The saved game was invalid, so a new game started: .*was refused/);
    const replaced = readRecord(second.api.cmi.suspend_data);
    expect(replaced.moves.length, 'the new game\'s record').to.be.below(record.moves.length);
    expect(replaced.moves.some((move) => move.seat === LEARNER), 'the learner has not moved in the new game').to.equal(false);
  });

  it('a new attempt (cmi.core.entry not resume) starts a new game, whatever suspend data the LMS still holds', async () => {
    const game = registeredGames.find(({ id }) => id === 'bluffing-billionaires')!;
    const first = startLms('100');
    const played = await open(game);
    await play(game, played.table, 2);
    played.frame.remove();
    await until(() => first.api.isTerminated(), 'LMSFinish', 5000);

    relaunchLms({ suspend_data: first.api.cmi.suspend_data, lesson_status: 'incomplete' }, 'ab-initio');
    const fresh = await open(game);
    await learnersTurn(fresh.table);
    expect((await heard(fresh.starts, 'the game-start message')).map((s) => s.resumed)).to.deep.equal([false]);
    expect(fresh.errors).to.deep.equal([]);
  });
});
