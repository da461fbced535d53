import type { DepositMaturityChoice, TDepositChoice, TDepositQuote } from '@onboarding/domain';
import { formatDay } from '../../lib/format/dates';
import { formatIbanGrouped } from '../../lib/format/iban';
import {
  formatBasisPoints,
  formatFractionPercent,
  formatMinorUnits,
} from '../../lib/format/numbers';
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
    [
      t('depositTerms.summary.amount'),
      formatMinorUnits(quote.amountMinor, quote.currency, language),
    ],
    [t('depositTerms.summary.rate'), formatBasisPoints(quote.rateBps, language)],
    [t('depositTerms.summary.term'), t('depositTerms.term.days', { count: quote.termDays })],
    [
      t('depositTerms.summary.start'),
      funded ? formatDay(quote.startDate, language) : t('depositTerms.summary.startPending'),
    ],
    [t('depositTerms.summary.maturity'), formatDay(quote.maturityDate, language)],
    [
      t('depositTerms.summary.interest'),
      formatMinorUnits(quote.interestMinor, quote.currency, language),
    ],
    [t('depositTerms.quote.ear'), formatFractionPercent(quote.effectiveAnnualRate, language)],
  ];
  if (atMaturity !== undefined) {
    rows.push([t('depositTerms.summary.atMaturity'), t(`depositTerms.atMaturity.${atMaturity}`)]);
  }
  if (ownIban !== undefined) {
    rows.push([t('depositTerms.summary.ownAccount'), formatIbanGrouped(ownIban)]);
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
