import { LINK_RESUME_STORAGE_KEY } from './storage-keys';

/**
 * Names the address of the markup in #root (`<meta name="portal-prerendered" content="#/…">`):
 * the build writes it with the sign-up page (decision 221), the server rewrites it when it puts a
 * private step there (224), with the other addresses whose reload shows that step after it,
 * separated by spaces (289). Without it (a build without chromium) nothing prerendered is shown.
 */
export const PRERENDERED_META = 'portal-prerendered';

/**
 * Marks `<html>` while the prerendered markup is the right one to show: set by index.html's loader
 * (vite/deferred-entry.ts), read by the app's CSS, removed when the app's own render takes over.
 */
export const PRERENDER_SHOWN_ATTRIBUTE = 'data-prerender-shown';

/**
 * The public pages index.html carries beside the sign-up page, as inert `<template>`s after #root
 * (decision 258): `<meta name="portal-prerendered-pages" content="{&quot;#/…&quot;: [css, …]}">`
 * names each page's address and the stylesheets it needs beyond index.html's. The loader picks a
 * page by the address alone: a public page is the same for every visitor.
 */
export const PRERENDERED_PAGES_META = 'portal-prerendered-pages';

/** The attribute of each template that names its address (`data-prerendered-hash="#/…"`). */
export const PRERENDERED_HASH_ATTRIBUTE = 'data-prerendered-hash';

/** Marks `<html>` with the address of the template the loader picked, until it is in #root. */
export const PRERENDER_PAGE_ATTRIBUTE = 'data-prerender-page';

/**
 * Says where a link's pages are on this device (decision 297): `link` is the value of the claim of
 * the link's token the link page names (`PrerenderedLinkPage.resume.claim`), `page` the key of the
 * template to paint when that link is opened again; null forgets it. Only the latest link is kept.
 */
export function rememberLinkResume(link: string, page: string | null): void {
  try {
    if (page === null) window.localStorage.removeItem(LINK_RESUME_STORAGE_KEY);
    else window.localStorage.setItem(LINK_RESUME_STORAGE_KEY, JSON.stringify({ link, page }));
  } catch {
    // Storage refused (a private window's quota): the link is painted at its first page.
  }
}
