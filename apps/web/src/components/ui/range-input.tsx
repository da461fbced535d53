import type { ChangeEventHandler } from 'react';

/** What a range input shows and says: translated by the caller. */
export interface RangeProps {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly value: number;
  /** The value as read aloud ("5 000 €", "3 years 6 months"). */
  readonly valueText: string;
}

export interface RangeInputProps extends RangeProps {
  readonly id: string;
  /** The label's look: shown, or heard only ("visually-hidden") where a box beside it is named. */
  readonly labelClassName: string;
  readonly className: string;
  readonly onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * A native range input with its label: the keyboard moves it (arrows, Page Up/Down, Home, End) and
 * screen readers hear its value in words. The caller lays it out and styles it (no look of its
 * own: the sliders of the salary and of the loan offer look different).
 */
export function RangeInput({
  id,
  label,
  labelClassName,
  className,
  min,
  max,
  step,
  value,
  valueText,
  onChange,
}: RangeInputProps) {
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={className}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={onChange}
      />
    </>
  );
}
