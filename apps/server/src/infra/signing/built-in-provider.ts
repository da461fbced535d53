import { X509Certificate, createPrivateKey, randomUUID } from 'node:crypto';
import { isUuid } from '@onboarding/domain';
import type { Clock } from '../clock';
import type { DataCipher } from '../crypto/data-cipher';
import type { Database } from '../db/database';
import {
  certificateFields,
  findCertificate,
  findCertificateRow,
  recordCertificate,
  type CertificateRow,
} from './certificate-records';
import {
  buildCertificate,
  fingerprintSha256,
  pemToDer,
  type RevocationPointers,
} from './certificates';
import { newSigningKeyPair, type DevelopmentCa } from './development-ca';
import { PadesSigner, signPdf } from './pades-signer';
import type { RevocationSource } from './revocation-sources';
import {
  SigningFailedError,
  type CertificateSubject,
  type DevelopmentTrustServices,
  type SigningProvider,
} from './signing-provider';
import { subjectNameOf, type SubjectName } from './subject-name';
import type { TimestampClient } from './timestamp-client';

/**
 * Two years: long enough for an applicant who signs days or months after the certificate step
 * (and for later documents of the same relationship), short enough that a key the bank holds for
 * the applicant does not outlive a normal re-identification cycle (decision 141).
 */
export const CERTIFICATE_VALIDITY_DAYS = 730;

const DAY_MS = 24 * 3600 * 1000;

export interface BuiltInProviderOptions {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly clock: Clock;
  readonly ca: DevelopmentCa;
  /**
   * RFC 3161 time-stamps (PAdES B-T): the development TSA, or the one at TSA_URL; null: B-B
   * (decision 280).
   */
  readonly timestamps: TimestampClient | null;
  /** Where the DSS's revocation data comes from (PAdES B-LT); null: no DSS (decision 280). */
  readonly validation?: RevocationSource | null;
  /** The CRL and OCSP URLs the applicants' certificates name (decision 280). */
  readonly revocationPointers?: RevocationPointers;
  /** The development CA's CRL, OCSP and TSA for the development routes. */
  readonly development?: DevelopmentTrustServices;
}

const keyContext = (certificateId: string) => `signing-certificate:${certificateId}:key`;

/**
 * The subject's serialNumber is PrintableString: the bank's id must fit, or nothing is issued. A
 * name of one word is a name (`subjectNameOf`); no name at all is not.
 */
function checkedSubject(subject: CertificateSubject): CertificateSubject & { name: SubjectName } {
  const problems: string[] = [];
  const name = subjectNameOf(subject);
  if (name === null) problems.push('a name');
  if (!/^[A-Z]{2}$/.test(subject.countryCode)) problems.push('a two-letter country code');
  if (!/^[A-Za-z0-9 '()+,\-./:=?]{1,64}$/.test(subject.serialNumber)) {
    problems.push('a serial number of up to 64 printable characters');
  }
  if (name === null || problems.length > 0) {
    throw new SigningFailedError(`The certificate subject needs ${problems.join(', ')}`);
  }
  return { ...subject, name };
}

export function createBuiltInSigningProvider(options: BuiltInProviderOptions): SigningProvider {
  const { db, cipher, clock, ca } = options;

  const row = async (certificateId: string): Promise<CertificateRow | null> =>
    isUuid(certificateId) ? findCertificateRow(db, certificateId) : null;

  return {
    async issueCertificate(subject) {
      const { name, countryCode, serialNumber, email } = checkedSubject(subject);
      const now = clock();
      const keys = newSigningKeyPair();
      const certificate = buildCertificate({
        profile: 'document-signer',
        subject: {
          countryName: countryCode,
          surname: name.surname,
          ...(name.givenName === undefined ? {} : { givenName: name.givenName }),
          serialNumber,
          commonName: name.commonName,
        },
        subjectKey: keys.publicKey,
        issuer: { certificateDer: ca.issuing.certificateDer, key: ca.issuing.key },
        // A minute back: a verifier whose clock lags must not see a certificate from the future.
        notBefore: new Date(now.getTime() - 60_000),
        notAfter: new Date(now.getTime() + CERTIFICATE_VALIDITY_DAYS * DAY_MS),
        // An rfc822Name is ASCII (IA5String): an internationalised address stays out of the SAN.
        email: email !== undefined && /^[\x21-\x7e]+@[\x21-\x7e]+$/.test(email) ? email : undefined,
        revocation: options.revocationPointers,
      });
      const parsed = new X509Certificate(certificate.der);
      const id = randomUUID();
      const keyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      return recordCertificate(db, {
        id,
        provider: 'built-in',
        serialNumber: certificate.serialNumber,
        subjectSerial: serialNumber,
        ...certificateFields(parsed),
        certificatePem: certificate.pem,
        fingerprintSha256: fingerprintSha256(certificate.der),
        sealedKey: cipher.sealText(keyPem, keyContext(id)),
      });
    },

    certificate: (certificateId) =>
      isUuid(certificateId) ? findCertificate(db, certificateId) : Promise.resolve(null),

    async signPdfs(certificateId, documents) {
      const found = await row(certificateId);
      if (found === null || found.sealedKey === null) {
        throw new SigningFailedError(`No built-in certificate ${certificateId}`);
      }
      const signedAt = clock();
      if (signedAt < found.notBefore || signedAt > found.notAfter) {
        throw new SigningFailedError(
          `Certificate ${certificateId} is not valid at ${signedAt.toISOString()}`,
        );
      }
      const certificateDer = pemToDer(found.certificatePem);
      const issuingCa = new X509Certificate(ca.issuing.certificateDer);
      if (!new X509Certificate(certificateDer).checkIssued(issuingCa)) {
        // The CA file was replaced after this certificate was issued: its chain is gone.
        throw new SigningFailedError(`Certificate ${certificateId} was issued by another CA`);
      }
      const signer = new PadesSigner(
        {
          key: createPrivateKey(cipher.openText(found.sealedKey, keyContext(found.id))),
          certificateDer,
          chainDer: [ca.issuing.certificateDer, ca.root.certificateDer],
        },
        options.timestamps,
      );
      // All or nothing: the first failure rejects the whole call and no signed PDF is returned.
      try {
        return await Promise.all(
          documents.map((document) =>
            signPdf(document, signer, signedAt, options.validation ?? undefined),
          ),
        );
      } catch (error) {
        if (error instanceof SigningFailedError) throw error;
        throw new SigningFailedError('A document could not be signed', { cause: error });
      }
    },

    trustChainPem: () => Promise.resolve(ca.chainPem),
    ...(options.development === undefined ? {} : { development: options.development }),
    timestamps: options.timestamps ?? undefined,
  };
}
