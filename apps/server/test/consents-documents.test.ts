import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TConsentDocument } from '@onboarding/domain';
import { useTestApp } from './build-test-app';
import {
  auditOf,
  call,
  consentsBody,
  enterPersonalData,
  personalDataSections,
  prospectStateOf,
} from './consents-helpers';
import { errorOf } from './security-helpers';
import { applicantAt } from './builders/applicant';

// The consent documents of /consents/pdf (decision 113): real PDFs, downloaded bytes equal to the
// audited SHA-256, and the confirmation with its bad inputs.

const app = useTestApp();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A document number to find in the data summary (each applicant has their own otherwise). */
const DOCUMENT_NUMBER = '001234567';

async function atDocuments() {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  await enterPersonalData(
    app,
    applicant,
    personalDataSections({ personalData: { idDocumentNumber: DOCUMENT_NUMBER } }),
  );
  const consents = await call(
    app,
    'POST',
    `/onboarding/prospects/${applicant.prospectId}/consents`,
    {
      sid: applicant.sid,
      payload: consentsBody(),
    },
  );
  expect(consents.json()).toEqual({
    prospectState: 'PROSPECT_CONSENTS_UPLOADED',
    criteries: null,
  });
  return applicant;
}

async function listOf(sid: string, prospectId: string): Promise<TConsentDocument[]> {
  const response = await call(app, 'GET', `/onboarding/prospects/${prospectId}/consentsdocuments`, {
    sid,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ documents: TConsentDocument[] }>().documents;
}

async function download(sid: string, prospectId: string, documentId: string) {
  return call(app, 'GET', `/onboarding/prospects/${prospectId}/consentsdocuments/${documentId}`, {
    sid,
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const accepting = (documents: readonly TConsentDocument[]) => ({
  confirmAll: true,
  documents: documents.map(({ id, sha256: hash }) => ({ id, sha256: hash })),
});

describe('GET prospects/{id}/consentsdocuments', () => {
  it('makes the three PDFs once, in the applicant’s language, with their size and hash', async () => {
    const { sid, prospectId } = await atDocuments();
    const documents = await listOf(sid, prospectId);
    expect(documents.map((document) => document.kind)).toEqual([
      'GENERAL_TERMS',
      'CONSENTS',
      'DATA_SUMMARY',
    ]);
    expect(await listOf(sid, prospectId)).toEqual(documents);
    expect(await auditOf(app, prospectId, 'consent_documents.created')).toHaveLength(1);

    for (const document of documents) {
      const response = await download(sid, prospectId, document.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${document.fileName}"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.byteLength).toBe(document.sizeBytes);
      expect(sha256(response.rawPayload)).toBe(document.sha256);
    }
  });

  it('the data summary shows the names with č, š, ž, ë as entered', async () => {
    const { sid, prospectId } = await atDocuments();
    const summary = (await listOf(sid, prospectId)).find((d) => d.kind === 'DATA_SUMMARY');
    const text = await pdfText((await download(sid, prospectId, summary?.id ?? '')).rawPayload);
    expect(text).toContain('Ëlira Špela Čebašek Žagar');
    expect(text).toContain('Čebašek Žagar');
    // Decision 238: the place, without the bank's own country.
    expect(text).toContain('Slovenska cesta 15a, 1000 Ljubljana');
    expect(text).not.toContain('Ljubljana, SI');
    expect(text).toContain(DOCUMENT_NUMBER);
    expect(text).toContain('Inženirka kemije');
    const consents = (await listOf(sid, prospectId)).find((d) => d.kind === 'CONSENTS');
    const consentsText = await pdfText(
      (await download(sid, prospectId, consents?.id ?? '')).rawPayload,
    );
    // The session's language (English here): each consent with the answer given.
    expect(consentsText).toMatch(/Offers of banking products .*I agree/);
    expect(consentsText).toContain('Politically exposed person');
  });

  it('the data summary shows the application number people read, not the prospect’s UUID', async () => {
    const { sid, prospectId } = await atDocuments();
    const summary = (await listOf(sid, prospectId)).find((d) => d.kind === 'DATA_SUMMARY');
    const text = await pdfText((await download(sid, prospectId, summary?.id ?? '')).rawPayload);
    const stored = await app.database.db.execute<{ application_number: number; year: string }>(
      sql`select application_number,
            to_char(created_at at time zone 'Europe/Ljubljana', 'YYYY') as year
          from prospects where id = ${prospectId}`,
    );
    const [row] = stored.rows;
    const number = `${row?.year}-${String(row?.application_number).padStart(6, '0')}`;
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    expect(text).toContain(`Application number ${number}`);
    expect(text).not.toContain(prospectId);
  });

  it('another applicant’s documents: 404 for the list and for each file', async () => {
    const owner = await atDocuments();
    const other = await atDocuments();
    const [first] = await listOf(owner.sid, owner.prospectId);
    const list = await call(
      app,
      'GET',
      `/onboarding/prospects/${owner.prospectId}/consentsdocuments`,
      {
        sid: other.sid,
      },
    );
    expect(list.statusCode).toBe(404);
    const file = await download(other.sid, owner.prospectId, first?.id ?? '');
    expect(file.statusCode).toBe(404);
    // Their own prospect with the other's document id: still no such document.
    const crossed = await download(other.sid, other.prospectId, first?.id ?? '');
    expect(crossed.statusCode).toBe(404);
    expect(errorOf(crossed).mainError.code).toBe('NOT_FOUND');
  });
});

describe('POST prospects/{id}/consentsdocuments', () => {
  it('accepts the documents shown: the audit hashes equal the downloaded files’ SHA-256', async () => {
    const { sid, prospectId } = await atDocuments();
    const documents = await listOf(sid, prospectId);
    const response = await call(
      app,
      'POST',
      `/onboarding/prospects/${prospectId}/consentsdocuments`,
      {
        sid,
        payload: accepting(documents),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      criteries: 'ACCEPTED',
    });
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');

    const [accepted] = await auditOf(app, prospectId, 'consent_documents.accepted');
    const audited = (accepted?.details as { documents: { id: string; sha256: string }[] })
      .documents;
    expect(audited).toHaveLength(3);
    for (const entry of audited) {
      const file = await download(sid, prospectId, entry.id);
      expect(sha256(file.rawPayload)).toBe(entry.sha256);
    }
    // Still listed and downloadable after the step.
    expect(await listOf(sid, prospectId)).toEqual(documents);
  });

  it('without the confirm-all box: 400, nothing changed', async () => {
    const { sid, prospectId } = await atDocuments();
    const documents = await listOf(sid, prospectId);
    for (const payload of [
      { ...accepting(documents), confirmAll: false },
      { documents: accepting(documents).documents },
      { ...accepting(documents), confirmAll: 'true' },
    ]) {
      const response = await call(
        app,
        'POST',
        `/onboarding/prospects/${prospectId}/consentsdocuments`,
        {
          sid,
          payload,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors.map((error) => error.field)).toContain('confirmAll');
    }
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENTS_UPLOADED');
    expect(await auditOf(app, prospectId, 'consent_documents.accepted')).toEqual([]);
  });

  it('documents other than the current ones: 409 CONSENT_DOCUMENTS_CHANGED', async () => {
    const { sid, prospectId } = await atDocuments();
    const documents = await listOf(sid, prospectId);
    const stale = accepting(documents);
    const payload = {
      ...stale,
      documents: stale.documents.map((entry, index) =>
        index === 0 ? { ...entry, sha256: '0'.repeat(64) } : entry,
      ),
    };
    const response = await call(
      app,
      'POST',
      `/onboarding/prospects/${prospectId}/consentsdocuments`,
      {
        sid,
        payload,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('CONSENT_DOCUMENTS_CHANGED');
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENTS_UPLOADED');
  });

  it('twice: 409; another applicant: 404; nothing changed', async () => {
    const owner = await atDocuments();
    const other = await atDocuments();
    const documents = await listOf(owner.sid, owner.prospectId);
    const foreign = await call(
      app,
      'POST',
      `/onboarding/prospects/${owner.prospectId}/consentsdocuments`,
      {
        sid: other.sid,
        payload: accepting(documents),
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await prospectStateOf(app, owner.prospectId)).toBe('PROSPECT_CONSENTS_UPLOADED');
    const first = await call(
      app,
      'POST',
      `/onboarding/prospects/${owner.prospectId}/consentsdocuments`,
      {
        sid: owner.sid,
        payload: accepting(documents),
      },
    );
    expect(first.statusCode).toBe(200);
    const second = await call(
      app,
      'POST',
      `/onboarding/prospects/${owner.prospectId}/consentsdocuments`,
      {
        sid: owner.sid,
        payload: accepting(documents),
      },
    );
    expect(second.statusCode).toBe(409);
    expect(await auditOf(app, owner.prospectId, 'consent_documents.accepted')).toHaveLength(1);
  });

  it('user/acceptsummarypdf does the same with the prospect in the body', async () => {
    const { sid, prospectId } = await atDocuments();
    const documents = await listOf(sid, prospectId);
    const missing = await call(app, 'POST', '/user/acceptsummarypdf', {
      sid,
      payload: accepting(documents),
    });
    expect(missing.statusCode).toBe(400);
    const response = await call(app, 'POST', '/user/acceptsummarypdf', {
      sid,
      payload: { prospectId, ...accepting(documents) },
    });
    expect(response.statusCode).toBe(200);
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
  });
});

describe('POST documents/createlegalpdf', () => {
  it('makes the documents again until they are accepted', async () => {
    const { sid, prospectId } = await atDocuments();
    const before = await listOf(sid, prospectId);
    const response = await call(app, 'POST', '/documents/createlegalpdf', {
      sid,
      payload: { prospectId },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ documents: TConsentDocument[] }>().documents;
    expect(after.map((document) => document.kind)).toEqual(before.map((d) => d.kind));
    expect(after.map((document) => document.id)).not.toEqual(before.map((d) => d.id));
    expect(await listOf(sid, prospectId)).toEqual(after);
    // The set shown before is no longer the one to accept.
    const stale = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consentsdocuments`, {
      sid,
      payload: accepting(before),
    });
    expect(stale.statusCode).toBe(409);
    await call(app, 'POST', `/onboarding/prospects/${prospectId}/consentsdocuments`, {
      sid,
      payload: accepting(after),
    });
    const late = await call(app, 'POST', '/documents/createlegalpdf', {
      sid,
      payload: { prospectId },
    });
    expect(late.statusCode).toBe(409);
  });

  it('follows the language the page is read in: made in it, and made again in another', async () => {
    const { sid, prospectId } = await atDocuments();
    const first = await call(app, 'GET', `/onboarding/prospects/${prospectId}/consentsdocuments`, {
      sid,
      language: 'sl',
    });
    const slovenian = first.json<{ documents: TConsentDocument[] }>().documents;
    expect(slovenian.map((document) => document.language)).toEqual(['sl', 'sl', 'sl']);
    const again = await call(app, 'POST', '/documents/createlegalpdf', {
      sid,
      payload: { prospectId },
      language: 'en',
    });
    const english = again.json<{ documents: TConsentDocument[] }>().documents;
    expect(english.map((document) => document.language)).toEqual(['en', 'en', 'en']);
    // A language the portal does not speak falls back to the session's (English here).
    const unknown = await call(app, 'POST', '/documents/createlegalpdf', {
      sid,
      payload: { prospectId },
      language: 'xx',
    });
    expect(
      unknown.json<{ documents: TConsentDocument[] }>().documents.map((d) => d.language),
    ).toEqual(['en', 'en', 'en']);
  });

  it('a malformed prospect id: 400; another applicant’s: 404', async () => {
    const owner = await atDocuments();
    const other = await atDocuments();
    const malformed = await call(app, 'POST', '/documents/createlegalpdf', {
      sid: other.sid,
      payload: { prospectId: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    const foreign = await call(app, 'POST', '/documents/createlegalpdf', {
      sid: other.sid,
      payload: { prospectId: owner.prospectId },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
