import {
  OPERATOR_OPENING_HOURS,
  WEEKDAYS,
  expandCompactTime,
  toWeeklyOpeningHours,
} from '@onboarding/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { useOpeningHours } from '../../lib/opening-hours/api/get-opening-hours';
import { storeContinueChoice } from '../../lib/wizard/session-cookies';
import { ActionLink, MessageLayout } from './components/message-layout';

const FALLBACK_WEEK = toWeeklyOpeningHours(OPERATOR_OPENING_HOURS);

/**
 * /usermessages/callcenterclosed (spec 1 §4 opening-hours gate): the video advisers' hours; the
 * applicant may continue without the call for now, which sets the continueNoVirtualBranch cookie
 * and returns to the home gate.
 */
export function CallCenterClosedPage() {
  const t = useT();
  const navigate = useNavigate();
  const hours = useOpeningHours(paths.callCenterClosed.path);
  // Until the server's answer arrives (or if it does not), the bank's published hours.
  const week = hours.data?.openingHours ?? FALLBACK_WEEK;

  const continueOnline = () => {
    storeContinueChoice();
    void navigate(paths.home.getHref());
  };

  return (
    <MessageLayout
      tone="warning"
      title={t('userMessages.callCenterClosed.title')}
      actions={
        <>
          <Button onClick={continueOnline}>{t('userMessages.callCenterClosed.continue')}</Button>
          <ActionLink to={paths.contact.getHref()} variant="secondary">
            {t('userMessages.callCenterClosed.saveAndLeave')}
          </ActionLink>
        </>
      }
    >
      <p className="message-layout__lead">{t('userMessages.callCenterClosed.text')}</p>
      <section className="message-section" aria-labelledby="call-centre-hours">
        <h3 id="call-centre-hours" className="message-section__title">
          {t('userMessages.callCenterClosed.hoursHeading')}
        </h3>
        <dl className="message-hours">
          {WEEKDAYS.map((weekday) => {
            const day = week[weekday];
            return (
              <div key={weekday} className="message-hours__row">
                <dt>{t(`userMessages.callCenterClosed.weekdays.${weekday}`)}</dt>
                <dd>
                  {day.closed || !day.openFrom || !day.openTo
                    ? t('userMessages.callCenterClosed.closedDay')
                    : t('userMessages.callCenterClosed.hours', {
                        from: expandCompactTime(day.openFrom),
                        to: expandCompactTime(day.openTo),
                      })}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="message-layout__muted">{t('userMessages.callCenterClosed.holidays')}</p>
      </section>
    </MessageLayout>
  );
}
