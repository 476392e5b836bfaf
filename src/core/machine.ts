/**
 * How a game's statechart runs its rules: every action of a machine is one pure rule function,
 * `(context, event) => context`, kept in a plain object (`ruleActions`) that the machine assigns
 * from. The bench replays the same functions without XState to measure what the machine costs.
 *
 * Each `assign` costs XState a copy of the context and a new snapshot (its state value and tags
 * rebuilt), whatever the rule did: a transition therefore runs one action, and steps that always
 * go together are one rule function (`inOrder`).
 */
import { assign, type ActionFunction, type EventObject } from 'xstate';

/** One action of a machine as a pure rule function: the next context, from the context and the event. */
export type RuleAction<Context, Event> = (context: Context, event: Event) => Context;

/** An `assign` action of a machine with this context and these events. */
type AssignAction<Context extends object, Event extends EventObject> =
  ActionFunction<Context, Event, Event, undefined, never, never, never, never, never>;

/**
 * The `actions` of `setup({...})`: each rule function wrapped in `assign`, under the same name.
 * The machine then calls exactly `ruleActions[name](context, event)` for an action `name`.
 */
export function assignRules<Context extends object, Event extends EventObject, Name extends string>(
  ruleActions: Record<Name, RuleAction<Context, Event>>,
): Record<Name, AssignAction<Context, Event>> {
  const actions = {} as Record<Name, AssignAction<Context, Event>>;
  for (const name of Object.keys(ruleActions) as Name[]) {
    const rule = ruleActions[name];
    actions[name] = assign<Context, Event, undefined, Event, never>(({ context, event }) => rule(context, event));
  }
  return actions;
}

/**
 * One rule function made of several that always run together, in order, each on the context the
 * one before returned (and the same event). A transition of several steps then costs the machine
 * one `assign`, and the bench replays the same steps under the one name.
 */
export function inOrder<Context, Event>(...rules: RuleAction<Context, Event>[]): RuleAction<Context, Event> {
  return (context, event) => {
    let next = context;
    for (const rule of rules) next = rule(next, event);
    return next;
  };
}
