import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  MessageImprint,
  PKIFailureInfo,
  PKIFailureInfoFlags,
  PKIFreeText,
  PKIStatus,
  PKIStatusInfo,
  TimeStampReq,
  TimeStampResp,
  TimeStampToken,
  TSTInfo,
} from '@peculiar/asn1-tsp';
import { AlgorithmIdentifier, Certificate, GeneralName } from '@peculiar/asn1-x509';
import type { Clock } from '../clock';
import { buildCertificate, OIDS, type RevocationPointers } from './certificates';
import { buildSignedData, CMS_OIDS } from './cms';
import { newSigningKeyPair, type DevelopmentCa } from './development-ca';
import type { TimestampClient } from './timestamp-client';

/**
 * The development TSA's policy (decision 280): an OID under 2.999, the arc ITU-T X.660 keeps for
 * examples, so that no verifier takes it for a real policy. It names no ETSI policy on purpose:
 * this TSA is not qualified and must not claim to follow EN 319 421.
 */
export const DEVELOPMENT_TSA_POLICY = '2.999.280.1';

/** The built-in RFC 3161 time-stamping authority of the development CA (decision 280). */
export interface DevelopmentTimestampAuthority extends TimestampClient {
  /** The TSA's certificate (issued by the development CA's issuing CA) and its key's chain. */
  readonly certificateDer: Buffer;
  /** The chain above the TSA certificate: issuing CA, root. */
  readonly chainDer: readonly Buffer[];
  /**
   * Answers a DER TimeStampReq with a DER TimeStampResp (RFC 3161 §2.4.2), as the HTTP route
   * serves it: a token for a SHA-256 imprint, a rejection (badAlg, badDataFormat) otherwise.
   */
  reply(requestDer: Uint8Array): Promise<Buffer>;
}

export interface DevelopmentTsaOptions {
  /** Where the TSA certificate's CRL distribution point and AIA OCSP point (decision 280). */
  readonly revocation?: RevocationPointers;
}

/** A positive, minimal INTEGER of 16 random bytes (a TSTInfo serial must be unique per TSA). */
function serialNumber(): ArrayBuffer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) % 0x7f) + 1;
  return Uint8Array.from(bytes).buffer;
}

const rejection = (failInfo: PKIFailureInfoFlags, text: string): Buffer =>
  Buffer.from(
    AsnConvert.serialize(
      new TimeStampResp({
        status: new PKIStatusInfo({
          status: PKIStatus.rejection,
          statusString: new PKIFreeText([text]),
          failInfo: new PKIFailureInfo(failInfo),
        }),
      }),
    ),
  );

/**
 * A TSA in the process, on the development CA: its key is made at each start and kept in memory
 * only (P-256, well under a millisecond), its certificate issued then by the issuing CA with the
 * CA's own validity, extendedKeyUsage timeStamping alone and critical (RFC 3161 §2.3). Every token
 * carries that certificate and the chain (certReq is always honoured), so a token stays verifiable
 * after a restart made another TSA certificate. Its clock is the server's (`clock`): genTime is
 * what the server believes, which is all a development TSA can offer.
 */
export function createDevelopmentTimestampAuthority(
  ca: DevelopmentCa,
  clock: Clock,
  options: DevelopmentTsaOptions = {},
): DevelopmentTimestampAuthority {
  const keys = newSigningKeyPair();
  const issuing = new X509Certificate(ca.issuing.certificateDer);
  const certificate = buildCertificate({
    profile: 'time-stamping',
    subject: {
      countryName: countryOf(ca),
      organizationName: 'Onboarding Portal (development, not qualified)',
      commonName: 'Onboarding Development Time-Stamping Authority',
    },
    subjectKey: keys.publicKey,
    issuer: { certificateDer: ca.issuing.certificateDer, key: ca.issuing.key },
    notBefore: new Date(issuing.validFrom),
    notAfter: new Date(issuing.validTo),
    revocation: options.revocation,
  });
  const tsaName = AsnConvert.parse(certificate.der, Certificate).tbsCertificate.subject;
  const chainDer = [ca.issuing.certificateDer, ca.root.certificateDer];

  const token = async (imprint: MessageImprint, nonce?: ArrayBuffer): Promise<Buffer> => {
    const info = new TSTInfo({
      policy: DEVELOPMENT_TSA_POLICY,
      messageImprint: imprint,
      serialNumber: serialNumber(),
      // Whole seconds: GeneralizedTime without fractions is what every verifier reads.
      genTime: new Date(Math.floor(clock().getTime() / 1000) * 1000),
      nonce,
      tsa: new GeneralName({ directoryName: tsaName }),
    });
    return buildSignedData({
      signer: { key: keys.privateKey, certificateDer: certificate.der, chainDer },
      contentType: CMS_OIDS.tstInfo,
      content: Buffer.from(AsnConvert.serialize(info)),
      encapsulate: true,
    });
  };

  return {
    certificateDer: certificate.der,
    chainDer,

    timestamp: (data) =>
      token(
        new MessageImprint({
          hashAlgorithm: new AlgorithmIdentifier({ algorithm: OIDS.sha256 }),
          hashedMessage: new OctetString(createHash('sha256').update(data).digest()),
        }),
      ),

    async reply(requestDer) {
      let request: TimeStampReq;
      try {
        request = AsnConvert.parse(requestDer, TimeStampReq);
      } catch {
        return rejection(PKIFailureInfoFlags.badDataFormat, 'not a DER TimeStampReq');
      }
      const imprint = request.messageImprint;
      if (
        imprint.hashAlgorithm.algorithm !== OIDS.sha256 ||
        imprint.hashedMessage.byteLength !== 32
      ) {
        return rejection(PKIFailureInfoFlags.badAlg, 'only SHA-256 message imprints are stamped');
      }
      if (request.reqPolicy !== undefined && request.reqPolicy !== DEVELOPMENT_TSA_POLICY) {
        return rejection(PKIFailureInfoFlags.unacceptedPolicy, 'unknown policy');
      }
      const signed = await token(imprint, request.nonce);
      return Buffer.from(
        AsnConvert.serialize(
          new TimeStampResp({
            status: new PKIStatusInfo({ status: PKIStatus.granted }),
            timeStampToken: AsnConvert.parse(signed, TimeStampToken),
          }),
        ),
      );
    },
  };
}

/** The country of the CA's issuing certificate, so the TSA is named as the CA is. */
function countryOf(ca: DevelopmentCa): string {
  const name = AsnConvert.parse(ca.issuing.certificateDer, Certificate).tbsCertificate.subject;
  for (const rdn of name) {
    for (const attribute of rdn) {
      if (attribute.type === OIDS.countryName) {
        return attribute.value.printableString ?? attribute.value.toString();
      }
    }
  }
  return 'SI';
}
