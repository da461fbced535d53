import type { DepositMaturityChoice, TDepositChoice, TDepositQuote } from '@onboarding/domain';
import {
  formatBasisPoints,
  formatDate,
  formatIban,
  formatMoney,
  formatPercent,
} from '@onboarding/domain/format';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { FigureList } from '../ui/figure-list';
import './deposit-summary.css';

export interface DepositFiguresProps {
  readonly quote: TDepositQuote;
  /** False until the money arrived: the start reads "when your payment arrives" (decision 232). */
  readonly funded: boolean;
  readonly atMaturity?: DepositMaturityChoice;
  readonly ownIban?: string;
}

/**
 * A day deposit's figures as name and value (decision 232): amount, rate, term, start, maturity,
 * the interest to expect and what happens at maturity; the welcome page and My application show
 * them (texts of the `depositTerms` section).
 */
export function DepositFigures({ quote, funded, atMaturity, ownIban }: DepositFiguresProps) {
  const t = useT();
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('depositTerms.summary.amount'), formatMoney(quote.amountMinor, quote.currency, language)],
    [t('depositTerms.summary.rate'), formatBasisPoints(quote.rateBps, language)],
    [t('depositTerms.summary.term'), t('depositTerms.term.days', { count: quote.termDays })],
    [
      t('depositTerms.summary.start'),
      funded ? formatDate(quote.startDate, language) : t('depositTerms.summary.startPending'),
    ],
    [t('depositTerms.summary.maturity'), formatDate(quote.maturityDate, language)],
    [
      t('depositTerms.summary.interest'),
      formatMoney(quote.interestMinor, quote.currency, language),
    ],
    [t('depositTerms.quote.ear'), formatPercent(quote.effectiveAnnualRate, language)],
  ];
  if (atMaturity !== undefined) {
    rows.push([t('depositTerms.summary.atMaturity'), t(`depositTerms.atMaturity.${atMaturity}`)]);
  }
  if (ownIban !== undefined) {
    rows.push([t('depositTerms.summary.ownAccount'), formatIban(ownIban)]);
  }
  return <FigureList className="deposit-figures" figures={rows} />;
}

/** The figures of a chosen deposit, funded or on its way (the welcome page, My application). */
export function DepositChoiceFigures({ deposit }: { deposit: TDepositChoice }) {
  return (
    <DepositFigures
      quote={deposit.quote}
      funded={deposit.fundedAt !== null}
      atMaturity={deposit.atMaturity}
      ownIban={deposit.ownIban}
    />
  );
}
