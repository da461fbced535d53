import { describe, expect, it, vi } from 'vitest';
import { loadI18n } from './load-i18n';

describe('loadI18n', () => {
  it('makes the translator of the active language', async () => {
    const { language, t } = await loadI18n('sl');
    expect(language).toBe('sl');
    expect(t('frame.skipToContent')).toBe('Skoči na glavno vsebino');
  });

  it('reports a missing key and shows the key', async () => {
    const onMissing = vi.fn();
    const { t } = await loadI18n('en', onMissing);
    // @ts-expect-error -- not a key of the catalogue
    expect(t('frame.nothing')).toBe('frame.nothing');
    expect(onMissing).toHaveBeenCalledWith('frame.nothing', 'en');
  });
});
