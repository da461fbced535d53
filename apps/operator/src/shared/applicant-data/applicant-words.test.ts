import type { Language } from '@onboarding/domain';
import { createTranslator, loadCatalog } from '@onboarding/messages';
import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValue, sectionLabel, type WordsContext } from './applicant-words';

async function wordsIn(language: Language, variant?: 'si' | 'al'): Promise<WordsContext> {
  const t = createTranslator(await loadCatalog(language), language);
  return variant === undefined ? { t, language } : { t, language, variant };
}

describe('the applicant’s data in the console’s words', () => {
  it('names every code in the console’s language', async () => {
    const en = await wordsIn('en');
    const sl = await wordsIn('sl');
    const sq = await wordsIn('sq');
    expect(fieldValue(en, 'gender', 'FEMALE')).toBe('Female');
    expect(fieldValue(sl, 'gender', 'FEMALE')).toBe('Ženski');
    expect(fieldValue(sq, 'gender', 'FEMALE')).toBe('Femër');
    expect(fieldValue(en, 'residentStatus', 'RESIDENT')).toBe('Resident of Slovenia');
    expect(fieldValue(await wordsIn('en', 'al'), 'residentStatus', 'RESIDENT')).toBe(
      'Resident of Albania',
    );
    expect(fieldValue(en, 'employerStatus', 'EMPLOYED')).toBe('Employed');
    expect(fieldValue(en, 'purposeOfBusinessRelation', 'CURRENT_DOMESTIC_NEEDS')).toBe(
      'Everyday household needs',
    );
    expect(fieldValue(en, 'position', 'OTHER')).toBe('None of these');
    expect(fieldValue(en, 'idType', 'PP')).toBe('Passport');
  });

  it('writes a list once per value, joined as the language joins', async () => {
    expect(fieldValue(await wordsIn('en'), 'originOfFunds', 'SALARY, SALARY')).toBe('Salary');
    expect(fieldValue(await wordsIn('sl'), 'originOfFunds', 'SALARY, SAVINGS')).toBe(
      'Plača in Prihranki',
    );
  });

  it('writes dates, countries, numbers and accounts as people read them', async () => {
    const en = await wordsIn('en');
    const sl = await wordsIn('sl');
    expect(fieldValue(en, 'birthDate', '1990-05-17')).toBe('17/05/1990');
    expect(fieldValue(sl, 'expirationDate', '2030-01-15')).toBe('15. 1. 2030');
    expect(fieldValue(sl, 'nationality', 'SI')).toBe('Slovenija');
    expect(fieldValue(en, 'countryOfBirth', 'XK')).toBe('Kosovo');
    expect(fieldValue(sl, 'monthlyIncoming', '1800')).toBe('1.800');
    expect(fieldValue(en, 'iban', 'SI56263300012039086')).toBe('SI56 2633 0001 2039 086');
  });

  it('keeps what it cannot name as it was sent', async () => {
    const en = await wordsIn('en');
    expect(fieldValue(en, 'gender', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(fieldValue(en, 'nationality', 'QQ')).toBe('QQ');
    expect(fieldValue(en, 'placeOfBirth', 'SI')).toBe('SI');
    expect(fieldValue(en, 'issueDate', 'unknown')).toBe('unknown');
    expect(fieldLabel(en, 'somethingNew')).toBe('somethingNew');
    expect(sectionLabel(en, 'SOMETHING')).toBe('SOMETHING');
  });

  it('labels fields and sections with the applicant app’s words', async () => {
    const en = await wordsIn('en');
    expect(fieldLabel(en, 'mobileNumber')).toBe('Mobile phone number');
    expect(fieldLabel(en, 'iban')).toBe('Account at another bank (IBAN)');
    expect(sectionLabel(en, 'ACCOUNT')).toBe('Tax and bank account');
  });
});
