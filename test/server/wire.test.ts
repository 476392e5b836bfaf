/**
 * The wire test (docs/online.md): real SDK clients, one per seat, and a spectator play whole games
 * of each game at its most seats through the real room. Every message each client receives is
 * recorded; each client assembles its state from the frames of protocol 2 (the whole `state`,
 * then `change` frames: src/online/wire.ts), and after every frame the assembled state is checked
 * against the room's own actor: its `view` is exactly `definition.view(snapshot, seat)` for a
 * snapshot of the game's history at that moment, and holds no card hidden from that seat then
 * (test/server/support/secrets.ts); each raw frame holds no such card either (BluffKing's and
 * Bluffing Billionaires' card checks read any message; BiggieBills' redraw check reads a whole
 * view); no message carries a `seed` or a `snapshot`, and a seat `token` reaches only its owner.
 * The first frame is a whole state of protocol 2, change frames never resend the log, and a
 * `sync` mid-game answers with a whole state equal to the one assembled.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Actor, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { games } from '../../src/games.js';
import { createGame, sendChecked } from '../../src/core/game.js';
import { randomSource } from '../../src/core/rng.js';
import type { Bot, GameDefinition, GameEvent, GameView, Seat } from '../../src/core/types.js';
import type { StateMessage } from '../../src/online/protocol.js';
import { LEAKS } from './support/secrets.js';
import { PROTOCOL, type ChangeMessage } from '../../src/online/wire.js';
import { bootGames, roomActor, smallGame, synced, track, type Tracked } from './support/test-server.js';
import { until } from '../support/until.js';

/** The game played at its most seats: a whole game, BiggieBills cut to 6 cycles (one ends in about 20 moves a cycle). */
function largestGame(id: string, max: number): { players: number; options: Record<string, unknown> } {
  return { players: max, options: id === 'biggie-bills' ? { maxCycles: 6 } : {} };
}

let colyseus: ColyseusTestServer;
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });

/** Every key anywhere in `value`, with its path. */
function keyPaths(value: unknown, path = '$', out: string[] = []): string[] {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(`${path}.${key}`);
      keyPaths(item, `${path}.${key}`, out);
    }
  }
  return out;
}

/** A viewer: a seat's client or the spectator's, and how far into its messages it is checked. */
interface Viewer {
  seat: Seat | null;
  client: Tracked;
  /** States checked so far. */
  checked: number;
  /** The history index the latest checked state was built from (-1: none yet). */
  at: number;
}

describe('the wire: what each client receives while whole games are played', () => {
  test('every game has a leak check, and it finds another seat\'s view sent to seat 0', () => {
    assert.deepEqual(games.map((game) => game.id).filter((id) => !LEAKS[id]), []);
    for (const game of games) {
      const definition = game.definition as unknown as GameDefinition<unknown, GameEvent, GameView>;
      const { players, options } = smallGame(game.id);
      const actor = createGame(definition, { ...options, players, seed: 5 }) as unknown as Actor<AnyStateMachine>;
      const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
      const rng = randomSource(5);
      for (let move = 0; move < 4; move++) {
        const seat = definition.toAct(actor.getSnapshot())[0]!;
        sendChecked(definition, actor, bot(definition.view(actor.getSnapshot(), seat), rng));
      }
      const snapshot = actor.getSnapshot();
      assert.deepEqual(LEAKS[game.id]!(snapshot, 0, { view: game.definition.view(snapshot, 0) }), [], `${game.id}: seat 0's own view`);
      assert.notDeepEqual(LEAKS[game.id]!(snapshot, 0, { view: game.definition.view(snapshot, 1) }), [], `${game.id}: seat 1's view sent to seat 0`);
      assert.notDeepEqual(LEAKS[game.id]!(snapshot, null, { view: game.definition.view(snapshot, 2) }), [], `${game.id}: seat 2's view sent to a spectator`);
      actor.stop();
    }
  });

  for (const game of games) {
    test(`${game.title}, ${game.players.max} seats: every assembled view is the seat's own view of a real snapshot; no frame holds a hidden card, seed, snapshot or other seat's token`, { timeout: 240_000 }, async () => {
      const { definition } = game;
      const { players, options } = largestGame(game.id, game.players.max);
      const room = await colyseus.createRoom(game.id, { players, humans: players, botDelay: 0, options });
      // The room's own game, as the server holds it: every snapshot from the first on.
      const actor = roomActor(room);
      const history: AnyMachineSnapshot[] = [actor.getSnapshot()];
      const subscription = actor.subscribe((snapshot) => history.push(snapshot));
      const viewers: Viewer[] = [];
      const problems: string[] = [];
      try {
        for (let seat = 0; seat < players; seat++) {
          if (seat === players - 1) viewers.push({ seat: null, client: track(await colyseus.sdk.joinById(room.roomId, { spectator: true })), checked: 0, at: -1 });
          viewers.push({ seat, client: track(await colyseus.sdk.joinById(room.roomId, { name: `Seat ${seat}` })), checked: 0, at: -1 });
        }
        const views = new Map<string, string>();
        const viewKey = (seat: Seat | null, index: number): string => {
          const key = `${seat}:${index}`;
          if (!views.has(key)) views.set(key, JSON.stringify(definition.view(history[index]!, seat)));
          return views.get(key)!;
        };

        /** Checks the states a viewer got since last time against the history; true once it has seen the latest snapshot. */
        const checkNew = (viewer: Viewer): boolean => {
          const { states } = viewer.client;
          for (; viewer.checked < states.length; viewer.checked++) {
            const state = states[viewer.checked]!;
            const label = `${game.id}, seat ${viewer.seat}, state ${viewer.checked}`;
            if (state.seat !== viewer.seat) problems.push(`${label}: seat ${state.seat}`);
            if (!state.started || state.view === null) {
              if (state.view !== null) problems.push(`${label}: a view before the start`);
              continue;
            }
            const received = JSON.stringify(state.view);
            let index = history.length - 1;
            while (index >= Math.max(viewer.at, 0) && viewKey(viewer.seat, index) !== received) index--;
            if (index < Math.max(viewer.at, 0)) {
              problems.push(`${label}: the view is the seat's view of no snapshot since the last one`);
              continue;
            }
            viewer.at = index;
            const snapshot = history[index]!;
            if (JSON.stringify(state.toAct) !== JSON.stringify(definition.toAct(snapshot))) problems.push(`${label}: toAct is not the snapshot's`);
            for (const leak of LEAKS[game.id]!(snapshot, viewer.seat, state)) problems.push(`${label}: ${leak}`);
            // The raw frame too (a change's values are parts of the assembled state; the card checks read any message).
            const frame = viewer.client.frames[viewer.checked]!;
            if (frame.type === 'change' && game.id !== 'biggie-bills') {
              for (const leak of LEAKS[game.id]!(snapshot, viewer.seat, frame.payload)) problems.push(`${label}, its change frame: ${leak}`);
            }
          }
          return viewer.at === history.length - 1;
        };

        const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
        const rng = randomSource(2024);
        let moves = 0;
        for (;;) {
          // Every client (the spectator too) has been sent the latest snapshot's state.
          await until(() => viewers.map(checkNew).every(Boolean) || problems.length > 0, `every client to get the state of snapshot ${history.length - 1}`);
          assert.equal(problems.join('\n'), '');
          const snapshot = history.at(-1)!;
          if (definition.result(snapshot)) break;
          // A person moves: the first seat asked plays what the game's normal bot picks from the view it received.
          const seat = definition.toAct(snapshot)[0]!;
          const { client } = viewers.find((viewer) => viewer.seat === seat)!;
          if (moves === 5) {
            // A sync mid-game answers with a whole state of protocol 2, equal to the state assembled so far.
            const assembled = client.last()!;
            const answer = await synced(client);
            assert.equal(client.frames.at(-1)!.type, 'state', 'sync answers with a whole state');
            assert.deepEqual({ ...answer, protocol: undefined }, { ...assembled, protocol: undefined }, 'the whole state is the one assembled');
          }
          const count = history.length;
          await client.send('move', bot(client.last()!.view!, rng));
          await until(() => history.length > count || client.refused.length > 0, `the move of seat ${seat}`);
          assert.deepEqual(client.refused, [], `a move chosen from the received view is legal (move ${moves})`);
          moves++;
        }
        assert.ok(moves > players, `a whole game was played (${moves} moves)`);
        console.log(`${game.id}: ${moves} moves, ${viewers.map((viewer) => viewer.client.messages.length).join('+')} messages checked`);
        for (const viewer of viewers) assert.deepEqual(viewer.client.last()!.result, definition.result(history.at(-1)!), `seat ${viewer.seat} got the result`);

        // Protocol 2: a whole state first; then changes, which never carry the whole log again.
        for (const viewer of viewers) {
          const [first, ...rest] = viewer.client.frames;
          assert.equal(first?.type, 'state', `seat ${viewer.seat}: the first frame is a whole state`);
          assert.equal((first!.payload as StateMessage).protocol, PROTOCOL, `seat ${viewer.seat}: protocol 2`);
          const changes = rest.filter((frame) => frame.type === 'change');
          assert.ok(changes.length >= moves / 2, `seat ${viewer.seat}: changes, not whole states (${changes.length} changes, ${rest.length - changes.length} whole states)`);
          // The view goes whole once, in the change that starts the game (it was null in the lobby).
          const sets = changes.map((frame) => ((frame.payload as ChangeMessage).set ?? []).map(([path]) => path.join('.')));
          assert.ok(sets.filter((paths) => paths.includes('view')).length <= 1, `seat ${viewer.seat}: the whole view is sent again`);
          assert.ok(!sets.some((paths) => paths.includes('view.log')), `seat ${viewer.seat}: a change resends the log`);
        }

        // Nothing but views and public facts: no seed, no snapshot, anywhere in any message.
        const tokens = new Map<Seat | null, Set<string>>();
        for (const viewer of viewers) {
          const own = new Set<string>();
          for (const { type, payload } of viewer.client.messages) {
            for (const path of keyPaths(payload)) {
              if (/\.(seed|snapshot)$/.test(path)) problems.push(`seat ${viewer.seat}: a ${type} message holds ${path}`);
            }
            const token = type === 'state' ? (payload as StateMessage & { token?: unknown }).token : undefined;
            if (token !== undefined) own.add(String(token));
          }
          tokens.set(viewer.seat, own);
        }
        // A seat token (once the room sends them) goes to its seat only: one per seat, never a spectator's, never seen by another client.
        assert.deepEqual([...tokens.get(null)!], [], 'a spectator gets no token');
        for (const viewer of viewers) {
          const own = tokens.get(viewer.seat)!;
          assert.ok(own.size <= 1, `seat ${viewer.seat} always gets the same token`);
          const wire = JSON.stringify(viewer.client.messages);
          for (const [seat, theirs] of tokens) {
            if (seat === viewer.seat) continue;
            for (const token of theirs) assert.ok(!wire.includes(token), `seat ${viewer.seat} received the token of seat ${seat}`);
          }
        }
        assert.equal(problems.join('\n'), '');
      } finally {
        subscription.unsubscribe();
        await Promise.all(viewers.map((viewer) => viewer.client.room.leave().catch(() => undefined)));
      }
    });
  }
});
