import { createHash } from 'node:crypto';
import { isFinalLongWaitPhase, type LongWaitPhase } from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { BankAccountsService } from '../../bank-accounts/service';
import type { ProductsService } from '../../products/service';
import { buildDossierJob, type TDossierJob } from '../jobs';
import { findDossier, findLongProcess, insertDossier, setPhase } from '../repository';
import type { DossierManifest } from '../tables';
import type { PublishRun } from './publish-run';

export interface BuildDossierDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly bankAccounts: Pick<BankAccountsService, 'open'>;
  /** Renders what the applicant signs (the contracts module); idempotent per prospect. */
  readonly prepareDocuments: (prospectId: string) => Promise<void>;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
  readonly publishRun: PublishRun;
}

/** The manifest's canonical JSON: keys sorted, so the same dossier always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The dossier job (decision 140): the account, the documents to sign, then the bank's dossier;
 * each phase committed and pushed before the next begins.
 */
export function createBuildDossier(deps: BuildDossierDeps) {
  const { db, clock, products, bankAccounts, publishRun } = deps;

  const moveTo = async (
    tx: Database | Transaction,
    job: TDossierJob,
    phase: LongWaitPhase,
    errorCode: string | null = null,
  ) => {
    const row = await setPhase(tx, job.longProcessId, job.run, phase, errorCode, clock());
    return row;
  };

  return async function build(job: TDossierJob, context: JobContext): Promise<void> {
    const row = await findLongProcess(db, job.longProcessId);
    // Over, restarted as another run, or cancelled by a supervisor: nothing more to do.
    if (row === null || row.run !== job.run || isFinalLongWaitPhase(row.phase)) return;
    const { prospectId } = row;
    try {
      const gettingDocuments = await moveTo(db, job, 'GETTING_DOCUMENTS');
      if (gettingDocuments === null) return;
      await publishRun(gettingDocuments);
      const account = await db.transaction((tx) =>
        bankAccounts.open(tx, prospectId, SYSTEM_CONTEXT),
      );
      await deps.prepareDocuments(prospectId);

      const creating = await moveTo(db, job, 'CREATING_DOSSIER');
      if (creating === null) return;
      await publishRun(creating);
      const product = await products.forProspect(db, prospectId);
      const ended = await db.transaction(async (tx) => {
        if ((await findDossier(tx, prospectId)) === null) {
          const manifest: DossierManifest = {
            prospectId,
            process: row.process,
            packageName: product?.packageName ?? null,
            iban: account.iban,
            accountOpenedAt: account.openedAt.toISOString(),
            identifiedAt: row.startedAt.toISOString(),
            createdBy: { longProcessId: row.id, run: job.run },
          };
          const sha256 = createHash('sha256').update(canonicalJson(manifest)).digest('hex');
          await insertDossier(tx, { prospectId, manifest, sha256 });
          await recordAudit(tx, SYSTEM_CONTEXT, {
            actorType: 'system',
            actorId: null,
            action: 'dossier.created',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { sha256, iban: account.iban },
          });
        }
        return moveTo(tx, job, 'END');
      });
      if (ended !== null) await publishRun(ended);
    } catch (error) {
      // The last try failed: the screen says so and offers to start again.
      if (context.retryCount >= buildDossierJob.retry.limit) {
        const failed = await moveTo(db, job, 'ERROR', 'DOSSIER_FAILED');
        if (failed !== null) await publishRun(failed);
      }
      deps.log.warn({ err: error, prospectId }, 'dossier run failed');
      throw error;
    }
  };
}
