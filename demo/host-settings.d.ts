/** Types of demo/host-settings.js (a plain script the demo serves as it is); shapes documented there. */
export interface HostSettings {
  game: string;
  room: string | null;
  players: number | null;
  bots: string;
  devices: number;
  options: Record<string, number>;
}
export declare const BOT_LEVELS: [string, string][];
export declare const DEVICES: number[];
export declare const GAME_OPTIONS: Record<string, { name: string; label: string; min: number; max: number; hint: string }[]>;
export declare const PLAYERS_PAGE: string;
export declare function range(min: number, max: number): number[];
export declare function settingsFromQuery(search: string, games: readonly { id: string; players: { min: number; max: number } }[]): HostSettings | null;
export declare function hostAttributes(settings: HostSettings, page: string): Record<string, string>;
