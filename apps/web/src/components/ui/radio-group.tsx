import {
  useId,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { joinIds } from './field-context';
import { FieldsetError, FieldsetLegend } from './fieldset-field';
import { useFieldError } from './use-field-error';
import './checkbox.css';
import './radio-group.css';

export interface RadioOption {
  readonly value: string;
  /** The option's text, translated by the caller. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, translated by the caller; the group's name for assistive technology. */
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  /** Controlled choice; leave out and use `defaultValue` or react-hook-form's register instead. */
  readonly value?: string | null;
  readonly defaultValue?: string;
  readonly onChange?: ChangeEventHandler<HTMLInputElement>;
  /** The chosen option's value, for callers that do not want the event. */
  readonly onValueChange?: (value: string) => void;
  readonly onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every radio button, as react-hook-form's register expects for radios. */
  readonly ref?: Ref<HTMLInputElement>;
  readonly hint?: ReactNode;
  /** An error code (message key); inside a Form the error of `name` is shown without it. */
  readonly error?: string | null;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Side by side (short answers such as yes / no), else one under the other. */
  readonly inline?: boolean;
  readonly className?: string;
}

/**
 * Native radio buttons in a fieldset: the legend names the group, arrow keys move the choice (the
 * browser's own radio behaviour), and the error line is read with each button.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  hint,
  error,
  disabled,
  required,
  inline = false,
  className,
}: RadioGroupProps) {
  const groupId = useId();
  const code = useFieldError(name, error);
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <fieldset
      className={[
        'fieldset-field radio-group',
        inline && 'radio-group--inline',
        code && 'radio-group--invalid',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled}
      aria-describedby={joinIds(Boolean(hint) && hintId, code && errorId)}
    >
      <FieldsetLegend legend={legend} hint={hint} hintId={hintId} className="radio-group__legend" />
      <div className="radio-group__options">
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div className="radio-group__option" key={option.value}>
              <input
                ref={ref}
                id={optionId}
                className="radio-group__input"
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={code ? true : undefined}
                aria-describedby={option.hint ? optionHintId : undefined}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={handleChange}
                onBlur={onBlur}
              />
              <label className="radio-group__label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint ? (
                <p className="fieldset-field__hint radio-group__option-hint" id={optionHintId}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldsetError id={errorId} code={code} />
    </fieldset>
  );
}
