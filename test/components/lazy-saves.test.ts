/**
 * The code of `persist-key` saves loaded when a game with a `persist-key` first starts (components/internal/table/lazy-saves.ts,
 * issue 25): a table without `persist-key` plays without it; a table with one holds its first
 * drawing until it is in, then saves and resumes; a local source started before it is in starts
 * its game once it is; should it not load, a new game starts unsaved, reported as `bad-save`
 * (`game-error` and the table's notice), and nothing throws into the page. A file of its own: a
 * fresh page, where nothing has loaded the saves' code yet. No test waits for a time.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import { humansAttribute } from '../../components/internal/table/attributes.js';
import { LocalGameController } from '../../components/internal/table/game-controller.js';
import type { GameSource, GameSourceCallbacks } from '../../components/internal/table/game-source.js';
import { importSaveCode, saveCode, saveCodeFailed, setSaveCodeImport, type SaveCode } from '../../components/internal/table/lazy-saves.js';
import type { GameErrorDetail, GameStartDetail } from '../../components/internal/table/table-events.js';
import { readSettings } from '../../components/internal/table/table-settings.js';
import { bots, definition, type BluffKingEvent, type BluffKingInput, type BluffKingView } from '../../src/bluff-king/index.js';
import { inShadow } from '../support/dom.js';
import { makeTable, nextPrompt } from '../support/table-harness.js';
import { until } from '../support/until.js';

/** BluffKing's settings for 3 players, seed 4, bots only. */
const settings = () => readSettings({ players: '3', seed: '4' }, {
  definition, optionAttributes: [], defaultPlayers: 3, gameNumber: 0, readHumans: (players) => humansAttribute('none', players),
});

/** A saves' code import the test resolves or rejects. */
function heldImport(): { load: () => Promise<SaveCode>; resolve(): Promise<void>; reject(): void; imports: () => number } {
  let imports = 0;
  let settle: { resolve(code: SaveCode): void; reject(error: Error): void } | null = null;
  return {
    load: () => {
      imports += 1;
      return new Promise<SaveCode>((resolve, reject) => (settle = { resolve, reject }));
    },
    // Settles once the real module is in: the source's handler is queued before whatever awaits this.
    resolve: () => importSaveCode().then((code) => settle!.resolve(code)),
    reject: () => settle!.reject(new Error('the chunk is missing')),
    imports: () => imports,
  };
}

/** The import the next <failing-saves-bluff-king-table> loads its saves' code with. */
let tableImport: (() => Promise<SaveCode>) | null = null;

/** <bluff-king-table> whose saves' code comes from `tableImport`: the only change. */
class HeldSavesTable extends BluffKingTable {
  protected override createSource(callbacks: GameSourceCallbacks): GameSource<BluffKingInput, BluffKingEvent, BluffKingView> {
    return new LocalGameController(definition, { bots, persistKey: () => this.persistKey?.trim() || null, botDelay: () => 0, loadSaveCode: tableImport! }, callbacks);
  }
}
customElements.define('held-saves-bluff-king-table', HeldSavesTable);

describe('the saves\' code loaded with persist-key only (lazy-saves.ts, issue 25)', function () {
  this.timeout(30_000);

  // First in the file: nothing has loaded the code yet.
  it('a table without persist-key plays without loading it', async () => {
    const table = makeTable('bluff-king-table', { players: '3', seed: '2', 'bot-delay': '0' });
    await nextPrompt(table);
    expect(saveCode(), 'the saves\' code').to.equal(null);
    table.remove();
  });

  it('a local source with persist-key started before the code is in starts its game once it is, and saves it', async () => {
    const held = heldImport();
    const key = `lazy-saves-${Math.random()}`;
    let starts = 0;
    const source = new LocalGameController(definition, { bots, persistKey: () => key, botDelay: () => 0, loadSaveCode: held.load }, { onStart: () => { starts += 1; } });
    source.start(settings());
    expect(source.view(null), 'no game before the code is in').to.equal(null);
    expect(held.imports()).to.equal(1);
    await held.resolve();
    await until(() => starts === 1, 'the game started', 5000);
    await until(() => localStorage.getItem(key) !== null, 'the game saved', 5000);
    expect(JSON.parse(localStorage.getItem(key)!)).to.have.property('v', 2);
    source.stop();
    localStorage.removeItem(key);
  });

  it('a source stopped while the code loads starts nothing', async () => {
    const held = heldImport();
    let starts = 0;
    const source = new LocalGameController(definition, { bots, persistKey: () => 'lazy-saves-stopped', botDelay: () => 0, loadSaveCode: held.load }, { onStart: () => { starts += 1; } });
    source.start(settings());
    source.stop();
    await held.resolve();
    // The source's handler of the load ran before this line (queued first).
    await Promise.resolve();
    expect(starts, 'the stopped source').to.equal(0);
    expect(source.view(null)).to.equal(null);
    expect(localStorage.getItem('lazy-saves-stopped')).to.equal(null);
  });

  it('a table whose saves\' code never loads (the page\'s shared load fails too) asks for it a bounded number of times, then plays a new game unsaved (bad-save)', async () => {
    // Before any test loads the code through the page's shared load.
    expect(saveCode()).to.equal(null);
    let sharedImports = 0;
    setSaveCodeImport(() => {
      sharedImports += 1;
      return Promise.reject(new Error('the chunk is missing'));
    });
    tableImport = () => Promise.reject(new Error('the chunk is missing'));
    const warn = console.warn;
    console.warn = () => {};
    const key = `lazy-saves-never-${Math.random()}`;
    const table = document.createElement('held-saves-bluff-king-table') as HeldSavesTable;
    for (const [name, value] of Object.entries({ players: '3', seed: '4', humans: 'none', 'bot-delay': '0', 'persist-key': key })) table.setAttribute(name, value);
    const problems: GameErrorDetail[] = [];
    table.addEventListener('game-error', (e) => problems.push((e as CustomEvent<GameErrorDetail>).detail));
    document.body.append(table);
    try {
      await until(() => inShadow(table, 'bluff-king-pile'), 'the table drawn', 10_000);
      expect(problems.map((p) => p.code)).to.deep.equal(['bad-save']);
      expect(saveCodeFailed()).to.equal(true);
      // One hold of the first drawing: one shared load, not one per retried update.
      expect(sharedImports).to.equal(1);
      expect(localStorage.getItem(key), 'not saved').to.equal(null);
    } finally {
      table.remove();
      console.warn = warn;
      tableImport = null;
      setSaveCodeImport(importSaveCode);
      localStorage.removeItem(key);
    }
  });

  it('a table whose saves\' code cannot load starts a new game unsaved, says so (game-error bad-save and a notice) and throws nothing', async () => {
    const held = heldImport();
    tableImport = held.load;
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    const onRejection = (event: PromiseRejectionEvent) => thrown.push(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const key = `lazy-saves-failed-${Math.random()}`;
    const table = document.createElement('held-saves-bluff-king-table') as HeldSavesTable;
    for (const [name, value] of Object.entries({ players: '3', seed: '4', humans: 'none', 'bot-delay': '0', 'persist-key': key })) table.setAttribute(name, value);
    const starts: GameStartDetail[] = [];
    const problems: GameErrorDetail[] = [];
    table.addEventListener('game-start', (e) => starts.push((e as CustomEvent<GameStartDetail>).detail));
    table.addEventListener('game-error', (e) => problems.push((e as CustomEvent<GameErrorDetail>).detail));
    document.body.append(table);
    try {
      await until(() => held.imports() === 1, 'the saves\' code asked for', 5000);
      held.reject();
      await until(() => starts.length === 1, 'a new game', 5000);
      expect(problems.map((p) => p.code)).to.deep.equal(['bad-save']);
      expect(problems[0]!.message).to.contain('could not load');
      expect(String(warnings[0]?.[0])).to.contain('the code of saved games could not load');
      await until(() => inShadow(table, '[part="error"][role="status"]'), 'the notice in the table', 5000);
      await until(() => inShadow(table, 'bluff-king-pile'), 'the table drawn', 5000);
      expect(localStorage.getItem(key), 'not saved').to.equal(null);
      expect(thrown).to.deep.equal([]);
    } finally {
      table.remove();
      console.warn = warn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      tableImport = null;
      localStorage.removeItem(key);
    }
  });

  it('a table with persist-key draws its first game once the code is in, saves each move and resumes', async () => {
    const key = `lazy-saves-table-${Math.random()}`;
    const attributes = { players: '3', seed: '9', 'bot-delay': '0', 'persist-key': key };
    const first = makeTable('bluff-king-table', attributes);
    await nextPrompt(first);
    expect(saveCode(), 'the saves\' code').to.not.equal(null);
    await until(() => localStorage.getItem(key) !== null, 'the save', 5000);
    const saved = localStorage.getItem(key);
    first.remove();
    const resumed: GameStartDetail[] = [];
    const again = makeTable('bluff-king-table', attributes);
    again.addEventListener('game-start', (e) => resumed.push((e as CustomEvent<GameStartDetail>).detail));
    await nextPrompt(again);
    expect(resumed.map((s) => s.resumed)).to.deep.equal([true]);
    expect(localStorage.getItem(key)).to.equal(saved);
    again.remove();
    localStorage.removeItem(key);
  });
});
