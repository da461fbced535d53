import {
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
  type PDFDocument,
} from '@cantoo/pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER } from '@signpdf/utils';

/** What the signature dictionary says besides the signature itself (PDF 32000-1 §12.8.1). */
export interface SignaturePlaceholder {
  /** Each a PDF literal string's content, escaped already (pdfTextString). */
  readonly reason: string;
  readonly contactInfo: string;
  readonly name: string;
  readonly location: string;
  readonly signingTime: Date;
  /** Bytes kept for the CMS: /Contents holds twice as many hex digits. */
  readonly signatureLength: number;
  /** ETSI.CAdES.detached for PAdES (ETSI EN 319 142-1 §5.1). */
  readonly subFilter: string;
}

/**
 * An invisible signature field on the first page whose value is a signature dictionary with room
 * for the CMS: /ByteRange holds @signpdf's placeholder names and /Contents zeros, which
 * `SignPdf.sign` replaces once the file's bytes are final. /ByteRange comes before /Contents in the
 * dictionary: @signpdf looks for /Contents after the placeholder. The field is the document's only
 * signature (SigFlags 3: signatures exist, append only), as contracts are fresh PDFs.
 */
export function addSignaturePlaceholder(doc: PDFDocument, fields: SignaturePlaceholder): void {
  const { context } = doc;
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let index = 0; index < 3; index += 1) {
    byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  }
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: fields.subFilter,
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(fields.signatureLength * 2)),
      Reason: PDFString.of(fields.reason),
      M: PDFString.fromDate(fields.signingTime),
      ContactInfo: PDFString.of(fields.contactInfo),
      Name: PDFString.of(fields.name),
      Location: PDFString.of(fields.location),
    }),
  );
  const page = doc.getPage(0);
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: signature,
      T: PDFString.of('Signature1'),
      // Print (PDF 32000-1 §12.5.3): the field is part of the printed document.
      F: 4,
      P: page.ref,
    }),
  );
  const annotations = page.node.Annots();
  if (annotations === undefined) page.node.set(PDFName.of('Annots'), context.obj([widget]));
  else annotations.push(widget);
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ SigFlags: 3, Fields: [widget] }));
}
