import { createHash } from 'node:crypto';
import { Attribute } from '@peculiar/asn1-cms';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import { PDFDocument } from '@cantoo/pdf-lib';
import { buildSignedData, CMS_OIDS, type CmsSigner } from './cms';
import { appendDocumentSecurityStore, collectValidationData } from './document-security-store';
import type { RevocationSource } from './revocation-sources';
import { addSignaturePlaceholder } from './signature-placeholder';
import type { PdfToSign, SignatureLevel, SignedPdf } from './signing-provider';
import type { TimestampClient } from './timestamp-client';

/**
 * Room for the CMS in /Contents, in bytes (the file holds twice as many hex digits): three RSA
 * certificates (~3.5 KB), the SignerInfo, and a time-stamp token whose TSA may add its own chain
 * (~5–8 KB with a 4096-bit key). Too small fails the signing; too large only costs file size.
 */
export const SIGNATURE_ROOM_BYTES = 16_384;

/**
 * A @signpdf Signer producing PAdES baseline CMS (ETSI EN 319 142-1, SubFilter
 * ETSI.CAdES.detached): detached SHA-256, signed attributes contentType, messageDigest and ESS
 * signing-certificate-v2, no signing-time (the time is the PDF's /M), the chain included and, with
 * a TSA, the signature time-stamp as unsigned attribute (B-T; without it B-B).
 */
export class PadesSigner extends Signer {
  private readonly signer: CmsSigner;
  private readonly timestamps: TimestampClient | null;

  constructor(signer: CmsSigner, timestamps: TimestampClient | null) {
    super();
    this.signer = signer;
    this.timestamps = timestamps;
  }

  get timestamped(): boolean {
    return this.timestamps !== null;
  }

  // @signpdf passes its own signingTime; PAdES has no signing-time attribute, so it is unused.
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const timestamps = this.timestamps;
    return buildSignedData({
      signer: this.signer,
      contentType: CMS_OIDS.data,
      content: pdfBuffer,
      encapsulate: false,
      unsignedAttributes:
        timestamps === null
          ? undefined
          : async (signature) => {
              const token = await timestamps.timestamp(signature);
              return [
                new Attribute({
                  attrType: CMS_OIDS.signatureTimeStampToken,
                  attrValues: [Uint8Array.from(token).buffer],
                }),
              ];
            },
    });
  }
}

/**
 * A PDF literal string for pdf-lib's PDFString, which writes each character's low byte as it is:
 * printable ASCII stays readable; anything else becomes UTF-16BE with a byte-order mark (PDF 32000
 * §7.9.2.2 text strings), every byte outside printable ASCII written as an octal escape so that
 * neither a parenthesis nor a carriage return byte (č is 0x01 0x0D) can break the string.
 */
export function pdfTextString(text: string): string {
  const escapeByte = (byte: number): string => {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
    if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`;
    return String.fromCharCode(byte);
  };
  const isPrintableAscii = /^[\x20-\x7e]*$/.test(text);
  const bytes = isPrintableAscii
    ? Buffer.from(text, 'latin1')
    : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  return Array.from(bytes, escapeByte).join('');
}

/**
 * Signs one PDF: a signature field with its placeholder (pdf-lib rewrites the file, so an input
 * that already carries a signature would lose it; contracts are fresh PDFs), then the CMS in it,
 * then, with a time-stamp and a source of revocation data, the DSS in an incremental update.
 */
export async function signPdf(
  document: PdfToSign,
  signer: PadesSigner,
  signedAt: Date,
  validation?: RevocationSource,
): Promise<SignedPdf> {
  const pdfDoc = await PDFDocument.load(document.bytes, { updateMetadata: false });
  addSignaturePlaceholder(pdfDoc, {
    reason: pdfTextString(document.reason),
    contactInfo: pdfTextString(document.contactInfo ?? ''),
    name: pdfTextString(document.signerName),
    location: pdfTextString(document.location),
    signingTime: signedAt,
    signatureLength: SIGNATURE_ROOM_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // Object streams would hide the signature dictionary from @signpdf's byte-range search.
  const prepared = await pdfDoc.save({ useObjectStreams: false });
  const bytes = await new SignPdf().sign(Buffer.from(prepared), signer);
  if (validation === undefined || !signer.timestamped) {
    return signedPdfOf(bytes, signer.timestamped ? 'PAdES-B-T' : 'PAdES-B-B', signedAt);
  }
  // B-LT (decision 280): the chain, the TSA's and the revocation data of both, in a DSS appended
  // after the signature. Data that cannot be complete leaves the signature B-T, and says so.
  const data = await collectValidationData(bytes, validation);
  const withDss = await appendDocumentSecurityStore(bytes, data, signedAt);
  return signedPdfOf(withDss, data.complete ? 'PAdES-B-LT' : 'PAdES-B-T', signedAt);
}

function signedPdfOf(bytes: Uint8Array, level: SignatureLevel, signedAt: Date): SignedPdf {
  return {
    bytes: new Uint8Array(bytes),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    timestamped: level !== 'PAdES-B-B',
    level,
    signedAt,
  };
}
