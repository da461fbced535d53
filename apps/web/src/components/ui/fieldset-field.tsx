import type { ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { Icon } from './icon';
import { translateCode } from './translate-code';
import './fieldset-field.css';

/**
 * The legend of a field that is a fieldset (RadioGroup, MultiSelect), and its hint when it has
 * one: the first children of the fieldset, the hint read with it through its id.
 */
export function FieldsetLegend({
  legend,
  hint,
  hintId,
  className,
}: {
  readonly legend: ReactNode;
  readonly hint: ReactNode;
  readonly hintId: string;
  /** The component's own look of its legend. */
  readonly className?: string;
}) {
  return (
    <>
      <legend
        className={
          className === undefined ? 'fieldset-field__legend' : `fieldset-field__legend ${className}`
        }
      >
        {legend}
      </legend>
      {hint ? (
        <p className="fieldset-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** The error line of a fieldset field: the code's message, or nothing while it has none. */
export function FieldsetError({
  id,
  code,
}: {
  readonly id: string;
  readonly code: string | undefined;
}) {
  const t = useT();
  return code ? (
    <p className="fieldset-field__error" id={id}>
      <Icon name="error" />
      <span>{translateCode(t, code)}</span>
    </p>
  ) : null;
}
