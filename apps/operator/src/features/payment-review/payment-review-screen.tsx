import { formatReference, type TPaymentReview, type TPaymentReviewList } from '@onboarding/domain';
import { useLanguage, useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureKey, isStaffApiError } from '../../api/api-error';
import { formatDateTime } from '../../ui/format';
import { Notice } from '../../ui/notice';
import { createPaymentReviewApi, type PaymentReviewApi } from './payment-review-api';
import './payment-review.css';

function money(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

type Outcome =
  | { readonly tone: 'success'; readonly text: string }
  | { readonly tone: 'error'; readonly text: string };

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
  const language = useLanguage();
  const api = useMemo(() => given ?? createPaymentReviewApi(), [given]);
  const [list, setList] = useState<TPaymentReviewList | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else setOutcome({ tone: 'error', text: t(failureKey(error)) });
    },
    [onSessionEnded, t],
  );

  const load = useCallback(() => {
    api.list().then(setList, failed);
  }, [api, failed]);
  useEffect(load, [load]);

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
    <section className="stack" aria-labelledby="payment-review-heading">
      <h2 id="payment-review-heading">{t('pennyTransfer.console.heading')}</h2>
      <p>{t('pennyTransfer.console.lead')}</p>
      <div>
        <button type="button" className="button button--secondary" onClick={load}>
          {t('pennyTransfer.console.refresh')}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.items.length === 0 ? (
        <p>{t('pennyTransfer.console.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('pennyTransfer.console.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pennyTransfer.console.payer')}</th>
                <th scope="col">{t('pennyTransfer.console.applicant')}</th>
                <th scope="col">{t('pennyTransfer.console.amount')}</th>
                <th scope="col">{t('pennyTransfer.console.reference')}</th>
                <th scope="col">{t('pennyTransfer.console.received')}</th>
                <th scope="col">{t('pennyTransfer.console.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.payerName}</th>
                  <td>{item.applicantName}</td>
                  <td>{money(item.amountCents, item.currency, language)}</td>
                  <td>{formatReference(item.reference)}</td>
                  <td>{formatDateTime(item.receivedAt, language)}</td>
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
