import type { X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { SigningFailedError, type IssuedCertificate } from './signing-provider';
import { signingCertificates } from './tables';

// The record of an issued certificate, which either provider keeps (decision 141).

export type CertificateRow = typeof signingCertificates.$inferSelect;
type NewCertificateRow = typeof signingCertificates.$inferInsert;

/** X509Certificate prints one attribute a line; a verifier shows them comma-separated. */
const oneLine = (dn: string) => dn.split('\n').filter(Boolean).join(', ');

function issued(row: CertificateRow): IssuedCertificate {
  return {
    certificateId: row.id,
    serialNumber: row.serialNumber,
    subjectDn: row.subjectDn,
    issuerDn: row.issuerDn,
    notBefore: row.notBefore,
    notAfter: row.notAfter,
    certificatePem: row.certificatePem,
    fingerprintSha256: row.fingerprintSha256,
  };
}

/**
 * What a certificate says of itself, as it is recorded: its names on one line each and its
 * validity. Serial number, PEM and fingerprint are the provider's to give, each from its own source.
 */
export function certificateFields(
  certificate: X509Certificate,
): Pick<NewCertificateRow, 'subjectDn' | 'issuerDn' | 'notBefore' | 'notAfter'> {
  return {
    subjectDn: oneLine(certificate.subject),
    issuerDn: oneLine(certificate.issuer),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  };
}

/** Records an issued certificate and answers it as the port does. */
export async function recordCertificate(
  db: Database,
  row: NewCertificateRow,
): Promise<IssuedCertificate> {
  const [inserted] = await db.insert(signingCertificates).values(row).returning();
  if (inserted === undefined) throw new SigningFailedError('The certificate was not stored');
  return issued(inserted);
}

/** The record of `certificateId`; the caller has checked that the id has an id's form. */
export async function findCertificateRow(
  db: Database,
  certificateId: string,
): Promise<CertificateRow | null> {
  const [found] = await db
    .select()
    .from(signingCertificates)
    .where(eq(signingCertificates.id, certificateId))
    .limit(1);
  return found ?? null;
}

/** The port's answer for `certificateId`: null when no certificate is recorded under it. */
export async function findCertificate(
  db: Database,
  certificateId: string,
): Promise<IssuedCertificate | null> {
  const found = await findCertificateRow(db, certificateId);
  return found === null ? null : issued(found);
}
