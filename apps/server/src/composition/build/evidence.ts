import { verifyAuditChain } from '../../infra/audit/audit-chain';
import { checkpointKeyFrom, type CheckpointReason } from '../../infra/audit/checkpoint-seal';
import { checkpointStoreFor } from '../../infra/audit/checkpoint-store';
import { sealAuditCheckpoint } from '../../infra/audit/seal-audit-checkpoint';
import { sweepExpired } from '../../infra/housekeeping/sweep-expired';
import { createTimestampClient } from '../../infra/signing/timestamp-client';
import { createIdempotencyStore } from '../../infra/idempotency/idempotency-store';
import { createEvidenceSeal } from '../../modules/case-evidence/evidence-seal';
import { createCaseEvidenceService } from '../../modules/case-evidence/service';
import { createDataRetentionService } from '../../modules/data-retention/service';
import { seedDevelopmentRegistries } from '../../modules/eligibility/registries';
import type { Accounts } from './accounts';
import type { Activation } from './activation';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';
import type { Contracts } from './contracts';
import type { Documents } from './documents';
import type { Foundation } from './foundation';
import type { Identification } from './identification';
import { traced } from '../../infra/telemetry/traced-object';
import { SpanKind } from '../../infra/telemetry/tracing';

/** Everything a case's evidence export reads (decision 151): the modules below, as built. */
export interface EvidenceSources {
  readonly foundation: Foundation;
  readonly applicantData: ApplicantData;
  readonly documents: Documents;
  readonly identification: Identification;
  readonly contracts: Contracts;
  readonly activation: Activation;
}

/**
 * Evidence and proofs: the case export, sealed (decision 151), retention and erasure (decision
 * 152), the audit chain's check (decision 150) and the housekeeping of expired rows.
 */
export function buildEvidence(
  context: CompositionContext,
  { accounts, staff }: Accounts,
  sources: EvidenceSources,
) {
  const { infra } = context;
  const { db, clock, cipher, config } = infra;
  return {
    caseEvidence: caseEvidenceService(context, sources),
    dataRetention: createDataRetentionService({
      db,
      clock,
      jobs: infra.jobs,
      storage: infra.storage,
      signedTokens: infra.signedTokens,
      messaging: sources.foundation.messaging,
      prospects: sources.foundation.prospects,
      sessions: infra.sessionStore,
      settings: config.retention,
      log: infra.log,
    }),
    housekeeping: {
      sweep: (now = clock()) =>
        sweepExpired(
          {
            // Applicants' and staff sessions alike: ended a day ago, forgotten.
            sessions: {
              sweep: async (before) =>
                (await infra.sessionStore.sweep(before)) + (await staff.sweepSessions(before)),
            },
            rateLimits: infra.rateLimiter,
            accounts,
            idempotencyKeys: createIdempotencyStore(db, clock, cipher),
          },
          now,
        ),
    },
    /** The audit trail's hash chains (decision 150), checked for a supervisor. */
    auditTrail: { verify: () => verifyAuditChain(db) },
    /** The audit trail's checkpoints outside the database (decision 278), hourly and per export. */
    auditCheckpoints: auditCheckpointsService(context),
    /** Development only: the fictional people of decision 112 in the local registers. */
    seedDevelopmentRegistries: () =>
      seedDevelopmentRegistries(db, sources.applicantData.identifierHmac),
  };
}

function auditCheckpointsService({ infra }: CompositionContext) {
  const { config } = infra;
  const { tsaUrl } = config.signing;
  const deps = {
    db: infra.db,
    store: traced(
      'archive',
      checkpointStoreFor({ dataDir: config.dataDir, ...config.documentArchive }),
      SpanKind.CLIENT,
    ),
    key: checkpointKeyFrom(config.appSecret),
    // The signatures' authority (TSA_URL's or the development CA's); a qualified provider without
    // TSA_URL leaves the checkpoints signed and saying they are not time-stamped (decision 278).
    timestamps: tsaUrl === null ? infra.signing.timestamps : createTimestampClient(tsaUrl),
    clock: infra.clock,
  };
  return {
    seal: async (reason: CheckpointReason) => {
      const sealed = await sealAuditCheckpoint(deps, reason);
      for (const { checkpoint, untimestamped } of sealed) {
        const facts = {
          sequence: checkpoint.sequence,
          headId: checkpoint.headId,
          rows: checkpoint.rows.length,
          untimestamped,
        };
        // A configured authority that did not answer is worth a warning; none configured is not.
        if (deps.timestamps !== undefined && untimestamped !== null) {
          infra.log.warn(facts, 'audit checkpoint sealed without a time-stamp');
        } else {
          infra.log.info(facts, 'audit checkpoint sealed');
        }
      }
    },
  };
}

function caseEvidenceService({ infra }: CompositionContext, sources: EvidenceSources) {
  const { config } = infra;
  const { foundation, applicantData, documents, identification, contracts, activation } = sources;
  return createCaseEvidenceService({
    db: infra.db,
    clock: infra.clock,
    prospects: foundation.prospects,
    products: foundation.products,
    creditor: config.creditor,
    personalData: applicantData.personalData,
    consents: applicantData.consents,
    consentDocuments: applicantData.consentDocuments,
    documents: documents.documents,
    documentReading: documents.documentReading,
    riskDocuments: documents.riskDocuments,
    openBanking: documents.openBanking,
    loans: contracts.loans,
    videoProtocols: identification.videoProtocols,
    bankAccounts: contracts.bankAccounts,
    contracts: contracts.contracts,
    dossiers: contracts.dossiers,
    pennyTransfer: activation.pennyTransfer,
    welcome: activation.welcome,
    jobs: infra.jobs,
    seal: createEvidenceSeal({
      configured: config.evidenceSeal,
      dataDir: config.dataDir,
      appSecret: config.appSecret,
      countryCode: config.variant.toUpperCase(),
      cipher: infra.cipher,
      clock: infra.clock,
    }),
  });
}
