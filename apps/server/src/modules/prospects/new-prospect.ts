import { randomUUID } from 'node:crypto';
import type { ProcessName, ProspectState } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import { insertProspect, type ProspectRow } from './repository';

export interface AccountOwner {
  readonly userId: string;
  readonly uid: string;
}

/** A new prospect of the account's owner, with its audit record, in `tx`. */
export async function insertNewProspect(
  tx: Database | Transaction,
  clock: Clock,
  owner: AccountOwner,
  processName: ProcessName,
  state: ProspectState,
  context: RequestContext,
): Promise<ProspectRow> {
  const now = clock();
  const prospect = await insertProspect(tx, {
    id: randomUUID(),
    userId: owner.userId,
    processName,
    state,
    createdAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, context, {
    actorType: 'applicant',
    actorId: owner.userId,
    action: 'prospect.created',
    subjectType: 'prospect',
    subjectId: prospect.id,
    details: { processName, state },
  });
  return prospect;
}
