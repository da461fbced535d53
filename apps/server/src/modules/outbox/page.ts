import type { OutboxMessage } from '../../infra/outbox/outbox-store';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and makes its http(s) addresses links; nothing else becomes markup. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const index = match.index;
    html += escapeHtml(text.slice(last, index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMessage(message: OutboxMessage): string {
  const subject = message.subject === null ? '' : `<h2>${escapeHtml(message.subject)}</h2>`;
  return `<article class="message">
<p class="meta"><span class="channel">${message.channel === 'email' ? 'E-mail' : 'SMS'}</span> to <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></p>
${subject}<pre>${linkify(message.text)}</pre>
</article>`;
}

/** The outbox page: no script, no inline style (the CSP forbids both), one small stylesheet. */
export function renderOutboxPage(messages: readonly OutboxMessage[], to?: string): string {
  const heading = to === undefined ? 'Development outbox' : `Development outbox: ${to}`;
  const body =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : messages.map((message) => renderMessage(message)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<link rel="stylesheet" href="/onboarding/dev/outbox.css">
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>E-mails and SMS kept instead of sent, because no SMTP server or SMS gateway is configured. Newest first.</p>
<form method="get" action="/onboarding/dev/outbox"><label for="to">Only to</label> <input id="to" name="to" value="${escapeHtml(to ?? '')}"> <button type="submit">Show</button></form>
${body}
</main>
</body>
</html>
`;
}

export const OUTBOX_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
.message{background:#fff;border:1px solid #ccc;border-radius:.25rem;padding:1rem;margin:1rem 0}
.meta{margin:0;color:#444}
.channel{font-weight:700}
h2{font-size:1.1rem;margin:.5rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}
a{color:#0b57d0}
`;
