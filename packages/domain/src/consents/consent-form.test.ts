import { describe, expect, it } from 'vitest';
import {
  blocksOnlineContinuation,
  consentsRequestFromForm,
  formBlocksOnlineContinuation,
  ZConsentsForm,
  ZConsentsRequest,
  type TConsentsFormInput,
  type TConsentsRequestInput,
} from './consent-form';
import { ZAcceptConsentDocumentsRequest, ZConsentDocumentsForm } from './consent-documents';

const answered: TConsentsFormInput = {
  PEPConsent: 'false',
  FATCAConsent: 'false',
  CRSConsent: 'false',
  BANKING_OFFERS: 'YES',
  LEGAL_ENTITY_OFFERS: 'NO',
  POLLS: 'NO',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = ZConsentsForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ZConsentsForm (spec 2 §5 "Consents")', () => {
  it('accepts every question answered', () => {
    expect(ZConsentsForm.safeParse(answered).success).toBe(true);
  });

  it('requires PEP; FATCA and CRS are not asked for until PEP is answered', () => {
    expect(fieldErrors({ ...answered, PEPConsent: '', FATCAConsent: '', CRSConsent: '' })).toEqual({
      PEPConsent: 'consents.validation.required',
    });
  });

  it('requires FATCA and CRS once PEP is answered', () => {
    expect(fieldErrors({ ...answered, FATCAConsent: undefined, CRSConsent: '' })).toEqual({
      FATCAConsent: 'consents.validation.required',
      CRSConsent: 'consents.validation.required',
    });
  });

  it('requires a YES or NO to each profiling consent', () => {
    expect(fieldErrors({ ...answered, BANKING_OFFERS: '', POLLS: undefined })).toEqual({
      BANKING_OFFERS: 'consents.validation.required',
      POLLS: 'consents.validation.required',
    });
  });

  it('refuses other values than true/false and YES/NO', () => {
    expect(fieldErrors({ ...answered, PEPConsent: 'yes', POLLS: 'true' })).toEqual({
      PEPConsent: 'consents.validation.trueOrFalse',
      POLLS: 'consents.validation.yesOrNo',
    });
  });
});

describe('blocking online continuation (spec 2 §5)', () => {
  it.each(['PEP', 'FATCA', 'CRS'] as const)('a yes to %s stops the online process', (question) => {
    const responses = { PEP: 'false', FATCA: 'false', CRS: 'false', [question]: 'true' } as const;
    expect(blocksOnlineContinuation(responses)).toBe(true);
  });

  it('three noes continue online', () => {
    expect(blocksOnlineContinuation({ PEP: 'false', FATCA: 'false', CRS: 'false' })).toBe(false);
  });

  it('the form offers the branch as soon as a yes is picked', () => {
    expect(formBlocksOnlineContinuation({ FATCAConsent: 'true' })).toBe(true);
    expect(formBlocksOnlineContinuation({ PEPConsent: 'false' })).toBe(false);
  });
});

describe('ZConsentsRequest (spec 2 §3)', () => {
  const body = (): TConsentsRequestInput => consentsRequestFromForm(ZConsentsForm.parse(answered));

  it('turns the form into question responses and COMMERCIAL consents with their index', () => {
    expect(body()).toEqual({
      consentsInfo: { questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false' } },
      consents: [
        { id: 0, name: 'BANKING_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'YES' },
        { id: 1, name: 'LEGAL_ENTITY_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
        { id: 2, name: 'POLLS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
      ],
    });
    expect(ZConsentsRequest.safeParse(body()).success).toBe(true);
  });

  it('question responses default to false', () => {
    const parsed = ZConsentsRequest.parse({ ...body(), consentsInfo: { questionResponses: {} } });
    expect(parsed.consentsInfo.questionResponses).toEqual({
      PEP: 'false',
      FATCA: 'false',
      CRS: 'false',
    });
  });

  it.each([
    ['a boolean instead of text', { consentsInfo: { questionResponses: { PEP: true } } }],
    ['another text', { consentsInfo: { questionResponses: { PEP: 'maybe' } } }],
    ['an unknown question', { consentsInfo: { questionResponses: { OTHER: 'true' } } }],
  ])('refuses %s', (_label, patch) => {
    expect(ZConsentsRequest.safeParse({ ...body(), ...patch }).success).toBe(false);
  });

  it('refuses a response other than YES/NO, another type, a wrong index, a repeat or a gap', () => {
    const consents = body().consents;
    const variants = [
      consents.map((c, i) => (i === 0 ? { ...c, response: 'true' } : c)),
      consents.map((c, i) => (i === 0 ? { ...c, typeOfConsents: 'LEGAL' } : c)),
      consents.map((c, i) => (i === 0 ? { ...c, id: 2 } : c)),
      [consents[0], consents[0], consents[2]],
      consents.slice(0, 2),
    ];
    for (const variant of variants) {
      expect(ZConsentsRequest.safeParse({ ...body(), consents: variant }).success).toBe(false);
    }
  });
});

describe('consent documents', () => {
  it('the confirm-all checkbox is required', () => {
    expect(ZConsentDocumentsForm.safeParse({ confirmAll: false }).error?.issues[0]?.message).toBe(
      'consents.validation.confirmAll',
    );
    expect(ZConsentDocumentsForm.safeParse({ confirmAll: true }).success).toBe(true);
  });

  it('acceptance names the three documents by id and SHA-256', () => {
    const doc = { id: '3f0c3c4e-8a40-4a55-9d6e-0f5b0d3b1a11', sha256: 'a'.repeat(64) };
    expect(
      ZAcceptConsentDocumentsRequest.safeParse({ confirmAll: true, documents: [doc, doc, doc] })
        .success,
    ).toBe(true);
    expect(
      ZAcceptConsentDocumentsRequest.safeParse({ confirmAll: false, documents: [doc, doc, doc] })
        .success,
    ).toBe(false);
    expect(
      ZAcceptConsentDocumentsRequest.safeParse({
        confirmAll: true,
        documents: [{ ...doc, sha256: 'xyz' }, doc, doc],
      }).success,
    ).toBe(false);
  });
});
