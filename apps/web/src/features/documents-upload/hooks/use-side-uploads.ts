import type { DocumentSide, IdDocumentType, TIdDocumentStatus } from '@onboarding/domain';
import { useState } from 'react';
import { uploadDocument } from '../../../lib/api/upload-document';
import { deleteImage } from '../api/delete-image';
import { localRefusal, refusalKeyOfError, type RefusalKey } from './refusal-message';

type PerSide<T> = Partial<Record<DocumentSide, T>>;

export interface SideUploads {
  /** The side whose photo is being sent or deleted. */
  readonly busy: PerSide<boolean>;
  /** Why the last photo of a side was refused (a message key), until the next try. */
  readonly errors: PerSide<RefusalKey>;
  readonly upload: (side: DocumentSide, file: File) => Promise<void>;
  readonly remove: (side: DocumentSide, imageId: string) => Promise<void>;
}

/**
 * Sends and deletes the photos of the sides, one call per side, and then reads the sides again
 * from the server (the authority: the other screen of a hand-off may have acted too). A refusal
 * stays next to its side only; the other sides keep their photos.
 */
export function useSideUploads(input: {
  readonly uid: string;
  readonly prospectId: string;
  readonly documents: TIdDocumentStatus;
  /** Reads the sides again (the desktop's documents query, the phone's hand-off status). */
  readonly refresh: () => Promise<unknown>;
}): SideUploads {
  const [busy, setBusy] = useState<PerSide<boolean>>({});
  const [errors, setErrors] = useState<PerSide<RefusalKey>>({});
  const idType: IdDocumentType | null = input.documents.idType;

  const mark = (side: DocumentSide, isBusy: boolean, error: RefusalKey | null) => {
    setBusy((current) => ({ ...current, [side]: isBusy }));
    setErrors((current) => {
      const next = { ...current };
      if (error === null) delete next[side];
      else next[side] = error;
      return next;
    });
  };

  const { refresh } = input;

  const upload = async (side: DocumentSide, file: File) => {
    if (idType === null) return;
    const refused = localRefusal(file);
    if (refused !== null) {
      mark(side, false, refused);
      return;
    }
    mark(side, true, null);
    let error: RefusalKey | null = null;
    try {
      await uploadDocument({
        uid: input.uid,
        prospectId: input.prospectId,
        documentType: idType,
        side,
        file,
      });
    } catch (cause) {
      error = refusalKeyOfError(cause);
    }
    await refresh();
    mark(side, false, error);
  };

  const remove = async (side: DocumentSide, imageId: string) => {
    mark(side, true, null);
    // A failed delete was already reported by the API client; the sides are read again anyway.
    await deleteImage(imageId).catch(() => undefined);
    await refresh();
    mark(side, false, null);
  };

  return { busy, errors, upload, remove };
}
