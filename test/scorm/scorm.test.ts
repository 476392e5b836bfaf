/**
 * SCORM 1.2 packages (scripts/package-scorm.mjs, README "SCORM packages") in a real SCORM run-time:
 * scorm-again's `Scorm12API` on this page is the LMS (`window.API`, where a package looks for it),
 * and each package is served from inside its zip by test/fixtures/scorm-packages.mjs, as an LMS
 * serves an upload. The tests read back what the package wrote to the LMS: the attempt started,
 * then after a bots-only game and after games the learner plays (with the hard bot's choices, as a
 * person would click them), the score, the lesson status against the mastery score, the session
 * time, the commit, and LMSFinish when the frame goes.
 */
import { expect } from '@open-wc/testing';
import { unzipSync, strFromU8 } from 'fflate';
import { registeredGames } from '../../components/games.js';
import type { GameOverDetail } from '../../components/index.js';
import { bluffKing } from '../../src/index.js';
import type { GameEvent } from '../../src/core/types.js';
import { inShadow } from '../support/dom.js';
import { until } from '../support/until.js';
import { launch, startLms, tableIn, tableState, valueOf } from './lms-harness.js';

const IMSCP = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';

/** Plays the learner's seat with the hard bot's choices until the game ends. */
async function playAsLearner(table: HTMLElement, over: Promise<GameOverDetail>): Promise<GameOverDetail> {
  let ended: GameOverDetail | null = null;
  void over.then((detail) => (ended = detail));
  let moves = 0;
  while (!ended) {
    const { view, toAct, send } = tableState(table);
    if (view && view.seat !== null && toAct.includes(view.seat)) {
      const verdict = send(bluffKing.bots.hard(view as never, Math.random) as GameEvent);
      expect(verdict, 'the learner\'s move is legal').to.deep.equal({ ok: true });
      moves++;
      // The table shows the move before it asks again.
      await until(() => ended || JSON.stringify(tableState(table).view) !== JSON.stringify(view), 'the move to show', 10_000);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  expect(moves, 'the learner played').to.be.greaterThan(0);
  return ended;
}

/** Every request the frame made, as paths. */
const requestsOf = (frame: HTMLIFrameElement) =>
  frame.contentWindow!.performance.getEntriesByType('resource').map((entry) => new URL(entry.name));


describe('SCORM 1.2 packages (issue 11)', function () {
  this.timeout(300_000);
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    delete window.API;
  });

  for (const game of registeredGames) {
    it(`${game.id}.zip: imsmanifest.xml has SCORM 1.2's required elements and lists exactly the package's files; no other game's code`, async () => {
      const response = await fetch(`/__scorm__/standard/${game.id}.zip`);
      expect(response.status, await response.clone().text().then((t) => t.slice(0, 500))).to.equal(200);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files)).to.include.members(['imsmanifest.xml', 'index.html', 'scorm.js', 'embed.css']);
      const xml = new DOMParser().parseFromString(strFromU8(files['imsmanifest.xml']!), 'application/xml');
      expect(xml.querySelector('parsererror'), 'well-formed XML').to.equal(null);
      const one = (parent: Element | Document, name: string, ns = IMSCP) => {
        const found = [...parent.getElementsByTagNameNS(ns, name)];
        expect(found.length, `<${name}>`).to.be.greaterThan(0);
        return found[0]!;
      };
      const manifest = xml.documentElement;
      expect(manifest.namespaceURI).to.equal(IMSCP);
      expect(manifest.localName).to.equal('manifest');
      expect(manifest.getAttribute('identifier')).to.match(/^\S+$/);
      const metadata = one(manifest, 'metadata');
      expect(one(metadata, 'schema').textContent).to.equal('ADL SCORM');
      expect(one(metadata, 'schemaversion').textContent).to.equal('1.2');
      const organizations = one(manifest, 'organizations');
      const organization = one(organizations, 'organization');
      expect(organizations.getAttribute('default')).to.equal(organization.getAttribute('identifier'));
      expect(one(organization, 'title').textContent).to.equal(game.title);
      const item = one(organization, 'item');
      expect(item.getAttribute('identifier')).to.match(/^\S+$/);
      expect(one(item, 'title').textContent).to.equal(game.title);
      expect(one(item, 'masteryscore', ADLCP).textContent, 'the default mastery score: a win').to.equal('100');
      const resources = [...one(manifest, 'resources').getElementsByTagNameNS(IMSCP, 'resource')];
      const sco = resources.find((resource) => resource.getAttribute('identifier') === item.getAttribute('identifierref'))!;
      expect(sco, 'the item names a resource').to.not.equal(undefined);
      expect(sco.getAttribute('type')).to.equal('webcontent');
      expect(sco.getAttributeNS(ADLCP, 'scormtype')).to.equal('sco');
      expect(sco.getAttribute('href')).to.equal('index.html');
      const listed = [...sco.getElementsByTagNameNS(IMSCP, 'file')].map((file) => file.getAttribute('href'));
      expect(listed.sort()).to.deep.equal(Object.keys(files).filter((name) => name !== 'imsmanifest.xml').sort());

      // Every module a script imports statically is in the package. A module it may import later is
      // too, or it is another game's (in that game's package): this page never loads another game.
      const scripts = Object.keys(files).filter((name) => name.endsWith('.js'));
      const others = await Promise.all(registeredGames.filter(({ id }) => id !== game.id).map(async ({ id }) =>
        unzipSync(new Uint8Array(await (await fetch(`/__scorm__/standard/${id}.zip`)).arrayBuffer()))));
      for (const name of scripts) {
        const base = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
        for (const [, dynamic, specifier] of strFromU8(files[name]!).matchAll(/(import\(|from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
          const path = new URL(specifier!, `https://package/${base}`).pathname.slice(1);
          if (files[path]) continue;
          expect(dynamic, `${name} imports ${specifier} statically, and it is not in the package`).to.equal('import(');
          expect(others.some((package_) => package_[path]), `${name} may import ${specifier}, which is in no other game's package`).to.equal(true);
        }
      }
      for (const other of registeredGames.filter(({ id }) => id !== game.id)) {
        expect(scripts.some((name) => name.includes(other.tag)), `no ${other.tag} chunk`).to.equal(false);
      }
    });
  }

  for (const game of registeredGames) {
    it(`${game.id}: at launch the package finds the LMS, starts the attempt (incomplete), loads nothing from outside the package, and LMSFinish when the frame goes (exit suspend: a game runs)`, async () => {
      const { api, calls } = startLms('100');
      const { frame } = launch(`standard/${game.id}`);
      const table = await tableIn(frame, game.tag);
      await until(() => inShadow(table, 'bluff-log'), 'the table drawn', 20_000);
      expect(api.isInitialized(), 'LMSInitialize').to.equal(true);
      expect(api.cmi.core.lesson_status).to.equal('incomplete');
      expect(calls.slice(0, 3)).to.deep.equal([['LMSInitialize'], ['LMSSetValue', 'cmi.core.lesson_status', 'incomplete'], ['LMSCommit']]);
      const base = `/__scorm__/standard/${game.id}/`;
      const requests = requestsOf(frame);
      expect(requests.length).to.be.greaterThan(2);
      for (const url of requests) expect(url.origin + url.pathname, 'inside the package').to.satisfy((path: string) => path.startsWith(location.origin + base));
      expect(frame.contentDocument!.title).to.equal(game.title);

      frame.remove();
      await until(() => api.isTerminated(), 'LMSFinish', 5000);
      expect(valueOf(calls, 'cmi.core.exit')).to.deep.equal(['suspend']);
      expect(valueOf(calls, 'cmi.core.session_time')).to.have.length(1);
      expect(valueOf(calls, 'cmi.core.session_time')[0]).to.match(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
      expect(calls.at(-1)).to.deep.equal(['LMSFinish']);
    });
  }

  it('a bots-only game: at game over lesson_status completed, no score (nobody to grade), session time, commit; LMSFinish when the frame goes', async () => {
    const { api, calls } = startLms('100');
    const { frame, over } = launch('watch/bluff-king');
    const result = await over;
    expect(result.ranking.flat()).to.have.length(3);
    await until(() => calls.some(([name], i) => name === 'LMSCommit' && i > 2), 'the commit after game over', 5000);
    expect(api.cmi.core.lesson_status).to.equal('completed');
    expect(api.cmi.core.score.raw).to.equal('');
    expect(valueOf(calls, 'cmi.core.score.raw')).to.deep.equal([]);
    const [sessionTime] = valueOf(calls, 'cmi.core.session_time');
    expect(sessionTime).to.match(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
    // Besides the game kept in the attempt (issue 26: suspend data after each move, exit suspend while it runs).
    const atGameOver = calls.slice(3).filter(([, element]) => element !== 'cmi.suspend_data' && element !== 'cmi.core.exit');
    expect(atGameOver.map(([name, element]) => element ?? name)).to.deep.equal(['cmi.core.lesson_status', 'cmi.core.session_time', 'LMSCommit']);

    frame.remove();
    await until(() => api.isTerminated(), 'LMSFinish', 5000);
    expect(valueOf(calls, 'cmi.core.exit'), 'suspend while the game ran; it ended: a normal exit').to.deep.equal(['suspend', '']);
    expect(api.cmi.core.lesson_status, 'still completed').to.equal('completed');
    expect(calls.at(-1)).to.deep.equal(['LMSFinish']);
  });

  it('games the learner plays: the score (100 for a win, 50 for second of three, 0 last), passed or failed against the manifest\'s mastery score of 50, session time, commit; a win scores 100 and passes', async () => {
    const byPlace = [100, 50, 0];
    const seen = new Set<string>();
    for (let game = 0; game < 20 && !seen.has('passed-100'); game++) {
      const { api, calls } = startLms('50');
      const { frame, over } = launch('learner/bluff-king');
      const table = await tableIn(frame, 'bluff-king-table');
      expect(frame.contentDocument!.title).to.equal('Bluff & "win"');
      await until(() => inShadow(table, 'bluff-log'), 'the table drawn', 20_000);
      const result = await playAsLearner(table, over);
      await until(() => valueOf(calls, 'cmi.core.score.raw').length, 'the score written', 5000);
      const place = result.ranking.findIndex((tied) => tied.includes(0));
      const seatsAhead = result.ranking.slice(0, place).flat().length;
      const score = result.winners.includes(0) ? 100 : byPlace[seatsAhead]!;
      expect(api.cmi.core.score.raw, `the learner's score, ranking ${JSON.stringify(result.ranking)}`).to.equal(String(score));
      expect(api.cmi.core.score.min).to.equal('0');
      expect(api.cmi.core.score.max).to.equal('100');
      const status = score >= 50 ? 'passed' : 'failed';
      expect(api.cmi.core.lesson_status).to.equal(status);
      expect(valueOf(calls, 'cmi.core.session_time')).to.have.length(1);
      expect(calls.at(-1)).to.deep.equal(['LMSCommit']);
      frame.remove();
      await until(() => api.isTerminated(), 'LMSFinish', 5000);
      expect(valueOf(calls, 'cmi.core.exit')).to.deep.equal(['suspend', '']);
      seen.add(`${status}-${score}`);
    }
    expect([...seen], 'the learner won a game within 20').to.include('passed-100');
  });

  it('an earlier session\'s pass stays: the launch keeps passed and its score, and a game that scores less changes neither', async () => {
    const { api, calls } = startLms('50');
    api.loadFromJSON({ core: { lesson_status: 'passed', score: { raw: '100', min: '0', max: '100' } } }, 'cmi');
    const { frame, over } = launch('learner/bluff-king');
    const table = await tableIn(frame, 'bluff-king-table');
    await until(() => inShadow(table, 'bluff-log'), 'the table drawn', 20_000);
    expect(valueOf(calls, 'cmi.core.lesson_status'), 'not set back to incomplete').to.deep.equal([]);
    await playAsLearner(table, over);
    await until(() => valueOf(calls, 'cmi.core.score.raw').length, 'the score written', 5000);
    expect(valueOf(calls, 'cmi.core.score.raw'), 'the best score').to.deep.equal(['100']);
    expect(api.cmi.core.lesson_status).to.equal('passed');
  });

  it('with no LMS API the package plays as the embed page does: a game of bots only to its end, no error shown', async () => {
    const { frame, over } = launch('watch/bluff-king');
    const result = await over;
    const table = await tableIn(frame, 'bluff-king-table');
    expect(result.winners).to.have.length.greaterThan(0);
    expect(frame.contentDocument!.querySelector('[role="alert"]')).to.equal(null);
    expect(inShadow(table, '[role="alert"]')).to.equal(null);
  });
});
