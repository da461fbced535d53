import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { buildCertificate } from '../../infra/signing/certificates';
import { CMS_OIDS, buildSignedData, type CmsSigner } from '../../infra/signing/cms';
import {
  dataKeyId,
  loadOrCreateDevelopmentCa,
  newSigningKeyPair,
} from '../../infra/signing/development-ca';

/**
 * The server's seal over an export's manifest (decision 151): a detached CMS SignedData (CAdES
 * baseline attributes) with the seal's certificate and its CA chain inside, which
 * `openssl cms -verify -binary -inform DER -content manifest.json` checks.
 */
export interface EvidenceSeal {
  /** The DER of a detached CMS signature over `content`. */
  sign(content: Uint8Array): Promise<Buffer>;
  /** The seal's certificate and its CA chain, PEM, root last. */
  chainPem(): Promise<string>;
}

export interface EvidenceSealDeps {
  /** Configured key and certificate (PEM or a file path each); null: the development CA's. */
  readonly configured: { readonly key: string; readonly certificate: string } | null;
  readonly dataDir: string;
  readonly appSecret: string;
  readonly countryCode: string;
  readonly cipher: DataCipher;
  readonly clock: Clock;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** PEM given inline, else read from the file it names. */
async function pemOf(value: string): Promise<string> {
  return value.includes('-----BEGIN ') ? value : readFile(value, 'utf8');
}

async function configuredSigner(
  configured: NonNullable<EvidenceSealDeps['configured']>,
): Promise<{ signer: CmsSigner; chainPem: string }> {
  const key: KeyObject = createPrivateKey(await pemOf(configured.key));
  const certificatesPem = (await pemOf(configured.certificate)).match(PEM_CERTIFICATE) ?? [];
  const [seal, ...chain] = certificatesPem.map((pem) => new X509Certificate(pem));
  if (seal === undefined) throw new Error('EVIDENCE_SEAL_CERTIFICATE holds no certificate');
  if (!seal.checkPrivateKey(key)) {
    throw new Error('EVIDENCE_SEAL_KEY is not the key of EVIDENCE_SEAL_CERTIFICATE');
  }
  return {
    signer: {
      key,
      certificateDer: seal.raw,
      chainDer: chain.map((certificate) => certificate.raw),
    },
    chainPem: `${certificatesPem.join('\n')}\n`,
  };
}

/**
 * Without configuration: a seal certificate the development CA (decision 141) issues once per
 * process, its key kept only in memory. Each export carries its own chain, so a seal of an
 * earlier process still verifies against the same development root.
 */
async function developmentSigner(
  deps: EvidenceSealDeps,
): Promise<{ signer: CmsSigner; chainPem: string }> {
  const ca = await loadOrCreateDevelopmentCa({
    dataDir: deps.dataDir,
    keyId: dataKeyId(deps.appSecret),
    cipher: deps.cipher,
    clock: deps.clock,
    countryCode: deps.countryCode,
  });
  const now = deps.clock();
  const keys = newSigningKeyPair();
  const certificate = buildCertificate({
    profile: 'document-signer',
    subject: {
      countryName: deps.countryCode,
      organizationName: 'Onboarding Portal (development, not qualified)',
      commonName: 'Onboarding Case Evidence Seal (development)',
    },
    subjectKey: keys.publicKey,
    issuer: { certificateDer: ca.issuing.certificateDer, key: ca.issuing.key },
    // A minute back: a verifier whose clock lags must not see a certificate from the future.
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(now.getTime() + 2 * YEAR_MS),
  });
  return {
    signer: {
      key: keys.privateKey,
      certificateDer: certificate.der,
      chainDer: [ca.issuing.certificateDer, ca.root.certificateDer],
    },
    chainPem: [certificate.pem, ...ca.chainPem].join(''),
  };
}

export function createEvidenceSeal(deps: EvidenceSealDeps): EvidenceSeal {
  // Made on the first export, not at start: most processes never export a case.
  let loaded: Promise<{ signer: CmsSigner; chainPem: string }> | undefined;
  const load = () => {
    loaded ??= (
      deps.configured === null ? developmentSigner(deps) : configuredSigner(deps.configured)
    ).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    async sign(content) {
      const { signer } = await load();
      return buildSignedData({ signer, contentType: CMS_OIDS.data, content, encapsulate: false });
    },
    async chainPem() {
      return (await load()).chainPem;
    },
  };
}
