import { ROUTES } from '@onboarding/domain';
import { formatMoney } from '@onboarding/domain/format';
import { useQuery } from '@tanstack/react-query';
import { pennyTransferQueryOptions } from '../../components/payment-instructions/penny-transfer-api';
import { PaymentInstructions } from '../../components/payment-instructions/payment-instructions';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { PageHeading } from '../../components/page-heading/page-heading';
import './penny-transfer.css';

/**
 * /pennytransfer (decision 143): what to pay, where, with the UPN QR in the si variant (decision
 * 240); a waiting state that asks again every 10 s and turns into Continue → /welcome when the
 * payment is matched.
 */
export function PennyTransferPage() {
  const t = useT();
  const language = useLanguage();
  const { process } = useWizard();
  const query = useQuery(pennyTransferQueryOptions(process.productId));
  const continueWizard = useContinueWizard(ROUTES.welcome);

  if (query.isPending) {
    return (
      <section className="step-card step-card--loading penny-transfer">
        <Spinner label={t('pennyTransfer.loading')} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="step-card penny-transfer" aria-labelledby="penny-transfer-title">
        <PageHeading id="penny-transfer-title" className="step-title">
          {t('pennyTransfer.title')}
        </PageHeading>
        <p>{t('pennyTransfer.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('pennyTransfer.retry')}
        </Button>
      </section>
    );
  }

  const transfer = query.data;
  const amount = formatMoney(transfer.amount.cents, transfer.amount.currency, language);
  return (
    <section className="step-card penny-transfer" aria-labelledby="penny-transfer-title">
      {transfer.state === 'PAID' ? (
        <div className="penny-transfer__outcome">
          <Icon name="success" className="penny-transfer__outcome-icon" />
          <PageHeading id="penny-transfer-title" className="step-title">
            {t('pennyTransfer.paid.heading')}
          </PageHeading>
          <p>{t('pennyTransfer.paid.text')}</p>
          <Button onClick={() => void continueWizard(ROUTES.welcome)}>
            {t('pennyTransfer.paid.continue')}
          </Button>
        </div>
      ) : transfer.state === 'REFUSED' ? (
        <div className="penny-transfer__outcome">
          <PageHeading id="penny-transfer-title" className="step-title">
            {t('pennyTransfer.refused.heading')}
          </PageHeading>
          <p>{t('pennyTransfer.refused.text')}</p>
        </div>
      ) : (
        <>
          <PageHeading id="penny-transfer-title" className="step-title">
            {transfer.state === 'IN_REVIEW'
              ? t('pennyTransfer.review.heading')
              : t('pennyTransfer.title')}
          </PageHeading>
          <p className="penny-transfer__lead">
            {transfer.state === 'IN_REVIEW'
              ? t('pennyTransfer.review.text')
              : t('pennyTransfer.lead', { amount })}
          </p>
          <p className="info-note waiting-note" role="status">
            <Spinner size="sm" decorative />{' '}
            {transfer.state === 'IN_REVIEW'
              ? t('pennyTransfer.review.heading')
              : t('pennyTransfer.waiting.status')}
          </p>
          {transfer.state === 'WAITING_FOR_PAYMENT' && <PaymentInstructions transfer={transfer} />}
        </>
      )}
    </section>
  );
}
