import { renderWithShell } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './text-field';

// Test-only texts: the console passes translated ones.
function RolePicker() {
  const [role, setRole] = useState('OPERATOR');
  return (
    <>
      <SelectField
        label="Role"
        hint="What the person may do."
        value={role}
        onChange={(event) => setRole(event.target.value)}
        options={[
          { value: 'OPERATOR', label: 'Operator' },
          { value: 'SUPERVISOR', label: 'Supervisor' },
        ]}
      />
      <p>Chosen: {role}</p>
    </>
  );
}

describe('SelectField', () => {
  it('is a labelled select with its hint tied to it and its options from data', async () => {
    renderWithShell(<RolePicker />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-describedby')).toBe(
      screen.getByText('What the person may do.').id,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Operator',
      'Supervisor',
    ]);
    await userEvent.selectOptions(select, 'Supervisor');
    expect(screen.getByText('Chosen: SUPERVISOR')).toBeDefined();
  });
});
