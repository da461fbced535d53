import { describe, expect, it } from 'vitest';
import { readStoredLanguage, storeLanguage } from './language-storage';

describe('language storage', () => {
  it('stores the choice in local storage and in a cookie', () => {
    storeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('falls back to the cookie when local storage has nothing', () => {
    document.cookie = 'language=sq; Path=/';
    expect(readStoredLanguage()).toBe('sq');
  });

  it('returns null when nothing is stored', () => {
    expect(readStoredLanguage()).toBeNull();
  });
});
