import { describe, expect, it, vi } from 'vitest';
import en from './en';
import sl from './sl';
import { createTranslator, flattenCatalog, placeholdersOf, type CatalogOf } from './translator';

// A reference catalogue like en.ts: nested sections, a placeholder and an English plural group.
const reference = {
  greeting: 'Hello, {{name}}!',
  documents: {
    uploaded_one: '{{count}} document uploaded',
    uploaded_other: '{{count}} documents uploaded',
    title: 'Documents',
  },
};
type Reference = typeof reference;

// Its Slovenian counterpart, with the four forms Slovenian needs.
const slovenian: CatalogOf<Reference> = {
  greeting: 'Pozdravljeni, {{name}}!',
  documents: {
    uploaded_one: 'Naložen {{count}} dokument',
    uploaded_two: 'Naložena {{count}} dokumenta',
    uploaded_few: 'Naloženi {{count}} dokumenti',
    uploaded_other: 'Naloženih {{count}} dokumentov',
    title: 'Dokumenti',
  },
};

describe('createTranslator', () => {
  it('looks up nested keys by their dotted path', () => {
    const t = createTranslator<Reference>(reference, 'en');
    expect(t('documents.title')).toBe('Documents');
  });

  it('fills {{name}} placeholders and does not escape the values', () => {
    const t = createTranslator<Reference>(reference, 'en');
    expect(t('greeting', { name: 'Ana <b>' })).toBe('Hello, Ana <b>!');
  });

  it('leaves a placeholder without a value visible', () => {
    const t = createTranslator<Reference>(reference, 'en');
    expect(t('greeting')).toBe('Hello, {{name}}!');
  });

  it('chooses the English plural form', () => {
    const t = createTranslator<Reference>(reference, 'en');
    expect(t('documents.uploaded', { count: 1 })).toBe('1 document uploaded');
    expect(t('documents.uploaded', { count: 2 })).toBe('2 documents uploaded');
    expect(t('documents.uploaded', { count: 0 })).toBe('0 documents uploaded');
  });

  it.each([
    [1, 'Naložen 1 dokument'],
    [2, 'Naložena 2 dokumenta'],
    [3, 'Naloženi 3 dokumenti'],
    [4, 'Naloženi 4 dokumenti'],
    [5, 'Naloženih 5 dokumentov'],
    [0, 'Naloženih 0 dokumentov'],
    [11, 'Naloženih 11 dokumentov'],
    [101, 'Naložen 101 dokument'],
    [102, 'Naložena 102 dokumenta'],
    [103, 'Naloženi 103 dokumenti'],
  ])('chooses the Slovenian plural form for %i', (count, text) => {
    const t = createTranslator<Reference>(slovenian, 'sl');
    expect(t('documents.uploaded', { count })).toBe(text);
  });

  it('falls back to the _other form when a category is missing', () => {
    const t = createTranslator<Reference>(reference, 'sl'); // English texts under Slovenian rules
    expect(t('documents.uploaded', { count: 2 })).toBe('2 documents uploaded');
  });

  it('returns a missing key itself and reports it', () => {
    const onMissing = vi.fn();
    const incomplete = { documents: reference.documents } as unknown as Reference; // no greeting
    const t = createTranslator<Reference>(incomplete, 'en', { onMissing });
    expect(t('greeting', { name: 'Ana' })).toBe('greeting');
    expect(onMissing).toHaveBeenCalledExactlyOnceWith('greeting', 'en');
  });

  it('treats a section as missing: only texts are messages', () => {
    const onMissing = vi.fn();
    const t = createTranslator<Reference>(reference, 'en', { onMissing });
    // @ts-expect-error -- a section is not a message key
    expect(t('documents')).toBe('documents');
    expect(onMissing).toHaveBeenCalledWith('documents', 'en');
  });

  it('works on the real catalogues, typed against en', () => {
    const t = createTranslator(sl, 'sl');
    expect(t('frame.banner.close')).toBe('Zapri obvestilo');
    expect(createTranslator(en, 'en')('common.languageNames.sl')).toBe('Slovenščina');
  });

  it('rejects unknown keys and a plural group without a count at compile time', () => {
    const t = createTranslator(en, 'en', { onMissing: () => undefined });
    // @ts-expect-error -- not a key of the English catalogue
    expect(t('frame.banner.nope')).toBe('frame.banner.nope');
    const plural = createTranslator<Reference>(reference, 'en');
    // @ts-expect-error -- a plural group needs its count
    expect(plural('documents.uploaded')).toBe('documents.uploaded');
    // @ts-expect-error -- a suffixed leaf is not a key (code names the group), though it resolves
    expect(plural('documents.uploaded_one')).toBe('{{count}} document uploaded');
  });
});

describe('flattenCatalog and placeholdersOf', () => {
  it('flattens nested sections to dotted keys', () => {
    expect([...flattenCatalog(reference).keys()]).toEqual([
      'greeting',
      'documents.uploaded_one',
      'documents.uploaded_other',
      'documents.title',
    ]);
  });

  it('finds {{name}} placeholders', () => {
    expect(placeholdersOf('{{count}} of {{ total }} for {{name}}')).toEqual([
      'count',
      'total',
      'name',
    ]);
  });
});
