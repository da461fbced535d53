import { ROUTES, STEP_ROUTES, computeStepProgress, isLoanProcess } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context';
import { correctionQueryOptions } from '../../lib/wizard/api/get-correction';
import { useWizard } from '../../lib/wizard/wizard-context';
import { DepositSection } from './components/deposit-section';
import { ErasureSection } from './components/erasure-section';
import { LoanPayoutSection } from './components/loan-payout-section';
import { actorOf, deadlinesFor } from './step-actors';
import { PageHeading } from '../../components/page-heading/page-heading';
import './my-application-page.css';

/**
 * "My application" (beyond the spec): where the applicant stands, in plain
 * words: every step with its state, what is pending and on whom, the deadlines that still apply,
 * and the next action. Everything comes from the status the private-route guard loaded, and a
 * video operator's correction (what to fix and their reason, decision 244) from its own read. At
 * the end, the applicant may ask for their data to be deleted (decision 157).
 */
export function MyApplicationPage() {
  const t = useT();
  const { process, position } = useWizard();
  const product = t(`start.products.${process.processName}.name`);
  const at = position.ok ? position.position : null;
  const current = at?.startingStep ?? null;
  const progress = at && current ? computeStepProgress(at.steps, current) : null;
  // An active product has every step behind it, the welcome page included.
  const finished = process.productState === 'PRODUCT_ACTIVE';
  const waitingForPayment = process.productState === 'PRODUCT_PENNY_TRANSFER_DISPLAYED';
  const items = (progress?.ok ? progress.items : []).map((item) =>
    finished ? { ...item, progress: 'DONE' as const } : item,
  );
  const remaining = items.filter((item) => item.progress === 'DUE').map((item) => item.step);
  const landing = at?.landing ?? null;
  const correction = useQuery(correctionQueryOptions(process.prospectId)).data ?? null;

  return (
    <article className="my-application" aria-labelledby="my-application-title">
      <PageHeading id="my-application-title" className="my-application__title">
        {t('page.myApplication.title')}
      </PageHeading>
      <p className="my-application__intro">{t('wizard.myApplication.intro', { product })}</p>

      {/* Where this applicant stands: a picture of the page keeps its room only (decision 293). */}
      <div className="my-application__details" data-prerender-blank>
        {finished ? (
          <section className="my-application__section" aria-labelledby="my-application-pending">
            <h2 id="my-application-pending">{t('wizard.myApplication.pendingHeading')}</h2>
            <p>{t('wizard.myApplication.completed', { product })}</p>
          </section>
        ) : current ? (
          <section className="my-application__section" aria-labelledby="my-application-pending">
            <h2 id="my-application-pending">{t('wizard.myApplication.pendingHeading')}</h2>
            <p>
              {waitingForPayment
                ? t('wizard.myApplication.pendingOn.PAYMENT')
                : t(`wizard.myApplication.pendingOn.${actorOf(current)}`, {
                    step: t(`wizard.steps.${current}`),
                  })}
            </p>
          </section>
        ) : null}

        {correction === null ? null : (
          <section
            className="my-application__section my-application__correction"
            aria-labelledby="my-application-correction"
          >
            <h2 id="my-application-correction">{t('wizard.myApplication.correction.heading')}</h2>
            <p>{t(`videoChat.redo.${correction.part}`)}</p>
            <p>{t('wizard.myApplication.correction.reason', { reason: correction.reason })}</p>
            <p>{t('wizard.myApplication.correction.after')}</p>
            {landing === null ? null : (
              <Link className="my-application__next" to={landing}>
                {t('wizard.myApplication.correction.action')}
              </Link>
            )}
          </section>
        )}

        {process.processName === 'DAYPOSIT' ? (
          <DepositSection prospectId={process.prospectId} />
        ) : null}
        {isLoanProcess(process.processName) ? (
          <LoanPayoutSection productId={process.productId} productState={process.productState} />
        ) : null}

        <section className="my-application__section" aria-labelledby="my-application-steps">
          <h2 id="my-application-steps">{t('wizard.myApplication.stepsHeading')}</h2>
          <ol className="my-application__steps">
            {items.map((item) => (
              <li
                key={item.step}
                className={`my-application__step my-application__step--${item.progress.toLowerCase()}`}
                aria-current={item.progress === 'IN_PROGRESS' ? 'step' : undefined}
              >
                <span className="my-application__step-name">{t(`wizard.steps.${item.step}`)}</span>
                <span className="my-application__step-status">
                  {t(`wizard.myApplication.status.${item.progress}`)}
                </span>
              </li>
            ))}
          </ol>
        </section>

        <section className="my-application__section" aria-labelledby="my-application-deadlines">
          <h2 id="my-application-deadlines">{t('wizard.myApplication.deadlinesHeading')}</h2>
          <ul className="my-application__deadlines">
            {(current ? deadlinesFor(current, remaining) : []).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>

        <section className="my-application__section" aria-labelledby="my-application-next">
          <h2 id="my-application-next">{t('wizard.myApplication.nextHeading')}</h2>
          {finished || waitingForPayment ? (
            <Link className="my-application__next" to={ROUTES.welcome}>
              {t('wizard.myApplication.welcome')}
            </Link>
          ) : landing && current && actorOf(current) !== 'BANK' ? (
            <Link className="my-application__next" to={STEP_ROUTES[current] ?? landing}>
              {t('wizard.myApplication.next', { step: t(`wizard.steps.${current}`) })}
            </Link>
          ) : (
            <p>{t('wizard.myApplication.noNext')}</p>
          )}
        </section>

        <ErasureSection prospectId={process.prospectId} />
      </div>
    </article>
  );
}
