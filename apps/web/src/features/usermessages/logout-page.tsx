import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { useSessionUid } from '../../lib/wizard/use-session-uid';
import { useCreateLogoutRequest } from './api/create-logout-request';
import { EmailLeaveForm } from './components/leave-forms';
import { ActionLink, BankSiteLink, MessageLayout } from './components/message-layout';

/**
 * /usermessages/logout, the header's exit (spec 1 §2): the application stays saved; leaving sends
 * the applicant a link to continue (the EMAIL leave request) and ends the session.
 */
export function LogoutPage() {
  const t = useT();
  const session = useSessionUid({ quiet: true });
  const leave = useCreateLogoutRequest();

  if (session.isPending) return null;

  if (leave.isSuccess || session.uid === null) {
    return (
      <MessageLayout
        tone="success"
        title={t('userMessages.logout.doneTitle')}
        actions={<BankSiteLink variant="primary" />}
      >
        <p className="message-layout__lead" role="status">
          {leave.isSuccess ? t('userMessages.logout.doneText') : t('userMessages.logout.signedOut')}
        </p>
      </MessageLayout>
    );
  }

  return (
    <MessageLayout tone="info" title={t('userMessages.logout.title')}>
      <p className="message-layout__lead">{t('userMessages.logout.text')}</p>
      <EmailLeaveForm
        uid={session.uid}
        label={t('userMessages.logout.emailLabel')}
        submitLabel={t('userMessages.logout.submit')}
        pending={leave.isPending}
        onSend={(request) => leave.mutate(request)}
      >
        <ActionLink to={paths.home.getHref()} variant="secondary">
          {t('userMessages.logout.stay')}
        </ActionLink>
      </EmailLeaveForm>
    </MessageLayout>
  );
}
