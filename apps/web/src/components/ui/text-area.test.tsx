import { TEXT_FIELD_MAX_LENGTH } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { TextArea } from './text-area';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

function box(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Note' });
}

function counter(): string {
  return document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('TextArea', () => {
  it('limits the text to the portal text-field length by default and counts down', async () => {
    renderUi(
      <FormField label="Note">
        <TextArea />
      </FormField>,
    );
    expect(box().maxLength).toBe(TEXT_FIELD_MAX_LENGTH);
    expect(counter()).toBe(`${TEXT_FIELD_MAX_LENGTH} characters left`);
    await userEvent.type(box(), 'abc');
    expect(counter()).toBe(`${TEXT_FIELD_MAX_LENGTH - 3} characters left`);
  });

  it('takes another limit and says when one character is left', async () => {
    renderUi(
      <FormField label="Note">
        <TextArea maxLength={3} />
      </FormField>,
    );
    await userEvent.type(box(), 'ab');
    expect(counter()).toBe('1 character left');
    await userEvent.type(box(), 'cdef');
    expect(box().value).toBe('abc');
    expect(counter()).toBe('0 characters left');
  });

  it('uses the plural forms of the language', async () => {
    renderUi(
      <FormField label="Note">
        <TextArea maxLength={5} />
      </FormField>,
      { language: 'sl' },
    );
    expect(counter()).toBe('Preostane še 5 znakov');
    await userEvent.type(box(), 'a');
    expect(counter()).toBe('Preostanejo še 4 znaki');
    await userEvent.type(box(), 'bc');
    expect(counter()).toBe('Preostaneta še 2 znaka');
    await userEvent.type(box(), 'd');
    expect(counter()).toBe('Preostane še 1 znak');
  });

  it('counts a default value react-hook-form writes in', () => {
    function Registered() {
      const form = useForm({ defaultValues: { note: 'hello' } });
      return (
        <FormField label="Note">
          <TextArea maxLength={10} {...form.register('note')} />
        </FormField>
      );
    }
    renderUi(<Registered />);
    expect(box().value).toBe('hello');
    expect(counter()).toBe('5 characters left');
  });

  it('keeps the field error in its description', () => {
    renderUi(
      <FormField label="Note" error="ui.errors.required">
        <TextArea />
      </FormField>,
    );
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Note" error="ui.errors.required">
        <TextArea />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
