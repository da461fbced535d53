import { createTranslator, loadCatalog } from '@onboarding/messages';
import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValue } from './applicant-labels';

describe('the applicant data as the console shows it', () => {
  it('names a country code from the portal’s own country list, in the console’s language', async () => {
    const sl = createTranslator(await loadCatalog('sl'), 'sl');
    const en = createTranslator(await loadCatalog('en'), 'en');
    expect(fieldValue(sl, 'sl', 'nationality', 'SI')).toBe('Slovenija');
    expect(fieldValue(en, 'en', 'countryOfBirth', 'XK')).toBe('Kosovo');
    // A code the list does not know, or a field that holds no country, stays as sent.
    expect(fieldValue(en, 'en', 'nationality', 'QQ')).toBe('QQ');
    expect(fieldValue(en, 'en', 'placeOfBirth', 'SI')).toBe('SI');
  });

  it('writes a calendar day in the console’s language, day first (decision 238)', async () => {
    const en = createTranslator(await loadCatalog('en'), 'en');
    const sl = createTranslator(await loadCatalog('sl'), 'sl');
    expect(fieldValue(en, 'en', 'birthDate', '1990-05-17')).toBe('17/05/1990');
    expect(fieldValue(sl, 'sl', 'expirationDate', '2030-01-15')).toBe('15. 1. 2030');
    expect(fieldValue(en, 'en', 'issueDate', 'unknown')).toBe('unknown');
  });

  it('uses the applicant app’s labels and keeps an unknown field’s name', async () => {
    const en = createTranslator(await loadCatalog('en'), 'en');
    expect(fieldValue(en, 'en', 'idType', 'PP')).not.toBe('PP');
    expect(fieldLabel(en, 'mobileNumber')).toBe('Mobile phone number');
    expect(fieldLabel(en, 'somethingNew')).toBe('somethingNew');
  });
});
