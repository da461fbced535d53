import type { ComponentPropsWithRef } from 'react';
import { useFieldControlProps } from './field-context';
import { Icon } from './icon';
import './text-input.css';
import './select.css';

export interface SelectOption {
  readonly value: string;
  /** The option's text, translated by the caller. */
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  readonly options: readonly SelectOption[];
  /** A first, empty choice such as "Choose…" (translated by the caller); it cannot be chosen back. */
  readonly placeholder?: string;
}

/**
 * The native select: the most dependable list box on phones, screen readers and keyboards, styled
 * like the text boxes.
 */
export function Select({ options, placeholder, className, ...rest }: SelectProps) {
  const control = useFieldControlProps(rest);
  const placeholderDefault =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <span className="select">
      <select
        {...placeholderDefault}
        {...rest}
        {...control}
        className={['text-input', 'select__box', className].filter(Boolean).join(' ')}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="select__chevron" />
    </span>
  );
}
