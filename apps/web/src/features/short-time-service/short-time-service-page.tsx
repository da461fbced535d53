import {
  RISK_EXPECTED_SECONDS,
  RISK_OUTCOME_ROUTING,
  ROUTES,
  type LongWaitPhase,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { type CountdownDirection } from '../../components/ui/long-wait-screen';
import { Spinner } from '../../components/ui/spinner';
import { LongProcessWait, useLongProcessRun } from '../../lib/long-process/long-process-run';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { checkRisk, riskResultQueryOptions, riskRunQueryOptions } from './api/risk-run';
import { PageHeading } from '../../components/page-heading/page-heading';
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

/**
 * /shorttimeservice (spec 1 §4, decision 147): after the video a loan's risk run assesses it. The
 * screen follows the run live (room `longprocess:{id}`, polling without the socket), then reads
 * the result and moves on: offers → /creditapproval, a branch case or a refusal → its user-message
 * page. A reload asks `checkrisk` again and lands in the same place.
 */
export function ShortTimeServicePage() {
  const t = useT();
  const { process } = useWizard();
  const continueWizard = useContinueWizard(ROUTES.creditApproval);
  const [direction, setDirection] = useState<CountdownDirection>('down');
  const {
    query,
    current,
    restart: retry,
  } = useLongProcessRun({
    query: riskRunQueryOptions(process.prospectId),
    restart: checkRisk,
  });
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
        <PageHeading id="sts-title" className="step-title">
          {t('shortTimeService.cancelled.title')}
        </PageHeading>
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
        <PageHeading id="sts-title" className="step-title">
          {t('shortTimeService.failed.title')}
        </PageHeading>
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
    <LongProcessWait
      rootClassName="short-time-service"
      actionsClassName="short-time-service__actions"
      current={current}
      expectedSeconds={RISK_EXPECTED_SECONDS}
      direction={direction}
      onDirectionChange={setDirection}
      className="step-card"
      title={t(`shortTimeService.phase.${key}.title`)}
      text={t(`shortTimeService.phase.${key}.text`)}
      slides={SLIDES.map((slide) => ({
        id: slide,
        title: t(`shortTimeService.slides.${slide}.title`),
        text: t(`shortTimeService.slides.${slide}.text`),
      }))}
    />
  );
}
