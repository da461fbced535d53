import { z } from 'zod';
import { checkMobileNumber, isPhonePrefix } from '../phone';
import { EMAIL_PATTERN } from '../registration';
import { formText, issuesOf, refinedByRules, type FieldIssue } from './rules';

/** spec 2 §5: the contact e-mail is at most 250 characters (0-250; required here). */
export const CONTACT_EMAIL_MAX_LENGTH = 250;

/** spec 2 §3 "Contacts form". */
export const contactsFormShape = {
  email: formText(),
  /** "+386" */
  nationalPrefix: formText(),
  mobilePhoneNumber: formText(),
};

const ZContactsFormBase = z.strictObject(contactsFormShape);
export type TContactsForm = z.infer<typeof ZContactsFormBase>;
export const ZContactsFormStructure = ZContactsFormBase;

export const EMPTY_CONTACTS_FORM: TContactsForm = {
  email: '',
  nationalPrefix: '',
  mobilePhoneNumber: '',
};

/** spec 2 §5 "Contacts": e-mail and prefix required, the mobile number as at registration. */
export function contactsFormSchema() {
  return refinedByRules(ZContactsFormBase, (form, issues) => {
    const email = form.email.trim();
    if (email === '') issues.add('email', 'personalDataRules.required');
    else if (email.length > CONTACT_EMAIL_MAX_LENGTH)
      issues.add('email', 'personalDataRules.tooLong');
    else if (!EMAIL_PATTERN.test(email)) issues.add('email', 'personalDataRules.email.invalid');
    if (form.nationalPrefix === '') issues.add('nationalPrefix', 'personalDataRules.required');
    else if (!isPhonePrefix(form.nationalPrefix)) {
      issues.add('nationalPrefix', 'validation.prefix.invalid');
    }
    if (form.mobilePhoneNumber.trim() === '') {
      issues.add('mobilePhoneNumber', 'personalDataRules.required');
    } else if (!issues.has('nationalPrefix')) {
      const check = checkMobileNumber(form.nationalPrefix, form.mobilePhoneNumber.trim());
      if (!check.ok) issues.add('mobilePhoneNumber', 'validation.phone.invalid');
    }
  });
}

export const ZContactsForm = contactsFormSchema();

/** The schema's field errors as a list. */
export function contactsFormIssues(form: TContactsForm): readonly FieldIssue[] {
  return issuesOf(ZContactsForm, form);
}
