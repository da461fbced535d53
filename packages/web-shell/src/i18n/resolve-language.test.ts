import { getVariant } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { readLanguageQuery, resolveLanguage } from './resolve-language';

const si = getVariant('si');
const al = getVariant('al');

describe('resolveLanguage', () => {
  it('when the query names a language of the variant, then the query wins', () => {
    expect(resolveLanguage(si, { query: 'en', stored: 'sl' })).toBe('en');
    expect(resolveLanguage(al, { query: 'sq', stored: 'en' })).toBe('sq');
  });

  it('when there is no query, then the stored choice is used', () => {
    expect(resolveLanguage(si, { query: null, stored: 'en' })).toBe('en');
  });

  it('when neither is given, then the variant default is used', () => {
    expect(resolveLanguage(si, { query: null, stored: null })).toBe('sl');
    expect(resolveLanguage(al, { query: null, stored: null })).toBe('sq');
  });

  it('ignores languages outside the variant at every level', () => {
    expect(resolveLanguage(si, { query: 'sq', stored: 'en' })).toBe('en');
    expect(resolveLanguage(si, { query: 'sq', stored: 'sq' })).toBe('sl');
    expect(resolveLanguage(al, { query: 'sl', stored: 'de' })).toBe('sq');
    expect(resolveLanguage(si, { query: 'EN', stored: '' })).toBe('sl');
  });
});

describe('readLanguageQuery', () => {
  it('reads the parameter from the hash route or the real query string', () => {
    expect(readLanguageQuery({ search: '', hash: '#/lightsignup?language=en' })).toBe('en');
    expect(readLanguageQuery({ search: '?language=sq', hash: '#/' })).toBe('sq');
    expect(readLanguageQuery({ search: '?language=sl', hash: '#/x?language=en' })).toBe('en');
    expect(readLanguageQuery({ search: '', hash: '#/lightsignup' })).toBeNull();
  });
});
