import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { joinIds } from './field-context';
import { Icon } from './icon';
import { translateCode } from './translate-code';
import { useFieldError } from './use-field-error';
import './checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The text beside the box, translated by the caller. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** An error code (message key); inside a Form the error of `name` is shown without it. */
  readonly error?: string | null;
}

/** A native checkbox with its label, an optional hint and its own error line. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const code = useFieldError(rest.name, error);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['checkbox', code && 'checkbox--invalid', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={code ? true : undefined}
        aria-describedby={joinIds(
          Boolean(hint) && hintId,
          code && errorId,
          rest['aria-describedby'],
        )}
      />
      <label className="checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="checkbox__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {code ? (
        <p className="checkbox__error" id={errorId}>
          <Icon name="error" />
          <span>{translateCode(t, code)}</span>
        </p>
      ) : null}
    </div>
  );
}
