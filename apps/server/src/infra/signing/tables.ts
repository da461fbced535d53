import { pgTable, text, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt, requiredTime } from '../db/columns';

export const SIGNING_PROVIDER_KINDS = ['built-in', 'external'] as const;
export type SigningProviderKind = (typeof SIGNING_PROVIDER_KINDS)[number];

/**
 * The signing certificates issued to applicants (decision 141). The built-in provider generates
 * the key, as a remote-signing provider does, and keeps it here sealed with the data key (bound to
 * the row's id); an external provider keeps its keys, so only its certificate is recorded.
 * Deliberately no reference to prospects: this is infrastructure, the contracts module keeps which
 * certificate belongs to whom.
 */
export const signingCertificates = pgTable(
  'signing_certificates',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').$type<SigningProviderKind>().notNull(),
    /** The certificate's serial number, hex. */
    serialNumber: text('serial_number').notNull(),
    /** The applicant's id at the bank that went into the subject's serialNumber. */
    subjectSerial: text('subject_serial').notNull(),
    subjectDn: text('subject_dn').notNull(),
    issuerDn: text('issuer_dn').notNull(),
    notBefore: requiredTime('not_before'),
    notAfter: requiredTime('not_after'),
    certificatePem: text('certificate_pem').notNull(),
    fingerprintSha256: text('fingerprint_sha256').notNull(),
    /** An external provider's own id for the certificate (its task id); null for ours. */
    providerCertificateId: text('provider_certificate_id'),
    /** The issuer's chain (JSON array of PEM, root last) an external provider sent; null: ours. */
    chainPem: text('chain_pem'),
    /** PKCS #8 PEM sealed with the data key; null when the provider holds the key. */
    sealedKey: text('sealed_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('signing_certificates_issuer_serial_idx').on(table.issuerDn, table.serialNumber),
    index('signing_certificates_subject_idx').on(table.subjectSerial),
  ],
);
