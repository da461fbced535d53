import type { Language, TCreditor } from '@onboarding/domain';
import { renderPdf } from '../../../infra/pdf/pdf-document';
import { findChoice } from '../repository';
import { repaymentPlanContent } from '../repayment-plan-content';
import type { Owner } from '../own-loan';
import { createReadOwnLoanPayout, type ReadLoanPayoutDeps } from './read-loan-payout';

export interface ReadRepaymentPlanPdfDeps extends ReadLoanPayoutDeps {
  readonly creditor: TCreditor;
  /** The bank's country (ISO 3166 alpha-2): its variant's texts. */
  readonly country: string;
  /** The language the applicant registered in (the SECCI's and the agreement's). */
  readonly languageOf: (prospectId: string) => Promise<Language>;
  readonly applicantNameOf: (prospectId: string) => Promise<string>;
}

/**
 * `GET onboarding/products/{id}/repaymentplan` (decision 233): the chosen loan's repayment plan as
 * a PDF, made when asked (the plan is a function of the stored choice and the signing day, so
 * nothing is kept): dated from the signing once signed, else from a signing today.
 */
export function createReadRepaymentPlanPdf(deps: ReadRepaymentPlanPdfDeps) {
  const loanPayoutOfOwn = createReadOwnLoanPayout(deps);
  return async function repaymentPlanPdf(
    owner: Owner,
    productId: string,
  ): Promise<{ bytes: Buffer; fileName: string }> {
    const { product, payout } = await loanPayoutOfOwn(owner, productId);
    const choice = await findChoice(deps.db, product.prospectId);
    if (choice === null) throw new Error('The payout was read from a choice that vanished.');
    const signedAt = await deps.signedAtOf(product.prospectId);
    const reference = product.prospectId.slice(0, 8).toUpperCase();
    const content = repaymentPlanContent({
      language: await deps.languageOf(product.prospectId),
      creditor: deps.creditor,
      customerName: await deps.applicantNameOf(product.prospectId),
      offer: choice.offer,
      loanPayout: payout,
      datedFrom: signedAt ?? deps.clock(),
      timeZone: deps.timeZone,
      country: deps.country,
      reference,
    });
    const bytes = Buffer.from(await renderPdf(content));
    return { bytes, fileName: `repayment-plan-${reference.toLowerCase()}.pdf` };
  };
}
