/**
 * A game's record (src/core/record.ts, issue 26): its text reads back to the same moves, a record
 * that is not one is refused naming the field, and the record of a whole game at a game's most
 * seats stays within SCORM 1.2's `cmi.suspend_data` (4,096 characters): a property over seeds and
 * bot lineups (easy, normal and hard in any seat; BiggieBills with max-cycles unset), one of them
 * with the learner's seat played at random, as a learner who clicks anything would.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { games, playGame, randomSource } from '../../src/index.js';
import { CONFIG_LIMIT, readRecord, recordConfig, RecordError, sameConfig, writeRecord } from '../../src/core/record.js';
import { STANDARD_TABLES } from '../../src/biggie-bills/cards.js';
import type { Bot, BotLevel, GameEvent, GameView } from '../../src/core/types.js';

/** SCORM 1.2's limit on `cmi.suspend_data`. */
const SUSPEND_DATA_MAX = 4096;
const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** The configuration a table saves with its record (game-controller.ts `configKey`), at its longest: a seed attribute given. */
const configOf = (game: string, players: number) => ({ game, options: { players }, seed: 2_147_483_647, humans: [0], level: 'normal' });

/** A whole game with these bots at the game's most seats: its record's text, and its moves. */
function wholeGame(id: string, seed: number, lineup: readonly ('random' | BotLevel)[]) {
  const game = games.find((entry) => entry.id === id)!;
  const players = game.players.max;
  const bots = game.bots as unknown as Record<string, Bot<GameView, GameEvent>>;
  let draws = 0;
  const source = randomSource(seed ^ 0x5eed);
  const random = () => (draws++, source());
  const { result, events } = playGame(game.definition as never, { players, seed }, lineup.slice(0, players).map((level) => bots[level]!), random);
  expect(result, 'the game ended').to.not.equal(null);
  return { text: writeRecord({ config: configOf(id, players), seed, botDraws: draws, moves: events }), events, draws };
}

const lineupArb = fc.array(fc.constantFrom(...LEVELS), { minLength: 8, maxLength: 8 });

describe('game records (issue 26)', function () {
  this.timeout(600_000);

  for (const game of games) {
    it(`${game.title}: a whole game's record reads back to the same moves, seed and bots' draws`, () => {
      const { text, events, draws } = wholeGame(game.id, 7, ['hard', 'easy', 'normal', 'hard', 'easy', 'normal', 'hard', 'easy']);
      const record = readRecord(text);
      expect(JSON.parse(JSON.stringify(record.moves))).to.deep.equal(JSON.parse(JSON.stringify(events)));
      expect(record.seed).to.equal(7);
      expect(record.botDraws).to.equal(draws);
      expect(record.config).to.deep.equal(configOf(game.id, game.players.max));
    });

    // Whole games: BiggieBills' take longest (about half a second each here), so it plays fewer.
    const runs = game.id === 'biggie-bills' ? 12 : 40;
    it(`${game.title}: at ${game.players.max} seats the record of a whole game stays within ${SUSPEND_DATA_MAX} characters (${runs} seeds and bot lineups, and as many with the learner's seat played at random)`, () => {
      let longest = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), lineupArb, fc.boolean(), (seed, lineup, randomLearner) => {
          const { text } = wholeGame(game.id, seed, randomLearner ? ['random', ...lineup.slice(1)] : lineup);
          longest = Math.max(longest, text.length);
          return text.length <= SUSPEND_DATA_MAX;
        }),
        { seed: 26, numRuns: runs * 2 },
      );
      expect(longest, 'records were measured').to.be.above(100);
    });
  }

  it('moves of any plain data read back as they were written: numbers, words, numbers as text, lists, other values', () => {
    const moves = [
      { type: 'PLAY', seat: 3, cards: ['10H', 'QS'], rank: '10' },
      { type: 'PASS', seat: 0 },
      { type: 'ODD', seat: 12, a: -4, b: '', c: [], d: [[1, 2], ['x-y']], e: true, f: null, g: 'two words; (and more)', h: 1.5, i: { k: 'v' } },
    ];
    const record = readRecord(writeRecord({ config: { any: ['thing'] }, seed: -5, botDraws: 0, moves: moves as GameEvent[] }));
    expect(record.moves).to.deep.equal(moves);
    expect(record.config).to.deep.equal({ any: ['thing'] });
    expect(record.seed).to.equal(-5);
  });

  it('text that is not a record is refused, naming the field at fault', () => {
    const good = JSON.parse(writeRecord({ config: null, seed: 1, botDraws: 2, moves: [{ type: 'PASS', seat: 0 }] })) as Record<string, unknown>;
    const cases: [string, RegExp][] = [
      ['{"v":2,', /^not JSON/],
      [JSON.stringify({ ...good, v: 3 }), /^v must be 2/],
      [JSON.stringify({ ...good, s: 'x' }), /^s \(the seed\)/],
      [JSON.stringify({ ...good, r: -1 }), /^r \(the bots' draws\)/],
      [JSON.stringify({ ...good, t: 'PASS|9X' }), /^t \(the move shapes\)/],
      [JSON.stringify({ ...good, m: 'b0' }), /^m: a letter of no move shape/],
      [JSON.stringify({ ...good, m: 'a' }), /^m: a missing seat/],
      [JSON.stringify({ ...good, m: 'a0;' }), /^m: a letter of no move shape/],
      [JSON.stringify({ ...good, t: 'PLAY:card', m: 'a0' }), /^m: expected ","/],
      // Lists nested past any move's shape: refused, not a stack overflow (200,000 deep overflowed it).
      [JSON.stringify({ ...good, t: 'PLAY:card', m: `a0,${'('.repeat(200_000)}` }), /^m: lists nested more than \d+ deep/],
    ];
    for (const [text, message] of cases) {
      expect(() => readRecord(text), text).to.throw(RecordError, message);
    }
  });

  it("keeps a long configuration as its digest: a BiggieBills board with a course's own card tables still fits a SCORM LMS", () => {
    const config = { game: 'biggie-bills', options: { players: 8, tables: STANDARD_TABLES }, seed: 2_147_483_647, humans: [0], level: 'normal' };
    const configKey = JSON.stringify(config);
    expect(configKey.length, 'the tables alone are longer than the limit').to.be.above(CONFIG_LIMIT);
    const { events, draws } = wholeGame('biggie-bills', 11, ['normal', 'hard', 'easy', 'normal', 'hard', 'easy', 'normal', 'hard']);
    const text = writeRecord({ config: recordConfig(configKey), seed: 11, botDraws: draws, moves: events });
    expect(text.length).to.be.at.most(SUSPEND_DATA_MAX);
    const { config: kept } = readRecord(text);
    expect(sameConfig(kept, configKey), 'its own configuration').to.equal(true);
    const changed = structuredClone(config);
    (changed.options.tables.growth[0] as { cost: number }).cost += 1;
    expect(sameConfig(kept, JSON.stringify(changed)), 'a card changed').to.equal(false);
    // A short configuration is kept whole, as before.
    const short = JSON.stringify(configOf('bluff-king', 8));
    expect(recordConfig(short)).to.deep.equal(configOf('bluff-king', 8));
    expect(sameConfig(recordConfig(short), short)).to.equal(true);
    expect(sameConfig(recordConfig(short), JSON.stringify(configOf('bluff-king', 7)))).to.equal(false);
  });
});
