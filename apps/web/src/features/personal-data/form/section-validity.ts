import {
  addressFormIssues,
  contactsFormIssues,
  employmentFormIssues,
  personalDataIssues,
  questionnaireFormIssues,
  studentFormIssues,
  type PersonalDataContext,
} from '@onboarding/domain';
import type { PersonalDataFormValues } from './form-values';

export interface SectionValidity {
  readonly personalData: boolean;
  readonly address: boolean;
  readonly contacts: boolean;
  readonly employment: boolean;
  readonly questionnaire: boolean;
  readonly student: boolean;
}

/**
 * Which sections pass every rule of the domain (the "looks ok" line of each, spec 3 §2). The
 * student section counts only under the Diploma package.
 */
export function sectionValidity(
  values: PersonalDataFormValues,
  context: PersonalDataContext,
): SectionValidity {
  return {
    personalData: personalDataIssues(values.personalData, context).length === 0,
    address: addressFormIssues(values.address).length === 0,
    contacts: contactsFormIssues(values.contacts).length === 0,
    employment: employmentFormIssues(values.employment, context).length === 0,
    questionnaire: questionnaireFormIssues(values.questionnaire, context).length === 0,
    student: context.packageName !== 'Diploma' || studentFormIssues(values.student).length === 0,
  };
}

export function allSectionsValid(validity: SectionValidity): boolean {
  return Object.values(validity).every(Boolean);
}
