import { describe, expect, it } from 'vitest';
import { DEFAULT_DROP_MAX_BYTES, UPLOAD_RULES, checkUpload } from './upload-limits';

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
