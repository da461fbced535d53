import { spawn } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Outbox } from './outbox';

/*
 * The Albanian variant shows nothing of Slovenia (spec 1 §1, decisions 176–179): no Slovenian
 * place, IBAN, currency or payment form on a screen, in a document or in a message, and every
 * amount in lekë. The checks are soft: a journey goes on to its end and fails with every leak it
 * met, each named by the screen or document it was on.
 */

/** Slovenian places, in the cases Slovenian texts use them (Ljubljana, v Ljubljani, …). */
const SLOVENIAN_PLACES = [
  'Ljubljan\\p{L}*',
  'Maribor\\p{L}*',
  'Celj[eua]',
  'Kop(?:er|ru|ra)',
  'Kranj\\p{L}*',
  'Nov(?:o|em|ega) mest\\p{L}*',
  'Škofj\\p{L}* Lok\\p{L}*',
  'Velenj\\p{L}*',
  'Ptuj\\p{L}*',
  'Mursk\\p{L}* Sobot\\p{L}*',
  'Nov\\p{L}* Goric\\p{L}*',
  'Slovenj\\p{L}* Gradc?\\p{L}*',
  'Domžal\\p{L}*',
  'Kamni[kc]\\p{L}*',
  'Trbovlj\\p{L}*',
  'Jesenic\\p{L}*',
  'Izol\\p{L}*',
  'Piran\\p{L}*',
  'Postojn\\p{L}*',
  'Krško',
  'Brežic\\p{L}*',
  'Sežan\\p{L}*',
  'Vrhnik\\p{L}*',
  'Kočevj\\p{L}*',
  'Grosuplj\\p{L}*',
  'Ajdovščin\\p{L}*',
  'Radovljic\\p{L}*',
  'Stanetov\\p{L}* ulic\\p{L}*',
  'Slovensk\\p{L}* cest\\p{L}*',
  // The country itself, in Slovenian, English and Albanian (Slovenija, Slovenia, Sllovenia, …).
  'Sl+oven\\p{L}*',
];

/** `pattern` as whole words; a space in it stands for any run of spaces (a PDF's line breaks). */
const wordOf = (pattern: string) =>
  `(?<![\\p{L}\\p{N}])(?:${pattern.replaceAll(' ', '\\s+')})(?![\\p{L}\\p{N}])`;

/** Every currency but the lek, as ISO 4217 codes, symbols and the euro's names. */
const OTHER_CURRENCY = [
  ...Intl.supportedValuesOf('currency').filter((code) => code !== 'ALL'),
  'SIT',
].join('|');
const OTHER_CURRENCY_WORD = `${OTHER_CURRENCY}|[Ee]uro?s?|[Ee]vr\\p{L}*`;
/** An amount's figures (`\s` takes the no-break spaces of grouping too). */
const FIGURES = '\\d(?:[\\d\\s.,]*\\d)?';

const LEAKS: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'a Slovenian place', pattern: new RegExp(wordOf(SLOVENIAN_PLACES.join('|')), 'gu') },
  { what: 'a Slovenian IBAN', pattern: /\bSI\d{2}[\s\d]{10,}/g },
  { what: 'the euro', pattern: new RegExp(`€|${wordOf('EUR|euro?s?|evr(?:o|a|i|ov|ih)')}`, 'giu') },
  { what: 'the UPN form', pattern: /\bUPN\b/g },
  {
    what: 'an amount not in lekë',
    pattern: new RegExp(
      `[$£¥₺]\\s?\\d|${wordOf(OTHER_CURRENCY_WORD)}\\s?${FIGURES}|${FIGURES}\\s?${wordOf(OTHER_CURRENCY_WORD)}`,
      'gu',
    ),
  },
];

/** What of Slovenia `text` shows, each leak with the words around it. */
export function slovenianLeaks(text: string): string[] {
  const found: string[] = [];
  for (const { what, pattern } of LEAKS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const around = text
        .slice(Math.max(0, at - 40), at + match[0].length + 40)
        .replace(/\s+/g, ' ')
        .trim();
      found.push(`${what}: “${match[0].trim()}” in “…${around}…”`);
    }
  }
  return found;
}

/** The amounts `text` shows in lekë (“10 000 Lekë”, “ALL 10,000.00”). */
export function amountsInLek(text: string): string[] {
  const lek = wordOf('ALL|[Ll]ek(?:ë|e)?');
  const pattern = new RegExp(`${lek}\\s?${FIGURES}|${FIGURES}\\s?${lek}`, 'gu');
  return [...text.matchAll(pattern)].map((match) => match[0].trim());
}

/** A soft check of `text` from `where`: every leak is listed and the test fails at its end. */
export function expectNothingSlovenianIn(text: string, where: string): void {
  expect.soft(slovenianLeaks(text), `Slovenia on ${where}`).toEqual([]);
}

/**
 * What a person meets on the page: the visible text (and the text for screen readers), the
 * values of the fields, the chosen option of each select, text alternatives and the title. The
 * options of a list to choose from are left out: a country list names Slovenia among the others.
 */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const choices = 'select, datalist, [role="listbox"], [role="option"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (parent === null || text === '' || parent.closest(`script, style, ${choices}`)) continue;
      if (parent.checkVisibility()) parts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="hidden"]):not([type="password"]), textarea',
    )) {
      if (field.checkVisibility() && field.value !== '') parts.push(field.value);
    }
    for (const select of document.querySelectorAll('select')) {
      for (const option of select.selectedOptions) parts.push(option.text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], img[alt]')) {
      if (element.closest(choices)) continue;
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value !== null && value !== '') parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** The text of a PDF (poppler's pdftotext, reading the bytes from its standard input). */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-q', '-', '-'], { stdio: 'pipe' });
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`pdftotext ended with ${code}`)),
    );
    child.stdin.end(bytes);
  });
}

/**
 * A document the applicant can download, read as text and checked; `where` names it. Answers
 * whether it had text (a PDF, a page): a photo of an identity document has none to read.
 */
export async function expectDocumentNothingSlovenian(
  request: APIRequestContext,
  url: string,
  where: string,
): Promise<boolean> {
  const response = await request.get(url);
  expect(response.status(), `${where}: ${url}`).toBe(200);
  const body = await response.body();
  const type = response.headers()['content-type'] ?? '';
  const isPdf = body.subarray(0, 5).toString() === '%PDF-';
  if (!isPdf && !/^(text\/|application\/json)/.test(type)) return false;
  const text = isPdf ? await pdfText(body) : body.toString('utf8');
  // A PDF of pictures only would pass unread.
  expect(text.trim(), `the text of ${where}: ${url}`).not.toBe('');
  expectNothingSlovenianIn(text, `${where} (${new URL(url).pathname})`);
  return true;
}

/**
 * A journey's watch on Slovenia: each screen's text and every document it links to (each
 * downloaded once, with the cookies of the screen's side), and the messages of an address.
 */
export function slovenianWatch() {
  const documentsSeen = new Set<string>();
  const documentsRead = new Set<string>();
  const document = async (
    request: APIRequestContext,
    url: string,
    where: string,
  ): Promise<void> => {
    if (documentsSeen.has(url)) return;
    documentsSeen.add(url);
    if (await expectDocumentNothingSlovenian(request, url, where)) documentsRead.add(url);
  };
  return {
    /** The documents with text read so far (their addresses). */
    documentsRead,
    document,
    async screen(page: Page, name: string): Promise<void> {
      expectNothingSlovenianIn(await screenText(page), `the screen ${name}`);
      const origin = new URL(page.url()).origin;
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const href of new Set(links)) {
        const url = new URL(href);
        if (url.origin === origin && url.pathname.startsWith('/services/')) {
          await document(page.context().request, url.href, `a document of ${name}`);
        }
      }
    },
    /** Every e-mail and SMS to `addresses` checked; answers how many there were. */
    async messages(outbox: Outbox, addresses: readonly string[]): Promise<number> {
      let count = 0;
      for (const address of addresses) {
        for (const message of await outbox.messages(address)) {
          count += 1;
          const text = `${message.subject ?? ''}\n${message.text}`;
          expectNothingSlovenianIn(
            text,
            `the ${message.channel} to ${address}: “${text.slice(0, 60)}”`,
          );
        }
      }
      return count;
    },
  };
}

export type SlovenianWatch = ReturnType<typeof slovenianWatch>;
