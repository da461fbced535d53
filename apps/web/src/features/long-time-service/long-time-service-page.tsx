import {
  DOSSIER_EXPECTED_SECONDS,
  isLoanProcess,
  ROUTES,
  type TLongProcess,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { type CountdownDirection } from '../../components/ui/long-wait-screen';
import { Spinner } from '../../components/ui/spinner';
import { LongProcessWait, useLongProcessRun } from '../../lib/long-process/long-process-run';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { longProcessQueryOptions, restartDossier } from './api/long-process';
import { PageHeading } from '../../components/page-heading/page-heading';
import './long-time-service.css';

type SlideKey =
  | 'slides.certificate'
  | 'slides.contracts'
  | 'slides.branch'
  | 'slides.app'
  | 'loanSlides.disbursement';

const SLIDES: readonly SlideKey[] = [
  'slides.certificate',
  'slides.contracts',
  'slides.branch',
  'slides.app',
];
/** A loan's run tells how the money arrives instead of the branch (decision 147). */
const LOAN_SLIDES: readonly SlideKey[] = [
  'slides.certificate',
  'slides.contracts',
  'loanSlides.disbursement',
  'slides.app',
];

type PhaseKey =
  | 'phase.GETTING_DOCUMENTS'
  | 'phase.CREATING_DOSSIER'
  | 'phase.SAVING_LOAN_CHOICE'
  | 'phase.SAVING_PROCESS_SWITCH_CHOICE'
  | 'phase.END'
  | 'phase.waiting'
  | 'loanPhase.GETTING_DOCUMENTS'
  | 'loanPhase.CREATING_DOSSIER';

/** The phase's heading: the run's own phases, a loan's wording where it differs, a generic one. */
function phaseKey(state: TLongProcess['state'] | undefined, loan: boolean): PhaseKey {
  switch (state) {
    case 'GETTING_DOCUMENTS':
    case 'CREATING_DOSSIER':
      return loan ? `loanPhase.${state}` : `phase.${state}`;
    case 'SAVING_LOAN_CHOICE':
    case 'SAVING_PROCESS_SWITCH_CHOICE':
    case 'END':
      return `phase.${state}`;
    default:
      return 'phase.waiting';
  }
}

/**
 * /longtimeservice (spec 1 §4, decisions 140 and 147): follows the background run live (room
 * `longprocess:{id}`, polling when the socket is not there) and moves on by itself when it ends:
 * an account's run after the video, a loan's after the offer is chosen (SAVING_LOAN_CHOICE first),
 * an account's after a loan switched to it (SAVING_PROCESS_SWITCH_CHOICE first). A failed run can
 * be started again here; one a supervisor cancelled says so and offers contact.
 */
export function LongTimeServicePage() {
  const t = useT();
  const { process } = useWizard();
  const continueWizard = useContinueWizard(ROUTES.certificate);
  const [direction, setDirection] = useState<CountdownDirection>('down');
  const { query, run, current, restart } = useLongProcessRun({
    query: longProcessQueryOptions(process.prospectId),
    restart: restartDossier,
  });

  // The run ended: on to the certificate, once.
  const left = useRef(false);
  const ended = run?.state === 'END';
  useEffect(() => {
    if (!ended || left.current) return;
    left.current = true;
    void continueWizard();
  }, [ended, continueWizard]);

  if (run === null && query.isPending) {
    return (
      <div className="long-time-service long-time-service--loading">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }

  // A supervisor stopped the run (decision 147): nothing to retry here, the bank takes it up.
  if (current?.state === 'CANCELLED') {
    return (
      <section
        className="long-time-service long-time-service--failed"
        aria-labelledby="lts-cancelled"
      >
        <PageHeading id="lts-cancelled" className="long-time-service__title">
          {t('longTimeService.cancelled.title')}
        </PageHeading>
        <p>{t('longTimeService.cancelled.text')}</p>
        <div className="long-time-service__actions">
          <Link className="button button--primary" to={ROUTES.contact}>
            {t('longTimeService.cancelled.contact')}
          </Link>
        </div>
      </section>
    );
  }
  if (current?.state === 'ERROR') {
    return (
      <section className="long-time-service long-time-service--failed" aria-labelledby="lts-failed">
        <PageHeading id="lts-failed" className="long-time-service__title">
          {t('longTimeService.failed.title')}
        </PageHeading>
        <p>{t('longTimeService.failed.text')}</p>
        <Button variant="primary" loading={restart.isPending} onClick={() => restart.mutate()}>
          {t('longTimeService.failed.retry')}
        </Button>
      </section>
    );
  }

  // No run to follow yet: the generic waiting words; the query asks again until one starts.
  const loan = isLoanProcess(current?.currentProcess ?? process.processName);
  const key = phaseKey(current?.state, loan);
  return (
    <LongProcessWait
      rootClassName="long-time-service"
      actionsClassName="long-time-service__actions"
      current={current}
      expectedSeconds={DOSSIER_EXPECTED_SECONDS}
      direction={direction}
      onDirectionChange={setDirection}
      title={t(`longTimeService.${key}.title`)}
      text={t(`longTimeService.${key}.text`)}
      slides={(loan ? LOAN_SLIDES : SLIDES).map((slide) => ({
        id: slide,
        title: t(`longTimeService.${slide}.title`),
        text: t(`longTimeService.${slide}.text`),
      }))}
    >
      {ended ? (
        <Button variant="primary" onClick={() => void continueWizard()}>
          {t('longTimeService.continue')}
        </Button>
      ) : null}
    </LongProcessWait>
  );
}
