import { z } from 'zod';
import { ZLongWaitPhase } from './long-wait';
import { ZPackageName } from './packages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { ZProcessName } from './schemas';
import { ZEmail, ZLanguage, ZUid } from './registration-fields';
import { ZStatusesListRow } from './state-to-page';
import { ZProductState, ZProspectState } from './states';
import { OTP_LENGTH, TEXT_FIELD_MAX_LENGTH } from './constants';

/*
 * Bodies and answers of the security, products and user-status calls of spec 3 §7. Field
 * messages are keys of the `validation` message section.
 */

/** A signed token travels in a URL; anything longer than this is not one of ours. */
export const TOKEN_MAX_LENGTH = 2048;
// A password field that is not being created: any text up to a generous bound (the longest
// password, PASSWORD_MAX_LENGTH characters of any kind, takes at most twice as many UTF-16 units).
const ZPasswordInput = z.string().max(PASSWORD_MAX_LENGTH * 4, 'validation.password.tooLong');

/** `GET external/cms/noauth/uid` (spec 3 getUID). */
export const ZUidResponse = z.object({ uid: ZUid });
export type TUidResponse = z.infer<typeof ZUidResponse>;

/** `POST onboarding/products/noauth`: the product chosen before registration. */
export const ZCreateProductRequest = z.object({
  uid: ZUid,
  productType: ZProcessName,
  packageName: ZPackageName.optional(),
});
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

export const ZCreateProductResponse = z.object({
  productId: z.string(),
  productType: ZProcessName,
  productState: z.literal('PRODUCT_NEW'),
});
export type TCreateProductResponse = z.infer<typeof ZCreateProductResponse>;

/** The check-email call of spec 3 §3 (uid, language, email, link). */
export const ZCheckEmailRequest = z.object({
  uid: ZUid,
  language: ZLanguage,
  email: ZEmail,
  /** The page the applicant came from; the link in the e-mail is always built from PUBLIC_URL. */
  link: z.string().max(TOKEN_MAX_LENGTH, 'validation.link.invalid'),
});
export type TCheckEmailRequest = z.infer<typeof ZCheckEmailRequest>;

/** spec 1 §4: 400 leads to the check-email error page, anything else to verifymail. */
export const ZCheckEmailResponse = z.object({
  statusCode: z.union([z.literal(200), z.literal(400)]),
});
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

export const ZTokenRequest = z.object({
  token: z
    .string()
    .min(1, 'validation.token.invalid')
    .max(TOKEN_MAX_LENGTH, 'validation.token.invalid'),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZRegistrationValidateResponse = z.object({
  uid: ZUid,
  language: ZLanguage,
  prospectState: z.literal('PROSPECT_EMAIL_CHECKED'),
});
export type TRegistrationValidateResponse = z.infer<typeof ZRegistrationValidateResponse>;

/** `registrationretryemail`: by the visitor's uid, or by the address typed again. */
export const ZRegistrationRetryEmailRequest = z.union([
  z.object({ uid: ZUid }).strict(),
  z.object({ email: ZEmail }).strict(),
]);
export type TRegistrationRetryEmailRequest = z.infer<typeof ZRegistrationRetryEmailRequest>;

export const CREDENTIALS_TYPES = ['PASSWORD'] as const;

/** spec 2 §5 "Login": e-mail pattern, password at least 8 characters. */
export const ZLoginRequest = z.object({
  username: ZEmail,
  password: ZPasswordInput.min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort'),
  credentialsType: z.enum(CREDENTIALS_TYPES),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ otp: z.literal(true), uid: ZUid });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const ZOtp = z.string().regex(OTP_PATTERN, 'validation.otp.invalid');

export const ZLoginOtpRequest = z.object({ uid: ZUid, otp: ZOtp });
export type TLoginOtpRequest = z.infer<typeof ZLoginOtpRequest>;

export const ZUidBody = z.object({ uid: ZUid });
export type TUidBody = z.infer<typeof ZUidBody>;

/**
 * `GET security/action/whoami`. The mobile number given at sign-up is our extension (decision 213;
 * spec 3 names the call, not its fields): the personal-data screen prefills it instead of asking
 * again. Null for an account made by social sign-up, which has given none yet.
 */
export const ZWhoAmIResponse = z.object({
  uid: ZUid,
  username: z.string(),
  fullName: z.string(),
  mobilePhone: z.object({ prefix: z.string(), number: z.string() }).nullable().optional(),
});
export type TWhoAmIResponse = z.infer<typeof ZWhoAmIResponse>;

/**
 * `resetpsw`: spec 3 §7 shows no body; the address is needed, the language optional (else the
 * `language` header, then the variant's default: decision 165).
 */
export const ZResetPasswordRequest = z.object({ email: ZEmail, language: ZLanguage.optional() });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * `resetpswfinish`: the new password twice. The rules that need the account (name, e-mail, the
 * common-password list) are checked by the server, which knows it.
 */
export const ZResetPasswordFinishRequest = z
  .object({
    token: ZTokenRequest.shape.token,
    password: ZPasswordInput,
    confirmPassword: ZPasswordInput,
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.password.mismatch',
      });
    }
  });
export type TResetPasswordFinishRequest = z.infer<typeof ZResetPasswordFinishRequest>;

/** spec 2 §3 unsubscribe reasons: not interested, too many e-mails, other with free text. */
export const UNSUBSCRIBE_REASONS = ['NOT_INTERESTED', 'TOO_MANY_EMAILS', 'OTHER'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export const ZUnsubscribeRequest = z.object({
  email: ZEmail,
  reason: z.enum(UNSUBSCRIBE_REASONS, { message: 'validation.unsubscribe.reason' }),
  reasonText: z.string().trim().max(TEXT_FIELD_MAX_LENGTH, 'validation.text.tooLong').optional(),
});
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/** One running process of the applicant in the user-status answer (spec 3 §3). */
export const ZUserProcess = z.object({
  processName: ZProcessName,
  prospectId: z.string(),
  productId: z.string(),
  prospectState: ZProspectState,
  productState: ZProductState,
  packageName: ZPackageName.nullable(),
  longTimeServiceState: ZLongWaitPhase.nullable(),
});
export type TUserProcess = z.infer<typeof ZUserProcess>;

/** `GET onboarding/prospects/status?uid`: drives the access state (spec 1 §4). */
export const ZUserStatusResponse = z.object({
  processes: z.array(ZUserProcess),
  userContext: z.object({ username: z.string() }),
  statusesList: z.array(ZStatusesListRow),
});
export type TUserStatusResponse = z.infer<typeof ZUserStatusResponse>;

export const ZUidQuery = z.object({ uid: ZUid });

/** Codes of the security calls besides the OTP codes of auth-errors.ts. */
export const SECURITY_ERROR_CODES = [
  'LOGIN_INVALID',
  'OTP_EXPIRED',
  'TOKEN_USED',
  'EMAIL_ALREADY_REGISTERED',
] as const;
export type SecurityErrorCode = (typeof SECURITY_ERROR_CODES)[number];
