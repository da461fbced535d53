import { ROUTES } from '@onboarding/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { QrCode } from '../../components/ui/qr-code';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/i18n-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { HandoffProgress } from './components/handoff-progress';
import { HandoffSmsForm } from './components/handoff-sms-form';
import { useHandoffLink } from './hooks/use-handoff-link';
import { useHandoffStatus } from './hooks/use-handoff-status';
import { PageHeading } from '../../components/page-heading/page-heading';
import './documents-upload.css';

/**
 * /documentsupload/mobileupload (spec 1 §2 live upload): the hand-off link as a QR code (renewed
 * before its token expires) and by text message; the phone's progress live; when the phone sends
 * the photos, this page moves on by itself.
 */
export function MobileUploadPage() {
  const t = useT();
  const { uid, process } = useWizard();
  const link = useHandoffLink(uid, process.prospectId);
  const status = useHandoffStatus(link.data?.tid ?? null, uid, link.data?.status ?? null);
  const continueWizard = useContinueWizard(ROUTES.personalData);
  const moved = useRef(false);
  const finalized = status?.status === 'FINALIZED';

  useEffect(() => {
    if (!finalized || moved.current) return;
    moved.current = true;
    void continueWizard();
  }, [finalized, continueWizard]);

  return (
    <section className="step-card" aria-labelledby="mobile-upload-title">
      <PageHeading id="mobile-upload-title" className="step-title">
        {t('page.documentsUploadMobile.title')}
      </PageHeading>
      <p className="step-lead">{t('documents.handoff.lead')}</p>

      <div className="handoff">
        <div className="handoff__qr">
          <h2 className="documents-upload__subtitle">{t('documents.handoff.qrTitle')}</h2>
          <p className="documents-upload__note">{t('documents.handoff.qrText')}</p>
          {link.data ? (
            <>
              <QrCode value={link.data.link} label={t('documents.handoff.qrLabel')} />
              <p className="documents-upload__note">{t('documents.handoff.qrRenews')}</p>
            </>
          ) : link.isError ? (
            <div className="handoff__failed">
              <p role="alert">{t('documents.handoff.linkFailed')}</p>
              <Button variant="secondary" onClick={() => void link.refetch()}>
                {t('documents.handoff.retry')}
              </Button>
            </div>
          ) : (
            <Spinner size="lg" label={t('documents.handoff.preparing')} />
          )}
        </div>
        {link.data ? <HandoffSmsForm tid={link.data.tid} /> : null}
      </div>

      {status ? <HandoffProgress status={status} /> : null}

      <nav className="documents-upload__links" aria-label={t('documents.upload.otherWays')}>
        <Link to={ROUTES.documentsUploadPhoto}>{t('documents.handoff.useComputer')}</Link>
        <Link to={ROUTES.documentsUpload}>{t('documents.upload.changeType')}</Link>
      </nav>
    </section>
  );
}
