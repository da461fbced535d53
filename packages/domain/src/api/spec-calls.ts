import { z } from 'zod';
import { ZIdDocumentType } from '../documents/types';
import { ZOpeningHoursResponse } from '../opening-hours-api';
import { PACKAGE_NAMES } from '../packages';
import { ZPartialSave } from '../personal-data/sections';
import { ZProspectRequestBodyStructure } from '../personal-data/request-body';
import { ZProcessName } from '../schemas';
import { ZProductState, ZProspectState } from '../states';

// The calls of spec 3 §7 that decisions 180–183 add: the prospect and product
// resources, the contact centre, and the old API's thin routes onto the new API's services.

/** Any text up to 64: an unknown or malformed id is refused by the owner check (404). */
export const ZSpecCallIdParams = z.object({ id: z.string().max(64) });

/** The product of a prospect as `GET onboarding/products/{id}` answers it. */
export const ZProductView = z.object({
  productId: z.string(),
  prospectId: z.string(),
  productType: ZProcessName,
  productState: ZProductState,
  packageName: z.enum(PACKAGE_NAMES).nullable(),
});
export type TProductView = z.infer<typeof ZProductView>;

/** `GET onboarding/prospects/{id}`: the application as a whole (decision 181). */
export const ZProspectView = z.object({
  prospectId: z.string(),
  processName: ZProcessName,
  prospectState: ZProspectState,
  createdAt: z.string(),
  updatedAt: z.string(),
  product: ZProductView.nullable(),
  /** Whether the personal data (spec 2 §3 prospect request body) is stored. */
  infoStored: z.boolean(),
});
export type TProspectView = z.infer<typeof ZProspectView>;

/** `PUT onboarding/prospects/{id}`: the whole prospect request body (as `PATCH …/info`). */
export const ZProspectReplaceRequest = ZProspectRequestBodyStructure;
/** `POST onboarding/prospects/{id}`: the sections to merge (as `PATCH …/info/partialsave`). */
export const ZProspectUpdateRequest = ZPartialSave;

/**
 * `DELETE onboarding/prospects/{id}` (and `DELETE onboarding/products/{id}`): the applicant
 * withdraws the application; its data is erased by the erasure job (decision 182).
 */
export const ZWithdrawalResponse = z.object({
  prospectId: z.string(),
  status: z.literal('WITHDRAWN'),
});
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponse>;

/** `PATCH onboarding/products/{id}` and `…/{id}/package`: the package to switch to. */
export const ZProductPatchRequest = z.strictObject({
  packageName: z.enum(PACKAGE_NAMES, { message: 'personalDataRules.chooseFromList' }),
});

/** The named parts of a product that `products/{id}/{sub}` serves (decision 181). */
export const PRODUCT_PARTS = ['state', 'package', 'type'] as const;
export type ProductPart = (typeof PRODUCT_PARTS)[number];
export const ZProductPartParams = ZSpecCallIdParams.extend({ sub: z.enum(PRODUCT_PARTS) });
export const ZProductPart = z.object({
  productId: z.string(),
  part: z.enum(PRODUCT_PARTS),
  value: z.string().nullable(),
});
export type TProductPart = z.infer<typeof ZProductPart>;

/** The contact centre: its numbers and e-mail with the hours of `external/info/openinghours`. */
export const ZContactCentreResponse = ZOpeningHoursResponse.extend({
  phoneNumbers: z.array(z.string()),
  email: z.string(),
});
export type TContactCentreResponse = z.infer<typeof ZContactCentreResponse>;

/** `POST externalservices/setupocrscan`: what the document scan accepts and where it reads. */
export const ZOcrScanSetup = z.object({
  prospectId: z.string(),
  idTypes: z.array(ZIdDocumentType),
  mediaTypes: z.array(z.string()),
  maxBytes: z.number().int(),
  /** The new API's call that returns the reading (spec 3 §7 documents, decision 083). */
  readingPath: z.string(),
});
export type TOcrScanSetup = z.infer<typeof ZOcrScanSetup>;

const ZOptionalProspect = z.string().max(64).optional();

/** `POST externalservices/setupocrscan` (decision 183): the prospect, when the account has several. */
export const ZOcrScanSetupRequest = z.object({ prospectId: ZOptionalProspect }).nullish();

/** `POST user/senddefineduserdata` (spec 3 "User data submission": userInfo). */
export const ZDefinedUserDataRequest = z.object({
  userInfo: ZPartialSave,
  prospectId: ZOptionalProspect,
});

/** `POST user/{seg}/sendverifieduserdata`: the whole prospect request body as userInfo. */
export const ZVerifiedUserDataRequest = z.object({
  userInfo: ZProspectRequestBodyStructure,
  prospectId: ZOptionalProspect,
});

/** `POST user/{seg}/name`: which prospect's name (optional when the account has one). */
export const ZUserNameRequest = z.object({ prospectId: ZOptionalProspect }).nullish();
export const ZUserNameResponse = z.object({
  fullName: z.string(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  /** PERSONAL_DATA once the personal data is stored, ACCOUNT (the sign-up's name) before. */
  source: z.enum(['PERSONAL_DATA', 'ACCOUNT']),
});
export type TUserNameResponse = z.infer<typeof ZUserNameResponse>;

/** The segment of the old API's paths (spec 3 §7 "{seg} is a per-process path segment"). */
export const ZOldApiSegParams = z.object({ seg: z.string().max(40) });
