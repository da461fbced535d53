import type { TRunningLongProcess } from '@onboarding/domain';
import { useLanguage, useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { failureKey, isStaffApiError } from '../../api/api-error';
import { formatDateTime } from '../../ui/format';
import { Notice } from '../../ui/notice';
import { processName } from '../../ui/process-name';
import {
  createBackgroundProcessesApi,
  type BackgroundProcessesApi,
} from './background-processes-api';
import { ModalDialog } from './modal-dialog';
import './background-processes.css';

/** How often the list is read again while the screen is open. */
export const BACKGROUND_PROCESSES_REFRESH_MS = 10_000;
const REASON_MIN = 3;
const REASON_MAX = 500;

type Outcome = { readonly tone: 'success' | 'error'; readonly text: string };

/**
 * Supervisors: the background runs that have not ended (issue 14 item 6), read again every few
 * seconds. Cancel asks for a reason in a dialog; the run stops at its next phase and the
 * applicant's screen says so.
 */
export function BackgroundProcessesScreen({
  onSessionEnded,
  api: given,
  refreshMs = BACKGROUND_PROCESSES_REFRESH_MS,
}: {
  readonly onSessionEnded: () => void;
  /** Tests pass one over a fake fetch; the console uses the browser's. */
  readonly api?: BackgroundProcessesApi;
  readonly refreshMs?: number;
}) {
  const t = useT();
  const language = useLanguage();
  const api = useMemo(() => given ?? createBackgroundProcessesApi(), [given]);
  const [list, setList] = useState<TRunningLongProcess[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cancelling, setCancelling] = useState<TRunningLongProcess | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else setOutcome({ tone: 'error', text: t(failureKey(error)) });
    },
    [onSessionEnded, t],
  );

  const load = useCallback(() => {
    api.running().then(setList, failed);
  }, [api, failed]);

  useEffect(() => {
    load();
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [load, refreshMs]);

  const cancelled = (text: string, tone: Outcome['tone']) => {
    setCancelling(null);
    setOutcome({ tone, text });
    load();
  };

  return (
    <section className="stack" aria-labelledby="background-processes-heading">
      <h2 id="background-processes-heading">{t('processConsole.heading')}</h2>
      <p>{t('processConsole.lead')}</p>
      <div>
        <button type="button" className="button button--secondary" onClick={load}>
          {t('processConsole.refresh')}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('processConsole.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('processConsole.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('processConsole.applicant')}</th>
                <th scope="col">{t('processConsole.process')}</th>
                <th scope="col">{t('processConsole.phase')}</th>
                <th scope="col">{t('processConsole.started')}</th>
                <th scope="col">{t('processConsole.updated')}</th>
                <th scope="col">{t('processConsole.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.applicantName}</th>
                  <td>
                    {processName(item.process, t)}
                    <br />
                    <span className="background-processes__kind">
                      {t(`processConsole.kinds.${kindOf(item.kind)}`)}
                    </span>
                  </td>
                  <td>{t(`processConsole.phases.${item.phase}`)}</td>
                  <td>{formatDateTime(item.startedAt, language)}</td>
                  <td>{formatDateTime(item.updatedAt, language)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('processConsole.cancelFor', { name: item.applicantName })}
                      onClick={() => setCancelling(item)}
                    >
                      {t('processConsole.cancel')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelling ? (
        <CancelDialog
          item={cancelling}
          api={api}
          onClose={() => setCancelling(null)}
          onDone={cancelled}
          onFailed={(error) => {
            setCancelling(null);
            failed(error);
          }}
        />
      ) : null}
    </section>
  );
}

function kindOf(kind: string): 'risk' | 'dossier' | 'other' {
  return kind === 'risk' || kind === 'dossier' ? kind : 'other';
}

function CancelDialog({
  item,
  api,
  onClose,
  onDone,
  onFailed,
}: {
  readonly item: TRunningLongProcess;
  readonly api: BackgroundProcessesApi;
  readonly onClose: () => void;
  readonly onDone: (text: string, tone: Outcome['tone']) => void;
  readonly onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setReasonError(t('processConsole.dialog.reasonShort'));
      return;
    }
    setReasonError(null);
    setBusy(true);
    try {
      await api.cancel(item.id, trimmed);
      onDone(t('processConsole.cancelled', { name: item.applicantName }), 'success');
    } catch (error) {
      if (isStaffApiError(error) && error.status === 409) {
        onDone(t('processConsole.alreadyEnded', { name: item.applicantName }), 'error');
      } else {
        onFailed(error);
      }
    }
  };

  return (
    <ModalDialog titleId={titleId} describedBy={textId} onClose={onClose}>
      <h3 id={titleId} className="card__heading">
        {t('processConsole.dialog.title', { name: item.applicantName })}
      </h3>
      <p id={textId}>{t('processConsole.dialog.text')}</p>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('processConsole.dialog.reason')}
          </label>
          <p className="field__hint" id={hintId}>
            {t('processConsole.dialog.reasonHint')}
          </p>
          <textarea
            id={`${id}-reason`}
            className="field__control"
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError ? (
            <p className="field__error" id={errorId}>
              {reasonError}
            </p>
          ) : null}
        </div>
        <div className="modal-dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('processConsole.dialog.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('processConsole.dialog.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
