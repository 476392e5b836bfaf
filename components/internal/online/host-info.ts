/**
 * What a host screen (host-screen.ts `HostInfo`) reads of its table: the game, the `join-url`, the
 * settings asked for, the game's range of players, the element to show full screen, and the
 * result. In the online chunk: the table hands over its parts (`HostInfoSource`) and this reads them.
 */
import type { GameDefinition, GameEvent, GameView } from '../../../src/core/types.js';
import type { HostInfo, HostSetting } from './host-screen.js';
import type { GameSource, TableSettings } from '../table/game-source.js';

/** What `hostInfo` reads of a table. */
export interface HostInfoSource<Input = unknown, Event extends GameEvent = GameEvent, View extends GameView = GameView> {
  definition: GameDefinition<Input, Event, View>;
  /** The table's settings as read from its attributes, or null. */
  settings: TableSettings<Input> | null;
  source: GameSource<Input, Event, View>;
  joinUrl: string | undefined;
  element: HTMLElement;
}

/** The settings a host screen lists: teams, the bots' level, each option given, the devices per team. */
export function hostSettings(settings: TableSettings<unknown> | null, devicesPerSeat: number | null): HostSetting[] {
  if (!settings) return [];
  const list: HostSetting[] = [{ field: 'players', value: settings.players }];
  for (const [field, value] of Object.entries(settings.options)) {
    if (field !== 'players' && (typeof value === 'number' || typeof value === 'string')) list.push({ field, value });
  }
  list.push({ field: 'level', value: settings.level });
  if (devicesPerSeat !== null && devicesPerSeat > 1) list.push({ field: 'devicesPerSeat', value: devicesPerSeat });
  return list;
}

/** The host screen's facts of a table (`HostInfo`). */
export function hostInfo<Input, Event extends GameEvent, View extends GameView>(table: HostInfoSource<Input, Event, View>): HostInfo {
  const { definition, settings, source } = table;
  return {
    game: definition.id,
    joinUrl: table.joinUrl?.trim() || null,
    settings: hostSettings(settings as TableSettings<unknown> | null, source.online?.lobby()?.devicesPerSeat ?? null),
    allowsPlayers: (players) => {
      if (!settings) return false;
      try {
        definition.parseInput({ ...settings.options, players, seed: settings.seed });
        return true;
      } catch {
        return false;
      }
    },
    fullscreen: table.element,
    result: source.result(),
  };
}
