import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldTexts {
  readonly label: string;
  readonly hint?: string | undefined;
  /** A message shown under the field and announced with it. */
  readonly error?: string | null | undefined;
}

interface ControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** The label, hint and error of one control, tied to it (aria-describedby, aria-invalid). */
function Field({
  label,
  hint,
  error,
  control,
}: FieldTexts & { readonly control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({
        id,
        className: 'field__control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps
  extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(control) => <input {...inputProps} {...control} />}
    />
  );
}

export interface TextAreaFieldProps
  extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A labelled textarea with its hint and error tied to it, as TextField. */
export function TextAreaField({ label, hint, error, ...textareaProps }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(control) => <textarea {...textareaProps} {...control} />}
    />
  );
}

export interface SelectOption {
  readonly value: string;
  /** The option's text, translated. */
  readonly label: string;
}

export interface SelectFieldProps
  extends FieldTexts, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  readonly options: readonly SelectOption[];
}

/** A labelled select with its hint and error tied to it, as TextField; the options as data. */
export function SelectField({ label, hint, error, options, ...selectProps }: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(control) => (
        <select {...selectProps} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
