import { z } from 'zod';
import { lazily } from '../lazily';
import { PACKAGE_NAMES } from '../packages';
import { PROSPECT_STATES, PRODUCT_STATES } from '../states';
import { partialSaveSchema } from './sections';
import { studentFormShape } from './student-form';

/*
 * Request and response shapes of the personal data, lookup and student routes (spec 3 §7), each
 * built on first use (`…Schema()`, lazily.ts); the Z… constants are the same schemas.
 */

/** `PATCH prospects/{id}/info/partialsave` answer and `GET` of the same path (beyond spec). */
export const partialSaveResponseSchema = lazily(() => z.object({ sections: partialSaveSchema() }));
export const ZPartialSaveResponse = /* @__PURE__ */ partialSaveResponseSchema();
export type TPartialSaveResponse = z.infer<typeof ZPartialSaveResponse>;

/** `PATCH prospects/{id}/info` answer: where the prospect and its product are now. */
export const infoSubmitResponseSchema = lazily(() =>
  z.object({
    prospectState: z.enum(PROSPECT_STATES),
    productState: z.enum(PRODUCT_STATES),
  }),
);
export const ZInfoSubmitResponse = /* @__PURE__ */ infoSubmitResponseSchema();
export type TInfoSubmitResponse = z.infer<typeof ZInfoSubmitResponse>;

export const lookupOptionSchema = lazily(() => z.object({ code: z.string(), name: z.string() }));
export const ZLookupOption = /* @__PURE__ */ lookupOptionSchema();
export const lookupOptionsSchema = lazily(() => z.array(lookupOptionSchema()));
export const ZLookupOptions = /* @__PURE__ */ lookupOptionsSchema();

/** `GET external/info/dataregistry?language`: every lookup of the screen at once, by name. */
export const dataRegistrySchema = lazily(() => z.record(z.string(), lookupOptionsSchema()));
export const ZDataRegistry = /* @__PURE__ */ dataRegistrySchema();

/** `POST externalservices/{seg}/city` (spec 2 §3 "City lookup: code"). */
export const cityLookupRequestSchema = lazily(() =>
  z.object({
    code: z.string().trim().min(1).max(30, 'personalDataRules.tooLong'),
  }),
);
export const ZCityLookupRequest = /* @__PURE__ */ cityLookupRequestSchema();
export const cityLookupResponseSchema = lazily(() =>
  z.object({ code: z.string(), city: z.string() }),
);
export const ZCityLookupResponse = /* @__PURE__ */ cityLookupResponseSchema();

/** `GET external/info/employers-suggestion?query`. */
export const employersSuggestionQuerySchema = lazily(() =>
  z.object({
    query: z.string().max(100, 'personalDataRules.tooLong'),
  }),
);
export const ZEmployersSuggestionQuery = /* @__PURE__ */ employersSuggestionQuerySchema();
export const employersSuggestionResponseSchema = lazily(() => z.array(z.string()));
export const ZEmployersSuggestionResponse = /* @__PURE__ */ employersSuggestionResponseSchema();

/**
 * `POST prospects/noauth/checkStudentAge/`: the birth date as DD-MM-YYYY in `birthdate`, or in
 * `dateOfBirth` as the older check sends it (spec 2 §3).
 */
export const checkStudentAgeRequestSchema = lazily(() =>
  z
    .object({
      birthdate: z.string().max(10, 'personalDataRules.birthDate.format').optional(),
      dateOfBirth: z.string().max(10, 'personalDataRules.birthDate.format').optional(),
    })
    .refine((body) => body.birthdate !== undefined || body.dateOfBirth !== undefined, {
      message: 'personalDataRules.required',
      path: ['birthdate'],
    }),
);
export const ZCheckStudentAgeRequest = /* @__PURE__ */ checkStudentAgeRequestSchema();
export type TCheckStudentAgeRequest = z.infer<typeof ZCheckStudentAgeRequest>;
export const checkStudentAgeResponseSchema = lazily(() => z.object({ birthDateOk: z.boolean() }));
export const ZCheckStudentAgeResponse = /* @__PURE__ */ checkStudentAgeResponseSchema();

/**
 * `GET onboarding/products/noauth/getPackageStart/`: the package offered when the student package
 * does not apply and its fee (spec 2 §3 echoForYouStudent fee1, fee2: timing and price).
 */
export const packageStartResponseSchema = lazily(() => {
  const money = z.object({ minor: z.number().int(), currency: z.string() });
  return z.object({
    packageName: z.enum(PACKAGE_NAMES),
    fee1: z.object({ months: z.number().int(), monthly: money }),
    fee2: z.object({ monthly: money }),
  });
});
export const ZPackageStartResponse = /* @__PURE__ */ packageStartResponseSchema();
export type TPackageStartResponse = z.infer<typeof ZPackageStartResponse>;

/** `PATCH onboarding/products/noauth/changeProduct/{id}`: the package to switch to. */
export const changeProductRequestSchema = lazily(() =>
  z.object({
    packageName: z.enum(PACKAGE_NAMES, { message: 'personalDataRules.chooseFromList' }),
  }),
);
export const ZChangeProductRequest = /* @__PURE__ */ changeProductRequestSchema();
export const changeProductResponseSchema = lazily(() =>
  z.object({
    productId: z.string(),
    packageName: z.enum(PACKAGE_NAMES),
  }),
);
export const ZChangeProductResponse = /* @__PURE__ */ changeProductResponseSchema();

/** `POST onboarding/sendUserData`: the student data form of the applicant's prospect. */
export const sendUserDataRequestSchema = lazily(() =>
  z.object({
    prospectId: z.string().max(64),
    userInfo: z.strictObject(studentFormShape()),
  }),
);
export const ZSendUserDataRequest = /* @__PURE__ */ sendUserDataRequestSchema();
export const sendUserDataResponseSchema = lazily(() => z.object({ saved: z.literal(true) }));
export const ZSendUserDataResponse = /* @__PURE__ */ sendUserDataResponseSchema();
