import { useId } from 'react';

export interface RangeSliderProps {
  /** Translated by the caller. */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Kept within min and max for the thumb; the text box beside it may hold more. */
  readonly value: number;
  /** The value as read aloud ("5 000 €", "3 years 6 months"). */
  readonly valueText: string;
  readonly onChange: (value: number) => void;
}

/**
 * A native range input (keyboard: arrows, Page Up/Down, Home, End) that moves a text box's value:
 * the box is the field with its label and error, the slider a quicker way to set it.
 */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  valueText,
  onChange,
}: RangeSliderProps) {
  const id = useId();
  const shown = Math.min(max, Math.max(min, value));
  return (
    <div className="range-slider">
      <label className="range-slider__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="range-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className="range-slider__value" aria-hidden="true">
        {valueText}
      </span>
    </div>
  );
}
