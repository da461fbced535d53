import type { TRunningLongProcess } from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, useT } from '@onboarding/web-shell';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { readFailure, useOutcome, type ConsoleOutcome } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { ConsoleTableScreen } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { processName } from '../../shared/ui/process-name';
import { TextAreaField } from '../../shared/ui/text-field';
import { createBackgroundProcessesApi } from './background-processes-api';
import './background-processes.css';

/** How often the list is read again while the screen is open. */
export const BACKGROUND_PROCESSES_REFRESH_MS = 10_000;
const REASON_MIN = 3;
const REASON_MAX = 500;

function useBackgroundProcessesApi() {
  const fetch = useStaffFetch();
  return useMemo(() => createBackgroundProcessesApi(fetch), [fetch]);
}

/**
 * Supervisors: the background runs that have not ended (decision 147), read again every few
 * seconds. Cancel asks for a reason in a dialog; the run stops at its next phase and the
 * applicant's screen says so.
 */
export function BackgroundProcessesScreen({
  refreshMs = BACKGROUND_PROCESSES_REFRESH_MS,
}: {
  readonly refreshMs?: number;
}) {
  const t = useT();
  const format = useConsoleFormat();
  const api = useBackgroundProcessesApi();
  const list = useQuery({
    queryKey: consoleKeys.backgroundProcesses,
    queryFn: () => api.running(),
    refetchInterval: refreshMs,
  });
  const { outcome, setOutcome, failed } = useOutcome();
  const [cancelling, setCancelling] = useState<TRunningLongProcess | null>(null);

  const cancelled = (text: string, tone: ConsoleOutcome['tone']) => {
    setCancelling(null);
    setOutcome({ tone, text });
  };

  return (
    <ConsoleTableScreen
      headingId="background-processes-heading"
      heading={t('processConsole.heading')}
      lead={t('processConsole.lead')}
      refreshLabel={t('processConsole.refresh')}
      onRefresh={() => void list.refetch()}
      outcome={outcome ?? readFailure(list.error, t)}
      rowCount={list.data === undefined ? null : list.data.length}
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
      rows={list.data?.map((item) => (
        <tr key={item.id}>
          <th scope="row">
            {/* Every list links to the case page (decision 265). */}
            <Link to={paths.casePage(item.prospectId)}>{item.applicantName}</Link>
          </th>
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
  onClose,
  onDone,
  onFailed,
}: {
  readonly item: TRunningLongProcess;
  readonly onClose: () => void;
  readonly onDone: (text: string, tone: ConsoleOutcome['tone']) => void;
  readonly onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const api = useBackgroundProcessesApi();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (text: string) => api.cancel(item.id, text),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.backgroundProcesses }),
  });
  const titleId = `${id}-title`;
  const textId = `${id}-text`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setReasonError(t('processConsole.dialog.reasonShort'));
      return;
    }
    setReasonError(null);
    cancel.mutate(trimmed, {
      onSuccess: () =>
        onDone(t('processConsole.cancelled', { name: item.applicantName }), 'success'),
      onError: (error) =>
        isStaffApiError(error) && error.status === 409
          ? onDone(t('processConsole.alreadyEnded', { name: item.applicantName }), 'error')
          : onFailed(error),
    });
  };

  return (
    <Dialog titleId={titleId} describedBy={textId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('processConsole.dialog.title', { name: item.applicantName })}
      </h2>
      <p id={textId}>{t('processConsole.dialog.text')}</p>
      <form className="dialog__form" noValidate onSubmit={submit}>
        <TextAreaField
          label={t('processConsole.dialog.reason')}
          hint={t('processConsole.dialog.reasonHint')}
          error={reasonError}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={cancel.isPending}>
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
