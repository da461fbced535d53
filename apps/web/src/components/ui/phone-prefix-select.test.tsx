import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PhonePrefixSelect } from './phone-prefix-select';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

describe('PhonePrefixSelect', () => {
  it('offers one option per dialling code, named by its countries', async () => {
    renderUi(
      <FormField label="Prefix" required>
        <PhonePrefixSelect defaultValue="+386" />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Prefix' });
    expect(select.getAttribute('autocomplete')).toBe('tel-country-code');
    expect((select as HTMLSelectElement).value).toBe('+386');
    const values = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(new Set(values).size).toBe(values.length);
    await userEvent.selectOptions(select, '+385');
    expect((select as HTMLSelectElement).value).toBe('+385');
    // Decision 239: each code named by the territory that dials it.
    expect(
      screen.getByRole('option', { name: 'Ascension Island (+247)' }).getAttribute('value'),
    ).toBe('+247');
    expect(screen.getByRole('option', { name: /^Saint Helena, .*\(\+290\)$/ })).toBeDefined();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Prefix">
        <PhonePrefixSelect />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
