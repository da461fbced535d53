import type * as Messages from '@onboarding/messages';
import en from '@onboarding/messages/en';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_IDS, getVariant } from '@onboarding/domain';
import { variantMessageValues } from '@onboarding/domain/variant-message-values';
import {
  SECTIONS_WITH_VARIANT_VALUES,
  forgetCatalogInParts,
  loadCoreI18n,
  loadMessageSections,
} from './catalog-in-parts';

const network = vi.hoisted(() => ({ dropNext: false }));

vi.mock('@onboarding/messages', async (importOriginal) => {
  const messages = await importOriginal<typeof Messages>();
  return {
    ...messages,
    loadSections: (...args: Parameters<typeof messages.loadSections>) => {
      if (!network.dropNext) return messages.loadSections(...args);
      network.dropNext = false;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
});

afterEach(forgetCatalogInParts);

describe('the catalogue in parts', () => {
  it('translates the core at once and a later section once it has been loaded', async () => {
    const onMissing = vi.fn();
    const { t } = await loadCoreI18n('en', 'si', onMissing);
    expect(t('frame.skipToContent')).toBe(en.frame.skipToContent);
    expect(t('welcome.title')).toBe('welcome.title');
    expect(onMissing).toHaveBeenCalledWith('welcome.title', 'en');

    await loadMessageSections(['welcome']);
    expect(t('welcome.title')).toBe(en.welcome.title);
  });

  it('loads a section asked for before the core arrives, as the first page does', async () => {
    const core = loadCoreI18n('sq', 'si', vi.fn());
    const section = loadMessageSections(['consents']);
    const [{ t }] = await Promise.all([core, section]);
    expect(t('consents.legal.crs.question')).not.toBe('consents.legal.crs.question');
    expect(t('frame.skipToContent')).toBe('Kalo te përmbajtja kryesore');
  });

  it('puts the variant’s own country into the sections it loads later', async () => {
    const { t } = await loadCoreI18n('en', 'al', vi.fn());
    await loadMessageSections(['consents', 'personalData']);
    expect(t('consents.legal.crs.question')).toContain('Albania');
    expect(t('personalData.employment.taxesPaid')).toContain('Albania');
  });

  it('fills the variant’s figures in once the section that shows them is loaded', async () => {
    const { t } = await loadCoreI18n('sq', 'al', vi.fn());
    await loadMessageSections(['personalData']);
    expect(t('personalData.employment.netSalary')).toMatch(/Lek/);
    expect(t('personalData.employment.netSalary')).not.toContain('{{');
  });

  it('knows the section of every text that takes figures from the variant', () => {
    for (const variant of VARIANT_IDS) {
      for (const language of getVariant(variant).languages) {
        for (const key of Object.keys(variantMessageValues(variant, language))) {
          const section = key.split('.')[0] as Parameters<typeof loadMessageSections>[0][number];
          expect(SECTIONS_WITH_VARIANT_VALUES.has(section), key).toBe(true);
        }
      }
    }
  });

  it('downloads a section again after a download that failed', async () => {
    const { t } = await loadCoreI18n('en', 'si', vi.fn());
    network.dropNext = true;
    await expect(loadMessageSections(['welcome'])).rejects.toThrow(TypeError);
    expect(t('welcome.title')).toBe('welcome.title');
    await loadMessageSections(['welcome']);
    expect(t('welcome.title')).toBe(en.welcome.title);
  });

  it('does nothing when the whole catalogue is loaded (no catalogue in parts)', async () => {
    await expect(loadMessageSections(['welcome'])).resolves.toBeUndefined();
  });
});
