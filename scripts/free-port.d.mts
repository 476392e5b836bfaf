/** scripts/free-port.mjs: a TCP port nobody listens on now, chosen by the system. */
export function freePort(): Promise<number>;
