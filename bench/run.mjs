/**
 * `npm run bench`: engine throughput (whole games per second, through the XState machine and
 * through the rule functions directly), a bot arena, and the size of the single-file builds.
 * Runs on the tsc output in dist/ (the npm script builds it first). Numbers, not pass/fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { playGame, randomSource } from '../dist/src/index.js';
import { definition, bots } from '../dist/src/bluff-king/index.js';
import * as rules from '../dist/src/bluff-king/rules.js';
import { viewOf } from '../dist/src/bluff-king/view.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

/** Runs `game(i)` for about SECONDS; returns games per second. */
function throughput(game) {
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) game(games++);
  return games / ((performance.now() - start) / 1000);
}

/** One BluffKing game through the rule functions only, mirroring machine.ts's transitions. */
function bluffKingByRules(input, seatBots, rng) {
  let ctx = rules.setupGame(rules.parseInput(input));
  let phase = 'lead';
  for (let moves = 0; phase !== 'over'; moves++) {
    if (moves > 100_000) throw new Error('game did not end');
    const event = seatBots[ctx.asked](viewOf(ctx, phase, ctx.asked), rng);
    if (!rules.checkEvent(phase, ctx, event).ok) throw new Error(`illegal ${event.type}`);
    if (event.type === 'PLAY' || event.type === 'FOLLOW') {
      ctx = rules.claim(ctx, event);
      phase = 'challenge';
      continue;
    }
    if (event.type === 'PASS') {
      phase = rules.lastToAsk(ctx) ? 'lead' : 'follow';
      ctx = rules.pass(ctx, event);
      continue;
    }
    let settle = true;
    if (event.type === 'CHALLENGE') ctx = rules.resolveChallenge(ctx, event);
    else {
      settle = rules.lastToAsk(ctx);
      ctx = rules.decline(ctx, event);
    }
    if (!settle) continue;
    if (rules.playerOut(ctx) !== null) {
      ctx = rules.declareWinner(ctx);
      phase = 'over';
    } else phase = rules.roundOver(ctx) ? 'lead' : 'follow';
  }
  return rules.gameResult(ctx);
}

function engine() {
  const seatBots = Array(4).fill(bots.normal);
  const machine = throughput((i) => playGame(definition, { players: 4, seed: i }, seatBots, randomSource(i)));
  const direct = throughput((i) => bluffKingByRules({ players: 4, seed: i }, seatBots, randomSource(i)));
  // Same seeds give the same games both ways: a cheap check that the driver mirrors the machine.
  for (let i = 0; i < 20; i++) {
    const a = playGame(definition, { players: 4, seed: i }, seatBots, randomSource(i)).result;
    const b = bluffKingByRules({ players: 4, seed: i }, seatBots, randomSource(i));
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`machine and rules disagree on seed ${i}`);
  }
  console.log('BluffKing engine, 4 players, normal bots (whole games per second)');
  console.log(`  through the machine   ${machine.toFixed(0).padStart(7)} games/s`);
  console.log(`  through the rules     ${direct.toFixed(0).padStart(7)} games/s`);
  console.log(`  machine overhead      ${(direct / machine).toFixed(2).padStart(7)} × slower`);
}

function arena(games = 400) {
  const lineups = [['hard', 'normal', 'easy', 'random'], ['hard', 'normal', 'normal', 'normal'], ['normal', 'easy', 'easy', 'easy'], ['hard', 'normal']];
  console.log(`\nBluffKing bot arena (${games} games each, seats rotated; share of wins)`);
  for (const lineup of lineups) {
    const wins = Object.fromEntries(lineup.map((level) => [level, 0]));
    for (let seed = 0; seed < games; seed++) {
      const order = lineup.map((_, i) => lineup[(i + seed) % lineup.length]);
      const { result } = playGame(definition, { players: lineup.length, seed }, order.map((level) => bots[level]), randomSource(seed + 1e6));
      wins[order[result.winners[0]]] += 1 / games;
    }
    const counts = {};
    for (const level of lineup) counts[level] = (counts[level] ?? 0) + 1;
    const line = Object.entries(wins).map(([level, share]) => `${level}${counts[level] > 1 ? `×${counts[level]}` : ''} ${(share * 100).toFixed(0)}%`).join(', ');
    console.log(`  ${lineup.join(' vs ').padEnd(34)} ${line}`);
  }
}

function sizes() {
  console.log('\nSingle-file builds (min + gzip -9)');
  for (const [file, target] of [['dist/cdn/bluff-king-table.js', 35], ['dist/cdn/bluffhouse.js', null]]) {
    if (!existsSync(file)) {
      console.log(`  ${file}: missing (run npm run build)`);
      continue;
    }
    const code = readFileSync(file);
    const kb = gzipSync(code, { level: 9 }).length / 1000;
    console.log(`  ${file.padEnd(30)} ${(code.length / 1000).toFixed(1).padStart(6)} kB min  ${kb.toFixed(1).padStart(5)} kB gz${target ? `  (target ≤ ${target} kB: ${kb <= target ? 'met' : 'missed'})` : ''}`);
  }
}

engine();
arena();
sizes();
