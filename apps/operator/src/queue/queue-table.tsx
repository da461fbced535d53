import type { TOperatorQueue } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { ConsoleTable } from '../ui/console-table';
import { formatElapsed } from '../ui/format';
import { processName } from '../ui/process-name';
import { useNow } from '../ui/use-now';

const COLUMNS = [
  'operator.queue.applicant',
  'operator.queue.process',
  'operator.queue.language',
  'operator.queue.waiting',
  'operator.queue.status',
  'operator.queue.action',
] as const;

export interface QueueTableProps {
  readonly queue: TOperatorQueue;
  readonly onAccept: (identificationId: string) => void;
  /** The row being accepted: its button waits for the answer. */
  readonly accepting: string | null;
}

/** The waiting applicants with live waiting times; a call already taken shows its operator. */
export function QueueTable({ queue, onAccept, accepting }: QueueTableProps) {
  const t = useT();
  const now = useNow();
  if (queue.entries.length === 0) return <p>{t('operator.queue.empty')}</p>;
  return (
    <ConsoleTable caption={t('operator.queue.caption')} columns={COLUMNS.map((key) => t(key))}>
      {queue.entries.map((entry) => (
        <tr key={entry.identificationId}>
          <th scope="row">{entry.fullName}</th>
          <td>{processName(entry.process, t)}</td>
          <td>{entry.language.toUpperCase()}</td>
          <td className="tabular">
            {entry.status === 'WAITING' ? formatElapsed(entry.waitingSince, now) : '—'}
          </td>
          <td>
            {entry.status === 'IN_CALL' && entry.operatorName !== null
              ? t('operator.queue.inCallWith', { name: entry.operatorName })
              : t(`operator.status.${entry.status}`)}
          </td>
          <td>
            {entry.status === 'WAITING' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={accepting !== null}
                aria-label={t('operator.queue.acceptNamed', { name: entry.fullName })}
                onClick={() => onAccept(entry.identificationId)}
              >
                {t('operator.queue.accept')}
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
