/**
 * Names the address of the markup in #root (`<meta name="portal-prerendered" content="#/…">`):
 * the build writes it with the sign-up page (decision 221), the server rewrites it when it puts a
 * private step there (224). Without it (a build without chromium) nothing prerendered is shown.
 */
export const PRERENDERED_META = 'portal-prerendered';

/**
 * Marks `<html>` while the prerendered markup is the right one to show: set by index.html's loader
 * (vite/deferred-entry.ts), read by the app's CSS, removed when the app's own render takes over.
 */
export const PRERENDER_SHOWN_ATTRIBUTE = 'data-prerender-shown';
