/**
 * Online play's code, as one module for online-source.ts to import when a table first plays online
 * (one chunk in dist/cdn, with the Colyseus SDK's own chunk loaded on connect): the source of a
 * game on the server and the lobby piece.
 */
export { RemoteGameSource } from './remote-source.js';
export { BluffLobby } from './lobby.js';
export { BluffHostScreen } from './host-screen.js';
