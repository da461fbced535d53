import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeInput } from './range-input';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

// Test-only texts: the callers pass translated ones.
function Amount() {
  const [euros, setEuros] = useState(500);
  return (
    <RangeInput
      id="amount"
      label="Amount"
      labelClassName="visually-hidden"
      className="amount"
      min={100}
      max={1000}
      step={100}
      value={euros}
      valueText={`${euros} euros`}
      onChange={(event) => setEuros(Number(event.target.value))}
    />
  );
}

describe('RangeInput', () => {
  it('is a labelled slider that says its value in words and moves it', () => {
    renderUi(<Amount />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Amount' });
    expect(slider.getAttribute('aria-valuetext')).toBe('500 euros');
    expect([slider.min, slider.max, slider.step]).toEqual(['100', '1000', '100']);

    fireEvent.change(slider, { target: { value: '800' } });
    expect(slider.value).toBe('800');
    expect(slider.getAttribute('aria-valuetext')).toBe('800 euros');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<Amount />);
    await expectNoAxeViolations(container);
  });
});
