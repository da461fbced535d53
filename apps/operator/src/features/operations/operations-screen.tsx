import {
  queueNow,
  ZFunnelPeriod,
  FUNNEL_PERIODS,
  type FunnelPeriod,
  type TFunnel,
  type TOperationsToday,
} from '@onboarding/domain';
import { formatDuration, formatNumber, formatPercent, formatTime } from '@onboarding/domain/format';
import { useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { failureKey } from '../../shared/api/api-error';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { useStaff } from '../../shared/session/session';
import { Card } from '../../shared/ui/card';
import { ConsoleTable } from '../../shared/ui/console-table';
import { Notice } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import { useNow } from '../../shared/ui/use-now';
import { AlertSettingsForm } from './alert-settings-form';
import { useDayFigures, useFunnel } from './use-operations';
import './operations.css';

function useNumbers() {
  const language = useLanguage();
  return {
    count: (value: number) => formatNumber(value, language, { fractionDigits: 0 }),
    share: (value: number) => formatPercent(value, language, { fractionDigits: 0 }),
  };
}

/**
 * The queue now, from the cache the console's queue room keeps live (the arrival alert joins it
 * on every screen, decision 270); the longest wait ticks each second without a request.
 */
function QueueNowCard() {
  const t = useT();
  const api = useStaffApi();
  const numbers = useNumbers();
  const now = useNow(1000);
  const queue = useQuery({
    queryKey: consoleKeys.queue,
    queryFn: () => api.queue(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const figures = queue.data ? queueNow(queue.data.entries, new Date(now)) : null;
  return (
    <Card heading={t('operations.queue.heading')}>
      {queue.error !== null && figures === null ? (
        <Notice tone="error">{t(failureKey(queue.error))}</Notice>
      ) : figures === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <dl className="operations__figures">
          <div className="operations__figure">
            <dt>{t('operations.queue.waiting')}</dt>
            <dd>{numbers.count(figures.waiting)}</dd>
          </div>
          <div className="operations__figure">
            <dt>{t('operations.queue.inCall')}</dt>
            <dd>{numbers.count(figures.inCall)}</dd>
          </div>
          <div className="operations__figure">
            <dt>{t('operations.queue.longestWait')}</dt>
            <dd>
              {figures.longestWaitSeconds === null
                ? t('operations.queue.noWait')
                : formatDuration(figures.longestWaitSeconds)}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function DayFiguresTables({ today }: { readonly today: TOperationsToday }) {
  const t = useT();
  const numbers = useNumbers();
  const wait = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds));
  const rows: readonly [string, string][] = [
    [t('operations.today.callsTaken'), numbers.count(today.waits.count)],
    [t('operations.today.p50'), wait(today.waits.p50Seconds)],
    [t('operations.today.p90'), wait(today.waits.p90Seconds)],
    [t('operations.today.approved'), numbers.count(today.decisions.approved)],
    [t('operations.today.rejected'), numbers.count(today.decisions.rejected)],
    [t('operations.today.sentBack'), numbers.count(today.decisions.sentBack)],
    // Decision 273: a first approval waiting for a second staff member is no approval yet.
    [
      t('operations.today.awaitingSecondApproval'),
      numbers.count(today.decisions.awaitingSecondApproval),
    ],
  ];
  return (
    <>
      <ConsoleTable
        caption={t('operations.today.figuresCaption')}
        columns={[t('operations.today.figureColumn'), t('operations.today.valueColumn')]}
      >
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="operations__number">{value}</td>
          </tr>
        ))}
      </ConsoleTable>
      {today.callsPerOperator.length === 0 ? (
        <p>{t('operations.today.noCalls')}</p>
      ) : (
        <ConsoleTable
          caption={t('operations.today.operatorsCaption')}
          columns={[t('operations.today.operatorColumn'), t('operations.today.callsColumn')]}
        >
          {today.callsPerOperator.map((row) => (
            <tr key={row.operatorId}>
              <th scope="row">{row.operatorName || t('operations.today.formerStaff')}</th>
              <td className="operations__number">{numbers.count(row.calls)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

/** The day so far (supervisors), read again every 15 seconds (decision 270). */
function DayFiguresCard() {
  const t = useT();
  const { timeZone } = useVariant();
  const today = useDayFigures();
  return (
    <Card heading={t('operations.today.heading')} className="operations__wide">
      {today.data ? (
        <>
          <p>{t('operations.today.lead', { time: formatTime(today.data.asOf, timeZone) })}</p>
          <DayFiguresTables today={today.data} />
        </>
      ) : today.error !== null ? (
        <Notice tone="error">{t('operations.loadFailed')}</Notice>
      ) : (
        <p>{t('common.loading')}</p>
      )}
    </Card>
  );
}

function ProductFunnel({
  product,
  period,
}: {
  readonly product: TFunnel['products'][number];
  readonly period: FunnelPeriod;
}) {
  const t = useT();
  const numbers = useNumbers();
  const headingId = `${useId()}-product`;
  const name = processName(product.process, t);
  return (
    <section className="operations__product" aria-labelledby={headingId}>
      <h4 id={headingId}>{name}</h4>
      <p>{t('operations.funnel.started', { count: product.started })}</p>
      <ConsoleTable
        caption={t('operations.funnel.caption', {
          product: name,
          period: t(`operations.funnel.periods.${period}`),
        })}
        columns={[
          t('operations.funnel.stepColumn'),
          t('operations.funnel.reachedColumn'),
          t('operations.funnel.shareColumn'),
          t('operations.funnel.dropOffColumn'),
        ]}
      >
        {product.steps.map((step, index) => {
          const share = product.started === 0 ? null : step.reached / product.started;
          return (
            <tr key={step.step}>
              <th scope="row">{t(`wizard.steps.${step.step}`)}</th>
              <td className="operations__number">{numbers.count(step.reached)}</td>
              <td>
                <span className="operations__share">
                  {/* The bar repeats the figure beside it for the eye; screen readers read the figure. */}
                  <span className="operations__bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((share ?? 0) * 100)}%` }} />
                  </span>
                  <span>{share === null ? '—' : numbers.share(share)}</span>
                </span>
              </td>
              <td className="operations__number">
                {index === 0
                  ? '—'
                  : step.dropOffShare === null
                    ? numbers.count(step.dropOff)
                    : t('operations.funnel.dropOffValue', {
                        count: numbers.count(step.dropOff),
                        share: numbers.share(step.dropOffShare),
                      })}
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
    </section>
  );
}

/** The funnel (supervisors, decision 271); the period is in the address (?period=…). */
function FunnelCard() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const parsed = ZFunnelPeriod.safeParse(search.get('period'));
  const period: FunnelPeriod = parsed.success ? parsed.data : 'LAST_7_DAYS';
  const funnel = useFunnel(period);
  const legendId = `${useId()}-period`;
  return (
    <Card heading={t('operations.funnel.heading')} className="operations__wide">
      <p>{t('operations.funnel.lead')}</p>
      <fieldset className="operations__periods" aria-labelledby={legendId}>
        <legend id={legendId} className="operations__legend">
          {t('operations.funnel.periodLabel')}
        </legend>
        <div className="cluster">
          {FUNNEL_PERIODS.map((each) => (
            <label key={each} className="operations__switch">
              <input
                type="radio"
                name="funnel-period"
                value={each}
                checked={each === period}
                onChange={() => setSearch({ period: each }, { replace: true })}
              />
              <span>{t(`operations.funnel.periods.${each}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {funnel.data ? (
        funnel.data.products.map((product) => (
          <ProductFunnel key={product.process} product={product} period={funnel.data.period} />
        ))
      ) : funnel.error !== null ? (
        <Notice tone="error">{t('operations.loadFailed')}</Notice>
      ) : (
        <p>{t('common.loading')}</p>
      )}
    </Card>
  );
}

/**
 * Operations live at /operations (decisions 270, 271): every member of staff sees the queue now
 * and sets the arrival alert; a supervisor also sees the day so far and the funnel.
 */
export function OperationsScreen() {
  const t = useT();
  const staff = useStaff();
  return (
    <section className="stack" aria-labelledby="operations-heading">
      <h2 id="operations-heading">{t('operations.heading')}</h2>
      <p>{t('operations.lead')}</p>
      <div className="operations">
        <QueueNowCard />
        <AlertSettingsForm />
        {staff.role === 'SUPERVISOR' ? (
          <>
            <DayFiguresCard />
            <FunnelCard />
          </>
        ) : null}
      </div>
    </section>
  );
}
