import { createDocumentReadingService } from '../../modules/document-reading/service';
import {
  createDocumentReadsService,
  createDocumentsService,
} from '../../modules/documents/service';
import { createHandoffTokens } from '../../modules/handoff/handoff-token';
import { createHandoffService, createHandoffStatusService } from '../../modules/handoff/service';
import { createOpenBankingProvider } from '../../modules/open-banking/provider-factory';
import { bankReturnUrl, SANDBOX_BANK_PREFIX } from '../../modules/open-banking/return-address';
import { createSandboxBank } from '../../modules/open-banking/sandbox-bank';
import { createOpenBankingService } from '../../modules/open-banking/service';
import { createRiskDocumentsService } from '../../modules/risk-documents/service';
import { createUploadsService } from '../../modules/uploads/service';
import type { CompositionContext } from './context';
import { traced } from '../../infra/telemetry/traced-object';
import { SpanKind } from '../../infra/telemetry/tracing';
import type { Foundation } from './foundation';

/**
 * The identity documents and their reading, the hand-off to the phone, and a loan's salary
 * statements. The documents step reports its changes to the hand-off's live status, and the rest
 * of the hand-off is built on that step: the reads both sides need come first, then the status,
 * then the step, then the hand-off.
 */
export function buildDocuments(context: CompositionContext, foundation: Foundation) {
  const { config, db, clock, log, cipher, jobs, rateLimiter } = context.infra;
  const { prospects, messaging } = foundation;
  const uploads = createUploadsService({ storage: context.infra.storage });
  const documentReads = createDocumentReadsService({ db, uploads });
  const documentReading = createDocumentReadingService({
    db,
    clock,
    cipher,
    reader: context.infra.mrzReader,
    jobs,
    log,
    prospects,
    loadImage: documentReads.storedBytes,
    searchIndex: context.caseSearchIndex,
  });
  const hub = context.infra.realtime;
  const handoffStatus = createHandoffStatusService({ db, clock, hub, documents: documentReads });
  const documents = createDocumentsService({
    db,
    clock,
    uploads,
    reads: documentReads,
    prospects,
    reading: documentReading,
    // A push that fails is logged, never the upload's failure; the screens poll as a fallback.
    onIdDocumentsChanged: (prospectId) =>
      handoffStatus.publishForProspect(prospectId).catch((error: unknown) => {
        log.warn({ err: error }, 'hand-off status could not be pushed');
      }),
    onConfirmedFromDesktop: handoffStatus.closeForProspect,
  });
  const handoff = createHandoffService({
    db,
    clock,
    publicUrl: config.publicUrl,
    documents,
    status: handoffStatus,
    tokens: createHandoffTokens(config.appSecret, clock),
    hub,
    jobs,
    messaging,
    rateLimiter,
    smsPerSourcePerHour: config.sms.perSourcePerHour,
    log,
    processOf: async (prospectId) => (await prospects.caseOf(prospectId))?.processName ?? null,
  });
  return {
    uploads,
    documentReads,
    documentReading,
    documents,
    handoff,
    ...buildSalaryStatements(context, foundation, uploads),
  };
}

/** A loan's salary statement: uploaded (decision 149) or by open banking (decision 148). */
function buildSalaryStatements(
  { infra, variant }: CompositionContext,
  { prospects, products }: Foundation,
  uploads: ReturnType<typeof createUploadsService>,
) {
  const { config, db, clock, log, cipher } = infra;
  // The sandbox bank's own login pages (decision 250), only beside the sandbox provider.
  const sandboxBank =
    config.openBanking.provider === 'sandbox'
      ? createSandboxBank({
          db,
          clock,
          variant: variant.id,
          showHints: !config.isProduction,
          redirectUri: bankReturnUrl(config.publicUrl),
          baseUrl: `${config.publicUrl}${SANDBOX_BANK_PREFIX}`,
        })
      : null;
  return {
    sandboxBank,
    riskDocuments: createRiskDocumentsService({
      db,
      clock,
      timeZone: variant.timeZone,
      uploads,
      prospects,
      products,
      variant: variant.id,
    }),
    openBanking: createOpenBankingService({
      db,
      clock,
      cipher,
      timeZone: variant.timeZone,
      // The calls to the bank as client spans when tracing is on (decision 282).
      provider: traced(
        'open-banking',
        createOpenBankingProvider(config.openBanking, {
          clock,
          timeZone: variant.timeZone,
          isProduction: config.isProduction,
          variant: variant.id,
          warn: (message) => log.warn(message),
          sandboxBank,
        }),
        SpanKind.CLIENT,
      ),
      returnUrl: bankReturnUrl(config.publicUrl),
      defaultLanguage: variant.defaultLanguage,
      timeoutMs: config.openBanking.timeoutMs,
      prospects,
      products,
    }),
  };
}

export type Documents = ReturnType<typeof buildDocuments>;
