import type { ComponentPropsWithRef } from 'react';
import { useFieldControlProps } from './field-context';
import './text-input.css';

export type TextInputProps = ComponentPropsWithRef<'input'>;

/** A one-line text box; inside a FormField it takes the field's id and error state. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControlProps(rest);
  return (
    <input
      {...rest}
      {...control}
      type={type}
      className={['text-input', className].filter(Boolean).join(' ')}
    />
  );
}
