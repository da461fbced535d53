import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DROP_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_RULES,
  checkUpload,
  cleanDocumentName,
  isOverPixelLimit,
} from './upload-limits';

describe('upload limits (spec 2 §5)', () => {
  it('has 6 MB, 4 MB and 1 MB limits and a 1 000 000 byte default', () => {
    expect(UPLOAD_RULES.ID_DOCUMENT.maxBytes).toBe(6_000_000);
    expect(UPLOAD_RULES.MULTI_DOCUMENT.maxBytes).toBe(4_000_000);
    expect(UPLOAD_RULES.STATEMENT.maxBytes).toBe(1_000_000);
    expect(DEFAULT_DROP_MAX_BYTES).toBe(1_000_000);
  });

  it('checks size at the limit, above it, type and emptiness', () => {
    const rule = UPLOAD_RULES.ID_DOCUMENT;
    expect(checkUpload(rule, { size: 6_000_000, mediaType: 'image/png' })).toBe('OK');
    expect(checkUpload(rule, { size: 6_000_001, mediaType: 'image/png' })).toBe('TOO_LARGE');
    expect(checkUpload(rule, { size: 10, mediaType: 'application/pdf' })).toBe('WRONG_TYPE');
    expect(checkUpload(rule, { size: 0, mediaType: 'image/png' })).toBe('EMPTY');
    expect(checkUpload(UPLOAD_RULES.STATEMENT, { size: 10, mediaType: 'image/tiff' })).toBe('OK');
  });
});

describe('cleanDocumentName (decision 169)', () => {
  it('keeps only the last path segment and drops control characters', () => {
    expect(cleanDocumentName('../../etc/passwd\u0000x.jpg', 200)).toBe('passwdx.jpg');
    expect(cleanDocumentName('C:\\Users\\ana\\osebna.png', 200)).toBe('osebna.png');
    expect(cleanDocumentName('line\r\nbreak\t.pdf', 200)).toBe('line break .pdf');
    expect(cleanDocumentName('\u0085next\u009b.jpg', 200)).toBe('next.jpg');
  });

  it('drops bidi overrides and zero-width characters that disguise an extension', () => {
    expect(cleanDocumentName('osebna\u202Egpj.exe', 200)).toBe('osebnagpj.exe');
    expect(cleanDocumentName('a\u200Bb\u2066c.pdf', 200)).toBe('abc.pdf');
  });

  it('replaces the characters Windows refuses and trims dots and spaces at the ends', () => {
    expect(cleanDocumentName('a<b>c:d"e|f?g*.jpg', 200)).toBe('a_b_c_d_e_f_g_.jpg');
    expect(cleanDocumentName('  ..hidden.jpg. ', 200)).toBe('hidden.jpg');
    expect(cleanDocumentName('../..', 200)).toBe('');
    expect(cleanDocumentName('\u0007', 200)).toBe('');
  });

  it('keeps ordinary names as they are, composed to NFC', () => {
    expect(cleanDocumentName('Plačilna lista – oktober.pdf', 200)).toBe(
      'Plačilna lista – oktober.pdf',
    );
    expect(cleanDocumentName('c\u030Cevlji.jpg', 200)).toBe('čevlji.jpg');
  });

  it('cuts a long name to the limit in characters, keeping the extension', () => {
    expect(cleanDocumentName(`${'a'.repeat(400)}.jpg`, 200)).toBe(`${'a'.repeat(196)}.jpg`);
    expect(cleanDocumentName(`${'š'.repeat(300)}.pdf`, 10)).toBe('šššššš.pdf');
    // An emoji is one character and is never split in half.
    expect(Array.from(cleanDocumentName(`${'😀'.repeat(300)}.png`, 200))).toHaveLength(200);
    expect(cleanDocumentName('a'.repeat(300), 200)).toBe('a'.repeat(200));
    expect(cleanDocumentName(`x.${'b'.repeat(300)}`, 5)).toBe('x.bbb');
  });
});

describe('the header pixel limit (decision 169)', () => {
  it('lets 40 megapixels through and refuses one row more', () => {
    expect(UPLOAD_MAX_PIXELS).toBe(40_000_000);
    expect(isOverPixelLimit(8000, 5000)).toBe(false);
    expect(isOverPixelLimit(8000, 5001)).toBe(true);
    expect(isOverPixelLimit(8000, 6000)).toBe(true);
  });
});
