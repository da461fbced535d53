import {
  OPERATOR_OPENING_HOURS,
  WEEKDAYS,
  expandCompactTime,
  nextOpening,
  toWeeklyOpeningHours,
  type TOpeningHoursResponse,
} from '@onboarding/domain';
import { formatDate } from '@onboarding/domain/format';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useOpeningHours } from '../../lib/opening-hours/api/get-opening-hours';
import { storeContinueChoice } from '../../lib/wizard/session-cookies';
import { ActionLink, MessageLayout } from './components/message-layout';

const FALLBACK_WEEK = toWeeklyOpeningHours(OPERATOR_OPENING_HOURS);

function NextOpeningLine({ hours }: { hours: TOpeningHoursResponse }) {
  const t = useT();
  const language = useLanguage();
  const next = nextOpening(hours, new Date());
  if (next === null) return null;
  const day =
    next.inDays === 0
      ? t('videoChat.closed.today')
      : next.inDays === 1
        ? t('videoChat.closed.tomorrow')
        : t('videoChat.closed.onDate', { date: formatDate(next.date, language) });
  return (
    <p className="message-layout__lead message-layout__next">
      <strong>{t('videoChat.closed.next', { day, time: next.from })}</strong>
    </p>
  );
}

/**
 * /usermessages/callcenterclosed (spec 1 §4 opening-hours gate, decision 061): when the video
 * advisers are next available and their week; the applicant may book a video call, ask for a call
 * back, or continue without the call for now (the continueNoVirtualBranch cookie, back to the
 * home gate).
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
          <ActionLink to={`${paths.contact.getHref()}?choice=APPOINTMENT`}>
            {t('videoChat.closed.book')}
          </ActionLink>
          <ActionLink to={`${paths.contact.getHref()}?choice=CALL`} variant="secondary">
            {t('videoChat.closed.callBack')}
          </ActionLink>
          <Button variant="secondary" onClick={continueOnline}>
            {t('userMessages.callCenterClosed.continue')}
          </Button>
        </>
      }
    >
      {/* The line's place is kept while the hours are on their way, in the page index.html
          paints too: arriving, the line moves nothing below it (CLS, decision 305). */}
      {hours.data === undefined ? (
        <p className="message-layout__lead message-layout__next" aria-hidden="true" />
      ) : (
        <NextOpeningLine hours={hours.data} />
      )}
      <p className="message-layout__lead">{t('userMessages.callCenterClosed.text')}</p>
      <section className="message-section" aria-labelledby="call-centre-hours">
        <h2 id="call-centre-hours" className="message-section__title">
          {t('userMessages.callCenterClosed.hoursHeading')}
        </h2>
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
