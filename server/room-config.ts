/** The settings every room of a server shares (server/game-room.ts), from `createServer`'s options. */
import { MAX_MESSAGES_PER_SECOND } from './limits.js';
import { processStore, type GameStore } from './game-store.js';

/** What every room of a server shares (from `createServer`'s options). */
export interface RoomConfig {
  store: GameStore;
  /** Seconds a dropped client may reconnect before a bot takes its seat. */
  reconnectGrace: number;
  /** Whether a bot plays the seat of a person gone longer than the grace. */
  botTakeover: boolean;
  /** The most messages a client may send a second (default 20, `MAX_MESSAGES_PER_SECOND`); more are refused with `flood`. */
  messagesPerSecond?: number;
  /** With Redis: each room writes its record again when Redis is back (server/redis-recovery.ts). */
  recovery?: { watch(rewrite: () => void): () => void };
  /** The address people reach the server at (`createServer`'s `publicUrl`), sent in every state; null or absent: none. */
  publicUrl?: string | null;
}

/** What `createServer` gives rooms by default: games in this process's memory, 60 s of grace, bots take over, 20 messages a second. */
export const defaultRoomConfig: RoomConfig = { store: processStore, reconnectGrace: 60, botTakeover: true, messagesPerSecond: MAX_MESSAGES_PER_SECOND };
