/**
 * `definition.invariants(snapshot)` (issue 6): a save edited by hand or damaged by a host is
 * refused before a game is restored from it. It accepts every snapshot of real games (the property
 * tests check every snapshot they play with it too), refuses each corruption with a sentence naming
 * what is wrong, never throws, and whatever it accepts restores to a game someone can play on.
 * `createGame` refuses what it refuses with a SnapshotError.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createGame, SnapshotError } from '../../src/index.js';
import { GAMES, gameUnderTest, savedAfter, savedSnapshots, type GameUnderTest } from './all-games.js';
import { randomSource } from '../../src/index.js';

type Save = { context: Record<string, unknown> } & Record<string, unknown>;
type Corruption = [name: string, corrupt: (save: Save) => unknown, problem: RegExp];

const [BK, BB, BG] = [gameUnderTest('bluff-king'), gameUnderTest('bluffing-billionaires'), gameUnderTest('biggie-bills')];

/** A real save of `game` (through JSON) in a state `wanted` accepts, searched from move `from`. */
function saveWhere(game: GameUnderTest, wanted: (save: Save) => boolean, from = 1): Save {
  for (let seed = 1; seed < 40; seed++) {
    const found = savedSnapshots(game, seed, 1).slice(from).find((save) => wanted(save as Save));
    if (found) return found as Save;
  }
  throw new Error(`${game.name}: no such position`);
}

/** A value made once, when first needed (games are played only by the tests that run). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A corruption of a copy of `base()`'s context (plain JSON, reached into freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const editing = (base: () => Save) => (change: (context: Record<string, any>) => void) => () => {
  const copy = structuredClone(base());
  change(copy.context);
  return copy;
};

/** Corruptions every game's invariants refuse, whatever the game. */
const common = (other: () => unknown): Corruption[] => [
  ['a value that is not a snapshot (null)', () => null, /snapshot must be an object/],
  ['a value that is not a snapshot (a string)', () => 'saved', /snapshot must be an object/],
  ['an array', () => [], /snapshot must be an object/],
  ['a snapshot in status error', (save) => ({ ...save, status: 'error' }), /status must be/],
  ['a snapshot with child actors', (save) => ({ ...save, children: { x: { src: 'x', snapshot: {} } } }), /children must be an empty object/],
  ['a context that is not an object', (save) => ({ ...save, context: 'x' }), /context must be an object/],
  ['a state the machine never rests in', (save) => ({ ...save, value: 'settle' }), /value must be/],
  ['an unknown field in the context', (save) => ({ ...save, context: { ...save.context, extra: 1 } }), /unknown field "extra"|settings/],
  ['a log that is not an array', (save) => ({ ...save, context: { ...save.context, log: {} } }), /log/],
  ['a snapshot of another game', other, /./],
];

const bkLead = lazy(() => saveWhere(BK, (save) => save.value === 'lead'));
const bbPlay = lazy(() => saveWhere(BB, (save) => save.value === 'play'));
const bgMain = lazy(() => saveWhere(BG, (save) => JSON.stringify(save.value) === '{"cycle":{"turn":"main"}}', 3));

const cases: { game: GameUnderTest; corruptions: Corruption[] }[] = [
  {
    game: BK,
    corruptions: ((edit) => [
        ...common(() => savedAfter(BB, 1, 3)),
        ['30 aces in one hand', edit((c) => c.hands[0].push(...Array<string>(30).fill('AS'))), /AS is in the game \d+ times; 1 deck\(s\) hold it 1 time/],
        ['an unknown card code "ZZ"', edit((c) => { c.hands[0][0] = 'ZZ'; }), /context\.hands is not valid/],
        ['an empty hand mid-game (its cards discarded, so none are missing)', edit((c) => {
          c.discarded.push(...c.hands[c.asked]);
          c.hands[c.asked] = [];
        }), /hand \d is empty in state lead: that seat would have won/],
        ['an asked seat out of range', edit((c) => { c.asked = 7; }), /context\.asked is not valid \(got 7\)/],
        ['a card fewer than were dealt', edit((c) => c.hands[c.asked].pop()), /were dealt/],
        ['a winner while the game runs', edit((c) => { c.winner = c.asked; }), /winner must be null/],
        ['a log entry naming a seat out of range', edit((c) => c.log.push({ type: 'pass', seat: 9 })), /context\.log\[\d+\]\.seat is not valid/],
        ['a log entry of an unknown type', edit((c) => c.log.push({ type: 'cheat', seat: 0 })), /context\.log\[\d+\]\.type must be one of/],
        ['a random state that is not four integers', edit((c) => { c.rng = [1, 2]; }), /context\.rng/],
        ['more players than the game takes', edit((c) => { c.players = 12; }), /context\.players must be an integer from 2 to 8/],
      ] as Corruption[])(editing(bkLead)),
  },
  {
    game: BB,
    corruptions: ((edit) => [
        ...common(() => savedAfter(BK, 1, 3)),
        ['a card in two places', edit((c) => c.hands[c.active].push(c.hands[(c.active + 1) % 3][0])), /card \d+ is in 2 places/],
        ['a card gone', edit((c) => c.hands[c.active].pop()), /card \d+ is nowhere/],
        ['a card the deck does not hold', edit((c) => c.hands[c.active].push(99)), /card 99 is not in the deck/],
        ['an active seat out of range', edit((c) => { c.active = 5; }), /context\.active is not valid \(got 5\)/],
        ['an active player with no card (its cards set aside as undealt)', edit((c) => {
          c.undealt.push(...c.hands[c.active]);
          c.hands[c.active] = [];
        }), /holds no card/],
        ['responders while the active player is to play', edit((c) => { c.responders = [(c.active + 1) % 3]; }), /nobody responds|responder must have a table card/],
        ['a deck card whose id is not its index', edit((c) => { c.deck[0].id = 5; }), /context\.deck is not valid/],
      ] as Corruption[])(editing(bbPlay)),
  },
  {
    game: BG,
    corruptions: ((edit) => [
        ...common(() => savedAfter(BK, 1, 3)),
        ['cash edited (the ledger no longer balances)', edit((c) => { c.teams[0].cash += 500; }), /team 0: the log's payments sum to/],
        ['a Growth card twice', edit((c) => c.teams[0].growth.push(c.teams[1].growth[0])), /Growth cards in the game/],
        ['a Bonus card from nowhere', edit((c) => c.teams[0].bonus.push('block')), /Bonus cards in the game/],
        ['a team out of the game with cash', edit((c) => { c.teams[1].out = 'bankrupt'; }), /team 1: is out of the game with \$\d+M, but a team out of the game must have \$0/],
        ['a turn of a seat out of range', edit((c) => { c.turn.seat = 9; }), /context\.turn is not valid/],
        ['settings the game refuses', edit((c) => { c.settings.players = 99; }), /context\.settings: players must be an integer from 3 to 8/],
        ['tables the game refuses', edit((c) => { c.settings.tables = { growth: 'none' }; }), /context\.settings: tables\.growth/],
        ['a pending challenge while a turn waits for an action', edit((c) => { c.pending = { seat: 0, owner: 1, card: 1, flexible: false }; }), /pending challenge/],
      ] as Corruption[])(editing(bgMain)),
  },
];

describe('invariants: a snapshot is checked before a game is restored from it (issue 6)', function () {
  this.timeout(60_000);

  for (const game of GAMES) {
    it(`${game.name}: accepts every snapshot of real bot games, through JSON, and createGame restores them`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        for (const save of savedSnapshots(game, seed, 3)) {
          expect(game.definition.invariants(save), `seed ${seed}`).to.deep.equal([]);
        }
      }
      const actor = createGame(game.definition, game.input(2), { snapshot: savedAfter(game, 2, 5) });
      expect(actor.getSnapshot().status).to.equal('active');
      actor.stop();
    });
  }

  for (const { game, corruptions } of cases) {
    describe(`${game.name}: refuses each corruption with a sentence naming it, and createGame throws a SnapshotError`, () => {
      const start = lazy(() => savedAfter(game, 1, 0));
      for (const [name, corrupt, problem] of corruptions) {
        it(name, () => {
          const save = corrupt(start());
          const problems = game.definition.invariants(save);
          expect(problems, name).to.be.an('array').that.is.not.empty;
          expect(problems.join('\n'), name).to.match(problem);
          let error: unknown;
          try {
            createGame(game.definition, game.input(1), { snapshot: save }).stop();
          } catch (e) {
            error = e;
          }
          expect(error, name).to.be.instanceOf(SnapshotError);
          expect(error, name).to.be.instanceOf(TypeError);
          expect((error as SnapshotError).problems, name).to.deep.equal(problems);
          expect((error as Error).message, name).to.match(/^snapshot is not a valid [a-z-]+ game: /);
        });
      }
    });
  }

  describe('with the input a host continues with, a save made for other settings is refused (its own rules, deck or tables)', () => {
    const refused = (game: GameUnderTest, save: unknown, input: Record<string, unknown>, problem: RegExp) => {
      expect(game.definition.invariants(save), 'sound on its own').to.deep.equal([]);
      const problems = game.definition.invariants(save, game.definition.parseInput(input));
      expect(problems.join('\n')).to.match(problem);
      expect(() => createGame(game.definition, input, { snapshot: save })).to.throw(SnapshotError, problem);
    };

    it('BluffKing: a 3-player game is not continued as 4 players, nor with another maxPlay (BK-1, BK-4)', () => {
      refused(BK, bkLead(), { players: 4, seed: 1 }, /the saved game has players 3, not 4/);
      refused(BK, bkLead(), { players: 3, seed: 1, maxPlay: 2 }, /the saved game has maxPlay null, not 2/);
    });

    it('Bluffing Billionaires: a deck edited to 99s is not the standard deck (BB-1), nor are hands of 5 a handSize of 8 (BB-2)', () => {
      const edited = structuredClone(bbPlay());
      for (const card of edited.context.deck as { value: number; coins: number }[]) Object.assign(card, { value: 99, coins: 99 });
      refused(BB, edited, { players: 3, seed: 1 }, /the saved game has deck of its own, not the one asked for/);
      refused(BB, bbPlay(), { players: 3, seed: 1, handSize: 5 }, /not handSize 5 each/);
    });

    it('BiggieBills: a save whose target or card tables were edited is refused (BG-1, BG-7)', () => {
      const target = structuredClone(bgMain());
      (target.context.settings as { target: number }).target = 201;
      refused(BG, target, { players: 3, seed: 1, maxCycles: 3 }, /the saved game has target 201, not 1000/);
      const tables = structuredClone(bgMain());
      for (const card of (tables.context.settings as { tables: { growth: { cost: number }[] } }).tables.growth) card.cost = 0;
      refused(BG, tables, { players: 3, seed: 1, maxCycles: 3 }, /the saved game has tables of its own/);
    });
  });

  /** Every path to a value inside `value` (keys of objects, indices of arrays). */
  function paths(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const next = [...path, Array.isArray(value) ? Number(key) : key];
        out.push(next);
        paths(item, next, out);
      }
    }
    return out;
  }

  /** A copy of `save` with the value at `path` replaced (or removed, for undefined). */
  function replaced(save: Save, path: (string | number)[], value: unknown): Save {
    const copy = structuredClone(save);
    let at = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    if (value === undefined) delete at[path.at(-1)!];
    else at[path.at(-1)!] = value;
    return copy;
  }

  const garbage = fc.oneof(
    fc.integer({ min: -2, max: 12 }), fc.constantFrom(null, undefined, '', 'AS', 'ZZ', 'over', true, [], {}, NaN, 0.5),
    fc.string({ maxLength: 4 }), fc.array(fc.integer({ min: -1, max: 60 }), { maxLength: 4 }),
  );

  for (const game of GAMES) {
    it(`${game.name}: never throws on garbage, and whatever it accepts restores to a game that can go on`, async () => {
      const saves = lazy(() => [1, 2].flatMap((seed) => savedSnapshots(game, seed, 2)) as Save[]);
      fc.assert(fc.property(fc.anything(), (value) => Array.isArray(game.definition.invariants(value))), { numRuns: 200 });
      let accepted = 0;
      await fc.assert(fc.asyncProperty(fc.nat(), fc.nat(), garbage, async (which, where, value) => {
        await new Promise((resolve) => setTimeout(resolve));
        const base = saves()[which % saves().length]!;
        const all = paths(base);
        const save = replaced(base, all[where % all.length]!, value);
        const problems = game.definition.invariants(save, game.definition.parseInput(game.input(1)));
        expect(problems).to.be.an('array');
        if (problems.length > 0) return;
        accepted++;
        // Accepted: the game restores, every seat has a view, someone is asked unless it is over,
        // and that seat's move is legal and keeps the invariants.
        const actor = createGame(game.definition, game.input(1), { snapshot: save });
        const snapshot = actor.getSnapshot();
        const { players } = game.definition.view(snapshot, null);
        for (let seat = 0; seat < players; seat++) game.definition.view(snapshot, seat);
        if (game.definition.result(snapshot) === null) {
          const [seat] = game.definition.toAct(snapshot);
          expect(seat, 'a seat is asked').to.be.a('number');
          const event = game.bots.normal(game.definition.view(snapshot, seat!), randomSource(which));
          expect(game.definition.check(snapshot, event), JSON.stringify(event)).to.deep.equal({ ok: true });
          actor.send(event);
          expect(actor.getSnapshot().status).to.not.equal('error');
          expect(game.definition.invariants(actor.getSnapshot())).to.deep.equal([]);
        }
        actor.stop();
      }), { numRuns: 300 });
      expect(accepted, 'some harmless changes are accepted').to.be.above(0);
    });
  }
});
