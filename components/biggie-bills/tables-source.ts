/**
 * A BiggieBills board's game source with a course's own cards (host-tables.ts): it stands in front
 * of the table's real source (the local one, or the online one with `server`) and starts it with
 * the tables in the game's input and in its options. So the engine validates them (`parseInput`,
 * which runs `parseTables`: src/biggie-bills/setup.ts), an online room is created with them (the
 * server passes a room's options through the same `parseInput`: docs/online.md), and a game saved
 * under `persist-key` resumes only with the same tables (the options are part of its key). While
 * `tables-src` loads there is no game: the source waits, and the board starts again once it is in.
 */
import type { GameEvent, GameResult, GameView, Seat, Verdict } from '../../src/core/types.js';
import { AttributeError } from '../internal/table/attributes.js';
import type { GameSource, LobbyState, TableSettings } from '../internal/table/game-source.js';
import type { HostTables } from './host-tables.js';

export class TablesSource<Input extends { tables?: unknown }, Event extends GameEvent, View extends GameView> implements GameSource<Input, Event, View> {
  /**
   * `parseInput` is the game's (`definition.parseInput`); `tables` says which tables the board
   * plays now.
   */
  constructor(
    private readonly inner: GameSource<Input, Event, View>,
    private readonly tables: HostTables,
    private readonly parseInput: (input: unknown) => Input,
  ) {}

  /**
   * Starts (or resumes) the game with the board's tables; stops the inner source while
   * `tables-src` loads.
   * @throws AttributeError naming `tables` or `tables-src` (the board shows it and fires
   * `game-error`): `tables-src: could not load …`, `… is not JSON`, or the engine's message naming
   * the table, card and field (`tables-src: tables.growth[3] (Seed Round): cost must be …`).
   */
  start(settings: TableSettings<Input>): void {
    const playing = this.withTables(settings);
    if (playing) this.inner.start(playing);
    else this.inner.stop();
  }

  /** As `start`, for New game and Play again (replaces a saved game). @throws AttributeError as `start`. */
  restart(settings: TableSettings<Input>): void {
    const playing = this.withTables(settings);
    if (playing) this.inner.restart(playing);
    else this.inner.stop();
  }

  /** `settings` with the board's tables in the input and the options; null while they load. */
  private withTables(settings: TableSettings<Input>): TableSettings<Input> | null {
    const { state } = this.tables;
    if (state.status === 'standard') return settings;
    if (state.status === 'loading') return null;
    if (state.status === 'failed') throw new AttributeError('tables-src', state.message);
    let input: Input;
    try {
      input = this.parseInput({ ...settings.options, seed: settings.seed, tables: state.value });
    } catch (error) {
      throw new AttributeError(state.attribute, `${state.attribute}: ${(error as Error).message}`);
    }
    // The validated tables (plain frozen data) go online and into the save's key, not the host's object.
    return { ...settings, input, options: { ...settings.options, tables: input.tables } };
  }

  stop(): void {
    this.inner.stop();
  }

  park(): void {
    this.inner.park();
  }

  resume(): void {
    this.inner.resume();
  }

  view(seat: Seat | null): View | null {
    return this.inner.view(seat);
  }

  toAct(): Seat[] {
    return this.inner.toAct();
  }

  send(event: Event): Verdict {
    return this.inner.send(event);
  }

  result(): GameResult | null {
    return this.inner.result();
  }

  seat(): Seat | null | undefined {
    return this.inner.seat?.();
  }

  names(): string[] | undefined {
    return this.inner.names?.();
  }

  deadline(): number | null | undefined {
    return this.inner.deadline?.();
  }

  lobby(): LobbyState | null {
    return this.inner.lobby?.() ?? null;
  }

  problem(): { code: string; message: string } | null {
    return this.inner.problem?.() ?? null;
  }

  startRoom(): void {
    this.inner.startRoom?.();
  }

  botMoving(): boolean {
    return this.inner.botMoving?.() ?? false;
  }
}
