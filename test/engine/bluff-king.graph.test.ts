/**
 * Model-based tests with `xstate/graph`: for tiny deals (2 players × 2 cards, 3 players with a
 * joker) the whole reachable state space is explored with every legal event (a few ranks stand in
 * for all 13: the others behave like "K", a rank nobody holds). Every state and every transition
 * is checked against the rulings, and the shortest paths to each seat's win are worked out by hand.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/index.js';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type AdjacencyMap, type AdjacencyValue } from 'xstate/graph';
import {
  counts, definition, sorted,
  type BluffKingContext, type BluffKingEvent, type BluffKingInput, type BluffKingSnapshot, type Card,
} from './bk-helpers.js';
import { statesThatCannotEnd } from '../support/contract.js';

const RANKS = ['A', '2', 'K'] as const;

/** Every non-empty sub-multiset of a hand, by position. */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Every legal move of the asked seat, as the rulings describe them (BK-4..BK-6). */
function moves(snapshot: BluffKingSnapshot): BluffKingEvent[] {
  if (snapshot.status !== 'active') return [];
  const seat = snapshot.context.asked;
  const hand = snapshot.context.hands[seat]!;
  switch (snapshot.value) {
    case 'lead': return subsets(hand).flatMap((cards) => RANKS.map((rank): BluffKingEvent => ({ type: 'PLAY', seat, cards, rank })));
    case 'challenge': return [{ type: 'CHALLENGE', seat }, { type: 'DECLINE', seat }];
    case 'follow': return [...subsets(hand).map((cards): BluffKingEvent => ({ type: 'FOLLOW', seat, cards })), { type: 'PASS', seat }];
    default: return [];
  }
}

/** A state without its log (the log would make every path a new state). */
function stateKey(snapshot: BluffKingSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([snapshot.value, c.hands.map((h) => sorted(h)), c.claims, c.rank, c.asked, sorted(c.discarded), c.winner]);
}

const matches = (card: string, rank: string) => card === 'BJ' || card === 'RJ' || card.slice(0, -1) === rank;
const left = (seat: number, players: number) => (seat + 1) % players;

function ensure(condition: boolean, message: string): void {
  if (!condition) expect.fail(message);
}

/** Checks one transition against the rulings, with the outcome computed here. */
function checkEdge(prev: BluffKingSnapshot, event: BluffKingEvent, next: BluffKingSnapshot): void {
  const p: BluffKingContext = prev.context;
  const n: BluffKingContext = next.context;
  const players = p.players;
  const label = `${stateKey(prev)} --${JSON.stringify(event)}-->`;
  ensure(definition.check(prev, event).ok && prev.can(event), `${label} legal`);
  const pile = p.claims.flatMap((c) => c.cards);
  const claimant = p.claims.at(-1)?.seat;
  const sameHands = (except: number[]) => p.hands.every((h, s) => except.includes(s) || JSON.stringify(h) === JSON.stringify(n.hands[s]));
  switch (event.type) {
    case 'PLAY':
    case 'FOLLOW': {
      // BK-4 / BK-6: the cards go into the pile under the round's rank; challenges start on the left.
      const rank = event.type === 'PLAY' ? event.rank : p.rank;
      ensure(next.value === 'challenge', `${label} challenge phase`);
      ensure(JSON.stringify(n.claims) === JSON.stringify([...p.claims, { seat: event.seat, cards: event.cards, rank }]), `${label} claim`);
      ensure(n.rank === rank, `${label} round rank`);
      ensure(n.asked === left(event.seat, players), `${label} asks the claimant's left`);
      ensure(n.hands[event.seat]!.length === p.hands[event.seat]!.length - event.cards.length && sameHands([event.seat]), `${label} hands`);
      break;
    }
    case 'CHALLENGE': {
      // BK-5: the latest claim decides; the whole pile goes to the loser of the challenge.
      const latest = p.claims.at(-1)!;
      const truthful = latest.cards.every((card) => matches(card, latest.rank));
      const taker = truthful ? event.seat : latest.seat;
      const lead = truthful ? latest.seat : event.seat;
      ensure(JSON.stringify(sorted(n.hands[taker]!)) === JSON.stringify(sorted([...p.hands[taker]!, ...pile])), `${label} taker ${taker} takes the pile`);
      ensure(sameHands([taker]), `${label} other hands unchanged`);
      ensure(n.claims.length === 0 && n.rank === null, `${label} round over`);
      // BK-8: a claimant with no cards whose claim was true wins; otherwise the lead plays on.
      if (truthful && p.hands[latest.seat]!.length === 0) ensure(next.value === 'over' && n.winner === latest.seat, `${label} claimant wins`);
      else ensure(next.value === 'lead' && n.asked === lead, `${label} ${lead} leads`);
      break;
    }
    case 'DECLINE': {
      ensure(sameHands([]) && JSON.stringify(n.claims) === JSON.stringify(p.claims), `${label} nothing moves`);
      if (left(event.seat, players) !== claimant) {
        ensure(next.value === 'challenge' && n.asked === left(event.seat, players), `${label} asks the next seat`);
      } else if (p.hands[claimant]!.length === 0) {
        ensure(next.value === 'over' && n.winner === claimant, `${label} BK-8 unchallenged last cards win`);
      } else {
        ensure(next.value === 'follow' && n.asked === left(claimant, players), `${label} BK-6 follow from the claimant's left`);
      }
      break;
    }
    case 'PASS': {
      ensure(sameHands([]), `${label} nothing moves between hands`);
      if (left(event.seat, players) !== claimant) {
        ensure(next.value === 'follow' && n.asked === left(event.seat, players) && n.claims.length === p.claims.length, `${label} asks the next seat`);
      } else {
        // BK-7: everyone passed: the pile is discarded, the claimant keeps the lead.
        ensure(next.value === 'lead' && n.asked === claimant && n.claims.length === 0, `${label} claimant keeps the lead`);
        ensure(JSON.stringify(sorted(n.discarded)) === JSON.stringify(sorted([...p.discarded, ...pile])), `${label} pile discarded`);
      }
      break;
    }
  }
}

function explore(hands: Card[][], expectedShortestWin: number[]) {
  const input: BluffKingInput = { players: hands.length, seed: 1, first: 0, hands };
  const options = { input, events: moves, serializeState: stateKey };
  const dealt = counts(hands.flat());
  let map: AdjacencyMap<BluffKingSnapshot, BluffKingEvent>;
  /** The same map, indexed by plain strings. */
  let adjacency: Record<string, AdjacencyValue<BluffKingSnapshot, BluffKingEvent>>;
  let keys: string[];
  before(() => {
    map = getAdjacencyMap(definition.machine, options);
    adjacency = map as Record<string, AdjacencyValue<BluffKingSnapshot, BluffKingEvent>>;
    keys = Object.keys(adjacency);
  });

  it(`every reachable state is sound (${hands.map((h) => h.join(' ')).join(' | ')})`, () => {
    expect(keys.length).to.be.above(30);
    for (const key of keys) {
      const state = adjacency[key]!.state;
      const c = state.context;
      const now = counts([...c.hands.flat(), ...c.claims.flatMap((x) => x.cards), ...c.discarded]);
      ensure(JSON.stringify([...now].sort()) === JSON.stringify([...dealt].sort()), `${key}: cards conserved`);
      if (state.value === 'over') {
        const res = definition.result(state);
        ensure(res !== null && c.hands[res.winners[0]!]!.length === 0, `${key}: the winner has no cards`);
        ensure(definition.toAct(state).length === 0 && moves(state).length === 0, `${key}: nobody acts`);
        continue;
      }
      ensure(definition.result(state) === null, `${key}: no result yet`);
      const acting = definition.toAct(state);
      ensure(acting.length === 1 && definition.view(state, acting[0]!).prompt?.type === state.value, `${key}: one seat is prompted`);
      ensure(moves(state).length > 0, `${key}: the asked seat has a move`);
      // BK-8: only the latest claimant, during its challenge phase, may hold no cards.
      c.hands.forEach((h, s) => {
        if (h.length === 0) ensure(state.value === 'challenge' && s === c.claims.at(-1)?.seat, `${key}: seat ${s} has no cards but the game goes on`);
      });
      // Illegal events: a seat that is not asked, and an event of another phase.
      const other = (c.asked + 1) % c.players;
      for (const bad of [{ type: 'PASS', seat: other }, { type: 'DECLINE', seat: other }, { type: state.value === 'lead' ? 'PASS' : 'PLAY', seat: c.asked, cards: [c.hands[c.asked]![0]], rank: 'A' }] as BluffKingEvent[]) {
        ensure(!definition.check(state, bad).ok && !state.can(bad), `${key}: ${JSON.stringify(bad)} refused`);
      }
    }
  });

  it('every transition follows the rulings (BK-4..BK-8)', () => {
    const edges = adjacencyMapToArray(map);
    expect(edges.length).to.be.above(keys.length);
    for (const { state, event, nextState } of edges) checkEdge(state, event, nextState);
  });

  it('the game can always end: every reachable state leads to a win, and every seat can win', () => {
    expect(statesThatCannotEnd(adjacency, stateKey, (state) => state.value === 'over'), 'states from which no win is reachable').to.deep.equal([]);
    const ends = keys.filter((k) => adjacency[k]!.state.value === 'over');
    const winners = new Set(ends.map((k) => adjacency[k]!.state.context.winner));
    expect([...winners].sort()).to.deep.equal(hands.map((_, s) => s));
  });

  it(`shortest wins take ${expectedShortestWin.join(', ')} events by seat, and replaying any path reaches the same state`, () => {
    const paths = getShortestPaths(definition.machine, options);
    expect(paths.length).to.equal(keys.length);
    const shortest = hands.map(() => Infinity);
    for (const path of paths) {
      if (path.state.value !== 'over') continue;
      const winner = path.state.context.winner!;
      // The first step is the initial state, reached by xstate's own init event.
      expect(path.steps[0]!.event.type).to.equal('xstate.init');
      const events = path.steps.slice(1).map((step) => step.event);
      shortest[winner] = Math.min(shortest[winner]!, events.length);
      const actor = createGame(definition, input);
      for (const event of events) actor.send(event);
      expect(stateKey(actor.getSnapshot())).to.equal(stateKey(path.state));
      expect(definition.result(actor.getSnapshot())?.winners).to.deep.equal([winner]);
      actor.stop();
    }
    expect(shortest).to.deep.equal(expectedShortestWin);
  });
}

describe('BluffKing model-based paths (xstate/graph)', function () {
  this.timeout(60_000);
  // Seat 0 leads both cards and seat 1 declines: 2 events. Seat 1 needs the lead (by calling a
  // lie) or a follow first, then seat 0's answer: 4 events.
  describe('2 players, AS 2S vs AH KD', () => explore([['AS', '2S'], ['AH', 'KD']], [2, 4]));
  // Seat 0: AS + joker claimed as aces, challenged and true: 2. Seat 1: calls a lie, leads AH,
  // called and true: 4. Seat 2: needs seat 1 to decline first, then the same: 5.
  describe('3 players, AS BJ vs AH vs KD', () => explore([['AS', 'BJ'], ['AH'], ['KD']], [2, 4, 5]));
});
