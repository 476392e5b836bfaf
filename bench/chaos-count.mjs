/**
 * The count of the chaos run (bench/chaos.mjs): what its people (bench/chaos-people.mjs) recorded,
 * per game against the game's final log, and the report's lines.
 */
import { TICK_MS } from './chaos-people.mjs';
import { quantile, table } from './lib.mjs';

/** Adds the counts of `from` (a Map) into `into` (a Map). */
export function addCounts(into, from) {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
}

/** `map` as `key ×n; …`, most frequent first, at most `limit` keys. */
function listCounts(map, limit = 8) {
  const sorted = [...map].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, limit).map(([key, n]) => `${key} ×${n}`);
  return sorted.length > limit ? [...shown, `${sorted.length - limit} more`] : shown;
}

/**
 * The count over every game (bench/chaos.mjs says what is counted).
 * @param resumed `(table)`: whether the game finished or took a move since the faults
 * @param pausedAt when moves were held (performance.now): a move wanted before and not accepted waits until then
 * @param start when the faults began (performance.now): rollbacks are listed in seconds from it
 * @returns `{ perGame: { [title]: {...} }, total: {...}, waits (ms, ascending), gaps (per game, the longest time
 *   it took no move, ms, ascending), drops, outages (ms, ascending: people
 *   who gave up left out, and the outage of people still out when their game ended: `endedOut`), stillWaiting,
 *   ways, gaveUp, errors, refused }` (the last three: Maps of counts)
 */
export function count(tables, resumed, pausedAt, start) {
  const blank = () => ({ games: 0, finished: 0, resumed: 0, stuck: 0, gone: 0, acked: 0, lost: 0, lostInGone: 0, unacked: 0, byBot: 0, rollbacks: 0, diverged: 0, leftOut: 0 });
  const perGame = {};
  const total = blank();
  const waits = [];
  const ways = { sdk: 0, reconnect: 0, token: 0, resume: 0 };
  let drops = 0;
  const outages = [];
  const rollbacks = [];
  let endedOut = 0;
  /** Per game, the longest time it took no move (ms), the gap still open when the moves were held included. */
  const gaps = [];
  let stillWaiting = 0;
  const gaveUp = new Map();
  /** People who gave up, by the 10 s after the faults began in which they did. */
  const gaveUpAt = new Map();
  const errors = new Map();
  const refused = new Map();
  /** Per game id, the log entry types a person's move begins with (its own seat's entry). */
  const moveTypes = new Map();
  for (const table of tables) {
    for (const person of table.people) {
      for (const ack of person.acks) {
        if (ack.end === ack.start) continue;
        const first = JSON.parse(ack.entries[0]);
        if (first.seat === person.seat) (moveTypes.get(table.game.id) ?? moveTypes.set(table.game.id, new Set()).get(table.game.id)).add(first.type);
      }
    }
  }
  for (const table of tables) {
    const row = (perGame[table.game.title] ??= blank());
    const final = table.people.reduce((longest, p) => (p.logJson.length > longest.length ? p.logJson : longest), []);
    const gone = table.people.every((p) => p.gone) && !table.result;
    const status = table.result ? 'finished' : gone ? 'gone' : resumed(table) ? 'resumed' : 'stuck';
    const counts = { games: 1, [status]: 1, acked: 0, lost: 0, lostInGone: 0, unacked: 0, byBot: 0, rollbacks: 0, diverged: 0, leftOut: 0 };
    const starts = new Map();
    for (const person of table.people) {
      counts.rollbacks += person.rollbacks;
      for (const { at, way } of person.rollbackLog) rollbacks.push([at, `${((at - start) / 1000).toFixed(0)} s ${table.game.id} ${table.code} after ${way}`]);
      if (person.logJson.some((entry, i) => final[i] !== entry)) counts.diverged += 1;
      for (const ack of person.acks) {
        counts.acked += 1;
        starts.set(`${person.seat}:${ack.start}`, true);
        const kept = ack.end === ack.start ? final.length >= ack.start : ack.entries.slice(0, ack.end - ack.start).every((entry, i) => final[ack.start + i] === entry);
        if (!kept || ack.undone) counts.lost += 1;
        if (status === 'gone') counts.lostInGone += 1;
      }
      waits.push(...person.waits);
      // A move wanted before the moves were held and never sent or accepted waits still (unless its
      // person gave up: a game that never came back is counted as gone, not as a wait).
      const { want } = person;
      if (want && !person.over && !person.gone && want.decideAt < pausedAt - 2 * TICK_MS && want.logLength === person.logJson.length) {
        waits.push(pausedAt - want.decideAt);
        stillWaiting += 1;
      }
      for (const way of Object.keys(ways)) ways[way] += person.ways[way];
      drops += person.drops;
      if (person.gone) {
        // Out for good: counted here, not among the outages.
        addCounts(gaveUp, new Map([[`${person.gone} (the game ${table.result ? 'finished meanwhile' : 'went on without them'})`, 1]]));
        addCounts(gaveUpAt, new Map([[Math.floor((person.goneAt - start) / 10_000) * 10, 1]]));
        if (!table.result) counts.leftOut += 1;
      } else {
        outages.push(...person.outages);
        if (person.endedOut) endedOut += 1;
        else if (person.outSince !== null) outages.push(pausedAt - person.outSince);
      }
      addCounts(errors, person.errors);
      addCounts(refused, person.refused);
    }
    const open = table.result || table.lastMove === null ? 0 : pausedAt - table.lastMove;
    gaps.push(Math.max(table.longestGap, open));
    const types = moveTypes.get(table.game.id) ?? new Set();
    final.forEach((json, i) => {
      const entry = JSON.parse(json);
      if (!types.has(entry.type) || typeof entry.seat !== 'number' || starts.has(`${entry.seat}:${i}`)) return;
      counts.unacked += 1;
      if (table.botSeats.has(entry.seat)) counts.byBot += 1;
    });
    for (const key of Object.keys(counts)) {
      row[key] += counts[key];
      total[key] += counts[key];
    }
  }
  waits.sort((a, b) => a - b);
  outages.sort((a, b) => a - b);
  gaps.sort((a, b) => a - b);
  return { perGame, total, waits, gaps, drops, outages, endedOut, rollbackList: rollbacks.sort((a, b) => a[0] - b[0]).map(([, text]) => text), gaveUpAt, stillWaiting, ways, gaveUp, errors, refused };
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A census of Redis (bench/chaos-cluster.mjs) as `records, listings / running`. */
const censusText = (c) => (!c ? '-' : c.records === undefined ? `unknown / ${c.running}` : `${c.records}, ${c.listings} / ${c.running}`);

/** The report's lines for `chaosRun`'s figures `r`, with the `titles` of the games played. */
export function chaosLines(r, titles) {
  const { total } = r;
  const columns = [['games', 'games'], ['finished', 'finished'], ['resumed', 'resumed'], ['stuck', 'stuck'], ['gone', 'gone'], ['acked', 'acked'], ['lost', 'lost'], ['unacked', 'unacked'], ['byBot', '(by bot)'], ['rollbacks', 'rollback']];
  const counts = table([{ title: 'game', cell: ([label]) => label }, ...columns.map(([key, title]) => ({ title, cell: ([, c]) => c[key] }))], [...Object.entries(r.perGame), ['all', total]]);
  const goal = total.lost === 0 && total.unacked - total.byBot === 0 && total.stuck === 0 && total.gone === 0 && total.rollbacks === 0 && total.leftOut === 0;
  const kills = r.faults.filter((f) => f.what.startsWith('kill')).length;
  const redis = r.faults.find((f) => f.what.startsWith('Redis'));
  return [
    `Chaos run: ${r.rooms} rooms at a time (${titles.join(', ')} in turn; 4 seats, every seat a @colyseus/sdk client moving`,
    `  1–2 s after it is asked, the normal bot on its own view), two bluffhouse-server processes on one redis-server, all on`,
    `  loopback (bench/chaos.mjs); ${r.seconds} s of faults: kill -9 of a server every ${r.killEvery} s, the two in turn, restarted at once`,
    `  on its port (${kills} kills), Redis killed and restarted empty at ${redis ? redis.at.toFixed(0) : '-'} s; and ${r.blips} lost connection per room a minute,`,
    `  a network loss (the SDK reconnects) and a page reload (back with the seat's ticket) in turn (${r.blipped.network} + ${r.blipped.reload}).`,
    '  A game that ends is replaced until the faults are over.',
    `  Load average at start ${r.load}; ${r.settled ? 'every room had finished or taken a move since the faults' : 'NOT every room had finished or taken a move since the faults'} ${r.settledIn.toFixed(1)} s after the faults.`,
    ...counts,
    '  (games: room codes played; finished: a person saw the result; resumed: took a move after the faults; stuck:',
    '  no move since (people away or present); gone: every person gave up; acked: moves people saw accepted; lost:',
    '  acked, then undone or not in the final log; unacked: moves in the final log no person saw accepted, (by bot):',
    '  of a seat a bot played at some point; rollback: a state undoing what a person had seen)',
    `  Acknowledged moves lost (undone, or not in the final log): ${total.lost}${total.lostInGone ? ` (${total.lostInGone} acknowledged in games that never came back, unverifiable)` : ''}; applied with no acknowledgement: ${total.unacked - total.byBot} (plus ${total.byBot} by bots); rollbacks: ${total.rollbacks}; people whose log left the final one: ${total.diverged}; people who gave up on a game still running: ${total.leftOut}.`,
    `  Redis against the games running (saved games, room listings / games): before its restart ${censusText(r.census.before)}; 10 s after ${censusText(r.census.after)}; at the end ${censusText(r.census.end)}.`,
    ...(r.rollbackList.length ? [`  Rollbacks (s after the faults began, game, code, how that person had last come back): ${r.rollbackList.slice(0, 12).join('; ')}${r.rollbackList.length > 12 ? `; ${r.rollbackList.length - 12} more` : ''}.`] : []),
    `  Longest time a room could not take a move: ${secs(quantile(r.waits, 1))} (person ready → move accepted; p50 ${secs(quantile(r.waits, 0.5))}, p99 ${secs(quantile(r.waits, 0.99))}, ${r.waits.length} moves; ${r.stillWaiting} still waiting at the end).`,
    `  Longest time a room took no move at all (its people's 1–2 s think times included; a person who gave up waits for a bot): ${secs(quantile(r.gaps, 1))} (per game: p50 ${secs(quantile(r.gaps, 0.5))}, p99 ${secs(quantile(r.gaps, 0.99))}).`,
    `  A person out (connection lost → next state): p50 ${secs(quantile(r.outages, 0.5))}, p99 ${secs(quantile(r.outages, 0.99))}, longest ${secs(quantile(r.outages, 1))}; ${r.endedOut} still out when their game ended.`,
    `  How people came back (${r.drops} drops): SDK reconnection ${r.ways.sdk}, client.reconnect(token) ${r.ways.reconnect}, joinById with seat token ${r.ways.token}, create resume ${r.ways.resume}; gave up (as a table does when the resume finds no saved game): ${r.gaveUp.size ? listCounts(r.gaveUp).join('; ') : 'none'}.`,
    ...(r.gaveUpAt.size ? [`  When they gave up (s after the faults began: people): ${[...r.gaveUpAt].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}–${s + 10}: ${n}`).join(', ')}.`] : []),
    `  Client errors while coming back: ${r.errors.size ? listCounts(r.errors).join('; ') : 'none'}.`,
    ...(r.startErrors.size ? [`  Rooms that could not be created or joined: ${listCounts(r.startErrors).join('; ')}.`] : []),
    `  Refusals: ${r.refused.size ? listCounts(r.refused).join('; ') : 'none'}. Server log lines reporting errors: ${r.serverErrors.size ? listCounts(r.serverErrors, 6).join('; ') : 'none'}.`,
    `  Servers' exit after SIGTERM at the end: ${r.exitTimes.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}.`,
    `  Goal (0 acknowledged moves lost, 0 applied twice, every room finished or resumed, nobody left out of a running game): ${goal ? 'met' : 'missed'}.`,
  ];
}

