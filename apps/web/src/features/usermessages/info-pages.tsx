import { ROUTES } from '@onboarding/domain';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { DigitalPackageAction, DigitalPackageFee } from './components/digital-package-offer';
import { ActionLink, BankSiteLink, MessageLayout } from './components/message-layout';

/** /usermessages/genericerror (spec 3 §8: technical error, ECONNABORTED, failed uid fetch). */
export function GenericErrorPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="error"
      title={t('userMessages.genericError.title')}
      actions={
        <>
          <ActionLink to={paths.home.getHref()}>{t('userMessages.genericError.retry')}</ActionLink>
          <BankSiteLink />
        </>
      }
    >
      <p className="message-layout__lead">{t('userMessages.genericError.text')}</p>
      <p>{t('userMessages.genericError.more')}</p>
    </MessageLayout>
  );
}

/** /usermessages/saveprocess: IN_PROGRESS, the application waits for the bank. */
export function SaveProcessPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="success"
      title={t('userMessages.saveProcess.title')}
      actions={<BankSiteLink />}
    >
      <p className="message-layout__lead">{t('userMessages.saveProcess.text')}</p>
      <p className="message-layout__muted">{t('userMessages.saveProcess.more')}</p>
    </MessageLayout>
  );
}

/**
 * /usermessages/saveloanprocess (CREDIT_APPROVAL IN_PROGRESS): the assessment is still running;
 * the applicant may come back, or look again on the waiting screen.
 */
export function SaveLoanProcessPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="success"
      title={t('userMessages.saveLoanProcess.title')}
      actions={
        <>
          <ActionLink to={ROUTES.shortTimeService}>
            {t('userMessages.saveLoanProcess.check')}
          </ActionLink>
          <BankSiteLink />
        </>
      }
    >
      <p className="message-layout__lead">{t('userMessages.saveLoanProcess.text')}</p>
      <p className="message-layout__muted">{t('userMessages.saveLoanProcess.more')}</p>
    </MessageLayout>
  );
}

/**
 * /usermessages/openaccount (CREDIT_APPROVAL IN_PROGRESS_SEND_TO_OTHER_PROCESS): the current
 * account is being opened with what the applicant already gave; the wizard goes on from home.
 */
export function OpenAccountPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="info"
      title={t('userMessages.openAccount.title')}
      actions={
        <ActionLink to={paths.home.getHref()}>{t('userMessages.openAccount.action')}</ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.openAccount.text')}</p>
      <p className="message-layout__muted">{t('userMessages.openAccount.more')}</p>
    </MessageLayout>
  );
}

/** /usermessages/fromEcoForYouToEco: the student package does not apply (birthDateOk false). */
export function FromEcoForYouToEcoPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="info"
      title={t('userMessages.fromEcoForYouToEco.title')}
      actions={<DigitalPackageAction />}
    >
      <p className="message-layout__lead">{t('userMessages.fromEcoForYouToEco.text')}</p>
      <DigitalPackageFee />
    </MessageLayout>
  );
}
