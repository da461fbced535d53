import { X509Certificate, createHash, randomUUID } from 'node:crypto';
import { isUuidLike } from '@onboarding/domain';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import {
  certificateFields,
  findCertificate,
  findCertificateRow,
  recordCertificate,
} from './certificate-records';
import { fingerprintSha256 } from './certificates';
import {
  SigningFailedError,
  type CertificateSubject,
  type IssuedCertificate,
  type PdfToSign,
  type SignatureLevel,
  type SignedPdf,
  type SigningProvider,
} from './signing-provider';
import { subjectNameOf } from './subject-name';
import { signingCertificates } from './tables';

/** One call to the provider may take this long (a remote HSM signing three documents). */
export const PROVIDER_TIMEOUT_MS = 30_000;

/** The task name in `POST {taskName}/{taskId}/{step}` (spec 3 §7) for the signing steps. */
export const SIGNING_TASK = 'signing';

export interface HttpProviderOptions {
  readonly db: Database;
  /** The provider's base, e.g. https://qtsp.example/services/slo/infocert/noauth/rest10. */
  readonly baseUrl: string;
  /** Sent as `Authorization: COP {sessionKey}`: the key the bank's contract with it gives. */
  readonly sessionKey: string;
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
}

// The answers we need from the provider (decision 141 documents both calls); anything else fails.
const ZRegistered = z.object({
  certificateId: z.string().min(1).max(200),
  certificatePem: z.string().includes('BEGIN CERTIFICATE'),
  chainPem: z.array(z.string().includes('BEGIN CERTIFICATE')).min(1),
});
const ZSigned = z.object({
  signedAt: z.iso.datetime({ offset: true }),
  documents: z.array(z.object({ pdf: z.base64(), timestamped: z.boolean() })),
});

/**
 * A qualified trust service provider behind the spec's remote-identification calls (decision 141):
 * `register` issues the applicant's certificate (the provider makes and keeps the key),
 * `issueandsign` signs the documents with it. Certificates are recorded here so `certificate()`
 * needs no call; our id for one is our own, the provider's id travels as the task id.
 */
export function createHttpSigningProvider(options: HttpProviderOptions): SigningProvider {
  const { db } = options;
  const post = providerPost(options);
  return {
    issueCertificate: (subject) => issueAtProvider(db, post, subject),

    certificate: (certificateId) =>
      isUuidLike(certificateId) ? findCertificate(db, certificateId) : Promise.resolve(null),

    signPdfs: (certificateId, documents) => signAtProvider(db, post, certificateId, documents),

    trustChainPem: () => latestTrustChain(db),
  };
}

type ProviderPost = <T>(
  taskId: string,
  step: 'register' | 'issueandsign',
  body: unknown,
  schema: z.ZodType<T>,
) => Promise<T>;

/** One call to the provider, its answer checked against `schema`; any failure is SigningFailed. */
function providerPost(options: HttpProviderOptions): ProviderPost {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  return async (taskId, step, body, schema) => {
    const url = `${options.baseUrl}/${SIGNING_TASK}/${encodeURIComponent(taskId)}/${step}`;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `COP ${options.sessionKey}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new SigningFailedError(`The signing provider did not answer ${step}`, { cause: error });
    }
    if (status !== 200) {
      throw new SigningFailedError(`The signing provider answered ${step} with HTTP ${status}`);
    }
    return answerOf(step, text, schema);
  };
}

function answerOf<T>(step: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SigningFailedError(`The signing provider's ${step} answer is not JSON`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new SigningFailedError(`The signing provider's ${step} answer is not as agreed`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

async function issueAtProvider(
  db: Database,
  post: ProviderPost,
  subject: CertificateSubject,
): Promise<IssuedCertificate> {
  // One name only goes as the surname (ETSI EN 319 412-2), as the built-in CA writes it.
  const name = subjectNameOf(subject);
  const registered =
    name === null || name.givenName !== undefined
      ? subject
      : { ...subject, givenName: '', surname: name.surname };
  const answer = await post(subject.serialNumber, 'register', registered, ZRegistered);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(answer.certificatePem);
  } catch (error) {
    throw new SigningFailedError('The signing provider sent an unreadable certificate', {
      cause: error,
    });
  }
  return recordCertificate(db, {
    id: randomUUID(),
    provider: 'external',
    subjectSerial: subject.serialNumber,
    serialNumber: certificate.serialNumber.toLowerCase(),
    ...certificateFields(certificate),
    certificatePem: answer.certificatePem,
    fingerprintSha256: fingerprintSha256(certificate.raw),
    providerCertificateId: answer.certificateId,
    chainPem: JSON.stringify(answer.chainPem),
    sealedKey: null,
  });
}

async function signAtProvider(
  db: Database,
  post: ProviderPost,
  certificateId: string,
  documents: readonly PdfToSign[],
): Promise<SignedPdf[]> {
  const found = isUuidLike(certificateId) ? await findCertificateRow(db, certificateId) : null;
  const providerId = found?.providerCertificateId ?? null;
  if (found === null || providerId === null) {
    throw new SigningFailedError(`No certificate ${certificateId} of the signing provider`);
  }
  const answer = await post(
    providerId,
    'issueandsign',
    {
      documents: documents.map((document) => ({
        pdf: Buffer.from(document.bytes).toString('base64'),
        reason: document.reason,
        location: document.location,
        signerName: document.signerName,
        contactInfo: document.contactInfo ?? null,
      })),
    },
    ZSigned,
  );
  if (answer.documents.length !== documents.length) {
    throw new SigningFailedError(
      `The signing provider returned ${answer.documents.length} documents for ${documents.length}`,
    );
  }
  const signedAt = new Date(answer.signedAt);
  return answer.documents.map((signed) => {
    const bytes = Buffer.from(signed.pdf, 'base64');
    // The least we can check without a validator: a PDF that carries a signature dictionary.
    if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || !bytes.includes('/ByteRange')) {
      throw new SigningFailedError(
        'The signing provider returned something that is not a signed PDF',
      );
    }
    return {
      bytes: new Uint8Array(bytes),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      timestamped: signed.timestamped,
      level: levelOf(bytes, signed.timestamped),
      signedAt,
    };
  });
}

/**
 * The level of a PDF the provider signed, as far as the bytes show it without a validator
 * (decision 280): time-stamped as the provider says, and B-LT when it carries a DSS.
 */
function levelOf(bytes: Buffer, timestamped: boolean): SignatureLevel {
  if (!timestamped) return 'PAdES-B-B';
  return bytes.includes('/DSS') ? 'PAdES-B-LT' : 'PAdES-B-T';
}

async function latestTrustChain(db: Database): Promise<string[]> {
  // The chain of the newest certificate the provider issued (providers rarely change CA).
  const [latest] = await db
    .select({ chainPem: signingCertificates.chainPem })
    .from(signingCertificates)
    .where(eq(signingCertificates.provider, 'external'))
    .orderBy(desc(signingCertificates.createdAt))
    .limit(1);
  if (latest?.chainPem == null) return [];
  return ZStoredChain.parse(JSON.parse(latest.chainPem));
}

const ZStoredChain = z.array(z.string());
