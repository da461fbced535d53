import {
  albanianIbanProblem,
  albanianNidParts,
  albanianNidProblem,
  isValidAlbanianTaxId,
} from './al-identifiers';
import { parseDottedDate } from './dates';
import type { TPersonalDataForm } from './personal-data-form';
import type { IssueList } from './rules';

/*
 * The rules of the personal data form that the al variant asks instead of the Slovenian ones
 * (decision 176): the personal number is the NID, the tax number the NIPT and the IBAN Albanian.
 * personal-data-form.ts picks them by `context.variant`.
 */

/** The NID: letter, 8 digits, letter; its birth date and gender must match the form's. */
export function checkAlbanianNid(issues: IssueList, form: TPersonalDataForm): void {
  const nid = form.personalNumber.trim();
  if (nid === '') return issues.add('personalNumber', 'personalDataRules.required');
  const problem = albanianNidProblem(nid);
  if (problem !== null) return issues.add('personalNumber', `personalDataRules.nid.${problem}`);
  const parts = albanianNidParts(nid);
  if (parts === null) return;
  const birth = parseDottedDate(form.birthDate);
  if (
    birth !== null &&
    (birth.year !== parts.year || birth.month !== parts.month || birth.day !== parts.day)
  ) {
    return issues.add('personalNumber', 'personalDataRules.nid.birthDateMismatch');
  }
  if (form.gender !== '' && form.gender !== parts.gender) {
    issues.add('personalNumber', 'personalDataRules.nid.genderMismatch');
  }
}

/** The NIPT (a non-empty value; the caller reports an empty one). */
export function checkAlbanianTaxId(issues: IssueList, taxId: string): void {
  if (!isValidAlbanianTaxId(taxId)) issues.add('taxID', 'personalDataRules.nipt.format');
}

/** An Albanian IBAN (a non-empty value; the caller reports an empty one). */
export function checkAlbanianIban(issues: IssueList, iban: string): void {
  const problem = albanianIbanProblem(iban);
  if (problem !== null) issues.add('iban', `personalDataRules.iban.${problem}`);
}
