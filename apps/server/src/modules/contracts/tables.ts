import type {
  ContractDocumentKind,
  Language,
  SigningCodePurpose,
  TContractAmount,
  TSignatureLevel as SignatureLevel,
} from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The applicant's signing certificate (decision 142, /certificate): issued by the signing provider,
 * which keeps the key; we keep which certificate is theirs and what it says.
 */
export const prospectCertificates = pgTable('prospect_certificates', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  certificateId: text('certificate_id').notNull(),
  serialNumber: text('serial_number').notNull(),
  subjectDn: text('subject_dn').notNull(),
  issuerDn: text('issuer_dn').notNull(),
  notBefore: requiredTime('not_before'),
  notAfter: requiredTime('not_after'),
  fingerprintSha256: text('fingerprint_sha256').notNull(),
  issuedAt: requiredTime('issued_at'),
});

/**
 * One set of contracts made for a prospect (one per prepare; another language makes another).
 * The newest READY or SIGNED set is the current one; a set made again supersedes the one before.
 */
export const contractSets = pgTable(
  'contract_sets',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    /** READY, SIGNED, SUPERSEDED */
    status: text('status').$type<'READY' | 'SIGNED' | 'SUPERSEDED'>().notNull(),
    amounts: jsonb('amounts').$type<TContractAmount[]>().notNull(),
    manifestSha256: text('manifest_sha256').notNull(),
    startedAt: optionalTime('started_at'),
    endedAt: optionalTime('ended_at'),
    signedAt: optionalTime('signed_at'),
    createdAt: createdAt(),
  },
  // At most one set a prospect can still sign or has signed.
  (table) => [
    uniqueIndex('contract_sets_current_idx')
      .on(table.prospectId)
      .where(sql`${table.status} <> 'SUPERSEDED'`),
  ],
);

/** One PDF of a set: the one made (sealed in storage) and, once signed, the signed one. */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: uuid('id').primaryKey(),
    setId: uuid('set_id')
      .notNull()
      .references(() => contractSets.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    openedAt: optionalTime('opened_at'),
    signedStorageKey: text('signed_storage_key'),
    signedSizeBytes: integer('signed_size_bytes'),
    signedSha256: text('signed_sha256'),
    timestamped: boolean('timestamped'),
    /** The PAdES level the signature reached (decision 280); null before signing or before 280. */
    signatureLevel: text('signature_level').$type<SignatureLevel>(),
    signedAt: optionalTime('signed_at'),
  },
  (table) => [index('contract_documents_set_idx').on(table.setId)],
);

/**
 * The one code of each purpose a prospect may have (a new one replaces it: `round` voids the
 * old). The code itself is made by the SMS job; only its HMAC, bound to the round and the
 * manifest, is kept.
 */
export const signingCodes = pgTable(
  'signing_codes',
  {
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<SigningCodePurpose>().notNull(),
    round: integer('round').notNull(),
    /** The contract set, for a contracts code. */
    setId: uuid('set_id'),
    /** What the code is bound to: the contracts' manifest, or the certificate subject's hash. */
    manifestSha256: text('manifest_sha256').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** PENDING (the job has not sent it yet), ACTIVE, USED, ENDED (too many wrong tries). */
    status: text('status').$type<'PENDING' | 'ACTIVE' | 'USED' | 'ENDED'>().notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: requiredTime('requested_at'),
    expiresAt: requiredTime('expires_at'),
  },
  (table) => [primaryKey({ columns: [table.prospectId, table.purpose] })],
);
