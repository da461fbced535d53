import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { NumericInput, onlyDigits } from './numeric-input';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

function box(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Code' });
}

describe('onlyDigits', () => {
  it.each([
    ['12a3', '123'],
    ['+386 41-123', '38641123'],
    ['１２', ''],
    ['007', '007'],
  ])('%s → %s', (text, digits) => {
    expect(onlyDigits(text)).toBe(digits);
  });
});

describe('NumericInput', () => {
  it('asks phones for the number pad and stays a text box', () => {
    renderUi(
      <FormField label="Code">
        <NumericInput />
      </FormField>,
    );
    expect(box().getAttribute('inputmode')).toBe('numeric');
    expect(box().type).toBe('text');
  });

  it('drops typed non-digits before the change is reported', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    renderUi(
      <FormField label="Code">
        <NumericInput onChange={onChange} />
      </FormField>,
    );
    await userEvent.type(box(), '1a2 -3');
    expect(box().value).toBe('123');
    expect(onChange.mock.results.map((result) => result.value as string)).not.toContain('1a');
  });

  it('drops non-digits from pasted text and keeps leading zeros', async () => {
    renderUi(
      <FormField label="Code">
        <NumericInput />
      </FormField>,
    );
    await userEvent.click(box());
    await userEvent.paste('00 12-34');
    expect(box().value).toBe('001234');
  });

  it('works controlled', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <FormField label="Code">
          <NumericInput value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
      );
    }
    renderUi(<Controlled />);
    fireEvent.change(box(), { target: { value: '4x5' } });
    expect(box().value).toBe('45');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Code">
        <NumericInput />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
