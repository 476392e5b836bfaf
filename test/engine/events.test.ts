/**
 * Events from outside (issues 7 and 11): `check` refuses every event type a game does not define,
 * XState's own `xstate.*` types included, and any event it cannot read as plain data (a getter, a
 * Proxy), with a code and never by throwing; the machine's guards never throw either, so such an
 * event sent straight to the actor leaves the game as it was wherever XState lets the machine
 * decide. `sendChecked` (the way hosts send moves) passes only the plain copy `check` accepted.
 */
import { expect } from '@open-wc/testing';
import type { Actor, AnyStateMachine } from 'xstate';
import { readEvent, sendChecked } from '../../src/index.js';
import { ownEvent } from '../../src/core/events.js';
import { GAMES, startGame, type GameUnderTest } from './all-games.js';

/** XState's own event types; none is a move of any game. */
const XSTATE_TYPES = ['xstate.stop', 'xstate.init', 'xstate.error.actor.x', 'xstate.done.actor.x', 'xstate.after.1000.x', 'xstate.snapshot.x'];

/** What a game is like now, to compare before and after. */
const state = (actor: Actor<AnyStateMachine>) => JSON.stringify({ ...actor.getSnapshot(), machine: undefined, status: actor.getSnapshot().status });

/** Events whose reading throws or cannot be trusted, for the seat asked. */
function unreadable(seat: number): [name: string, event: unknown][] {
  const throwing = () => {
    throw new Error('boom');
  };
  return [
    ['a getter on seat that throws', { type: 'PASS', get seat(): number { throw new Error('boom'); } }],
    ['a getter on type that throws', Object.defineProperty({ seat }, 'type', { get: throwing, enumerable: true })],
    ['a getter that answers differently each time', { type: 'PASS', get seat() { return Math.random() < 2 ? seat : -1; } }],
    ['a Proxy whose every trap throws', new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing })],
    ['a Proxy whose property descriptors throw', new Proxy({ type: 'PASS', seat }, { getOwnPropertyDescriptor: throwing })],
    ['a getter inside an array', { type: 'PLAY', seat, cards: Object.defineProperty(['AS'], 0, { get: throwing, enumerable: true }) }],
    ['a function for a field', { type: 'PASS', seat, extra: () => 1 }],
    ['an array nested too deep', { type: 'PASS', seat, deep: [[[[[1]]]]] }],
    ['a "__proto__" field (from JSON) that would smuggle in a type', JSON.parse(`{"seat":${seat},"__proto__":{"type":"PASS"}}`)],
  ];
}

/** A move the game accepts now: the normal bot's, for the first seat asked. */
function legalMove(game: GameUnderTest, actor: Actor<AnyStateMachine>) {
  const snapshot = actor.getSnapshot();
  const seat = game.definition.toAct(snapshot)[0]!;
  return game.bots.normal(game.definition.view(snapshot, seat), Math.random);
}

describe('events from outside: refused by check, harmless to the actor (issues 7, 11)', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      let actor: Actor<AnyStateMachine>;
      beforeEach(() => {
        actor = startGame(game, 3);
      });
      afterEach(() => actor.stop());

      it('check refuses each XState internal type (unknown-event), with or without a seat, and can agrees', () => {
        const snapshot = actor.getSnapshot();
        const seat = game.definition.toAct(snapshot)[0]!;
        for (const type of XSTATE_TYPES) {
          for (const event of [{ type }, { type, seat }, { type, seat: 99 }]) {
            const verdict = game.definition.check(snapshot, event as never);
            expect(verdict, JSON.stringify(event)).to.include({ ok: false, code: 'unknown-event' });
            expect(snapshot.can(event), JSON.stringify(event)).to.equal(false);
          }
        }
      });

      it('check refuses events it cannot read as plain data (bad-event), never throwing', () => {
        const snapshot = actor.getSnapshot();
        const seat = game.definition.toAct(snapshot)[0]!;
        for (const [name, event] of unreadable(seat)) {
          let verdict: unknown;
          expect(() => { verdict = game.definition.check(snapshot, event as never); }, name).to.not.throw();
          expect(verdict, name).to.include({ ok: false, code: 'bad-event' });
          expect((verdict as { reason: string }).reason, name).to.match(/plain object/);
        }
      });

      it('sent straight to the actor, XState types it lets the machine decide change nothing', () => {
        for (const type of XSTATE_TYPES.filter((t) => t !== 'xstate.stop')) {
          const before = state(actor);
          actor.send({ type, seat: 0 } as never);
          expect(actor.getSnapshot().status, type).to.equal('active');
          expect(state(actor), type).to.equal(before);
        }
        // The game still plays on.
        expect(sendChecked(game.definition, actor, legalMove(game, actor))).to.deep.equal({ ok: true });
      });

      it('sent straight to the actor, xstate.stop is handled by XState itself: it stops the actor (hence sendChecked)', () => {
        const move = legalMove(game, actor);
        actor.send({ type: 'xstate.stop' } as never);
        expect(actor.getSnapshot().status).to.equal('stopped');
        // A stopped game takes no move: sendChecked says so instead of answering ok for nothing.
        expect(sendChecked(game.definition, actor, move)).to.include({ ok: false, code: 'not-running' });
      });

      it('sendChecked never throws, even when not given a definition and its actor', () => {
        const move = legalMove(game, actor);
        expect(sendChecked(game.definition, null as never, move)).to.include({ ok: false, code: 'not-running' });
        expect(sendChecked(null as never, actor, move)).to.include({ ok: false, code: 'not-running' });
        expect(sendChecked(game.definition, {} as never, move)).to.include({ ok: false, code: 'not-running' });
      });

      it('sent straight to the actor, an event whose reading throws leaves the game as it was: no guard throws', () => {
        const seat = game.definition.toAct(actor.getSnapshot())[0]!;
        // XState reads `type` itself; every other field is read by the guards only.
        const events = [
          { type: 'PASS', get seat(): number { throw new Error('boom'); } },
          new Proxy({ type: 'PLAY', seat }, { get: (target, key) => (key === 'type' ? target.type : (() => { throw new Error('boom'); })()) }),
          ...(game.definition.machine.root.events as string[]).map((type) => ({ type, get seat(): number { throw new Error('boom'); } })),
        ];
        for (const event of events) {
          const before = state(actor);
          actor.send(event as never);
          expect(actor.getSnapshot().status, String(event.type)).to.equal('active');
          expect(state(actor), String(event.type)).to.equal(before);
        }
      });

      it('sendChecked refuses XState types and unreadable events, leaving the game as it was', () => {
        const seat = game.definition.toAct(actor.getSnapshot())[0]!;
        const before = state(actor);
        for (const type of XSTATE_TYPES) expect(sendChecked(game.definition, actor, { type, seat }), type).to.include({ ok: false, code: 'unknown-event' });
        for (const [name, event] of unreadable(seat)) expect(sendChecked(game.definition, actor, event), name).to.include({ ok: false, code: 'bad-event' });
        expect(actor.getSnapshot().status).to.equal('active');
        expect(state(actor)).to.equal(before);
      });

      it('sendChecked reads the event once and sends that plain copy: a Proxy that fails on any later read cannot change the move', () => {
        const move = legalMove(game, actor) as unknown as Record<string, unknown>;
        /** A Proxy of the move whose traps answer `budget` times, then throw. */
        const fickle = (budget: number) => {
          let calls = 0;
          const spend = () => {
            if (++calls > budget) throw new Error('read again');
          };
          const proxy = new Proxy(move, {
            get: (target, key) => (spend(), Reflect.get(target, key)),
            has: (target, key) => (spend(), Reflect.has(target, key)),
            ownKeys: (target) => (spend(), Reflect.ownKeys(target)),
            getOwnPropertyDescriptor: (target, key) => (spend(), Reflect.getOwnPropertyDescriptor(target, key)),
          });
          return { proxy, calls: () => calls };
        };
        // One reading takes this many trap calls; the event sent gets exactly that many.
        const probe = fickle(Infinity);
        readEvent(probe.proxy);
        const logBefore = (actor.getSnapshot().context as { log: unknown[] }).log.length;
        expect(sendChecked(game.definition, actor, fickle(probe.calls()).proxy)).to.deep.equal({ ok: true });
        expect(actor.getSnapshot().status).to.equal('active');
        expect((actor.getSnapshot().context as { log: unknown[] }).log.length, 'the move was made').to.be.above(logBefore);
        expect(game.definition.invariants(actor.getSnapshot())).to.deep.equal([]);
      });
    });
  }

  it('readEvent copies plain data once and never throws', () => {
    const event = { type: 'PLAY', seat: 1, cards: ['AS', 'KH'], rank: 'A' };
    const read = readEvent(event);
    expect(read).to.deep.equal({ event });
    expect((read as { event: unknown }).event).to.not.equal(event);
    expect((read as unknown as { event: { cards: unknown } }).event.cards).to.not.equal(event.cards);
    for (const value of [null, undefined, 5, 'PLAY', [], [{ type: 'PLAY' }], { seat: 0 }, { type: 7 }]) {
      expect(readEvent(value), JSON.stringify(value)).to.have.nested.property('refusal.code', 'bad-event');
    }
  });

  it('an event the engine built itself (ownEvent, a view\'s candidate move) is read as it is, not copied', () => {
    const event = { type: 'PLAY_GROWTH', seat: 2, card: 7 };
    expect(ownEvent(event)).to.equal(event);
    expect((readEvent(event) as { event: unknown }).event).to.equal(event);
    const other = { type: 'PLAY_GROWTH', seat: 2, card: 7 };
    expect((readEvent(other) as { event: unknown }).event).to.not.equal(other, 'an unmarked one is still copied');
  });
});
