import type { TimestampClient } from './timestamp-client';
import type { TSignatureLevel } from '@onboarding/domain';

// The signature port (decision 141): a development CA built in, or a qualified trust
// service provider in production. The contracts module codes against this and nothing else.

export interface CertificateSubject {
  readonly givenName: string;
  readonly surname: string;
  readonly countryCode: string; // 'SI'
  /** A stable id of the applicant at the bank (never a national identifier). */
  readonly serialNumber: string;
  readonly email?: string;
}

export interface IssuedCertificate {
  readonly certificateId: string;
  readonly serialNumber: string; // hex serial of the cert
  readonly subjectDn: string;
  readonly issuerDn: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly certificatePem: string;
  readonly fingerprintSha256: string;
}

export interface PdfToSign {
  readonly bytes: Uint8Array;
  readonly reason: string;
  readonly location: string;
  readonly signerName: string;
  readonly contactInfo?: string;
}

/** The PAdES baseline level a signature reached (decision 280). */
export type SignatureLevel = TSignatureLevel;

export interface SignedPdf {
  readonly bytes: Uint8Array;
  readonly sha256: string; // hex of the signed bytes
  readonly timestamped: boolean;
  readonly level: SignatureLevel;
  readonly signedAt: Date;
}

/**
 * The development CA's trust services as the development routes serve them (decision 280): its
 * CRL, its OCSP responder and its RFC 3161 time-stamping authority, each a DER answer.
 */
export interface DevelopmentTrustServices {
  crl(): Buffer;
  answerOcsp(requestDer: Uint8Array): Buffer;
  answerTimestamp(requestDer: Uint8Array): Promise<Buffer>;
}

export interface SigningProvider {
  issueCertificate(subject: CertificateSubject): Promise<IssuedCertificate>;
  certificate(certificateId: string): Promise<IssuedCertificate | null>;
  /** Signs every document with the certificate's key; all or nothing. */
  signPdfs(certificateId: string, documents: readonly PdfToSign[]): Promise<SignedPdf[]>;
  /** The CA chain (PEM, root last) a verifier needs. */
  trustChainPem(): Promise<readonly string[]>;
  /** The development CA's CRL, OCSP and TSA; absent with a qualified provider (decision 280). */
  readonly development?: DevelopmentTrustServices;
  /**
   * The time-stamping authority the built-in provider's signatures use (TSA_URL's or the
   * development CA's): the audit checkpoints are time-stamped by the same (decision 278).
   */
  readonly timestamps?: TimestampClient;
}

/**
 * Nothing was signed or issued: an unknown or expired certificate, a provider or time-stamping
 * authority that failed or answered nonsense. The message is for the log, never for the applicant.
 */
export class SigningFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SigningFailedError';
  }
}
