import { useId, useState, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { joinIds } from './field-context';
import { FieldsetError, FieldsetLegend } from './fieldset-field';
import { Icon } from './icon';
import { useFieldError } from './use-field-error';
import './multi-select.css';

export interface MultiSelectOption {
  readonly id: string;
  /** The option's text, translated by the caller. */
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

export interface MultiSelectProps {
  /** The question, translated by the caller. */
  readonly legend: ReactNode;
  readonly options: readonly MultiSelectOption[];
  /** Controlled selection (ids); leave out for an uncontrolled one that starts at defaultValue. */
  readonly value?: readonly string[];
  readonly defaultValue?: readonly string[];
  /** The selected ids, in the order of `options`, after every toggle. */
  readonly onChange?: (ids: string[]) => void;
  readonly onBlur?: () => void;
  /** At most this many may be chosen (countries of business: 3); the others are then disabled. */
  readonly max?: number;
  /** Form field name: its error is read from the enclosing Form. */
  readonly name?: string;
  readonly hint?: ReactNode;
  /** An error code (message key). */
  readonly error?: string | null;
  readonly className?: string;
}

/** Toggles `id` in a selection and returns the selection in the order of the options. */
export function toggleId(
  options: readonly MultiSelectOption[],
  selected: readonly string[],
  id: string,
): string[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return options.filter((option) => next.has(option.id)).map((option) => option.id);
}

/**
 * Several choices as toggle chips (spec 3 §2): each chip is a native checkbox, so Tab and Space
 * work and screen readers say "checked"; the component reports the selected ids.
 */
export function MultiSelect({
  legend,
  options,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  max,
  name,
  hint,
  error,
  className,
}: MultiSelectProps) {
  const t = useT();
  const groupId = useId();
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(defaultValue);
  const selected = value ?? ownSelection;
  const code = useFieldError(name, error);
  const full = max !== undefined && selected.length >= max;
  const hintId = `${groupId}-hint`;
  const maxId = `${groupId}-max`;
  const errorId = `${groupId}-error`;

  const toggle = (id: string) => {
    const next = toggleId(options, selected, id);
    setOwnSelection(next);
    onChange?.(next);
  };

  return (
    <fieldset
      className={['fieldset-field multi-select', code && 'multi-select--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={joinIds(
        Boolean(hint) && hintId,
        max !== undefined && maxId,
        code && errorId,
      )}
      onBlur={(event) => {
        // Only when focus leaves the whole group, as a single field's blur would.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <FieldsetLegend legend={legend} hint={hint} hintId={hintId} />
      {max !== undefined ? (
        <p className="fieldset-field__hint" id={maxId}>
          {t('ui.multiSelect.max', { count: max })}
        </p>
      ) : null}
      <ul className="multi-select__options">
        {options.map((option) => {
          const checked = selected.includes(option.id);
          const optionId = `${groupId}-${option.id}`;
          return (
            <li key={option.id} className="multi-select__option">
              <input
                id={optionId}
                className="multi-select__input"
                type="checkbox"
                name={name}
                value={option.id}
                checked={checked}
                disabled={option.disabled || (full && !checked)}
                aria-invalid={code ? true : undefined}
                onChange={() => toggle(option.id)}
              />
              <label className="multi-select__chip" htmlFor={optionId}>
                {checked ? <Icon name="check" className="multi-select__mark" /> : null}
                <span>{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldsetError id={errorId} code={code} />
    </fieldset>
  );
}
