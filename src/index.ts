/**
 * The bluffhouse engine: headless game definitions and bots. No DOM; runs in a browser, a worker
 * or Node.
 */
export * from './core/index.js';
export * as bluffKing from './bluff-king/index.js';
export * as bluffingBillionaires from './bluffing-billionaires/index.js';
export * as biggieBills from './biggie-bills/index.js';
