/**
 * The loop every rules-level driver shares: ask the seat the game waits for, let its bot answer,
 * check the event with the game's `checkEvent` and apply it with the game's rule functions.
 */

/**
 * A driver for one game, from its rules module (`parseInput`, `setupGame`, `checkEvent`,
 * `gameResult`) and:
 * - `start(context)`: the machine's initial state, as `[context, phase]`;
 * - `asked(context, phase)`: the seat that answers now;
 * - `view(context, phase, seat)` and optionally `check(phase, context, event)` for that phase;
 * - `step(context, phase, event)`: applies a legal event as the machine does (its transition,
 *   actions and transient states) and returns `[context, phase]`; phase `over` ends the game.
 * The driver plays one game and returns the final context, the result and the number of events.
 */
export function rulesDriver(rules, { start, asked, view, check = rules.checkEvent, step }) {
  return (input, seatBots, rng) => {
    let [context, phase] = start(rules.setupGame(rules.parseInput(input)));
    let moves = 0;
    for (; phase !== 'over'; moves++) {
      if (moves > 100_000) throw new Error('game did not end');
      const seat = asked(context, phase);
      const event = seatBots[seat](view(context, phase, seat), rng);
      const verdict = check(phase, context, event);
      if (!verdict.ok) throw new Error(`seat ${seat} sent an illegal ${event.type}: ${verdict.reason}`);
      [context, phase] = step(context, phase, event);
    }
    return { context, result: rules.gameResult(context), moves };
  };
}
