import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextString } from './pades-signer';

/** What a PDF reader makes of the literal string pdf-lib writes for `value`. */
async function readBack(value: string): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage().node.set(PDFName.of('Note'), PDFString.of(value));
  const reopened = await PDFDocument.load(await pdf.save());
  return reopened.getPage(0).node.lookup(PDFName.of('Note'), PDFString).decodeText();
}

describe('PDF text strings of the signature dictionary', () => {
  it.each([
    ['plain ASCII', 'Contract signature'],
    ['unbalanced parentheses and a backslash', 'Clause 3) \\ (see'],
    ['Slovenian letters (č is 0x01 0x0D in UTF-16)', 'Podpis pogodbe: Žiga Čeh, Ljubljana'],
    ['Albanian letters', 'Nënshkrimi i kontratës, Tiranë'],
    ['a line break', 'first\nsecond'],
  ])('keeps %s as written', async (_case, text) => {
    expect(pdfTextString(text)).toMatch(/^[\x20-\x7e]*$/);
    expect(await readBack(pdfTextString(text))).toBe(text);
  });
});
