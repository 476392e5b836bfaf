/**
 * Legality (docs/architecture.md "Legality"): `check` explains every illegal event with a stable code, the
 * machine ignores it (the context does not change) and `snapshot.can(event)` agrees with `check`.
 * Bad input throws a RangeError / TypeError naming the field (and, for tables, the card).
 */
import { expect } from '@open-wc/testing';
import { GROWTH_TABLE, INDUSTRY_TABLE, type BiggieBillsSettings } from '../../src/biggie-bills/index.js';
import { INPUT_KEYS } from '../../src/biggie-bills/setup.js';
import {
  act, begun, ctx, current, definition, G, hand, I, patch, phase, setIndustry, setOrder, setTeam, start,
  type BiggieBillsContext, type BiggieBillsEvent, type Game, type HandSpec,
} from './bg-helpers.js';
import { expectActorErrors, itNamesFields, itRefusesInputs, legality, raw as rawEvent, type BadInput, type FieldCase } from '../support/contract.js';

const HANDS: HandSpec[] = [
  hand([G.vendor, G.research, G.supply, G.software, G.patent, G.acquire], [G.prototype, G.brand, G.hiring, G.seed]),
  hand([G.prototype, G.vendor, G.digital, G.lab, G.vertical, G.acquire], [G.vendor, G.research, G.supply, G.acquire]),
  hand([G.hiring, G.seed, G.loyalty, G.distribution, G.globalBrand, G.ipo], [G.vendor, G.software, G.patent, G.digital]),
];

/** Seat 0's turn (order 0, 1, 2), every team past its first Growth card (`begun`, BG-5), `change` applied. */
function setup(change: (c: BiggieBillsContext) => BiggieBillsContext = (c) => c, input: Record<string, unknown> = {}): Game {
  return patch(start({ players: 3, seed: 3, first: 0, hands: HANDS, ...input }), (c) => change(begun(setOrder(c, [0, 1, 2]))));
}

const { expectRefused, expectLegal, expectEachLegalAndChanging, expectBadEvents, expectBadSeats } = legality(definition);
const raw = (event: Record<string, unknown>) => rawEvent<BiggieBillsEvent>(event);

const done = (seat: number, ...cards: number[]) => (c: BiggieBillsContext) => setTeam(c, seat, { completed: cards });
const all = (...changes: ((c: BiggieBillsContext) => BiggieBillsContext)[]) => (c: BiggieBillsContext) => changes.reduce((acc, f) => f(acc), c);
const money = (seat: number, amount: number) => (c: BiggieBillsContext) => {
  const next = setTeam(c, seat, { cash: amount });
  return { ...next, turn: { ...next.turn!, startCash: next.teams.map((t) => t.cash) } };
};

describe('BiggieBills check', () => {
  describe('illegal events are refused with a code and change nothing', () => {
    it('bad-event: not an object with a string type', () => {
      expectBadEvents(setup());
    });

    it('bad-seat: a seat that is not an integer from 0 to players-1', () => {
      expectBadSeats(setup(), 3, (seat) => [{ type: 'SKIP', seat }, { type: 'TIME_UP', seat }]);
    });

    it('unknown-event: a type BiggieBills does not take', () => {
      const game = setup();
      for (const type of ['PLAY', 'skip', 'CHALLENGE', '']) expectRefused(game, raw({ type, seat: 0 }), 'unknown-event');
    });

    it('not-your-turn: a team that is not asked (turn, block decision, keep)', () => {
      const game = setup();
      expectRefused(game, { type: 'SKIP', seat: 1 }, 'not-your-turn');
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 2, card: G.hiring }, 'not-your-turn');
      expectRefused(game, { type: 'BLOCK', seat: 1 }, 'not-your-turn');
      const block = setup(all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['block'] })));
      act(block, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(block, { type: 'END_TURN', seat: 0 });
      act(block, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(phase(block)).to.equal('block');
      expectRefused(block, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype }, 'not-your-turn');
      expectRefused(block, { type: 'BLOCK', seat: 2 }, 'not-your-turn');
    });

    it('wrong-phase: the asked team sends an event of another state', () => {
      const game = setup();
      expectRefused(game, { type: 'BLOCK', seat: 0 }, 'wrong-phase');
      expectRefused(game, { type: 'NO_BLOCK', seat: 0 }, 'wrong-phase');
      expectRefused(game, { type: 'KEEP', seat: 0, growth: [], challenge: [] }, 'wrong-phase');
      const block = setup(all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['flex12'] })));
      act(block, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(block, { type: 'END_TURN', seat: 0 });
      act(block, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expectRefused(block, { type: 'PLAY_GROWTH', seat: 0, card: G.research }, 'wrong-phase');
      expectRefused(block, { type: 'END_TURN', seat: 0 }, 'wrong-phase');
    });

    it('out-of-game: a bankrupt team sends an event', () => {
      const game = setup(money(1, 10));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      expectRefused(game, { type: 'SKIP', seat: 1 }, 'out-of-game');
      expectRefused(game, { type: 'NO_BLOCK', seat: 1 }, 'out-of-game');
    });

    it('game-over: every event once the game is over', () => {
      const game = setup(all(money(1, 10), money(2, 10)));
      act(game, { type: 'SKIP', seat: 0 });
      act(game, { type: 'SKIP', seat: 1 });
      act(game, { type: 'SKIP', seat: 2 });
      expect(game.getSnapshot().status).to.equal('done');
      expectRefused(game, { type: 'SKIP', seat: 0 }, 'game-over');
      for (const event of [{ type: 'TIME_UP', seat: 0 }, { type: 'END_TURN', seat: 0 }, { type: 'NO_BLOCK', seat: 1 }] as BiggieBillsEvent[]) {
        expectRefused(game, event, 'game-over', { send: false });
      }
    });

    it('no-time-limit: TIME_UP in a game without timeLimitMinutes', () => {
      expectRefused(setup(), { type: 'TIME_UP', seat: 0 }, 'no-time-limit');
      expectLegal(setup((c) => c, { timeLimitMinutes: 30 }), { type: 'TIME_UP', seat: 1 });
    });

    it('no-action-left: a second main action without two-card play', () => {
      const game = setup((c) => setTeam(c, 0, { bonus: ['block'] }));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expect(current(game)).to.equal(0);
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research }, 'no-action-left');
    });

    it('PLAY_GROWTH: bad-card, card-not-in-hand, already-completed, already-in-play, stage-locked, cannot-afford', () => {
      const game = setup(done(0, G.research));
      for (const card of [0, 25, 'x', null, 1.5]) expectRefused(game, raw({ type: 'PLAY_GROWTH', seat: 0, card }), 'bad-card');
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.ipo }, 'card-not-in-hand');
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research }, 'already-completed');
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.software }, 'stage-locked');
      const inPlay = patch(setup((c) => setTeam(c, 0, { bonus: ['block'], growth: [G.vendor, G.vendor] })), (c) => ({ ...setIndustry(c, I.expansionBoom), turn: { ...c.turn!, mainLeft: 2 } }));
      act(inPlay, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(inPlay, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }, 'already-in-play');
      expectRefused(setup(money(0, 19)), { type: 'PLAY_GROWTH', seat: 0, card: G.vendor }, 'cannot-afford');
    });

    it('PLAY_GROWTH of Acquire a Competitor: antitrust-review, stages-incomplete, target-needed, bad-target, target-too-rich', () => {
      const ready = all(done(0, G.vendor, G.supply, G.software), money(0, 400), money(2, 600));
      expectRefused(setup(all(ready, (c) => setIndustry(c, I.antitrust))), { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 }, 'antitrust-review');
      const game = setup(ready);
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire }, 'target-needed');
      for (const target of [0, 3, -1, 'x', 1.5]) expectRefused(game, raw({ type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target }), 'bad-target');
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 2 }, 'target-too-rich');
      expectLegal(game, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      expectRefused(game, { type: 'PLAY_GROWTH', seat: 0, card: G.research, target: 1 }, 'bad-target');
      // A host's Acquire a Competitor in Stage 2 still needs Stages 1, 2 and 3 completed (BG-6).
      const growth = GROWTH_TABLE.map((card) => (card.acquire ? { ...card, stage: 2 } : card));
      const early = setup(all(done(0, G.vendor), money(0, 400)), { tables: { growth } });
      expectRefused(early, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 }, 'stages-incomplete');
    });

    it('PLAY_CHALLENGE / PLAY_FLEX: market-freeze, bad-card, no-matching-card, bad-target, own-card, not-in-play, already-challenged, acquisition-blocked, not-eligible', () => {
      const game = setup(all(done(1, G.brand), (c) => setTeam(c, 1, { bonus: ['flex34'] })));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(patch(game, (c) => setIndustry(c, I.marketFreeze)), { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor }, 'market-freeze');
      const g = setup(all(done(1, G.brand), (c) => setTeam(c, 1, { bonus: ['flex34'], challenge: [G.vendor, G.vendor, G.research] })));
      act(g, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(g, raw({ type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: 99 }), 'bad-card');
      expectRefused(g, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.hiring }, 'no-matching-card');
      expectRefused(g, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor }, 'no-matching-card');
      for (const owner of [3, -1, 'x', undefined]) expectRefused(g, raw({ type: 'PLAY_CHALLENGE', seat: 1, owner, card: G.vendor }), 'bad-target');
      expectRefused(g, { type: 'PLAY_CHALLENGE', seat: 1, owner: 1, card: G.vendor }, 'own-card');
      expectRefused(g, { type: 'PLAY_CHALLENGE', seat: 1, owner: 2, card: G.vendor }, 'not-in-play');
      expectRefused(g, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.research }, 'not-in-play');
      act(g, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      act(g, { type: 'END_TURN', seat: 1 });
      const again = patch(g, (c) => ({ ...c, turn: { ...c.turn!, seat: 1, mainLeft: 1, acted: 0 }, order: [1, 2, 0], turnIndex: 0 }));
      expectRefused(again, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor }, 'already-challenged');
      const first = setup();
      act(first, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(first, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor }, 'not-eligible');
      // BG-11: a blocked Acquire a Competitor.
      const shield = setup(all(done(0, G.vendor, G.supply, G.software), money(0, 400), done(1, G.patent), done(2, G.patent), (c) => setTeam(c, 0, { bonus: ['block'] }), (c) => setTeam(c, 2, { challenge: [G.acquire] })));
      act(shield, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 2 });
      act(shield, { type: 'END_TURN', seat: 0 });
      act(shield, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.acquire });
      act(shield, { type: 'BLOCK', seat: 0 });
      expectRefused(shield, { type: 'PLAY_CHALLENGE', seat: 2, owner: 0, card: G.acquire }, 'acquisition-blocked');
    });

    it('EXCHANGE: whole-turn, bad-exchange, card-not-in-hand, card-playable, cannot-afford', () => {
      const game = setup();
      for (const [growth, challenge] of [[[G.vendor], []], [[G.vendor, G.research, G.supply], []], [[], [G.seed, G.brand, G.hiring]], ['x', []], [[G.vendor], null]] as unknown[][]) {
        expectRefused(game, raw({ type: 'EXCHANGE', seat: 0, growth, challenge }), 'bad-exchange');
      }
      expectRefused(game, { type: 'EXCHANGE', seat: 0, growth: [G.vendor, G.ipo], challenge: [] }, 'card-not-in-hand');
      expectRefused(game, { type: 'EXCHANGE', seat: 0, growth: [G.vendor, G.vendor], challenge: [] }, 'card-not-in-hand');
      // BG-14: seat 0 can play Vendor Management.
      expectRefused(game, { type: 'EXCHANGE', seat: 0, growth: [G.vendor, G.research], challenge: [] }, 'card-playable');
      expectRefused(setup(money(0, 4)), { type: 'EXCHANGE', seat: 0, growth: [G.vendor, G.research], challenge: [] }, 'cannot-afford');
      const after = setup((c) => setTeam(c, 0, { bonus: ['block'] }));
      act(after, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(after, { type: 'EXCHANGE', seat: 0, growth: [G.research, G.supply], challenge: [] }, 'whole-turn');
      expectRefused(after, { type: 'SKIP', seat: 0 }, 'whole-turn');
    });

    it('END_TURN: main-action-needed before a main action', () => {
      expectRefused(setup(), { type: 'END_TURN', seat: 0 }, 'main-action-needed');
    });

    it('SKIP, END_TURN, PLAY_CHALLENGE, PLAY_FLEX as a main action: first-growth-card while BG-5\'s first card is due', () => {
      // Seat 1 has not played its first Growth card and holds Stage 1 cards it can pay for; Open
      // Season lets it challenge first.
      const game = setup(all((c) => setTeam(c, 1, { playedGrowth: false, bonus: ['flex12', 'flex12'] }), (c) => setIndustry(c, I.openSeason)));
      act(game, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      expectRefused(game, { type: 'SKIP', seat: 1 }, 'first-growth-card');
      expectRefused(game, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor }, 'first-growth-card');
      expectRefused(game, { type: 'END_TURN', seat: 1 }, 'main-action-needed');
      act(game, { type: 'PLAY_FLEX', seat: 1, owner: 0, card: G.vendor }); // free
      expectRefused(game, { type: 'END_TURN', seat: 1 }, 'first-growth-card');
      expectLegal(game, { type: 'PLAY_GROWTH', seat: 1, card: G.prototype });
    });

    it('BLOCK: no-block-card; KEEP: bad-keep, card-not-in-hand', () => {
      const block = setup(all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['flex34'] })));
      act(block, { type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      act(block, { type: 'END_TURN', seat: 0 });
      act(block, { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expectRefused(block, { type: 'BLOCK', seat: 0 }, 'no-block-card');
      expectLegal(block, { type: 'NO_BLOCK', seat: 0 });

      const keep = setup(all(done(0, G.vendor, G.supply, G.software), money(0, 400)));
      act(keep, { type: 'PLAY_GROWTH', seat: 0, card: G.acquire, target: 1 });
      act(keep, { type: 'SKIP', seat: 1 });
      act(keep, { type: 'SKIP', seat: 2 });
      expect(phase(keep)).to.equal('keep');
      const team = ctx(keep).teams[0]!;
      expectRefused(keep, { type: 'KEEP', seat: 0, growth: team.growth.slice(0, 5), challenge: team.challenge.slice(0, 4) }, 'bad-keep');
      expectRefused(keep, { type: 'KEEP', seat: 0, growth: team.growth.slice(0, 6), challenge: team.challenge.slice(0, 3) }, 'bad-keep');
      expectRefused(keep, raw({ type: 'KEEP', seat: 0, growth: 'all', challenge: team.challenge.slice(0, 4) }), 'bad-keep');
      const missing = GROWTH_TABLE.map((c) => c.id).find((id) => !team.growth.includes(id))!;
      expectRefused(keep, { type: 'KEEP', seat: 0, growth: [missing, ...team.growth.slice(0, 5)], challenge: team.challenge.slice(0, 4) }, 'card-not-in-hand');
      expectRefused(keep, { type: 'SKIP', seat: 0 }, 'wrong-phase');
      expectRefused(keep, { type: 'KEEP', seat: 2, growth: [], challenge: [] }, 'not-your-turn');
    });

    it('every legal event is accepted by check and by can, and changes the state', () => {
      // Seat 2 ($15M) can pay for no Growth card and challenge nothing: it may exchange (BG-14).
      const game = setup(all(done(1, G.brand), (c) => setTeam(c, 0, { bonus: ['block'] }), money(2, 15)));
      const sequence: BiggieBillsEvent[] = [
        { type: 'PLAY_GROWTH', seat: 0, card: G.vendor },
        { type: 'END_TURN', seat: 0 },
        { type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor },
        { type: 'BLOCK', seat: 0 },
        { type: 'EXCHANGE', seat: 2, growth: [G.ipo], challenge: [G.patent] },
        { type: 'SKIP', seat: 0 },
        { type: 'SKIP', seat: 1 },
      ];
      expectEachLegalAndChanging(game, sequence);
    });
  });

  describe('bad input', () => {
    const base = { players: 3, seed: 1 };
    const growth = GROWTH_TABLE.map((c) => ({ ...c }));
    const cases: BadInput[] = [
      ['players below 3', { players: 2, seed: 1 }, /players.*3.*8/, 'range'],
      ['players above 8', { players: 9, seed: 1 }, /players.*3.*8/, 'range'],
      ['players not an integer', { players: 3.5, seed: 1 }, /players/, 'type'],
      ['players a string', { players: '4', seed: 1 }, /players/, 'type'],
      ['players missing', { seed: 1 }, /players/, 'type'],
      ['seed missing', { players: 3 }, /seed/, 'type'],
      ['seed not an integer', { players: 3, seed: 0.5 }, /seed/, 'type'],
      ['seed beyond safe integers', { players: 3, seed: 2 ** 60 }, /seed/, 'type'],
      ['startingCash 0', { ...base, startingCash: 0 }, /startingCash/, 'range'],
      ['startingCash negative', { ...base, startingCash: -50 }, /startingCash/, 'range'],
      ['startingCash not an integer', { ...base, startingCash: 2.5 }, /startingCash/, 'type'],
      ['target 0', { ...base, target: 0 }, /target/, 'range'],
      ['target negative', { ...base, target: -1000 }, /target/, 'range'],
      ['target not above startingCash', { ...base, target: 200 }, /target.*startingCash/, 'range'],
      // One message gives target's whole range, whatever is wrong with it.
      ['target negative, in words giving its range', { ...base, target: -1 }, /^target must be an integer greater than startingCash \(\$200M\), at most 1000000000 \(got -1\)$/, 'range'],
      ['target above $1,000,000,000M', { ...base, target: 1_000_000_001 }, /^target must be an integer greater than startingCash \(\$200M\), at most 1000000000/, 'range'],
      ['target a string', { ...base, startingCash: 300, target: '900' }, /^target must be an integer greater than startingCash \(\$300M\), at most 1000000000 \(got "900"\)$/, 'type'],
      ['maxCycles 0', { ...base, maxCycles: 0 }, /maxCycles/, 'range'],
      ['maxCycles not an integer', { ...base, maxCycles: 2.5 }, /maxCycles/, 'type'],
      ['maxCycles a string', { ...base, maxCycles: '5' }, /maxCycles/, 'type'],
      ['timeLimitMinutes 0', { ...base, timeLimitMinutes: 0 }, /timeLimitMinutes/, 'range'],
      ['timeLimitMinutes negative', { ...base, timeLimitMinutes: -5 }, /timeLimitMinutes/, 'range'],
      ['timeLimitMinutes NaN', { ...base, timeLimitMinutes: NaN }, /timeLimitMinutes/, 'type'],
      ['first = players', { ...base, first: 3 }, /first/, 'range'],
      ['first negative', { ...base, first: -1 }, /first/, 'range'],
      ['first not an integer', { ...base, first: 0.5 }, /first/, 'type'],
      ['hands with too few hands', { ...base, hands: [hand([1]), hand([2])] }, /hands/, 'type'],
      ['hands not an array', { ...base, hands: 'deal' }, /hands/, 'type'],
      ['a hand not an object', { ...base, hands: [hand([1]), [1, 2], hand([3])] }, /hands\[1\]/, 'type'],
      ['a hand with an unknown field', { ...base, hands: [hand([1]), { growth: [], challenge: [], cash: 5 }, hand([3])] }, /hands\[1\].*cash/, 'type'],
      ['a hand without growth', { ...base, hands: [hand([1]), { challenge: [] }, hand([3])] }, /hands\[1\]\.growth/, 'type'],
      ['a growth id that does not exist', { ...base, hands: [hand([1]), hand([99]), hand([3])] }, /hands\[1\]\.growth\[0\]/, 'type'],
      ['seven Growth cards', { ...base, hands: [hand([1, 2, 3, 4, 5, 6, 7]), hand([]), hand([])] }, /hands\[0\]\.growth.*6/, 'range'],
      ['five Challenge cards', { ...base, hands: [hand([], [1, 2, 3, 4, 5]), hand([]), hand([])] }, /hands\[0\]\.challenge.*4/, 'range'],
      ['a Growth card more often than the decks hold it', { ...base, hands: [hand([1, 1]), hand([1, 1]), hand([])] }, /hands\[1\]\.growth.*Growth card 1/, 'range'],
      ['a Challenge card more often than the decks hold it', { ...base, hands: [hand([], [5]), hand([], [5]), hand([], [5])] }, /hands\[2\]\.challenge.*Challenge card 5/, 'range'],
      ['a bad Bonus card', { ...base, hands: [hand([], [], ['joker' as never]), hand([]), hand([])] }, /hands\[0\]\.bonus/, 'type'],
      ['tables not an object', { ...base, tables: [] }, /tables/, 'type'],
      ['an unknown table', { ...base, tables: { growth, deck: [] } }, /tables.*deck/, 'type'],
      ['growth table not an array', { ...base, tables: { growth: {} } }, /tables\.growth/, 'type'],
      ['growth table empty', { ...base, tables: { growth: [] } }, /tables\.growth/, 'range'],
      ['a growth row not an object', { ...base, tables: { growth: [...growth.slice(0, 23), 'x'] } }, /tables\.growth\[23\]/, 'type'],
      ['a growth card with stage 5', { ...base, tables: { growth: growth.map((c, i) => (i === 3 ? { ...c, stage: 5 } : c)) } }, /tables\.growth\[3\] \(Brand Identity\).*stage/, 'range'],
      ['a negative cost', { ...base, tables: { growth: growth.map((c, i) => (i === 2 ? { ...c, cost: -5 } : c)) } }, /tables\.growth\[2\] \(Product Prototype\).*cost/, 'range'],
      ['a missing penalty', { ...base, tables: { growth: growth.map((c, i) => (i === 7 ? { ...c, penalty: undefined } : c)) } }, /Digital Marketing Campaign.*penalty/, 'type'],
      ['an empty name', { ...base, tables: { growth: growth.map((c, i) => (i === 1 ? { ...c, name: '' } : c)) } }, /tables\.growth\[1\].*name/, 'type'],
      ['an unknown card field', { ...base, tables: { growth: growth.map((c, i) => (i === 0 ? { ...c, colour: 'red' } : c)) } }, /Vendor Management.*colour/, 'type'],
      ['acquire not a boolean', { ...base, tables: { growth: growth.map((c, i) => (i === 23 ? { ...c, acquire: 'yes' } : c)) } }, /Acquire a Competitor.*acquire/, 'type'],
      ['a duplicate id', { ...base, tables: { growth: growth.map((c, i) => (i === 5 ? { ...c, id: 1 } : c)) } }, /tables\.growth\[5\] \(Seed Funding Round\).*id 1/, 'range'],
      ['no Stage 1 card', { ...base, tables: { growth: growth.filter((c) => c.stage > 1) } }, /Stage 1/, 'range'],
      ['too few cards to deal', { ...base, players: 4, tables: { growth: growth.slice(0, 7) } }, /tables\.growth.*too few/, 'range'],
      ['a Challenge card for no Growth card', { ...base, tables: { challenge: [{ growth: 99, name: 'Challenge: X', blockPenalty: 5 }] } }, /tables\.challenge\[0\].*growth 99/, 'range'],
      ['a Growth card without a Challenge card', { ...base, tables: { challenge: [{ growth: 1, name: 'Challenge: Vendor Management', blockPenalty: 5 }] } }, /Growth card 2 \(Market Research\)/, 'range'],
      ['a negative block penalty', { ...base, tables: { growth: growth.slice(0, 1), challenge: [{ growth: 1, name: 'C', blockPenalty: -5 }] } }, /tables\.challenge\[0\].*blockPenalty/, 'range'],
      ['an Industry effect of an unknown kind', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'earthquake' }] }] } }, /tables\.industry\[0\] \(Boom\)\.effects\[0\].*kind/, 'type'],
      ['an Industry effect without its field', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'cost' }] }] } }, /Boom.*effects\[0\].*percent/, 'type'],
      ['an Industry effect with an unknown field', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'skip-fine', amount: 5, extra: 1 }] }] } }, /Boom.*extra/, 'type'],
      ['an Industry percent out of range', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'payoff', percent: -150 }] }] } }, /Boom.*percent/, 'range'],
      ['Industry stages that are not stages', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'cost', percent: 10, stages: [0] }] }] } }, /Boom.*stages/, 'type'],
      ['an Industry card without effects', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.' }] } }, /Boom.*effects/, 'type'],
      ['an unknown option', { ...base, bots: 'hard' }, /bots/, 'type'],
      ['a misspelt option', { ...base, startingcash: 300 }, /startingcash/, 'type'],
      ['not an object', 42, /input/, 'type'],
      ['null', null, /input/, 'type'],
    ];

    itRefusesInputs(definition, cases);

    // Issue 9 ("One shape for every game", item 2): every refusal carries the top-level input field
    // at fault as `error.field` (src/core/input.ts), so a host names its own word for it.
    const fieldCases: FieldCase[] = [
      ['players', { players: 2, seed: 1 }], ['players', { seed: 1 }], ['players', { players: '4', seed: 1 }],
      ['seed', { players: 3 }], ['seed', { players: 3, seed: 0.5 }],
      ['first', { ...base, first: 3 }], ['first', { ...base, first: 0.5 }],
      ['startingCash', { ...base, startingCash: 0 }], ['startingCash', { ...base, startingCash: 2.5 }],
      ['target', { ...base, target: -1 }], ['target', { ...base, target: 200 }], ['target', { ...base, startingCash: 500, target: 400 }],
      ['maxCycles', { ...base, maxCycles: 0 }], ['maxCycles', { ...base, maxCycles: '5' }],
      ['timeLimitMinutes', { ...base, timeLimitMinutes: -5 }], ['timeLimitMinutes', { ...base, timeLimitMinutes: NaN }],
      ['tables', { ...base, tables: [] }], ['tables', { ...base, tables: { growth, deck: [] } }],
      ['tables', { ...base, tables: { growth: [] } }], ['tables', { ...base, tables: { growth: growth.map((c, i) => (i === 2 ? { ...c, cost: -5 } : c)) } }],
      ['tables', { ...base, tables: { growth: growth.map((c, i) => (i === 5 ? { ...c, id: 1 } : c)) } }],
      ['tables', { ...base, tables: { growth: growth.filter((c) => c.stage > 1) } }],
      ['tables', { ...base, players: 4, tables: { growth: growth.slice(0, 7) } }],
      ['tables', { ...base, tables: { challenge: [{ growth: 1, name: 'Challenge: Vendor Management', blockPenalty: 5 }] } }],
      ['tables', { ...base, tables: { industry: [{ id: 1, name: 'Boom', text: 'Things happen.', effects: [{ kind: 'earthquake' }] }] } }],
      ['hands', { ...base, hands: 'deal' }], ['hands', { ...base, hands: [hand([1]), [1, 2], hand([3])] }],
      ['hands', { ...base, hands: [hand([1]), hand([99]), hand([3])] }], ['hands', { ...base, hands: [hand([1, 1]), hand([1, 1]), hand([])] }],
      ['hands', { ...base, hands: [hand([], [], ['joker' as never]), hand([]), hand([])] }],
      ['colour', { ...base, colour: 'red' }], ['input', 42],
    ];

    describe('every parseInput refusal carries its top-level input field as error.field (issue 9)', () => {
      itNamesFields(definition, fieldCases, INPUT_KEYS);
    });

    it('parseInput accepts good input and fills in the defaults', () => {
      expect(definition.parseInput({ players: 3, seed: -7 })).to.deep.include({
        players: 3, seed: -7, first: null, startingCash: 200, target: 1000, maxCycles: null, timeLimitMinutes: null, hands: null,
      });
      const custom = definition.parseInput({ players: 8, seed: 0, startingCash: 50, target: 120, maxCycles: 3, timeLimitMinutes: 12.5, first: 7 });
      expect(custom).to.deep.include({ startingCash: 50, target: 120, maxCycles: 3, timeLimitMinutes: 12.5, first: 7 });
      expect(definition.parseInput({ ...base, maxCycles: null, timeLimitMinutes: null })).to.deep.include({ maxCycles: null });
      // The settings are a valid input themselves (the runner passes them to the machine).
      const settings = definition.parseInput({ ...base, hands: HANDS });
      expect(definition.parseInput(settings)).to.deep.equal(settings);
      const parsed = definition.parseInput({ ...base, tables: { industry: INDUSTRY_TABLE } }) as BiggieBillsSettings;
      expect(parsed.tables.industry).to.deep.equal(INDUSTRY_TABLE.map((c) => ({ ...c })));
    });

    it('an actor created with bad input is in status error with that error', () => {
      expectActorErrors(definition.machine, [
        [{ players: 9, seed: 1 }, /players/],
        [{ players: 3 }, /seed/],
        [{ players: 3, seed: 1, target: -1 }, /target/],
        [{ players: 3, seed: 1, colour: 'red' }, /colour/],
      ]);
    });

    it('view refuses a seat outside the table', () => {
      const game = setup();
      expect(() => definition.view(game.getSnapshot(), 3)).to.throw(RangeError, /seat/);
      expect(() => definition.view(game.getSnapshot(), -1)).to.throw(RangeError, /seat/);
    });
  });
});
