import { creditorLegalName, type TCreditor } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import { sealAuditCheckpointJob } from '../../../infra/audit/checkpoint-job';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { evidenceCollectors, type CaseKey, type EvidenceSources } from '../collectors';
import { fileNameOf } from '../evidence-part';
import { EvidencePackage, jsonBytes, sha256Hex, type Manifest } from '../evidence-package';
import type { EvidenceRequester } from '../evidence-requester';
import type { EvidenceSeal } from '../evidence-seal';
import { timelineOf } from '../repository';

export interface ExportCaseEvidenceDeps extends EvidenceSources {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'caseOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly seal: EvidenceSeal;
  /** The bank's identity (decision 229): whose evidence the manifest declares it is. */
  readonly creditor: TCreditor;
  /** Seals the audit trail after the export (decision 278). */
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

const STATE_ACTIONS = new Set([
  'prospect.created',
  'prospect.state_changed',
  'prospect.process_changed',
  'product.created',
  'product.state_changed',
  'product.type_changed',
]);

/**
 * `GET onboarding/staff/cases/{prospectId}/evidence`: the ZIP and its file name, for a supervisor
 * only (decision 151); every refusal and every export is audited.
 */
export function createExportCaseEvidence(deps: ExportCaseEvidenceDeps) {
  const { db, clock, prospects, products, seal, jobs } = deps;
  const collectors = evidenceCollectors(deps);
  return async function exportCaseEvidence(
    requester: EvidenceRequester,
    prospectId: string,
    context: RequestContext,
  ): Promise<{ fileName: string; bytes: Uint8Array }> {
    if (requester.kind !== 'staff' || requester.staff.role !== 'SUPERVISOR') {
      return refuse(db, requester, prospectId, context);
    }
    const { staff } = requester;
    const prospect = await prospects.caseOf(prospectId);
    if (prospect === null) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such application.' });
    }
    const product = await products.forProspect(db, prospect.id);
    const exportedAt = clock();
    const parcel = new EvidencePackage();

    const subjectIds = new Set([prospect.id, prospect.userId]);
    if (product !== null) subjectIds.add(product.productId);
    const key: CaseKey = { prospectId: prospect.id, productId: product?.productId ?? null };
    const records: Record<string, string> = {};
    for (const collector of collectors) {
      const part = await collector.collect(key);
      for (const id of part.subjectIds) subjectIds.add(id);
      if (part.records !== null || part.files.length > 0) {
        const path = `${collector.folder}/records.json`;
        parcel.add(path, jsonBytes(part.records));
        records[collector.folder] = path;
      }
      for (const file of part.files) {
        parcel.add(`${collector.folder}/${fileNameOf(file)}`, file.bytes, file.recordedSha256);
      }
    }

    // H1 (decision 150): each row carries its chain key and hash, so a reader re-checks them.
    const timeline = await timelineOf(db, [...subjectIds], [prospect.userId, prospect.id]);
    parcel.add('timeline.json', jsonBytes(timeline));
    parcel.add(
      'case.json',
      jsonBytes({
        caseId: prospect.id,
        prospect,
        product,
        stateChanges: timeline.filter((event) => STATE_ACTIONS.has(event.action)),
        records,
      }),
    );
    parcel.add('seal-certificate-chain.pem', Buffer.from(await seal.chainPem()));

    const manifest: Manifest = {
      format: 'case-evidence/1',
      caseId: prospect.id,
      bank: {
        name: creditorLegalName(deps.creditor),
        registrationNumber: deps.creditor.registrationNumber,
        vatNumber: deps.creditor.vatNumber,
        country: deps.creditor.country,
      },
      exportedAt: exportedAt.toISOString(),
      exportedBy: { staffId: staff.staffId, email: staff.email, fullName: staff.fullName },
      files: parcel.entries(),
    };
    const manifestBytes = jsonBytes(manifest);
    const signature = await seal.sign(manifestBytes);
    const manifestSha256 = sha256Hex(manifestBytes);
    const bytes = parcel.zip(manifestBytes, signature, exportedAt);

    await db.transaction(async (tx) => {
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'case_evidence.exported',
        subjectType: 'prospect',
        subjectId: prospect.id,
        details: {
          manifestSha256,
          files: manifest.files.length,
          zipSha256: sha256Hex(bytes),
          zipSize: bytes.byteLength,
        },
      });
      // Decision 278: the trail the ZIP's timeline comes from, this export's row included, is
      // sealed outside the database right after; a job, so the download waits for no TSA.
      await jobs.enqueue(tx, sealAuditCheckpointJob, { reason: 'case-export' });
    });
    return { fileName: `case-${prospect.id}.zip`, bytes };
  };
}

/** Audits the refusal in its own transaction (nothing else happens), then refuses. */
async function refuse(
  db: Database,
  requester: EvidenceRequester,
  prospectId: string,
  context: RequestContext,
): Promise<never> {
  const actor =
    requester.kind === 'staff'
      ? ({ actorType: 'operator', actorId: requester.staff.staffId } as const)
      : requester.kind === 'applicant'
        ? ({ actorType: 'applicant', actorId: requester.userId } as const)
        : ({ actorType: 'anonymous', actorId: null } as const);
  await db.transaction((tx) =>
    recordAudit(tx, context, {
      ...actor,
      action: 'case_evidence.refused',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { reason: requester.kind === 'staff' ? 'NOT_SUPERVISOR' : 'NOT_STAFF' },
    }),
  );
  if (requester.kind === 'anonymous') {
    throw new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });
  }
  throw new AppError(403, 'FORBIDDEN', { message: 'Only a supervisor may export a case.' });
}
