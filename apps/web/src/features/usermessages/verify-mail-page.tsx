import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n-context';
import { readUidCookie } from '../../lib/wizard/session-cookies';
import { useRetryRegistrationEmail } from './api/retry-registration-email';
import { MessageLayout } from './components/message-layout';

/** /usermessages/verifymail: PROSPECT_NEW, the confirmation e-mail is on its way. */
export function VerifyMailPage() {
  const t = useT();
  const uid = readUidCookie();
  const resend = useRetryRegistrationEmail();
  return (
    <MessageLayout
      tone="info"
      title={t('userMessages.verifyMail.title')}
      actions={
        uid !== null && !resend.isSuccess ? (
          <Button
            variant="secondary"
            loading={resend.isPending}
            onClick={() => resend.mutate({ uid })}
          >
            {t('userMessages.verifyMail.resend')}
          </Button>
        ) : null
      }
    >
      <p className="message-layout__lead">{t('userMessages.verifyMail.text')}</p>
      <p className="message-layout__muted">{t('userMessages.verifyMail.hint')}</p>
      <div role="status">
        {resend.isSuccess ? (
          <p className="message-done">{t('userMessages.verifyMail.resent')}</p>
        ) : null}
      </div>
    </MessageLayout>
  );
}
