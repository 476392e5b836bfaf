/**
 * The game source of a table with `server` (docs/online.md, "Tables"): stands for a
 * RemoteGameSource (remote-source.ts) that it imports only when first started, with the lobby
 * piece (lobby.ts; both through online-play.ts), so an offline table's files hold neither them nor
 * the Colyseus SDK. Until the module is in, there is no game to show (no view, no seat asked); a
 * module that cannot load is reported as `server-unreachable`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, GameView } from '../../../src/core/types.js';
import type { GameSource, GameSourceCallbacks, OnlinePart, TableSettings } from '../table/game-source.js';
import type { RemoteSourceOptions } from './remote-source.js';

/**
 * The source of an online game: until the online code is in, no game (no view, no seat asked, no
 * move taken: `no-game`) and no online part yet (nothing to show before the game: the lobby piece
 * comes with that code); then every call of the game goes to the RemoteGameSource, which is
 * started with the settings the table last asked for (none when it stopped meanwhile), and its
 * online part is this source's.
 * @param options where to play and as whom (remote-source.ts).
 * @param callbacks the table's (game-source.ts); a module that cannot load is reported to
 *   `onError` as `server-unreachable`.
 */
export function onlineSource<Input, Event extends GameEvent, View extends GameView>(
  options: RemoteSourceOptions,
  callbacks: GameSourceCallbacks,
): GameSource<Input, Event, View> {
  let inner: GameSource<Input, Event, View> | null = null;
  /** What the table last asked for, done once the module is in: a start (its settings) or a stop (null). */
  let wanted: TableSettings<Input> | null = null;
  let loading: Promise<void> | null = null;
  const load = async () => {
    try {
      const { RemoteGameSource, BluffLobby } = await import('./online-play.js');
      BluffLobby.define('bluff-lobby');
      inner = new RemoteGameSource<Input, Event, View>(options, callbacks);
    } catch (error) {
      callbacks.onError?.({ code: 'server-unreachable', message: `The online play code could not load: ${(error as Error).message}` });
    }
    if (inner && wanted) inner.start(wanted);
    // The table draws the lobby now (connecting, until the room's first state), or the failure.
    callbacks.onChange?.();
  };
  const start = (settings: TableSettings<Input>) => {
    wanted = settings;
    if (inner) inner.start(settings);
    else loading ??= load();
  };
  return {
    start,
    restart: start,
    stop: () => {
      wanted = null;
      inner?.stop();
    },
    park: () => inner?.park(),
    resume: () => inner?.resume(),
    view: (seat) => inner?.view(seat) ?? null,
    toAct: () => inner?.toAct() ?? [],
    result: () => inner?.result() ?? null,
    send: (event) => inner?.send(event) ?? { ok: false, code: 'no-game', reason: 'The online game has not started.' },
    get online() {
      return inner?.online;
    },
  };
}

/**
 * The lobby before the game starts (`playing` false), and what interrupts the game (lobby.ts,
 * defined once the online source loads); Start goes to the source. Beside a running game a lost
 * connection is not shown here: the table's notice that stays in view says it (table-notices.ts).
 */
export function onlinePart(source: { readonly online?: OnlinePart } | null, playing: boolean): TemplateResult | typeof nothing {
  const online = source?.online;
  if (!online) return nothing;
  const problem = online.problem();
  const shown = playing && problem?.code === 'connection-lost' ? null : problem;
  return html`<bluff-lobby exportparts="lobby, error" .lobby=${online.lobby()} .problem=${shown} ?playing=${playing}
    @bluff-lobby-start=${() => online.startRoom()}></bluff-lobby>`;
}
