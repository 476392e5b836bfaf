/**
 * `persist-key` saves are checked before a game resumes from them (issues 6 and 26). A save edited
 * by hand or damaged by a host gives one console warning, a `game-error` with code `bad-save`, and
 * a fresh game someone can play: never a table stuck on "Waiting for undefined…" or a bot refused
 * an illegal move. A save is the game's record (issue 26), replayed through the rules: a move
 * changed into an illegal one, a seed that no longer fits the moves, a garbled move list. Saves of
 * the first version (a snapshot) still resume, checked by the invariants: 30 aces in one hand, an
 * unknown card code, an empty hand mid-game, an asked seat out of range, data that is not JSON, a
 * snapshot of another game. Real elements, real localStorage.
 */
import { expect } from '@open-wc/testing';
import '../../components/index.js';
import type { GameErrorDetail, GameStartDetail } from '../../components/index.js';
import { biggieBills, bluffingBillionaires, bluffKing, createGame, randomSource, sendChecked } from '../../src/index.js';
import { readRecord, writeRecord, type GameRecord } from '../../src/core/record.js';
import type { BotSet, GameDefinition, GameEvent, GameView } from '../../src/core/types.js';
import { deepText, inShadow } from '../support/dom.js';
import { buttonsOf, handButtons, makeTable, nextPrompt, type Table } from '../support/table-harness.js';

type AnyDefinition = GameDefinition<unknown, GameEvent, GameView>;
/** A saved game of the first version: a snapshot. */
interface Stored { version: number; configKey: string; snapshot: Snapshot }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = { context: Record<string, any> } & Record<string, unknown>;

interface Case {
  name: string;
  tag: string;
  attributes: Record<string, string>;
  definition: AnyDefinition;
  bots: BotSet<GameView, GameEvent>;
  /** What is put under the key instead of the real save: a changed snapshot, or raw text. */
  corrupt?(save: Stored): Stored | string;
  /** Or, for a record: the record changed, or raw text. */
  tamper?(record: GameRecord): GameRecord | string;
}

const BK = { tag: 'bluff-king-table', attributes: { players: '3', seed: '5', 'bot-delay': '0' }, definition: bluffKing.definition as unknown as AnyDefinition, bots: bluffKing.bots as unknown as Case['bots'] };
const BB = { tag: 'bluffing-billionaires-table', attributes: { players: '3', seed: '5', 'bot-delay': '0' }, definition: bluffingBillionaires.definition as unknown as AnyDefinition, bots: bluffingBillionaires.bots as unknown as Case['bots'] };
const BG = { tag: 'biggie-bills-board', attributes: { players: '3', seed: '5', 'bot-delay': '0', 'max-cycles': '2' }, definition: biggieBills.definition as unknown as AnyDefinition, bots: biggieBills.bots as unknown as Case['bots'] };

/** The save with its snapshot's context changed. */
const editing = (change: (context: Snapshot['context']) => void) => (save: Stored): Stored => {
  const copy = structuredClone(save);
  change(copy.snapshot.context);
  return copy;
};

/** A persisted snapshot of another game, through JSON. */
function otherGame(definition: AnyDefinition, input: Record<string, unknown>): Snapshot {
  const actor = createGame(definition, input);
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot;
  actor.stop();
  return snapshot;
}

const CASES: Case[] = [
  { name: 'BluffKing: 30 aces in one hand', ...BK, corrupt: editing((c) => c.hands[0].push(...Array<string>(30).fill('AS'))) },
  { name: 'BluffKing: an unknown card code "ZZ"', ...BK, corrupt: editing((c) => { c.hands[0][0] = 'ZZ'; }) },
  {
    name: 'BluffKing: an empty hand mid-game (its cards discarded)', ...BK,
    corrupt: editing((c) => {
      c.discarded.push(...c.hands[c.asked]);
      c.hands[c.asked] = [];
    }),
  },
  { name: 'BluffKing: an asked seat out of range', ...BK, corrupt: editing((c) => { c.asked = 9; }) },
  { name: 'BluffKing: a value that is not JSON', ...BK, corrupt: () => '{"version":1,"snapshot":' },
  { name: 'BluffKing: a snapshot of another game', ...BK, corrupt: (save) => ({ ...save, snapshot: otherGame(BB.definition, { players: 3, seed: 5 }) }) },
  { name: 'Bluffing Billionaires: a card in two places', ...BB, corrupt: editing((c) => c.hands[c.active].push(c.hands[(c.active + 1) % 3][0])) },
  { name: 'BiggieBills: cash edited, so the ledger no longer balances', ...BG, corrupt: editing((c) => { c.teams[0].cash += 800; }) },
  {
    name: 'BluffKing record (issue 26): a move changed into one the rules refuse (an ace of spades the seat does not hold 30 times)', ...BK,
    tamper: (record) => ({ ...record, moves: record.moves.map((move, i) => (i === 0 ? { ...move, cards: Array<string>(30).fill('AS') } : move)) }),
  },
  { name: 'BluffKing record (issue 26): the seed changed, so the moves no longer fit the deal', ...BK, tamper: (record) => ({ ...record, seed: record.seed + 1 }) },
  {
    name: 'Bluffing Billionaires record (issue 26): a move made for another seat', ...BB,
    tamper: (record) => ({ ...record, moves: record.moves.map((move, i) => (i === record.moves.length - 1 ? { ...move, seat: (move.seat + 1) % 3 } : move)) }),
  },
  { name: 'BiggieBills record (issue 26): a garbled move list', ...BG, tamper: (record) => writeRecord(record).replace(/"m":"(.)/, '"m":"#') },
];

/** A record's game as a save of the first version: its moves replayed in the engine, the snapshot persisted. */
function asSnapshot(record: GameRecord, definition: AnyDefinition): Stored {
  const config = record.config as { options: Record<string, unknown> };
  const actor = createGame(definition, definition.parseInput({ ...config.options, seed: record.seed }));
  for (const move of record.moves) expect(sendChecked(definition, actor, move).ok, 'the real record replays').to.equal(true);
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot;
  actor.stop();
  return { version: 1, configKey: JSON.stringify(record.config), snapshot };
}

/** The record after a few more moves than the start (played by the bots through the engine). */
function advancedRecord(record: GameRecord, definition: AnyDefinition, bots: Case['bots']): GameRecord {
  const config = record.config as { options: Record<string, unknown> };
  const actor = createGame(definition, definition.parseInput({ ...config.options, seed: record.seed }));
  const moves = [...record.moves];
  for (const move of moves) sendChecked(definition, actor, move);
  const rng = randomSource(1);
  for (let n = 0; n < 6 && definition.result(actor.getSnapshot()) === null; n++) {
    const snapshot = actor.getSnapshot();
    const seat = definition.toAct(snapshot)[0]!;
    const move = bots.normal(definition.view(snapshot, seat), rng);
    expect(sendChecked(definition, actor, move).ok).to.equal(true);
    moves.push(move);
  }
  actor.stop();
  return { ...record, moves };
}

/** The element's save after a few more moves than the start (played by the bots through the engine). */
function advanced(save: Stored, definition: AnyDefinition, bots: Case['bots']): Stored {
  // The settings of the table that saved it (BiggieBills: max-cycles 2).
  const input = definition.parseInput({ players: 3, seed: 5, ...(definition.id === 'biggie-bills' ? { maxCycles: 2 } : {}) });
  const actor = createGame(definition, input, { snapshot: save.snapshot });
  const rng = randomSource(1);
  for (let moves = 0; moves < 6 && definition.result(actor.getSnapshot()) === null; moves++) {
    const snapshot = actor.getSnapshot();
    const seat = definition.toAct(snapshot)[0]!;
    expect(sendChecked(definition, actor, bots.normal(definition.view(snapshot, seat), rng)).ok).to.equal(true);
  }
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot;
  actor.stop();
  return { ...save, snapshot };
}

const logText = (table: Table) => deepText(inShadow(table, 'bluff-log')!);

describe('persist-key: an invalid save starts a fresh game, with a warning and a bad-save game-error (issue 6)', function () {
  this.timeout(30_000);
  afterEach(() => document.querySelectorAll('body > bluff-king-table, body > bluffing-billionaires-table, body > biggie-bills-board').forEach((t) => t.remove()));

  for (const { name, tag, attributes, definition, bots, corrupt, tamper } of CASES) {
    it(name, async () => {
      const key = `saved-games-${Math.random()}`;
      // A real save: the element saves as it plays; the fresh game's log is what a new game shows.
      const first = makeTable(tag, { ...attributes, 'persist-key': key });
      await nextPrompt(first);
      const freshLog = logText(first);
      first.remove();
      const record = advancedRecord(readRecord(localStorage.getItem(key)!), definition, bots);
      const later = advanced(asSnapshot(record, definition), definition, bots);
      expect(definition.invariants(later.snapshot), 'the real save is sound').to.deep.equal([]);
      const stored = tamper ? tamper(record) : corrupt!(later);
      localStorage.setItem(key, typeof stored === 'string' ? stored : 'version' in stored ? JSON.stringify(stored) : writeRecord(stored));

      const warnings: string[] = [];
      const errors: GameErrorDetail[] = [];
      const starts: GameStartDetail[] = [];
      const onError = (e: Event) => errors.push((e as CustomEvent<GameErrorDetail>).detail);
      const onStart = (e: Event) => starts.push((e as CustomEvent<GameStartDetail>).detail);
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
      document.addEventListener('game-error', onError);
      document.addEventListener('game-start', onStart);
      try {
        const table = makeTable(tag, { ...attributes, 'persist-key': key });
        const prompt = await nextPrompt(table);
        expect(warnings, 'one warning').to.have.length(1);
        expect(warnings[0]).to.match(/^bluffhouse: (the saved game under ".+" is invalid \(.+\)|could not read the saved game under ".+" \(.+\)); starting a new game\.$/);
        expect(errors.map((e) => e.code), 'one bad-save game-error').to.deep.equal(['bad-save']);
        expect(errors[0]!.message).to.match(/^The saved game was invalid, so a new game started: /);
        // A fresh game, playable: it starts anew, a person is asked, the table shows the new game.
        expect(starts.map((s) => s.resumed)).to.deep.equal([false]);
        expect(prompt).to.not.equal('over');
        expect(buttonsOf(table).length + handButtons(table).length, 'something to press').to.be.above(0);
        expect(logText(table)).to.equal(freshLog);
        expect(inShadow(table, '[role="alert"]'), 'no error panel').to.equal(null);
        // The person is told why their game is not there.
        expect(inShadow(table, '[part="error"][role="status"]')?.textContent).to.match(/saved game could not be restored/);
        (table as Table & { newGame(): void }).newGame();
        await table.updateComplete;
        expect(inShadow(table, '[part="error"]'), 'the note goes with the next game').to.equal(null);
        // The bad save is replaced by the new game's.
        const replaced = readRecord(localStorage.getItem(key)!);
        expect(replaced.moves.length).to.be.below(record.moves.length);
      } finally {
        console.warn = warn;
        document.removeEventListener('game-error', onError);
        document.removeEventListener('game-start', onStart);
        localStorage.removeItem(key);
      }
    });
  }
});
