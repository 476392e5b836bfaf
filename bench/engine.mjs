/**
 * What the statechart costs: the same recorded events through the machine, and through the game's
 * own rule functions alone (docs/architecture.md, "Rules are pure functions; the machine sequences
 * them"). Every action of a machine is `ruleActions[name](context, event)`
 * (src/core/machine.ts), so the games are first played through a copy of the machine whose
 * actions also write down their names (`machine.provide`); the baseline then calls, per event,
 * `definition.check` (which the machine's guards call too) and exactly those rule functions in
 * that order. There is no second copy of any statechart here: a change to a machine changes
 * what is recorded.
 *
 * Not in the baseline, so counted as the machine's cost: XState itself, `sendChecked` reading
 * the event, the guards of the machine (a `legal` guard asks `check` again, which answers at once
 * for the copy `sendChecked` just checked against the same context: src/core/events.ts; guards and
 * `always` transitions test predicates of the rules such as `lastToAsk` or `turnOver`) and
 * snapshot building.
 */
import { assign } from 'xstate';
import { createGame, sendChecked } from '../dist/src/index.js';

/**
 * The game's machine with every action wrapped: it appends its name to `recorder.names` (and, for
 * the first action since the last reset, keeps the context and event it got as `recorder.from`),
 * then returns the same rule function's context.
 */
function recordingMachine(game, recorder) {
  const actions = {};
  for (const [name, rule] of Object.entries(game.ruleActions)) {
    actions[name] = assign(({ context, event }) => {
      if (recorder.names.length === 0) recorder.from = { context, event };
      recorder.names.push(name);
      return rule(context, event);
    });
  }
  return game.definition.machine.provide({ actions });
}

/**
 * Plays one game with a bot in every seat through the recording machine (the loop of `playGame`
 * in src/core/runner.ts: the first seat `toAct` names answers).
 * @returns `{ input, entry, start, steps }`: `entry` is `{ names, from }` for the actions the
 *   machine ran as it started ([] when none), `start` the snapshot it started in; each step is
 *   `{ before, event, actions, after }` (snapshots before and after, the action names run).
 * @throws Error when a bot's move is refused or the game has not ended after 100,000 events.
 */
export function recordGame(game, input, seatBots, rng) {
  const recorder = { names: [], from: null };
  const definition = { ...game.definition, machine: recordingMachine(game, recorder) };
  const actor = createGame(definition, input);
  try {
    const start = actor.getSnapshot();
    const entry = { names: recorder.names, from: recorder.from };
    const steps = [];
    for (let before = start; definition.result(before) === null; before = actor.getSnapshot()) {
      if (steps.length >= 100_000) throw new Error(`${game.id}: the game did not end`);
      const seat = definition.toAct(before)[0];
      const event = seatBots[seat](definition.view(before, seat), rng);
      recorder.names = [];
      const verdict = sendChecked(definition, actor, event);
      if (!verdict.ok) throw new Error(`${game.id}: seat ${seat} sent an illegal ${event.type}: ${verdict.reason}`);
      steps.push({ before, event, actions: recorder.names, after: actor.getSnapshot() });
    }
    return { input, entry, start, steps };
  } finally {
    actor.stop();
  }
}

/** `definition.check` and then the recorded rule functions, for every step: the final context. */
function byRules(game, recorded) {
  const { definition, ruleActions } = game;
  let context = recorded.start.context;
  for (const { before, event, actions } of recorded.steps) {
    const verdict = definition.check(before, event);
    if (!verdict.ok) throw new Error(`${game.id}: the rules refused ${event.type}: ${verdict.reason}`);
    for (const name of actions) context = ruleActions[name](context, event);
  }
  return context;
}

/** The same events sent with `sendChecked` to a fresh actor of the game's own machine. */
function byMachine(game, actor, recorded) {
  for (const { event } of recorded.steps) {
    const verdict = sendChecked(game.definition, actor, event);
    if (!verdict.ok) throw new Error(`${game.id}: the machine refused ${event.type}: ${verdict.reason}`);
  }
  return actor.getSnapshot().context;
}

/** Throws with `what` and the start of both JSON texts when `a` and `b` differ as JSON. */
function same(a, b, what, [nameA, nameB] = ['machine', 'rules  ']) {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  if (x !== y) throw new Error(`${what}:\n  ${nameA} ${x.slice(0, 300)}\n  ${nameB} ${y.slice(0, 300)}`);
}

/**
 * Checks that the rule functions alone reproduce each recorded game exactly: the entry actions
 * give the start context, each event's rule functions give the context after it, and the
 * game's own machine, replayed, ends with the same context.
 * @returns the rule function names that ran at least once.
 * @throws Error naming the game, seed, event and the first difference.
 */
export function verify(game, recordings) {
  const ran = new Set();
  for (const recorded of recordings) {
    const where = `${game.id}, seed ${recorded.input.seed}`;
    const { names, from } = recorded.entry;
    if (names.length > 0) {
      const context = names.reduce((ctx, name) => game.ruleActions[name](ctx, from.event), from.context);
      same(recorded.start.context, context, `${where}: the start actions (${names.join(', ')}) do not give the machine's start context`);
    }
    names.forEach((name) => ran.add(name));
    let context = recorded.start.context;
    recorded.steps.forEach(({ before, event, actions, after }, i) => {
      if (!game.definition.check(before, event).ok) throw new Error(`${where}, event ${i} (${event.type}): check refuses what the machine took`);
      context = actions.reduce((ctx, name) => game.ruleActions[name](ctx, event), context);
      same(after.context, context, `${where}, event ${i} (${event.type}): the rule functions ${actions.join(', ') || '(none)'} do not give the machine's context`);
      actions.forEach((name) => ran.add(name));
    });
    // The rules ran on the recorded contexts: a rule that changed its argument would show here.
    same(context, byRules(game, recorded), `${where}: replaying the rules again gives another context`, ['first ', 'second']);
    const actor = createGame(game.definition, recorded.input);
    try {
      same(byMachine(game, actor, recorded), context, `${where}: the game's own machine, replayed, ends elsewhere`);
    } finally {
      actor.stop();
    }
  }
  return ran;
}

/** Rounds of the two timings, taken in turn, so that a change in the machine's load hits both alike. */
const ROUNDS = 10;

/**
 * Microseconds per event, over about `seconds` of wall time each way, in ROUNDS alternating slices;
 * the recorded games are replayed round-robin. Only the events are timed: `createGame` (and with
 * it the machine's start actions) is left out of the machine's figure, as the start is out of the rules'.
 * @returns `{ machine, rules }` in µs per event.
 */
export function timePerEvent(game, recordings, seconds) {
  const byMachineTimed = (recorded) => {
    const actor = createGame(game.definition, recorded.input);
    const start = performance.now();
    byMachine(game, actor, recorded);
    const elapsed = performance.now() - start;
    actor.stop();
    return elapsed;
  };
  const byRulesTimed = (recorded) => {
    const start = performance.now();
    byRules(game, recorded);
    return performance.now() - start;
  };
  const totals = [byMachineTimed, byRulesTimed].map((run) => ({ run, elapsed: 0, events: 0, next: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const total of totals) {
      const until = performance.now() + (seconds * 1000) / ROUNDS;
      while (performance.now() < until) {
        const recorded = recordings[total.next++ % recordings.length];
        total.elapsed += total.run(recorded);
        total.events += recorded.steps.length;
      }
    }
  }
  const [machine, rules] = totals.map(({ elapsed, events }) => (elapsed * 1000) / events);
  return { machine, rules };
}
