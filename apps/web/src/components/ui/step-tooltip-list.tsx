import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { Icon } from './icon';
import './step-tooltip-list.css';

/** spec 3 §2: how the steps of a tooltip list are marked. */
export const STEP_LIST_MODES = ['simple', 'success', 'failure', 'boolean', 'complete'] as const;
export type StepListMode = (typeof STEP_LIST_MODES)[number];

export interface StepListItem {
  readonly id: string;
  /** The step's text (a password rule, a stage), translated by the caller. */
  readonly label: ReactNode;
  readonly done: boolean;
}

export type StepMark = 'done' | 'failed' | null;

/**
 * The mark a step gets in a mode (decision 050): simple marks nothing; success marks only the done
 * steps; failure only the failed ones; boolean marks every step done or failed; complete shows every
 * step done (the whole list has been completed).
 */
export function stepMark(mode: StepListMode, done: boolean): StepMark {
  switch (mode) {
    case 'simple':
      return null;
    case 'success':
      return done ? 'done' : null;
    case 'failure':
      return done ? null : 'failed';
    case 'boolean':
      return done ? 'done' : 'failed';
    case 'complete':
      return 'done';
  }
}

export interface StepTooltipListProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  readonly steps: readonly StepListItem[];
  readonly mode?: StepListMode;
}

/**
 * The list of steps shown in a tooltip (password rules, say), each done or failed. A mark is an
 * icon plus its word for screen readers, never colour alone. It is built of spans with the list
 * roles, so it may sit in a tooltip inside a paragraph or a label, where a <ul> may not.
 */
export function StepTooltipList({
  steps,
  mode = 'boolean',
  className,
  ...rest
}: StepTooltipListProps) {
  const t = useT();
  return (
    <span
      role="list"
      {...rest}
      className={['step-list', `step-list--${mode}`, className].filter(Boolean).join(' ')}
    >
      {steps.map((step) => {
        const mark = stepMark(mode, step.done);
        return (
          <span
            role="listitem"
            key={step.id}
            className={['step-list__item', mark && `step-list__item--${mark}`]
              .filter(Boolean)
              .join(' ')}
          >
            {mark ? (
              <Icon name={mark === 'done' ? 'check' : 'cross'} className="step-list__mark" />
            ) : (
              <span className="step-list__bullet" aria-hidden="true" />
            )}
            <span className="step-list__label">
              {step.label}
              {mark ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t(`ui.steps.${mark}`)}</span>
                </>
              ) : null}
            </span>
          </span>
        );
      })}
    </span>
  );
}
