import { z } from 'zod';
import { passwordErrors, PASSWORD_MAX_LENGTH } from './password';
import { checkMobileNumber, isPhonePrefix, phonePrefixNotice } from './phone';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PHONE_NUMBER_MAX_LENGTH,
  ZLanguage,
  ZUid,
} from './registration-fields';
import type { Variant } from './variants';

// The sign-up's field atoms and its request, which the API schemas share, live apart from the
// form's rules (and the phone rules with their metadata, decision 192); re-exported here.
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  emailSchema,
  isValidEmail,
  languageSchema,
  PHONE_NUMBER_MAX_LENGTH,
  registrationResponseSchema,
  toRegistrationRequest,
  UID_PATTERN,
  uidSchema,
  ZEmail,
  ZLanguage,
  ZRegistrationResponse,
  ZUid,
  type TRegistrationResponse,
} from './registration-fields';

/*
 * spec 2 §5 "Registration": the rules of the light sign-up form, written once for the web form and
 * the server route. Every error is a message key of the `validation` section of
 * @onboarding/messages, so both sides show the same text.
 */

/** spec 2 §5: the registration name is at most 61 characters, each of its words 1–30 letters. */
export const NAME_MAX_LENGTH = 61;
export const NAME_MIN_LENGTH = 2;
export const NAME_WORD_MAX_LETTERS = 30;

/**
 * A word is letter groups joined by a dot, a hyphen or an apostrophe: "Ana-Marija", "J.R",
 * "O'Neil", "D’Angelo". Letters of any script, with their accents (decision 185).
 */
const NAME_WORD = /^\p{L}\p{M}*(?:\p{L}\p{M}*)*(?:[.'’-]\p{L}\p{M}*(?:\p{L}\p{M}*)*)*$/u;

export function isValidName(name: string): boolean {
  const value = name.normalize('NFC');
  if (value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH) return false;
  // spec 2 §5, its second reading (decision 185): letter groups separated by single spaces,
  // hyphens, dots (and apostrophes), each word at most 30 letters; as many words as a real name has.
  return value
    .split(' ')
    .every(
      (word) => NAME_WORD.test(word) && word.replace(/[.'’-]/g, '').length <= NAME_WORD_MAX_LETTERS,
    );
}

/** spec 2 §5 name cleaner: keeps letters, digits and spaces, drops everything else. */
export function cleanName(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{N} ]/gu, '');
}

export const REGISTRATION_FIELDS = [
  'name',
  'email',
  'nationalPrefix',
  'phoneNumber',
  'password',
  'terms',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

type CheckMode = 'live' | 'overall';

function fieldErrors(form: TRegistrationForm, mode: CheckMode): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = `${form.regionalPrefix ?? ''}${form.phoneNumber}`.trim();
  // spec 2 §5: an empty field is valid for the live check and invalid for the overall check.
  const empty = (value: string, field: RegistrationField) => {
    if (value !== '') return false;
    if (mode === 'overall') errors[field] = `validation.${fieldKey(field)}.required`;
    return true;
  };

  if (!empty(name, 'name') && !isValidName(name)) errors.name = 'validation.name.invalid';
  if (!empty(email, 'email')) {
    if (email.length > EMAIL_MAX_LENGTH) errors.email = 'validation.email.tooLong';
    else if (!EMAIL_PATTERN.test(email)) errors.email = 'validation.email.invalid';
  }
  if (!empty(form.nationalPrefix, 'nationalPrefix') && !isPhonePrefix(form.nationalPrefix)) {
    errors.nationalPrefix = 'validation.prefix.invalid';
  }
  // A number can only be judged against a known prefix; without one only the prefix is marked.
  const canCheckPhone = form.nationalPrefix !== '' && errors.nationalPrefix === undefined;
  if (!empty(phone, 'phoneNumber') && canCheckPhone) {
    const check =
      phone.length > PHONE_NUMBER_MAX_LENGTH ? null : checkMobileNumber(form.nationalPrefix, phone);
    if (check === null || !check.ok) errors.phoneNumber = 'validation.phone.invalid';
  }
  if (!empty(form.password, 'password')) {
    const [first] = passwordErrors(form.password, { fullName: name, email });
    if (first !== undefined) errors.password = first;
  }
  if (mode === 'overall' && !form.terms) errors.terms = 'validation.terms.required';
  return errors;
}

function fieldKey(field: RegistrationField): string {
  if (field === 'nationalPrefix') return 'prefix';
  if (field === 'phoneNumber') return 'phone';
  return field;
}

/** spec 2 §5 live check (as the applicant types): an empty field is valid, terms are not asked. */
export function checkRegistrationLive(form: TRegistrationForm): RegistrationErrors {
  return fieldErrors(form, 'live');
}

/** spec 1 §5 overall check (on submit): every field required and valid, terms ticked. */
export function checkRegistration(form: TRegistrationForm): RegistrationErrors {
  return fieldErrors(form, 'overall');
}

export function isRegistrationValid(form: TRegistrationForm): boolean {
  return Object.keys(checkRegistration(form)).length === 0;
}

/** spec 2 §5: notices that inform without blocking (a prefix other than the variant's). */
export function registrationNotices(
  form: Pick<TRegistrationForm, 'nationalPrefix'>,
  variant: Pick<Variant, 'phonePrefix'>,
): Partial<Record<'nationalPrefix', string>> {
  const notice = phonePrefixNotice(form.nationalPrefix, variant);
  return notice === null ? {} : { nationalPrefix: notice };
}

// Generous bounds before the rules run, so a megabyte-long value is refused without being scanned.
const boundedText = (max: number, message: string) => z.string().max(max, message);

/**
 * The light sign-up form (spec 2 §3 lightSignupForm); the regional prefix is typed separately when
 * the variant asks for it, and the number sent is that prefix followed by phoneNumber.
 */
const ZRegistrationFields = z.object({
  name: boundedText(NAME_MAX_LENGTH * 4, 'validation.name.invalid'),
  email: boundedText(EMAIL_MAX_LENGTH * 4, 'validation.email.tooLong'),
  nationalPrefix: boundedText(8, 'validation.prefix.invalid'),
  regionalPrefix: boundedText(PHONE_NUMBER_MAX_LENGTH, 'validation.phone.invalid').optional(),
  phoneNumber: boundedText(PHONE_NUMBER_MAX_LENGTH * 4, 'validation.phone.invalid'),
  password: boundedText(PASSWORD_MAX_LENGTH * 4, 'validation.password.tooLong'),
  terms: z.boolean(),
});
export type TRegistrationForm = Readonly<z.input<typeof ZRegistrationFields>>;

/** The form schema for react-hook-form: the overall check, one issue per field, keys as messages. */
export const ZRegistrationForm = ZRegistrationFields.superRefine((form, ctx) => {
  for (const [field, code] of Object.entries(checkRegistration(form))) {
    ctx.addIssue({ code: 'custom', path: [field], message: code });
  }
});

/** spec 2 §3 registration payload: userData with fullName, email, password, phoneNumber, prefix. */
export const ZRegistrationUserData = z.object({
  fullName: boundedText(NAME_MAX_LENGTH * 4, 'validation.name.invalid').trim(),
  email: boundedText(EMAIL_MAX_LENGTH * 4, 'validation.email.tooLong').trim(),
  password: boundedText(PASSWORD_MAX_LENGTH * 4, 'validation.password.tooLong'),
  phoneNumber: boundedText(PHONE_NUMBER_MAX_LENGTH * 4, 'validation.phone.invalid').trim(),
  prefix: boundedText(8, 'validation.prefix.invalid'),
});

const REQUEST_FIELD: Readonly<Record<RegistrationField, string>> = {
  name: 'fullName',
  email: 'email',
  nationalPrefix: 'prefix',
  phoneNumber: 'phoneNumber',
  password: 'password',
  terms: 'terms',
};

/**
 * `POST security/action/setRegistration` (spec 3 §3): the same rules as the form, terms aside. The
 * spec's payload is uid and userData (spec 2 §3); a language in the body is still taken, else the
 * server reads the `language` header (decision 165).
 */
export const ZRegistrationRequest = z
  .object({
    uid: ZUid,
    language: ZLanguage.optional(),
    userData: ZRegistrationUserData,
  })
  .superRefine(({ userData }, ctx) => {
    const errors = checkRegistration({
      name: userData.fullName,
      email: userData.email,
      nationalPrefix: userData.prefix,
      phoneNumber: userData.phoneNumber,
      password: userData.password,
      // The terms were ticked on the form; the payload of spec 2 §3 does not carry them.
      terms: true,
    });
    for (const [field, code] of Object.entries(errors)) {
      ctx.addIssue({
        code: 'custom',
        path: ['userData', REQUEST_FIELD[field as RegistrationField]],
        message: code,
      });
    }
  });
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;
