import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { useFieldControlProps } from './field-context';
import './text-input.css';

export type NumericInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode'>;

const NON_DIGITS = /\D/g;

/** Keeps only the digits 0–9 of a text (spaces, signs, letters and separators go). */
export function onlyDigits(text: string): string {
  return text.replace(NON_DIGITS, '');
}

/**
 * A text box that takes digits only (spec 3 §2), for codes and numbers that are not amounts: a
 * typed or pasted non-digit is removed before the change reaches the form, and phones open their
 * number pad (`inputMode="numeric"`). It stays `type="text"`, so leading zeros survive.
 */
export function NumericInput({ className, onChange, ...rest }: NumericInputProps) {
  const control = useFieldControlProps(rest);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const digits = onlyDigits(input.value);
    if (digits !== input.value) {
      // Keep the caret where it was, less the characters removed before it.
      const caret = input.selectionStart ?? input.value.length;
      const removedBeforeCaret = caret - onlyDigits(input.value.slice(0, caret)).length;
      input.value = digits;
      input.setSelectionRange(caret - removedBeforeCaret, caret - removedBeforeCaret);
    }
    onChange?.(event);
  };

  return (
    <input
      {...rest}
      {...control}
      type="text"
      inputMode="numeric"
      className={['text-input', 'numeric-input', className].filter(Boolean).join(' ')}
      onChange={handleChange}
    />
  );
}
