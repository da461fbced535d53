/**
 * Where the browser keeps the visitor's choices. One place, because index.html's first-page
 * loader (vite/deferred-entry.ts) reads them before any module has run.
 */
export const LANGUAGE_STORAGE_KEY = 'language';
/** The language is also a cookie, so that the server sees it (e-mails it sends). */
export const LANGUAGE_COOKIE = 'language';
/** spec 1 §3 session: the high-contrast flag and the text size, kept across reloads. */
export const DISPLAY_SETTINGS_STORAGE_KEY = 'displaySettings';
/**
 * Where a link's pages left off on this device (decision 297): `{"link": "<the token's claim>",
 * "page": "<template key>"}`, so that the link opened again is painted at that page.
 */
export const LINK_RESUME_STORAGE_KEY = 'linkResume';
