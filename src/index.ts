/**
 * The bluffhouse engine: headless game definitions and bots. No DOM; runs in a browser, a worker
 * or Node. Start a game with `createGame(definition, input, { snapshot? })` (bad input throws at
 * once) and send moves with `sendChecked(definition, actor, event)` (core/game.ts).
 */
export * from './core/index.js';
export * as bluffKing from './bluff-king/index.js';
export * as bluffingBillionaires from './bluffing-billionaires/index.js';
export * as biggieBills from './biggie-bills/index.js';
export { games, gameById, type GameEntry, type GameId } from './games.js';
export { BOT_LEVELS, BOT_NAMES, MAX_NAME_LENGTH, botName, shortName, tooLong } from './core/players.js';
export { checkEmbedLink, embedAttributes, type CheckedLink } from './page-link/link.js';
export { readQuery, type EmbedQuery, type QueryProblem } from './page-link/query.js';
