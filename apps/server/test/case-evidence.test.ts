import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PERSONAL_DATA_SECTIONS, type TContractSet } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import {
  auditEvents,
  consentDocuments,
  contractDocuments,
  documents,
  identificationSnapshots,
  identifications,
  products,
} from '../src/composition/schema';
import { userIdOf } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { consentsBody, enterPersonalData, personalDataSections } from './consents-helpers';
import { call as documentCall, uploadOk } from './fixtures/document-api';
import { goodJpeg } from './fixtures/document-images';
import { signedInStaff } from './fixtures/staff';
import { putProspectInState } from './prospect-helpers';
import {
  API,
  createTestClock,
  errorOf,
  freshIp,
  freshPhone,
  latestSmsCode,
} from './security-helpers';
import { asApplicant, asStaff, startVideoChat } from './video-helpers';
import { applicantAt } from './builders/applicant';

// Decision 151: a supervisor downloads a case as one ZIP whose manifest lists
// every file with its SHA-256 and is sealed with a detached CMS signature; the hashes are checked
// against the ZIP's bytes and against the stored originals, the seal with openssl; refusals and
// the export are audited.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
  recordedSha256?: string;
}
interface Manifest {
  caseId: string;
  exportedAt: string;
  exportedBy: { staffId: string };
  files: ManifestFile[];
}

const evidencePath = (prospectId: string) => `${API}/onboarding/staff/cases/${prospectId}/evidence`;

function exportAs(headers: { cookie?: string }, prospectId: string, sid?: string) {
  return app.inject({
    method: 'GET',
    url: evidencePath(prospectId),
    remoteAddress: freshIp(),
    headers,
    ...(sid === undefined ? {} : { cookies: { sid } }),
  });
}

const prospectPath = (prospectId: string, tail = '') =>
  `/onboarding/prospects/${prospectId}${tail}`;

/**
 * A case as far as the steps' routes take it: an identity document uploaded, personal data, the
 * consents and their PDFs, a video identification with a snapshot and its protocol, the dossier's
 * run (account, contracts), the certificate and the signed contracts.
 */
async function signedCase() {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  const as = { sid: applicant.sid };
  const { prospectId, sid } = applicant;
  await documentCall(app, 'PATCH', prospectPath(prospectId, '/idtype?type=ID'), as);
  // The front of an ID card holds no MRZ: no reading job is started.
  await uploadOk(app, as, await goodJpeg(11), {
    uid: applicant.uid,
    documentType: 'ID',
    side: 'FRONTVIEW',
  });
  const phone = freshPhone();
  await enterPersonalData(app, applicant, {
    ...personalDataSections(),
    contacts: {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.contacts,
      nationalPrefix: phone.prefix,
      mobilePhoneNumber: phone.number.replace(/\s/g, ''),
    },
  });
  const consents = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/consents'),
    consentsBody(),
  );
  expect(consents.statusCode, consents.body).toBe(200);
  const listed = await asApplicant(app, sid, 'GET', prospectPath(prospectId, '/consentsdocuments'));
  expect(listed.statusCode, listed.body).toBe(200);
  await putProspectInState(app, prospectId, 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');

  const state = await startVideoChat(app, applicant);
  const operator = await signedInStaff(app, { fullName: 'Nina Operater' });
  const id = state.identificationId;
  await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
  const taken = await app.inject({
    method: 'POST',
    url: `/services/operator/identifications/${id}/snapshots?kind=DOCUMENT_FRONT`,
    headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
    payload: Buffer.from([0xff, 0xd8, 0xff, 0xe1, 1, 2, 3, 0xff, 0xd9]),
  });
  expect(taken.statusCode, taken.body).toBe(200);
  // Rejected, so the protocol is made without the approval's checklist; the later steps are
  // then set up as the approval would have left them.
  await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
    outcome: 'REJECT',
    reason: 'Evidence test: the call ends here.',
  });
  await app.jobs.drain();

  await putProspectInState(app, prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_EMPLOYMENT_UPLOADED');
  await app.database.db
    .update(products)
    .set({ packageName: 'Digital' })
    .where(eq(products.prospectId, prospectId));
  await app.database.db.transaction((tx) =>
    app.services.dossiers.startAfterIdentification(
      tx,
      { prospectId, process: 'CURRENTACCOUNT' },
      SYSTEM_CONTEXT,
    ),
  );
  await app.jobs.drain();

  const sent = await asApplicant(app, sid, 'POST', prospectPath(prospectId, '/certificate/code'), {
    confirmIdentity: true,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const certificate = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/certificate'),
    {
      code: await latestSmsCode(app, phone.e164),
    },
  );
  expect(certificate.statusCode, certificate.body).toBe(200);
  const set = (
    await asApplicant(app, sid, 'GET', prospectPath(prospectId, '/contracts'))
  ).json<TContractSet>();
  for (const document of set.documents) {
    await asApplicant(app, sid, 'GET', prospectPath(prospectId, `/contracts/${document.id}`));
  }
  const body = { documentSetId: set.documentSetId, manifestSha256: set.manifestSha256 };
  const codeSent = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/contracts/code'),
    body,
  );
  expect(codeSent.statusCode, codeSent.body).toBe(200);
  const signed = await asApplicant(app, sid, 'POST', prospectPath(prospectId, '/contracts/sign'), {
    ...body,
    code: await latestSmsCode(app, phone.e164),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await app.jobs.drain();
  return { ...applicant, identificationId: id };
}

function unpacked(response: LightMyRequestResponse) {
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const manifestBytes = files['manifest.json'];
  if (manifestBytes === undefined) throw new Error('the ZIP has no manifest.json');
  const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Manifest;
  return { files, manifestBytes, manifest };
}

function jsonOf(files: Record<string, Uint8Array>, path: string): unknown {
  const bytes = files[path];
  if (bytes === undefined) throw new Error(`the ZIP has no ${path}`);
  return JSON.parse(Buffer.from(bytes).toString('utf8'));
}

/** `openssl cms -verify` of the detached seal, against the chain the ZIP carries. */
function opensslVerifies(files: Record<string, Uint8Array>, manifestBytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'case-evidence-'));
  try {
    const chain = files['seal-certificate-chain.pem'];
    const signature = files['manifest.json.p7s'];
    if (chain === undefined || signature === undefined) throw new Error('seal files missing');
    writeFileSync(join(dir, 'manifest.json'), manifestBytes);
    writeFileSync(join(dir, 'manifest.json.p7s'), signature);
    // The root is the last certificate of the chain: the trust anchor of the development CA.
    const certificates =
      Buffer.from(chain)
        .toString('utf8')
        .match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
    writeFileSync(join(dir, 'root.pem'), `${certificates.at(-1) ?? ''}\n`);
    const result = spawnSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'manifest.json.p7s'),
        '-content',
        join(dir, 'manifest.json'),
        '-CAfile',
        join(dir, 'root.pem'),
        '-purpose',
        'any',
        '-out',
        join(dir, 'out'),
      ],
      { encoding: 'utf8' },
    );
    return `${result.status ?? 'signal'} ${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function auditedFor(prospectId: string, action: string) {
  return app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, prospectId), eq(auditEvents.action, action)));
}

describe('case evidence export', () => {
  it('a supervisor downloads the case: every hash matches the ZIP and the stored files, sealed', async () => {
    const applicant = await signedCase();
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const response = await exportAs({ cookie: supervisor.cookie }, applicant.prospectId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="case-${applicant.prospectId}.zip"`,
    );

    const { files, manifestBytes, manifest } = unpacked(response);
    expect(manifest.caseId).toBe(applicant.prospectId);
    expect(manifest.exportedBy.staffId).toBe(supervisor.staff.id);
    // Every file of the ZIP is listed (but the manifest and its seal), each with its bytes' hash.
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      Object.keys(files)
        .filter((path) => path !== 'manifest.json' && path !== 'manifest.json.p7s')
        .sort(),
    );
    for (const entry of manifest.files) {
      const bytes = files[entry.path];
      expect(bytes, entry.path).toBeDefined();
      expect(sha256(bytes ?? new Uint8Array()), entry.path).toBe(entry.sha256);
      expect(bytes?.byteLength).toBe(entry.size);
      if (entry.recordedSha256 !== undefined)
        expect(entry.sha256, entry.path).toBe(entry.recordedSha256);
    }

    // Against the stored originals: each module's rows and the bytes in storage.
    const db = app.database.db;
    const hashes = new Set(manifest.files.map((file) => file.sha256));
    const stored = async (key: string | null) => {
      const bytes = key === null ? null : await app.services.uploads.read(key);
      if (bytes === null) throw new Error(`nothing stored under ${key ?? 'null'}`);
      return sha256(bytes);
    };
    const idImages = await db
      .select()
      .from(documents)
      .where(eq(documents.prospectId, applicant.prospectId));
    expect(idImages.length).toBeGreaterThan(0);
    for (const row of idImages) expect(hashes).toContain(await stored(row.storageKey));
    const consentPdfs = await db
      .select()
      .from(consentDocuments)
      .where(eq(consentDocuments.prospectId, applicant.prospectId));
    expect(consentPdfs.length).toBeGreaterThan(0);
    for (const row of consentPdfs) expect(hashes).toContain(row.sha256);
    const contracts = await db
      .select()
      .from(contractDocuments)
      .where(eq(contractDocuments.prospectId, applicant.prospectId));
    expect(contracts.length).toBeGreaterThan(0);
    for (const row of contracts) {
      expect(hashes).toContain(await stored(row.storageKey));
      expect(row.signedSha256).not.toBeNull();
      expect(hashes).toContain(await stored(row.signedStorageKey));
    }
    const snapshots = await db
      .select()
      .from(identificationSnapshots)
      .where(eq(identificationSnapshots.identificationId, applicant.identificationId));
    expect(snapshots).toHaveLength(1);
    for (const row of snapshots) expect(hashes).toContain(await stored(row.storageKey));
    const [identification] = await db
      .select()
      .from(identifications)
      .where(eq(identifications.id, applicant.identificationId));
    expect(hashes).toContain(await stored(identification?.protocolKey ?? null));
    expect(manifest.files.some((file) => file.path === 'contracts/certificate.pem')).toBe(true);

    // The timeline: the case's audit records in time order, with source and request id.
    const timeline = jsonOf(files, 'timeline.json') as {
      id: number;
      occurredAt: string;
      action: string;
      ip: string | null;
      requestId: string | null;
    }[];
    const actions = timeline.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['prospect.state_changed', 'videochat.protocol']),
    );
    const times = timeline.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timeline.every((event) => event.ip !== null && event.requestId !== null)).toBe(true);
    const summary = jsonOf(files, 'case.json') as { prospect: { id: string; state: string } };
    expect(summary.prospect).toMatchObject({
      id: applicant.prospectId,
      state: 'PROSPECT_VERIFIED',
    });
    // Personal data decrypted: it is the evidence.
    expect(JSON.stringify(jsonOf(files, 'personal-data/records.json'))).toContain(
      'ana.novak@example.com',
    );

    // The seal: a detached CMS signature over the manifest's bytes, verified to the CA's root.
    expect(opensslVerifies(files, manifestBytes)).toMatch(/^0 .*Verification successful/s);
    const tampered = Buffer.from(manifestBytes);
    tampered[10] = tampered[10] === 0x41 ? 0x42 : 0x41;
    expect(opensslVerifies(files, tampered)).not.toMatch(/^0 /);

    // The export is audited with the manifest's hash.
    const [exported] = await auditedFor(applicant.prospectId, 'case_evidence.exported');
    expect(exported).toMatchObject({ actorType: 'operator', actorId: supervisor.staff.id });
    expect(exported?.details).toMatchObject({ manifestSha256: sha256(manifestBytes) });
  }, 240_000);

  it('an operator, an applicant (even the owner) or nobody: refused, and the refusal audited', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const operator = await signedInStaff(app);

    const byOperator = await exportAs({ cookie: operator.cookie }, applicant.prospectId);
    expect(byOperator.statusCode).toBe(403);
    expect(errorOf(byOperator).mainError.code).toBe('FORBIDDEN');
    const byOther = await exportAs({}, applicant.prospectId, other.sid);
    expect(byOther.statusCode).toBe(403);
    const byOwner = await exportAs({}, applicant.prospectId, applicant.sid);
    expect(byOwner.statusCode).toBe(403);
    const byNobody = await exportAs({}, applicant.prospectId);
    expect(byNobody.statusCode).toBe(401);

    const refusals = await auditedFor(applicant.prospectId, 'case_evidence.refused');
    expect(refusals.map((row) => [row.actorType, row.actorId]).sort()).toEqual(
      [
        ['anonymous', null],
        ['applicant', await userIdOf(app, applicant.email)],
        ['applicant', await userIdOf(app, other.email)],
        ['operator', operator.staff.id],
      ].sort(),
    );
    expect(await auditedFor(applicant.prospectId, 'case_evidence.exported')).toHaveLength(0);
  }, 120_000);

  it('an unknown id: 404; a malformed id: 400', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const unknown = await exportAs({ cookie: supervisor.cookie }, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).mainError.code).toBe('NOT_FOUND');
    const malformed = await exportAs({ cookie: supervisor.cookie }, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});
