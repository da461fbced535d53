import { z } from 'zod';
import { PACKAGE_NAMES } from '../packages';
import { PROSPECT_STATES, PRODUCT_STATES } from '../states';
import { ZPartialSave } from './sections';
import { studentFormShape } from './student-form';

/*
 * Request and response shapes of the personal data, lookup and student routes (spec 3 §7).
 */

/** `PATCH prospects/{id}/info/partialsave` answer and `GET` of the same path (beyond spec). */
export const ZPartialSaveResponse = z.object({ sections: ZPartialSave });
export type TPartialSaveResponse = z.infer<typeof ZPartialSaveResponse>;

/** `PATCH prospects/{id}/info` answer: where the prospect and its product are now. */
export const ZInfoSubmitResponse = z.object({
  prospectState: z.enum(PROSPECT_STATES),
  productState: z.enum(PRODUCT_STATES),
});
export type TInfoSubmitResponse = z.infer<typeof ZInfoSubmitResponse>;

export const ZLookupOption = z.object({ code: z.string(), name: z.string() });
export const ZLookupOptions = z.array(ZLookupOption);

/** `GET external/info/dataregistry?language`: every lookup of the screen at once, by name. */
export const ZDataRegistry = z.record(z.string(), ZLookupOptions);

/** `POST externalservices/{seg}/city` (spec 2 §3 "City lookup: code"). */
export const ZCityLookupRequest = z.object({
  code: z.string().trim().min(1).max(30, 'personalDataRules.tooLong'),
});
export const ZCityLookupResponse = z.object({ code: z.string(), city: z.string() });

/** `GET external/info/employers-suggestion?query`. */
export const ZEmployersSuggestionQuery = z.object({
  query: z.string().max(100, 'personalDataRules.tooLong'),
});
export const ZEmployersSuggestionResponse = z.array(z.string());

/**
 * `POST prospects/noauth/checkStudentAge/`: the birth date as DD-MM-YYYY in `birthdate`, or in
 * `dateOfBirth` as the older check sends it (spec 2 §3).
 */
export const ZCheckStudentAgeRequest = z
  .object({
    birthdate: z.string().max(10, 'personalDataRules.birthDate.format').optional(),
    dateOfBirth: z.string().max(10, 'personalDataRules.birthDate.format').optional(),
  })
  .refine((body) => body.birthdate !== undefined || body.dateOfBirth !== undefined, {
    message: 'personalDataRules.required',
    path: ['birthdate'],
  });
export type TCheckStudentAgeRequest = z.infer<typeof ZCheckStudentAgeRequest>;
export const ZCheckStudentAgeResponse = z.object({ birthDateOk: z.boolean() });

const ZMoney = z.object({ minor: z.number().int(), currency: z.string() });

/**
 * `GET onboarding/products/noauth/getPackageStart/`: the package offered when the student package
 * does not apply and its fee (spec 2 §3 echoForYouStudent fee1, fee2: timing and price).
 */
export const ZPackageStartResponse = z.object({
  packageName: z.enum(PACKAGE_NAMES),
  fee1: z.object({ months: z.number().int(), monthly: ZMoney }),
  fee2: z.object({ monthly: ZMoney }),
});
export type TPackageStartResponse = z.infer<typeof ZPackageStartResponse>;

/** `PATCH onboarding/products/noauth/changeProduct/{id}`: the package to switch to. */
export const ZChangeProductRequest = z.object({
  packageName: z.enum(PACKAGE_NAMES, { message: 'personalDataRules.chooseFromList' }),
});
export const ZChangeProductResponse = z.object({
  productId: z.string(),
  packageName: z.enum(PACKAGE_NAMES),
});

/** `POST onboarding/sendUserData`: the student data form of the applicant's prospect. */
export const ZSendUserDataRequest = z.object({
  prospectId: z.string().max(64),
  userInfo: z.strictObject(studentFormShape),
});
export const ZSendUserDataResponse = z.object({ saved: z.literal(true) });
