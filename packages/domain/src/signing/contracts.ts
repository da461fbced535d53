import { z } from 'zod';
import { LANGUAGES } from '../variants';
import { ZSha256Hex } from '../consents/consent-documents';
import { ZRepaymentPlan } from '../loan/schedule';

/**
 * The contracts of /signcontract (decision 142): the product contract, the general terms and, for a
 * loan, the credit agreement with the chosen offer's figures; each a PDF in the applicant's
 * language, made by the dossier job or on demand.
 */
export const CONTRACT_DOCUMENT_KINDS = [
  'PRODUCT_CONTRACT',
  'GENERAL_TERMS',
  'CREDIT_AGREEMENT',
  // Decision 232: a day deposit's pre-contract information, signed with its contract.
  'DEPOSIT_INFORMATION',
] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENT_KINDS)[number];
export const ZContractDocumentKind = z.enum(CONTRACT_DOCUMENT_KINDS);

/** A decimal amount as text ("1234.50", "7.45"): exact in the manifest, never a float. */
export const ZDecimalText = z.string().regex(/^-?\d{1,12}(\.\d{1,4})?$/);

/**
 * The figures printed in the contracts that the code also binds (dynamic linking): a name, a
 * decimal value and its unit (an ISO 4217 currency, "%" or "months").
 */
export const CONTRACT_AMOUNT_NAMES = [
  'PACKAGE_FEE_INTRODUCTORY',
  'PACKAGE_FEE_AFTERWARDS',
  'LOAN_AMOUNT',
  'LOAN_TENOR',
  'NOMINAL_RATE',
  'APR',
  'MONTHLY_INSTALMENT',
  'TOTAL_TO_REPAY',
  'LOAN_FEES',
  // Decision 232: the day deposit's figures.
  'DEPOSIT_AMOUNT',
  'DEPOSIT_TERM',
  'DEPOSIT_RATE',
  'DEPOSIT_EAR',
  'DEPOSIT_INTEREST',
] as const;
export type ContractAmountName = (typeof CONTRACT_AMOUNT_NAMES)[number];

export const ZContractAmount = z.object({
  name: z.enum(CONTRACT_AMOUNT_NAMES),
  value: ZDecimalText,
  unit: z.string().min(1).max(8),
});
export type TContractAmount = z.infer<typeof ZContractAmount>;

/**
 * The chosen loan offer's figures for the credit agreement (the loan journey of decision 147
 * supplies them); amounts in the loan's currency as decimal text, rates in percent.
 */
export const ZLoanTerms = z.object({
  amount: ZDecimalText,
  currency: z.string().length(3),
  tenorMonths: z.number().int().positive().max(600),
  nominalRatePercent: ZDecimalText,
  aprPercent: ZDecimalText,
  monthlyInstalment: ZDecimalText,
  totalToRepay: ZDecimalText,
  fees: ZDecimalText,
  insurance: z.boolean(),
  /**
   * Where and when the loan is paid and how it is repaid (decision 233): the payout account
   * chosen with the offer and the repayment plan dated as if signed on the day the agreement is
   * prepared. Absent for a choice made before the payout account was asked.
   */
  payout: z
    .object({ iban: z.string().max(34), bankName: z.string().max(120).nullable() })
    .optional(),
  plan: ZRepaymentPlan.optional(),
});
export type TLoanTerms = z.infer<typeof ZLoanTerms>;

/**
 * The PAdES baseline level a contract's signature reached (ETSI EN 319 142-1 §6): B-B signed,
 * B-T with a signature time-stamp, B-LT with the chain and revocation data in the PDF's document
 * security store (decision 280).
 */
export const SIGNATURE_LEVELS = ['PAdES-B-B', 'PAdES-B-T', 'PAdES-B-LT'] as const;
export const ZSignatureLevel = z.enum(SIGNATURE_LEVELS);
export type TSignatureLevel = z.infer<typeof ZSignatureLevel>;

export const ZContractDocument = z.object({
  id: z.uuid(),
  kind: ZContractDocumentKind,
  fileName: z.string(),
  mediaType: z.literal('application/pdf'),
  sizeBytes: z.number().int().positive(),
  /** SHA-256 of the PDF as made (before signing), part of the manifest. */
  sha256: ZSha256Hex,
  /** When the applicant first opened it (recorded by the server on download). */
  openedAt: z.iso.datetime().nullable(),
  /** The signed PDF, once signed. */
  signed: z
    .object({
      fileName: z.string(),
      sizeBytes: z.number().int().positive(),
      sha256: ZSha256Hex,
      timestamped: z.boolean(),
      signedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type TContractDocument = z.infer<typeof ZContractDocument>;

/** When a code was sent and when the next may be asked for (the page's countdown). */
export const ZSigningCodeSent = z.object({
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type TSigningCodeSent = z.infer<typeof ZSigningCodeSent>;

/** `GET prospects/{id}/contracts` (and `documents/getdocumentlist`): the current set. */
export const ZContractSet = z.object({
  documentSetId: z.uuid(),
  language: z.enum(LANGUAGES),
  status: z.enum(['READY', 'SIGNED']),
  documents: z.array(ZContractDocument),
  amounts: z.array(ZContractAmount),
  /** The SHA-256 of the signing manifest (manifest.ts) the code is bound to. */
  manifestSha256: ZSha256Hex,
  /** The code waiting for this set, if one was sent. */
  code: ZSigningCodeSent.nullable(),
});
export type TContractSet = z.infer<typeof ZContractSet>;

/** `POST prospects/{id}/contracts/code`: a code for exactly the set and figures shown. */
export const ZContractsCodeRequest = z.strictObject({
  documentSetId: z.uuid(),
  manifestSha256: ZSha256Hex,
});
export type TContractsCodeRequest = z.infer<typeof ZContractsCodeRequest>;

export const ZSigningCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'signing.validation.code' });

/** `POST prospects/{id}/contracts/sign`. */
export const ZSignContractsRequest = ZContractsCodeRequest.extend({ code: ZSigningCode });
export type TSignContractsRequest = z.infer<typeof ZSignContractsRequest>;

/** The code form of both pages. */
export const ZSigningCodeForm = z.object({ code: ZSigningCode });
export type TSigningCodeForm = z.infer<typeof ZSigningCodeForm>;

/** `PATCH prospects/{id}/contracts/start|end`: the step's bracket in the audit trail. */
export const ZContractsBracket = z.object({
  documentSetId: z.uuid().nullable(),
  at: z.iso.datetime(),
});
export type TContractsBracket = z.infer<typeof ZContractsBracket>;

/** `documents/getdocumentlist` and `documents/getsingledocument` (spec 3 §7 older helpers). */
export const ZDocumentIdRequest = z.strictObject({ id: z.uuid() });
export type TDocumentIdRequest = z.infer<typeof ZDocumentIdRequest>;
