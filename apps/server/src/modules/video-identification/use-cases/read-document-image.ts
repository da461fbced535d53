import { AppError } from '../../../errors/app-error';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { DocumentsService } from '../../documents/service';
import type { VideoCore } from '../core';
import { requireVisible } from '../own-call';

export interface ReadDocumentImageDeps {
  readonly core: Pick<VideoCore, 'db'>;
  readonly documents: Pick<DocumentsService, 'idStatus' | 'storedBytes'>;
}

/** `GET identifications/{id}/documents/{documentId}/image`: a side of the applicant's document. */
export function createReadDocumentImage(deps: ReadDocumentImageDeps) {
  const { core, documents } = deps;
  return async function documentImage(
    staff: StaffCaller,
    id: string,
    documentId: string,
  ): Promise<{ bytes: Buffer; mediaType: string }> {
    const row = await requireVisible(core.db, staff, id);
    const side = (await documents.idStatus(row.prospectId)).sides.find(
      (each) => each.image?.id === documentId,
    );
    const bytes = side?.image == null ? null : await documents.storedBytes(documentId);
    if (side?.image == null || bytes === null) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such document image.' });
    }
    return { bytes, mediaType: side.image.mediaType };
  };
}
