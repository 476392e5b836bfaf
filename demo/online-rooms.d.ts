/** Types of demo/online-rooms.js (a plain script the demo serves as it is); shapes documented there. */
export interface RoomSeat { name: string; bot: boolean; devices: number; open: boolean }
export interface RoomFacts { code: string; game: string; started: boolean; devicesPerSeat: number; seats: RoomSeat[] }
export declare const CODE: RegExp;
export declare function joinCode(text: unknown): string | null;
export declare function roomUrl(server: string, code: string): string;
export declare function findRoom(server: string, code: string, fetcher?: typeof fetch): Promise<{ room: RoomFacts; problem?: undefined } | { problem: string; room?: undefined }>;
export declare const ANY_TEAM: [string, string];
export declare function teamChoices(room: RoomFacts | null | undefined): [number | string, string][];
export declare function joinAttributes(teamValue: unknown): { seat?: string };
export declare function foundStatus(title: string, room: RoomFacts): string;
export declare function nameLabel(room: RoomFacts | null | undefined): string;
export declare const GAME_SETTINGS: Readonly<Record<string, Readonly<Record<string, string>>>>;
export declare function createAttributes(gameId: string, values: Record<string, string>): Record<string, string>;
export declare function showJoinOnly(root: ParentNode): void;
