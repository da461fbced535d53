import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { AppointmentBooking } from './components/appointment-booking';
import { ActionLink, MessageLayout } from './components/message-layout';
import { useLoanSwitch, type LoanSwitch } from './hooks/use-loan-switch';
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

/** The switch to a current account, or the way home when there is no loan waiting for it. */
function ContinueWithAccount({ loan, label }: { loan: LoanSwitch; label: string }) {
  if (loan.prospectId === null) return <ActionLink to={paths.home.getHref()}>{label}</ActionLink>;
  return (
    <Button onClick={loan.switchToAccount} loading={loan.switching}>
      {label}
    </Button>
  );
}

function SwitchFailed({ loan }: { loan: LoanSwitch }) {
  const t = useT();
  return loan.failed ? (
    <p className="message-layout__error" role="alert">
      {t('userMessages.loanSwitch.failed')}
    </p>
  ) : null;
}

/**
 * A loan a branch may still grant (CREDIT_APPROVAL SEND_TO_BRANCH, and the business code
 * SEND_TO_BRANCH_OR_OTHER_PROCESS): a branch appointment, or online on with a current account.
 */
function BranchOrContinueOnline({ loan }: { loan: LoanSwitch }) {
  const t = useT();
  return (
    <MessageLayout tone="info" title={t('userMessages.selectBranchOrContinueOnline.title')}>
      <p className="message-layout__lead">{t('userMessages.selectBranchOrContinueOnline.text')}</p>
      <p>{t('userMessages.selectBranchOrContinueOnline.accountText')}</p>
      <div className="message-layout__actions">
        <ContinueWithAccount
          loan={loan}
          label={t('userMessages.selectBranchOrContinueOnline.continueOnline')}
        />
      </div>
      <SwitchFailed loan={loan} />
      <AppointmentBooking />
    </MessageLayout>
  );
}

/** /usermessages/errorpage/selectbranchorcontinueonline: SEND_TO_BRANCH_OR_OTHER_PROCESS. */
export function SelectBranchOrContinueOnlinePage() {
  const loan = useLoanSwitch();
  return <BranchOrContinueOnline loan={loan} />;
}

/**
 * /usermessages/errorpage/loannotdisemborsed (CREDIT_APPROVAL REJECT, and the page of a loan in
 * PRODUCT_WAITING_SWITCH_PRODUCT): the loan cannot be granted online; a current account instead,
 * or a branch appointment. When the assessment says a branch may grant it (SEND_TO_BRANCH), the
 * page shows the branch-or-continue-online text instead.
 */
export function LoanNotDisbursedPage() {
  const t = useT();
  const loan = useLoanSwitch();
  if (loan.assessment?.creditApprovalCode === 'SEND_TO_BRANCH') {
    return <BranchOrContinueOnline loan={loan} />;
  }
  return (
    <MessageLayout tone="warning" title={t('userMessages.loanNotDisbursed.title')}>
      <p className="message-layout__lead">{t('userMessages.loanNotDisbursed.text')}</p>
      <div className="message-layout__actions">
        <ContinueWithAccount loan={loan} label={t('userMessages.loanNotDisbursed.openAccount')} />
      </div>
      <SwitchFailed loan={loan} />
      <p>{t('userMessages.loanNotDisbursed.branchText')}</p>
      <AppointmentBooking />
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
