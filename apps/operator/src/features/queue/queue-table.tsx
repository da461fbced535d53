import type { TOperatorQueue } from '@onboarding/domain';
import { formatList, formatTime } from '@onboarding/domain/format';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '@onboarding/messages';
import { useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { ConsoleTable } from '../../shared/ui/console-table';
import { formatElapsed } from '../../shared/ui/format';
import { processName } from '../../shared/ui/process-name';
import { useNow } from '../../shared/ui/use-now';

const COLUMNS = [
  'operator.queue.applicant',
  'operator.queue.process',
  'operator.queue.language',
  'operator.queue.waiting',
  'operator.queue.status',
  'operator.queue.action',
] as const;

type QueueEntry = TOperatorQueue['entries'][number];

/**
 * A returning applicant's line under the name (decision 244): back after a correction, and while
 * the hold lasts, offered first to the operator who sent them back (this one, or a colleague).
 */
function returningNote(
  entry: QueueEntry,
  staffId: string,
  now: number,
  timeZone: string,
  t: ReturnType<typeof useT>,
): string | null {
  if (!entry.returning) return null;
  const offered = entry.offeredTo;
  if (entry.status !== 'WAITING' || offered === null || Date.parse(offered.until) <= now) {
    return t('operator.queue.returning');
  }
  const time = formatTime(offered.until, timeZone);
  return offered.operatorId === staffId
    ? t('operator.queue.returningToYou', { time })
    : t('operator.queue.offeredTo', { name: offered.operatorName, time });
}

/**
 * What the identity checks found when the applicant joined the queue (decisions 287, 288): the
 * checks whose data disagree, marked when any is a high risk, and the other applications sharing
 * an identifier. The call's screen names each in full; here it is seen before the call is taken.
 */
function AttentionNote({ entry }: { entry: QueueEntry }) {
  const t = useT();
  const language = useLanguage();
  const attention = entry.attention;
  if (attention === null) return null;
  const checks = [...new Set(attention.crossChecks.map((finding) => finding.check))];
  const high = attention.crossChecks.some((finding) => finding.severity === 'HIGH');
  const lines = [
    ...(checks.length === 0
      ? []
      : [
          t(high ? 'operator.queue.attention.high' : 'operator.queue.attention.low', {
            checks: formatList(
              checks.map((check) => t(`operator.call.crossChecks.check.${check}`)),
              language,
            ),
          }),
        ]),
    ...(attention.possibleDuplicates === 0
      ? []
      : [t('operator.queue.attention.duplicates', { count: attention.possibleDuplicates })]),
  ];
  if (lines.length === 0) return null;
  return (
    <span
      id={attentionId(entry)}
      className={
        high || attention.possibleDuplicates > 0 ? 'queue-row__attention' : 'queue-row__note'
      }
    >
      {lines.join(' · ')}
    </span>
  );
}

const attentionId = (entry: QueueEntry) => `queue-attention-${entry.identificationId}`;

const needsAttention = (entry: QueueEntry) =>
  entry.attention !== null &&
  (entry.attention.crossChecks.length > 0 || entry.attention.possibleDuplicates > 0);

export interface QueueTableProps {
  readonly queue: TOperatorQueue;
  /** The signed-in operator: a returning applicant may be offered to them first. */
  readonly staffId: string;
  readonly onAccept: (identificationId: string) => void;
  /** The row being accepted: its button waits for the answer. */
  readonly accepting: string | null;
}

/** The waiting applicants with live waiting times; a call already taken shows its operator. */
export function QueueTable({ queue, staffId, onAccept, accepting }: QueueTableProps) {
  const t = useT();
  const now = useNow();
  const { timeZone } = useVariant();
  if (queue.entries.length === 0) return <p>{t('operator.queue.empty')}</p>;
  return (
    <ConsoleTable caption={t('operator.queue.caption')} columns={COLUMNS.map((key) => t(key))}>
      {queue.entries.map((entry) => {
        const returning = returningNote(entry, staffId, now, timeZone, t);
        return (
          <tr
            key={entry.identificationId}
            className={returning === null ? undefined : 'queue-row--returning'}
          >
            <th scope="row">
              {/* Every list links to the case page (decision 265). */}
              <Link to={paths.casePage(entry.prospectId)}>{entry.fullName}</Link>
              {returning === null ? null : <span className="queue-row__note">{returning}</span>}
              <AttentionNote entry={entry} />
            </th>
            <td>{processName(entry.process, t)}</td>
            <td>{languageName(entry.language, t)}</td>
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
                  {...(needsAttention(entry) ? { 'aria-describedby': attentionId(entry) } : {})}
                  onClick={() => onAccept(entry.identificationId)}
                >
                  {t('operator.queue.accept')}
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </ConsoleTable>
  );
}

const isCatalogLanguage = (code: string): code is CatalogLanguage =>
  (CATALOG_LANGUAGES as readonly string[]).includes(code);

/**
 * The applicant's language by its name (the name each language has for itself, as the language
 * switch says it), not its code; a language the console has no name for by its code.
 */
function languageName(code: string, t: ReturnType<typeof useT>): string {
  return isCatalogLanguage(code) ? t(`common.languageNames.${code}`) : code.toUpperCase();
}
