// The scripts index.html runs after its loader when the loader picked a public page (decision
// 258), in a DOM as the parser leaves it.
import { describe, expect, it } from 'vitest';
import { pagePickerScript, pageStylesScript } from './deferred-entry';

const PAGES = {
  '#/usermessages/contact': ['/app/assets/contact.css'],
  '#/lightsignup/loginback': [],
};

/** Runs `code` as an inline script of the page does: in the window's global scope. */
function runScript(code: string): void {
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  script.remove();
}

/**
 * The two scripts after the loader, in a DOM as the parser leaves it: the stylesheets at the end
 * of <head>, then #root with the sign-up page's picture and the public pages' templates.
 */
function pickPage(page: string | null, templates: readonly string[]) {
  document.head.innerHTML = `<meta name="portal-prerendered-pages" content="${JSON.stringify(
    PAGES,
  ).replace(/"/g, '&quot;')}">`;
  document.body.innerHTML = `<div id="root"><div class="prerendered-page"><h1>Sign up</h1></div></div>${templates
    .map(
      (hash) =>
        `<template data-prerendered-hash="${hash}"><div class="prerendered-page"><h1>${hash}</h1></div></template>`,
    )
    .join('')}`;
  const html = document.documentElement;
  html.setAttribute('data-prerender-shown', '');
  if (page === null) html.removeAttribute('data-prerender-page');
  else html.setAttribute('data-prerender-page', page);
  runScript(pageStylesScript());
  runScript(pagePickerScript());
  return {
    heading: document.querySelector('#root h1')?.textContent ?? null,
    shown: html.hasAttribute('data-prerender-shown'),
    stylesheets: [...document.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('blocking'),
    ]),
    left: html.getAttribute('data-prerender-page'),
  };
}

describe('the public page picker (decision 258)', () => {
  it('puts the picked page’s template in #root and links its stylesheets render-blocking', () => {
    const templates = ['#/lightsignup/loginback', '#/usermessages/contact'];
    expect(pickPage('#/usermessages/contact', templates)).toEqual({
      heading: '#/usermessages/contact',
      shown: true,
      stylesheets: [['/app/assets/contact.css', 'render']],
      left: null,
    });
    expect(pickPage('#/lightsignup/loginback', templates)).toMatchObject({
      heading: '#/lightsignup/loginback',
      stylesheets: [],
    });
  });

  it('leaves #root alone when no page was picked, and shows nothing without its template', () => {
    expect(pickPage(null, ['#/usermessages/contact'])).toMatchObject({
      heading: 'Sign up',
      shown: true,
      stylesheets: [],
    });
    expect(pickPage('#/usermessages/contact', ['#/lightsignup/loginback'])).toMatchObject({
      heading: 'Sign up',
      shown: false,
      left: null,
    });
  });
});
