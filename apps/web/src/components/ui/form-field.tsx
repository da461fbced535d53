import { useId, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { FieldContext, joinIds } from './field-context';
import { Icon } from './icon';
import { translateCode } from './translate-code';
import { useFieldError } from './use-field-error';
import './form-field.css';

export interface FormFieldProps {
  /** The visible label, translated by the caller. */
  readonly label: ReactNode;
  /** The form field's name: its error is read from the enclosing Form. */
  readonly name?: string;
  /** An error code (message key); wins over the Form's error for `name`. */
  readonly error?: string | null | undefined;
  /** A help line under the label, read with the control. */
  readonly hint?: ReactNode;
  readonly id?: string;
  readonly required?: boolean;
  readonly className?: string;
  /** One control of this folder (TextInput, NumericInput, Select, …); it picks up the ids. */
  readonly children: ReactNode;
}

/**
 * A label, the control and the error line under it (spec 3 §2). In error the control gets
 * `aria-invalid` and `aria-describedby` pointing at the error line, so it is read with the control.
 */
export function FormField({
  label,
  name,
  error,
  hint,
  id,
  required = false,
  className,
  children,
}: FormFieldProps) {
  const t = useT();
  const generatedId = useId();
  const controlId = id ?? `${generatedId}control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const code = useFieldError(name, error);
  const invalid = Boolean(code);

  return (
    <div
      className={['form-field', invalid && 'form-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldContext
        value={{
          id: controlId,
          describedBy: joinIds(Boolean(hint) && hintId, invalid && errorId),
          invalid,
          required,
        }}
      >
        {children}
      </FieldContext>
      {code ? (
        <p className="form-field__error" id={errorId}>
          <Icon name="error" />
          <span>{translateCode(t, code)}</span>
        </p>
      ) : null}
    </div>
  );
}
