import type { TDocumentWithContent } from '@onboarding/domain';
import type { DocumentCaller } from '../../../infra/session/caller';
import { toDocument } from '../document-views';
import type { ReadDocumentContent } from './read-document-content';

export interface ReadDocumentDeps {
  readonly content: ReadDocumentContent;
}

/** `GET onboarding/documents/{id}`: one document with its content in base64. */
export function createReadDocument({ content }: ReadDocumentDeps) {
  return async function get(
    caller: DocumentCaller,
    documentId: string,
  ): Promise<TDocumentWithContent> {
    const { row, bytes } = await content(caller, documentId);
    return { ...toDocument(row), content: bytes.toString('base64') };
  };
}
