import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  consentDocuments,
  contractDocuments,
  documents,
  identificationSnapshots,
  identifications,
} from '../src/composition/schema';
import { userIdOf } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { API, createTestClock, errorOf, freshIp } from './security-helpers';
import { applicantAt } from './builders/applicant';
import { signedCase } from './builders/signed-case';

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
  bank: { name: string; registrationNumber: string; vatNumber: string; country: string };
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
    const applicant = await signedCase(app);
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const response = await exportAs({ cookie: supervisor.cookie }, applicant.prospectId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="case-${applicant.prospectId}.zip"`,
    );

    const { files, manifestBytes, manifest } = unpacked(response);
    expect(manifest.caseId).toBe(applicant.prospectId);
    // Whose evidence it is: the bank of the configuration (decision 229).
    expect(manifest.bank).toEqual({
      name: 'Onboarding Bank d.d.',
      registrationNumber: app.infra.config.creditor.registrationNumber,
      vatNumber: app.infra.config.creditor.vatNumber,
      country: 'SI',
    });
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
    // Each signed contract's record names the PAdES level its signature reached (decision 280).
    const contractRecords = jsonOf(files, 'contracts/records.json') as {
      documents: { signatureLevel: string | null }[];
    };
    expect(contractRecords.documents.map((document) => document.signatureLevel)).toEqual(
      contracts.map(() => 'PAdES-B-LT'),
    );

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

    // Decision 278: the export's transaction enqueued the sealing of the audit trail outside the
    // database (a job: it seals the export's own row too, and the download waits for no TSA).
    const sealing = await app.database.db.execute<{ data: unknown }>(sql`
      select data from pgboss.job where name = 'audit.checkpoint.v1'
      union all select data from pgboss.archive where name = 'audit.checkpoint.v1'`);
    expect(sealing.rows.map((row) => row.data)).toContainEqual({ reason: 'case-export' });
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
