import { X509Certificate, createHash, verify, type KeyObject } from 'node:crypto';
import {
  BasicOCSPResponse,
  CertID,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  Request,
  TBSRequest,
  id_pkix_ocsp_basic,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AuthorityInfoAccessSyntax,
  Certificate,
  CertificateList,
  CRLDistributionPoints,
  ExtendedKeyUsage,
  id_ad_ocsp,
  id_ce_cRLDistributionPoints,
  id_ce_extKeyUsage,
  id_kp_OCSPSigning,
  id_pe_authorityInfoAccess,
} from '@peculiar/asn1-x509';
import type { Clock } from '../clock';
import type { DevelopmentCa } from './development-ca';
import type { DevelopmentRevocation } from './development-revocation';
import { SigningFailedError } from './signing-provider';

/** Revocation data of one certificate: an OCSP response, a CRL, or both. */
export interface RevocationStatus {
  readonly ocsp?: Buffer;
  readonly crl?: Buffer;
}

/** Where the B-LT signer gets revocation data for a certificate it puts into the DSS. */
export interface RevocationSource {
  /** The status of `certificateDer` issued by `issuerDer`; null when none can be had. */
  statusOf(certificateDer: Buffer, issuerDer: Buffer): Promise<RevocationStatus | null>;
}

/** A revocation answer for one certificate, read and checked (see checkOcspResponse). */
export type CertificateStatus = 'good' | 'revoked' | 'unknown';

/** An OCSP or CRL fetch has this long (the whole signing has a 1 s budget, decision 141). */
export const REVOCATION_FETCH_TIMEOUT_MS = 10_000;

const SHA1 = '1.3.14.3.2.26';

const SIGNATURE_HASHES: Readonly<Record<string, string>> = {
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
};

function verifies(
  algorithm: string,
  signed: ArrayBuffer | Uint8Array,
  signature: ArrayBuffer,
  key: KeyObject,
): boolean {
  const hash = SIGNATURE_HASHES[algorithm];
  return hash !== undefined && verify(hash, new Uint8Array(signed), key, Buffer.from(signature));
}

const serialOf = (der: Uint8Array): Buffer =>
  Buffer.from(AsnConvert.parse(der, Certificate).tbsCertificate.serialNumber);

/** The CertID of a certificate (RFC 6960 §4.1.1) with SHA-1, as every responder understands. */
export function certIdOf(certificateDer: Uint8Array, issuerDer: Uint8Array): CertID {
  const issuer = AsnConvert.parse(issuerDer, Certificate).tbsCertificate;
  return new CertID({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: SHA1, parameters: null }),
    issuerNameHash: new OctetString(
      createHash('sha1')
        .update(Buffer.from(AsnConvert.serialize(issuer.subject)))
        .digest(),
    ),
    issuerKeyHash: new OctetString(
      createHash('sha1').update(Buffer.from(issuer.subjectPublicKeyInfo.subjectPublicKey)).digest(),
    ),
    serialNumber: AsnConvert.parse(certificateDer, Certificate).tbsCertificate.serialNumber,
  });
}

/**
 * An OCSP response read and checked against the certificate's issuer (RFC 6960 §3.2): successful,
 * a basic response signed by the issuer itself or by a responder certificate the issuer gave
 * id-kp-OCSPSigning, and a single response for this certificate's serial. Its status is returned;
 * anything else throws.
 */
export function checkOcspResponse(
  responseDer: Uint8Array,
  certificateDer: Uint8Array,
  issuerDer: Uint8Array,
  at: Date = new Date(),
): CertificateStatus {
  const response = AsnConvert.parse(responseDer, OCSPResponse);
  if (response.responseStatus !== OCSPResponseStatus.successful) {
    throw new Error(`the OCSP responder answered status ${response.responseStatus}`);
  }
  const bytes = response.responseBytes;
  if (bytes?.responseType !== id_pkix_ocsp_basic) throw new Error('not a basic OCSP response');
  const basic = AsnConvert.parse(bytes.response.buffer, BasicOCSPResponse);
  const issuer = new X509Certificate(Buffer.from(issuerDer));
  const signers = [
    issuer,
    ...(basic.certs ?? [])
      .map((certificate) => new X509Certificate(Buffer.from(AsnConvert.serialize(certificate))))
      .filter((candidate) => isDelegatedResponder(candidate, issuer)),
  ];
  const signed = basic.tbsResponseDataRaw ?? AsnConvert.serialize(basic.tbsResponseData);
  const valid = signers.some((signer) =>
    verifies(basic.signatureAlgorithm.algorithm, signed, basic.signature, signer.publicKey),
  );
  if (!valid) throw new Error('the OCSP response is not signed by the issuer or its responder');
  const serial = serialOf(certificateDer);
  const single = basic.tbsResponseData.responses.find((item) =>
    Buffer.from(item.certID.serialNumber).equals(serial),
  );
  if (single === undefined) throw new Error('the OCSP response is for another certificate');
  if (single.nextUpdate !== undefined && single.nextUpdate < at) {
    throw new Error('the OCSP response is out of date');
  }
  if (single.certStatus.revoked !== undefined) return 'revoked';
  if (single.certStatus.good !== undefined) return 'good';
  return 'unknown';
}

/** RFC 6960 §4.2.2.2: a responder certificate issued by the CA for OCSP signing. */
function isDelegatedResponder(candidate: X509Certificate, issuer: X509Certificate): boolean {
  if (!candidate.checkIssued(issuer) || !candidate.verify(issuer.publicKey)) return false;
  const extension = AsnConvert.parse(candidate.raw, Certificate).tbsCertificate.extensions?.find(
    (item) => item.extnID === id_ce_extKeyUsage,
  );
  if (extension === undefined) return false;
  return [...AsnConvert.parse(extension.extnValue, ExtendedKeyUsage)].includes(id_kp_OCSPSigning);
}

/**
 * A CRL read and checked against its issuer (RFC 5280 §6.3): signed by the issuer's key, current
 * at `at`; 'revoked' when it lists the certificate's serial, 'good' otherwise.
 */
export function checkCrl(
  crlDer: Uint8Array,
  certificateDer: Uint8Array,
  issuerDer: Uint8Array,
  at: Date = new Date(),
): Exclude<CertificateStatus, 'unknown'> {
  const crl = AsnConvert.parse(crlDer, CertificateList);
  const issuer = new X509Certificate(Buffer.from(issuerDer));
  const signed = crl.tbsCertListRaw ?? AsnConvert.serialize(crl.tbsCertList);
  if (!verifies(crl.signatureAlgorithm.algorithm, signed, crl.signature, issuer.publicKey)) {
    throw new Error('the CRL is not signed by the issuer');
  }
  const nextUpdate = crl.tbsCertList.nextUpdate?.getTime();
  if (nextUpdate !== undefined && nextUpdate < at) throw new Error('the CRL is out of date');
  const serial = serialOf(certificateDer);
  const listed = (crl.tbsCertList.revokedCertificates ?? []).some((entry) =>
    Buffer.from(entry.userCertificate).equals(serial),
  );
  return listed ? 'revoked' : 'good';
}

/** The http(s) URLs a certificate names for OCSP (AIA) and for its CRL (distribution points). */
export function revocationUrlsOf(certificateDer: Uint8Array): { ocsp: string[]; crl: string[] } {
  const extensions = AsnConvert.parse(certificateDer, Certificate).tbsCertificate.extensions ?? [];
  const http = (url: string | undefined): url is string =>
    url !== undefined && /^https?:\/\//i.test(url);
  const aia = extensions.find((item) => item.extnID === id_pe_authorityInfoAccess);
  const dps = extensions.find((item) => item.extnID === id_ce_cRLDistributionPoints);
  const ocsp =
    aia === undefined
      ? []
      : [...AsnConvert.parse(aia.extnValue, AuthorityInfoAccessSyntax)]
          .filter((item) => item.accessMethod === id_ad_ocsp)
          .map((item) => item.accessLocation.uniformResourceIdentifier)
          .filter(http);
  const crl =
    dps === undefined
      ? []
      : [...AsnConvert.parse(dps.extnValue, CRLDistributionPoints)]
          .flatMap((point) => point.distributionPoint?.fullName ?? [])
          .map((name) => name.uniformResourceIdentifier)
          .filter(http);
  return { ocsp, crl };
}

export interface NetworkRevocationOptions {
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  readonly clock: Clock;
}

/**
 * Revocation data fetched from what a certificate names: its AIA OCSP responder first, its CRL
 * distribution point otherwise (an external TSA's chain, decision 280). A certificate naming
 * neither gives null (the signature stays B-T); one that names a service which fails, answers
 * nonsense or says "revoked" fails the signing, as a failing TSA does (decision 141).
 */
export function createNetworkRevocationSource(options: NetworkRevocationOptions): RevocationSource {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? REVOCATION_FETCH_TIMEOUT_MS;
  const fetched = async (url: string, init: RequestInit): Promise<Buffer> => {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return body;
    } catch (error) {
      throw new SigningFailedError(`Revocation data could not be fetched from ${url}`, {
        cause: error,
      });
    }
  };
  const checked = <T>(what: string, check: () => T): T => {
    try {
      return check();
    } catch (error) {
      throw new SigningFailedError(`The ${what} cannot be used`, { cause: error });
    }
  };

  return {
    async statusOf(certificateDer, issuerDer) {
      const urls = revocationUrlsOf(certificateDer);
      const [ocspUrl] = urls.ocsp;
      const [crlUrl] = urls.crl;
      if (ocspUrl !== undefined) {
        const request = new OCSPRequest({
          tbsRequest: new TBSRequest({
            requestList: [new Request({ reqCert: certIdOf(certificateDer, issuerDer) })],
          }),
        });
        const ocsp = await fetched(ocspUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/ocsp-request' },
          body: Buffer.from(AsnConvert.serialize(request)),
        });
        const status = checked('OCSP response', () =>
          checkOcspResponse(ocsp, certificateDer, issuerDer, options.clock()),
        );
        if (status !== 'good') {
          throw new SigningFailedError(`OCSP says a certificate of the signature is ${status}`);
        }
        return { ocsp };
      }
      if (crlUrl !== undefined) {
        const crl = await fetched(crlUrl, { method: 'GET' });
        const status = checked('CRL', () =>
          checkCrl(crl, certificateDer, issuerDer, options.clock()),
        );
        if (status !== 'good')
          throw new SigningFailedError('A certificate of the signature is revoked');
        return { crl };
      }
      return null;
    },
  };
}

/**
 * The development CA's answers in the process, without HTTP: OCSP and the CRL for what the
 * issuing CA issued (applicants' certificates, the TSA), the root's ARL for the issuing CA;
 * anything else goes to `fallback` (an external TSA's chain). The CRL and each OCSP answer are
 * made once a minute at most: three contracts signed together carry the same ones.
 */
export function createDevelopmentRevocationSource(
  ca: DevelopmentCa,
  revocation: DevelopmentRevocation,
  clock: Clock,
  fallback: RevocationSource,
): RevocationSource {
  // Answers made in the same minute are reused: the CA's CRL and each certificate's OCSP answer.
  let cache: { minute: number; crl: Buffer; ocsp: Map<string, Buffer> } | null = null;
  const current = () => {
    const minute = Math.floor(clock().getTime() / 60_000);
    if (cache?.minute !== minute) cache = { minute, crl: revocation.crl(), ocsp: new Map() };
    return cache;
  };
  return {
    statusOf(certificateDer, issuerDer) {
      if (issuerDer.equals(ca.issuing.certificateDer)) {
        const { crl, ocsp } = current();
        const key = certificateDer.toString('base64');
        const response = ocsp.get(key) ?? revocation.ocspFor(certificateDer);
        ocsp.set(key, response);
        return Promise.resolve({ ocsp: response, crl });
      }
      if (issuerDer.equals(ca.root.certificateDer)) {
        return Promise.resolve({ crl: ca.root.crlDer });
      }
      return fallback.statusOf(certificateDer, issuerDer);
    },
  };
}
