import type { TDepositTermsInput } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_CONTEXT } from '../../src/infra/audit/audit-log';
import { enterPersonalData } from '../consents-helpers';
import { type ApplicantWithProspect, putProspectInState } from '../prospect-helpers';
import { asApplicant } from '../video-helpers';
import { applicantAt } from './applicant';

/** The IBAN registry's Slovenian example: the applicant's own account at another bank. */
export const OWN_IBAN = 'SI56263300012039086';

/** 10,000.00 EUR for 91 days, paid out at maturity: the default table's 1.70 % band. */
export const DEPOSIT_CHOICE: TDepositTermsInput = {
  amount: '10000,00',
  termDays: 91,
  atMaturity: 'PAYOUT',
  ownIban: 'SI56 2633 0001 2039 086',
};

/** A DAYPOSIT applicant whose personal data is in: PROSPECT_INFO_UPLOADED, PRODUCT_NEW. */
export async function applicantOnDepositStep(app: FastifyInstance): Promise<ApplicantWithProspect> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType: 'DAYPOSIT' });
  await enterPersonalData(app, applicant);
  return applicant;
}

/** The deposit step through its route (decision 231). */
export function chooseDeposit(
  app: FastifyInstance,
  applicant: ApplicantWithProspect,
  choice: unknown = DEPOSIT_CHOICE,
  prospectId = applicant.prospectId,
) {
  return asApplicant(
    app,
    applicant.sid,
    'PUT',
    `/onboarding/prospects/${prospectId}/deposit`,
    choice,
  );
}

/**
 * A DAYPOSIT applicant who chose `choice`, whose contracts are signed and whose product account
 * is open (the dossier's run and the signing, tested on their own): on the branch choice.
 */
export async function signedDepositApplicant(
  app: FastifyInstance,
  choice: TDepositTermsInput = DEPOSIT_CHOICE,
): Promise<ApplicantWithProspect> {
  const applicant = await applicantOnDepositStep(app);
  const chosen = await chooseDeposit(app, applicant, choice);
  if (chosen.statusCode !== 200) throw new Error(`deposit refused: ${chosen.body}`);
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_DOCUMENTS_SIGNED',
  );
  await app.database.db.transaction((tx) =>
    app.services.bankAccounts.open(tx, applicant.prospectId, SYSTEM_CONTEXT),
  );
  return applicant;
}
