/** scripts/package-scorm.mjs: SCORM 1.2 packages of the games (`npm run package:scorm`). */

/** One package: a game and what its page is made with. */
export interface PackageOptions {
  /** The registry id, e.g. `bluff-king`. */
  game: string;
  /** What the LMS shows. */
  title: string;
  /** The embed page's query, `?game=…&players=…`. */
  search: string;
  /** The page's language tag. */
  lang: string;
  /** 0–100: the score that passes; null in a package of bots only (`humans=none`), which grades nobody. */
  masteryScore: number | null;
}

/** The command line's usage text. */
export const USAGE: string;

/** A flag the packager refuses: the message names the flag and what it allows. */
export class UsageError extends Error {}

/** Reads the command line. @throws UsageError */
export function readOptions(argv: string[]): Promise<{ help: true } | { help: false; out: string; packages: PackageOptions[] }>;

/** The SCORM 1.2 manifest of a package whose files (without the manifest) are `files`. */
export function manifestXml(options: PackageOptions, files: string[]): string;

/** Builds and writes the zips, `<out>/<game>.zip`. @throws Error when the build fails. */
export function packageScorm(options: { out: string; packages: PackageOptions[] }): Promise<{ game: string; file: string; bytes: number; files: string[] }[]>;
