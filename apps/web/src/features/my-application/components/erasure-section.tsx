import { Dialog } from '@onboarding/web-shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import {
  erasureStatusKey,
  erasureStatusQueryOptions,
  requestErasure,
  type TErasureStatus,
} from '../api/erasure';
import { overlayHost } from '../../../lib/overlay/overlay-host';
import './erasure-section.css';

function failureKey(error: unknown) {
  return isApiError(error) && error.status === 429
    ? ('erasure.section.tooMany' as const)
    : ('erasure.section.failed' as const);
}

/** What is deleted, what the law keeps, and that an e-mail link confirms (decision 157). */
function Explanation() {
  const t = useT();
  return (
    <>
      <p>{t('erasure.section.intro')}</p>
      <h3 className="erasure__subheading">{t('erasure.section.deletedHeading')}</h3>
      <ul className="erasure__list">
        <li>{t('erasure.section.deleted.application')}</li>
        <li>{t('erasure.section.deleted.personalData')}</li>
        <li>{t('erasure.section.deleted.documents')}</li>
        <li>{t('erasure.section.deleted.login')}</li>
      </ul>
      <h3 className="erasure__subheading">{t('erasure.section.keptHeading')}</h3>
      <p>{t('erasure.section.kept')}</p>
      <p>{t('erasure.section.email')}</p>
    </>
  );
}

/**
 * "Delete my data" in My application (decision 157): the applicant asks, confirms in a
 * dialog, and gets a link by e-mail; opening it (/erasure/confirm) has the data erased. The status
 * is read on load, so a request already made shows where it stands.
 */
export function ErasureSection({ prospectId }: { readonly prospectId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery(erasureStatusQueryOptions(prospectId));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const request = useMutation({
    mutationFn: () => requestErasure(prospectId),
    onSuccess: (sent) => {
      queryClient.setQueryData<TErasureStatus>(erasureStatusKey(prospectId), sent);
      setDialogOpen(false);
      setJustSent(true);
    },
  });

  // The button that opened the dialog is gone: focus goes to what happened instead.
  useEffect(() => {
    if (justSent) sentMessage.current?.focus();
  }, [justSent]);

  const closeDialog = () => {
    setDialogOpen(false);
    request.reset();
  };

  const current = status.data?.status;
  return (
    <section className="my-application__section erasure" aria-labelledby="my-application-erasure">
      <h2 id="my-application-erasure">{t('erasure.section.heading')}</h2>
      {current === 'SCHEDULED' ? (
        <p className="erasure__status" role="status">
          {t('erasure.section.scheduled')}
        </p>
      ) : (
        <Explanation />
      )}

      {status.isPending ? (
        <Spinner size="sm" label={t('erasure.section.loading')} />
      ) : status.isError ? (
        <div className="erasure__actions">
          <p className="erasure__error" role="alert">
            {t('erasure.section.loadFailed')}
          </p>
          <Button
            variant="secondary"
            loading={status.isFetching}
            onClick={() => void status.refetch()}
          >
            {t('erasure.section.retry')}
          </Button>
        </div>
      ) : current === 'CONFIRMATION_SENT' ? (
        <div className="erasure__actions">
          <p className="erasure__status" role="status" tabIndex={-1} ref={sentMessage}>
            {status.data.email === undefined
              ? t('erasure.section.sentNoEmail')
              : t('erasure.section.sent', { email: status.data.email })}
          </p>
          <p>{t('erasure.section.notReceived')}</p>
          <Button
            variant="secondary"
            loading={request.isPending}
            onClick={() => request.mutate()}
            aria-describedby={request.isError ? 'erasure-resend-error' : undefined}
          >
            {t('erasure.section.resend')}
          </Button>
          {request.isError && !dialogOpen ? (
            <p id="erasure-resend-error" className="erasure__error" role="alert">
              {t(failureKey(request.error))}
            </p>
          ) : null}
        </div>
      ) : current === 'NONE' ? (
        <div className="erasure__actions">
          <Button
            variant="secondary"
            className="erasure__danger"
            aria-haspopup="dialog"
            onClick={() => setDialogOpen(true)}
          >
            {t('erasure.section.request')}
          </Button>
        </div>
      ) : null}

      {dialogOpen ? (
        // Escape backs out, as the cancel button does: the applicant may always change their mind.
        <Dialog
          titleId="erasure-dialog-title"
          describedBy="erasure-dialog-text"
          onClose={closeDialog}
          initialFocus={cancel}
          host={overlayHost}
        >
          <h2 id="erasure-dialog-title" className="dialog__title">
            {t('erasure.dialog.title')}
          </h2>
          <div id="erasure-dialog-text" className="dialog__text">
            <p>{t('erasure.dialog.text')}</p>
            <p>{t('erasure.dialog.next')}</p>
          </div>
          {request.isError ? (
            <p className="erasure__error" role="alert">
              {t(failureKey(request.error))}
            </p>
          ) : null}
          <div className="dialog__actions">
            <Button
              variant="secondary"
              className="erasure__danger"
              loading={request.isPending}
              onClick={() => request.mutate()}
            >
              {t('erasure.dialog.confirm')}
            </Button>
            <Button ref={cancel} variant="link" onClick={closeDialog}>
              {t('erasure.dialog.cancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
