/**
 * The players' lobby (components/internal/online/lobby.ts) in a hosted room (issue 23): a seat's
 * person waits for "the host" when a seatless host runs the room, for the hosting person's name
 * otherwise; whoever holds the host's rights gets Start; with several devices per seat each seat
 * lists its devices; a `wrong-game` notice names the code's game in the table's language.
 */
import { expect } from '@open-wc/testing';
import { BluffLobby } from '../../components/internal/online/lobby.js';
import type { LobbyState } from '../../components/internal/table/game-source.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';

if (!customElements.get('bluff-lobby')) BluffLobby.define('bluff-lobby');

const ROOM: LobbyState = {
  code: 'ABC234', seat: 1, names: ['Team 1', 'Team 2', 'Team 3'], connected: [true, true, false], started: false,
  host: null, hosting: false, paused: false, devicesPerSeat: 1, members: [['Ana'], ['Bo'], []], publicUrl: null,
};

async function lobbyFor(lobby: LobbyState, problem: BluffLobby['problem'] = null): Promise<BluffLobby> {
  const element = document.createElement('bluff-lobby');
  element.lobby = lobby;
  element.problem = problem;
  document.body.append(element);
  await element.updateComplete;
  return element;
}

describe('the players\' lobby of a hosted room', () => {
  afterEach(() => document.querySelectorAll('bluff-lobby').forEach((element) => element.remove()));

  it('says "Waiting for the host to start" to a seat when a seatless host runs the room, and offers no Start', async () => {
    const element = await lobbyFor(ROOM);
    expect(deepText(inShadow(element, '.wait')!)).to.equal('Waiting for the host to start');
    expect(inShadow(element, '[data-start]')).to.equal(null);
  });

  it('names the person who hosts in a friends\' room, and gives Start to whoever holds the host\'s rights', async () => {
    const waiting = await lobbyFor({ ...ROOM, host: 0 });
    expect(deepText(inShadow(waiting, '.wait')!)).to.equal('Waiting for Team 1 to start');
    const hosting = await lobbyFor({ ...ROOM, seat: null, hosting: true });
    expect(inShadow(hosting, '[data-start]')).to.not.equal(null);
  });

  it('lists each seat\'s devices only when a seat takes several', async () => {
    const one = await lobbyFor(ROOM);
    expect(allInShadow(one, '[data-members]')).to.have.length(0);
    const teams = await lobbyFor({ ...ROOM, devicesPerSeat: 3, members: [['Ana', 'Cy'], ['Bo'], []] });
    expect(allInShadow(teams, '[data-members]').map((span) => deepText(span))).to.deep.equal(['2 of 3 devices: Ana, Cy', '1 of 3 devices: Bo', '0 of 3 devices']);
  });

  it('names the game a wrong-game code is of', async () => {
    const problem = { code: 'wrong-game', message: 'This code is of a BiggieBills$$$ game: open it with that game.', game: 'BiggieBills$$$' };
    const element = await lobbyFor(ROOM, problem);
    expect(deepText(inShadow(element, '[part="error"]')!)).to.equal('This code is of a BiggieBills$$$ game: open it with that game.');
    // Without the game (an older server): the catalog's general words.
    const unnamed = await lobbyFor(ROOM, { code: 'wrong-game', message: 'x' });
    expect(deepText(inShadow(unnamed, '[part="error"]')!)).to.contain('another game');
  });
});
