import { ROUTES, type IdDocumentType } from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useT } from '../../lib/i18n/i18n-context';
import { correctionQueryOptions } from '../../lib/wizard/api/get-correction';
import { useWizard } from '../../lib/wizard/wizard-context';
import { CorrectionNote } from '../../components/correction-note/correction-note';
import { idDocumentsKey, useIdDocuments } from './api/get-id-documents';
import { setIdType } from './api/set-id-type';
import { IdTypeChoice } from './components/id-type-choice';
import { PHONE_SCREEN_QUERY } from './phone-screen';
import { PageHeading } from '../../components/page-heading/page-heading';
import './documents-upload.css';

type Way = 'computer' | 'phone' | 'thisPhone' | 'otherPhone';

const TARGET: Readonly<Record<Way, string>> = {
  computer: ROUTES.documentsUploadPhoto,
  thisPhone: ROUTES.documentsUploadPhoto,
  phone: ROUTES.documentsUploadMobile,
  otherPhone: ROUTES.documentsUploadMobile,
};

/**
 * /documentsupload (spec 1 §2 desktop main page): the applicant chooses the identity card or the
 * passport (saved at once with `PATCH prospects/{id}/idtype`, so the phone sees it too), then
 * where to take the photos. On a phone-sized screen taking them on this device comes first.
 */
export function DocumentsUploadPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { uid, process } = useWizard();
  const documents = useIdDocuments(uid);
  const isPhone = useMediaQuery(PHONE_SCREEN_QUERY);
  // Sent back from the call for new photos (decision 244): the adviser's reason stays in view.
  const correction = useQuery(correctionQueryOptions(process.prospectId)).data ?? null;
  const [error, setError] = useState<string | null>(null);
  const choiceRef = useRef<HTMLDivElement>(null);
  const choose = useMutation({
    mutationFn: (type: IdDocumentType) => setIdType(process.prospectId, type),
    onSuccess: (status) => queryClient.setQueryData(idDocumentsKey(uid), status),
  });

  // The choice shows at once; the server's answer follows.
  const idType = (choose.isPending ? choose.variables : null) ?? documents.data?.idType ?? null;

  const go = (way: Way) => {
    if (idType === null) {
      setError('documents.idType.required');
      choiceRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    void navigate(TARGET[way]);
  };

  const ways: readonly Way[] = isPhone ? ['thisPhone', 'otherPhone'] : ['phone', 'computer'];

  return (
    <section className="step-card" aria-labelledby="documents-upload-title">
      <PageHeading id="documents-upload-title" className="step-title">
        {t('page.documentsUpload.title')}
      </PageHeading>
      <p className="step-lead">{t('documents.choose.lead')}</p>
      {correction?.part === 'DOCUMENTS' ? (
        <div data-prerender-omit>
          <CorrectionNote correction={correction} texts="documents.correction" />
        </div>
      ) : null}

      {/* A return visit's picture (decision 224) shows heading and lead: the choice is the
          applicant's own, the ways depend on the device. */}
      <div ref={choiceRef} data-prerender-omit>
        <IdTypeChoice
          value={idType}
          error={error}
          disabled={documents.isPending}
          onChange={(type) => {
            setError(null);
            choose.mutate(type);
          }}
        />
      </div>

      <h2 className="documents-upload__subtitle" data-prerender-omit>
        {t('documents.choose.howTitle')}
      </h2>
      <ul className="choice-cards" data-prerender-omit>
        {ways.map((way, index) => (
          <li key={way} className="choice-card documents-upload__way">
            <h3 className="documents-upload__way-title">{t(`documents.choose.${way}.title`)}</h3>
            <p className="documents-upload__way-text">{t(`documents.choose.${way}.text`)}</p>
            <Button
              variant={index === 0 ? 'primary' : 'secondary'}
              loading={choose.isPending}
              onClick={() => go(way)}
            >
              {t(`documents.choose.${way}.action`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
