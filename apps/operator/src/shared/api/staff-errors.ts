import type { MessageKey, Translate } from '@onboarding/messages';
import { failureKey, isStaffApiError } from './api-error';

/** A refusal in words: for the form as a whole, and per field (by the field's name in the body). */
export interface StaffErrorText {
  readonly form: string | null;
  readonly fields: Readonly<Partial<Record<string, string>>>;
}

/** Field codes the staff routes answer that are message keys themselves (domain validation). */
const FIELD_CODE_KEYS: ReadonlySet<string> = new Set<MessageKey>([
  'operator.validation.passwordCommon',
  'operator.validation.nothingToChange',
]);
const isFieldCodeKey = (code: string): code is MessageKey => FIELD_CODE_KEYS.has(code);

/** The fields the console's forms show an error beside: others go to the form's notice. */
const FORM_FIELDS: ReadonlySet<string> = new Set(['email', 'password', 'fullName', 'code']);

/**
 * Every error code of the staff routes (apps/server/src/modules/staff), in the console's language,
 * beside the field it concerns or for the whole form. A lock tells how long it lasts, from the
 * answer's Retry-After, so the person does not try again in vain.
 */
export function staffErrorText(t: Translate, error: unknown): StaffErrorText {
  const form = (text: string): StaffErrorText => ({ form: text, fields: {} });
  if (!isStaffApiError(error)) return form(t(failureKey(error)));
  switch (error.code) {
    case 'STAFF_LOGIN_INVALID':
      return form(t('operator.signIn.invalid'));
    case 'STAFF_LOCKED':
      return form(
        error.retryAfterSeconds === undefined
          ? t('operator.errors.tooMany')
          : t('operator.errors.locked', {
              count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
            }),
      );
    case 'STAFF_TOTP_WRONG':
      return { form: null, fields: { code: t('operator.totp.invalid') } };
    case 'STAFF_TOTP_TOO_MANY':
      return form(t('operator.errors.totpTooMany'));
    case 'STAFF_EMAIL_TAKEN':
      return { form: null, fields: { email: t('operator.staff.exists') } };
    case 'STAFF_CANNOT_DISABLE_SELF':
      return form(t('operator.errors.cannotDisableSelf'));
    case 'RATE_LIMITED':
      return form(t('operator.errors.tooMany'));
  }
  const fields: Partial<Record<string, string>> = {};
  let formText: string | null = null;
  for (const { field, code } of error.fieldErrors) {
    if (!isFieldCodeKey(code)) continue;
    if (FORM_FIELDS.has(field)) fields[field] = t(code);
    else formText = t(code);
  }
  if (formText === null && Object.keys(fields).length === 0) formText = t(failureKey(error));
  return { form: formText, fields };
}
