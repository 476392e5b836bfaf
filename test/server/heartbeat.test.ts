/**
 * The transport's heartbeat (server/heartbeat.ts) on real WebSocket connections: a client heard
 * from since the round before is not pinged, a silent one is, and one that answers no ping is
 * dropped after `pingMaxRetries` rounds. The rounds are run by the test (`beat`), not by a timer.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { HeartbeatTransport } from '../../server/heartbeat.js';
import { until } from '../support/until.js';

/** The transport, its connections kept open as they come (no room: Colyseus' own handling would close them). */
class Transport extends HeartbeatTransport {
  protected override async onConnection(): Promise<void> {}

  /** The server's end of every open connection: its unanswered pings, and the bytes its socket read. */
  ends(): { pingCount: number; _socket: { bytesRead: number } }[] {
    return [...this.wss.clients] as unknown as { pingCount: number; _socket: { bytesRead: number } }[];
  }
}

/** A client connection counting the pings it got; `autoPong: false` leaves them unanswered. */
async function connect(port: number, autoPong = true): Promise<{ socket: WebSocket; pings: () => number }> {
  // ws' own option (8.16), not in its types here.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`, { autoPong } as WebSocket.ClientOptions);
  let pings = 0;
  socket.on('ping', () => pings++);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, pings: () => pings };
}

describe('heartbeat', () => {
  let http: Server;
  let transport: Transport;
  let port: number;

  before(async () => {
    http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
    // The interval never comes within a test: the rounds are `beat` calls.
    transport = new Transport({ noServer: true, pingInterval: 3_600_000 });
    transport.attachToServer(http);
  });

  after(async () => {
    transport.shutdown();
    await new Promise((resolve) => http.close(resolve));
  });

  test('pings a silent client only, and forgets its unanswered pings once it is heard from', async () => {
    const silent = await connect(port);
    const talking = await connect(port);
    await until(() => transport.ends().length === 2, 'both connections on the server');
    transport.beat(2); // the first round: both new, neither pinged
    const [first, second] = transport.ends().map((end) => [end, end._socket.bytesRead] as const);
    talking.socket.send('move');
    // The server's end that read the message is the talking client's.
    const talkingEnd = await until(() => [first!, second!].find(([end, bytes]) => end._socket.bytesRead > bytes)?.[0], 'the message on the server');
    const [silentEnd, silentBytes] = [first!, second!].find(([end]) => end !== talkingEnd)!;
    transport.beat(2);
    assert.equal(silentEnd.pingCount, 1);
    assert.equal(talkingEnd.pingCount, 0);
    await until(() => silent.pings() === 1 && silentEnd._socket.bytesRead > silentBytes, 'the ping answered');
    transport.beat(2); // the pong is heard, and the talking client is silent now
    assert.equal(silentEnd.pingCount, 0);
    assert.equal(talkingEnd.pingCount, 1);
    await until(() => talking.pings() === 1, 'the talking client pinged once silent');
    assert.equal(silent.pings(), 1);
    silent.socket.close();
    talking.socket.close();
    await until(() => transport.ends().length === 0, 'both connections closed');
  });

  test('drops a client that answers no ping after pingMaxRetries rounds', async () => {
    const deaf = await connect(port, false);
    await until(() => transport.ends().length === 1, 'the connection on the server');
    transport.beat(2); // new: not pinged
    transport.beat(2); // pinged once
    transport.beat(2); // twice
    await until(() => deaf.pings() === 2, 'two pings');
    assert.equal(deaf.socket.readyState, WebSocket.OPEN);
    transport.beat(2); // two unanswered: dropped
    await until(() => deaf.socket.readyState === WebSocket.CLOSED, 'the connection closed');
  });
});
