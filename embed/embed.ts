/**
 * The embed page's script (embed/index.html loads its build, dist/embed/embed.js; the test page,
 * test/fixtures/embed.html, which test/fixtures/embed-cors.mjs makes from embed/index.html, loads
 * this source): starts the page in `#embed` from the address's query.
 * What it does: page.ts; README, "Embed with an iframe".
 */
import { startEmbed } from './page.js';

const root = document.getElementById('embed');
if (root) void startEmbed(root, location.search);
else console.error('bluffhouse embed: the page has no #embed element to hold the game.');
