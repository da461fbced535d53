import { ROUTES, sidesOf, type DocumentSide, type IdDocumentType } from '@onboarding/domain';
import { useT } from '../../../lib/i18n/i18n-context';

/** The mobile steps in order for a type (spec 1 §2: ID type, front view, back view, finalize). */
export function mobileSteps(idType: IdDocumentType | null): readonly string[] {
  const sides: readonly DocumentSide[] =
    idType === null ? ['FRONTVIEW', 'BACKVIEW'] : sidesOf(idType);
  return [
    ROUTES.mobileUploadIdType,
    ...sides.map((side) =>
      side === 'FRONTVIEW' ? ROUTES.mobileUploadFrontView : ROUTES.mobileUploadBackView,
    ),
    ROUTES.mobileUploadFinalize,
  ];
}

/** The step after `route` (finalize after the last side). */
export function nextMobileStep(idType: IdDocumentType | null, route: string): string {
  const steps = mobileSteps(idType);
  return steps[steps.indexOf(route) + 1] ?? ROUTES.mobileUploadFinalize;
}

export function previousMobileStep(idType: IdDocumentType | null, route: string): string {
  const steps = mobileSteps(idType);
  return steps[Math.max(0, steps.indexOf(route) - 1)] ?? ROUTES.mobileUploadIdType;
}

/** "Step 2 of 4" above each mobile page. */
export function MobileStepCount({
  idType,
  route,
}: {
  readonly idType: IdDocumentType | null;
  readonly route: string;
}) {
  const t = useT();
  const steps = mobileSteps(idType);
  return (
    <p className="documents-upload__step">
      {t('documents.mobile.step', { current: steps.indexOf(route) + 1, total: steps.length })}
    </p>
  );
}
