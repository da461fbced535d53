import { createHash } from 'node:crypto';
import {
  ZStaffStatementList,
  ZStatement,
  ZStatementBanks,
  ZStatementList,
  ZStatementsFinalized,
  type TStatementUploadRequest,
} from '@onboarding/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, riskDocuments } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { putProspectInState, type ApplicantWithProspect } from './prospect-helpers';
import { createTestClock, errorOf, freshIp } from './security-helpers';
import { asStaff } from './video-helpers';
import { applicantAt } from './builders/applicant';

// 23 November 2026: the last three full months are August, September and October.
const testClock = createTestClock(new Date('2026-11-23T09:00:00Z'));
const app = useTestApp({ clock: testClock.clock });
const MONTHS = ['2026-08', '2026-09', '2026-10'] as const;

let pdf: Buffer;
let tiff: Buffer;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Placilna lista, oktober 2026', { x: 10, y: 100 });
  pdf = Buffer.from(await document.save());
  const image = sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 240, g: 240, b: 240 } },
  });
  tiff = await image.clone().tiff().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
  png = await image.clone().png().toBuffer();
});

/** A loan applicant at the salary statement step (decision 147): INFO_UPLOADED / PRODUCT_NEW. */
async function loanApplicant(): Promise<ApplicantWithProspect> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    productType: 'PERSONALLOAN',
  });
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
  return applicant;
}

function cib(sid: string | undefined, path: string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/services/cib/documents/${path}`,
    remoteAddress: freshIp(),
    cookies: sid === undefined ? {} : { sid },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function uploadBody(
  applicant: ApplicantWithProspect,
  bytes: Buffer,
  overrides: Partial<TStatementUploadRequest> = {},
): TStatementUploadRequest {
  return {
    prospectId: applicant.prospectId,
    content: bytes.toString('base64'),
    type: 'application/pdf',
    fileType: 'pdf',
    documentName: 'placa.pdf',
    bank: '02',
    months: ['2026-10'],
    ...overrides,
  };
}

async function storedRows(prospectId: string) {
  return app.database.db
    .select()
    .from(riskDocuments)
    .where(eq(riskDocuments.prospectId, prospectId));
}

async function auditOf(prospectId: string, action: string) {
  return app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, prospectId), eq(auditEvents.action, action)));
}

describe('uploadriskdocument', () => {
  it('when a PDF, a TIFF and a JPEG are uploaded, then each is stored sealed with its SHA-256, typed by content', async () => {
    const applicant = await loanApplicant();
    const files = [
      { bytes: pdf, type: 'application/pdf', fileType: 'pdf', expected: 'application/pdf' },
      { bytes: tiff, type: 'image/tiff', fileType: 'tif', expected: 'image/tiff' },
      { bytes: jpeg, type: 'image/jpeg', fileType: 'jpg', expected: 'image/jpeg' },
    ] as const;
    for (const [index, file] of files.entries()) {
      const response = await cib(
        applicant.sid,
        'uploadriskdocument',
        uploadBody(applicant, file.bytes, {
          type: file.type,
          fileType: file.fileType,
          documentName: `statement-${index}.${file.fileType}`,
          months: [MONTHS[index] ?? '2026-10'],
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const statement = ZStatement.parse(response.json());
      expect(statement).toMatchObject({
        type: file.expected,
        size: file.bytes.length,
        status: 'UPLOADED',
        bank: '02',
      });
      const [row] = (await storedRows(applicant.prospectId)).filter(
        (candidate) => candidate.id === statement.id,
      );
      expect(row?.sha256).toBe(createHash('sha256').update(file.bytes).digest('hex'));
      // Sealed at rest: the stored object is not the file, reading it through the port is.
      const raw = await app.infra.storage.get(row?.storageKey ?? '');
      expect(raw?.equals(file.bytes)).toBe(true);
    }
    expect(await auditOf(applicant.prospectId, 'risk_document.uploaded')).toHaveLength(3);
  });

  it('when the content is a PNG or text named .pdf, then NOT_ALLOWED_TYPE and nothing is stored', async () => {
    const applicant = await loanApplicant();
    for (const bytes of [png, Buffer.from('Salary: 2000 EUR, honest.')]) {
      const response = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, bytes));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).mainError.code).toBe('NOT_ALLOWED_TYPE');
    }
    expect(await storedRows(applicant.prospectId)).toHaveLength(0);
    expect(await auditOf(applicant.prospectId, 'risk_document.uploaded')).toHaveLength(0);
  });

  it('when the file is 1 000 001 bytes, then TOO_LARGE; 1 000 000 bytes pass', async () => {
    const applicant = await loanApplicant();
    const tooLarge = Buffer.alloc(1_000_001, 0x20);
    pdf.copy(tooLarge);
    const refused = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, tooLarge));
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).mainError.code).toBe('TOO_LARGE');
    expect(await storedRows(applicant.prospectId)).toHaveLength(0);

    const largest = tooLarge.subarray(0, 1_000_000);
    const accepted = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, largest));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('when the content is empty or not base64, then EMPTY / NOT_BASE64 and nothing is stored', async () => {
    const applicant = await loanApplicant();
    const empty = await cib(applicant.sid, 'uploadriskdocument', {
      ...uploadBody(applicant, pdf),
      content: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).mainError.code).toBe('EMPTY');
    const garbage = await cib(applicant.sid, 'uploadriskdocument', {
      ...uploadBody(applicant, pdf),
      content: 'not base64 at all!',
    });
    expect(garbage.statusCode).toBe(400);
    expect(errorOf(garbage).mainError.code).toBe('NOT_BASE64');
    expect(await storedRows(applicant.prospectId)).toHaveLength(0);
  });

  it('when a month is not among the last three full months, then MONTH_OUT_OF_RANGE', async () => {
    const applicant = await loanApplicant();
    for (const months of [['2026-11'], ['2026-07'], ['2026-10', '2026-12']]) {
      const response = await cib(
        applicant.sid,
        'uploadriskdocument',
        uploadBody(applicant, pdf, { months }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).mainError.code).toBe('MONTH_OUT_OF_RANGE');
    }
    expect(await storedRows(applicant.prospectId)).toHaveLength(0);
  });

  it('when the bank is unknown or differs from the files before, then refused', async () => {
    const applicant = await loanApplicant();
    const unknown = await cib(
      applicant.sid,
      'uploadriskdocument',
      uploadBody(applicant, pdf, { bank: '99' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(
      (await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf))).statusCode,
    ).toBe(200);
    const other = await cib(
      applicant.sid,
      'uploadriskdocument',
      uploadBody(applicant, pdf, { bank: '29' }),
    );
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).mainError.code).toBe('BANK_MISMATCH');
  });

  it('when ten files are there, then the eleventh is TOO_MANY_FILES', async () => {
    const applicant = await loanApplicant();
    for (let index = 0; index < 10; index += 1) {
      const response = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf));
      expect(response.statusCode).toBe(200);
    }
    const eleventh = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf));
    expect(eleventh.statusCode).toBe(409);
    expect(errorOf(eleventh).mainError.code).toBe('TOO_MANY_FILES');
    expect(await storedRows(applicant.prospectId)).toHaveLength(10);
  });

  it('when the prospect is someone else’s, then 404; not a loan or not at the step, then 409; no session, then 401', async () => {
    const owner = await loanApplicant();
    const stranger = await loanApplicant();
    const foreign = await cib(stranger.sid, 'uploadriskdocument', uploadBody(owner, pdf));
    expect(foreign.statusCode).toBe(404);
    expect(await storedRows(owner.prospectId)).toHaveLength(0);

    const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(app, account.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const notLoan = await cib(account.sid, 'uploadriskdocument', uploadBody(account, pdf));
    expect(notLoan.statusCode).toBe(409);

    const later = await loanApplicant();
    await putProspectInState(
      app,
      later.prospectId,
      'PROSPECT_INFO_UPLOADED',
      'PRODUCT_EMPLOYMENT_UPLOADED',
    );
    const notAtStep = await cib(later.sid, 'uploadriskdocument', uploadBody(later, pdf));
    expect(notAtStep.statusCode).toBe(409);
    expect(errorOf(notAtStep).mainError.code).toBe('PROSPECT_STATE_CONFLICT');

    const anonymous = await cib(undefined, 'uploadriskdocument', uploadBody(owner, pdf));
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('banklistriskdocuments, deleteriskdocument, finalizeriskdocumentsupload', () => {
  it('when a statement is deleted, then its row and bytes are gone; another’s id is 404', async () => {
    const applicant = await loanApplicant();
    const uploaded = ZStatement.parse(
      (await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf))).json(),
    );
    const [row] = await storedRows(applicant.prospectId);
    const stranger = await loanApplicant();
    const foreign = await cib(stranger.sid, 'deleteriskdocument', { documentId: uploaded.id });
    expect(foreign.statusCode).toBe(404);

    const deleted = await cib(applicant.sid, 'deleteriskdocument', {
      prospectId: applicant.prospectId,
      documentId: uploaded.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: uploaded.id, deleted: true });
    expect(await storedRows(applicant.prospectId)).toHaveLength(0);
    expect(await app.infra.storage.get(row?.storageKey ?? '')).toBeNull();
    expect(await auditOf(applicant.prospectId, 'risk_document.deleted')).toHaveLength(1);
    const again = await cib(applicant.sid, 'deleteriskdocument', { documentId: uploaded.id });
    expect(again.statusCode).toBe(404);
  });

  it('when a month is missing, then 409 MONTHS_MISSING names it; when all are covered, then finalized (empty body)', async () => {
    const applicant = await loanApplicant();
    await cib(
      applicant.sid,
      'uploadriskdocument',
      uploadBody(applicant, pdf, { months: ['2026-08', '2026-09'] }),
    );

    const missing = await cib(applicant.sid, 'finalizeriskdocumentsupload', {
      prospectId: applicant.prospectId,
    });
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing).mainError.code).toBe('MONTHS_MISSING');
    expect(errorOf(missing).fieldErrors).toEqual([{ field: 'months', code: '2026-10' }]);

    await cib(
      applicant.sid,
      'uploadriskdocument',
      uploadBody(applicant, jpeg, { type: 'image/jpeg', fileType: 'jpg', months: ['2026-10'] }),
    );
    // spec 3 §7: the body is "empty": the caller's one loan at the step.
    const list = await cib(applicant.sid, 'banklistriskdocuments');
    expect(list.statusCode, list.body).toBe(200);
    expect(ZStatementList.parse(list.json())).toMatchObject({
      prospectId: applicant.prospectId,
      requiredMonths: [...MONTHS],
      missingMonths: [],
      finalized: false,
    });

    const finalized = await cib(applicant.sid, 'finalizeriskdocumentsupload');
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(ZStatementsFinalized.parse(finalized.json())).toEqual({
      finalized: true,
      monthsCovered: [...MONTHS],
      bankCode: '02',
    });
    const rows = await storedRows(applicant.prospectId);
    expect(rows.map((row) => row.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await auditOf(applicant.prospectId, 'risk_documents.finalized')).toHaveLength(1);

    // Finalized: nothing changes any more; finalizing again answers the same.
    const late = await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).mainError.code).toBe('STATEMENTS_FINALIZED');
    const undo = await cib(applicant.sid, 'deleteriskdocument', { documentId: rows[0]?.id });
    expect(undo.statusCode).toBe(409);
    expect((await cib(applicant.sid, 'finalizeriskdocumentsupload', {})).statusCode).toBe(200);

    const facts = await app.services.riskDocuments.finalizedStatementsOf(applicant.prospectId);
    expect(facts).toMatchObject({ bankCode: '02' });
    expect(facts?.files.map((file) => file.months)).toEqual([['2026-08', '2026-09'], ['2026-10']]);
    expect(facts?.files[1]?.sha256).toBe(createHash('sha256').update(jpeg).digest('hex'));
  });

  it('when the body is empty and the caller has no loan at the step, then 409; malformed JSON is 400', async () => {
    const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    expect((await cib(account.sid, 'banklistriskdocuments')).statusCode).toBe(409);
    const applicant = await loanApplicant();
    const malformed = await app.inject({
      method: 'POST',
      url: '/services/cib/documents/banklistriskdocuments',
      cookies: { sid: applicant.sid },
      headers: { 'content-type': 'application/json' },
      payload: '{"prospectId":',
    });
    expect(malformed.statusCode).toBe(400);
    const emptyJson = await app.inject({
      method: 'POST',
      url: '/services/cib/documents/banklistriskdocuments',
      cookies: { sid: applicant.sid },
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
  });

  it('when nothing is finalized, then finalizedStatementsOf is null', async () => {
    const applicant = await loanApplicant();
    await cib(applicant.sid, 'uploadriskdocument', uploadBody(applicant, pdf));
    expect(await app.services.riskDocuments.finalizedStatementsOf(applicant.prospectId)).toBeNull();
  });
});

describe('the bank codes (no session)', () => {
  it('when listed, then the Slovenian banks; one by its mark; an unknown mark is 404', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/services/slo/external/info/ocrbankcodes',
    });
    expect(all.statusCode).toBe(200);
    const banks = ZStatementBanks.parse(all.json());
    expect(banks.find((bank) => bank.code === '02')?.bic).toBe('LJBASI2X');

    const one = await app.inject({
      method: 'GET',
      url: '/services/slo/external/info/ocrbanks/code?codeBank=29',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ code: '29', bic: 'BACXSI22' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/services/slo/external/info/ocrbanks/code?codeBank=99',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('staff reads', () => {
  it('when a staff member lists and opens the statements, then the file comes unsealed and each read is audited', async () => {
    const applicant = await loanApplicant();
    const uploaded = ZStatement.parse(
      (
        await cib(
          applicant.sid,
          'uploadriskdocument',
          uploadBody(applicant, tiff, { type: 'image/tiff', fileType: 'tiff' }),
        )
      ).json(),
    );
    const operator = await signedInStaff(app);
    const list = await asStaff(
      app,
      operator.cookie,
      'GET',
      `/prospects/${applicant.prospectId}/riskdocuments`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const statements = ZStaffStatementList.parse(list.json());
    expect(statements.documents.map((document) => document.id)).toEqual([uploaded.id]);
    expect(statements.finalizedAt).toBeNull();

    const file = await asStaff(
      app,
      operator.cookie,
      'GET',
      `/prospects/${applicant.prospectId}/riskdocuments/${uploaded.id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/tiff');
    expect(file.rawPayload.equals(tiff)).toBe(true);
    expect(await auditOf(applicant.prospectId, 'risk_documents.viewed')).toHaveLength(1);
    expect(await auditOf(applicant.prospectId, 'risk_document.opened')).toHaveLength(1);

    const wrong = await asStaff(
      app,
      operator.cookie,
      'GET',
      `/prospects/${applicant.prospectId}/riskdocuments/${applicant.prospectId}`,
    );
    expect(wrong.statusCode).toBe(404);
    // An applicant's session is not a staff session.
    const asApplicant = await app.inject({
      method: 'GET',
      url: `/services/operator/prospects/${applicant.prospectId}/riskdocuments`,
      cookies: { sid: applicant.sid },
    });
    expect(asApplicant.statusCode).toBe(401);
  });
});
