/**
 * The demo's "Host a game" page (demo/host.html, host.js, host-settings.js): the address it opens
 * the host screen from, the attributes it gives the host table (its own origin as the game server,
 * `host`, the settings, the players' page as `join-url`), and that each game setting it offers is
 * an attribute of that game's table. The page served by `npm start` is test/scripts/dev-game-server.test.ts's.
 */
import { expect } from '@open-wc/testing';
import { registeredGames } from '../../components/games.js';
import { GAME_OPTIONS, hostAttributes, settingsFromQuery } from '../../demo/host-settings.js';

describe('demo "Host a game" (demo/host-settings.js)', () => {
  it('the form\'s address opens a host screen; bad or missing values fall back to the defaults', () => {
    expect(settingsFromQuery('', registeredGames), 'the form').to.equal(null);
    expect(settingsFromQuery('?game=biggie-bills', registeredGames), 'a game chosen, not opened').to.equal(null);
    expect(settingsFromQuery('?game=chess&open=1', registeredGames), 'an unknown game').to.equal(null);
    expect(settingsFromQuery('?game=biggie-bills&players=5&devices=2&bots=hard&time-limit=30&target=&starting-cash=x&max-cycles=6&open=1', registeredGames)).to.deep.equal({
      game: 'biggie-bills', room: null, players: 5, bots: 'hard', devices: 2, options: { 'time-limit': 30, 'max-cycles': 6 },
    });
    expect(settingsFromQuery('?game=bluff-king&players=99&devices=9&bots=godlike&room=ABC234', registeredGames), 'a reload of a room').to.deep.equal({
      game: 'bluff-king', room: 'ABC234', players: null, bots: 'normal', devices: 1, options: {},
    });
  });

  it('the host table: this origin as ws(s), host, the settings and the players\' page as join-url; no room attribute', () => {
    const settings = settingsFromQuery('?game=biggie-bills&players=6&devices=3&bots=easy&target=1500&open=1', registeredGames)!;
    expect(hostAttributes(settings, 'http://192.168.1.20:8000/demo/host.html?game=biggie-bills&open=1')).to.deep.equal({
      server: 'ws://192.168.1.20:8000', host: '', bots: 'easy', 'devices-per-seat': '3', players: '6', target: '1500',
      'join-url': 'http://192.168.1.20:8000/demo/online.html?game=biggie-bills',
    });
    expect(hostAttributes(settings, 'https://class.example.org/demo/host.html').server).to.equal('wss://class.example.org');
  });

  it('every game setting offered is an attribute its table documents', async () => {
    const manifest = await (await fetch(new URL('../../custom-elements.json', import.meta.url))).json() as { modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[] };
    for (const [id, options] of Object.entries(GAME_OPTIONS)) {
      const tag = registeredGames.find((game) => game.id === id)!.tag;
      const declared = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag)!;
      for (const option of options) expect(declared.attributes!.map((a) => a.name), `${tag} ${option.name}`).to.include(option.name);
    }
  });
});
