/**
 * The Colyseus client, the one module of components/ that imports the SDK (`@colyseus/sdk`):
 * online tables load it, through remote-source.ts's dynamic import, only when they connect.
 *
 * In the package it ships bundled: the build (rollup.config.mjs, `colyseusClient`) replaces this
 * module's tsc output, dist/components/internal/online/colyseus.js, with a browser bundle of the
 * SDK and what it imports, so a components user installs no Colyseus package and no Node
 * networking (`ws`, msgpackr's native add-on). The tests and the dev server import the SDK from
 * node_modules here, as written.
 *
 * The types are this module's own (`Client`, `Room`: what the tables use of the SDK's), so no
 * published declaration names a package `bluffhouse` does not depend on; `Client` below is checked
 * against the SDK's class, so an SDK that no longer fits them fails the typecheck.
 */
import { Client as SdkClient } from '@colyseus/sdk';

/** A Colyseus listener list (`room.onLeave(…)`): registers `listener`. */
type Listen<Listener> = (listener: Listener) => unknown;

/** What the tables use of a joined room (the SDK's `Room`). */
export interface Room {
  /** The room's id: its join code. */
  readonly roomId: string;
  /** `<roomId>:<token>`, what `Client.reconnect` takes back (resume-store.ts keeps it). */
  readonly reconnectionToken: string;
  /** The SDK's automatic reconnection after a dropped connection; `minUptime` in ms. */
  reconnection: { enabled: boolean; minUptime: number };
  /** Sends the message `type` with `payload`. */
  send(type: string, payload?: unknown): void;
  /** Listens to the server's messages of `type` (their payload is the `Payload` the caller names). @returns a function that stops listening. */
  onMessage<Payload = unknown>(type: string, listener: (payload: Payload) => void): () => void;
  /** Leaves the room (`consented`: for good, the seat is released). @returns the close code. */
  leave(consented?: boolean): Promise<number>;
  /** The connection dropped; the SDK tries to reconnect. */
  onDrop: Listen<(code: number, reason?: string) => void>;
  /** The SDK reconnected after a drop. */
  onReconnect: Listen<() => void>;
  /** The room is left for good (closed, refused, reconnection given up). */
  onLeave: Listen<(code: number, reason?: string) => void>;
}

/** What the tables use of the SDK's `Client`: entering rooms. Each rejects with the SDK's error (online-errors.ts reads it). */
export interface Client {
  /** Creates a room of `roomName` (the game's id) with `options`. */
  create(roomName: string, options?: Record<string, unknown>): Promise<Room>;
  /** Joins the room `roomId` (a join code) with `options`. */
  joinById(roomId: string, options?: Record<string, unknown>): Promise<Room>;
  /** Takes back a dropped connection by its `reconnectionToken`, within the server's window. */
  reconnect(reconnectionToken: string): Promise<Room>;
}

/** The Colyseus client for the game server at `endpoint` (`ws:`, `wss:`, `http:` or `https:` URL). */
export const Client: new (endpoint: string) => Client = SdkClient;
