import { LOOKUPS } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { renderWithProviders } from '../../../test/render';
import { CountriesOfBusiness } from './countries-of-business';

const COUNTRIES = LOOKUPS.Country('en').map(({ code, name }) => ({ id: code, label: name }));

function Harness({
  initial,
  onValidityChange,
  onChange,
}: {
  initial: string[];
  onValidityChange: (valid: boolean) => void;
  onChange: (value: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CountriesOfBusiness
      value={value}
      options={COUNTRIES}
      onValidityChange={onValidityChange}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderCountries(initial: string[] = ['', '', '']) {
  const onValidityChange = vi.fn();
  const onChange = vi.fn();
  const result = renderWithProviders(
    <Harness initial={initial} onValidityChange={onValidityChange} onChange={onChange} />,
  );
  return { ...result, onValidityChange, onChange };
}

const field = (number: number) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: `Country of business ${number}` });
const fields = () =>
  screen.queryAllByRole('combobox').map((box) => (box as HTMLInputElement).value);

async function choose(number: number, typed: string) {
  await userEvent.type(field(number), `${typed}{ArrowDown}{Enter}`);
}

describe('countries of business (spec 1 §2, spec 2 §3)', { timeout: 15_000 }, () => {
  it('shows one field, and "Add a country" only once the last shown one holds a country', async () => {
    renderCountries();
    expect(fields()).toEqual(['']);
    expect(screen.queryByRole('button', { name: /Add a country/ })).toBeNull();

    await choose(1, 'Sloveni');
    expect(fields()).toEqual(['Slovenia']);
    await userEvent.click(screen.getByRole('button', { name: /Add a country/ }));
    expect(fields()).toEqual(['Slovenia', '']);
    expect(screen.queryByRole('button', { name: /Add a country/ })).toBeNull();
  });

  it('adds up to three, and removing one shifts the later ones up', async () => {
    const { onChange } = renderCountries();
    await choose(1, 'Sloveni');
    await userEvent.click(screen.getByRole('button', { name: /Add a country/ }));
    await choose(2, 'Austri');
    await userEvent.click(screen.getByRole('button', { name: /Add a country/ }));
    await choose(3, 'Croati');
    expect(fields()).toEqual(['Slovenia', 'Austria', 'Croatia']);
    expect(onChange).toHaveBeenLastCalledWith(['SI', 'AT', 'HR']);
    // Three is the most (spec 2 §9).
    expect(screen.queryByRole('button', { name: /Add a country/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove country 1' }));
    expect(fields()).toEqual(['Austria', 'Croatia']);
    expect(onChange).toHaveBeenLastCalledWith(['AT', 'HR', '']);
  });

  it('shows every restored country and empties the only field instead of removing it', async () => {
    const { onChange } = renderCountries(['DE', 'IT', '']);
    expect(fields()).toEqual(['Germany', 'Italy']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove country 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove country 1' }));
    expect(fields()).toEqual(['']);
    expect(onChange).toHaveBeenLastCalledWith(['', '', '']);
  });

  it('says "choose a valid country from the list" for typed text that is no country, and reports it', async () => {
    const { onValidityChange } = renderCountries();
    await userEvent.type(field(1), 'Atlantis');
    await userEvent.tab();
    expect(screen.getByText('Choose a valid country from the list.')).toBeTruthy();
    expect(field(1).getAttribute('aria-invalid')).toBe('true');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);

    await userEvent.clear(field(1));
    await choose(1, 'Sloveni');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('Choose a valid country from the list.')).toBeNull();
  });

  it('has no axe violations with three countries', async () => {
    const { container } = renderCountries(['SI', 'AT', 'HR']);
    await expectNoAxeViolations(container);
  });
});
