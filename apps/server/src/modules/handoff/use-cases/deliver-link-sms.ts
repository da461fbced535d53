import {
  DEFAULT_PROCESS,
  type ProcessName,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import type { MessagingService } from '../../messaging/service';
import { handoffLinkOf, issueHandoffToken } from '../handoff-link';
import { handoffStatusName } from '../handoff-state';
import type { HandoffTokens } from '../handoff-token';
import type { THandoffLinkSmsJob } from '../jobs';
import { publishHandoffStatus } from '../publish-status';
import { findHandoff, updateHandoff } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface DeliverLinkSmsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly tokens: HandoffTokens;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly messaging: Pick<MessagingService, 'deliverSms' | 'texts' | 'readHeld' | 'dropHeld'>;
  readonly log: FastifyBaseLogger;
  /** The process of a prospect (null when unknown): the link SMS names its product. */
  readonly processOf: (prospectId: string) => Promise<ProcessName | null>;
  readonly statusOf: ReadHandoffStatus;
}

/** The job's handler: a fresh link by SMS, sent once; the screens see smsSentAt at once. */
export function createDeliverLinkSms(deps: DeliverLinkSmsDeps) {
  const { db, clock } = deps;
  return async function deliverLinkSms(
    payload: THandoffLinkSmsJob,
    job: JobContext,
  ): Promise<void> {
    const held = await deps.messaging.readHeld(payload.messageId);
    const row = await findHandoff(db, payload.tid);
    if (held?.to === undefined) {
      // Sent by an earlier run, or erased with the applicant before it ran (decision 275).
      deps.log.info({ tid: payload.tid }, 'hand-off link SMS no longer pending');
      return;
    }
    if (
      row === null ||
      handoffStatusName(row, clock) === 'FINALIZED' ||
      handoffStatusName(row, clock) === 'EXPIRED'
    ) {
      deps.log.info({ tid: payload.tid }, 'hand-off link SMS not sent: the hand-off is over');
      await deps.messaging.dropHeld(payload.messageId);
      return;
    }
    const issued = await issueHandoffToken(deps, row);
    const product = (await deps.processOf(row.prospectId)) ?? DEFAULT_PROCESS;
    const text = deps.messaging.texts(row.language)(`documentsServer.sms.handoffLink.${product}`, {
      link: handoffLinkOf(
        deps.publicUrl,
        issued.token,
        (await deps.statusOf(issued.row)).documents,
      ),
    });
    const sent = await deps.messaging.deliverSms(job.effectKey, { to: held.to, text }, held.audit);
    await deps.messaging.dropHeld(payload.messageId);
    if (!sent) return;
    const updated =
      (await updateHandoff(db, row.id, { smsSentAt: clock(), updatedAt: clock() })) ?? issued.row;
    await publishHandoffStatus(deps, updated);
  };
}
