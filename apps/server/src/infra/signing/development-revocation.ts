import { X509Certificate, createHash, sign, type KeyObject } from 'node:crypto';
import {
  BasicOCSPResponse,
  CertID,
  CertStatus,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  ResponderID,
  ResponseBytes,
  ResponseData,
  SingleResponse,
  id_pkix_ocsp_basic,
  id_pkix_ocsp_nonce,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AuthorityKeyIdentifier,
  Certificate,
  CertificateList,
  CRLNumber,
  Extension,
  KeyIdentifier,
  TBSCertList,
  Time,
  Version,
  id_ce_authorityKeyIdentifier,
  id_ce_cRLNumber,
} from '@peculiar/asn1-x509';
import type { Clock } from '../clock';
import { keyIdentifierOf, signatureAlgorithmFor } from './certificates';
import type { DevelopmentCa } from './development-ca';

/**
 * How long a CRL or an OCSP answer of the development CA says it holds (its nextUpdate): a week,
 * so a validator reading the DSS of a fresh contract finds them current (decision 280).
 */
export const REVOCATION_VALIDITY_MS = 7 * 24 * 3600 * 1000;

const SHA1 = '1.3.14.3.2.26';
const SHA256 = '2.16.840.1.101.3.4.2.1';
const HASHES: Readonly<Record<string, 'sha1' | 'sha256'>> = { [SHA1]: 'sha1', [SHA256]: 'sha256' };

/**
 * The revocation services of the development CA (decision 280): a CRL of the issuing CA and an OCSP
 * responder for what it issued, both signed with the issuing CA's own key (RFC 5280 §5, RFC 6960
 * §4.2.2.2: the CA itself is an authorised responder, so no delegated responder certificate).
 * The development CA has no revocation operation: nothing it issued is revoked, the CRL lists no
 * certificate and the responder answers "good" for every serial under its issuer, which is what
 * "good" means at the least (RFC 6960 §2.2: no certificate with that serial is revoked).
 */
export interface DevelopmentRevocation {
  /** The issuing CA's current CRL (X.509 v2, DER), made at the call. */
  crl(): Buffer;
  /** The DER OCSPResponse for one certificate the issuing CA issued (what the B-LT signer embeds). */
  ocspFor(certificateDer: Uint8Array): Buffer;
  /** The DER OCSPResponse to a DER OCSPRequest, as the HTTP route serves it (RFC 6960 §4.2). */
  answer(requestDer: Uint8Array): Buffer;
}

/** The issuer hashes of a CertID (RFC 6960 §4.1.1) of the issuing CA, for `hash`. */
function issuerHashes(ca: DevelopmentCa, hash: 'sha1' | 'sha256') {
  const issuing = AsnConvert.parse(ca.issuing.certificateDer, Certificate);
  const nameDer = Buffer.from(AsnConvert.serialize(issuing.tbsCertificate.subject));
  const keyBits = Buffer.from(issuing.tbsCertificate.subjectPublicKeyInfo.subjectPublicKey);
  return {
    name: createHash(hash).update(nameDer).digest(),
    key: createHash(hash).update(keyBits).digest(),
  };
}

export interface CrlRequest {
  /** The certificate of the CA whose CRL it is (its name and key identifier go in). */
  readonly issuerDer: Uint8Array;
  readonly key: KeyObject;
  readonly thisUpdate: Date;
  readonly nextUpdate: Date;
}

/**
 * An X.509 v2 CRL (RFC 5280 §5) listing no certificate: authorityKeyIdentifier and a cRLNumber
 * (the second it was made: monotonically increasing, §5.2.3), signed with the CA's key.
 */
export function buildCrl(request: CrlRequest): Buffer {
  const issuer = AsnConvert.parse(request.issuerDer, Certificate);
  const signatureAlgorithm = signatureAlgorithmFor(request.key);
  const authorityKeyId = keyIdentifierOf(
    new X509Certificate(Buffer.from(request.issuerDer)).publicKey,
  );
  const tbsCertList = new TBSCertList({
    version: Version.v2,
    signature: signatureAlgorithm,
    issuer: issuer.tbsCertificate.subject,
    thisUpdate: new Time(request.thisUpdate),
    nextUpdate: new Time(request.nextUpdate),
    crlExtensions: [
      new Extension({
        extnID: id_ce_authorityKeyIdentifier,
        critical: false,
        extnValue: new OctetString(
          AsnConvert.serialize(
            new AuthorityKeyIdentifier({ keyIdentifier: new KeyIdentifier(authorityKeyId) }),
          ),
        ),
      }),
      new Extension({
        extnID: id_ce_cRLNumber,
        critical: false,
        extnValue: new OctetString(
          AsnConvert.serialize(new CRLNumber(Math.floor(request.thisUpdate.getTime() / 1000))),
        ),
      }),
    ],
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbsCertList)), request.key);
  return Buffer.from(
    AsnConvert.serialize(
      new CertificateList({
        tbsCertList,
        signatureAlgorithm,
        signature: Uint8Array.from(signature).buffer,
      }),
    ),
  );
}

/**
 * A certificate's serial number as its DER INTEGER's content, read by node:crypto (parsing the
 * whole certificate with the schema library costs more than the signature of the answer).
 */
function serialNumberOf(certificateDer: Uint8Array): ArrayBuffer {
  const hex = new X509Certificate(Buffer.from(certificateDer)).serialNumber;
  const bytes = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  const padded = (bytes[0] ?? 0) >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  return Uint8Array.from(padded).buffer;
}

const status = (responseStatus: OCSPResponseStatus): Buffer =>
  Buffer.from(AsnConvert.serialize(new OCSPResponse({ responseStatus })));

export function createDevelopmentRevocation(
  ca: DevelopmentCa,
  clock: Clock,
): DevelopmentRevocation {
  const signatureAlgorithm = signatureAlgorithmFor(ca.issuing.key);
  const hashes = { sha1: issuerHashes(ca, 'sha1'), sha256: issuerHashes(ca, 'sha256') };
  // RFC 6960 §4.2.2.3 byKey: the SHA-1 of the responder's public key bits (the CA's).
  const responderKeyHash = hashes.sha1.key;

  // Whole seconds: the times read the same in every verifier (GeneralizedTime without fractions).
  const now = () => new Date(Math.floor(clock().getTime() / 1000) * 1000);

  const basicResponse = (certIds: readonly CertID[], nonce?: Extension): Buffer => {
    const producedAt = now();
    const data = new ResponseData({
      responderID: new ResponderID({ byKey: new OctetString(responderKeyHash) }),
      producedAt,
      responses: certIds.map((certID) => {
        const hash = HASHES[certID.hashAlgorithm.algorithm];
        const ours =
          hash !== undefined &&
          Buffer.from(certID.issuerNameHash.buffer).equals(hashes[hash].name) &&
          Buffer.from(certID.issuerKeyHash.buffer).equals(hashes[hash].key);
        return new SingleResponse({
          certID,
          certStatus: new CertStatus(ours ? { good: null } : { unknown: null }),
          thisUpdate: producedAt,
          nextUpdate: new Date(producedAt.getTime() + REVOCATION_VALIDITY_MS),
        });
      }),
      responseExtensions: nonce === undefined ? undefined : [nonce],
    });
    const signature = sign('sha256', Buffer.from(AsnConvert.serialize(data)), ca.issuing.key);
    const basic = new BasicOCSPResponse({
      tbsResponseData: data,
      signatureAlgorithm,
      signature: Uint8Array.from(signature).buffer,
    });
    return Buffer.from(
      AsnConvert.serialize(
        new OCSPResponse({
          responseStatus: OCSPResponseStatus.successful,
          responseBytes: new ResponseBytes({
            responseType: id_pkix_ocsp_basic,
            response: new OctetString(AsnConvert.serialize(basic)),
          }),
        }),
      ),
    );
  };

  return {
    crl() {
      const thisUpdate = now();
      return buildCrl({
        issuerDer: ca.issuing.certificateDer,
        key: ca.issuing.key,
        thisUpdate,
        nextUpdate: new Date(thisUpdate.getTime() + REVOCATION_VALIDITY_MS),
      });
    },

    ocspFor: (certificateDer) =>
      basicResponse([
        new CertID({
          hashAlgorithm: new AlgorithmIdentifier({ algorithm: SHA1, parameters: null }),
          issuerNameHash: new OctetString(hashes.sha1.name),
          issuerKeyHash: new OctetString(hashes.sha1.key),
          serialNumber: serialNumberOf(certificateDer),
        }),
      ]),

    answer(requestDer) {
      let request: OCSPRequest;
      try {
        request = AsnConvert.parse(requestDer, OCSPRequest);
      } catch {
        return status(OCSPResponseStatus.malformedRequest);
      }
      const certIds = request.tbsRequest.requestList.map((item) => item.reqCert);
      if (certIds.length === 0) return status(OCSPResponseStatus.malformedRequest);
      // RFC 8954: a nonce asked for is echoed (it is at most 32 bytes).
      const nonce = request.tbsRequest.requestExtensions?.find(
        (item) => item.extnID === id_pkix_ocsp_nonce,
      );
      if (nonce !== undefined && nonce.extnValue.byteLength > 34) {
        return status(OCSPResponseStatus.malformedRequest);
      }
      return basicResponse(certIds, nonce);
    },
  };
}
