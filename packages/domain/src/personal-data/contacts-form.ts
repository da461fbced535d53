import { z } from 'zod';
import { lazily } from '../lazily';
import { checkMobileNumber, isPhonePrefix } from '../phone';
import { EMAIL_PATTERN } from '../registration-fields';
import { formText, issuesOf, refinedByRules, type FieldIssue } from './rules';

/** spec 2 §5: the contact e-mail is at most 250 characters (0-250; required here). */
export const CONTACT_EMAIL_MAX_LENGTH = 250;

/** spec 2 §3 "Contacts form". Built on first use, as the schemas below (lazily.ts). */
export const contactsFormShape = lazily(() => ({
  email: formText(),
  /** "+386" */
  nationalPrefix: formText(),
  mobilePhoneNumber: formText(),
}));

/** The structure alone: known fields, 250 characters at most. */
export const contactsFormStructureSchema = lazily(() => z.strictObject(contactsFormShape()));
export const ZContactsFormStructure = /* @__PURE__ */ contactsFormStructureSchema();
export type TContactsForm = z.infer<typeof ZContactsFormStructure>;

export const EMPTY_CONTACTS_FORM: TContactsForm = {
  email: '',
  nationalPrefix: '',
  mobilePhoneNumber: '',
};

/** spec 2 §5 "Contacts": e-mail and prefix required, the mobile number as at registration. */
export const contactsFormSchema = lazily(() =>
  refinedByRules(contactsFormStructureSchema(), (form, issues) => {
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
  }),
);

export const ZContactsForm = /* @__PURE__ */ contactsFormSchema();

/** The schema's field errors as a list. */
export function contactsFormIssues(form: TContactsForm): readonly FieldIssue[] {
  return issuesOf(contactsFormSchema(), form);
}
