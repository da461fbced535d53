import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The entry both apps start from: src/main.tsx renders into #root. */
const ENTRY = '/src/main.tsx';

/**
 * What every page of both apps carries (decision 211). The server writes the configured variant
 * into `portal-variant` when it serves the page (static-apps.ts); `si` is the development default.
 * It writes the configured bank into `portal-bank` the same way (decision 229); the build names
 * none, so a page not served by the server (`vite dev`) says the catalogue's generic word.
 */
export function shellPageTags(): HtmlTagDescriptor[] {
  return [
    { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
    {
      tag: 'meta',
      attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      injectTo: 'head-prepend',
    },
    { tag: 'meta', attrs: { name: 'portal-variant', content: 'si' }, injectTo: 'head-prepend' },
    // BANK_META of @onboarding/domain/bank-page, written out: a Vite config loads no package (194).
    { tag: 'meta', attrs: { name: 'portal-bank', content: '' }, injectTo: 'head-prepend' },
    {
      tag: 'link',
      attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      injectTo: 'head-prepend',
    },
    { tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' },
    { tag: 'script', attrs: { type: 'module', src: ENTRY }, injectTo: 'body' },
  ];
}

/**
 * A Vite plugin that writes the shell's part of index.html (shellPageTags), so an app's own
 * index.html holds only what is its own: the language, the title, its theme colour and meta. It
 * runs before Vite reads the page ('pre'), so the entry script it adds is bundled like a written one.
 */
export function shellPage(): Plugin {
  return {
    name: 'onboarding-shell-page',
    transformIndexHtml: { order: 'pre', handler: shellPageTags },
  };
}
