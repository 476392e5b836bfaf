/** Types of scripts/dev-game-server.mjs; shapes documented there. */
import type { networkInterfaces } from 'node:os';
import type { Middleware, Plugin } from '@web/dev-server';

export declare function publicUrlFor(port: number, from?: { env?: Record<string, string | undefined>; interfaces?: ReturnType<typeof networkInterfaces> }): string;
export declare function devGameServer(options?: { logger?: Pick<Console, 'info' | 'warn' | 'error' | 'debug'>; publicUrl?: string; embedDir?: string }): { plugin: Plugin; middleware: Middleware };
