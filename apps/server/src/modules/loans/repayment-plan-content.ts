import {
  creditorLegalName,
  payoutFacts,
  repaymentPlanCells,
  type Language,
  type TCreditor,
  type TLoanOffer,
  variantOfCountry,
} from '@onboarding/domain';
import { formatDate, formatMoney, formatPercent } from '@onboarding/domain/format';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';
import type { LoanPayout } from './payout-schedule';

export interface RepaymentPlanInputs {
  readonly language: Language;
  /** The bank's identity from the configuration (decision 229). */
  readonly creditor: TCreditor;
  readonly customerName: string;
  readonly offer: TLoanOffer;
  readonly loanPayout: LoanPayout;
  /** When the agreement was signed, or (not signed yet) the day the plan is made. */
  readonly datedFrom: Date;
  readonly timeZone: string;
  /** The bank's country (ISO 3166 alpha-2): the texts are its variant's. */
  readonly country: string;
  /** Printed at the foot of each page: the loan's reference. */
  readonly reference: string;
}

const heading = (text: string): PdfBlock => ({ type: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });
const field = (label: string, value: string): PdfBlock => ({ type: 'field', label, value });

/**
 * The repayment plan as a PDF the applicant downloads (decision 233): the same figures and dates
 * as the credit agreement's plan (`repaymentPlanCells` of the domain), with the payout account
 * and day above it and the totals under it.
 */
export function repaymentPlanContent(inputs: RepaymentPlanInputs): PdfContent {
  const { language, timeZone } = inputs;
  const t = translatorFor(language, variantOfCountry(inputs.country));
  const { plan, payout, signed } = inputs.loanPayout;
  const money = (cents: number) => formatMoney(cents, plan.currency, language);
  // The offer's rate is in percent (7.5), the module's in fractions.
  const percent = formatPercent(inputs.offer.nominalRatePercent / 100, language);
  const bank = creditorLegalName(inputs.creditor);
  const datedFrom = formatDate(inputs.datedFrom, language, { timeZone });
  const date = (iso: string) => formatDate(iso, language);
  // The table's column takes the short form ("28. 12. 2026").
  const cells = repaymentPlanCells(plan, {
    money,
    date: (iso) => formatDate(iso, language, { style: 'short' }),
  });
  return {
    title: t('signing.pdf.plan.title'),
    language: inputs.language,
    author: bank,
    createdAt: inputs.datedFrom,
    blocks: [
      paragraph(
        t('signing.pdf.plan.intro', {
          amount: money(plan.amountCents),
          bank,
          customer: inputs.customerName,
        }),
      ),
      field(t('signing.pdf.plan.amount'), money(plan.amountCents)),
      field(t('signing.pdf.plan.nominalRate'), percent),
      ...payoutFacts(payout, plan, date).map(({ fact, value }) =>
        field(t(`signing.pdf.credit.${fact}`), value),
      ),
      paragraph(
        signed
          ? t('signing.pdf.plan.signedOn', { date: datedFrom })
          : t('signing.pdf.credit.planDates', { date: datedFrom }),
      ),
      {
        type: 'table',
        columns: cells.columns.map(({ id, width, align }) => ({
          header: t(`signing.pdf.plan.columns.${id}`),
          width,
          align,
        })),
        rows: cells.rows,
      },
      heading(t('signing.pdf.plan.totalsHeading')),
      field(t('signing.pdf.plan.totalInterest'), money(plan.totalInterestCents)),
      ...(plan.totalPremiumCents > 0
        ? [field(t('signing.pdf.plan.totalPremium'), money(plan.totalPremiumCents))]
        : []),
      field(t('signing.pdf.plan.totalPayments'), money(plan.totalPaymentsCents)),
      field(t('signing.pdf.plan.fee'), money(inputs.offer.feesCents)),
    ],
    footer: (page, pages) =>
      t('signing.pdf.plan.footer', { reference: inputs.reference, page, pages }),
  };
}
