import type { MessageKey, MessageValues } from '@onboarding/messages';
import { currencySign, formatAmount } from './format';
import { INFLOW_BANDS, type AmountBand } from './kyc-flows';
import { getVariant, type Language, type VariantId } from './variants';

/*
 * The figures some texts of the catalogue take from the variant (decision 241): the currency of
 * the pay fields and the boundaries of the KYC amount bands, written by the formatting module.
 * The catalogue is filled with them when it is loaded (`catalogForVariant`), so every screen, the
 * console and the data summary PDF show the same words.
 */

type Values = Readonly<Partial<Record<MessageKey, MessageValues>>>;

function bandValues(
  group: 'regularInflow' | 'occasionalInflow',
  bands: readonly AmountBand<string>[],
  currency: string,
  language: Language,
): Values {
  const amount = (value: number) => formatAmount(value, currency, language, { whole: true });
  return Object.fromEntries(
    bands.map((band) => [
      `personalData.options.${group}.${band.level}`,
      { from: amount(band.from), to: band.upTo === null ? '' : amount(band.upTo) },
    ]),
  );
}

/** The values of the variant's texts in a language, by message key. */
export function variantMessageValues(variant: VariantId, language: Language): Values {
  const bands = INFLOW_BANDS[variant];
  const currency = { currency: currencySign(getVariant(variant).currency, language) };
  return {
    'personalData.employment.netSalary': currency,
    'personalData.employment.monthlyIncomes': currency,
    ...bandValues('regularInflow', bands.regular, bands.currency, language),
    ...bandValues('occasionalInflow', bands.occasional, bands.currency, language),
  };
}
