// Helpers of the signing tests (not used by the server): PDFs to sign, poppler's pdfsig as the
// independent verifier, the CMS read back out of a signed PDF, and a tiny RFC 3161 time-stamping
// authority on loopback (with an OCSP responder and a CRL of its root, when asked).
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentInfo, SignedData } from '@peculiar/asn1-cms';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  PKIStatus,
  PKIStatusInfo,
  TimeStampReq,
  TimeStampResp,
  TimeStampToken,
  TSTInfo,
  MessageImprint,
} from '@peculiar/asn1-tsp';
import { Certificate } from '@peculiar/asn1-x509';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { buildCertificate, type RevocationPointers } from './certificates';
import { buildSignedData, CMS_OIDS } from './cms';
import { createDevelopmentRevocation, type DevelopmentRevocation } from './development-revocation';

/** A small real PDF: a title and a few lines of text on one page. */
export async function makePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font });
  const lines = [
    'The parties agree on the terms below.',
    'Article 1: the bank opens the account named in the application.',
    'Article 2: the fees are those of the price list in force.',
  ];
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 740 - index * 20, size: 11, font }),
  );
  return pdf.save();
}

/**
 * poppler's pdfsig on the bytes; its output, which the tests read (its exit code is 0 whatever the
 * verdict). CI installs poppler-utils; without it this fails with a message saying so.
 */
export function pdfsig(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'signing-pdfsig-'));
  try {
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    if (run.error !== undefined) {
      throw new Error(
        `pdfsig could not run (${run.error.message}): install poppler-utils ` +
          '(apt-get install poppler-utils); the signature tests verify with it',
      );
    }
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CMS SignedData in a signed PDF's /Contents (the hex between the two byte ranges). */
export function cmsOf(signedPdf: Uint8Array): { signedData: SignedData; signedContent: Buffer } {
  const pdf = Buffer.from(signedPdf);
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/.exec(pdf.toString('latin1'));
  if (match === null) throw new Error('no /ByteRange in the PDF');
  const [start, length, secondStart, secondLength] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const hex = pdf.subarray(start + length + 1, secondStart - 1).toString('latin1');
  // The zero padding after the DER is ignored: the ContentInfo's own length ends it.
  const contentInfo = AsnConvert.parse(Buffer.from(hex, 'hex'), ContentInfo);
  return {
    signedData: AsnConvert.parse(contentInfo.content, SignedData),
    signedContent: Buffer.concat([
      pdf.subarray(start, start + length),
      pdf.subarray(secondStart, secondStart + secondLength),
    ]),
  };
}

/** The parsed value of one extension, or undefined. */
export function extensionOf<T>(
  certificateDer: Uint8Array,
  oid: string,
  type: new () => T,
): { value: T; critical: boolean } | undefined {
  const certificate = AsnConvert.parse(certificateDer, Certificate);
  const found = certificate.tbsCertificate.extensions?.find((item) => item.extnID === oid);
  if (found === undefined) return undefined;
  return { value: AsnConvert.parse(found.extnValue, type), critical: found.critical };
}

export type TsaBehaviour = 'grant' | 'garbage' | 'silent' | 'reject' | 'other-imprint';

/** What the test TSA's OCSP responder does: answer as its CA, or fail with HTTP 500. */
export type OcspBehaviour = 'answer' | 'fail';

export interface TestTsa {
  readonly url: string;
  /** The TSA's own certificate (RSA, so the RSA path is exercised too). */
  readonly certificateDer: Buffer;
  /** The root that issued it. */
  readonly rootCertificateDer: Buffer;
  behaviour: TsaBehaviour;
  ocspBehaviour: OcspBehaviour;
  requests: number;
  /** OCSP requests its responder answered. */
  ocspRequests: number;
  /** The Authorization header of the last request, if any. */
  lastAuthorization: string | undefined;
  close(): Promise<void>;
}

export interface TestTsaOptions {
  /**
   * The TSA's certificate names an OCSP responder and a CRL on the same server (`/ocsp`, `/crl`),
   * answered by its root, as a qualified TSA's does (decision 280); without it, it names none.
   */
  readonly revocation?: boolean;
}

/**
 * An RFC 3161 TSA on loopback, built from the same schema classes: it grants a token for the
 * request's imprint and nonce, or misbehaves as told; with `revocation`, its root also answers
 * OCSP and serves a CRL there.
 */
export async function startTestTsa(
  behaviour: TsaBehaviour = 'grant',
  options: TestTsaOptions = {},
): Promise<TestTsa> {
  let revocation: DevelopmentRevocation | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === '/ocsp' && revocation !== undefined) {
        tsa.ocspRequests += 1;
        if (tsa.ocspBehaviour === 'fail') res.writeHead(500).end();
        else
          res
            .writeHead(200, { 'content-type': 'application/ocsp-response' })
            .end(revocation.answer(body));
        return;
      }
      if (req.url === '/crl' && revocation !== undefined) {
        res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(revocation.crl());
        return;
      }
      tsa.requests += 1;
      tsa.lastAuthorization = req.headers.authorization;
      answerTsaRequest(authority, tsa.behaviour, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const authority = makeTsaAuthority(
    options.revocation === true ? { ocspUrl: `${base}/ocsp`, crlUrl: `${base}/crl` } : undefined,
  );
  if (options.revocation === true) {
    // The root answers for the TSA certificate it issued, as the development CA does for its own.
    const asIssuer = { certificateDer: authority.rootCertificateDer, key: authority.rootKey };
    revocation = createDevelopmentRevocation(
      {
        root: { ...asIssuer, certificatePem: '', crlDer: Buffer.alloc(0) },
        issuing: { ...asIssuer, certificatePem: '' },
        chainPem: [],
      },
      () => new Date(),
    );
  }

  const tsa: TestTsa = {
    url: `${base}/tsr`,
    certificateDer: authority.certificateDer,
    rootCertificateDer: authority.rootCertificateDer,
    behaviour,
    ocspBehaviour: 'answer',
    requests: 0,
    ocspRequests: 0,
    lastAuthorization: undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return tsa;
}

/** The test TSA's key and certificate, and the root that issued it. */
interface TsaAuthority {
  readonly key: KeyObject;
  readonly certificateDer: Buffer;
  readonly rootCertificateDer: Buffer;
  readonly rootKey: KeyObject;
}

function makeTsaAuthority(revocation?: RevocationPointers): TsaAuthority {
  const root = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tsaKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = new Date();
  const year = 365 * 24 * 3600 * 1000;
  const rootCertificate = buildCertificate({
    profile: 'root-ca',
    subject: { countryName: 'SI', commonName: 'Test TSA Root' },
    subjectKey: root.publicKey,
    selfSigningKey: root.privateKey,
    notBefore: new Date(now.getTime() - 3600_000),
    notAfter: new Date(now.getTime() + year),
  });
  const tsaCertificate = buildCertificate({
    profile: 'time-stamping',
    subject: { countryName: 'SI', commonName: 'Test TSA' },
    subjectKey: tsaKeys.publicKey,
    issuer: { certificateDer: rootCertificate.der, key: root.privateKey },
    notBefore: new Date(now.getTime() - 3600_000),
    notAfter: new Date(now.getTime() + year),
    revocation,
  });
  return {
    key: tsaKeys.privateKey,
    certificateDer: tsaCertificate.der,
    rootCertificateDer: rootCertificate.der,
    rootKey: root.privateKey,
  };
}

/** Answers one time-stamp request over HTTP as `behaviour` says. */
function answerTsaRequest(
  authority: TsaAuthority,
  behaviour: TsaBehaviour,
  body: Buffer,
  res: ServerResponse,
): void {
  if (behaviour === 'silent') return; // never answers: the client's timeout must act
  if (behaviour === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
    res.end(randomBytes(64));
    return;
  }
  timeStampReply(authority, behaviour, body).then(
    (reply) => {
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
      res.end(reply);
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
}

/** The DER TimeStampResp to a request: a rejection, or a token for its (or another) imprint. */
async function timeStampReply(
  authority: TsaAuthority,
  behaviour: TsaBehaviour,
  body: Buffer,
): Promise<Buffer> {
  const request = AsnConvert.parse(body, TimeStampReq);
  if (behaviour === 'reject') {
    return Buffer.from(
      AsnConvert.serialize(
        new TimeStampResp({ status: new PKIStatusInfo({ status: PKIStatus.rejection }) }),
      ),
    );
  }
  const imprint =
    behaviour === 'other-imprint'
      ? new MessageImprint({
          hashAlgorithm: request.messageImprint.hashAlgorithm,
          hashedMessage: new OctetString(randomBytes(32)),
        })
      : request.messageImprint;
  const info = new TSTInfo({
    policy: '1.3.6.1.4.1.99999.1',
    messageImprint: imprint,
    serialNumber: Uint8Array.from([1, ...randomBytes(8)]).buffer,
    genTime: new Date(Math.floor(Date.now() / 1000) * 1000),
    nonce: request.nonce,
  });
  const token = await buildSignedData({
    signer: {
      key: authority.key,
      certificateDer: authority.certificateDer,
      chainDer: [authority.rootCertificateDer],
    },
    contentType: CMS_OIDS.tstInfo,
    content: Buffer.from(AsnConvert.serialize(info)),
    encapsulate: true,
  });
  return Buffer.from(
    AsnConvert.serialize(
      new TimeStampResp({
        status: new PKIStatusInfo({ status: PKIStatus.granted }),
        timeStampToken: AsnConvert.parse(token, TimeStampToken),
      }),
    ),
  );
}
