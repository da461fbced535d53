import { useT } from '@onboarding/web-shell';
import { useState } from 'react';
import { Link } from 'react-router';
import { readFailure } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { ConsoleTable } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { FailureRegion } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import type { QueueState } from './quality-review-api';
import { useReviewQueue } from './use-quality-review';
import './quality-review.css';

const STATES: readonly QueueState[] = ['OPEN', 'REVIEWED'];

/**
 * Supervisors: the identifications drawn for quality review (decision 269), the oldest first, or
 * those reviewed; each links to its review and to its application. A supervisor's own calls are
 * not listed: another supervisor reviews them.
 */
export function ReviewQueueScreen() {
  const t = useT();
  const format = useConsoleFormat();
  const [state, setState] = useState<QueueState>('OPEN');
  const queue = useReviewQueue(state);
  const items = queue.data?.items;

  return (
    <section className="stack quality" aria-labelledby="quality-queue-heading">
      <h2 id="quality-queue-heading">{t('qualityReview.queue.heading')}</h2>
      <p>{t('qualityReview.queue.intro')}</p>
      <div className="quality__bar">
        <div className="quality__switch" role="group" aria-label={t('qualityReview.queue.tabs')}>
          {STATES.map((each) => (
            <button
              key={each}
              type="button"
              className={`button ${each === state ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={each === state}
              onClick={() => setState(each)}
            >
              {t(each === 'OPEN' ? 'qualityReview.queue.open' : 'qualityReview.queue.reviewed')}
            </button>
          ))}
        </div>
        <Link to={paths.qualityReport()}>{t('qualityReview.queue.reportLink')}</Link>
      </div>
      <FailureRegion failure={readFailure(queue.error, t)?.text ?? null} />
      {items === undefined ? (
        queue.isError ? null : (
          <p>{t('qualityReview.loading')}</p>
        )
      ) : items.length === 0 ? (
        <p>
          {t(state === 'OPEN' ? 'qualityReview.queue.empty' : 'qualityReview.queue.emptyReviewed')}
        </p>
      ) : (
        <ConsoleTable
          caption={t('qualityReview.queue.caption')}
          columns={[
            t('qualityReview.queue.applicant'),
            t('qualityReview.queue.process'),
            t('qualityReview.queue.outcome'),
            t('qualityReview.queue.operator'),
            t('qualityReview.queue.finished'),
            t('qualityReview.queue.sampled'),
            t('qualityReview.queue.review'),
          ]}
        >
          {items.map((item) => (
            <tr key={item.identificationId}>
              <th scope="row">
                <Link to={paths.casePage(item.prospectId)}>{item.fullName}</Link>
              </th>
              <td>{processName(item.process, t)}</td>
              <td>{t(`operator.status.${item.outcome}`)}</td>
              <td>{item.operator.fullName}</td>
              <td>{format.dateTime(item.finishedAt)}</td>
              <td>{t(`qualityReview.reasons.${item.sampleReason}`)}</td>
              <td>
                <Link
                  to={paths.qualityReview(item.identificationId)}
                  aria-label={t('qualityReview.queue.open_action', { name: item.fullName })}
                >
                  {item.review === null
                    ? t('qualityReview.queue.review')
                    : item.review.verdict === 'IN_ORDER'
                      ? t('qualityReview.verdicts.IN_ORDER')
                      : t(`qualityReview.categories.${item.review.category ?? 'OTHER'}`)}
                </Link>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
