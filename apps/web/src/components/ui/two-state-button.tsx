import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface TwoStateButtonProps<TValue> extends Omit<
  ButtonProps,
  'value' | 'variant' | 'onSelect' | 'aria-pressed'
> {
  /** The value this button stands for. */
  readonly value: TValue;
  /** The value chosen now (of the group this button belongs to). */
  readonly currentValue: TValue | null | undefined;
  readonly onSelect: (value: TValue) => void;
  readonly children: ReactNode;
}

/**
 * A button that is one of a set of choices (spec 3 §2): primary when its value equals the current
 * value, otherwise secondary, and `aria-pressed` tells screen readers the same.
 */
export function TwoStateButton<TValue>({
  value,
  currentValue,
  onSelect,
  children,
  ...rest
}: TwoStateButtonProps<TValue>) {
  const pressed = Object.is(value, currentValue);
  return (
    <Button
      {...rest}
      variant={pressed ? 'primary' : 'secondary'}
      aria-pressed={pressed}
      onClick={() => onSelect(value)}
    >
      {children}
    </Button>
  );
}
