/** The id of index.html's JSON block naming the app's entry chunk and its preloads (scripts/bootShell.ts). */
export declare const APP_ENTRY_ID = "app-entry";
/** What the build writes into that block. */
export interface AppEntry {
    /** the entry module */
    entry: string;
    /** every chunk the entry needs at once */
    preload: string[];
    /** by shell frame (`trade`): the lazy screen's chunks that frame's route renders first */
    frames: Record<string, string[]>;
}
export declare function isAppEntry(value: unknown): value is AppEntry;
