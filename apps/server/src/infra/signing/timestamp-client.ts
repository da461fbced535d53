import { X509Certificate, createHash, randomBytes, verify } from 'node:crypto';
import { ContentInfo, SignedData, id_signedData } from '@peculiar/asn1-cms';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  PKIStatus,
  TimeStampReq,
  TimeStampResp,
  TSTInfo,
  MessageImprint,
} from '@peculiar/asn1-tsp';
import { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { OIDS } from './certificates';
import { AttributeSet, CMS_OIDS } from './cms';
import { SigningFailedError } from './signing-provider';

/** A time-stamping authority has this long to answer (the whole signing has a 1 s budget). */
export const DEFAULT_TSA_TIMEOUT_MS = 10_000;

/** RFC 3161 client: the time-stamp token over some bytes, checked before it is used. */
export interface TimestampClient {
  /** The TimeStampToken (a CMS ContentInfo, DER) over SHA-256 of `data`. */
  timestamp(data: Uint8Array): Promise<Buffer>;
}

export interface TimestampClientOptions {
  readonly timeoutMs?: number;
  readonly fetchImpl?: typeof fetch;
}

function fail(message: string, cause?: unknown): never {
  throw new SigningFailedError(`Time-stamping failed: ${message}`, { cause });
}

/** INTEGER bytes without the sign-padding zeros, so a nonce compares as a number. */
const unsigned = (bytes: ArrayBufferLike): Buffer => {
  const buffer = Buffer.from(bytes);
  let start = 0;
  while (start < buffer.length - 1 && buffer[start] === 0) start += 1;
  return buffer.subarray(start);
};

/**
 * The TSA URL may carry a user and password (`https://user:pass@tsa.example/`): fetch refuses
 * URLs with credentials, so they go into a Basic Authorization header instead.
 */
function requestTarget(url: string): { url: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return { url, headers: {} };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return {
    url: parsed.toString(),
    headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  };
}

export function createTimestampClient(
  url: string,
  options: TimestampClientOptions = {},
): TimestampClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TSA_TIMEOUT_MS;
  const target = requestTarget(url);

  return {
    async timestamp(data) {
      const digest = createHash('sha256').update(data).digest();
      const nonce = randomBytes(8);
      nonce[0] = ((nonce[0] ?? 0) % 0x7f) + 1;
      const request = new TimeStampReq({
        messageImprint: new MessageImprint({
          hashAlgorithm: new AlgorithmIdentifier({ algorithm: OIDS.sha256 }),
          hashedMessage: new OctetString(digest),
        }),
        nonce: Uint8Array.from(nonce).buffer,
        certReq: true,
      });

      let body: Buffer;
      try {
        const response = await fetchImpl(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query', ...target.headers },
          body: Buffer.from(AsnConvert.serialize(request)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = Buffer.from(await response.arrayBuffer());
        if (!response.ok) fail(`the TSA answered HTTP ${response.status}`);
      } catch (error) {
        if (error instanceof SigningFailedError) throw error;
        return fail('the TSA did not answer in time or could not be reached', error);
      }
      return checkedToken(body, digest, nonce);
    },
  };
}

/** RFC 3161 §2.4.2 checks: granted, a token for our imprint and nonce, signed by its own cert. */
function checkedToken(body: Buffer, digest: Buffer, nonce: Buffer): Buffer {
  let response: TimeStampResp;
  try {
    response = AsnConvert.parse(body, TimeStampResp);
  } catch (error) {
    return fail('the answer is not a TimeStampResp', error);
  }
  const status = response.status.status;
  if (status !== PKIStatus.granted && status !== PKIStatus.grantedWithMods) {
    const text = response.status.statusString?.join(' ') ?? '';
    return fail(`the TSA refused (status ${status}${text === '' ? '' : `: ${text}`})`);
  }
  const token = response.timeStampToken;
  if (token === undefined) return fail('the answer has no token');
  const tokenDer = Buffer.from(AsnConvert.serialize(token));
  const { info } = verifyTimestampToken(tokenDer, digest);
  if (info.nonce === undefined || !unsigned(info.nonce).equals(unsigned(nonce.buffer))) {
    return fail('the token carries another nonce');
  }
  return tokenDer;
}

/**
 * A time-stamp token read and checked (RFC 3161 §2.4.2): SignedData holding a TSTInfo whose
 * imprint is SHA-256 `digest`, signed by the certificate it carries. Returns the TSTInfo and that
 * certificate (whose chain the caller judges); anything else is a SigningFailedError.
 */
export function verifyTimestampToken(
  tokenDer: Uint8Array,
  digest: Buffer,
): { info: TSTInfo; certificateDer: Buffer } {
  try {
    const token = AsnConvert.parse(tokenDer, ContentInfo);
    if (token.contentType !== id_signedData) return fail('the token is not SignedData');
    const signedData = AsnConvert.parse(token.content, SignedData);
    const encapsulated = signedData.encapContentInfo;
    const content = encapsulated.eContent?.single?.buffer ?? encapsulated.eContent?.any;
    if (encapsulated.eContentType !== CMS_OIDS.tstInfo || content === undefined) {
      return fail('the token does not hold a TSTInfo');
    }
    const info = AsnConvert.parse(content, TSTInfo);
    const imprint = info.messageImprint;
    if (
      imprint.hashAlgorithm.algorithm !== OIDS.sha256 ||
      !Buffer.from(imprint.hashedMessage.buffer).equals(digest)
    ) {
      return fail('the token is for another message imprint');
    }
    const certificateDer = verifyTokenSignature(signedData, Buffer.from(content));
    return { info, certificateDer };
  } catch (error) {
    if (error instanceof SigningFailedError) throw error;
    return fail('the token cannot be read', error);
  }
}

/**
 * The token's signature checked with the certificate it carries (we asked with certReq): a TSA
 * answering with a token it did not sign is refused. Whether that certificate is trusted is the
 * verifier's question (the chain is the TSA's, not ours).
 */
function verifyTokenSignature(signedData: SignedData, content: Buffer): Buffer {
  const signerInfo = signedData.signerInfos[0];
  const attributes = signerInfo?.signedAttrs;
  const sid = signerInfo?.sid.issuerAndSerialNumber;
  if (signerInfo === undefined || attributes === undefined || sid === undefined) {
    fail('the token has no signed attributes');
  }
  const certificate = (signedData.certificates ?? [])
    .map((choice) => choice.certificate)
    .find(
      (candidate) =>
        candidate !== undefined &&
        Buffer.from(candidate.tbsCertificate.serialNumber).equals(Buffer.from(sid.serialNumber)),
    );
  if (certificate === undefined) {
    fail("the token does not carry the TSA's certificate");
  }
  const digestAttribute = attributes.find((item) => item.attrType === CMS_OIDS.messageDigest);
  const signedDigest = digestAttribute?.attrValues[0];
  if (
    signedDigest === undefined ||
    !Buffer.from(AsnConvert.parse(signedDigest, OctetString).buffer).equals(
      createHash('sha256').update(content).digest(),
    )
  ) {
    fail("the token's message digest does not match its TSTInfo");
  }
  // The signature covers the attributes as a SET OF, not as the [0] they travel in; they were
  // DER (CMS requires it), so encoding them again in their order gives the signed bytes.
  const signed = Buffer.from(AsnConvert.serialize(new AttributeSet(attributes)));
  const certificateDer = Buffer.from(AsnConvert.serialize(certificate));
  const publicKey = new X509Certificate(certificateDer).publicKey;
  const hash = signerInfo.digestAlgorithm.algorithm === OIDS.sha256 ? 'sha256' : undefined;
  if (
    hash === undefined ||
    !verify(hash, signed, publicKey, Buffer.from(signerInfo.signature.buffer))
  ) {
    fail('the token signature does not verify');
  }
  return certificateDer;
}

/** The time a token says it was made (TSTInfo genTime). */
export function timestampTimeOf(tokenDer: Uint8Array): Date {
  const token = AsnConvert.parse(tokenDer, ContentInfo);
  const signedData = AsnConvert.parse(token.content, SignedData);
  const content =
    signedData.encapContentInfo.eContent?.single?.buffer ??
    signedData.encapContentInfo.eContent?.any ??
    new ArrayBuffer(0);
  return AsnConvert.parse(content, TSTInfo).genTime;
}
