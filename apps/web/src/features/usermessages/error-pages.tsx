import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { AppointmentBooking } from './components/appointment-booking';
import { ActionLink, MessageLayout } from './components/message-layout';
import { asIneligibilityReason, useStoredIneligibility } from './hooks/use-stored-ineligibility';

/**
 * /usermessages/errorpage (spec 1 §8): the applicant cannot continue online. The ineligibility
 * reason comes as `?reason=` (decision 062), or, for an applicant who comes back later, from the
 * decision the server recorded; each reason has its text, and every one offers a branch
 * appointment.
 */
export function ErrorPage() {
  const t = useT();
  const [search] = useSearchParams();
  const linked = asIneligibilityReason(search.get('reason'));
  const stored = useStoredIneligibility(linked === null);
  const reason = linked ?? stored;
  return (
    <MessageLayout tone="warning" title={t('userMessages.errorPage.title')}>
      <p className="message-layout__lead">{t('userMessages.errorPage.lead')}</p>
      <p className="message-reason">
        <span className="message-reason__heading">{t('userMessages.errorPage.reasonHeading')}</span>
        {reason === null
          ? t('userMessages.errorPage.unknownReason')
          : t(`userMessages.errorPage.reasons.${reason}`)}
      </p>
      <p>{t('userMessages.errorPage.branchOffer')}</p>
      <AppointmentBooking />
    </MessageLayout>
  );
}

/** /usermessages/errorpage/contractsignaturefailed (spec 1 §8). */
export function ContractSignatureFailedPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="error"
      title={t('userMessages.contractSignatureFailed.title')}
      actions={
        <ActionLink to={paths.home.getHref()}>
          {t('userMessages.contractSignatureFailed.retry')}
        </ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.contractSignatureFailed.text')}</p>
      <p>{t('userMessages.contractSignatureFailed.more')}</p>
    </MessageLayout>
  );
}

/** /usermessages/errorpage/selectbranch: SEND_TO_BRANCH and PROSPECT_REDIRECT_TO_BRANCH. */
export function SelectBranchPage() {
  const t = useT();
  return (
    <MessageLayout tone="info" title={t('userMessages.selectBranch.title')}>
      <p className="message-layout__lead">{t('userMessages.selectBranch.text')}</p>
      <AppointmentBooking />
    </MessageLayout>
  );
}

/** /usermessages/errorpage/selectbranchorcontinueonline: SEND_TO_BRANCH_OR_OTHER_PROCESS. */
export function SelectBranchOrContinueOnlinePage() {
  const t = useT();
  return (
    <MessageLayout
      tone="info"
      title={t('userMessages.selectBranchOrContinueOnline.title')}
      actions={
        <ActionLink to={paths.home.getHref()}>
          {t('userMessages.selectBranchOrContinueOnline.continueOnline')}
        </ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.selectBranchOrContinueOnline.text')}</p>
      <AppointmentBooking />
    </MessageLayout>
  );
}

/** /usermessages/errorpage/loannotdisemborsed: the loan cannot be granted online. */
export function LoanNotDisbursedPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="warning"
      title={t('userMessages.loanNotDisbursed.title')}
      actions={
        <ActionLink to={paths.home.getHref()}>
          {t('userMessages.loanNotDisbursed.openAccount')}
        </ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.loanNotDisbursed.text')}</p>
    </MessageLayout>
  );
}

/** /usermessages/errorpage/checkemail: the check-email call answered statusCode 400. */
export function CheckEmailPage() {
  const t = useT();
  return (
    <MessageLayout
      tone="warning"
      title={t('userMessages.checkEmail.title')}
      actions={
        <ActionLink to={paths.lightSignup.getHref()}>
          {t('userMessages.checkEmail.correct')}
        </ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.checkEmail.text')}</p>
    </MessageLayout>
  );
}
