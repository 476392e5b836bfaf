/**
 * Results to keep (issue 23): components/internal/table/results-export.ts and the tables'
 * `exportResults`, `<bluff-results-download>` under the results panel. The CSV cells (RFC 4180
 * quoting, the formula guard), then for every registered game a whole game played by bots on the
 * page (seed fixed, no delay): the standings' rows against `game-over`'s detail, the JSON against
 * the spectator's view (nothing else in it), BiggieBills' ledger against the log's payments, the
 * buttons' files and the printable page.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { registeredGames } from '../../components/games.js';
import '../../components/index.js';
import type { GameOverDetail } from '../../components/index.js';
import { printHtml } from '../../components/internal/pieces/results-download.js';
import { csvCell, exportResults, toCsv } from '../../components/internal/table/results-export.js';
import type { GameView, LogEntry } from '../../src/core/types.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { makeTable, type Table } from '../support/table-harness.js';
import { until } from '../support/until.js';

/** RFC 4180 records of `text` (quoted cells, doubled quotes, CRLF between records), the test's own reading. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { record.push(cell); records.push(record); record = []; cell = ''; i++; } else cell += c;
  }
  expect(cell, 'nothing after the last CRLF').to.equal('');
  return records;
}

/** Places by standard competition numbering (1, 2, 2, 4), seat by seat, as the test reads a ranking. */
function placesOf(ranking: number[][]): Map<number, number> {
  const places = new Map<number, number>();
  ranking.reduce((place, tied) => (tied.forEach((seat) => places.set(seat, place)), place + tied.length), 1);
  return places;
}

/** A name a spreadsheet would run as a formula, one with a quote and a comma-free plain one. */
const NAMES = ['=SUM(A1)', 'Ana "Q"', '+Bo'];
const GUARDED = ["'=SUM(A1)", 'Ana "Q"', "'+Bo"];

describe('results export: cells', () => {
  it('quotes a cell with a comma, a quote or a line break (RFC 4180) and keeps a formula as text', () => {
    expect(csvCell('plain')).to.equal('plain');
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvCell('=1+1')).to.equal("'=1+1");
    expect(csvCell('+1')).to.equal("'+1");
    expect(csvCell('-1')).to.equal("'-1");
    expect(csvCell('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).to.equal('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell(-3), 'a number stays a number').to.equal('-3');
    expect(csvCell(Number.NaN)).to.equal('');
    expect(toCsv({ header: ['a', 'b'], rows: [[1, 'x,y']] })).to.equal('a,b\r\n1,"x,y"\r\n');
    expect(parseCsv(toCsv({ header: ['n'], rows: [['a "b", c\nd']] }))).to.deep.equal([['n'], ['a "b", c\nd']]);
  });

  it('no game over: \'\' for every format; a bad format throws a RangeError naming format', () => {
    for (const format of ['csv', 'ledger-csv', 'json', 'html'] as const) expect(exportResults(format, null)).to.equal('');
    expect(() => exportResults('xlsx' as never, null)).to.throw(RangeError, /format must be one of 'csv', 'ledger-csv', 'json', 'html'; got "xlsx"/);
  });
});

type Exporting = Table & { exportResults(format: string): Promise<string>; controller: { view(seat: number | null): GameView | null } };

for (const game of registeredGames) {
  describe(`results export: a whole game of <${game.tag}> played by bots`, () => {
    let table: Exporting;
    let detail: GameOverDetail;

    before(async () => {
      await game.load();
      const players = String(Math.min(Math.max(3, game.players.min), game.players.max));
      table = makeTable(game.tag, { players, seed: '7', humans: 'none', 'bot-delay': '0', names: NAMES.join(','), 'max-cycles': '2' }) as Exporting;
      expect(await table.exportResults('csv'), 'before the end').to.equal('');
      expect(await table.exportResults('pdf').then(() => null, (error: unknown) => error), 'a bad format').to.be.instanceOf(RangeError).and.have.property('message').match(/format/);
      detail = (await oneEvent(table, 'game-over') as CustomEvent<GameOverDetail>).detail;
      await until(() => inShadow(table, 'bluff-results-download') && allInShadow(inShadow(table, 'bluff-results-download'), 'button').length > 0, 'the download buttons');
    });
    after(() => table.remove());

    it('the CSV has a row per seat, best first: place, name (formula-guarded) and the results panel\'s columns', async () => {
      const [header, ...rows] = parseCsv(await table.exportResults('csv'));
      expect(header!.slice(0, 2)).to.deep.equal(['Place', game.id === 'biggie-bills' ? 'Team' : 'Player']);
      const places = placesOf(detail.ranking);
      expect(rows.map((row) => [Number(row[0]), row[1]])).to.deep.equal(detail.ranking.flat().map((seat) => [places.get(seat), GUARDED[seat]]));
      for (const row of rows) expect(row, 'a cell per column').to.have.length(header!.length);
      if (detail.scores) {
        // BiggieBills' cash ($M) and Bluffing Billionaires' total are the result's scores, as plain numbers.
        const column = header!.findIndex((label) => /Cash \(\$M\)|Total/.test(label));
        expect(column, `a score column in ${header!.join('|')}`).to.be.greaterThan(1);
        expect(rows.map((row) => Number(row[column]))).to.deep.equal(detail.ranking.flat().map((seat) => detail.scores![seat]));
      }
    });

    it('the JSON is the game, the names, the result and the spectator\'s log: nothing else', async () => {
      const kept = JSON.parse(await table.exportResults('json')) as { game: string; names: string[]; result: GameOverDetail; log: LogEntry[] };
      expect(Object.keys(kept)).to.deep.equal(['game', 'names', 'result', 'log']);
      const spectator = table.controller.view(null)!;
      expect(kept.game).to.equal(detail.game);
      expect(kept.names).to.deep.equal(NAMES);
      expect(kept.log).to.deep.equal(JSON.parse(JSON.stringify(spectator.log)));
      expect(kept.result).to.deep.equal(JSON.parse(JSON.stringify(spectator.result)));
      expect(kept.result.ranking).to.deep.equal(detail.ranking);
      // What a seat sees beyond the spectator (its hand…) is in no top-level field of the file.
      for (let seat = 0; seat < detail.names.length; seat++) {
        const own = table.controller.view(seat)! as unknown as Record<string, unknown>;
        const hidden = Object.keys(own).filter((key) => JSON.stringify(own[key]) !== JSON.stringify((spectator as unknown as Record<string, unknown>)[key]));
        for (const key of hidden.filter((key) => key !== 'seat' && key !== 'prompt')) expect(kept, `seat ${seat}'s ${key}`).to.not.have.property(key);
      }
    });

    it('the ledger: BiggieBills\' payments one row each (amount in $M, payer, payee, ruling); none in the other games', async () => {
      const ledger = await table.exportResults('ledger-csv');
      const pays = table.controller.view(null)!.log.filter((entry) => entry.type === 'pay') as unknown as { payer: number | 'bank'; payee: number | 'bank'; amount: number; ruling: string }[];
      if (game.id !== 'biggie-bills') {
        expect(ledger).to.equal('');
        return;
      }
      const [header, ...rows] = parseCsv(ledger);
      expect(header).to.deep.equal(['#', 'Cycle', 'Payer', 'Payee', 'Amount ($M)', 'For', 'Rule']);
      expect(pays.length, 'payments in a two-cycle game').to.be.greaterThan(0);
      const party = (p: number | 'bank') => (p === 'bank' ? 'the bank' : GUARDED[p]);
      expect(rows.map((row) => [row[2], row[3], Number(row[4]), row[6]])).to.deep.equal(pays.map((pay) => [party(pay.payer), party(pay.payee), pay.amount, pay.ruling]));
    });

    it('the buttons save those files (a CSV with a byte order mark) and Print shows the standings', async () => {
      const piece = inShadow(table, 'bluff-results-download')!;
      const labels = allInShadow(piece, 'button').map((button) => button.textContent!.trim());
      expect(labels).to.deep.equal(['Download results (CSV)', ...(game.id === 'biggie-bills' ? ['Ledger (CSV)'] : []), 'Log (JSON)', 'Print']);
      const saved: Blob[] = [];
      const create = URL.createObjectURL;
      const click = HTMLAnchorElement.prototype.click;
      const names: string[] = [];
      URL.createObjectURL = (blob: Blob) => (saved.push(blob), create.call(URL, blob));
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) { names.push(this.download); };
      try {
        allInShadow<HTMLButtonElement>(piece, 'button')[0]!.click();
        allInShadow<HTMLButtonElement>(piece, 'button').at(-2)!.click();
      } finally {
        URL.createObjectURL = create;
        HTMLAnchorElement.prototype.click = click;
      }
      expect(names[0]).to.match(new RegExp(`^${game.id}-\\d{4}-\\d\\d-\\d\\d-standings\\.csv$`));
      expect(names[1]).to.match(/-log\.json$/);
      const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)], 'UTF-8 byte order mark').to.deep.equal([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).to.equal(`\uFEFF${await table.exportResults('csv')}`);
      expect(await saved[1]!.text()).to.equal(await table.exportResults('json'));

      let printed: Window | null = null;
      const frame = printHtml(await table.exportResults('html'), (win) => (printed = win));
      try {
        expect(printed).to.equal(frame.contentWindow);
        const doc = frame.contentDocument!;
        expect(doc.querySelector('h1')!.textContent).to.match(/^Game over: /);
        expect(doc.adoptedStyleSheets, 'the print styles, as a constructed sheet (the strict CSP)').to.have.length(1);
        const tables = doc.querySelectorAll('table');
        expect(tables, 'standings, and the ledger in BiggieBills').to.have.length(game.id === 'biggie-bills' ? 2 : 1);
        // On paper the columns read as on the panel: BiggieBills' cash as money, under its own label.
        if (game.id === 'biggie-bills') expect([...tables[0]!.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Place', 'Team', 'Cash', 'Completed cards', 'Status']);
        expect([...tables[0]!.querySelectorAll('tbody tr th, tbody tr td:nth-child(2)')].map((cell) => cell.textContent)).to.deep.equal(detail.ranking.flat().map((seat) => NAMES[seat]));
      } finally {
        frame.remove();
      }
    });
  });
}

describe('results export: a game the host ended mid-game (HOST_END), every game', () => {
  for (const game of registeredGames) {
    it(`<${game.tag}>: the CSV's places and names are game-over's ranking, the JSON's result says reason host`, async () => {
      await game.load();
      const players = String(Math.min(Math.max(3, game.players.min), game.players.max));
      const table = makeTable(game.tag, { players, seed: '4', humans: 'none', 'bot-delay': '50', names: NAMES.join(',') }) as Exporting & { sendMove(event: { type: string; seat: number }, by: 'table'): { ok: boolean } };
      try {
        await until(() => table.controller.view(null)?.log.length, 'the game under way', 10_000);
        const over = oneEvent(table, 'game-over');
        expect(table.sendMove({ type: 'HOST_END', seat: 0 }, 'table')).to.deep.equal({ ok: true });
        const detail = (await over as CustomEvent<GameOverDetail & { reason?: string }>).detail;
        expect(detail.reason).to.equal('host');
        const [, ...rows] = parseCsv(await table.exportResults('csv'));
        const places = placesOf(detail.ranking);
        expect(rows.map((row) => [Number(row[0]), row[1]])).to.deep.equal(detail.ranking.flat().map((seat) => [places.get(seat), GUARDED[seat]]));
        const kept = JSON.parse(await table.exportResults('json')) as { result: { reason: string; ranking: number[][] }; log: LogEntry[] };
        expect(kept.result.reason).to.equal('host');
        expect(kept.result.ranking).to.deep.equal(detail.ranking);
        expect(kept.log).to.deep.equal(JSON.parse(JSON.stringify(table.controller.view(null)!.log)));
      } finally {
        table.remove();
      }
    });
  }
});
