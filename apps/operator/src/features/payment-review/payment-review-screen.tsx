import { formatReference, type TPaymentReview } from '@onboarding/domain';
import { formatIban } from '@onboarding/domain/format';
import { useT } from '@onboarding/web-shell';
import { Link } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import { readFailure, useOutcome } from '../../shared/api/use-outcome';
import { ConsoleTableScreen } from '../../shared/ui/console-table';
import { paths } from '../../shared/paths';
import { useConsoleFormat } from '../../shared/ui/format';
import { useDecidePayment, usePaymentReviews } from './use-payment-reviews';
import './payment-review.css';

/**
 * Penny transfers whose payer's name differs from the applicant's (decision 143): both names,
 * the amount and the date side by side; accept activates the product, refuse returns the money.
 * Plain buttons in a table: every decision is a Tab and an Enter away.
 */
export function PaymentReviewScreen() {
  const t = useT();
  const format = useConsoleFormat();
  const list = usePaymentReviews();
  const decide = useDecidePayment();
  const { outcome, setOutcome, failed } = useOutcome();
  // Decision 265: each name with its account, so the operator compares both.
  const iban = (value: string | null) =>
    value === null ? t('casePage.payments.noIban') : formatIban(value);

  const decideOn = (item: TPaymentReview, decision: 'accept' | 'refuse') =>
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            text:
              decision === 'accept'
                ? t('pennyTransfer.console.accepted', { applicant: item.applicantName })
                : t('pennyTransfer.console.refused', { payer: item.payerName }),
          }),
        onError: (error) =>
          isStaffApiError(error) && error.status === 409
            ? setOutcome({ tone: 'error', text: t('pennyTransfer.console.alreadyDecided') })
            : failed(error),
      },
    );

  return (
    <ConsoleTableScreen
      headingId="payment-review-heading"
      heading={t('pennyTransfer.console.heading')}
      lead={t('pennyTransfer.console.lead')}
      refreshLabel={t('pennyTransfer.console.refresh')}
      onRefresh={() => void list.refetch()}
      outcome={outcome ?? readFailure(list.error, t)}
      rowCount={list.data === undefined ? null : list.data.items.length}
      emptyText={t('pennyTransfer.console.empty')}
      caption={t('pennyTransfer.console.caption')}
      columns={[
        t('pennyTransfer.console.payer'),
        t('casePage.payments.payerIban'),
        t('pennyTransfer.console.applicant'),
        t('casePage.payments.declaredIban'),
        t('pennyTransfer.console.amount'),
        t('pennyTransfer.console.reason'),
        t('pennyTransfer.console.reference'),
        t('pennyTransfer.console.received'),
        t('pennyTransfer.console.actions'),
      ]}
      rows={list.data?.items.map((item) => (
        <tr key={item.id}>
          <th scope="row">{item.payerName}</th>
          <td className="payment-review__iban">{iban(item.payerIban)}</td>
          <td>
            {/* Every list links to the case page (decision 265). */}
            <Link to={paths.casePage(item.prospectId)}>{item.applicantName}</Link>
          </td>
          <td className="payment-review__iban">{iban(item.declaredIban)}</td>
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
                disabled={decide.isPending}
                aria-label={t('pennyTransfer.console.accept', { payer: item.payerName })}
                onClick={() => decideOn(item, 'accept')}
              >
                {t('pennyTransfer.console.acceptShort')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={decide.isPending}
                aria-label={t('pennyTransfer.console.refuse', { payer: item.payerName })}
                onClick={() => decideOn(item, 'refuse')}
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
