import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { useFieldControlProps } from './field-context';
import './file-input.css';

export interface FileInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The chosen files as an array (empty when the choice was cancelled). */
  readonly onFiles?: (files: File[]) => void;
}

/**
 * The native file picker, styled: its button and "no file chosen" text come from the browser in
 * the browser's language, and it is keyboard operable as it is. The upload box builds on it.
 */
export function FileInput({ className, onChange, onFiles, ...rest }: FileInputProps) {
  const control = useFieldControlProps(rest);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onFiles?.([...(event.target.files ?? [])]);
  };
  return (
    <input
      {...rest}
      {...control}
      type="file"
      className={['file-input', className].filter(Boolean).join(' ')}
      onChange={handleChange}
    />
  );
}
