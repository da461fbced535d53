import type { TRunningLongProcess } from '@onboarding/domain';
import { Dialog, useT } from '@onboarding/web-shell';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { isStaffApiError } from '../../api/api-error';
import { ConsoleTableScreen } from '../../ui/console-table';
import { useConsoleFormat } from '../../ui/format';
import { processName } from '../../ui/process-name';
import { TextAreaField } from '../../ui/text-field';
import { useConsoleList, type ConsoleOutcome } from '../../ui/use-console-list';
import {
  createBackgroundProcessesApi,
  type BackgroundProcessesApi,
} from './background-processes-api';
import './background-processes.css';

/** How often the list is read again while the screen is open. */
export const BACKGROUND_PROCESSES_REFRESH_MS = 10_000;
const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Supervisors: the background runs that have not ended (decision 147), read again every few
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
  const format = useConsoleFormat();
  const api = useMemo(() => given ?? createBackgroundProcessesApi(), [given]);
  const running = useCallback(() => api.running(), [api]);
  const { list, setOutcome, outcome, failed, load } = useConsoleList({
    fetch: running,
    onSessionEnded,
    refreshMs,
  });
  const [cancelling, setCancelling] = useState<TRunningLongProcess | null>(null);

  const cancelled = (text: string, tone: ConsoleOutcome['tone']) => {
    setCancelling(null);
    setOutcome({ tone, text });
    load();
  };

  return (
    <ConsoleTableScreen
      headingId="background-processes-heading"
      heading={t('processConsole.heading')}
      lead={t('processConsole.lead')}
      refreshLabel={t('processConsole.refresh')}
      onRefresh={load}
      outcome={outcome}
      rowCount={list === null ? null : list.length}
      emptyText={t('processConsole.empty')}
      caption={t('processConsole.caption')}
      columns={[
        t('processConsole.applicant'),
        t('processConsole.process'),
        t('processConsole.phase'),
        t('processConsole.started'),
        t('processConsole.updated'),
        t('processConsole.actions'),
      ]}
      rows={list?.map((item) => (
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
          <td>{format.dateTime(item.startedAt)}</td>
          <td>{format.dateTime(item.updatedAt)}</td>
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
    >
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
    </ConsoleTableScreen>
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
  readonly onDone: (text: string, tone: ConsoleOutcome['tone']) => void;
  readonly onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `${id}-title`;
  const textId = `${id}-text`;

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
    <Dialog titleId={titleId} describedBy={textId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('processConsole.dialog.title', { name: item.applicantName })}
      </h2>
      <p id={textId}>{t('processConsole.dialog.text')}</p>
      <form className="dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={t('processConsole.dialog.reason')}
          hint={t('processConsole.dialog.reasonHint')}
          error={reasonError}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('processConsole.dialog.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('processConsole.dialog.keep')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
