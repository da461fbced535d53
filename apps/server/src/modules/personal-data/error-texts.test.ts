import { LANGUAGES, PERSONAL_DATA_ERROR_CODES, REUSED_VALIDATION_CODES } from '@onboarding/domain';
import { flattenCatalog, loadCatalog } from '@onboarding/messages';
import { describe, expect, it } from 'vitest';

// The web shows a field error by translating its code: every code a form rule can give must have a
// text in every language, or the applicant would see the bare code.
describe('texts of the personal data field errors', () => {
  it.each(LANGUAGES)('has a text for every form rule code in %s', async (language) => {
    const texts = flattenCatalog(await loadCatalog(language));
    const missing = [...PERSONAL_DATA_ERROR_CODES, ...REUSED_VALIDATION_CODES].filter(
      (code) => (texts.get(code) ?? '').trim() === '',
    );
    expect(missing).toEqual([]);
  });
});
