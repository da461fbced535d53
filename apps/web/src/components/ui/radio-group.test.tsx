import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const OPTIONS = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No', hint: 'You can change this later' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, with one radio button per option', () => {
    renderUi(
      <RadioGroup legend="Are you a politically exposed person?" name="pep" options={OPTIONS} />,
    );
    const group = screen.getByRole('group', { name: 'Are you a politically exposed person?' });
    expect(group.querySelectorAll('input[type="radio"][name="pep"]')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('You can change this later').id,
    );
  });

  // Arrow keys between radios are the browser's own behaviour (user-event needs CSS.escape, which
  // jsdom lacks); the browser journeys use them.
  it('reports the chosen value', async () => {
    const onValueChange = vi.fn();
    renderUi(
      <RadioGroup legend="PEP" name="pep" options={OPTIONS} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onValueChange).toHaveBeenLastCalledWith('YES');
    await userEvent.click(screen.getByText('No'));
    expect(onValueChange).toHaveBeenLastCalledWith('NO');
  });

  it('is controlled by value', () => {
    renderUi(
      <RadioGroup legend="PEP" name="pep" options={OPTIONS} value="NO" onChange={vi.fn()} />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
  });

  it('registers with react-hook-form', async () => {
    let read: (() => unknown) | undefined;
    function Registered() {
      const form = useForm<{ pep: string }>({ defaultValues: { pep: 'NO' } });
      read = () => form.getValues('pep');
      return <RadioGroup legend="PEP" options={OPTIONS} {...form.register('pep')} />;
    }
    renderUi(<Registered />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(read?.()).toBe('YES');
  });

  it('shows its error, read with the group', () => {
    renderUi(<RadioGroup legend="PEP" name="pep" options={OPTIONS} error="ui.errors.required" />);
    const group = screen.getByRole('group', { name: 'PEP' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill in this field.',
    );
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <RadioGroup
        legend="PEP"
        name="pep"
        options={OPTIONS}
        hint="Holders of public office"
        error="ui.errors.required"
        inline
      />,
    );
    await expectNoAxeViolations(container);
  });
});
