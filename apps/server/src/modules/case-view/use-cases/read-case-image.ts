import type { DocumentsService } from '../../documents/service';
import type { ProspectsService } from '../../prospects/service';
import type { ProtocolService } from '../../video-identification/protocol-service';
import { caseImageNotFound, caseNotFound } from '../errors';

export interface ReadCaseImageDeps {
  readonly prospects: Pick<ProspectsService, 'caseOf'>;
  readonly documents: Pick<DocumentsService, 'idStatus' | 'storedBytes'>;
  readonly calls: Pick<ProtocolService, 'snapshotOf'>;
}

/** An image of the case page: the id must name this case's image, else 404 (decision 265). */
export interface CaseImage {
  readonly bytes: Buffer;
  readonly mediaType: string;
}

/** `GET cases/{prospectId}/documents/{documentId}/image`: a side of the identity document. */
export function createReadCaseDocumentImage(deps: ReadCaseImageDeps) {
  return async function readCaseDocumentImage(
    prospectId: string,
    documentId: string,
  ): Promise<CaseImage> {
    const prospect = await deps.prospects.caseOf(prospectId);
    if (prospect === null) throw caseNotFound();
    const side = (await deps.documents.idStatus(prospect.id)).sides.find(
      (each) => each.image?.id === documentId,
    );
    const bytes = side?.image == null ? null : await deps.documents.storedBytes(documentId);
    if (side?.image == null || bytes === null) throw caseImageNotFound();
    return { bytes, mediaType: side.image.mediaType };
  };
}

/** `GET cases/{prospectId}/snapshots/{snapshotId}/image`: a frame the operator took in a call. */
export function createReadCaseSnapshotImage(deps: ReadCaseImageDeps) {
  return async function readCaseSnapshotImage(
    prospectId: string,
    snapshotId: string,
  ): Promise<CaseImage> {
    const prospect = await deps.prospects.caseOf(prospectId);
    if (prospect === null) throw caseNotFound();
    const bytes = await deps.calls.snapshotOf(prospect.id, snapshotId);
    if (bytes === null) throw caseImageNotFound();
    return { bytes, mediaType: 'image/jpeg' };
  };
}
