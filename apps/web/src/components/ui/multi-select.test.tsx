import { MAX_COUNTRIES_OF_BUSINESS } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, toggleId } from './multi-select';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const COUNTRIES = [
  { id: 'SI', label: 'Slovenia' },
  { id: 'HR', label: 'Croatia' },
  { id: 'AT', label: 'Austria' },
  { id: 'IT', label: 'Italy' },
];

describe('toggleId', () => {
  it('adds or removes an id and keeps the order of the options', () => {
    expect(toggleId(COUNTRIES, [], 'AT')).toEqual(['AT']);
    expect(toggleId(COUNTRIES, ['AT'], 'SI')).toEqual(['SI', 'AT']);
    expect(toggleId(COUNTRIES, ['SI', 'AT'], 'SI')).toEqual(['AT']);
  });
});

describe('MultiSelect', () => {
  it('toggles items and returns the selected ids', async () => {
    const onChange = vi.fn();
    renderUi(<MultiSelect legend="Countries" options={COUNTRIES} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italy' }));
    expect(onChange).toHaveBeenLastCalledWith(['IT']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Croatia' }));
    expect(onChange).toHaveBeenLastCalledWith(['HR', 'IT']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italy' }));
    expect(onChange).toHaveBeenLastCalledWith(['HR']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Croatia' }).checked).toBe(true);
  });

  it('toggles by keyboard', async () => {
    const onChange = vi.fn();
    renderUi(<MultiSelect legend="Countries" options={COUNTRIES} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['SI']);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [ids, setIds] = useState<string[]>(['AT']);
      return (
        <>
          <MultiSelect legend="Countries" options={COUNTRIES} value={ids} onChange={setIds} />
          <output>{ids.join(',')}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Austria' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Slovenia' }));
    expect(screen.getByRole('status').textContent).toBe('SI,AT');
  });

  it('disables the rest once the most allowed are chosen', async () => {
    renderUi(
      <MultiSelect
        legend="Countries"
        options={COUNTRIES}
        max={MAX_COUNTRIES_OF_BUSINESS}
        defaultValue={['SI', 'HR']}
      />,
    );
    expect(screen.getByText('You can choose up to 3 options.')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Austria' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Italy' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Slovenia' }).disabled).toBe(
      false,
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <MultiSelect
        legend="Countries"
        options={COUNTRIES}
        defaultValue={['SI']}
        max={3}
        error="ui.errors.required"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
