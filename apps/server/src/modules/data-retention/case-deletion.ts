import { eraseAuditPersonalData } from '../../infra/audit/audit-chain';
import { recordAudit, SYSTEM_CONTEXT } from '../../infra/audit/audit-log';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionStore } from '../../infra/session/session-store';
import type { StoragePort } from '../../infra/storage/storage-port';
import {
  type AccountFacts,
  type CaseFacts,
  deleteAccount,
  deleteCase,
  deleteWorkingData,
  findAccount,
  hasCases,
  storageKeysOfCase,
} from './repository';

/** What deleting cases and accounts touches: the rows, the stored bytes, the sessions. */
export interface CaseDeletionDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  /** Ends every session of an account: in the caller's transaction, or at once (Redis). */
  readonly sessions: Pick<SessionStore, 'revokeAllForUser'>;
}

async function deleteObjects(
  { storage }: Pick<CaseDeletionDeps, 'storage'>,
  keys: readonly string[],
): Promise<number> {
  for (const key of keys) await storage.delete(key);
  return keys.length;
}

/** Deletes a whole case (bytes, rows, audit personal data) and returns its storage count. */
export async function deleteWholeCase(
  deps: Pick<CaseDeletionDeps, 'db' | 'storage'>,
  facts: CaseFacts,
  reason: 'ABANDONED' | 'AML_PERIOD_ENDED' | 'ERASURE' | 'WITHDRAWN',
): Promise<number> {
  const { db } = deps;
  const objects = await deleteObjects(deps, await storageKeysOfCase(db, facts.prospectId));
  await db.transaction(async (tx) => {
    if ((await deleteCase(tx, facts.prospectId)) === 0) return;
    await eraseAuditPersonalData(tx, {
      subjectIds: [facts.prospectId],
      actorIds: [facts.prospectId],
    });
    // After the erasure, so the counts of this record stay readable.
    await recordAudit(tx, SYSTEM_CONTEXT, {
      actorType: 'system',
      actorId: 'data-retention',
      action: 'retention.case_deleted',
      subjectType: 'prospect',
      subjectId: facts.prospectId,
      details: { reason, customer: facts.customer, storageObjects: objects },
    });
  });
  return objects;
}

/** The account of someone with no case left: sessions ended, then every trace deleted. */
export async function deleteAccountWithoutCases(
  { sessions }: Pick<CaseDeletionDeps, 'sessions'>,
  tx: Transaction,
  account: AccountFacts,
  now: Date,
): Promise<number> {
  await sessions.revokeAllForUser(tx, account.id, now);
  const rows = await deleteAccount(tx, account);
  await eraseAuditPersonalData(tx, { subjectIds: [account.id], actorIds: [account.id] });
  return rows;
}

/** After a case was deleted: its account goes too when it has no case left. */
export async function deleteAccountIfEmpty(
  deps: Pick<CaseDeletionDeps, 'db' | 'sessions'>,
  userId: string,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (await hasCases(tx, userId)) return 0;
    const account = await findAccount(tx, userId);
    if (account === null) return 0;
    await deleteAccountWithoutCases(deps, tx, account, now);
    await recordAudit(tx, SYSTEM_CONTEXT, {
      actorType: 'system',
      actorId: 'data-retention',
      action: 'retention.account_deleted',
      subjectType: 'user',
      subjectId: userId,
    });
    return 1;
  });
}

/** A customer's case loses its working data; false when there was none left. */
export async function endCustomerCase(
  { db }: Pick<CaseDeletionDeps, 'db'>,
  prospectId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await deleteWorkingData(tx, prospectId);
    if (rows === 0) return false;
    await recordAudit(tx, SYSTEM_CONTEXT, {
      actorType: 'system',
      actorId: 'data-retention',
      action: 'retention.case_ended',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { rows },
    });
    return true;
  });
}
