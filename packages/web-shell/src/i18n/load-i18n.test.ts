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
    const { t } = await loadI18n('en', 'si', onMissing);
    // @ts-expect-error -- not a key of the catalogue
    expect(t('frame.nothing')).toBe('frame.nothing');
    expect(onMissing).toHaveBeenCalledWith('frame.nothing', 'en');
  });

  it('names the variant’s own country where a text names the bank’s country (decision 159)', async () => {
    const slovenian = await loadI18n('en', 'si');
    const albanianEn = await loadI18n('en', 'al');
    const albanianSq = await loadI18n('sq', 'al');
    expect(slovenian.t('personalData.employment.taxesPaid')).toContain('Slovenia');
    expect(albanianEn.t('personalData.employment.taxesPaid')).toBe(
      'Do you pay taxes on your income in Albania?',
    );
    expect(albanianEn.t('consents.legal.crs.question')).toContain('other than Albania');
    expect(albanianSq.t('personalData.options.flowSplit.ONLY_SLOVENIA')).toBe('Vetëm Shqipëria');
    // Texts that name no country are the catalogue's own.
    expect(albanianEn.t('frame.skipToContent')).toBe(slovenian.t('frame.skipToContent'));
  });

  it('writes the amount bands and the pay fields in the variant’s currency (decision 241)', async () => {
    const nbsp = '\u00a0';
    const slovenian = await loadI18n('sl', 'si');
    const albanianSq = await loadI18n('sq', 'al');
    const albanianEn = await loadI18n('en', 'al');
    expect(slovenian.t('personalData.options.regularInflow.MEDIUM_LOW')).toBe(
      `800${nbsp}€ do 1.500${nbsp}€`,
    );
    expect(slovenian.t('personalData.employment.netSalary')).toBe('Mesečna neto plača (€)');
    expect(albanianSq.t('personalData.options.regularInflow.LOW')).toBe(
      `Deri në 80${nbsp}000${nbsp}Lekë`,
    );
    expect(albanianSq.t('personalData.employment.monthlyIncomes')).toBe(
      'Të ardhurat mujore (Lekë)',
    );
    expect(albanianEn.t('personalData.options.occasionalInflow.MEDIUM_INFLOWS')).toBe(
      `ALL${nbsp}500,001 to ALL${nbsp}5,000,000`,
    );
  });
});
