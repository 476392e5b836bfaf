/**
 * Several server processes share matchmaking through a real Redis (docs/online.md, "Scale"): a
 * room created through process A is joined by code through process B and played to the end; and
 * the `bluffhouse-server` command's flags. The processes and Redis are started by
 * scripts/game-server.mjs.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { Client } from '@colyseus/sdk';
import { bots } from '../../src/bluff-king/index.js';
import type { BluffKingView } from '../../src/bluff-king/index.js';
import { randomSource } from '../../src/core/rng.js';
import { track, withinRate } from '../support/online.js';
import { until } from '../support/until.js';

describe('online play across processes, matchmaking shared through Redis', () => {
  it('a room created through process A is joined by code through process B, and both play it to the end', async () => {
    const { a, b } = await executeServerCommand<{ a: string; b: string }, undefined>('online-cluster');
    expect(a).to.not.equal(b);
    const first = await track<BluffKingView>(new Client(a).create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
    const second = await track<BluffKingView>(new Client(b).joinById(first.room.roomId, {}));
    await until(() => first.last()?.started && second.last()?.started, 'the game to start', 10_000);
    expect(second.last()!.seat).to.equal(1);
    const rng = randomSource(3);
    const people = [first, second];
    // A client sends at most 20 messages a second (docs/online.md, "Limits and refusals"): each keeps to it.
    const sent = people.map(() => [] as number[]);
    for (let moves = 0; !first.last()!.result; moves++) {
      expect(moves, 'the game ends').to.be.below(2000);
      const state = first.last()!;
      const player = people[state.toAct[0]!]!;
      const view = player.last()!.view!;
      const logged = view.log.length;
      await withinRate(sent[state.toAct[0]!]!);
      player.room.send('move', bots.normal(view, rng));
      // The state holding this move (every move is logged) has reached both, not one already on its way.
      await until(() => player.refused.length > 0 || [first, second].every((p) => (p.last()!.view?.log.length ?? 0) > logged), 'the move to reach both', 10_000);
      expect(player.refused).to.deep.equal([]);
    }
    expect(first.refused).to.deep.equal([]);
    expect(second.refused).to.deep.equal([]);
    expect(second.last()!.result).to.deep.equal(first.last()!.result);
    await Promise.all([first.room.leave(), second.room.leave()]);
  });
});

describe('the bluffhouse-server command', () => {
  const cli = (args: string[]) => executeServerCommand<{ code: number | string; stdout: string; stderr: string }, { args: string[] }>('online-cli', { args });

  it('--help lists every flag', async () => {
    const { code, stdout } = (await cli(['--help']))!;
    expect(code).to.equal(0);
    for (const flag of ['--port', '--redis', '--public-address', '--reconnect-grace', '--no-bot-takeover', '--allowed-origins', '--messages-per-second', '--help']) expect(stdout).to.include(flag);
  });

  it('a bad flag or value says what is wrong, shows the usage and exits with status 2', async () => {
    for (const [args, message] of [
      [['--prot', '1'], /Unknown option '--prot'/],
      [['--port', 'abc'], /--port must be an integer from 0 to 65535 \(got "abc"\)/],
      [['--redis', 'localhost:6379'], /--redis must be a redis:\/\/ or rediss:\/\/ URL/],
      [['--reconnect-grace=-1'], /--reconnect-grace must be a number of seconds from 0 to 86400 \(got "-1"\)/],
      [['--reconnect-grace', 'soon'], /--reconnect-grace must be a number of seconds from 0 to 86400 \(got "soon"\)/],
      [['--no-bot-takeover', 'yes'], /Unexpected argument 'yes'/],
      [['--messages-per-second', '0'], /--messages-per-second must be an integer from 1 to 1000 \(got "0"\)/],
      [['--allowed-origins', 'example.org'], /--allowed-origins must be comma-separated origins like https:\/\/example.org \(got "example.org"\)/],
    ] as const) {
      const { code, stderr } = (await cli([...args]))!;
      expect(code, args.join(' ')).to.equal(2);
      expect(stderr, args.join(' ')).to.match(message);
      expect(stderr, args.join(' ')).to.include('Usage: bluffhouse-server');
    }
  });
});
