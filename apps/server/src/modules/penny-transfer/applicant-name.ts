import type { Transaction } from '../../infra/db/database';
import type { EnteredDataSource } from '../eligibility/entered-data';

/** The given names and surnames as the payer's name is compared with them. */
export function applicantNameOf(names: {
  firstName: string;
  secondName: string | null;
  surname: string;
}) {
  return {
    givenNames: [names.firstName, names.secondName ?? ''].join(' ').trim(),
    surnames: names.surname,
  };
}

/** The applicant's name as entered on /personaldata, the payer's is compared with; null before. */
export async function applicantName(
  enteredData: EnteredDataSource,
  tx: Transaction,
  prospectId: string,
) {
  const entered = await enteredData.entered(tx, prospectId);
  return entered === null ? null : applicantNameOf(entered.names);
}
