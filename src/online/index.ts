/**
 * `bluffhouse/online`: what a game server and its clients share (docs/online.md): the messages
 * (protocol.ts: `StateMessage`, `RefusedMessage`, `HostCommand`, join codes), the refusal and error
 * codes (codes.ts: `ONLINE_CODES`, `joinErrorOf`, …) and the state frames on the wire (wire.ts:
 * `PROTOCOL`, `changeBetween`, `applyChange`, `readStates`). No DOM and no Node built-in: the game
 * server (`bluffhouse-server`) imports it by this name, the online tables through src/.
 */
export * from './protocol.js';
export * from './codes.js';
export * from './wire.js';
