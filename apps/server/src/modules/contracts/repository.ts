import { type SigningCodePurpose, isUuid } from '@onboarding/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import type { SignatureLevel } from '../../infra/signing/signing-provider';
import { contractDocuments, contractSets, prospectCertificates, signingCodes } from './tables';

export type CertificateRow = typeof prospectCertificates.$inferSelect;
export type ContractSetRow = typeof contractSets.$inferSelect;
export type ContractDocumentRow = typeof contractDocuments.$inferSelect;
export type SigningCodeRow = typeof signingCodes.$inferSelect;

type Db = Database | Transaction;

export async function findCertificate(tx: Db, prospectId: string): Promise<CertificateRow | null> {
  const [row] = await tx
    .select()
    .from(prospectCertificates)
    .where(eq(prospectCertificates.prospectId, prospectId));
  return row ?? null;
}

/** False when the prospect has one already (a second request issued nothing new). */
export async function insertCertificate(tx: Transaction, row: CertificateRow): Promise<boolean> {
  const inserted = await tx
    .insert(prospectCertificates)
    .values(row)
    .onConflictDoNothing()
    .returning({ prospectId: prospectCertificates.prospectId });
  return inserted.length === 1;
}

/** The set the prospect can sign or has signed; null before the first prepare. */
export async function findCurrentSet(tx: Db, prospectId: string): Promise<ContractSetRow | null> {
  const [row] = await tx
    .select()
    .from(contractSets)
    .where(and(eq(contractSets.prospectId, prospectId), ne(contractSets.status, 'SUPERSEDED')))
    .orderBy(desc(contractSets.createdAt))
    .limit(1);
  return row ?? null;
}

/** Locks the current set for a change in `tx` (two prepares or signs at once wait in turn). */
export async function lockCurrentSet(
  tx: Transaction,
  prospectId: string,
): Promise<ContractSetRow | null> {
  const [row] = await tx
    .select()
    .from(contractSets)
    .where(and(eq(contractSets.prospectId, prospectId), ne(contractSets.status, 'SUPERSEDED')))
    .for('update');
  return row ?? null;
}

export async function findSetDocuments(tx: Db, setId: string): Promise<ContractDocumentRow[]> {
  return tx.select().from(contractDocuments).where(eq(contractDocuments.setId, setId));
}

// An id from a URL that is no uuid names no document (the uuid column would refuse it with a 500).
export async function findDocument(
  tx: Db,
  documentId: string,
): Promise<ContractDocumentRow | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await tx
    .select()
    .from(contractDocuments)
    .where(eq(contractDocuments.id, documentId));
  return row ?? null;
}

/**
 * Inserts the set and its documents unless another request made the prospect's current set
 * first (the unique current-set index); false then, and nothing is inserted.
 */
export async function insertSet(
  tx: Transaction,
  set: typeof contractSets.$inferInsert,
  documents: readonly (typeof contractDocuments.$inferInsert)[],
): Promise<boolean> {
  const inserted = await tx
    .insert(contractSets)
    .values(set)
    .onConflictDoNothing()
    .returning({ id: contractSets.id });
  if (inserted.length === 0) return false;
  await tx.insert(contractDocuments).values([...documents]);
  return true;
}

export async function supersedeSet(tx: Transaction, setId: string): Promise<void> {
  await tx
    .update(contractSets)
    .set({ status: 'SUPERSEDED' })
    .where(and(eq(contractSets.id, setId), eq(contractSets.status, 'READY')));
}

/** The first opening is kept; a second changes nothing. */
export async function markOpened(tx: Db, documentId: string, at: Date): Promise<boolean> {
  const updated = await tx
    .update(contractDocuments)
    .set({ openedAt: at })
    .where(and(eq(contractDocuments.id, documentId), isNull(contractDocuments.openedAt)))
    .returning({ id: contractDocuments.id });
  return updated.length === 1;
}

export async function setBracket(
  tx: Db,
  setId: string,
  edge: 'startedAt' | 'endedAt',
  at: Date,
): Promise<void> {
  await tx
    .update(contractSets)
    .set({ [edge]: at })
    .where(eq(contractSets.id, setId));
}

/** READY → SIGNED; false when another request signed it (or it was superseded) meanwhile. */
export async function markSetSigned(tx: Transaction, setId: string, at: Date): Promise<boolean> {
  const updated = await tx
    .update(contractSets)
    .set({ status: 'SIGNED', signedAt: at })
    .where(and(eq(contractSets.id, setId), eq(contractSets.status, 'READY')))
    .returning({ id: contractSets.id });
  return updated.length === 1;
}

export async function storeSigned(
  tx: Transaction,
  documentId: string,
  signed: {
    readonly signedStorageKey: string;
    readonly signedSizeBytes: number;
    readonly signedSha256: string;
    readonly timestamped: boolean;
    readonly signatureLevel: SignatureLevel;
    readonly signedAt: Date;
  },
): Promise<void> {
  await tx.update(contractDocuments).set(signed).where(eq(contractDocuments.id, documentId));
}

/** The read of the prospect's code row of `purpose` (one at most). */
const selectCode = (tx: Db, prospectId: string, purpose: SigningCodePurpose) =>
  tx
    .select()
    .from(signingCodes)
    .where(and(eq(signingCodes.prospectId, prospectId), eq(signingCodes.purpose, purpose)));

export async function findCode(
  tx: Db,
  prospectId: string,
  purpose: SigningCodePurpose,
): Promise<SigningCodeRow | null> {
  const [row] = await selectCode(tx, prospectId, purpose);
  return row ?? null;
}

/** Locks the prospect's code row of `purpose` (two requests for a code at once wait in turn). */
export async function lockCode(
  tx: Transaction,
  prospectId: string,
  purpose: SigningCodePurpose,
): Promise<SigningCodeRow | null> {
  const [row] = await selectCode(tx, prospectId, purpose).for('update');
  return row ?? null;
}

/** A new code replaces the one before (new round: the old code's HMAC no longer matches). */
export async function replaceCode(tx: Transaction, row: SigningCodeRow): Promise<void> {
  await tx
    .insert(signingCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [signingCodes.prospectId, signingCodes.purpose],
      set: {
        round: row.round,
        setId: row.setId,
        manifestSha256: row.manifestSha256,
        language: row.language,
        status: row.status,
        codeHash: row.codeHash,
        attempts: row.attempts,
        requestedAt: row.requestedAt,
        expiresAt: row.expiresAt,
      },
    });
}

/**
 * The SMS job stores the code's HMAC, unless a newer code replaced this round meanwhile or a try
 * was made (a retried job, whose first SMS never went out, sends a fresh code).
 */
export async function activateCode(
  tx: Db,
  key: { prospectId: string; purpose: SigningCodePurpose; round: number },
  codeHash: string,
): Promise<boolean> {
  const updated = await tx
    .update(signingCodes)
    .set({ codeHash, status: 'ACTIVE' })
    .where(
      and(
        eq(signingCodes.prospectId, key.prospectId),
        eq(signingCodes.purpose, key.purpose),
        eq(signingCodes.round, key.round),
        inArray(signingCodes.status, ['PENDING', 'ACTIVE']),
        eq(signingCodes.attempts, 0),
      ),
    )
    .returning({ round: signingCodes.round });
  return updated.length === 1;
}

/**
 * Counts one try atomically (DESIGN "One-time codes"): only an active code with tries left is
 * counted; the row after the count, or null when there was nothing to try.
 */
export async function countAttempt(
  tx: Transaction,
  prospectId: string,
  purpose: SigningCodePurpose,
  maxAttempts: number,
): Promise<SigningCodeRow | null> {
  const [row] = await tx
    .update(signingCodes)
    .set({ attempts: sql`${signingCodes.attempts} + 1` })
    .where(
      and(
        eq(signingCodes.prospectId, prospectId),
        eq(signingCodes.purpose, purpose),
        eq(signingCodes.status, 'ACTIVE'),
        sql`${signingCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function endCode(
  tx: Transaction,
  prospectId: string,
  purpose: SigningCodePurpose,
  round: number,
  status: 'USED' | 'ENDED',
): Promise<boolean> {
  const updated = await tx
    .update(signingCodes)
    .set({ status, codeHash: null })
    .where(
      and(
        eq(signingCodes.prospectId, prospectId),
        eq(signingCodes.purpose, purpose),
        eq(signingCodes.round, round),
        eq(signingCodes.status, 'ACTIVE'),
      ),
    )
    .returning({ round: signingCodes.round });
  return updated.length === 1;
}

/** Every set of a prospect, superseded ones too, oldest first (the case evidence export). */
export async function findSetsOfProspect(tx: Db, prospectId: string): Promise<ContractSetRow[]> {
  return tx
    .select()
    .from(contractSets)
    .where(eq(contractSets.prospectId, prospectId))
    .orderBy(contractSets.createdAt);
}

/** Every contract document of a prospect, of every set (the case evidence export). */
export async function findDocumentsOfProspect(
  tx: Db,
  prospectId: string,
): Promise<ContractDocumentRow[]> {
  return tx.select().from(contractDocuments).where(eq(contractDocuments.prospectId, prospectId));
}
