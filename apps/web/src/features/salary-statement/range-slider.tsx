import { useId } from 'react';
import { RangeInput, type RangeProps } from '../../components/ui/range-input';

/** The value is kept within min and max for the thumb; the text box beside it may hold more. */
export interface RangeSliderProps extends RangeProps {
  readonly onChange: (value: number) => void;
}

/**
 * A native range input (keyboard: arrows, Page Up/Down, Home, End) that moves a text box's value:
 * the box is the field with its label and error, the slider a quicker way to set it.
 */
export function RangeSlider({ onChange, ...range }: RangeSliderProps) {
  const id = useId();
  return (
    <div className="range-slider">
      <RangeInput
        {...range}
        id={id}
        labelClassName="range-slider__label"
        className="range-slider__input"
        value={Math.min(range.max, Math.max(range.min, range.value))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className="range-slider__value" aria-hidden="true">
        {range.valueText}
      </span>
    </div>
  );
}
