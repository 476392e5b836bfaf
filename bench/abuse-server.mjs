/**
 * The game server of the abuse bench (bench/abuse.mjs), run as a CHILD process
 * (bench/server-child.mjs: `ready`, `measure`, `close` over IPC; maybe with `--max-old-space-size`)
 * with the `createServer` options in $BENCH_SERVER_OPTIONS (JSON). Each `measure` answer also
 * holds `store`, the memory store's `{ running, settled, bytes }`, and `heapLimit`, the heap limit
 * the server's guard reads (bytes, `v8Heap`).
 */
import { processStore } from '../server/dist/game-store.js';
import { v8Heap } from '../server/dist/admission.js';
import { serveParent } from './server-child.mjs';

await serveParent(JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}'), () => ({ store: processStore.stats(), heapLimit: v8Heap().limit }));
