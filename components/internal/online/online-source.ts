/**
 * The game source of a table with `server` (docs/online.md, "Tables"): stands for a
 * RemoteGameSource (remote-source.ts) that it imports only when first started, with the lobby
 * piece (lobby.ts; both through online-play.ts), so an offline table's files hold neither them nor
 * the Colyseus SDK. Until the module is in, there is no game to show (no view, no seat asked); a
 * module that cannot load is reported as `server-unreachable`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, GameView } from '../../../src/core/types.js';
import type { HostCommand } from '../../../src/online/protocol.js';
import type { GameSource, GameSourceCallbacks, OnlinePart, TableSettings } from '../table/game-source.js';
import type { HostInfoSource } from './host-info.js';
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
      const { RemoteGameSource, BluffLobby, BluffHostScreen } = await import('./online-play.js');
      BluffLobby.define('bluff-lobby');
      BluffHostScreen.define('bluff-host-screen');
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
 * What the table shows of its online game beside the board: for a seatless host
 * (`online.hosting()` with no seat), the host screen (host-screen.ts: the join panel before the
 * start, the host bar during and after the game) under the online notice; for anyone else the
 * lobby before the game starts (`playing` false) and what interrupts the game (lobby.ts). Both are
 * defined once the online source loads; Start and the host's commands go to the source. Beside a
 * running game a lost connection is not shown here: the table's notice that stays in view says it
 * (table-notices.ts).
 * @param host the table's parts a host screen reads (host-info.ts), and the lobby's `join-url`.
 */
export function onlinePart(source: { readonly online?: OnlinePart } | null, playing: boolean, host?: HostInfoSource): TemplateResult | typeof nothing {
  const online = source?.online;
  if (!online) return nothing;
  const lobby = online.lobby();
  const problem = online.problem();
  const shown = playing && problem?.code === 'connection-lost' ? null : problem;
  const joinUrl = host?.joinUrl?.trim() || null;
  if (hostScreenShows(online)) {
    return html`<bluff-lobby exportparts="error" .problem=${shown} playing></bluff-lobby>
      <bluff-host-screen exportparts="host-screen, host-bar" .lobby=${lobby} .from=${host ?? null} ?playing=${playing} ?paused=${online.paused()} .deadline=${online.deadline()} .heldLeft=${online.pausedTimeLeft()}
        @bluff-host-command=${(event: CustomEvent<HostCommand>) => online.command(event.detail)}></bluff-host-screen>`;
  }
  return html`<bluff-lobby exportparts="lobby, error" .lobby=${lobby} .problem=${shown} .joinUrl=${joinUrl} .game=${host?.definition.id ?? null} ?playing=${playing}
    @bluff-lobby-start=${() => online.startRoom()}></bluff-lobby>`;
}

/** Whether a table shows the host screen: its client holds the host's rights and no seat (a person hosting from a seat keeps the lobby). */
export function hostScreenShows(online: OnlinePart | undefined): boolean {
  return !!online && online.hosting() && online.seat() === null;
}
