import { z } from 'zod';
import { lazily } from './lazily';
import { longWaitPhaseSchema } from './long-wait';
import { packageNameSchema } from './packages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { processNameSchema } from './schemas';
import { emailSchema, languageSchema, uidSchema } from './registration-fields';
import { statusesListRowSchema } from './state-to-page';
import { productStateSchema, prospectStateSchema } from './states';
import { OTP_LENGTH, TEXT_FIELD_MAX_LENGTH } from './constants';

/*
 * Bodies and answers of the security, products and user-status calls of spec 3 §7. Field
 * messages are keys of the `validation` message section.
 */

/** A signed token travels in a URL; anything longer than this is not one of ours. */
export const TOKEN_MAX_LENGTH = 2048;
// A password field that is not being created: any text up to a generous bound (the longest
// password, PASSWORD_MAX_LENGTH characters of any kind, takes at most twice as many UTF-16 units).
const passwordInputSchema = lazily(() =>
  z.string().max(PASSWORD_MAX_LENGTH * 4, 'validation.password.tooLong'),
);

/** `GET external/cms/noauth/uid` (spec 3 getUID). */
export const uidResponseSchema = lazily(() => z.object({ uid: uidSchema() }));
export const ZUidResponse = /* @__PURE__ */ uidResponseSchema();
export type TUidResponse = z.infer<typeof ZUidResponse>;

/** `POST onboarding/products/noauth`: the product chosen before registration. */
export const createProductRequestSchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    productType: processNameSchema(),
    packageName: packageNameSchema().optional(),
  }),
);
export const ZCreateProductRequest = /* @__PURE__ */ createProductRequestSchema();
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

export const createProductResponseSchema = lazily(() =>
  z.object({
    productId: z.string(),
    productType: processNameSchema(),
    productState: z.literal('PRODUCT_NEW'),
  }),
);
export const ZCreateProductResponse = /* @__PURE__ */ createProductResponseSchema();
export type TCreateProductResponse = z.infer<typeof ZCreateProductResponse>;

/** The check-email call of spec 3 §3 (uid, language, email, link). */
export const checkEmailRequestSchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    language: languageSchema(),
    email: emailSchema(),
    /** The page the applicant came from; the link in the e-mail is always built from PUBLIC_URL. */
    link: z.string().max(TOKEN_MAX_LENGTH, 'validation.link.invalid'),
  }),
);
export const ZCheckEmailRequest = /* @__PURE__ */ checkEmailRequestSchema();
export type TCheckEmailRequest = z.infer<typeof ZCheckEmailRequest>;

/** spec 1 §4: 400 leads to the check-email error page, anything else to verifymail. */
export const checkEmailResponseSchema = lazily(() =>
  z.object({
    statusCode: z.union([z.literal(200), z.literal(400)]),
  }),
);
export const ZCheckEmailResponse = /* @__PURE__ */ checkEmailResponseSchema();
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

export const tokenRequestSchema = lazily(() =>
  z.object({
    token: z
      .string()
      .min(1, 'validation.token.invalid')
      .max(TOKEN_MAX_LENGTH, 'validation.token.invalid'),
  }),
);
export const ZTokenRequest = /* @__PURE__ */ tokenRequestSchema();
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const registrationValidateResponseSchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    language: languageSchema(),
    prospectState: z.literal('PROSPECT_EMAIL_CHECKED'),
  }),
);
export const ZRegistrationValidateResponse = /* @__PURE__ */ registrationValidateResponseSchema();
export type TRegistrationValidateResponse = z.infer<typeof ZRegistrationValidateResponse>;

/** `registrationretryemail`: by the visitor's uid, or by the address typed again. */
export const registrationRetryEmailRequestSchema = lazily(() =>
  z.union([z.object({ uid: uidSchema() }).strict(), z.object({ email: emailSchema() }).strict()]),
);
export const ZRegistrationRetryEmailRequest = /* @__PURE__ */ registrationRetryEmailRequestSchema();
export type TRegistrationRetryEmailRequest = z.infer<typeof ZRegistrationRetryEmailRequest>;

export const CREDENTIALS_TYPES = ['PASSWORD'] as const;

/** spec 2 §5 "Login": e-mail pattern, password at least 8 characters. */
export const loginRequestSchema = lazily(() =>
  z.object({
    username: emailSchema(),
    password: passwordInputSchema().min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort'),
    credentialsType: z.enum(CREDENTIALS_TYPES),
  }),
);
export const ZLoginRequest = /* @__PURE__ */ loginRequestSchema();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const loginResponseSchema = lazily(() =>
  z.object({ otp: z.literal(true), uid: uidSchema() }),
);
export const ZLoginResponse = /* @__PURE__ */ loginResponseSchema();
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const otpSchema = lazily(() => z.string().regex(OTP_PATTERN, 'validation.otp.invalid'));
export const ZOtp = /* @__PURE__ */ otpSchema();

export const loginOtpRequestSchema = lazily(() => z.object({ uid: uidSchema(), otp: otpSchema() }));
export const ZLoginOtpRequest = /* @__PURE__ */ loginOtpRequestSchema();
export type TLoginOtpRequest = z.infer<typeof ZLoginOtpRequest>;

export const uidBodySchema = lazily(() => z.object({ uid: uidSchema() }));
export const ZUidBody = /* @__PURE__ */ uidBodySchema();
export type TUidBody = z.infer<typeof ZUidBody>;

/**
 * `GET security/action/whoami`. The mobile number given at sign-up is our extension (decision 213;
 * spec 3 names the call, not its fields): the personal-data screen prefills it instead of asking
 * again. Null for an account made by social sign-up, which has given none yet.
 */
export const whoAmIResponseSchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    username: z.string(),
    fullName: z.string(),
    mobilePhone: z.object({ prefix: z.string(), number: z.string() }).nullable().optional(),
  }),
);
export const ZWhoAmIResponse = /* @__PURE__ */ whoAmIResponseSchema();
export type TWhoAmIResponse = z.infer<typeof ZWhoAmIResponse>;

/**
 * `resetpsw`: spec 3 §7 shows no body; the address is needed, the language optional (else the
 * `language` header, then the variant's default: decision 165).
 */
export const resetPasswordRequestSchema = lazily(() =>
  z.object({ email: emailSchema(), language: languageSchema().optional() }),
);
export const ZResetPasswordRequest = /* @__PURE__ */ resetPasswordRequestSchema();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * `resetpswfinish`: the new password twice. The rules that need the account (name, e-mail, the
 * common-password list) are checked by the server, which knows it.
 */
export const resetPasswordFinishRequestSchema = lazily(() =>
  z
    .object({
      token: tokenRequestSchema().shape.token,
      password: passwordInputSchema(),
      confirmPassword: passwordInputSchema(),
    })
    .superRefine((body, ctx) => {
      if (body.password !== body.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'validation.password.mismatch',
        });
      }
    }),
);
export const ZResetPasswordFinishRequest = /* @__PURE__ */ resetPasswordFinishRequestSchema();
export type TResetPasswordFinishRequest = z.infer<typeof ZResetPasswordFinishRequest>;

/** spec 2 §3 unsubscribe reasons: not interested, too many e-mails, other with free text. */
export const UNSUBSCRIBE_REASONS = ['NOT_INTERESTED', 'TOO_MANY_EMAILS', 'OTHER'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export const unsubscribeRequestSchema = lazily(() =>
  z.object({
    email: emailSchema(),
    reason: z.enum(UNSUBSCRIBE_REASONS, { message: 'validation.unsubscribe.reason' }),
    reasonText: z.string().trim().max(TEXT_FIELD_MAX_LENGTH, 'validation.text.tooLong').optional(),
  }),
);
export const ZUnsubscribeRequest = /* @__PURE__ */ unsubscribeRequestSchema();
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/** One running process of the applicant in the user-status answer (spec 3 §3). */
export const userProcessSchema = lazily(() =>
  z.object({
    processName: processNameSchema(),
    prospectId: z.string(),
    productId: z.string(),
    prospectState: prospectStateSchema(),
    productState: productStateSchema(),
    packageName: packageNameSchema().nullable(),
    longTimeServiceState: longWaitPhaseSchema().nullable(),
  }),
);
export const ZUserProcess = /* @__PURE__ */ userProcessSchema();
export type TUserProcess = z.infer<typeof ZUserProcess>;

/** `GET onboarding/prospects/status?uid`: drives the access state (spec 1 §4). */
export const userStatusResponseSchema = lazily(() =>
  z.object({
    processes: z.array(userProcessSchema()),
    userContext: z.object({ username: z.string() }),
    statusesList: z.array(statusesListRowSchema()),
  }),
);
export const ZUserStatusResponse = /* @__PURE__ */ userStatusResponseSchema();
export type TUserStatusResponse = z.infer<typeof ZUserStatusResponse>;

export const uidQuerySchema = lazily(() => z.object({ uid: uidSchema() }));
export const ZUidQuery = /* @__PURE__ */ uidQuerySchema();

/** Codes of the security calls besides the OTP codes of auth-errors.ts. */
export const SECURITY_ERROR_CODES = [
  'LOGIN_INVALID',
  'OTP_EXPIRED',
  'TOKEN_USED',
  'EMAIL_ALREADY_REGISTERED',
] as const;
export type SecurityErrorCode = (typeof SECURITY_ERROR_CODES)[number];
