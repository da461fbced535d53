import {
  OPERATOR_OPENING_HOURS,
  WEEKDAYS,
  expandCompactTime,
  toWeeklyOpeningHours,
  weekdayFromJsDay,
  type TOpeningHoursResponse,
  type Weekday,
} from '@onboarding/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useOpeningHours } from '../../lib/opening-hours/api/get-opening-hours';
import { storeContinueChoice } from '../../lib/wizard/session-cookies';
import { ActionLink, MessageLayout } from './components/message-layout';

const FALLBACK_WEEK = toWeeklyOpeningHours(OPERATOR_OPENING_HOURS);
/** Two weeks always hold an opening day unless the bank closes for longer (then none is named). */
const LOOK_AHEAD_DAYS = 14;

export interface NextOpening {
  /** The calendar day in the bank's time zone, YYYY-MM-DD. */
  readonly date: string;
  readonly weekday: Weekday;
  /** HH:MM in the bank's time zone. */
  readonly from: string;
  /** 0 today, 1 tomorrow, … */
  readonly inDays: number;
}

/** The calendar day and time of an instant in a time zone ("2026-11-23", "16:05"). */
function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * When the video advisers are next available (issue 13 point 1): the first day from today, in
 * the bank's time zone, that is neither closed nor a holiday and whose hours are still ahead.
 */
export function nextOpening(hours: TOpeningHoursResponse, now: Date): NextOpening | null {
  const today = localParts(now, hours.timeZone);
  for (let inDays = 0; inDays < LOOK_AHEAD_DAYS; inDays += 1) {
    const date = addDays(today.date, inDays);
    const weekday = weekdayFromJsDay(new Date(`${date}T12:00:00Z`).getUTCDay());
    if (weekday === null || hours.holidays.includes(date)) continue;
    const day = hours.openingHours[weekday];
    if (day.closed || day.openFrom === null || day.openTo === null) continue;
    const from = expandCompactTime(day.openFrom);
    const to = expandCompactTime(day.openTo);
    if (inDays === 0 && today.time >= to) continue;
    return { date, weekday, from: inDays === 0 && today.time > from ? today.time : from, inDays };
  }
  return null;
}

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
        : new Intl.DateTimeFormat(language, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${next.date}T12:00:00Z`));
  return (
    <p className="message-layout__lead">
      <strong>{t('videoChat.closed.next', { day, time: next.from })}</strong>
    </p>
  );
}

/**
 * /usermessages/callcenterclosed (spec 1 §4 opening-hours gate, issue 13 point 1): when the video
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
      {hours.data !== undefined && <NextOpeningLine hours={hours.data} />}
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
