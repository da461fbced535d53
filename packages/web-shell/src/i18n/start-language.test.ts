import { describe, expect, it } from 'vitest';
import { loadI18n } from './load-i18n';
import { startLanguage } from './start-language';

function pageOf(variant: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  const meta = doc.createElement('meta');
  meta.name = 'portal-variant';
  meta.content = variant;
  doc.head.append(meta);
  return doc;
}

describe('startLanguage', () => {
  it('uses the variant default and sets <html lang>', async () => {
    const doc = pageOf('al');
    const { variant, i18n } = await startLanguage(loadI18n, doc, { search: '', hash: '' });
    expect(variant.id).toBe('al');
    expect(i18n.language).toBe('sq');
    expect(doc.documentElement.lang).toBe('sq');
  });

  it('keeps a language that came with a link', async () => {
    const { i18n } = await startLanguage(loadI18n, pageOf('si'), {
      search: '?language=en',
      hash: '',
    });
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
