/** Types of demo/embed-code.js (a plain script the demo serves as it is); shapes documented there. */
export declare const GAMES: Readonly<Record<'bluff-king-table' | 'bluffing-billionaires-table' | 'biggie-bills-board', Readonly<{ id: string; title: string; height: number }>>>;
export declare const THEMES: Readonly<Record<'' | 'night' | 'paper', Readonly<Record<string, string>>>>;
export declare function escapeHtml(value: string): string;
export declare function splitOptions(options: Record<string, string>): { attributes: [string, string][]; properties: [string, string][] };
export declare function embedUrl(tag: string, options: Record<string, string>, where: { origin: string; page?: string }): string;
export declare function iframeSnippet(tag: string, options: Record<string, string>, where: { origin: string; page?: string; hostScript?: boolean }): string;
export declare function tagSnippet(tag: string, options: Record<string, string>, where: { origin: string }): string;
