import {
  ROUTES,
  ZConsentDocumentsForm,
  eligibilityOutcome,
  type TConsentDocument,
  type TConsentDocumentsAccepted,
} from '@onboarding/domain';
import { formatFileSize } from '@onboarding/domain/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Form } from '../../components/ui/form';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useZodForm } from '../../components/ui/use-zod-form';
import { isApiError } from '../../lib/api/api-error';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useWizard } from '../../lib/wizard/wizard-context';
import {
  acceptConsentDocuments,
  consentDocumentsKey,
  consentDocumentUrl,
  useConsentDocuments,
} from './api/consents';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useDocumentsInPageLanguage } from './hooks/use-documents-in-language';
import { PageHeading } from '../../components/page-heading/page-heading';
import './consents.css';

function DocumentItem({
  document,
  prospectId,
}: {
  document: TConsentDocument;
  prospectId: string;
}) {
  const t = useT();
  const language = useLanguage();
  const name = t(`consents.documents.kinds.${document.kind}`);
  const size = formatFileSize(document.sizeBytes, language);
  return (
    <li className="document-list__item">
      <div>
        <p className="document-list__name">{name}</p>
        <p className="document-list__meta">{t('consents.documents.size', { size })}</p>
      </div>
      <a
        className="consents__download"
        href={consentDocumentUrl(prospectId, document.id)}
        download={document.fileName}
        aria-label={t('consents.documents.downloadLabel', { name, size })}
      >
        <Icon name="document" />
        <span>{t('consents.documents.download')}</span>
      </a>
    </li>
  );
}

/**
 * Decision 131: the acceptance decides eligibility once. ACCEPTED leads to the video
 * identification; a reason to the error page, which names it and offers a branch.
 */
export function nextPageAfterAcceptance(accepted: TConsentDocumentsAccepted): string {
  const outcome = eligibilityOutcome(accepted.criteries);
  if (outcome.accepted) return outcome.route;
  return paths.errorPage.getHref(outcome.reason ?? undefined);
}

/**
 * /consents/pdf (spec 2 §5, decision 113): the consent documents as PDFs with name, size and a
 * download link, the required "I confirm all documents" box, and Confirm. The documents confirmed
 * are named by id and SHA-256, so a set made again meanwhile is shown before it is accepted.
 */
export function ConsentDocumentsPage() {
  const t = useT();
  const { process } = useWizard();
  const prospectId = process.prospectId;
  const queryClient = useQueryClient();
  const continueWizard = useContinueWizard(ROUTES.home);
  const documents = useConsentDocuments(prospectId);
  const translating = useDocumentsInPageLanguage(prospectId, documents.data?.documents);
  const [changed, setChanged] = useState(false);
  const form = useZodForm(ZConsentDocumentsForm, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { confirmAll: false },
  });
  const accept = useMutation({
    mutationFn: (shown: readonly TConsentDocument[]) =>
      acceptConsentDocuments(prospectId, {
        confirmAll: true,
        documents: shown.map(({ id, sha256 }) => ({ id, sha256 })),
      }),
    onSuccess: (accepted) => continueWizard(nextPageAfterAcceptance(accepted)),
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONSENT_DOCUMENTS_CHANGED') {
        setChanged(true);
        form.reset({ confirmAll: false });
        void queryClient.invalidateQueries({ queryKey: consentDocumentsKey(prospectId) });
      } else if (isApiError(error) && error.status === 409) {
        void continueWizard();
      }
    },
  });

  const mainError = changed
    ? 'consents.documents.changed'
    : accept.isError && !(isApiError(accept.error) && accept.error.status === 409)
      ? 'errors.technical'
      : null;

  return (
    <section className="step-card consents" aria-labelledby="consent-documents-title">
      <PageHeading id="consent-documents-title" className="step-title">
        {t('consents.documents.title')}
      </PageHeading>
      <p className="consents__lead">{t('consents.documents.lead')}</p>
      {documents.isPending || translating ? (
        <Spinner label={t('consents.documents.loading')} />
      ) : documents.isError ? (
        <div className="step-actions">
          <p className="consents__intro">{t('consents.documents.failed')}</p>
          <Button variant="secondary" onClick={() => void documents.refetch()}>
            {t('consents.documents.retry')}
          </Button>
        </div>
      ) : (
        <Form
          form={form}
          mainError={mainError}
          className="consents__form"
          onSubmit={() => {
            setChanged(false);
            accept.mutate(documents.data.documents);
          }}
        >
          <ul className="document-list" aria-label={t('consents.documents.listLabel')}>
            {documents.data.documents.map((document) => (
              <DocumentItem key={document.id} document={document} prospectId={prospectId} />
            ))}
          </ul>
          <Checkbox {...form.register('confirmAll')} label={t('consents.documents.confirmAll')} />
          <div className="step-actions">
            <Button type="submit" loading={accept.isPending || accept.isSuccess}>
              {t('consents.documents.confirm')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
