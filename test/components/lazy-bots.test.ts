/**
 * The bots loaded when a local game first needs them (components/internal/table/lazy-bots.ts,
 * issue 25): a game with a bot seat starts the load as it starts, and a bot's turn waits for it
 * (then plays, even at bot-delay 0); a game of people only never loads them; the load is shared by
 * every game of the page; a failed load is reported and the next game tries again.
 */
import { expect } from '@open-wc/testing';
import { humansAttribute } from '../../components/internal/table/attributes.js';
import { LocalGameController } from '../../components/internal/table/game-controller.js';
import { lazyBots, type BotLoader } from '../../components/internal/table/lazy-bots.js';
import { readSettings } from '../../components/internal/table/table-settings.js';
import type { BotSet } from '../../src/core/types.js';
import { bots, definition, type BluffKingEvent, type BluffKingView } from '../../src/bluff-king/index.js';
import { until } from '../support/until.js';

type Bots = BotSet<BluffKingView, BluffKingEvent>;

/** A loader whose import the test resolves or rejects, counting the imports asked for. */
function heldLoader(): { loader: BotLoader<BluffKingView, BluffKingEvent>; imports: () => number; resolve(): void; reject(): void } {
  let imports = 0;
  let settle: { resolve(bots: Bots): void; reject(error: Error): void } | null = null;
  const loader = lazyBots<BluffKingView, BluffKingEvent>(() => {
    imports += 1;
    return new Promise<Bots>((resolve, reject) => (settle = { resolve, reject }));
  });
  return {
    loader,
    imports: () => imports,
    resolve: () => settle!.resolve(bots),
    reject: () => settle!.reject(new Error('the chunk is missing')),
  };
}

/** BluffKing's settings for 3 players, seed 4, the given `humans` attribute. */
function settingsOf(humans: string) {
  return readSettings({ players: '3', seed: '4' }, {
    definition, optionAttributes: [], defaultPlayers: 3, gameNumber: 0, readHumans: (players) => humansAttribute(humans, players),
  });
}

/** A source of `loader`'s bots at bot-delay 0, with the number of entries it reported. */
function sourceOf(loader: BotLoader<BluffKingView, BluffKingEvent>) {
  const seen = { entries: 0 };
  const source = new LocalGameController(definition, { bots: loader, persistKey: () => null, botDelay: () => 0 }, {
    onEntries: (entries) => { seen.entries += entries.length; },
  });
  return { source, seen };
}

/** Lets timers and promises run (bot-delay 0 moves on a 0 ms timer). */
const turnOver = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('bots loaded when a local game first needs them (lazy-bots.ts, issue 25)', () => {
  it('a bots-only game starts the load as it starts; the first bot turn waits for it, then the bots play', async () => {
    const held = heldLoader();
    const { source, seen } = sourceOf(held.loader);
    source.start(settingsOf('none'));
    expect(held.imports(), 'the load started with the game').to.equal(1);
    const before = seen.entries;
    await turnOver();
    expect(seen.entries, 'no bot moved before its bots arrived').to.equal(before);
    expect(source.toAct()).to.have.length(1);
    held.resolve();
    await until(() => seen.entries > before, 'a bot’s move once the bots arrived', 5000);
    expect(held.loader.loaded).to.equal(bots);
    source.stop();
  });

  it('a game of people only never loads the bots', async () => {
    const held = heldLoader();
    const { source } = sourceOf(held.loader);
    source.start(settingsOf('all'));
    await turnOver();
    expect(held.imports()).to.equal(0);
    source.stop();
  });

  it('every game of the page shares one load; once loaded, a new game’s bots play at once', async () => {
    const held = heldLoader();
    const first = sourceOf(held.loader);
    const second = sourceOf(held.loader);
    first.source.start(settingsOf('none'));
    second.source.start(settingsOf('none'));
    const started = [first.seen.entries, second.seen.entries];
    held.resolve();
    await until(() => first.seen.entries > started[0]! && second.seen.entries > started[1]!, 'both games’ bots to move', 5000);
    expect(held.imports()).to.equal(1);
    const third = sourceOf(held.loader);
    third.source.start(settingsOf('none'));
    const thirdStarted = third.seen.entries;
    await until(() => third.seen.entries > thirdStarted, 'the third game’s bots to move', 5000);
    expect(held.imports()).to.equal(1);
    for (const { source } of [first, second, third]) source.stop();
  });

  it('a load that fails is reported on the console, and the next game loads again', async () => {
    const held = heldLoader();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const { source, seen } = sourceOf(held.loader);
      source.start(settingsOf('none'));
      held.reject();
      await until(() => errors.length > 0, 'the failed load reported', 5000);
      expect(String(errors[0]![0])).to.contain('the bots could not load');
      source.restart(settingsOf('none'));
      const restarted = seen.entries;
      expect(held.imports(), 'a second import').to.equal(2);
      held.resolve();
      await until(() => seen.entries > restarted, 'the bots of the next game to move', 5000);
      source.stop();
    } finally {
      console.error = original;
    }
  });
});
