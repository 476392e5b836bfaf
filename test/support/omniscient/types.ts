/**
 * Test-only omniscient bots (issue 12): a bot that sees every card, to measure how far luck lets
 * any player go in a game (the ceiling the hard bot is compared with). Never shipped, never part
 * of a `BotSet`: the real bots see only their seat's view.
 *
 * Each game that has one puts it in `test/support/omniscient/<game-id>.ts` (the id of the
 * registry, src/games.ts) as a named export `omniscient` of type `OmniscientBot`. The bench
 * (bench/bots.mjs) looks for that file by game id, loads it with `importSource` from
 * scripts/import-source.mjs and seats it in place of the hard bot; a game without the file simply
 * has no ceiling figure.
 *
 * The contract, kept stable for every game:
 * - `snapshot` is the machine's live snapshot (`actor.getSnapshot()`, `SnapshotFrom` of the game's
 *   machine): `snapshot.context` holds every hidden card, `snapshot.value` the state. The bot must
 *   not change it (nor anything reachable from it).
 * - `seat` is a seat the game waits for now (`definition.toAct(snapshot)` includes it).
 * - `rng` returns floats in [0, 1), as for `Bot`; the bot draws only from it, so the same snapshot,
 *   seat and random sequence give the same event.
 * - It returns one event that `definition.check(snapshot, event)` accepts, sent by `seat`. A
 *   refused event is a bug of the bot: the runner throws, naming the seat and the reason.
 *
 * The ceiling (issue 25) is a player from whom luck hides nothing that has been dealt: the bot may
 * read every hand and every card dealt, but must not profit from the future (the order of the
 * undealt cards, the game's random state). A file may also export `clairvoyant`, a bot under the
 * same contract that does read the future: the bench reports its share beside the ceiling,
 * "clairvoyant (knows future draws)", and never counts it in the hard bot's way.
 */
import type { GameEvent, Seat } from '../../../src/core/types.js';

/** A bot that reads the whole game state: `(snapshot, seat, rng) => event` (see above). */
export type OmniscientBot<Snapshot = unknown, Event extends GameEvent = GameEvent> = (
  snapshot: Snapshot,
  seat: Seat,
  rng: () => number,
) => Event;

/** What `test/support/omniscient/<game-id>.ts` exports. */
export interface OmniscientModule<Snapshot = unknown, Event extends GameEvent = GameEvent> {
  omniscient: OmniscientBot<Snapshot, Event>;
  /** Optional: the same game played knowing future draws too (a report figure, see above). */
  clairvoyant?: OmniscientBot<Snapshot, Event>;
}
