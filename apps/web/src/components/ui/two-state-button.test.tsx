import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { TwoStateButton } from './two-state-button';

function Term() {
  const [months, setMonths] = useState<number | null>(null);
  return (
    <div role="group" aria-label="Term">
      {[12, 24].map((value) => (
        <TwoStateButton key={value} value={value} currentValue={months} onSelect={setMonths}>
          {value} months
        </TwoStateButton>
      ))}
    </div>
  );
}

describe('TwoStateButton', () => {
  it('is primary when its value equals the current value, otherwise secondary', async () => {
    renderUi(<Term />);
    const twelve = screen.getByRole('button', { name: '12 months' });
    const twentyFour = screen.getByRole('button', { name: '24 months' });
    expect(twelve.className).toContain('button--secondary');
    expect(twelve.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(twentyFour);
    expect(twentyFour.className).toContain('button--primary');
    expect(twentyFour.getAttribute('aria-pressed')).toBe('true');
    expect(twelve.className).toContain('button--secondary');

    await userEvent.click(twelve);
    expect(twelve.className).toContain('button--primary');
    expect(twentyFour.className).toContain('button--secondary');
    expect(twentyFour.getAttribute('aria-pressed')).toBe('false');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<Term />);
    await userEvent.click(screen.getByRole('button', { name: '12 months' }));
    await expectNoAxeViolations(container);
  });
});
