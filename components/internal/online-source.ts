/**
 * The game source of a table with `server` (docs/online.md, "Tables"): stands for a
 * RemoteGameSource (remote-source.ts) that it imports only when first started, with the lobby
 * piece (lobby.ts), so an offline table's files hold neither them nor the Colyseus SDK. Until the
 * module is in, there is no game to show (no view, no seat asked); a module that cannot load is
 * reported as `server-unreachable`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, GameResult, GameView, Seat, Verdict } from '../../src/core/types.js';
import type { GameSource, GameSourceCallbacks, LobbyState, TableSettings } from './game-source.js';
import type { RemoteSourceOptions } from './remote-source.js';

export class OnlineSource<Input, Event extends GameEvent, View extends GameView> implements GameSource<Input, Event, View> {
  private inner: GameSource<Input, Event, View> | null = null;
  private failure: { code: string; message: string } | null = null;
  /** What the table last asked for, done once the module is in: a start (with its settings) or a stop. */
  private wanted: { settings: TableSettings<Input> | null } = { settings: null };
  private loading: Promise<void> | null = null;

  constructor(private readonly options: RemoteSourceOptions, private readonly callbacks: GameSourceCallbacks) {}

  start(settings: TableSettings<Input>): void {
    this.wanted = { settings };
    if (this.inner) this.inner.start(settings);
    else this.loading ??= this.load();
  }

  restart(settings: TableSettings<Input>): void {
    this.start(settings);
  }

  stop(): void {
    this.wanted = { settings: null };
    this.inner?.stop();
  }

  park(): void {
    this.inner?.park();
  }

  resume(): void {
    this.inner?.resume();
  }

  view(seat: Seat | null): View | null {
    return this.inner?.view(seat) ?? null;
  }

  toAct(): Seat[] {
    return this.inner?.toAct() ?? [];
  }

  result(): GameResult | null {
    return this.inner?.result() ?? null;
  }

  send(event: Event): Verdict {
    return this.inner?.send(event) ?? { ok: false, code: 'no-game', reason: 'The online game has not started.' };
  }

  seat(): Seat | null | undefined {
    return this.inner?.seat?.();
  }

  names(): string[] | undefined {
    return this.inner?.names?.();
  }

  /** The server keeps the clock: null until its first state (and for an untimed game). */
  deadline(): number | null {
    return this.inner?.deadline?.() ?? null;
  }

  lobby(): LobbyState | null {
    return this.inner?.lobby?.() ?? null;
  }

  problem(): { code: string; message: string } | null {
    return this.inner?.problem?.() ?? this.failure;
  }

  startRoom(): void {
    this.inner?.startRoom?.();
  }

  private async load(): Promise<void> {
    try {
      const [{ RemoteGameSource }, { BluffLobby }] = await Promise.all([import('./remote-source.js'), import('./lobby.js')]);
      BluffLobby.define('bluff-lobby');
      this.inner = new RemoteGameSource<Input, Event, View>(this.options, this.callbacks);
    } catch (error) {
      this.failure = { code: 'server-unreachable', message: `The online play code could not load: ${(error as Error).message}` };
      this.callbacks.onError?.(this.failure);
      this.callbacks.onChange?.();
      return;
    }
    const { settings } = this.wanted;
    if (settings) this.inner.start(settings);
  }
}

/**
 * The lobby before the game starts (`playing` false), and what interrupts the game (lobby.ts,
 * defined once the online source loads); Start goes to the source.
 */
export function onlinePart(source: GameSource<never, GameEvent, GameView> | null, playing: boolean): TemplateResult | typeof nothing {
  if (!source) return nothing;
  return html`<bluff-lobby exportparts="lobby, error" .lobby=${source.lobby?.() ?? null} .problem=${source.problem?.() ?? null} ?playing=${playing}
    @bluff-lobby-start=${() => source.startRoom?.()}></bluff-lobby>`;
}
