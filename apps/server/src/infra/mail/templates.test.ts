import { describe, expect, it } from 'vitest';
import { translatorFor } from './templates';

describe('the server’s texts per variant (decision 159)', () => {
  it('apply the al variant’s text patches, and only there', () => {
    const question = 'consents.legal.crs.question';
    expect(translatorFor('en', 'al')(question)).toContain('other than Albania');
    expect(translatorFor('en', 'si')(question)).toContain('other than Slovenia');
  });
});
