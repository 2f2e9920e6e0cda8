/** Where the chosen language is kept: the app (languageChoice.ts) and index.html's boot script (scripts/bootShell.ts). */
export const LANGUAGE_STORAGE_KEY = 'pipwave.lang';
