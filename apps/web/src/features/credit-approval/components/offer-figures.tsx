import { memo } from 'react';
import type { TLoanOffer } from '@onboarding/domain';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { formatDate, formatMoney, formatPercent } from '@onboarding/domain/format';
import { useVariant } from '../../../lib/variant/variant-context';
import { FigureList } from '../../../components/ui/figure-list';
import { formatTenor } from '../tenor';

export interface OfferFiguresProps {
  readonly offer: TLoanOffer;
  /** True while the figures shown are of the last valid choice, not of what is typed now. */
  readonly stale: boolean;
  /** The first instalment's due date of a signing today (decision 233); null while unknown. */
  readonly firstInstalmentDate?: string | null;
}

/**
 * The figures of spec 2 §3 "Loan offer": the monthly payment large, then the rate, the APR and the
 * total amount payable side by side at the same size (the APR and the total as prominent as the
 * rate), then the rest. Announced politely as they change.
 */
export const OfferFigures = memo(function OfferFigures({
  offer,
  stale,
  firstInstalmentDate = null,
}: OfferFiguresProps) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useVariant();
  const money = (cents: number) => formatMoney(cents, currency, language);
  // The offer gives its rates in percent ("6.99").
  const percent = (value: number, fractionDigits: number) =>
    formatPercent(value / 100, language, { fractionDigits });
  const rows: [string, string][] = [
    [t('creditApproval.figures.amount'), money(offer.amountCents)],
    [t('creditApproval.figures.tenor'), formatTenor(t, offer.tenorMonths)],
    [t('creditApproval.figures.instalments'), String(offer.tenorMonths)],
    [t('creditApproval.figures.instalment'), money(offer.instalmentCents)],
    [t('creditApproval.figures.lastInstalment'), money(offer.lastInstalmentCents)],
    [t('creditApproval.figures.fees'), money(offer.feesCents)],
    [t('creditApproval.figures.totalInterest'), money(offer.totalInterestCents)],
  ];
  if (offer.insurance) {
    rows.splice(4, 0, [t('creditApproval.figures.premium'), money(offer.insurancePremiumCents)]);
  }
  if (firstInstalmentDate !== null) {
    rows.splice(3, 0, [
      t('creditApproval.figures.firstInstalment'),
      formatDate(firstInstalmentDate, language),
    ]);
  }
  return (
    <section
      className={['credit-approval__figures', stale && 'credit-approval__figures--stale']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby="credit-approval-figures"
    >
      <h2 id="credit-approval-figures" className="visually-hidden">
        {t('creditApproval.figures.title')}
      </h2>
      <div className="credit-approval__monthly" aria-live="polite" aria-atomic="true">
        <p className="credit-approval__monthly-label">
          {offer.insurance
            ? t('creditApproval.figures.monthlyWithInsurance')
            : t('creditApproval.figures.monthly')}
        </p>
        <p className="credit-approval__monthly-value">{money(offer.monthlyPaymentCents)}</p>
        {stale ? (
          <p className="credit-approval__hint">{t('creditApproval.figures.stale')}</p>
        ) : null}
      </div>
      <dl className="credit-approval__key-figures">
        <div className="credit-approval__key-figure">
          <dt>{t('creditApproval.figures.nominalRate')}</dt>
          <dd>{percent(offer.nominalRatePercent, 2)}</dd>
        </div>
        <div className="credit-approval__key-figure">
          <dt>{t('creditApproval.figures.apr')}</dt>
          <dd>{percent(offer.aprPercent, 1)}</dd>
        </div>
        <div className="credit-approval__key-figure">
          <dt>{t('creditApproval.figures.totalToRepay')}</dt>
          <dd>{money(offer.totalToRepayCents)}</dd>
        </div>
      </dl>
      <FigureList figures={rows} rowClassName="credit-approval__row" />
      <p className="credit-approval__hint">{t('creditApproval.figures.note')}</p>
    </section>
  );
});
