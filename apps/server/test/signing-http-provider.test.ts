import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';
import { loadConfig } from '../src/infra/config';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { buildCertificate } from '../src/infra/signing/certificates';
import { createSigningProvider } from '../src/infra/signing/create-signing-provider';
import {
  loadOrCreateDevelopmentCa,
  newSigningKeyPair,
  type DevelopmentCa,
} from '../src/infra/signing/development-ca';
import { createHttpSigningProvider } from '../src/infra/signing/http-provider';
import { PadesSigner, signPdf } from '../src/infra/signing/pades-signer';
import { SigningFailedError, type SigningProvider } from '../src/infra/signing/signing-provider';
import { makePdf, pdfsig } from '../src/infra/signing/signing-test-kit';

const cipher = createDataCipher('a-secret-of-at-least-thirty-two-characters');
const clock = () => new Date();
const subject = {
  givenName: 'Ana',
  surname: 'Kovač',
  countryCode: 'SI',
  serialNumber: 'APPLICANT-77',
  email: 'ana@example.si',
};

interface Received {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

type Reply = (path: string, body: unknown) => Promise<{ status: number; text: string } | null>;

/**
 * A qualified provider on loopback: it issues from a CA of its own and signs with the key it made,
 * as the real one would; or answers as a test tells it to.
 */
describe('signing provider over HTTP (spec 3 §7 register / issueandsign)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let ca: DevelopmentCa;
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let override: Reply | null = null;
  const keys = newSigningKeyPair();
  let leafPem = '';

  const honest: Reply = async (path, body) => {
    if (path.endsWith('/register')) {
      const now = Date.now();
      leafPem = buildCertificate({
        profile: 'document-signer',
        subject: { countryName: 'SI', givenName: 'Ana', surname: 'Kovač', commonName: 'Ana Kovač' },
        subjectKey: keys.publicKey,
        issuer: { certificateDer: ca.issuing.certificateDer, key: ca.issuing.key },
        notBefore: new Date(now - 60_000),
        notAfter: new Date(now + 86_400_000),
      }).pem;
      const answer = { certificateId: 'qtsp-7', certificatePem: leafPem, chainPem: ca.chainPem };
      return { status: 200, text: JSON.stringify(answer) };
    }
    const { documents } = body as { documents: { pdf: string; reason: string }[] };
    const signer = new PadesSigner(
      {
        key: keys.privateKey,
        certificateDer: new X509Certificate(leafPem).raw,
        chainDer: [ca.issuing.certificateDer, ca.root.certificateDer],
      },
      null,
    );
    const signedAt = new Date('2026-11-23T10:00:00Z');
    const signed = await Promise.all(
      documents.map((document) =>
        signPdf(
          {
            bytes: Buffer.from(document.pdf, 'base64'),
            reason: document.reason,
            location: 'QTSP',
            signerName: 'Ana Kovač',
          },
          signer,
          signedAt,
        ),
      ),
    );
    const answer = {
      signedAt: signedAt.toISOString(),
      documents: signed.map((pdf) => ({
        pdf: Buffer.from(pdf.bytes).toString('base64'),
        timestamped: true,
      })),
    };
    return { status: 200, text: JSON.stringify(answer) };
  };

  const readBody = (request: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const provider = (timeoutMs = 2000): SigningProvider =>
    createHttpSigningProvider({
      db: database.handle.db,
      baseUrl,
      sessionKey: 'bank-key',
      timeoutMs,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'signing-http-'));
    ca = await loadOrCreateDevelopmentCa({
      dataDir,
      keyId: 'test',
      cipher,
      clock,
      countryCode: 'SI',
    });
    server = createServer((request, response) => {
      void readBody(request).then(async (text) => {
        const body: unknown = JSON.parse(text);
        const path = request.url ?? '';
        received.push({ path, authorization: request.headers.authorization, body });
        const reply = await (override ?? honest)(path, body);
        if (reply === null) return; // silent: the client's timeout has to end it
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/slo/infocert/noauth/rest10`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    received = [];
    override = null;
  });

  it('is chosen by SIGNING_PROVIDER_URL and issues through register with the COP key', async () => {
    const signing = await createSigningProvider({
      config: loadConfig({
        APP_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        DATA_DIR: join(dataDir, 'unused'),
        SIGNING_PROVIDER_URL: baseUrl,
        SIGNING_PROVIDER_KEY: 'bank-key',
      }),
      db: database.handle.db,
      cipher,
      clock,
      log: { warn: () => undefined },
    });

    const issued = await signing.issueCertificate(subject);

    expect(received).toEqual([
      {
        path: '/services/slo/infocert/noauth/rest10/signing/APPLICANT-77/register',
        authorization: 'COP bank-key',
        body: subject,
      },
    ]);
    const certificate = new X509Certificate(leafPem);
    expect(issued).toMatchObject({
      certificatePem: leafPem,
      serialNumber: certificate.serialNumber.toLowerCase(),
      subjectDn: 'C=SI, SN=Kovač, GN=Ana, CN=Ana Kovač',
      notAfter: new Date(certificate.validTo),
    });
    expect(await signing.certificate(issued.certificateId)).toEqual(issued);
    expect(await signing.trustChainPem()).toEqual(ca.chainPem);
  });

  it('sends a one-word name as the surname, with no given name', async () => {
    await provider().issueCertificate({ ...subject, givenName: 'Madonna', surname: ' ' });

    expect(received.map((call) => call.body)).toEqual([
      { ...subject, givenName: '', surname: 'Madonna' },
    ]);
  });

  it('signs through issueandsign with the provider’s certificate id; the PDFs verify', async () => {
    const signing = provider();
    const { certificateId } = await signing.issueCertificate(subject);
    const pdf = await makePdf('Product contract');

    const signed = await signing.signPdfs(certificateId, [
      { bytes: pdf, reason: 'Contract', location: 'Ljubljana', signerName: 'Ana Kovač' },
      { bytes: pdf, reason: 'Terms', location: 'Ljubljana', signerName: 'Ana Kovač' },
    ]);

    const call = received[1];
    expect(call?.path).toBe('/services/slo/infocert/noauth/rest10/signing/qtsp-7/issueandsign');
    expect(call?.authorization).toBe('COP bank-key');
    expect(call?.body).toEqual({
      documents: ['Contract', 'Terms'].map((reason) => ({
        pdf: Buffer.from(pdf).toString('base64'),
        reason,
        location: 'Ljubljana',
        signerName: 'Ana Kovač',
        contactInfo: null,
      })),
    });
    expect(signed.map((document) => document.timestamped)).toEqual([true, true]);
    // Time-stamped as the provider says, without a DSS in its PDFs: B-T (decision 280).
    expect(signed.map((document) => document.level)).toEqual(['PAdES-B-T', 'PAdES-B-T']);
    expect(signed[0]?.signedAt).toEqual(new Date('2026-11-23T10:00:00Z'));
    for (const document of signed) {
      expect(pdfsig(document.bytes)).toContain('Signature Validation: Signature is Valid.');
    }
  });

  it.each([
    ['an HTTP error', () => Promise.resolve({ status: 503, text: '{}' }), /HTTP 503/],
    ['text that is not JSON', () => Promise.resolve({ status: 200, text: '<html>' }), /not JSON/],
    [
      'JSON of another shape',
      () => Promise.resolve({ status: 200, text: '{"ok":true}' }),
      /not as agreed/,
    ],
    ['nothing in time', () => Promise.resolve(null), /did not answer/],
  ] as const)('when the provider answers %s, nothing is issued', async (_case, reply, message) => {
    override = reply;
    const attempt = provider(300).issueCertificate(subject);

    await expect(attempt).rejects.toBeInstanceOf(SigningFailedError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('when issueandsign returns too few documents or no PDF, nothing is returned', async () => {
    const signing = provider();
    const { certificateId } = await signing.issueCertificate(subject);
    const pdf = await makePdf('Product contract');
    const documents = [pdf, pdf].map((bytes) => ({
      bytes,
      reason: 'Contract',
      location: 'Ljubljana',
      signerName: 'Ana Kovač',
    }));
    const signedAt = new Date().toISOString();

    override = () =>
      Promise.resolve({
        status: 200,
        text: JSON.stringify({ signedAt, documents: [{ pdf: 'JVBERi0=', timestamped: false }] }),
      });
    await expect(signing.signPdfs(certificateId, documents)).rejects.toThrow(
      /returned 1 documents for 2/,
    );

    const notPdf = { pdf: Buffer.from('hello').toString('base64'), timestamped: false };
    override = () =>
      Promise.resolve({
        status: 200,
        text: JSON.stringify({ signedAt, documents: [notPdf, notPdf] }),
      });
    await expect(signing.signPdfs(certificateId, documents)).rejects.toThrow(/not a signed PDF/);
  });

  it('refuses an unknown certificate without calling the provider', async () => {
    await expect(provider().signPdfs(crypto.randomUUID(), [])).rejects.toBeInstanceOf(
      SigningFailedError,
    );
    expect(received).toEqual([]);
  });
});
