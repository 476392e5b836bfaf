/**
 * Model-based tests with `xstate/graph`: for tiny deals (custom decks of 5–6 cards) the whole
 * reachable state space is explored with every legal event (every card of the active player's
 * hand; approve and challenge for every responder still to choose, in any order). Every state and
 * every transition is checked against the rulings, with the outcome computed here.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/index.js';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type AdjacencyMap, type AdjacencyValue } from 'xstate/graph';
import {
  definition, idsInContext,
  type BluffingBillionairesContext, type BluffingBillionairesEvent, type BluffingBillionairesInput, type BluffingBillionairesSnapshot,
} from './bb-helpers.js';
import { statesThatCannotEnd } from '../support/contract.js';

type Snapshot = BluffingBillionairesSnapshot;
type Event = BluffingBillionairesEvent;

/** Every legal move now, as the rulings describe them (BB-4, BB-6). */
function moves(snapshot: Snapshot): Event[] {
  if (snapshot.status !== 'active') return [];
  const c = snapshot.context;
  if (snapshot.value === 'play') return c.hands[c.active]!.map((card): Event => ({ type: 'PLAY', seat: c.active, card }));
  return c.responders
    .filter((seat) => c.responses[seat] === null)
    .flatMap((seat): Event[] => [{ type: 'APPROVE', seat }, { type: 'CHALLENGE', seat }]);
}

/** A state without its log (the log would make every path a new state). */
function stateKey(snapshot: Snapshot): string {
  const { log: _log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, rest]);
}

function ensure(condition: boolean, message: string): void {
  if (!condition) expect.fail(message);
}

const left = (seat: number, players: number) => (seat + 1) % players;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedIds = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

/** Where the turn goes after a play or a reveal: the left seat plays, or the game ends (BB-5). */
function expectTurnPassed(p: BluffingBillionairesContext, next: Snapshot, label: string): void {
  const n = next.context;
  const to = left(p.active, p.players);
  ensure(n.active === to && n.turn === p.turn + 1, `${label} the turn passes to the left`);
  if (n.hands[to]!.length === 0) ensure(next.value === 'over' && n.ended?.reason === 'no-cards', `${label} BB-5 no hand card: over`);
  else ensure(next.value === 'play', `${label} seat ${to} plays`);
}

/** Checks one transition against the rulings. */
function checkEdge(prev: Snapshot, event: Event, next: Snapshot): void {
  const p = prev.context;
  const n = next.context;
  const label = `${stateKey(prev)} --${JSON.stringify(event)}-->`;
  ensure(definition.check(prev, event).ok && prev.can(event), `${label} legal`);
  ensure(same(sortedIds(idsInContext(n)), sortedIds(idsInContext(p))), `${label} cards conserved`);
  ensure(n.bonus.every((b, s) => same(b.slice(0, p.bonus[s]!.length), p.bonus[s])), `${label} bonus piles only grow`);
  if (event.type === 'PLAY') {
    const seat = event.seat;
    // BB-4: the card becomes the table card; an older one goes face down to the discard pile.
    ensure(n.table[seat] === event.card && !n.hands[seat]!.includes(event.card), `${label} table card`);
    const older = p.table[seat];
    const expectedPile = older === null ? p.discards[seat] : [...p.discards[seat]!, { card: older, faceUp: false }];
    ensure(same(n.discards[seat], expectedPile), `${label} BB-4 discard`);
    const responders: number[] = [];
    for (let s = left(seat, p.players); s !== seat; s = left(s, p.players)) if (p.table[s] !== null) responders.push(s);
    if (n.hands[seat]!.length === 0) {
      ensure(next.value === 'over' && n.ended?.reason === 'last-card', `${label} BB-5 last card ends the game`);
    } else if (responders.length > 0) {
      ensure(next.value === 'respond' && same(n.responders, responders), `${label} BB-6 responders ${responders}`);
      ensure(same(definition.toAct(next), responders), `${label} every responder is asked`);
    } else {
      expectTurnPassed(p, next, label);
    }
    return;
  }
  // APPROVE / CHALLENGE
  const waiting = p.responders.filter((s) => p.responses[s] === null);
  const choice = event.type === 'APPROVE' ? 'approve' : 'challenge';
  if (waiting.length > 1) {
    // BB-6: a secret choice: only the pending responses change.
    ensure(next.value === 'respond' && same({ ...n, responses: null }, { ...p, responses: null }), `${label} nothing else changes`);
    ensure(n.responses[event.seat] === choice, `${label} the choice is recorded`);
    return;
  }
  const responses = p.responses.map((r, s) => (s === event.seat ? choice : r));
  const challengers = p.responders.filter((s) => responses[s] === 'challenge');
  ensure(n.responses.every((r) => r === null) && n.responders.length === 0, `${label} responses cleared`);
  if (challengers.length === 0) {
    ensure(same(n.table, p.table) && same(n.hands, p.hands), `${label} BB-6 all approve: nothing moves`);
    expectTurnPassed(p, next, label);
    return;
  }
  // BB-7..BB-9, settled clockwise from the active player.
  const active = p.active;
  const value = (id: number) => p.deck[id]!.value;
  const hands = p.hands.map((h) => h.length);
  const gained = p.bonus.map(() => 0);
  for (const c of challengers) {
    const activeWins = value(p.table[active]!) > value(p.table[c]!);
    const [winner, loser] = activeWins ? [active, c] : [c, active];
    if (hands[loser]! > 0) {
      hands[loser]!--;
      gained[winner]!++;
    }
  }
  if (challengers.length === 1) {
    const c = challengers[0]!;
    gained[value(p.table[active]!) > value(p.table[c]!) ? active : c]!++;
  }
  ensure(same(n.hands.map((h) => h.length), hands), `${label} BB-8 hand sizes ${hands}`);
  ensure(same(n.bonus.map((b, s) => b.length - p.bonus[s]!.length), gained), `${label} BB-8 spoils ${gained}`);
  for (const s of [active, ...challengers]) ensure(n.table[s] === null, `${label} BB-9 seat ${s} has no table card`);
  for (const s of p.responders.filter((r) => !challengers.includes(r))) ensure(n.table[s] === p.table[s], `${label} BB-9 approvers keep theirs`);
  const faceUp = n.discards.flat().filter((d) => d.faceUp).length - p.discards.flat().filter((d) => d.faceUp).length;
  ensure(faceUp === challengers.length + 1 - (challengers.length === 1 ? 1 : 0), `${label} BB-9 revealed cards discarded face up`);
  expectTurnPassed(p, next, label);
}

function explore(name: string, input: BluffingBillionairesInput, expected: { minStates: number; winners: number[][] }) {
  const options = { input, events: moves, serializeState: stateKey };
  let map: AdjacencyMap<Snapshot, Event>;
  let adjacency: Record<string, AdjacencyValue<Snapshot, Event>>;
  let keys: string[];
  before(() => {
    map = getAdjacencyMap(definition.machine, options);
    adjacency = map as Record<string, AdjacencyValue<Snapshot, Event>>;
    keys = Object.keys(adjacency);
  });

  it(`every reachable state is sound (${name})`, () => {
    expect(keys.length).to.be.above(expected.minStates);
    const deckIds = input.deck!.map((_, id) => id);
    for (const key of keys) {
      const state = adjacency[key]!.state;
      const c = state.context;
      ensure(same(sortedIds(idsInContext(c)), deckIds), `${key}: cards conserved`);
      if (state.value === 'over') {
        ensure(definition.result(state) !== null && definition.toAct(state).length === 0 && moves(state).length === 0, `${key}: over, nobody acts`);
        ensure(c.hands[c.active]!.length === 0, `${key}: BB-5 the active player has no hand card`);
        continue;
      }
      ensure(definition.result(state) === null, `${key}: no result yet`);
      const acting = definition.toAct(state);
      ensure(acting.length > 0 && moves(state).length > 0, `${key}: someone can act`);
      for (const seat of acting) ensure(definition.view(state, seat).prompt?.type === state.value, `${key}: seat ${seat} is prompted`);
      ensure(c.hands[c.active]!.length > 0 || state.value === 'respond', `${key}: the active player has a card to play`);
      // Illegal events are refused: a play by another seat, a response by the active player.
      for (const bad of [
        { type: 'PLAY', seat: left(c.active, c.players), card: c.hands[left(c.active, c.players)]![0] ?? 0 },
        { type: 'CHALLENGE', seat: c.active },
      ] as Event[]) {
        ensure(!definition.check(state, bad).ok && !state.can(bad), `${key}: ${JSON.stringify(bad)} refused`);
      }
    }
  });

  it('every transition follows the rulings (BB-4..BB-9)', () => {
    const edges = adjacencyMapToArray(map);
    expect(edges.length).to.be.at.least(keys.length - 1);
    for (const { state, event, nextState } of edges) checkEdge(state, event, nextState);
  });

  it('the game can always end, and the possible winners are as worked out by hand', () => {
    expect(statesThatCannotEnd(adjacency, stateKey, (state) => state.value === 'over'), 'states from which the game cannot end').to.deep.equal([]);
    const ends = keys.filter((k) => adjacency[k]!.state.value === 'over');
    const winnerSets = new Set(ends.map((k) => JSON.stringify(definition.result(adjacency[k]!.state)!.winners)));
    expect([...winnerSets].map((w) => JSON.parse(w) as number[]).sort()).to.deep.equal(expected.winners);
  });

  it('replaying any shortest path reaches the same state', () => {
    const paths = getShortestPaths(definition.machine, options);
    expect(paths.length).to.equal(keys.length);
    for (const path of paths) {
      expect(path.steps[0]!.event.type).to.equal('xstate.init');
      const actor = createGame(definition, input);
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(stateKey(actor.getSnapshot())).to.equal(stateKey(path.state));
      actor.stop();
    }
  });
}

const deck = (values: number[]) => values.map((value, i) => ({ value, coins: 1 + (i % 3), name: `Asset ${i}` }));

describe('Bluffing Billionaires model-based paths (xstate/graph)', function () {
  this.timeout(60_000);
  // Two players, two cards each (one card undealt), with an equal pair (BB-7).
  describe('2 players: 1 3 vs 3 4', () => explore('2 players', { players: 2, seed: 1, first: 0, deck: deck([1, 2, 3, 3, 4]), hands: [[0, 3], [2, 4]] }, {
    minStates: 15,
    winners: [[0], [1]],
  }));
  // Three players, two cards each: several responders and challengers (BB-6..BB-8).
  describe('3 players: 1 6 vs 2 5 vs 3 4', () => explore('3 players', { players: 3, seed: 2, first: 0, deck: deck([1, 2, 3, 4, 5, 6]), hands: [[0, 5], [1, 4], [2, 3]] }, {
    minStates: 40,
    winners: [[0], [1], [2]],
  }));
});
