import { ROUTES, type DocumentSide, type IdDocumentType } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DocumentPreview } from '../../../components/ui/document-preview';
import { useT } from '../../../lib/i18n/i18n-context';
import { imageUrl } from '../api/delete-image';
import { finalizeHandoff } from '../api/handoff';
import { setIdType } from '../api/set-id-type';
import { IdTypeChoice } from '../components/id-type-choice';
import { PhotoTips } from '../components/photo-tips';
import { SideUpload } from '../components/side-upload';
import { useSideUploads } from '../hooks/use-side-uploads';
import { HandoffDone, useMobileHandoff } from './mobile-handoff-layout';
import { MobileStepCount, nextMobileStep, previousMobileStep } from './mobile-steps';
import { PageHeading } from '../../../components/page-heading/page-heading';

export { MobileHandoffLayout } from './mobile-handoff-layout';

function isAccepted(state: string): boolean {
  return state === 'UPLOADED' || state === 'CONFIRMED';
}

/** /documentsupload/mobile/idtype: identity card or passport, saved at once for both screens. */
export function MobileIdTypePage() {
  const t = useT();
  const navigate = useNavigate();
  const { session, status, refresh } = useMobileHandoff();
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (type: IdDocumentType) =>
      setIdType(session.prospectId, type, { routeErrors: false }),
    onSettled: () => refresh(),
  });
  const idType = (choose.isPending ? choose.variables : null) ?? status.documents.idType;

  return (
    <section className="step-card documents-upload--mobile" aria-labelledby="mobile-title">
      <MobileStepCount idType={idType} route={ROUTES.mobileUploadIdType} />
      <PageHeading id="mobile-title" className="step-title">
        {t('page.mobileUploadIdType.title')}
      </PageHeading>
      <IdTypeChoice
        legend={t('documents.choose.legend')}
        value={idType}
        error={error ?? (choose.isError ? 'documents.refusal.failed' : null)}
        onChange={(type) => {
          setError(null);
          choose.mutate(type);
        }}
      />
      <div className="documents-upload__actions">
        <Button
          loading={choose.isPending}
          onClick={() => {
            if (idType === null) setError('documents.idType.required');
            else void navigate(nextMobileStep(idType, ROUTES.mobileUploadIdType));
          }}
        >
          {t('documents.mobile.next')}
        </Button>
      </div>
    </section>
  );
}

const SIDE_ROUTE: Readonly<Record<DocumentSide, string>> = {
  FRONTVIEW: ROUTES.mobileUploadFrontView,
  BACKVIEW: ROUTES.mobileUploadBackView,
};

/** /documentsupload/mobile/frontview and /backview: the phone's camera through the file input. */
export function MobileSidePage({ side }: { readonly side: DocumentSide }) {
  const t = useT();
  const navigate = useNavigate();
  const { session, status, refresh } = useMobileHandoff();
  const uploads = useSideUploads({
    uid: session.uid,
    prospectId: session.prospectId,
    documents: status.documents,
    refresh,
  });
  const idType = status.documents.idType;
  const route = SIDE_ROUTE[side];
  const current = status.documents.sides.find((entry) => entry.side === side);
  // A side the chosen type does not have (the back of a passport): back to the choice.
  if (idType === null || current === undefined) {
    return <Navigate to={ROUTES.mobileUploadIdType} replace />;
  }
  const busy = uploads.busy[side] === true;

  return (
    <section className="step-card documents-upload--mobile" aria-labelledby="mobile-title">
      <MobileStepCount idType={idType} route={route} />
      <PageHeading id="mobile-title" className="step-title">
        {t(`documents.sides.${idType}.${side}`)}
      </PageHeading>
      <p className="step-lead">{t('documents.mobile.sideLead')}</p>
      <PhotoTips />
      <SideUpload
        idType={idType}
        side={current}
        busy={busy}
        error={uploads.errors[side]}
        capture="environment"
        chooseLabel={t(
          isAccepted(current.state) ? 'documents.mobile.retakePhoto' : 'documents.mobile.takePhoto',
        )}
        onFile={(file) => void uploads.upload(side, file)}
        onDelete={(imageId) => void uploads.remove(side, imageId)}
      />
      <div className="documents-upload__actions">
        <Button
          disabled={!isAccepted(current.state) || busy}
          onClick={() => void navigate(nextMobileStep(idType, route))}
        >
          {t('documents.mobile.next')}
        </Button>
        <Link className="documents-upload__back" to={previousMobileStep(idType, route)}>
          {t('documents.mobile.back')}
        </Link>
      </div>
    </section>
  );
}

export function MobileFrontViewPage() {
  return <MobileSidePage side="FRONTVIEW" />;
}

export function MobileBackViewPage() {
  return <MobileSidePage side="BACKVIEW" />;
}

/** /documentsupload/mobile/finalize: the photos once more, then send; the desktop moves on. */
export function MobileFinalizePage() {
  const t = useT();
  const { session, status, refresh } = useMobileHandoff();
  const finalize = useMutation({
    mutationFn: () => finalizeHandoff(session.tid),
    onSettled: () => refresh(),
  });
  const idType = status.documents.idType;
  if (status.status === 'FINALIZED') {
    return (
      <HandoffDone
        headingId="mobile-title"
        title="documents.mobile.finalize.doneTitle"
        text="documents.mobile.finalize.doneText"
      />
    );
  }
  if (idType === null) return <Navigate to={ROUTES.mobileUploadIdType} replace />;
  const missing = status.documents.sides.find((side) => !isAccepted(side.state));
  if (missing !== undefined) return <Navigate to={SIDE_ROUTE[missing.side]} replace />;

  return (
    <section className="step-card documents-upload--mobile" aria-labelledby="mobile-title">
      <MobileStepCount idType={idType} route={ROUTES.mobileUploadFinalize} />
      <PageHeading id="mobile-title" className="step-title">
        {t('documents.mobile.finalize.title')}
      </PageHeading>
      <p className="step-lead">{t('documents.mobile.finalize.lead')}</p>
      <ul className="mobile-review">
        {status.documents.sides.map((side) => {
          const label = t(`documents.sides.${idType}.${side.side}`);
          const imageId = side.image?.imageId ?? null;
          return (
            <li key={side.side} className="mobile-review__side">
              <p className="mobile-review__label">{label}</p>
              {imageId === null ? null : <DocumentPreview src={imageUrl(imageId)} alt={label} />}
              <Link to={SIDE_ROUTE[side.side]}>
                {t('documents.mobile.finalize.retake')}
                <span className="visually-hidden">: {label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="documents-upload__actions">
        <Button loading={finalize.isPending} onClick={() => finalize.mutate()}>
          {t('documents.mobile.finalize.submit')}
        </Button>
        {finalize.isError ? (
          <p role="alert" className="documents-upload__error">
            {t('documents.refusal.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
