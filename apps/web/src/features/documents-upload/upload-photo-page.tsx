import { ROUTES, type TIdDocumentStatus } from '@onboarding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/i18n-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { idDocumentsKey, useIdDocuments } from './api/get-id-documents';
import { setIdDocument } from './api/set-id-document';
import { PhotoTips } from './components/photo-tips';
import { SideUpload } from './components/side-upload';
import { useSideUploads } from './hooks/use-side-uploads';
import { PageHeading } from '../../components/page-heading/page-heading';
import './documents-upload.css';

/**
 * /documentsupload/uploadphoto (spec 1 §2 manual upload): one upload box per side of the chosen
 * document (ID: front and back; passport: the photo page), each with the computer's camera as an
 * alternative. Confirm is offered once every side holds an accepted photo; the prospect then moves
 * to PROSPECT_IDS_UPLOADED and the wizard continues.
 */
export function UploadPhotoPage() {
  const { uid } = useWizard();
  const documents = useIdDocuments(uid);
  if (documents.data === undefined) return documents.isPending ? <Spinner size="lg" /> : null;
  // The type is chosen on the main page first.
  if (documents.data.idType === null) return <Navigate to={ROUTES.documentsUpload} replace />;
  return <UploadPhotoForm documents={documents.data} />;
}

function UploadPhotoForm({ documents }: { readonly documents: TIdDocumentStatus }) {
  const t = useT();
  const { uid, process } = useWizard();
  const queryClient = useQueryClient();
  const uploads = useSideUploads({
    uid,
    prospectId: process.prospectId,
    documents,
    refresh: () => queryClient.invalidateQueries({ queryKey: idDocumentsKey(uid) }),
  });
  const continueWizard = useContinueWizard(ROUTES.personalData);
  const confirm = useMutation({
    mutationFn: () => setIdDocument(uid, process.prospectId),
    onSuccess: () => continueWizard(),
  });
  const idType = documents.idType;
  if (idType === null) return null;
  const anyBusy = Object.values(uploads.busy).some(Boolean);

  return (
    <section className="step-card" aria-labelledby="upload-photo-title">
      <PageHeading id="upload-photo-title" className="step-title">
        {t('page.documentsUploadPhoto.title')}
      </PageHeading>
      <p className="step-lead">{t('documents.upload.lead')}</p>
      <PhotoTips />

      <div className="documents-upload__sides">
        {documents.sides.map((side) => (
          <SideUpload
            key={side.side}
            idType={idType}
            side={side}
            busy={uploads.busy[side.side] === true}
            error={uploads.errors[side.side]}
            withCamera
            onFile={(file) => void uploads.upload(side.side, file)}
            onDelete={(imageId) => void uploads.remove(side.side, imageId)}
          />
        ))}
      </div>

      <div className="documents-upload__actions">
        <Button
          loading={confirm.isPending}
          disabled={!documents.complete || anyBusy}
          aria-describedby={documents.complete ? undefined : 'upload-photo-incomplete'}
          onClick={() => confirm.mutate()}
        >
          {t('documents.upload.confirm')}
        </Button>
        {documents.complete ? null : (
          <p id="upload-photo-incomplete" className="documents-upload__note">
            {t('documents.upload.incomplete')}
          </p>
        )}
      </div>
      <nav className="documents-upload__links" aria-label={t('documents.upload.otherWays')}>
        <Link to={ROUTES.documentsUploadMobile}>{t('documents.upload.usePhone')}</Link>
        <Link to={ROUTES.documentsUpload}>{t('documents.upload.changeType')}</Link>
      </nav>
    </section>
  );
}
