// Read by the web's build too (apps/web/src/config/handoff-resume.ts): relative imports only.
import { ROUTES } from '../routes';
import type { IdDocumentType } from './types';

/**
 * The address of the phone's page a hand-off resumes at (spec 1 §2: the first step not done), as
 * its link and its picture name it (decision 297): the first step while no type is chosen, else
 * the page with the type it is for (`/documentsupload/mobile/frontview?idType=ID`). A link adds
 * its token to it; the page's picture is kept under it.
 */
export function handoffPageAddress(
  resumeRoute: `/${string}`,
  idType: IdDocumentType | null,
): `/${string}?${string}` {
  return idType === null ? `${ROUTES.mobileUploadIdType}?` : `${resumeRoute}?idType=${idType}`;
}
