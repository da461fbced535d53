import { z } from 'zod';

/**
 * spec 2 §3 "Prospect request body": the legal questions travel as text, `true` or `false`.
 * A yes to any of them stops the online process (spec 2 §5 "Consents").
 */
export const TEXT_BOOLEANS = ['true', 'false'] as const;
export type TextBoolean = (typeof TEXT_BOOLEANS)[number];
export const ZTextBoolean = z.enum(TEXT_BOOLEANS, { message: 'consents.validation.trueOrFalse' });

/** spec 2 §3 "Consent answer": profiling consents are answered YES or NO. */
export const YES_NO = ['YES', 'NO'] as const;
export type YesNo = (typeof YES_NO)[number];
export const ZYesNo = z.enum(YES_NO, { message: 'consents.validation.yesOrNo' });

/** spec 2 §3 "Consents form": the three legal questions, in the order they are asked. */
export const LEGAL_QUESTIONS = ['PEP', 'FATCA', 'CRS'] as const;
export type LegalQuestion = (typeof LEGAL_QUESTIONS)[number];

/** The form field of each legal question (spec 2 §3 names them PEPConsent, FATCAConsent, CRSConsent). */
export const LEGAL_QUESTION_FIELDS = {
  PEP: 'PEPConsent',
  FATCA: 'FATCAConsent',
  CRS: 'CRSConsent',
} as const satisfies Readonly<Record<LegalQuestion, string>>;

/** spec 2 §9: the profiling consents, each a COMMERCIAL consent answered YES or NO. */
export const COMMERCIAL_CONSENTS = ['BANKING_OFFERS', 'LEGAL_ENTITY_OFFERS', 'POLLS'] as const;
export type CommercialConsent = (typeof COMMERCIAL_CONSENTS)[number];
export const ZCommercialConsent = z.enum(COMMERCIAL_CONSENTS, {
  message: 'consents.validation.unknownConsent',
});
export const TYPE_OF_CONSENTS_COMMERCIAL = 'COMMERCIAL';

const REQUIRED = 'consents.validation.required';

/** A radio group's value: unanswered (undefined or empty) until the applicant picks one. */
const textBooleanField = z
  .enum([...TEXT_BOOLEANS, ''], { message: 'consents.validation.trueOrFalse' })
  .optional();
const yesNoField = z.enum([...YES_NO, ''], { message: 'consents.validation.yesOrNo' }).optional();

/**
 * The /consents form (spec 2 §3, §5): PEPConsent is required; FATCAConsent and CRSConsent are
 * required once PEPConsent is answered; each profiling consent needs a YES or a NO (decision 111).
 */
export const ZConsentsForm = z
  .object({
    PEPConsent: textBooleanField,
    FATCAConsent: textBooleanField,
    CRSConsent: textBooleanField,
    BANKING_OFFERS: yesNoField,
    LEGAL_ENTITY_OFFERS: yesNoField,
    POLLS: yesNoField,
  })
  .superRefine((form, ctx) => {
    const missing = (value: string | undefined) => value === undefined || value === '';
    const require = (field: keyof typeof form) => {
      if (missing(form[field])) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    };
    require('PEPConsent');
    if (!missing(form.PEPConsent)) {
      require('FATCAConsent');
      require('CRSConsent');
    }
    for (const consent of COMMERCIAL_CONSENTS) require(consent);
  });
export type TConsentsFormInput = z.input<typeof ZConsentsForm>;
export type TConsentsForm = z.output<typeof ZConsentsForm>;

/** spec 2 §3 "Consent answer": id is the consent's index in COMMERCIAL_CONSENTS. */
export const ZCommercialConsentAnswer = z.strictObject({
  id: z
    .number()
    .int()
    .min(0)
    .max(COMMERCIAL_CONSENTS.length - 1),
  name: ZCommercialConsent,
  typeOfConsents: z.literal(TYPE_OF_CONSENTS_COMMERCIAL, {
    message: 'consents.validation.typeOfConsents',
  }),
  response: ZYesNo,
});
export type TCommercialConsentAnswer = z.infer<typeof ZCommercialConsentAnswer>;

export const ZQuestionResponses = z.strictObject({
  PEP: ZTextBoolean.default('false'),
  FATCA: ZTextBoolean.default('false'),
  CRS: ZTextBoolean.default('false'),
});
export type TQuestionResponses = z.output<typeof ZQuestionResponses>;

/**
 * `POST prospects/{id}/consents` (spec 3 §7): the question responses (text true/false, default
 * false, spec 2 §3) and the profiling consents, each answered once with its own index.
 */
export const ZConsentsRequest = z
  .strictObject({
    consentsInfo: z.strictObject({ questionResponses: ZQuestionResponses }),
    consents: z.array(ZCommercialConsentAnswer).length(COMMERCIAL_CONSENTS.length, {
      message: 'consents.validation.allConsents',
    }),
  })
  .superRefine((body, ctx) => {
    body.consents.forEach((answer, index) => {
      if (COMMERCIAL_CONSENTS[answer.id] !== answer.name) {
        ctx.addIssue({
          code: 'custom',
          path: ['consents', index, 'id'],
          message: 'consents.validation.idMismatch',
        });
      }
    });
    const names = new Set(body.consents.map((answer) => answer.name));
    if (names.size !== body.consents.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['consents'],
        message: 'consents.validation.allConsents',
      });
    }
  });
export type TConsentsRequestInput = z.input<typeof ZConsentsRequest>;
export type TConsentsRequest = z.output<typeof ZConsentsRequest>;

/** The answers as stored and shown again (`GET prospects/{id}/consents`). */
export const ZConsentsAnswers = z.object({
  questionResponses: z.object({ PEP: ZTextBoolean, FATCA: ZTextBoolean, CRS: ZTextBoolean }),
  consents: z.array(ZCommercialConsentAnswer),
});
export type TConsentsAnswers = z.infer<typeof ZConsentsAnswers>;

export const ZConsentsResponse = z.object({
  answers: ZConsentsAnswers.nullable(),
});
export type TConsentsResponse = z.infer<typeof ZConsentsResponse>;

/** spec 2 §5: a yes to PEP, FATCA or CRS stops online continuation (a branch may continue). */
export function blocksOnlineContinuation(responses: Readonly<Record<LegalQuestion, TextBoolean>>) {
  return LEGAL_QUESTIONS.some((question) => responses[question] === 'true');
}

/** The filled-in form as the request body; call it with a form that passed ZConsentsForm. */
export function consentsRequestFromForm(form: TConsentsForm): TConsentsRequest {
  const text = (value: TextBoolean | '' | undefined): TextBoolean =>
    value === 'true' ? 'true' : 'false';
  return {
    consentsInfo: {
      questionResponses: {
        PEP: text(form.PEPConsent),
        FATCA: text(form.FATCAConsent),
        CRS: text(form.CRSConsent),
      },
    },
    consents: COMMERCIAL_CONSENTS.map((name, id) => ({
      id,
      name,
      typeOfConsents: TYPE_OF_CONSENTS_COMMERCIAL,
      response: form[name] === 'YES' ? 'YES' : 'NO',
    })),
  };
}

/** The form's answer to the legal questions, used to offer the branch before the form is sent. */
export function formBlocksOnlineContinuation(form: Partial<TConsentsFormInput>): boolean {
  return form.PEPConsent === 'true' || form.FATCAConsent === 'true' || form.CRSConsent === 'true';
}

/** `POST prospects/{id}/consents`: where the applicant stands afterwards. */
export const ZConsentsResult = z.object({
  prospectState: z.enum([
    'PROSPECT_CONSENTS_UPLOADED',
    'PROSPECT_REDIRECT_TO_BRANCH',
    'PROSPECT_REJECTED',
  ]),
  /**
   * CONSENTS with the branch fallback; null otherwise: eligibility is decided when the consent
   * documents are accepted (decision 131). PROSPECT_REJECTED is no longer answered here.
   */
  criteries: z.string().nullable(),
});
export type TConsentsResult = z.infer<typeof ZConsentsResult>;
