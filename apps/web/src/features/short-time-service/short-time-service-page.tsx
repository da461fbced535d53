import {
  LONG_PROCESS_POLL_INTERVAL_MS,
  RISK_EXPECTED_SECONDS,
  RISK_OUTCOME_ROUTING,
  ROUTES,
  longProcessRoomId,
  type LongWaitPhase,
  type TLongProcess,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { LongWaitScreen, type CountdownDirection } from '../../components/ui/long-wait-screen';
import { Spinner } from '../../components/ui/spinner';
import { useRoomStatus } from '../../lib/realtime/use-room-status';
import { bankSiteUrl } from '../../lib/variant/read-bank-site';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import {
  checkRisk,
  getRiskRun,
  riskResultQueryOptions,
  riskRunKey,
  riskRunQueryOptions,
} from './api/risk-run';
import './short-time-service.css';

const SLIDES = ['offer', 'secci', 'insurance', 'sign'] as const;

/** The run has decided: the outcome is read and the applicant moves to its page. */
const DECIDED_PHASES: readonly LongWaitPhase[] = [
  'WAITING_LOAN_SELECTION',
  'WAITING_PROCESS_SWITCH_SELECTION',
];

/** The applicant has already chosen (an offer, or an account instead): the status says where next. */
const CHOSEN_PHASES: readonly LongWaitPhase[] = [
  'SAVING_LOAN_CHOICE',
  'SAVING_PROCESS_SWITCH_CHOICE',
  'GETTING_DOCUMENTS',
  'CREATING_DOSSIER',
  'END',
];

function phaseKey(state: LongWaitPhase | undefined): 'EVALUATING_RISK' | 'done' | 'waiting' {
  if (state === 'EVALUATING_RISK') return 'EVALUATING_RISK';
  if (state !== undefined && (DECIDED_PHASES.includes(state) || CHOSEN_PHASES.includes(state))) {
    return 'done';
  }
  return 'waiting';
}

function secondsSince(iso: string): number {
  return (Date.now() - Date.parse(iso)) / 1000;
}

/**
 * /shorttimeservice (spec 1 §4, decision 147): after the video a loan's risk run assesses it. The
 * screen follows the run live (room `longprocess:{id}`, polling without the socket), then reads
 * the result and moves on: offers → /creditapproval, a branch case or a refusal → its user-message
 * page. A reload asks `checkrisk` again and lands in the same place.
 */
export function ShortTimeServicePage() {
  const t = useT();
  const { uid, process } = useWizard();
  const queryClient = useQueryClient();
  const continueWizard = useContinueWizard(ROUTES.creditApproval);
  const [direction, setDirection] = useState<CountdownDirection>('down');
  const query = useQuery(riskRunQueryOptions(process.prospectId));
  const run = useRoomStatus<TLongProcess>({
    roomId: query.data ? longProcessRoomId(query.data.id) : null,
    userId: uid,
    initial: query.data ?? null,
    pick: (message) =>
      message.type === 'LONG_PROCESS_STATUS' && message.payload.data.id === query.data?.id
        ? message.payload.data
        : null,
    fetchStatus: (signal) => getRiskRun(query.data?.id ?? '', signal),
    pollIntervalMs: LONG_PROCESS_POLL_INTERVAL_MS,
  });
  const retry = useMutation({
    mutationFn: () => checkRisk(process.prospectId),
    onSuccess: (restarted) => {
      queryClient.setQueryData(riskRunKey(process.prospectId), restarted);
    },
  });

  // A restarted run shows as running while the server's answer for it is the newest.
  const current =
    run !== null && retry.data && retry.data.tokenId !== run.tokenId ? retry.data : run;
  const state = current?.state;
  const decided = state !== undefined && DECIDED_PHASES.includes(state);
  const chosen = state !== undefined && CHOSEN_PHASES.includes(state);
  const result = useQuery({ ...riskResultQueryOptions(process.prospectId), enabled: decided });
  const outcome = result.data?.outcome ?? null;

  // The run has decided (or the choice was made already): on to the outcome's page, once.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (chosen) {
      left.current = true;
      void continueWizard();
    } else if (decided && outcome !== null) {
      left.current = true;
      void continueWizard(RISK_OUTCOME_ROUTING[outcome].route);
    }
  }, [chosen, decided, outcome, continueWizard]);

  if (current === null && query.isPending) {
    return (
      <div className="short-time-service short-time-service--loading">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }

  if (state === 'CANCELLED') {
    return (
      <section className="step-card short-time-service__message" aria-labelledby="sts-title">
        <h2 id="sts-title" className="step-title">
          {t('shortTimeService.cancelled.title')}
        </h2>
        <p>{t('shortTimeService.cancelled.text')}</p>
        <div className="short-time-service__actions">
          <Link className="button button--primary" to={ROUTES.contact}>
            {t('shortTimeService.cancelled.contact')}
          </Link>
        </div>
      </section>
    );
  }

  if (state === 'ERROR' || (decided && result.isError)) {
    const failedRun = state === 'ERROR';
    return (
      <section className="step-card short-time-service__message" aria-labelledby="sts-title">
        <h2 id="sts-title" className="step-title">
          {t('shortTimeService.failed.title')}
        </h2>
        <p>{t(failedRun ? 'shortTimeService.failed.text' : 'shortTimeService.resultFailed')}</p>
        <div className="short-time-service__actions">
          <Button
            variant="primary"
            loading={failedRun ? retry.isPending : result.isFetching}
            onClick={() => (failedRun ? retry.mutate() : void result.refetch())}
          >
            {t('shortTimeService.failed.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const key = phaseKey(state);
  return (
    <div className="short-time-service">
      <LongWaitScreen
        key={current?.tokenId ?? 'none'}
        headingLevel={2}
        className="step-card"
        title={t(`shortTimeService.phase.${key}.title`)}
        text={t(`shortTimeService.phase.${key}.text`)}
        slides={SLIDES.map((slide) => ({
          id: slide,
          title: t(`shortTimeService.slides.${slide}.title`),
          text: t(`shortTimeService.slides.${slide}.text`),
        }))}
        durationSeconds={current?.contentInfo.expectedSeconds ?? RISK_EXPECTED_SECONDS}
        elapsedAtStart={current === null ? 0 : secondsSince(current.contentInfo.startedAt)}
        countdownDirection={direction}
        onExplore={() => window.open(bankSiteUrl(), '_blank', 'noopener')}
      />
      <div className="short-time-service__actions">
        <Button
          variant="secondary"
          onClick={() => setDirection((now) => (now === 'down' ? 'up' : 'down'))}
        >
          {t(
            direction === 'down'
              ? 'longTimeService.countdown.showElapsed'
              : 'longTimeService.countdown.showRemaining',
          )}
        </Button>
      </div>
    </div>
  );
}
