import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordInput, passwordStrengthLevel, passwordStrengthPercent } from './password-input';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

function passwordBox(): HTMLInputElement {
  return screen.getByLabelText('Password');
}

describe('passwordStrengthLevel and passwordStrengthPercent', () => {
  it.each([
    [0, 'low', 0],
    [1, 'low', 33],
    [2, 'medium', 67],
    [3, 'high', 100],
    [-1, 'low', 0],
    [7, 'high', 100],
  ] as const)('strength %d is %s, filled %d %%', (strength, level, percent) => {
    expect(passwordStrengthLevel(strength)).toBe(level);
    expect(passwordStrengthPercent(strength)).toBe(percent);
  });
});

describe('PasswordInput', () => {
  it('shows the level in words and fills the meter by a width class, never an inline style', () => {
    const { container } = renderUi(
      <FormField label="Password">
        <PasswordInput strength={2} defaultValue="typed1" />
      </FormField>,
    );
    const meter = container.querySelector('.password-input__meter');
    expect(meter?.textContent).toBe('Password strength: medium');
    expect(meter?.className).toContain('password-input__meter--medium');
    expect(container.querySelector('.password-input__fill')?.className).toContain(
      'password-input__fill--67',
    );
    // Read with the box.
    expect(passwordBox().getAttribute('aria-describedby')).toBe(meter?.id);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it.each([
    [0, 'low', '0'],
    [1, 'low', '33'],
    [3, 'high', '100'],
  ])('strength %d shows %s with a %s %% fill', (strength, level, percent) => {
    const { container } = renderUi(
      <FormField label="Password">
        <PasswordInput strength={strength} defaultValue="typed1" />
      </FormField>,
      { language: 'sl' },
    );
    const levels = { low: 'nizka', medium: 'srednja', high: 'visoka' } as const;
    expect(container.querySelector('.password-input__meter')?.textContent).toBe(
      `Moč gesla: ${levels[level as keyof typeof levels]}`,
    );
    expect(container.querySelector(`.password-input__fill--${percent}`)).not.toBeNull();
  });

  it('hides the meter while disabled, and shows none without a strength', () => {
    const { container, rerender } = renderUi(
      <FormField label="Password">
        <PasswordInput strength={3} disabled />
      </FormField>,
    );
    expect(container.querySelector('.password-input__meter')).toBeNull();
    expect(passwordBox().hasAttribute('aria-describedby')).toBe(false);
    rerender(
      <FormField label="Password">
        <PasswordInput />
      </FormField>,
    );
    expect(container.querySelector('.password-input__meter')).toBeNull();
  });

  it('shows no meter before anything is typed, and none again once the box is emptied', async () => {
    const { container } = renderUi(
      <FormField label="Password">
        <PasswordInput strength={0} />
      </FormField>,
    );
    const meter = () => container.querySelector('.password-input__meter');
    expect(meter()).toBeNull();
    await userEvent.type(passwordBox(), 'a');
    expect(meter()?.textContent).toBe('Password strength: low');
    await userEvent.clear(passwordBox());
    expect(meter()).toBeNull();
  });

  it('toggles between hidden and shown text', async () => {
    renderUi(
      <FormField label="Password">
        <PasswordInput />
      </FormField>,
    );
    await userEvent.type(passwordBox(), 'secret1');
    expect(passwordBox().type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox().type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-controls')).toBe(passwordBox().id);
    await userEvent.click(hide);
    expect(passwordBox().type).toBe('password');
  });

  it('returns to hidden text when the box is emptied', async () => {
    renderUi(
      <FormField label="Password">
        <PasswordInput />
      </FormField>,
    );
    await userEvent.type(passwordBox(), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox().type).toBe('text');
    await userEvent.type(passwordBox(), '{Backspace}');
    expect(passwordBox().type).toBe('text');
    await userEvent.type(passwordBox(), '{Backspace}');
    expect(passwordBox().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDefined();
  });

  it('shows danger styling when invalid', () => {
    const { container } = renderUi(
      <FormField label="Password" error="ui.errors.required">
        <PasswordInput strength={1} defaultValue="typed1" />
      </FormField>,
    );
    expect(container.querySelector('.password-input')?.className).toContain(
      'password-input--invalid',
    );
    expect(passwordBox().getAttribute('aria-invalid')).toBe('true');
    // Described by the error line and the meter.
    expect(passwordBox().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('has no axe violations, hidden, shown and invalid', async () => {
    const { container } = renderUi(
      <div>
        <FormField label="Password">
          <PasswordInput strength={2} defaultValue="abc" />
        </FormField>
        <FormField label="Repeat" error="ui.errors.required">
          <PasswordInput />
        </FormField>
      </div>,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    await expectNoAxeViolations(container);
  });
});
