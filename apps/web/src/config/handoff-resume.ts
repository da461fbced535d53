// Read by vite.config.ts through prerendered-steps.ts: relative imports only (decision 194).
import { handoffPageAddress } from '../../../../packages/domain/src/documents/handoff-address';
import type { IdDocumentType } from '../../../../packages/domain/src/documents/types';
import { ROUTES } from '../../../../packages/domain/src/routes';

/** The claim of the hand-off link's token that says which hand-off it is (server: handoff-token.ts). */
export const HANDOFF_LINK_CLAIM = 'tid';

/**
 * The key of the picture of the phone's page a hand-off link resumes at (`route`, spec 1 §2: the
 * first step not done; decision 297): a side of the chosen type before its photo, kept under the
 * address the server's link names it by. Null where the build paints none: the first step, which
 * is the link's own picture, and finalize, which shows the applicant's photos.
 */
export function handoffResumePicture(
  route: `/${string}`,
  idType: IdDocumentType | null,
): `#/${string}?${string}` | null {
  const isSide = route === ROUTES.mobileUploadFrontView || route === ROUTES.mobileUploadBackView;
  return isSide && idType !== null ? `#${handoffPageAddress(route, idType)}` : null;
}
