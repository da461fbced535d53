import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { deleteDeviceLockoutsOf } from '../../infra/device-cookie/device-lockouts';
import { forgetFinishedJobs } from '../../infra/jobs/forget-jobs';
import { RETENTION_POLICY } from './policy';
import { customerRelationships, erasureRequests, type ErasureRequestRow } from './tables';
// Retention reaches across the modules' tables on purpose (decision 152): it must name every
// table of the schema and delete a case as one unit; the schema is that list.
import { auditEvents } from '../../infra/audit/tables';
import { outboxMessages } from '../../infra/outbox/tables';
import { appointments } from '../appointments/tables';
import { bankAccounts } from '../bank-accounts/tables';
import { caseSearchTerms } from '../case-search/tables';
import { visitors } from '../cms/tables';
import { consentDocuments } from '../consent-documents/tables';
import { contractDocuments } from '../contracts/tables';
import { documents } from '../documents/tables';
import { contactRequests } from '../leaving/tables';
import { pendingMessages } from '../messaging/tables';
import { loanSeccis } from '../loans/tables';
import { bankConnections } from '../open-banking/tables';
import { incomingPayments, pennyTransfers } from '../penny-transfer/tables';
import { products } from '../products/tables';
import { prospects } from '../prospects/tables';
import { riskDocuments } from '../risk-documents/tables';
import { loginGuards, otpCodes, registrations, socialIdentities, users } from '../security/tables';
import { identifications, identificationSnapshots } from '../video-identification/tables';

type Db = Database | Transaction;

// Retention reads and deletes across the modules' tables (decision 152): the policy names every
// table, and deleting a case is one cascade from its prospect row, so this one repository is the
// place that knows how a case hangs together, instead of a delete method in thirty modules.

export interface CaseFacts {
  readonly prospectId: string;
  readonly userId: string;
  /** Reached PRODUCT_ACTIVE or had an account opened. */
  readonly customer: boolean;
}

// Drizzle writes a column of the query's own table unqualified ("id"), which inside a subquery
// would name the subquery's column: the case's columns are spelled out in full here.
const CASE_ID = sql.raw('"prospects"."id"');
const CASE_USER_ID = sql.raw('"prospects"."user_id"');
const CASE_UPDATED_AT = sql.raw('"prospects"."updated_at"');

/**
 * A customer: a product of the case reached PRODUCT_ACTIVE, or an account was opened for it
 * (the account opens before the welcome activates the product).
 */
const isCustomer = sql<boolean>`(exists (select 1 from ${bankAccounts} where ${bankAccounts.prospectId} = ${CASE_ID})
  or exists (select 1 from ${products} where ${products.prospectId} = ${CASE_ID} and ${products.state} = 'PRODUCT_ACTIVE'))`;

/**
 * The last activity of a case: its own last change, or the newest audit record about it or its
 * account (a sign-in, an upload, an operator's step); retention's own records do not count.
 */
const lastActivity = sql`greatest(${CASE_UPDATED_AT}, coalesce((
  select max(${auditEvents.occurredAt}) from ${auditEvents}
  where ${auditEvents.subjectId} in (${CASE_ID}::text, ${CASE_USER_ID}::text)
    and ${auditEvents.action} not like 'retention.%'
    and ${auditEvents.action} not like 'erasure.%'
), ${CASE_UPDATED_AT}))`;

/** Every case without activity since `before`, customer or not. */
export async function inactiveCases(db: Db, before: Date): Promise<CaseFacts[]> {
  return db
    .select({ prospectId: prospects.id, userId: prospects.userId, customer: isCustomer })
    .from(prospects)
    .where(sql`${lastActivity} < ${before.toISOString()}::timestamptz`)
    .orderBy(prospects.createdAt);
}

/** The cases of one account. */
export async function casesOfUser(db: Db, userId: string): Promise<CaseFacts[]> {
  return db
    .select({ prospectId: prospects.id, userId: prospects.userId, customer: isCustomer })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(prospects.createdAt);
}

/** Whether the case became a customer; null for an unknown case. */
export async function isCustomerCase(db: Db, prospectId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ customer: isCustomer })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  return row?.customer ?? null;
}

/** Customers whose relationship ended on or before `endedOnOrBefore` (YYYY-MM-DD). */
export async function casesPastAmlPeriod(db: Db, endedOnOrBefore: string): Promise<CaseFacts[]> {
  return db
    .select({ prospectId: prospects.id, userId: prospects.userId, customer: isCustomer })
    .from(customerRelationships)
    .innerJoin(prospects, eq(prospects.id, customerRelationships.prospectId))
    .where(sql`${customerRelationships.endedOn} <= ${endedOnOrBefore}::date`);
}

/** Every object in storage that belongs to the case (documents, PDFs, snapshots, protocol). */
export async function storageKeysOfCase(db: Db, prospectId: string): Promise<string[]> {
  const result = await db.execute<{ key: string | null }>(sql`
    select ${documents.storageKey} as key from ${documents} where ${documents.prospectId} = ${prospectId}
    union select ${consentDocuments.storageKey} from ${consentDocuments} where ${consentDocuments.prospectId} = ${prospectId}
    union select ${loanSeccis.storageKey} from ${loanSeccis} where ${loanSeccis.prospectId} = ${prospectId}
    union select ${riskDocuments.storageKey} from ${riskDocuments} where ${riskDocuments.prospectId} = ${prospectId}
    union select ${contractDocuments.storageKey} from ${contractDocuments} where ${contractDocuments.prospectId} = ${prospectId}
    union select ${contractDocuments.signedStorageKey} from ${contractDocuments} where ${contractDocuments.prospectId} = ${prospectId}
    union select ${identifications.protocolKey} from ${identifications} where ${identifications.prospectId} = ${prospectId}
    union select ${identificationSnapshots.storageKey} from ${identificationSnapshots}
      inner join ${identifications} on ${identifications.id} = ${identificationSnapshots.identificationId}
      where ${identifications.prospectId} = ${prospectId}
  `);
  return result.rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}

/**
 * Deletes the case: its prospect row, and with it (foreign keys with ON DELETE CASCADE) every row
 * of every table that belongs to it. The payments that verified it hang on its transfer.
 */
export async function deleteCase(tx: Transaction, prospectId: string): Promise<number> {
  await tx
    .delete(incomingPayments)
    .where(
      inArray(
        incomingPayments.pennyTransferId,
        tx
          .select({ id: pennyTransfers.id })
          .from(pennyTransfers)
          .where(eq(pennyTransfers.prospectId, prospectId)),
      ),
    );
  // Decision 275: its messages not yet sent and its finished jobs go with it.
  await tx.delete(pendingMessages).where(eq(pendingMessages.prospectId, prospectId));
  await forgetFinishedJobs(tx, { prospectIds: [prospectId] });
  const deleted = await tx
    .delete(prospects)
    .where(eq(prospects.id, prospectId))
    .returning({ id: prospects.id });
  return deleted.length;
}

/**
 * A customer's case has ended: the policy's working data of the case goes, the AML evidence
 * stays. Returns how many rows were deleted or cleared.
 */
export async function deleteWorkingData(tx: Transaction, prospectId: string): Promise<number> {
  let count = 0;
  for (const rule of RETENTION_POLICY) {
    if (rule.retention !== 'case' || rule.prospectColumn === undefined) continue;
    const deleted = await tx
      .delete(rule.table)
      .where(eq(rule.prospectColumn, prospectId))
      .returning({ one: sql<number>`1` });
    count += deleted.length;
  }
  // The connection row is the source of AML-kept statements: only its credentials go.
  const cleared = await tx
    .update(bankConnections)
    .set({ externalId: null, sealedSecret: null })
    .where(
      and(
        eq(bankConnections.prospectId, prospectId),
        or(
          sql`${bankConnections.externalId} is not null`,
          sql`${bankConnections.sealedSecret} is not null`,
        ),
      ),
    )
    .returning({ id: bankConnections.id });
  // Decision 275: the case's finished jobs (identifiers only) go with its working data.
  const jobs = await forgetFinishedJobs(tx, { prospectIds: [prospectId] });
  return count + cleared.length + jobs;
}

export interface AccountFacts {
  readonly id: string;
  readonly uid: string;
  readonly email: string;
  readonly phoneE164: string | null;
}

export async function findAccount(db: Db, userId: string): Promise<AccountFacts | null> {
  const [row] = await db
    .select({ id: users.id, uid: users.uid, email: users.email, phoneE164: users.phoneE164 })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** What the account left outside its own row: sent messages, failed sign-ins, leaving requests. */
async function deleteAccountTraces(tx: Transaction, account: AccountFacts): Promise<number> {
  const recipients = [account.email, ...(account.phoneE164 === null ? [] : [account.phoneE164])];
  const outbox = await tx
    .delete(outboxMessages)
    .where(inArray(outboxMessages.recipient, recipients))
    .returning({ id: outboxMessages.id });
  const guards = await tx
    .delete(loginGuards)
    .where(eq(loginGuards.username, account.email))
    .returning({ username: loginGuards.username });
  // Decision 277: the lockouts of the account's known devices name its id.
  const devices = await deleteDeviceLockoutsOf(tx, account.id);
  const requests = await tx
    .delete(contactRequests)
    .where(eq(contactRequests.userId, account.id))
    .returning({ id: contactRequests.id });
  const booked = await tx
    .delete(appointments)
    .where(eq(appointments.userId, account.id))
    .returning({ id: appointments.id });
  const signUps = await tx
    .delete(registrations)
    .where(or(eq(registrations.userId, account.id), eq(registrations.uid, account.uid)))
    .returning({ uid: registrations.uid });
  const codes = await tx
    .delete(otpCodes)
    .where(eq(otpCodes.userId, account.id))
    .returning({ id: otpCodes.id });
  const linked = await tx
    .delete(socialIdentities)
    .where(eq(socialIdentities.userId, account.id))
    .returning({ userId: socialIdentities.userId });
  // Decision 275: messages not yet sent, and every finished job naming the account.
  const pending = await tx
    .delete(pendingMessages)
    .where(or(eq(pendingMessages.userId, account.id), eq(pendingMessages.uid, account.uid)))
    .returning({ id: pendingMessages.id });
  const jobs = await forgetFinishedJobs(tx, {
    userIds: [account.id],
    uids: [account.uid],
    addresses: recipients,
  });
  return (
    pending.length +
    jobs +
    outbox.length +
    guards.length +
    devices +
    requests.length +
    booked.length +
    signUps.length +
    codes.length +
    linked.length
  );
}

/** Deletes the account of someone who never became a customer (its cases are deleted already). */
export async function deleteAccount(tx: Transaction, account: AccountFacts): Promise<number> {
  const traces = await deleteAccountTraces(tx, account);
  // Products chosen before the sign-up and never attached to a case.
  await tx.delete(products).where(and(eq(products.uid, account.uid), isNull(products.prospectId)));
  const deleted = await tx
    .delete(users)
    .where(eq(users.id, account.id))
    .returning({ id: users.id });
  await tx.delete(visitors).where(eq(visitors.uid, account.uid));
  return traces + deleted.length;
}

/**
 * A customer's account after an erasure: the row stays (the AML evidence hangs on it) but its
 * e-mail, name, phone and password are gone, so nobody can sign in with it again.
 */
export async function makeAccountUnusable(
  tx: Transaction,
  account: AccountFacts,
  now: Date,
): Promise<number> {
  const traces = await deleteAccountTraces(tx, account);
  // The search's hashes of the sign-up name, e-mail and phone go with them (decision 263).
  await tx
    .delete(caseSearchTerms)
    .where(and(eq(caseSearchTerms.userId, account.id), isNull(caseSearchTerms.prospectId)));
  await tx
    .update(users)
    .set({
      email: `erased-${account.id}@erased.invalid`,
      fullName: '',
      phonePrefix: null,
      phoneNumber: null,
      phoneE164: null,
      passwordHash: null,
      updatedAt: now,
    })
    .where(eq(users.id, account.id));
  return traces + 1;
}

/** Sign-ups never verified within the retention period. */
export async function deleteStaleRegistrations(tx: Db, before: Date): Promise<number> {
  const deleted = await tx
    .delete(registrations)
    .where(and(isNull(registrations.completedAt), lt(registrations.updatedAt, before)))
    .returning({ uid: registrations.uid });
  return deleted.length;
}

/** Pending messages whose job gave up (decision 275). */
export async function deleteStalePendingMessages(tx: Db, before: Date): Promise<number> {
  const deleted = await tx
    .delete(pendingMessages)
    .where(lt(pendingMessages.createdAt, before))
    .returning({ id: pendingMessages.id });
  return deleted.length;
}

// The module's own tables ----------------------------------------------------------------------

export async function upsertRelationshipEnd(
  tx: Db,
  row: typeof customerRelationships.$inferInsert,
): Promise<void> {
  await tx
    .insert(customerRelationships)
    .values(row)
    .onConflictDoUpdate({
      target: customerRelationships.prospectId,
      set: { endedOn: row.endedOn, reportedBy: row.reportedBy, reportedAt: row.reportedAt },
    });
}

export async function findErasureByUser(db: Db, userId: string): Promise<ErasureRequestRow | null> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.userId, userId));
  return row ?? null;
}

export async function findErasureForUpdate(
  tx: Transaction,
  id: string,
): Promise<ErasureRequestRow | null> {
  const [row] = await tx
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function findErasure(db: Db, id: string): Promise<ErasureRequestRow | null> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return row ?? null;
}

/** A new request replaces the account's earlier one: only the newest link confirms. */
/**
 * Writes the account's request over an unconfirmed one in one statement, so two requests sent at
 * once cannot both insert (the second waits on the row and then replaces it). False when the
 * account's request is already confirmed (SCHEDULED): that one is never replaced.
 */
export async function replaceErasureRequest(
  tx: Transaction,
  row: typeof erasureRequests.$inferInsert,
): Promise<boolean> {
  const written = await tx
    .insert(erasureRequests)
    .values(row)
    .onConflictDoUpdate({
      target: erasureRequests.userId,
      set: {
        id: row.id,
        prospectId: row.prospectId,
        status: row.status,
        requestedAt: row.requestedAt,
        confirmedAt: null,
        completedAt: null,
      },
      setWhere: sql`${erasureRequests.status} <> 'SCHEDULED'`,
    })
    .returning({ id: erasureRequests.id });
  return written.length > 0;
}

export async function markErasureScheduled(tx: Transaction, id: string, now: Date): Promise<void> {
  await tx
    .update(erasureRequests)
    .set({ status: 'SCHEDULED', confirmedAt: now })
    .where(eq(erasureRequests.id, id));
}

export async function markErasureDone(tx: Transaction, id: string, now: Date): Promise<void> {
  await tx
    .update(erasureRequests)
    .set({ status: 'DONE', completedAt: now })
    .where(eq(erasureRequests.id, id));
}

/** Whether the account still has a case. */
export async function hasCases(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .limit(1);
  return row !== undefined;
}
