import type { ProcessName, TNotificationServerMessage } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { DocumentReadsService, DocumentsService } from '../documents/service';
import type { MessagingService } from '../messaging/service';
import type { HandoffTokens } from './handoff-token';
import { createCloseProspectHandoffs } from './use-cases/close-prospect-handoffs';
import { createDeliverLinkSms } from './use-cases/deliver-link-sms';
import { createExchangeHandoffToken } from './use-cases/exchange-handoff-token';
import { createFinalizeHandoff } from './use-cases/finalize-handoff';
import { createFindPhoneCaller } from './use-cases/find-phone-caller';
import { createIssueHandoffLink } from './use-cases/issue-handoff-link';
import { createListHandoffs } from './use-cases/list-handoffs';
import { createPublishForProspect } from './use-cases/publish-for-prospect';
import { createReadHandoffStatus } from './use-cases/read-handoff-status';
import { createReadRoomStatus } from './use-cases/read-room-status';
import { createRecordReceivedSms } from './use-cases/record-received-sms';
import { createRequireHandoffTransaction } from './use-cases/require-handoff-transaction';
import { createSendHandoffSms } from './use-cases/send-handoff-sms';

export interface HandoffStatusServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly documents: Pick<DocumentReadsService, 'idStatus'>;
}

/**
 * The live status of the hand-offs (decision 072): what the phone and the desktop show, pushed to
 * their room whenever a side changes. A service of its own because the documents step reports its
 * changes here, and the rest of the hand-off is built on that step.
 */
export function createHandoffStatusService(deps: HandoffStatusServiceDeps) {
  const statusOf = createReadHandoffStatus(deps);
  const withStatus = { ...deps, statusOf };
  return {
    statusOf,
    publishForProspect: createPublishForProspect(withStatus),
    closeForProspect: createCloseProspectHandoffs(withStatus),
  };
}

export type HandoffStatusService = ReturnType<typeof createHandoffStatusService>;

export interface HandoffServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly documents: DocumentsService;
  readonly status: HandoffStatusService;
  readonly tokens: HandoffTokens;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly jobs: JobQueue;
  readonly messaging: Pick<
    MessagingService,
    'deliverSms' | 'texts' | 'hold' | 'readHeld' | 'dropHeld'
  >;
  readonly rateLimiter: RateLimiter;
  /** SMS a client address may cause per hour across accounts (decision 161). */
  readonly smsPerSourcePerHour: number;
  readonly log: FastifyBaseLogger;
  /** The process of a prospect (null when unknown): the link SMS names its product. */
  readonly processOf: (prospectId: string) => Promise<ProcessName | null>;
}

/** Hand-off of the document upload to the phone (spec 1 §2, decision 072). */
export function createHandoffService(deps: HandoffServiceDeps) {
  const { statusOf, publishForProspect, closeForProspect } = deps.status;
  const requireTransaction = createRequireHandoffTransaction(deps);
  const withStatus = { ...deps, statusOf, requireTransaction };
  return {
    statusOf,
    requireTransaction,
    publishForProspect,
    create: createIssueHandoffLink(withStatus),
    sendSms: createSendHandoffSms(withStatus),
    deliverLinkSms: createDeliverLinkSms(withStatus),
    exchange: createExchangeHandoffToken(withStatus),
    statusForRoom: createReadRoomStatus(withStatus),
    phoneCallerOf: createFindPhoneCaller(deps),
    receivedSms: createRecordReceivedSms(withStatus),
    transactions: createListHandoffs(withStatus),
    finalize: createFinalizeHandoff(withStatus),
    closeForProspect,
  };
}

export type HandoffService = ReturnType<typeof createHandoffService>;
