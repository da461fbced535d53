import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContractSet } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import {
  archivedDocuments,
  auditEvents,
  documentArchiveRequests,
  products,
} from '../src/composition/schema';
import {
  ZUploadSignedDocumentsResponse,
  type TUploadSignedDocumentsResponse,
} from '../src/modules/document-archive/archive-api';
import type { ArchiveManifest } from '../src/modules/document-archive/archive-store';
import { useTestApp } from './build-test-app';
import { putProspectInState } from './prospect-helpers';
import { freshIp, latestSmsCode } from './security-helpers';
import { applicantAtVideoChat, asApplicant } from './video-helpers';

const UPLOAD = '/services/cib/documents/uploadsigneddocuments';
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Applicant = Awaited<ReturnType<typeof applicantAtVideoChat>>;

/** A verified applicant whose contracts are ready (account open, set made) but not signed. */
async function applicantWithContracts(app: FastifyInstance): Promise<Applicant> {
  const applicant = await applicantAtVideoChat(app);
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_EMPLOYMENT_UPLOADED',
  );
  await app.database.db
    .update(products)
    .set({ packageName: 'Digital' })
    .where(eq(products.prospectId, applicant.prospectId));
  await app.database.db.transaction((tx) =>
    app.services.bankAccounts.open(tx, applicant.prospectId, SYSTEM_CONTEXT),
  );
  await app.services.contracts.prepare(applicant.prospectId, 'en');
  return applicant;
}

/** The certificate, every document opened and the set signed, through the contracts' routes. */
async function sign(app: FastifyInstance, applicant: Applicant): Promise<TContractSet> {
  const path = (tail: string) => `/onboarding/prospects/${applicant.prospectId}${tail}`;
  const call = (method: 'GET' | 'POST', tail: string, body?: unknown) =>
    asApplicant(app, applicant.sid, method, path(tail), body);
  expect((await call('POST', '/certificate/code', { confirmIdentity: true })).statusCode).toBe(200);
  await app.jobs.drain();
  const certificate = await call('POST', '/certificate', {
    code: await latestSmsCode(app, applicant.phone),
  });
  expect(certificate.statusCode, certificate.body).toBe(200);
  const set = (await call('GET', '/contracts')).json<TContractSet>();
  for (const document of set.documents) await call('GET', `/contracts/${document.id}`);
  const { documentSetId, manifestSha256 } = set;
  expect(
    (await call('POST', '/contracts/code', { documentSetId, manifestSha256 })).statusCode,
  ).toBe(200);
  await app.jobs.drain();
  const signed = await call('POST', '/contracts/sign', {
    documentSetId,
    manifestSha256,
    code: await latestSmsCode(app, applicant.phone),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return signed.json<TContractSet>();
}

function upload(app: FastifyInstance, sid?: string, payload?: string) {
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    remoteAddress: freshIp(),
    ...(sid === undefined ? {} : { cookies: { sid } }),
    ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload }),
  });
}

function archivesOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadSignedDocumentsResponse.parse(response.json()).archives;
}

const requestsOf = (app: FastifyInstance, prospectId: string) =>
  app.database.db
    .select()
    .from(documentArchiveRequests)
    .where(eq(documentArchiveRequests.prospectId, prospectId));

/**
 * Waits for the archive job to finish. Not `jobs.drain()`: its 10 ms polling of every queue keeps
 * the embedded database so busy that this job's reads wait until the drain gives up.
 */
async function archivedSoon(app: FastifyInstance, prospectId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const rows = await requestsOf(app, prospectId);
    if (rows.length > 0 && rows.every((row) => row.status === 'ARCHIVED')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the signed documents of ${prospectId} were not archived in time`);
}

describe('uploadsigneddocuments to the built-in archive (DATA_DIR/archive)', () => {
  const app = useTestApp({ env: { OPERATOR_HOURS: 'always' } });

  it('is refused with 409 while nothing is signed, and records nothing', async () => {
    const applicant = await applicantWithContracts(app);
    const response = await upload(app, applicant.sid);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ mainError: { code: string } }>().mainError.code).toBe('NOTHING_SIGNED');
    expect(await requestsOf(app, applicant.prospectId)).toEqual([]);
  });

  it('needs the applicant’s session (401)', async () => {
    expect((await upload(app)).statusCode).toBe(401);
  });

  it('copies each signed PDF with its SHA-256 and a manifest; asking again changes nothing', async () => {
    const applicant = await applicantWithContracts(app);
    const signed = await sign(app, applicant);

    const [queued] = archivesOf(await upload(app, applicant.sid));
    expect(queued).toMatchObject({
      prospectId: applicant.prospectId,
      documentSetId: signed.documentSetId,
    });
    // Signing already handed the set to the archive, so its job may have run before this call.
    expect(['QUEUED', 'ARCHIVED']).toContain(queued?.status);
    expect(queued?.archivedAt === null).toBe(queued?.status === 'QUEUED');
    await archivedSoon(app, applicant.prospectId);

    // An empty JSON body is as empty as none (spec 3 §7: body empty).
    const again: TUploadSignedDocumentsResponse['archives'] = archivesOf(
      await upload(app, applicant.sid, ''),
    );
    expect(again).toHaveLength(1);
    const [archived] = again;
    expect(archived?.status).toBe('ARCHIVED');
    expect(archived?.requestedAt).toBe(queued?.requestedAt);
    expect(archived?.documents.map((document) => document.kind).sort()).toEqual(
      signed.documents.map((document) => document.kind).sort(),
    );

    const folder = join(
      app.infra.config.dataDir,
      'archive',
      applicant.prospectId,
      signed.documentSetId,
    );
    for (const document of signed.documents) {
      const bytes = await readFile(join(folder, document.signed?.fileName ?? 'missing'));
      expect(sha256Hex(bytes)).toBe(document.signed?.sha256);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const manifest = JSON.parse(
      await readFile(join(folder, 'manifest.json'), 'utf8'),
    ) as ArchiveManifest;
    expect(manifest).toMatchObject({
      prospectId: applicant.prospectId,
      documentSetId: signed.documentSetId,
      manifestSha256: signed.manifestSha256,
    });
    expect(manifest.documents.map((document) => document.sha256).sort()).toEqual(
      signed.documents.map((document) => document.signed?.sha256).sort(),
    );

    expect(await requestsOf(app, applicant.prospectId)).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(archivedDocuments)
      .where(eq(archivedDocuments.prospectId, applicant.prospectId));
    expect(rows).toHaveLength(signed.documents.length);
    const audits = await app.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, applicant.prospectId),
          eq(auditEvents.action, 'contracts.archived'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('archives only the caller’s own: another applicant with nothing signed gets 409', async () => {
    const owner = await applicantWithContracts(app);
    await sign(app, owner);
    const stranger = await applicantWithContracts(app);
    expect((await upload(app, stranger.sid)).statusCode).toBe(409);
    expect(await requestsOf(app, stranger.prospectId)).toEqual([]);
    expect(existsSync(join(app.infra.config.dataDir, 'archive', stranger.prospectId))).toBe(false);
    // The owner's set went to the archive when it was signed, once.
    expect(await requestsOf(app, owner.prospectId)).toHaveLength(1);
  });

  it('signing enqueues the archive in its transaction; a run that stopped half-way copies only what is missing when tried again', async () => {
    const applicant = await applicantWithContracts(app);
    const signed = await sign(app, applicant);
    const userId = (await app.services.prospects.ownerOf(applicant.prospectId)) ?? '';
    const payload = {
      prospectId: applicant.prospectId,
      documentSetId: signed.documentSetId,
      userId,
    };
    // Signing already asked for the archive: asking again in a transaction adds nothing.
    expect(
      await app.database.db.transaction((tx) =>
        app.services.archiveRequests.enqueue(tx, payload, SYSTEM_CONTEXT, 'system'),
      ),
    ).toBe(false);
    await archivedSoon(app, applicant.prospectId);
    const archivedRows = () =>
      app.database.db
        .select()
        .from(archivedDocuments)
        .where(eq(archivedDocuments.prospectId, applicant.prospectId));
    const before = await archivedRows();
    expect(before).toHaveLength(signed.documents.length);

    // As if the run had stopped after the first PDF: the second one and the manifest are missing.
    const [kept, lost] = before;
    await app.database.db
      .delete(archivedDocuments)
      .where(eq(archivedDocuments.contractDocumentId, lost?.contractDocumentId ?? ''));
    await app.database.db
      .update(documentArchiveRequests)
      .set({ status: 'QUEUED', archivedAt: null, manifestLocation: null })
      .where(eq(documentArchiveRequests.prospectId, applicant.prospectId));
    await app.services.documentArchive.archive(payload);

    const after = await archivedRows();
    expect(after).toHaveLength(signed.documents.length);
    // The PDF already there was not copied again (its record is the first run's).
    expect(after.find((row) => row.contractDocumentId === kept?.contractDocumentId)).toEqual(kept);
    const [request] = await requestsOf(app, applicant.prospectId);
    expect(request?.status).toBe('ARCHIVED');
    // A retry after success changes nothing.
    await app.services.documentArchive.archive(payload);
    expect(await archivedRows()).toHaveLength(signed.documents.length);
  });
});

describe('uploadsigneddocuments to an HTTP archive (ARCHIVE_URL)', () => {
  let server: Server;
  let url = '';
  const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/archive`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const app = useTestApp({
    env: {
      OPERATOR_HOURS: 'always',
      get ARCHIVE_URL() {
        return url;
      },
      ARCHIVE_TOKEN: 'archive-token',
    },
  });

  it('PUTs each signed PDF with its SHA-256 and the bearer token, then the manifest', async () => {
    const applicant = await applicantWithContracts(app);
    const signed = await sign(app, applicant);
    archivesOf(await upload(app, applicant.sid));
    await archivedSoon(app, applicant.prospectId);

    const base = `/archive/${applicant.prospectId}/${signed.documentSetId}`;
    const pdfs = received.filter((call) => call.headers['content-type'] === 'application/pdf');
    expect(pdfs.map((call) => call.path).sort()).toEqual(
      signed.documents.map((document) => `${base}/${document.signed?.fileName ?? ''}`).sort(),
    );
    for (const call of pdfs) {
      expect(call.headers.authorization).toBe('Bearer archive-token');
      expect(call.headers['x-content-sha256']).toBe(sha256Hex(call.body));
    }
    expect(received.at(-1)?.path).toBe(`${base}/manifest.json`);
    const [request] = await requestsOf(app, applicant.prospectId);
    expect(request).toMatchObject({
      status: 'ARCHIVED',
      manifestLocation: `${url.replace('/archive', '')}${base}/manifest.json`,
    });
  });
});
