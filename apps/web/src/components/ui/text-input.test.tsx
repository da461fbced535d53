import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('takes the id, description and error state of its FormField', () => {
    renderUi(
      <FormField label="Street" hint="With the house number" error="ui.errors.required" required>
        <TextInput aria-describedby="extra" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Street' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe('extra');
  });

  it('works on its own and passes the ref', async () => {
    const ref = { current: null as HTMLInputElement | null };
    renderUi(<TextInput aria-label="Name" ref={ref} />);
    await userEvent.type(screen.getByRole('textbox'), 'Ana');
    expect(ref.current?.value).toBe('Ana');
    expect(ref.current?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Street" error="ui.errors.required">
        <TextInput />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
