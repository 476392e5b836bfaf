#!/usr/bin/env node
/**
 * `npm run package:scorm`: one SCORM 1.2 package per game, `dist/scorm/<game>.zip`, for an LMS's
 * "upload a SCORM package" (README, "SCORM packages"; docs/embedding.md for Moodle and Canvas).
 *
 * A package holds `imsmanifest.xml` (one item, one SCO, every file listed), `index.html` (the embed
 * page, embed/index.html, with the game and options written in), `scorm.js` and the chunks that game
 * loads (built here from the sources: embed/scorm.ts, the embed page plus the LMS link of
 * embed/lms.ts), and `embed.css`. Nothing is fetched from elsewhere. The same flags always give
 * byte-identical zips.
 *
 * Run with --help for the flags. Bad flags print what is allowed and exit with status 2.
 * As a module: `readOptions(argv)` and `packageScorm(options)` (the tests package with them).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { strToU8, zipSync } from 'fflate';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMBED = join(ROOT, 'embed');

/** The mastery score when --mastery-score is not given: a win (score 100) passes. */
const DEFAULT_MASTERY_SCORE = 100;
/** Every file's date in the zips: fixed, so that the same flags give the same bytes. */
const FILE_DATE = new Date('2026-01-01T00:00:00Z');

export const USAGE = `Usage: npm run package:scorm -- [flags]

Writes one SCORM 1.2 package per game to dist/scorm/<game>.zip.

  --game ID            a game to package; repeat for several (default: every game)
  --players N          players at the table (each game's range applies)
  --bots LEVEL         easy, normal or hard
  --humans VALUE       the seats people play, as the element's humans attribute
                       (default 0: the learner at the first seat; none: bots only, nobody graded)
  --lang TAG           the table's language, e.g. en or zh-CN
  --theme NAME         light or dark (default: the learner's system setting)
  --option NAME=VALUE  any other attribute of the game's element (max-cycles=3, bot-delay=400)
                       or a --bluff-* colour (--option=--bluff-felt=#0b3d2e); repeatable
  --mastery-score N    0-100: the score that passes (default ${DEFAULT_MASTERY_SCORE}: only a win passes)
  --title TEXT         the title the LMS shows (default: the game's name)
  --out DIR            where the zips go (default: dist/scorm)
  --help               this text

The learner's score: 100 for a win, else by place (2nd of 4 players: 67, 3rd: 33, last: 0).`;

/** A flag the packager refuses; the CLI prints its message and the usage. */
export class UsageError extends Error {}

/**
 * The registry, the custom-elements manifest's attributes, the embed page's query reader and the
 * bot levels, loaded from the sources.
 * @throws UsageError when custom-elements.json is missing (run `npx cem analyze`).
 */
async function sources() {
  const { importSource } = await import('./import-source.mjs');
  const [{ registeredGames }, query, { BOT_LEVELS }] = await Promise.all([
    import('./game-registry.mjs'), importSource('embed/query.ts', 'embed-query'), importSource('src/core/players.ts', 'players'),
  ]);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
  } catch {
    throw new UsageError('custom-elements.json is missing: run `npx cem analyze` (npm run package:scorm does) first.');
  }
  const attributes = new Map();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) attributes.set(declaration.tagName, (declaration.attributes ?? []).map(({ name }) => name));
    }
  }
  return { registeredGames, attributes, readQuery: query.readQuery, botLevels: BOT_LEVELS };
}

/**
 * Reads the command line.
 * @param {string[]} argv the arguments after the script's name
 * @returns {Promise<{ help: true } | { help: false, out: string, packages: import('./package-scorm.d.mts').PackageOptions[] }>}
 * @throws UsageError naming the flag and what it allows.
 */
export async function readOptions(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        game: { type: 'string', multiple: true }, players: { type: 'string' }, bots: { type: 'string' }, humans: { type: 'string' },
        lang: { type: 'string' }, theme: { type: 'string' }, option: { type: 'string', multiple: true },
        'mastery-score': { type: 'string' }, title: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    // `npm run package:scorm --game x` passes `x` alone: npm took `--game` for itself.
    const hint = error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' ? ' (with npm run, put -- before the flags: npm run package:scorm -- --game bluff-king)' : '';
    throw new UsageError(`${error.message}${hint}`);
  }
  if (parsed.help) return { help: true };
  const { registeredGames, attributes, readQuery, botLevels } = await sources();
  const ids = registeredGames.map(({ id }) => id);
  const games = (parsed.game ?? ids).flatMap((each) => each.split(','));
  for (const game of games) if (!ids.includes(game)) throw new UsageError(`--game: "${game}" is not a game; use one of ${ids.join(', ')}.`);

  const masteryText = parsed['mastery-score'] ?? String(DEFAULT_MASTERY_SCORE);
  const masteryScore = Number(masteryText);
  if (!/^\d+(\.\d+)?$/.test(masteryText) || masteryScore > 100) throw new UsageError(`--mastery-score: "${masteryText}" is not a number from 0 to 100.`);
  if (parsed.title !== undefined && !parsed.title.trim()) throw new UsageError('--title: give some text, or leave the flag out for the game\'s name.');
  if (parsed.lang !== undefined) {
    try {
      Intl.getCanonicalLocales(parsed.lang);
    } catch {
      throw new UsageError(`--lang: "${parsed.lang}" is not a language tag; use e.g. en or zh-CN.`);
    }
  }
  if (parsed.bots !== undefined && !botLevels.includes(parsed.bots.trim().toLowerCase())) throw new UsageError(`--bots: "${parsed.bots}" is not a level; use one of ${botLevels.join(', ')}.`);

  const pairs = [];
  for (const name of ['players', 'bots', 'humans', 'lang', 'theme']) if (parsed[name] !== undefined) pairs.push([name, parsed[name]]);
  for (const option of parsed.option ?? []) {
    const at = option.indexOf('=', option.startsWith('--') ? 2 : 0);
    if (at < 1) throw new UsageError(`--option: "${option}" is not NAME=VALUE (e.g. --option max-cycles=3).`);
    const name = option.slice(0, at);
    if (name === 'game') throw new UsageError('--option: set the game with --game.');
    pairs.push([name, option.slice(at + 1)]);
  }

  const packages = games.map((id) => {
    const entry = registeredGames.find((game) => game.id === id);
    const players = parsed.players === undefined ? null : Number(parsed.players);
    if (players !== null && !(Number.isInteger(players) && players >= entry.players.min && players <= entry.players.max)) {
      throw new UsageError(`--players: "${parsed.players}" is not a player count of ${entry.title}; use ${entry.players.min} to ${entry.players.max}.`);
    }
    const search = new URLSearchParams([['game', id], ...pairs]).toString();
    const query = readQuery(search);
    if (query.problems.length) throw new UsageError(query.problems.map(({ message }) => message).join('\n'));
    const known = attributes.get(entry.tag) ?? [];
    for (const [name] of query.attributes) {
      if (!known.includes(name)) {
        const others = registeredGames.filter((game) => attributes.get(game.tag)?.includes(name)).map((game) => game.id);
        const only = others.length ? ` (it is one of ${others.join(', ')}: package that game alone with --game ${others[0]})` : '';
        throw new UsageError(`--option: ${name} is not an attribute of <${entry.tag}>${only}; use one of ${known.join(', ')}, or a --bluff-* colour.`);
      }
    }
    // A game of bots only grades nobody: no mastery score for the LMS to judge by.
    const graded = query.attributes.find(([name]) => name === 'humans')?.[1].trim().toLowerCase() !== 'none';
    return { game: id, title: parsed.title ?? entry.title, search: `?${search}`, lang: parsed.lang ?? 'en', masteryScore: graded ? masteryScore : null };
  });
  return { help: false, out: parsed.out ?? join(ROOT, 'dist', 'scorm'), packages };
}

let built;

/**
 * scorm.js and its chunks, built from the sources (no `npm run build` needed) in memory, once per
 * process: the options of a package are in its page, not in its scripts.
 * @returns {Promise<import('rollup').OutputChunk[]>}
 */
function buildScript() {
  built ??= build();
  return built;
}

async function build() {
  const [{ default: ts }, { rollup }, { libraryPlugins }, { scormBuild }, { typescriptSources }] = await Promise.all([
    import('typescript'), import('rollup'), import('../rollup.config.mjs'), import('../embed/build.mjs'), import('./typescript-sources.mjs'),
  ]);
  const config = scormBuild(libraryPlugins);
  const bundle = await rollup({
    ...config,
    plugins: [typescriptSources(ts), ...config.plugins],
    onwarn: (warning) => console.warn(`package-scorm: ${warning.message}`),
  });
  try {
    const { output } = await bundle.generate(config.output);
    return output.filter((file) => file.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

/**
 * The chunks `game`'s package needs: everything scorm.js reaches by static and dynamic imports,
 * except the chunks that hold the other games' modules (their elements and their message
 * catalogs, under components/<tag>.ts and components/<id>/).
 * @param {import('rollup').OutputChunk[]} chunks
 * @param {string} game
 * @param {{ id: string, tag: string }[]} games the registry
 */
function chunksOf(chunks, game, games) {
  const others = games.filter(({ id }) => id !== game).flatMap(({ id, tag }) => [join(ROOT, 'components', `${tag}.ts`), join(ROOT, 'components', id) + '/']);
  // Rollup groups modules by the entries that need them: a chunk with another game's module in it is only that game's.
  const otherGames = (chunk) => chunk.moduleIds.some((id) => others.some((path) => id === path || id.startsWith(path)));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set();
  const visit = (name) => {
    const chunk = byName.get(name);
    if (!chunk || needed.has(chunk) || otherGames(chunk)) return;
    needed.add(chunk);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  visit('scorm.js');
  return [...needed];
}

/** Escapes `text` for XML and HTML text and attribute values. */
const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/**
 * The package's page: the embed page (embed/index.html) loading scorm.js instead of embed.js, with
 * the game's options, the mastery score, the language and the title written in.
 * @param {import('./package-scorm.d.mts').PackageOptions} options
 * @throws Error when embed/index.html no longer has what this replaces.
 */
function page({ search, masteryScore, lang, title }) {
  let html = readFileSync(join(EMBED, 'index.html'), 'utf8');
  // Replacement functions: a string replacement would read `$$` in a title as `$`.
  const swaps = [
    ['<html lang="en">', `<html lang="${escapeXml(lang)}">`],
    ['<title>bluffhouse</title>', [
      `<meta name="bluffhouse-query" content="${escapeXml(search)}" />`,
      `<meta name="bluffhouse-mastery-score" content="${masteryScore ?? ''}" />`,
      `<title>${escapeXml(title)}</title>`,
    ].join('\n  ')],
    ['<script type="module" src="embed.js"></script>', '<script type="module" src="scorm.js"></script>'],
  ];
  for (const [from, to] of swaps) {
    if (!html.includes(from)) throw new Error(`embed/index.html no longer has ${from}, which scripts/package-scorm.mjs replaces`);
    html = html.replace(from, () => to);
  }
  return html;
}

/**
 * The SCORM 1.2 manifest: one organization with one item, the game, launching `index.html`, the
 * only SCO; it lists every file of the package.
 * @param {import('./package-scorm.d.mts').PackageOptions} options
 * @param {string[]} files the package's paths, without imsmanifest.xml
 */
export function manifestXml({ game, title, masteryScore }, files) {
  const id = `bluffhouse-${game}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="${id}-organization">
    <organization identifier="${id}-organization">
      <title>${escapeXml(title)}</title>
      <item identifier="${id}-item" identifierref="${id}-sco" isvisible="true">
        <title>${escapeXml(title)}</title>${masteryScore === null ? '' : `
        <adlcp:masteryscore>${masteryScore}</adlcp:masteryscore>`}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${id}-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files.map((file) => `      <file href="${escapeXml(file)}" />`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * Builds and writes the packages.
 * @param {{ out: string, packages: import('./package-scorm.d.mts').PackageOptions[] }} options as `readOptions` returns them
 * @returns {Promise<{ game: string, file: string, bytes: number, files: string[] }[]>} one per package
 * @throws Error when the build fails (Rollup's message) or the page template lost its placeholders.
 */
export async function packageScorm({ out, packages }) {
  const [chunks, { registeredGames }] = await Promise.all([buildScript(), import('./game-registry.mjs')]);
  const css = readFileSync(join(EMBED, 'embed.css'));
  mkdirSync(out, { recursive: true });
  const written = [];
  for (const options of packages) {
    /** @type {Record<string, Uint8Array>} */
    const contents = { 'index.html': strToU8(page(options)), 'embed.css': css };
    for (const chunk of chunksOf(chunks, options.game, registeredGames)) contents[chunk.fileName] = strToU8(chunk.code);
    const files = Object.keys(contents).sort();
    const zip = zipSync({ 'imsmanifest.xml': strToU8(manifestXml(options, files)), ...Object.fromEntries(files.map((file) => [file, contents[file]])) }, { level: 9, mtime: FILE_DATE });
    const file = join(out, `${options.game}.zip`);
    writeFileSync(file, zip);
    written.push({ game: options.game, file, bytes: zip.length, files });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const options = await readOptions(process.argv.slice(2));
    if (options.help) {
      console.log(USAGE);
    } else {
      for (const { file, bytes, files } of await packageScorm(options)) {
        console.log(`${relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(1)} kB, ${files.length + 1} files`);
      }
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`package-scorm: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  }
}
