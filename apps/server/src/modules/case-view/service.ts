import { createReadCase, type ReadCaseDeps } from './use-cases/read-case';
import {
  createReadCaseDocumentImage,
  createReadCaseSnapshotImage,
  type ReadCaseImageDeps,
} from './use-cases/read-case-image';

export type CaseViewServiceDeps = ReadCaseDeps & ReadCaseImageDeps;

/**
 * The staff's case page (decision 265): one application read whole, in the lower modules'
 * services, with its audit timeline; and the images it shows, each checked against the case.
 */
export function createCaseViewService(deps: CaseViewServiceDeps) {
  return {
    read: createReadCase(deps),
    documentImage: createReadCaseDocumentImage(deps),
    snapshotImage: createReadCaseSnapshotImage(deps),
  };
}

export type CaseViewService = ReturnType<typeof createCaseViewService>;
