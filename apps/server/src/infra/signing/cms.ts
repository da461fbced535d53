import { createHash, sign, type KeyObject } from 'node:crypto';
import {
  Attribute,
  CertificateChoices,
  CertificateSet,
  CMSVersion,
  ContentInfo,
  DigestAlgorithmIdentifiers,
  EncapsulatedContent,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignedData,
  SignerIdentifier,
  SignerInfo,
  SignerInfos,
  id_signedData,
} from '@peculiar/asn1-cms';
import {
  AsnArray,
  AsnConvert,
  AsnProp,
  AsnPropTypes,
  AsnType,
  AsnTypeTypes,
  AsnIntegerArrayBufferConverter,
  AsnObjectIdentifierConverter,
  OctetString,
} from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Certificate, GeneralName } from '@peculiar/asn1-x509';
import { OIDS, signatureAlgorithmFor } from './certificates';

// CMS SignedData (RFC 5652) as CAdES baseline needs it, from the @peculiar/asn1-cms schema. The ESS
// signing-certificate-v2 attribute (RFC 5035) has no published schema class in the installed
// packages, so it is declared here with the same library's decorators (applied as calls, since the
// project compiles without experimentalDecorators).

export const CMS_OIDS = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
} as const;

/** RFC 5035 IssuerSerial ::= SEQUENCE { issuer GeneralNames, serialNumber CertificateSerialNumber } */
export class EssIssuerSerial {
  issuer: GeneralName[] = [];
  serialNumber: ArrayBuffer = new ArrayBuffer(0);
  constructor(params: Partial<EssIssuerSerial> = {}) {
    Object.assign(this, params);
  }
}
AsnType({ type: AsnTypeTypes.Sequence })(EssIssuerSerial);
AsnProp({ type: GeneralName, repeated: 'sequence' })(EssIssuerSerial.prototype, 'issuer');
AsnProp({ type: AsnPropTypes.Integer, converter: AsnIntegerArrayBufferConverter })(
  EssIssuerSerial.prototype,
  'serialNumber',
);

/**
 * ESSCertIDv2 ::= SEQUENCE { hashAlgorithm DEFAULT id-sha256, certHash OCTET STRING, issuerSerial
 * OPTIONAL }. SHA-256 is the default, so DER leaves hashAlgorithm out.
 */
export class EssCertIdV2 {
  hashAlgorithm?: AlgorithmIdentifier;
  certHash: OctetString = new OctetString();
  issuerSerial?: EssIssuerSerial;
  constructor(params: Partial<EssCertIdV2> = {}) {
    Object.assign(this, params);
  }
}
AsnType({ type: AsnTypeTypes.Sequence })(EssCertIdV2);
AsnProp({ type: AlgorithmIdentifier, optional: true })(EssCertIdV2.prototype, 'hashAlgorithm');
AsnProp({ type: OctetString })(EssCertIdV2.prototype, 'certHash');
AsnProp({ type: EssIssuerSerial, optional: true })(EssCertIdV2.prototype, 'issuerSerial');

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2, policies OPTIONAL } */
export class SigningCertificateV2 {
  certs: EssCertIdV2[] = [];
  constructor(params: Partial<SigningCertificateV2> = {}) {
    Object.assign(this, params);
  }
}
AsnType({ type: AsnTypeTypes.Sequence })(SigningCertificateV2);
AsnProp({ type: EssCertIdV2, repeated: 'sequence' })(SigningCertificateV2.prototype, 'certs');

/** The signed attributes as the SET OF that is actually signed (RFC 5652 §5.4). */
export class AttributeSet extends AsnArray<Attribute> {
  constructor(items?: Attribute[]) {
    super(items);
    Object.setPrototypeOf(this, AttributeSet.prototype);
  }
}
AsnType({ type: AsnTypeTypes.Set, itemType: Attribute })(AttributeSet);

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

function attribute(attrType: string, value: unknown): Attribute {
  return new Attribute({ attrType, attrValues: [AsnConvert.serialize(value)] });
}

/** DER sorts the members of a SET OF by their encodings (X.690 §11.6). */
function sortedForDer(attributes: readonly Attribute[]): Attribute[] {
  return [...attributes]
    .map((item) => ({ item, der: Buffer.from(AsnConvert.serialize(item)) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ item }) => item);
}

/** The signing-certificate-v2 value for a certificate: its SHA-256 and its issuer and serial. */
export function signingCertificateV2Of(
  certificate: Certificate,
  der: Uint8Array,
): SigningCertificateV2 {
  return new SigningCertificateV2({
    certs: [
      new EssCertIdV2({
        certHash: new OctetString(sha256(der)),
        issuerSerial: new EssIssuerSerial({
          issuer: [new GeneralName({ directoryName: certificate.tbsCertificate.issuer })],
          serialNumber: certificate.tbsCertificate.serialNumber,
        }),
      }),
    ],
  });
}

export interface CmsSigner {
  readonly key: KeyObject;
  readonly certificateDer: Uint8Array;
  /** Certificates to include besides the signer's (its CA chain), in order. */
  readonly chainDer: readonly Uint8Array[];
}

export interface SignedDataRequest {
  readonly signer: CmsSigner;
  /** The eContentType, id-data for a PDF signature. */
  readonly contentType: string;
  /** The content itself; its digest is signed. */
  readonly content: Uint8Array;
  /** false: detached (the PDF); true: the content travels inside (a time-stamp token). */
  readonly encapsulate: boolean;
  /**
   * Called with the signature value once it exists; the attributes it returns become unsigned
   * attributes (the signature time-stamp of PAdES B-T).
   */
  readonly unsignedAttributes?: (signature: Buffer) => Promise<readonly Attribute[]>;
}

/**
 * A CAdES-baseline SignerInfo: signed attributes contentType, messageDigest and ESS
 * signing-certificate-v2 and nothing else (ETSI EN 319 142-1 forbids signing-time in PAdES: the
 * time is the PDF's /M). SHA-256 with the signer's ECDSA or RSA key.
 */
export async function buildSignedData(request: SignedDataRequest): Promise<Buffer> {
  const { signer } = request;
  const certificate = AsnConvert.parse(signer.certificateDer, Certificate);
  const signedAttributes = sortedForDer([
    new Attribute({
      attrType: CMS_OIDS.contentType,
      attrValues: [AsnObjectIdentifierConverter.toASN(request.contentType).toBER(false)],
    }),
    attribute(CMS_OIDS.messageDigest, new OctetString(sha256(request.content))),
    attribute(
      CMS_OIDS.signingCertificateV2,
      signingCertificateV2Of(certificate, signer.certificateDer),
    ),
  ]);
  const signedBytes = Buffer.from(AsnConvert.serialize(new AttributeSet(signedAttributes)));
  const signature = sign('sha256', signedBytes, signer.key);
  const unsigned =
    request.unsignedAttributes === undefined ? [] : await request.unsignedAttributes(signature);

  const digestAlgorithm = new AlgorithmIdentifier({ algorithm: OIDS.sha256 });
  const signerInfo = new SignerInfo({
    version: CMSVersion.v1,
    sid: new SignerIdentifier({
      issuerAndSerialNumber: new IssuerAndSerialNumber({
        issuer: certificate.tbsCertificate.issuer,
        serialNumber: certificate.tbsCertificate.serialNumber,
      }),
    }),
    digestAlgorithm,
    signedAttrs: signedAttributes,
    signatureAlgorithm: signatureAlgorithmFor(signer.key),
    signature: new OctetString(signature),
    unsignedAttrs: unsigned.length === 0 ? undefined : sortedForDer(unsigned),
  });
  const certificates = [signer.certificateDer, ...signer.chainDer].map(
    (der) => new CertificateChoices({ certificate: AsnConvert.parse(der, Certificate) }),
  );
  const signedData = new SignedData({
    // v3 when the eContentType is not id-data (RFC 5652 §5.1), as in a time-stamp token.
    version: request.contentType === CMS_OIDS.data ? CMSVersion.v1 : CMSVersion.v3,
    digestAlgorithms: new DigestAlgorithmIdentifiers([digestAlgorithm]),
    encapContentInfo: new EncapsulatedContentInfo({
      eContentType: request.contentType,
      eContent: request.encapsulate
        ? new EncapsulatedContent({ single: new OctetString(request.content) })
        : undefined,
    }),
    certificates: new CertificateSet(certificates),
    signerInfos: new SignerInfos([signerInfo]),
  });
  const contentInfo = new ContentInfo({
    contentType: id_signedData,
    content: AsnConvert.serialize(signedData),
  });
  return Buffer.from(AsnConvert.serialize(contentInfo));
}
