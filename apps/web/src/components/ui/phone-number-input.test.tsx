import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PhoneNumberInput } from './phone-number-input';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

describe('PhoneNumberInput', () => {
  it('is a phone box for the national number inside its FormField', async () => {
    renderUi(
      <FormField label="Mobile number" error="ui.errors.required" required>
        <PhoneNumberInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, '41 234 567');
    expect((input as HTMLInputElement).value).toBe('41 234 567');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Mobile number">
        <PhoneNumberInput />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
