/**
 * A TCP port nobody listens on now, chosen by the system (listen on port 0, then close): for test
 * and bench servers started side by side. Ports the system hands out this way vary, so two servers
 * started at once do not pick the same one.
 * @returns {Promise<number>}
 */
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
