import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

describe('Checkbox', () => {
  it('is labelled by its text and toggles', async () => {
    const onChange = vi.fn();
    renderUi(<Checkbox label="I accept the terms" onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I accept the terms' });
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows its hint and error, read with the box', () => {
    renderUi(<Checkbox label="Terms" hint="Read them first" error="ui.errors.required" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Read them first', 'Fill in this field.']);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <Checkbox label="Terms" hint="Read them first" error="ui.errors.required" />,
    );
    await expectNoAxeViolations(container);
  });
});
