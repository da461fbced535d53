import { X509Certificate, createHash } from 'node:crypto';
import { ContentInfo, SignedData } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  type PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { CMS_OIDS } from './cms';
import type { RevocationSource } from './revocation-sources';

// PAdES B-LT (ETSI EN 319 142-1 §5.4, PDF 32000-2 §12.8.4.3): the certificates and revocation
// data a verifier needs, in the document security store (/DSS) of an incremental update after
// the signature, so that the signature stays verifiable after its certificate expires or its CA
// stops answering (decision 280).

/** What goes into the DSS: DER certificates, OCSP responses and CRLs, each once. */
export interface ValidationData {
  readonly certificates: readonly Buffer[];
  readonly ocspResponses: readonly Buffer[];
  readonly crls: readonly Buffer[];
  /**
   * True when every certificate below a trust anchor (signer, TSA, intermediates) has
   * revocation data: only then is the signature B-LT.
   */
  readonly complete: boolean;
}

/** The bytes of the signature's /Contents (the padded CMS), between the two byte ranges. */
export function signatureContentsOf(signedPdf: Uint8Array): Buffer {
  const pdf = Buffer.from(signedPdf);
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  if (match === null) throw new Error('the PDF has no /ByteRange');
  const [start, length, secondStart] = match.slice(1).map(Number) as [number, number, number];
  const hex = pdf.subarray(start + length + 1, secondStart - 1).toString('latin1');
  return Buffer.from(hex, 'hex');
}

/**
 * The /VRI key of a signature (ETSI EN 319 142-1 §5.4.2.2): the SHA-1 of its /Contents bytes
 * (the padding included, as verifiers compute it), upper-case hex.
 */
export function vriKeyOf(signedPdf: Uint8Array): string {
  return createHash('sha1').update(signatureContentsOf(signedPdf)).digest('hex').toUpperCase();
}

const certificatesOf = (signedData: SignedData): Buffer[] =>
  (signedData.certificates ?? []).flatMap((choice) =>
    choice.certificate === undefined ? [] : [Buffer.from(AsnConvert.serialize(choice.certificate))],
  );

/** The SignedData of a CMS ContentInfo (the signature, or a time-stamp token). */
function signedDataOf(contentInfoDer: ArrayBuffer | Uint8Array): SignedData {
  const contentInfo = AsnConvert.parse(contentInfoDer, ContentInfo);
  return AsnConvert.parse(contentInfo.content, SignedData);
}

/**
 * The CMS without the zeros that pad /Contents: the length its outer SEQUENCE declares (X.690
 * §8.1.3), so the parser reads a few kilobytes instead of the whole room kept for it.
 */
function withoutPadding(contents: Buffer): Buffer {
  const first = contents[1] ?? 0;
  if (contents[0] !== 0x30) return contents;
  if (first < 0x80) return contents.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  const length = contents
    .subarray(2, 2 + lengthBytes)
    .reduce((value, byte) => value * 256 + byte, 0);
  return contents.subarray(0, 2 + lengthBytes + length);
}

/** Every certificate the signature carries, its time-stamp tokens' included, each once. */
export function certificatesOfSignature(signedPdf: Uint8Array): Buffer[] {
  const signedData = signedDataOf(withoutPadding(signatureContentsOf(signedPdf)));
  const tokens = signedData.signerInfos.flatMap((info) =>
    (info.unsignedAttrs ?? [])
      .filter((attribute) => attribute.attrType === CMS_OIDS.signatureTimeStampToken)
      .flatMap((attribute) => attribute.attrValues),
  );
  return unique([
    ...certificatesOf(signedData),
    ...tokens.flatMap((token) => certificatesOf(signedDataOf(token))),
  ]);
}

function unique(items: readonly Buffer[]): Buffer[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toString('base64');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isSelfSigned = (certificate: X509Certificate): boolean =>
  certificate.checkIssued(certificate) && certificate.verify(certificate.publicKey);

/**
 * The validation data of a signed PDF: its certificates (signer, chain, TSA and its chain) and,
 * for each one that is not a trust anchor, revocation data from `source` (the issuer found among
 * them). A certificate whose issuer is not carried, or for which the source has nothing, leaves
 * the data incomplete (B-T, not B-LT) rather than failing the signing.
 */
export async function collectValidationData(
  signedPdf: Uint8Array,
  source: RevocationSource,
): Promise<ValidationData> {
  const certificates = certificatesOfSignature(signedPdf);
  const parsed = certificates.map((der) => new X509Certificate(der));
  let complete = true;
  const ocspResponses: Buffer[] = [];
  const crls: Buffer[] = [];
  for (const [index, certificate] of parsed.entries()) {
    if (isSelfSigned(certificate)) continue;
    const issuerIndex = parsed.findIndex(
      (candidate) => certificate.checkIssued(candidate) && certificate.verify(candidate.publicKey),
    );
    const issuerDer = certificates[issuerIndex];
    const certificateDer = certificates[index];
    if (issuerDer === undefined || certificateDer === undefined) {
      complete = false;
      continue;
    }
    const status = await source.statusOf(certificateDer, issuerDer);
    if (status === null) {
      complete = false;
      continue;
    }
    if (status.ocsp !== undefined) ocspResponses.push(status.ocsp);
    if (status.crl !== undefined) crls.push(status.crl);
  }
  return {
    certificates,
    ocspResponses: unique(ocspResponses),
    crls: unique(crls),
    complete,
  };
}

/**
 * The signed PDF with a /DSS appended as an incremental update (PDF 32000-1 §7.5.6): the new
 * streams, the DSS and a copy of the catalog that points to it, then an xref section of those
 * objects only and a trailer with /Prev. Nothing before the update changes, so the signature's
 * byte range still covers what it covered.
 */
export async function appendDocumentSecurityStore(
  signedPdf: Uint8Array,
  data: ValidationData,
  validatedAt: Date,
): Promise<Buffer> {
  const original = Buffer.from(signedPdf);
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const { context } = pdf;
  const rootRef = context.trailerInfo.Root;
  if (!(rootRef instanceof PDFRef)) throw new Error('the PDF trailer has no /Root reference');
  if (pdf.catalog.has(PDFName.of('DSS'))) throw new Error('the PDF has a /DSS already');

  const firstNew = context.largestObjectNumber + 1;
  const streams = (items: readonly Buffer[]): PDFRef[] =>
    items.map((der) => context.register(context.flateStream(der)));
  const certs = streams(data.certificates);
  const ocsps = streams(data.ocspResponses);
  const crls = streams(data.crls);
  const refs = (items: readonly PDFRef[]): PDFArray => context.obj(items);

  const vri = context.obj({});
  const entry = context.obj({});
  entry.set(PDFName.of('Cert'), refs(certs));
  if (ocsps.length > 0) entry.set(PDFName.of('OCSP'), refs(ocsps));
  if (crls.length > 0) entry.set(PDFName.of('CRL'), refs(crls));
  entry.set(PDFName.of('TU'), PDFString.fromDate(validatedAt));
  vri.set(PDFName.of(vriKeyOf(original)), entry);

  const dss = context.obj({ Type: 'DSS' });
  dss.set(PDFName.of('Certs'), refs(certs));
  if (ocsps.length > 0) dss.set(PDFName.of('OCSPs'), refs(ocsps));
  if (crls.length > 0) dss.set(PDFName.of('CRLs'), refs(crls));
  dss.set(PDFName.of('VRI'), vri);
  const dssRef = context.register(dss);

  const catalog = context.lookup(rootRef, PDFDict).clone(context);
  // PDF 2.0 §12.8.4.3 is where /DSS comes from; a PDF 1.7 reader ignores the key it does not know.
  catalog.set(PDFName.of('DSS'), dssRef);

  const updated: [PDFRef, PDFObject][] = [[rootRef, catalog]];
  for (let number = firstNew; number <= context.largestObjectNumber; number += 1) {
    const ref = PDFRef.of(number);
    const object = context.lookup(ref);
    if (object !== undefined) updated.push([ref, object]);
  }
  return Buffer.concat([
    original,
    incrementalUpdate(original, updated, context.largestObjectNumber + 1, context.trailerInfo),
  ]);
}

function serialized(object: PDFObject): Buffer {
  const bytes = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

/** The offset in the last `startxref` of the file: the previous xref section, for /Prev. */
function previousXrefOffset(pdf: Buffer): number {
  const at = pdf.lastIndexOf('startxref');
  const match = /^startxref\s+(\d+)/.exec(pdf.subarray(at).toString('latin1'));
  if (at < 0 || match?.[1] === undefined) throw new Error('the PDF has no startxref');
  return Number(match[1]);
}

/** The bytes of one incremental update: objects, a classic xref section, trailer, startxref. */
function incrementalUpdate(
  original: Buffer,
  objects: readonly [PDFRef, PDFObject][],
  size: number,
  trailerInfo: PDFDocument['context']['trailerInfo'],
): Buffer {
  const parts: Buffer[] = [Buffer.from('\n', 'latin1')];
  let offset = original.length + 1;
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const [ref, object] of objects) {
    const head = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
    const body = serialized(object);
    const tail = Buffer.from('\nendobj\n', 'latin1');
    offsets.set(ref.objectNumber, { offset, generation: ref.generationNumber });
    parts.push(head, body, tail);
    offset += head.length + body.length + tail.length;
  }
  const xrefOffset = offset;
  // Subsections of consecutive object numbers; each entry exactly 20 bytes (PDF 32000-1 §7.5.4).
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let xref = 'xref\n';
  for (let index = 0; index < numbers.length;) {
    let end = index;
    while (numbers[end + 1] === (numbers[end] ?? 0) + 1) end += 1;
    xref += `${numbers[index]} ${end - index + 1}\n`;
    for (const number of numbers.slice(index, end + 1)) {
      const entry = offsets.get(number);
      if (entry === undefined) continue;
      xref += `${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r\n`;
    }
    index = end + 1;
  }
  const trailer: string[] = [`/Size ${size}`];
  for (const key of ['Root', 'Info', 'ID', 'Encrypt'] as const) {
    const value = trailerInfo[key];
    if (value !== undefined) trailer.push(`/${key} ${value.toString()}`);
  }
  trailer.push(`/Prev ${previousXrefOffset(original)}`);
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< ${trailer.join(' ')} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
