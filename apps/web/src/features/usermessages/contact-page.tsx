import { LOGOUT_EVENT_TYPES, type LogoutEventType } from '@onboarding/domain';
import { formatDialledNumber, unbroken } from '@onboarding/domain/format';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RadioGroup } from '../../components/ui/radio-group';
import { useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import { useSessionUid } from '../../lib/wizard/use-session-uid';
import { useCreateLogoutRequest } from './api/create-logout-request';
import { AppointmentBooking } from './components/appointment-booking';
import { CallLeaveForm, EmailLeaveForm } from './components/leave-forms';
import { BankSiteLink, MessageLayout } from './components/message-layout';

function isEventType(value: string): value is LogoutEventType {
  return (LOGOUT_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * /usermessages/contact, save and exit (spec 1 §2, spec 3 §3): the application is saved; the
 * applicant asks for a link by e-mail, a call back or a branch appointment.
 */
export function ContactPage() {
  const t = useT();
  const session = useSessionUid({ quiet: true });
  // `?choice=CALL|APPOINTMENT` opens that way of leaving (from the video call's offers).
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<LogoutEventType | null>(() => {
    const asked = params.get('choice');
    return asked !== null && isEventType(asked) ? asked : null;
  });
  const leave = useCreateLogoutRequest();
  const variant = useVariant();

  if (leave.isSuccess && leave.variables.eventType !== 'APPOINTMENT') {
    const sent = leave.variables;
    return (
      <MessageLayout
        tone="success"
        title={t('userMessages.contact.sentTitle')}
        actions={<BankSiteLink />}
      >
        <p className="message-layout__lead" role="status">
          {sent.eventType === 'EMAIL'
            ? t('userMessages.contact.sentEmail')
            : t('userMessages.contact.sentCall', {
                number: unbroken(formatDialledNumber(sent.call.number, variant.phonePrefix)),
              })}
        </p>
      </MessageLayout>
    );
  }

  const send = leave.mutate;
  return (
    <MessageLayout tone="info" title={t('userMessages.contact.title')}>
      <p className="message-layout__lead">{t('userMessages.contact.text')}</p>
      {session.isPending ? null : session.uid === null ? (
        <p className="message-reason">{t('userMessages.contact.noUid')}</p>
      ) : (
        <>
          <RadioGroup
            legend={t('userMessages.contact.legend')}
            name="contactChoice"
            value={choice}
            onValueChange={(value) => setChoice(isEventType(value) ? value : null)}
            options={LOGOUT_EVENT_TYPES.map((type) => ({
              value: type,
              label: t(`userMessages.contact.options.${type}`),
            }))}
          />
          {choice === 'EMAIL' ? (
            <EmailLeaveForm
              uid={session.uid}
              label={t('userMessages.contact.emailLabel')}
              submitLabel={t('userMessages.contact.submit')}
              pending={leave.isPending}
              onSend={(request) => send(request)}
            />
          ) : null}
          {choice === 'CALL' ? (
            <CallLeaveForm
              uid={session.uid}
              label={t('userMessages.contact.phoneLabel')}
              submitLabel={t('userMessages.contact.submit')}
              pending={leave.isPending}
              onSend={(request) => send(request)}
            />
          ) : null}
          {choice === 'APPOINTMENT' ? <AppointmentBooking /> : null}
        </>
      )}
    </MessageLayout>
  );
}
