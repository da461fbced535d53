import { act, screen, waitFor } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { Form } from './form';
import { FormField } from './form-field';
import { expectNoAxeViolations } from './testing/axe';
import { TextInput } from './text-input';
import { useZodForm } from './use-zod-form';

// Issue messages of the domain's schemas are message keys.
const ZContact = z.object({
  name: z.string().min(1, 'ui.errors.required'),
  city: z.string().min(1, 'ui.errors.required'),
});
type TContact = z.output<typeof ZContact>;

interface ContactFormProps {
  readonly onSubmit: (values: TContact) => void;
  readonly mainError?: string | null;
  readonly onForm?: (form: ReturnType<typeof useZodForm<typeof ZContact>>) => void;
}

function ContactForm({ onSubmit, mainError, onForm }: ContactFormProps) {
  const form = useZodForm(ZContact, { defaultValues: { name: '', city: '' } });
  onForm?.(form);
  return (
    <Form form={form} onSubmit={onSubmit} mainError={mainError} aria-label="Contact">
      <FormField label="Name" name="name" hint="As on your identity card">
        <TextInput {...form.register('name')} />
      </FormField>
      <FormField label="City" name="city">
        <TextInput {...form.register('city')} />
      </FormField>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form, FormField and useZodForm', () => {
  it('labels each field and describes it by its hint', () => {
    renderWithProviders(<ContactForm onSubmit={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-describedby')).toBe(
      screen.getByText('As on your identity card').id,
    );
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the translated error under a failed field, marked with aria-invalid and aria-describedby', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ContactForm onSubmit={onSubmit} />, { language: 'sl' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Name');
    // The schema is checked asynchronously (the resolver): the errors come a render later.
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const [hintId, errorId] = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(hintId).toBe(screen.getByText('As on your identity card').id);
    const errorLine = document.getElementById(errorId ?? '');
    expect(errorLine?.textContent).toBe('Izpolnite to polje.');
    // The error line comes after the control, under it.
    expect(
      name.compareDocumentPosition(errorLine!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Form moves focus to the first failed field (decision 248).
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the error once the field is valid and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ContactForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Novak');
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
    await userEvent.type(screen.getByLabelText('City'), 'Kranj');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Ana Novak', city: 'Kranj' });
  });

  it('checks a field when it loses focus the first time', async () => {
    renderWithProviders(<ContactForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(await screen.findByText('Fill in this field.')).toBeDefined();
  });

  it('shows the main error above its fields, translated, in an alert', () => {
    renderWithProviders(<ContactForm onSubmit={vi.fn()} mainError="ui.errors.invalid" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Check what you entered here.');
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows a root error set on the form as the main error', () => {
    let form: Parameters<NonNullable<ContactFormProps['onForm']>>[0] | undefined;
    renderWithProviders(<ContactForm onSubmit={vi.fn()} onForm={(f) => (form = f)} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => form?.setError('root', { message: 'ui.errors.noMatch' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an entry from the list.');
  });

  it('FormField also works without a Form, with an error code of its own', () => {
    renderWithProviders(
      <FormField label="Code" error="ui.errors.required" id="code">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByLabelText('Code');
    expect(input.id).toBe('code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('code-error');
    expect(document.getElementById('code-error')?.textContent).toBe('Fill in this field.');
  });

  it('has no axe violations, with and without errors', async () => {
    const { container } = renderWithProviders(
      <ContactForm onSubmit={vi.fn()} mainError="ui.errors.invalid" />,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectNoAxeViolations(container);
  });

  // Decision 248: a submit that finds errors is never silent.
  it('moves focus to the first field in error in the screen order and says so in a live region', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OrderedForm onSubmit={onSubmit} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // City comes first on screen; its control hands react-hook-form no ref.
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    const errorId = city.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Fill in this field.');
    expect(notice.textContent).toBe(
      'Some fields need correcting. The first of them is selected; its message is under it.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    // A second press is announced again (a new node in the live region).
    const first = notice.firstElementChild;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notice.firstElementChild).not.toBe(first));
    expect(document.activeElement).toBe(city);
  });
});

/** City first on screen, bound without a ref; Name after it, registered with one. */
function OrderedForm({ onSubmit }: { readonly onSubmit: (values: TContact) => void }) {
  const form = useZodForm(ZContact, { defaultValues: { name: '', city: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Ordered">
      <FormField label="City" name="city">
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <TextInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField label="Name" name="name">
        <TextInput {...form.register('name')} />
      </FormField>
      <button type="submit">Send</button>
    </Form>
  );
}
