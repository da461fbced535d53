import type { Language } from '@onboarding/domain';
import type { MessageKey, MessageValues } from '@onboarding/messages';
import { SANDBOX_LOGIN, SANDBOX_SMS_CODE, type SandboxBank } from './sandbox-banks';

/**
 * The sandbox bank's pages (decision 250): plain server-rendered HTML in the bank's own look
 * (its own colours, mark and stylesheet, nothing of the portal's), no script (the CSP forbids
 * inline code, and a form needs none), labelled fields with their errors beside them, so they
 * pass axe and work by keyboard from 320 px up.
 */
export interface SandboxPageText {
  readonly language: Language;
  readonly t: (key: MessageKey, values?: MessageValues) => string;
  readonly showHints: boolean;
  /** Where the bank's pages are (`…/sandbox-bank`). */
  readonly baseUrl: string;
  /** The portal's registered return address. */
  readonly redirectUri: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const LANGUAGES = ['sl', 'en', 'sq'] as const;

function frame(
  text: SandboxPageText,
  title: string,
  body: string,
  languageLink: (language: Language) => string | null,
): string {
  const { t } = text;
  const switcher = LANGUAGES.map((language) => {
    const name = escape(t(`sandboxBank.languages.${language}`));
    const href = languageLink(language);
    return language === text.language || href === null
      ? `<li><span aria-current="true" lang="${language}">${name}</span></li>`
      : `<li><a href="${escape(href)}" lang="${language}" hreflang="${language}">${name}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="${text.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(title)} · ${escape(t('sandboxBank.brand'))}</title>
<link rel="stylesheet" href="${escape(text.baseUrl)}/bank.css">
</head>
<body>
<header class="bank-header">
<p class="bank-mark"><span class="bank-logo" aria-hidden="true">SB</span> ${escape(t('sandboxBank.brand'))}<span class="bank-tagline">${escape(t('sandboxBank.tagline'))}</span></p>
<nav aria-label="${escape(t('sandboxBank.language'))}"><ul class="bank-languages">${switcher}</ul></nav>
</header>
<main class="bank-main">
${body}
</main>
<footer class="bank-footer"><p>${escape(t('sandboxBank.footer'))}</p></footer>
</body>
</html>
`;
}

/** A field's error beside it, tied to it by aria-describedby. */
function field(
  text: SandboxPageText,
  input: {
    name: string;
    label: string;
    type: string;
    value: string;
    autocomplete: string;
    error: string | null;
    extra?: string;
  },
): string {
  const id = `bank-${input.name}`;
  const error =
    input.error === null
      ? ''
      : `<p class="bank-error" id="${id}-error">${escape(text.t(input.error as MessageKey))}</p>`;
  const described =
    input.error === null ? '' : ` aria-describedby="${id}-error" aria-invalid="true"`;
  return `<div class="bank-field">
<label for="${id}">${escape(input.label)}</label>
${error}<input id="${id}" name="${input.name}" type="${input.type}" value="${escape(input.value)}" autocomplete="${input.autocomplete}" required${described}${input.extra ?? ''}>
</div>`;
}

export function renderSandboxLogin(
  text: SandboxPageText,
  page: {
    bank: SandboxBank;
    state: string;
    login: string;
    errors: Readonly<Record<string, string>>;
  },
): string {
  const { t } = text;
  const title = t('sandboxBank.login.title');
  const hint = text.showHints
    ? `<p class="bank-hint">${escape(t('sandboxBank.login.hint', { login: SANDBOX_LOGIN.login, password: SANDBOX_LOGIN.password }))}</p>`
    : '';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const body = `<h1>${escape(title)}</h1>
<p class="bank-bank">${escape(page.bank.name)}</p>
<p>${escape(t('sandboxBank.login.lead'))}</p>
${hint}
<form method="post" action="${escape(text.baseUrl)}/login" class="bank-form" novalidate>
${hidden('bank', page.bank.code)}${hidden('state', page.state)}${hidden('lang', text.language)}
${field(text, { name: 'login', label: t('sandboxBank.login.user'), type: 'text', value: page.login, autocomplete: 'username', error: page.errors.login ?? null, extra: ' spellcheck="false"' })}
${field(text, { name: 'password', label: t('sandboxBank.login.password'), type: 'password', value: '', autocomplete: 'current-password', error: page.errors.password ?? null })}
<div class="bank-actions">
<button type="submit" name="action" value="login" class="bank-primary">${escape(t('sandboxBank.login.submit'))}</button>
<button type="submit" name="action" value="cancel" class="bank-secondary" formnovalidate>${escape(t('sandboxBank.cancel'))}</button>
</div>
</form>`;
  return frame(text, title, body, (language) => {
    // The login page in another language: the same request, nothing typed carried over.
    const query = new URLSearchParams({
      bank: page.bank.code,
      state: page.state,
      redirect_uri: text.redirectUri,
      lang: language,
    });
    return `${text.baseUrl}/authorize?${query.toString()}`;
  });
}

export function renderSandboxSms(
  text: SandboxPageText,
  page: { bank: SandboxBank; grant: string; error: string | null },
): string {
  const { t } = text;
  const title = t('sandboxBank.sms.title');
  const hint = text.showHints
    ? `<p class="bank-hint">${escape(t('sandboxBank.sms.hint', { code: SANDBOX_SMS_CODE }))}</p>`
    : '';
  const body = `<h1>${escape(title)}</h1>
<p class="bank-bank">${escape(page.bank.name)}</p>
<p>${escape(t('sandboxBank.sms.lead'))}</p>
${hint}
<form method="post" action="${escape(text.baseUrl)}/sms" class="bank-form" novalidate>
<input type="hidden" name="grant" value="${escape(page.grant)}"><input type="hidden" name="lang" value="${text.language}">
${field(text, { name: 'code', label: t('sandboxBank.sms.label'), type: 'text', value: '', autocomplete: 'one-time-code', error: page.error, extra: ' inputmode="numeric"' })}
<div class="bank-actions">
<button type="submit" name="action" value="confirm" class="bank-primary">${escape(t('sandboxBank.sms.submit'))}</button>
<button type="submit" name="action" value="cancel" class="bank-secondary" formnovalidate>${escape(t('sandboxBank.cancel'))}</button>
</div>
</form>`;
  return frame(text, title, body, () => null);
}

/** A request the bank cannot answer (unknown bank, return address or login): no way back. */
export function renderSandboxError(text: SandboxPageText): string {
  const title = text.t('sandboxBank.errors.requestTitle');
  const body = `<h1>${escape(title)}</h1>
<p role="alert">${escape(text.t('sandboxBank.errors.request'))}</p>`;
  return frame(text, title, body, () => null);
}

/**
 * The bank's stylesheet: a dark green bank with a serif mark, nothing like the portal. Colours
 * meet WCAG AA (white on #0b4d3b 9.9:1; #0b4d3b on #f3f7f2 9.3:1; the error #a4001d on white
 * 7.6:1); `forced-colors` keeps the outlines.
 */
export const SANDBOX_BANK_CSS = `*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#f3f7f2;color:#14261f;line-height:1.5}
.bank-header{background:#0b4d3b;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.bank-mark{margin:0;font-size:1.25rem;font-weight:700;display:flex;align-items:center;gap:.5rem;flex-wrap:wrap}
.bank-logo{display:inline-grid;place-items:center;width:2.25rem;height:2.25rem;border:2px solid #f2c14e;border-radius:50%;color:#f2c14e;font-size:.9rem}
.bank-tagline{font-weight:400;font-size:.9rem;opacity:.95}
.bank-languages{list-style:none;margin:0;padding:0;display:flex;gap:.75rem}
.bank-languages a{color:#fff}
.bank-languages span{text-decoration:underline;text-decoration-thickness:2px;font-weight:700}
.bank-main{max-width:28rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-top:6px solid #f2c14e;border-radius:.25rem}
h1{font-size:1.5rem;margin:0 0 .25rem;color:#0b4d3b}
.bank-bank{margin:0 0 1rem;font-weight:700}
.bank-hint{background:#fff7e0;border-left:4px solid #8a6100;padding:.5rem .75rem}
.bank-form{display:grid;gap:1rem}
.bank-field{display:grid;gap:.25rem}
label{font-weight:700}
input[type=text],input[type=password]{font:inherit;padding:.6rem;border:2px solid #14261f;border-radius:.25rem;width:100%;min-height:2.75rem}
input[aria-invalid=true]{border-color:#a4001d}
.bank-error{margin:0;color:#a4001d;font-weight:700}
.bank-actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.6rem 1.25rem;border-radius:2rem;min-height:2.75rem;cursor:pointer}
.bank-primary{background:#0b4d3b;color:#fff;border:2px solid #0b4d3b}
.bank-secondary{background:#fff;color:#0b4d3b;border:2px solid #0b4d3b}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.bank-footer{text-align:center;padding:1rem;font-size:.875rem}
@media (max-width:30rem){.bank-main{margin:0;border-radius:0}.bank-actions button{width:100%}}
@media (forced-colors:active){.bank-primary,.bank-secondary,input{border:2px solid ButtonText}}
`;
