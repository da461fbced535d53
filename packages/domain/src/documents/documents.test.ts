import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import {
  documentNameFor,
  handoffLinkPath,
  handoffResumeRoute,
  imageQualityProblem,
  IMAGE_QUALITY,
  isSideAllowed,
  languageOfHandoffToken,
  sidesOf,
  uploadRuleOf,
  ZDocumentUploadRequest,
  ZHandoffSmsForm,
  type TIdDocumentStatus,
} from './index';

const good = { width: 1200, height: 800, meanBrightness: 128, sharpness: 500 };

describe('sides and upload rules', () => {
  it('asks an ID card for both sides, a passport for its photo page, a certificate for none', () => {
    expect(sidesOf('ID')).toEqual(['FRONTVIEW', 'BACKVIEW']);
    expect(sidesOf('PP')).toEqual(['FRONTVIEW']);
    expect(isSideAllowed('PP', 'BACKVIEW')).toBe(false);
    expect(isSideAllowed('ID', null)).toBe(false);
    expect(isSideAllowed('ENROLMENT_CERTIFICATE', null)).toBe(true);
    expect(isSideAllowed('STUDENT_CARD', 'BACKVIEW')).toBe(true);
  });

  it('takes JPG or PNG up to 6 MB for identity documents, PDF too for student documents', () => {
    expect(uploadRuleOf('ID')).toMatchObject({
      maxBytes: 6_000_000,
      mediaTypes: ['image/jpeg', 'image/png'],
    });
    expect(uploadRuleOf('ENROLMENT_CERTIFICATE').mediaTypes).toContain('application/pdf');
    expect(uploadRuleOf('STUDENT_CARD').maxBytes).toBe(4_000_000);
  });

  it('names a nameless file with a number below 10000 and the extension', () => {
    expect(documentNameFor('  id.jpg ', 'image/jpeg')).toBe('id.jpg');
    expect(documentNameFor(undefined, 'image/png', () => 0.99999)).toBe('9999.png');
    expect(documentNameFor('', 'application/pdf', () => 0)).toBe('0.pdf');
  });

  it('defaults bank to ISPS and refuses any other', () => {
    const body = {
      uid: '1234567890123456',
      mediaType: 'image/jpeg',
      content: '',
      documentType: 'ID',
    };
    expect(ZDocumentUploadRequest.parse(body).bank).toBe('ISPS');
    expect(ZDocumentUploadRequest.safeParse({ ...body, bank: 'OTHER' }).success).toBe(false);
  });
});

describe('imageQualityProblem', () => {
  it('passes a sharp, well-lit photo of a camera’s size', () => {
    expect(imageQualityProblem(good)).toBeNull();
    expect(imageQualityProblem({ ...good, width: 640, height: 480 })).toBeNull();
  });

  it('names the first problem: size, then light, then focus', () => {
    expect(imageQualityProblem({ ...good, width: 639, height: 480 })).toBe('IMAGE_TOO_SMALL');
    expect(imageQualityProblem({ ...good, width: 2000, height: 479 })).toBe('IMAGE_TOO_SMALL');
    expect(imageQualityProblem({ ...good, width: 100, meanBrightness: 0 })).toBe('IMAGE_TOO_SMALL');
    expect(
      imageQualityProblem({ ...good, meanBrightness: IMAGE_QUALITY.minMeanBrightness - 1 }),
    ).toBe('IMAGE_TOO_DARK');
    expect(
      imageQualityProblem({ ...good, meanBrightness: IMAGE_QUALITY.maxMeanBrightness + 1 }),
    ).toBe('IMAGE_TOO_BRIGHT');
    expect(imageQualityProblem({ ...good, sharpness: IMAGE_QUALITY.minSharpness - 1 })).toBe(
      'IMAGE_BLURRED',
    );
    expect(imageQualityProblem({ ...good, meanBrightness: 10, sharpness: 0 })).toBe(
      'IMAGE_TOO_DARK',
    );
  });
});

describe('the SMS link form', () => {
  it('needs the prefix and a mobile number under it', () => {
    const issues = (form: { prefix: string; phoneNumber: string }) =>
      ZHandoffSmsForm.safeParse(form).error?.issues.map((issue) => [
        issue.path[0],
        issue.message,
      ]) ?? [];
    expect(issues({ prefix: '+386', phoneNumber: '041 123 456' })).toEqual([]);
    expect(issues({ prefix: '', phoneNumber: '041 123 456' })).toEqual([
      ['prefix', 'validation.prefix.required'],
    ]);
    expect(issues({ prefix: '+386', phoneNumber: '' })).toEqual([
      ['phoneNumber', 'validation.phone.required'],
    ]);
    expect(issues({ prefix: '+386', phoneNumber: '01 123 45 67' })).toEqual([
      ['phoneNumber', 'validation.phone.invalid'],
    ]);
    expect(issues({ prefix: '+999', phoneNumber: '041123456' })).toEqual([
      ['prefix', 'validation.prefix.invalid'],
    ]);
  });
});

describe('hand-off helpers', () => {
  const side = (name: 'FRONTVIEW' | 'BACKVIEW', state: 'PENDING' | 'UPLOADED' | 'REJECTED') => ({
    side: name,
    state,
    rejectionReason: state === 'REJECTED' ? ('IMAGE_BLURRED' as const) : null,
    image: null,
  });
  const status = (
    idType: 'ID' | 'PP' | null,
    sides: TIdDocumentStatus['sides'],
  ): TIdDocumentStatus => ({
    prospectId: 'p',
    idType,
    sides,
    complete: false,
    confirmed: false,
  });

  it('resumes a phone at the first step not done; a rejected side is asked again', () => {
    expect(handoffResumeRoute(status(null, []))).toBe(ROUTES.mobileUploadIdType);
    expect(
      handoffResumeRoute(status('ID', [side('FRONTVIEW', 'PENDING'), side('BACKVIEW', 'PENDING')])),
    ).toBe(ROUTES.mobileUploadFrontView);
    expect(
      handoffResumeRoute(
        status('ID', [side('FRONTVIEW', 'UPLOADED'), side('BACKVIEW', 'REJECTED')]),
      ),
    ).toBe(ROUTES.mobileUploadBackView);
    expect(handoffResumeRoute(status('PP', [side('FRONTVIEW', 'UPLOADED')]))).toBe(
      ROUTES.mobileUploadFinalize,
    );
  });

  it('reads the language from the token’s payload without trusting anything else', () => {
    const payload = Buffer.from(JSON.stringify({ language: 'sq', tid: 't' })).toString('base64url');
    expect(languageOfHandoffToken(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`)).toBe('sq');
    const other = Buffer.from(JSON.stringify({ language: 'de' })).toString('base64url');
    expect(languageOfHandoffToken(`h.${other}.s`)).toBeNull();
    expect(languageOfHandoffToken('garbage')).toBeNull();
    expect(languageOfHandoffToken('a.%%%.b')).toBeNull();
  });

  it('puts the token in the query of the mobile page the hand-off resumes at (decision 297)', () => {
    expect(handoffLinkPath('a.b+c')).toBe('/documentsupload/mobile/idtype?token=a.b%2Bc');
    const documents = (
      idType: 'ID' | 'PP' | null,
      sent: readonly ('FRONTVIEW' | 'BACKVIEW')[],
    ): TIdDocumentStatus => ({
      prospectId: 'p',
      idType,
      sides: (idType === null ? [] : sidesOf(idType)).map((side) => ({
        side,
        state: sent.includes(side) ? 'UPLOADED' : 'PENDING',
        rejectionReason: null,
        image: null,
      })),
      complete: false,
      confirmed: false,
    });
    expect(handoffLinkPath('t', documents(null, []))).toBe(
      '/documentsupload/mobile/idtype?token=t',
    );
    expect(handoffLinkPath('t', documents('ID', []))).toBe(
      '/documentsupload/mobile/frontview?idType=ID&token=t',
    );
    expect(handoffLinkPath('t', documents('ID', ['FRONTVIEW']))).toBe(
      '/documentsupload/mobile/backview?idType=ID&token=t',
    );
    expect(handoffLinkPath('t', documents('PP', []))).toBe(
      '/documentsupload/mobile/frontview?idType=PP&token=t',
    );
  });
});
