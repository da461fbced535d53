import { z } from 'zod';
import { lazily } from './lazily';
import type { TRegistrationForm, TRegistrationRequest } from './registration';
import { LANGUAGES } from './variants';

/*
 * The sign-up's field atoms that the API schemas share (the uid, the e-mail, the language) and the
 * request the form sends. Apart from registration.ts, whose form rules need the phone rules and
 * their metadata (libphonenumber-js), so that a call's schema (whoami, login, the status) does not
 * bring those along (decision 192). registration.ts re-exports all of it.
 */

/** spec 2 §5: the registration form limits the e-mail to 100 characters. */
export const EMAIL_MAX_LENGTH = 100;
/** A phone field longer than this is not a phone number (spec 3 §9 "phone field max length 12"). */
export const PHONE_NUMBER_MAX_LENGTH = 20;

/** spec 2 §5 "common e-mail pattern": letters, digits, dot, underscore, hyphen (and +), @, domain. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** spec 3 getUID: the visitor's uid is 16 digits. */
export const UID_PATTERN = /^\d{16}$/;

// Built on first use (lazily.ts); the Z… constants are the same schemas.
export const languageSchema = lazily(() =>
  z.enum(LANGUAGES, { message: 'validation.language.invalid' }),
);
export const ZLanguage = /* @__PURE__ */ languageSchema();
export const uidSchema = lazily(() => z.string().regex(UID_PATTERN, 'validation.uid.invalid'));
export const ZUid = /* @__PURE__ */ uidSchema();
export const emailSchema = lazily(() =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, 'validation.email.tooLong')
    .regex(EMAIL_PATTERN, 'validation.email.invalid'),
);
export const ZEmail = /* @__PURE__ */ emailSchema();

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export const registrationResponseSchema = lazily(() => z.object({ uid: uidSchema() }));
export const ZRegistrationResponse = /* @__PURE__ */ registrationResponseSchema();
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

/**
 * The registration payload the form sends, exactly spec 2 §3's (phoneNumber is regional prefix +
 * number); the language travels in the `language` header of every call.
 */
export function toRegistrationRequest(form: TRegistrationForm, uid: string): TRegistrationRequest {
  return {
    uid,
    userData: {
      fullName: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      phoneNumber: `${form.regionalPrefix ?? ''}${form.phoneNumber}`.trim(),
      prefix: form.nationalPrefix,
    },
  };
}
