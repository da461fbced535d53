import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { Select } from './select';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const OPTIONS = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'RETIRED', label: 'Retired', disabled: true },
];

describe('Select', () => {
  it('offers its options under its field label', () => {
    renderUi(
      <FormField label="Employment">
        <Select options={OPTIONS} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Employment' });
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'EMPLOYED',
      'STUDENT',
      'RETIRED',
    ]);
    expect(screen.getByRole('option', { name: 'Retired' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts on a placeholder that cannot be chosen back', () => {
    renderUi(
      <FormField label="Employment">
        <Select options={OPTIONS} placeholder="Choose…" />
      </FormField>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Choose…' }).hasAttribute('disabled')).toBe(true);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    renderUi(
      <FormField label="Employment" error="ui.errors.required">
        <Select options={OPTIONS} placeholder="Choose…" onChange={onChange} />
      </FormField>,
    );
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(select, 'STUDENT');
    expect(onChange.mock.results[0]?.value).toBe('STUDENT');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Employment" error="ui.errors.required">
        <Select options={OPTIONS} placeholder="Choose…" />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
