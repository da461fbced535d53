import { X509Certificate, createHash, randomBytes, sign, type KeyObject } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AccessDescription,
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AuthorityInfoAccessSyntax,
  AttributeValue,
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  CRLDistributionPoints,
  DistributionPoint,
  DistributionPointName,
  ExtendedKeyUsage,
  Extension,
  Extensions,
  GeneralName,
  KeyIdentifier,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  id_ce_authorityKeyIdentifier,
  id_ad_ocsp,
  id_ce_basicConstraints,
  id_ce_cRLDistributionPoints,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  id_ce_subjectAltName,
  id_ce_subjectKeyIdentifier,
  id_kp_emailProtection,
  id_kp_timeStamping,
  id_pe_authorityInfoAccess,
} from '@peculiar/asn1-x509';

// X.509 certificates built with @peculiar/asn1-x509 (the schema library, no hand-made DER) and
// signed with node:crypto, so keys never leave KeyObjects and RSA key generation stays native.

export const OIDS = {
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  serialNumber: '2.5.4.5',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  givenName: '2.5.4.42',
  /** RFC 9336 id-kp-documentSigning. */
  documentSigning: '1.3.6.1.5.5.7.3.36',
} as const;

/** The attributes a subject or issuer name is made of, in the order they are written. */
export interface NameParts {
  readonly countryName: string;
  readonly organizationName?: string;
  readonly organizationalUnitName?: string;
  readonly surname?: string;
  readonly givenName?: string;
  readonly serialNumber?: string;
  readonly commonName: string;
}

/** The kinds of certificate this module makes; each has its own extensions. */
export type CertificateProfile = 'root-ca' | 'issuing-ca' | 'document-signer' | 'time-stamping';

export interface CertificateRequest {
  readonly profile: CertificateProfile;
  readonly subject: NameParts;
  readonly subjectKey: KeyObject;
  /** The issuer's certificate; absent for a self-signed root. */
  readonly issuer?: { readonly certificateDer: Uint8Array; readonly key: KeyObject };
  /** The root's own private key when the certificate is self-signed. */
  readonly selfSigningKey?: KeyObject;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly email?: string;
  /** Where a verifier finds the certificate's revocation status (end-entity certificates). */
  readonly revocation?: RevocationPointers;
}

/**
 * The CRL distribution point (RFC 5280 §4.2.1.13) and the AIA OCSP responder (§4.2.2.1) a
 * certificate names, so a verifier (and our B-LT signer, decision 280) knows where to ask.
 */
export interface RevocationPointers {
  readonly crlUrl: string;
  readonly ocspUrl: string;
}

export interface BuiltCertificate {
  readonly der: Buffer;
  readonly pem: string;
  /** Hex, lower case, as IssuedCertificate.serialNumber. */
  readonly serialNumber: string;
}

// PrintableString where X.520 asks for it (country, serial number); UTF8String elsewhere, so
// Slovenian and Albanian names keep their letters.
const PRINTABLE = new Set<string>([OIDS.countryName, OIDS.serialNumber]);

const NAME_ORDER: readonly (readonly [keyof NameParts, string])[] = [
  ['countryName', OIDS.countryName],
  ['organizationName', OIDS.organizationName],
  ['organizationalUnitName', OIDS.organizationalUnitName],
  ['surname', OIDS.surname],
  ['givenName', OIDS.givenName],
  ['serialNumber', OIDS.serialNumber],
  ['commonName', OIDS.commonName],
];

export function buildName(parts: NameParts): Name {
  const rdns: RelativeDistinguishedName[] = [];
  for (const [key, oid] of NAME_ORDER) {
    const value = parts[key];
    if (value === undefined || value === '') continue;
    if (PRINTABLE.has(oid) && !/^[A-Za-z0-9 '()+,\-./:=?]+$/.test(value)) {
      throw new Error(`${key} must be printable ASCII, got '${value}'`);
    }
    const attributeValue = new AttributeValue(
      PRINTABLE.has(oid) ? { printableString: value } : { utf8String: value },
    );
    rdns.push(
      new RelativeDistinguishedName([
        new AttributeTypeAndValue({ type: oid, value: attributeValue }),
      ]),
    );
  }
  return new Name(rdns);
}

/** A positive 127-bit serial: random (CA/B Forum asks for at least 64 bits), minimal DER. */
function newSerialNumber(): Uint8Array {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) % 0x7f) + 1;
  return bytes;
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (an identifier, not security). */
export function keyIdentifierOf(publicKey: KeyObject): Buffer {
  const spki = AsnConvert.parse(
    publicKey.export({ type: 'spki', format: 'der' }),
    SubjectPublicKeyInfo,
  );
  return createHash('sha1').update(Buffer.from(spki.subjectPublicKey)).digest();
}

function extension(extnID: string, critical: boolean, value: unknown): Extension {
  return new Extension({
    extnID,
    critical,
    extnValue: new OctetString(AsnConvert.serialize(value)),
  });
}

function keyUsage(flags: number): KeyUsage {
  const usage = new KeyUsage();
  usage.fromNumber(flags);
  return usage;
}

function revocationExtensions(pointers: RevocationPointers | undefined): Extension[] {
  if (pointers === undefined) return [];
  return [
    extension(
      id_ce_cRLDistributionPoints,
      false,
      new CRLDistributionPoints([
        new DistributionPoint({
          distributionPoint: new DistributionPointName({
            fullName: [new GeneralName({ uniformResourceIdentifier: pointers.crlUrl })],
          }),
        }),
      ]),
    ),
    extension(
      id_pe_authorityInfoAccess,
      false,
      new AuthorityInfoAccessSyntax([
        new AccessDescription({
          accessMethod: id_ad_ocsp,
          accessLocation: new GeneralName({ uniformResourceIdentifier: pointers.ocspUrl }),
        }),
      ]),
    ),
  ];
}

function profileExtensions(request: CertificateRequest, issuerKeyId: Buffer): Extension[] {
  const subjectKeyId = keyIdentifierOf(request.subjectKey);
  const common = [
    extension(id_ce_subjectKeyIdentifier, false, new SubjectKeyIdentifier(subjectKeyId)),
    extension(
      id_ce_authorityKeyIdentifier,
      false,
      new AuthorityKeyIdentifier({ keyIdentifier: new KeyIdentifier(issuerKeyId) }),
    ),
  ];
  switch (request.profile) {
    case 'root-ca':
      return [
        extension(
          id_ce_basicConstraints,
          true,
          new BasicConstraints({ cA: true, pathLenConstraint: 1 }),
        ),
        extension(
          id_ce_keyUsage,
          true,
          keyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign),
        ),
        ...common,
      ];
    case 'issuing-ca':
      return [
        extension(
          id_ce_basicConstraints,
          true,
          new BasicConstraints({ cA: true, pathLenConstraint: 0 }),
        ),
        extension(
          id_ce_keyUsage,
          true,
          keyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign),
        ),
        ...common,
      ];
    case 'document-signer': {
      const alternativeNames =
        request.email === undefined
          ? []
          : [
              extension(
                id_ce_subjectAltName,
                false,
                new SubjectAlternativeName([new GeneralName({ rfc822Name: request.email })]),
              ),
            ];
      return [
        extension(
          id_ce_keyUsage,
          true,
          keyUsage(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation),
        ),
        // documentSigning (RFC 9336) says what the key is for; emailProtection is the purpose NSS
        // (poppler's pdfsig) and Adobe check a document signer's certificate against.
        extension(
          id_ce_extKeyUsage,
          false,
          new ExtendedKeyUsage([OIDS.documentSigning, id_kp_emailProtection]),
        ),
        ...alternativeNames,
        ...revocationExtensions(request.revocation),
        ...common,
      ];
    }
    case 'time-stamping':
      return [
        extension(id_ce_keyUsage, true, keyUsage(KeyUsageFlags.digitalSignature)),
        // RFC 3161 §2.3: the only purpose, marked critical.
        extension(id_ce_extKeyUsage, true, new ExtendedKeyUsage([id_kp_timeStamping])),
        ...revocationExtensions(request.revocation),
        ...common,
      ];
  }
}

/**
 * The signature algorithm of a private key: ecdsa-with-SHA256 (no parameters, RFC 5758) for EC keys,
 * sha256WithRSAEncryption (NULL parameters, RFC 4055) for RSA. node:crypto's sign() gives each in
 * the encoding X.509 and CMS carry (a DER Ecdsa-Sig-Value, a PKCS #1 v1.5 block).
 */
export function signatureAlgorithmFor(key: KeyObject): AlgorithmIdentifier {
  if (key.asymmetricKeyType === 'ec') {
    return new AlgorithmIdentifier({ algorithm: OIDS.ecdsaWithSha256 });
  }
  if (key.asymmetricKeyType === 'rsa') {
    return new AlgorithmIdentifier({ algorithm: OIDS.sha256WithRsa, parameters: null });
  }
  throw new Error(`unsupported key type ${key.asymmetricKeyType ?? 'unknown'}`);
}

/** Builds and signs one certificate with the issuer's key (SHA-256, RSA or ECDSA). */
export function buildCertificate(request: CertificateRequest): BuiltCertificate {
  const subjectName = buildName(request.subject);
  let issuerName: Name;
  let issuerKeyId: Buffer;
  let signingKey: KeyObject;
  if (request.issuer === undefined) {
    if (request.selfSigningKey === undefined) throw new Error('a root needs its own private key');
    issuerName = subjectName;
    issuerKeyId = keyIdentifierOf(request.subjectKey);
    signingKey = request.selfSigningKey;
  } else {
    const issuer = AsnConvert.parse(request.issuer.certificateDer, Certificate);
    issuerName = issuer.tbsCertificate.subject;
    issuerKeyId = keyIdentifierOf(
      new X509Certificate(Buffer.from(request.issuer.certificateDer)).publicKey,
    );
    signingKey = request.issuer.key;
  }
  const serial = newSerialNumber();
  const signatureAlgorithm = signatureAlgorithmFor(signingKey);
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: Uint8Array.from(serial).buffer,
    signature: signatureAlgorithm,
    issuer: issuerName,
    validity: new Validity({ notBefore: request.notBefore, notAfter: request.notAfter }),
    subject: subjectName,
    subjectPublicKeyInfo: AsnConvert.parse(
      request.subjectKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo,
    ),
    extensions: new Extensions(profileExtensions(request, issuerKeyId)),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbsCertificate)), signingKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm,
    signatureValue: Uint8Array.from(signature).buffer,
  });
  const der = Buffer.from(AsnConvert.serialize(certificate));
  return { der, pem: derToPem(der), serialNumber: Buffer.from(serial).toString('hex') };
}

export function derToPem(der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

export function pemToDer(pem: string): Buffer {
  return new X509Certificate(pem).raw;
}

/** The SHA-256 of a certificate's DER, hex: what verifiers and the ESS attribute compare. */
export function fingerprintSha256(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex');
}
