import type { ComponentPropsWithRef } from 'react';

export type HiddenInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A value the form carries without showing it (an id chosen elsewhere, a token). */
export function HiddenInput(props: HiddenInputProps) {
  return <input {...props} type="hidden" />;
}
