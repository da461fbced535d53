import { formatReference, type TPaymentReview, type TPaymentReviewList } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useCallback, useMemo, useState } from 'react';
import { isStaffApiError } from '../../api/api-error';
import { ConsoleTableScreen } from '../../ui/console-table';
import { useConsoleFormat } from '../../ui/format';
import { useConsoleList } from '../../ui/use-console-list';
import { createPaymentReviewApi, type PaymentReviewApi } from './payment-review-api';
import './payment-review.css';

/**
 * Penny transfers whose payer's name differs from the applicant's (decision 143): both names,
 * the amount and the date side by side; accept activates the product, refuse returns the money.
 * Plain buttons in a table: every decision is a Tab and an Enter away.
 */
export function PaymentReviewScreen({
  onSessionEnded,
  api: given,
}: {
  readonly onSessionEnded: () => void;
  /** Tests pass one over a fake fetch; the console uses the browser's. */
  readonly api?: PaymentReviewApi;
}) {
  const t = useT();
  const format = useConsoleFormat();
  const api = useMemo(() => given ?? createPaymentReviewApi(), [given]);
  const review = useCallback(() => api.list(), [api]);
  const { list, outcome, setOutcome, failed, load } = useConsoleList<TPaymentReviewList>({
    fetch: review,
    onSessionEnded,
  });
  const [busy, setBusy] = useState<string | null>(null);

  const decide = async (item: TPaymentReview, decision: 'accept' | 'refuse') => {
    setBusy(item.id);
    try {
      await (decision === 'accept' ? api.accept(item.id) : api.refuse(item.id));
      setOutcome({
        tone: 'success',
        text:
          decision === 'accept'
            ? t('pennyTransfer.console.accepted', { applicant: item.applicantName })
            : t('pennyTransfer.console.refused', { payer: item.payerName }),
      });
    } catch (error) {
      if (isStaffApiError(error) && error.status === 409) {
        setOutcome({ tone: 'error', text: t('pennyTransfer.console.alreadyDecided') });
      } else {
        failed(error);
      }
    } finally {
      setBusy(null);
      load();
    }
  };

  return (
    <ConsoleTableScreen
      headingId="payment-review-heading"
      heading={t('pennyTransfer.console.heading')}
      lead={t('pennyTransfer.console.lead')}
      refreshLabel={t('pennyTransfer.console.refresh')}
      onRefresh={load}
      outcome={outcome}
      rowCount={list === null ? null : list.items.length}
      emptyText={t('pennyTransfer.console.empty')}
      caption={t('pennyTransfer.console.caption')}
      columns={[
        t('pennyTransfer.console.payer'),
        t('pennyTransfer.console.applicant'),
        t('pennyTransfer.console.amount'),
        t('pennyTransfer.console.reason'),
        t('pennyTransfer.console.reference'),
        t('pennyTransfer.console.received'),
        t('pennyTransfer.console.actions'),
      ]}
      rows={list?.items.map((item) => (
        <tr key={item.id}>
          <th scope="row">{item.payerName}</th>
          <td>{item.applicantName}</td>
          <td>{format.money(item.amountCents, item.currency)}</td>
          <td>
            {t(`pennyTransfer.console.reasons.${item.reason}`, {
              expected: format.money(item.expectedAmountCents, item.currency),
            })}
          </td>
          <td>{formatReference(item.reference)}</td>
          <td>{format.dateTime(item.receivedAt)}</td>
          <td>
            <div className="payment-review__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                aria-label={t('pennyTransfer.console.accept', { payer: item.payerName })}
                onClick={() => void decide(item, 'accept')}
              >
                {t('pennyTransfer.console.acceptShort')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy !== null}
                aria-label={t('pennyTransfer.console.refuse', { payer: item.payerName })}
                onClick={() => void decide(item, 'refuse')}
              >
                {t('pennyTransfer.console.refuseShort')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    />
  );
}
