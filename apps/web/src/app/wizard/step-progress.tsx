import { computeStepProgress } from '@onboarding/domain/step-progress';
import type { WizardStep } from '@onboarding/domain/steps';
import { useT } from '@onboarding/web-shell';
import './step-progress.css';

export interface StepProgressProps {
  /** The process's normalised step list (PERSONALLOAN has its own, spec 1 §4). */
  readonly steps: readonly WizardStep[];
  readonly current: WizardStep;
  /**
   * The progress belongs to the state, not to the page (a page outside the steps): a picture of
   * the page keeps its room only (data-prerender-blank, decision 293).
   */
  readonly ofTheState?: boolean;
}

/**
 * spec 1 §4 "Step list and progress": the process's steps as an ordered list, the ones before the
 * current DONE, the current IN_PROGRESS (aria-current="step"), the later ones DUE. Each item says
 * its state in words for screen readers; the "Step n of m" line is 1-based (spec 1 §3).
 */
export function StepProgress({ steps, current, ofTheState = false }: StepProgressProps) {
  const t = useT();
  const result = computeStepProgress(steps, current);
  if (!result.ok) return null;

  return (
    <nav
      className="step-progress"
      aria-label={t('wizard.progress.label')}
      data-prerender-blank={ofTheState || undefined}
    >
      <p className="step-progress__position">
        {t('wizard.progress.position', { current: result.currentStep, total: steps.length })}
        {' · '}
        <strong>{t(`wizard.steps.${current}`)}</strong>
      </p>
      <ol className="step-progress__list">
        {result.items.map((item, index) => (
          <li
            key={item.step}
            className={`step-progress__item step-progress__item--${item.progress.toLowerCase()}`}
            aria-current={item.progress === 'IN_PROGRESS' ? 'step' : undefined}
          >
            <span className="step-progress__marker" aria-hidden="true">
              {item.progress === 'DONE' ? (
                <svg viewBox="0 0 16 16" focusable="false">
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className="step-progress__label">{t(`wizard.steps.${item.step}`)}</span>
            <span className="visually-hidden">
              {' '}
              ({t(`wizard.progress.status.${item.progress}`)})
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
