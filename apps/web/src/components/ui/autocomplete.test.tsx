import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Autocomplete, findOption, suggestionsFor, type AutocompleteOption } from './autocomplete';
import { Form } from './form';
import { FormField } from './form-field';
import { SearchAutocomplete } from './search-autocomplete';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { useZodForm } from './use-zod-form';

const CITIES: AutocompleteOption[] = [
  { id: 'LJ', label: 'Ljubljana' },
  { id: 'MB', label: 'Maribor' },
  { id: 'CE', label: 'Celje' },
  { id: 'KR', label: 'Kranj' },
  { id: 'KP', label: 'Koper' },
  { id: 'NM', label: 'Novo mesto' },
  { id: 'VE', label: 'Velenje' },
  { id: 'PT', label: 'Ptuj' },
];

// Six entries contain "bank".
const BANKS: AutocompleteOption[] = [
  'Alpha Bank',
  'Bank of Ljubljana',
  'Banka Koper',
  'Central Bank',
  'Delavska banka',
  'Nova Banka',
  'Savings House',
].map((label, index) => ({ id: `B${index}`, label }));

function combobox(): HTMLInputElement {
  return screen.getByRole('combobox');
}

function expanded(): boolean {
  return combobox().getAttribute('aria-expanded') === 'true';
}

function shownOptions(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

function renderAutocomplete(props: Partial<Parameters<typeof Autocomplete>[0]> = {}) {
  const onChange = vi.fn();
  const result = renderUi(
    <FormField label="City">
      <Autocomplete options={CITIES} onChange={onChange} {...props} />
    </FormField>,
  );
  return { ...result, onChange };
}

describe('suggestionsFor and findOption', () => {
  it('suggests nothing below the minimum length', () => {
    expect(suggestionsFor(CITIES, '', 1)).toEqual([]);
    expect(suggestionsFor(CITIES, 'lj', 3)).toEqual([]);
    expect(suggestionsFor(CITIES, 'lju', 3).map((o) => o.id)).toEqual(['LJ']);
  });

  it('matches the label ignoring case and keeps at most five', () => {
    expect(suggestionsFor(CITIES, 'KR', 1).map((o) => o.id)).toEqual(['KR']);
    expect(suggestionsFor(BANKS, 'bank', 1)).toHaveLength(5);
  });

  it('finds an entry only by its whole label, ignoring case', () => {
    expect(findOption(CITIES, 'ljubljana')?.id).toBe('LJ');
    expect(findOption(CITIES, ' Celje ')?.id).toBe('CE');
    expect(findOption(CITIES, 'Ljub')).toBeUndefined();
    expect(findOption(CITIES, '')).toBeUndefined();
  });
});

describe('Autocomplete', () => {
  it('is a combobox labelled by its field, controlling a listbox', () => {
    renderAutocomplete();
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { hidden: true }).id,
    );
  });

  it('is closed at 0 characters and opens at 1', async () => {
    renderAutocomplete();
    await userEvent.click(combobox());
    expect(expanded()).toBe(false);
    expect(shownOptions()).toEqual([]);
    await userEvent.type(combobox(), 'c');
    expect(expanded()).toBe(true);
    expect(shownOptions()).toEqual(['Celje']);
    await userEvent.clear(combobox());
    expect(expanded()).toBe(false);
  });

  it('matches ignoring case', async () => {
    renderAutocomplete();
    await userEvent.type(combobox(), 'LJU');
    expect(shownOptions()).toEqual(['Ljubljana']);
  });

  it('shows at most 5 of 6 matching entries', async () => {
    renderAutocomplete({ options: BANKS });
    await userEvent.type(combobox(), 'bank');
    expect(shownOptions()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe(
      '5 suggestions. Use the up and down arrow keys to choose one.',
    );
  });

  it('says so when nothing matches', async () => {
    renderAutocomplete();
    await userEvent.type(combobox(), 'zagreb');
    expect(expanded()).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('No matches');
  });

  it('closes on selection and reports the chosen id', async () => {
    const { onChange } = renderAutocomplete();
    await userEvent.type(combobox(), 'mar');
    await userEvent.click(screen.getByRole('option', { name: 'Maribor' }));
    expect(combobox().value).toBe('Maribor');
    expect(expanded()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('MB');
    expect(document.activeElement).toBe(combobox());
  });

  it('closes on blur', async () => {
    renderAutocomplete();
    await userEvent.type(combobox(), 'k');
    expect(expanded()).toBe(true);
    await userEvent.tab();
    expect(expanded()).toBe(false);
  });

  it('is valid only when the text is an entry: typed text that matches none is invalid', async () => {
    const { onChange } = renderAutocomplete();
    await userEvent.type(combobox(), 'Zagreb');
    await userEvent.tab();
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ljubljana');
    expect(onChange).toHaveBeenLastCalledWith('LJ');
    await userEvent.tab();
    expect(combobox().hasAttribute('aria-invalid')).toBe(false);

    await userEvent.type(combobox(), 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the label of its value once the list arrives after the value', () => {
    const { rerender } = renderUi(
      <FormField label="City">
        <Autocomplete options={[]} value="MB" />
      </FormField>,
    );
    expect(combobox().value).toBe('');
    rerender(
      <FormField label="City">
        <Autocomplete options={CITIES} value="MB" />
      </FormField>,
    );
    expect(combobox().value).toBe('Maribor');
  });

  it('with freeText, any typed text is the value and a suggestion only completes it', async () => {
    const { onChange } = renderAutocomplete({ freeText: true, defaultValue: 'Petrol d.d.' });
    expect(combobox().value).toBe('Petrol d.d.');
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'Zagreb');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('Zagreb');
    expect(combobox().hasAttribute('aria-invalid')).toBe(false);

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ljub{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Ljubljana');
    expect(combobox().value).toBe('Ljubljana');
  });

  it('is operable by keyboard: arrows move the active option, Enter takes it', async () => {
    const { onChange } = renderAutocomplete();
    await userEvent.type(combobox(), 'e');
    // Celje, Koper, Novo mesto, Velenje: four matches.
    expect(shownOptions()).toEqual(['Celje', 'Koper', 'Novo mesto', 'Velenje']);
    const active = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;

    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Celje');
    expect(screen.getByRole('option', { name: 'Celje' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Koper');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(active()).toBe('Velenje');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Celje');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(combobox().value).toBe('Koper');
    expect(expanded()).toBe(false);
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('KP');
  });

  it('Escape closes the menu, and clears the text when it is already closed', async () => {
    renderAutocomplete();
    await userEvent.type(combobox(), 'ko');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(expanded()).toBe(false);
    expect(combobox().value).toBe('ko');
    await userEvent.keyboard('{ArrowDown}');
    expect(expanded()).toBe(true);
    await userEvent.keyboard('{Escape}{Escape}');
    expect(combobox().value).toBe('');
  });

  it('Enter on a suggestion does not submit the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <label htmlFor="city">City</label>
        <Autocomplete id="city" options={CITIES} />
      </form>,
    );
    await userEvent.type(combobox(), 'ptu{ArrowDown}{Enter}');
    expect(combobox().value).toBe('Ptuj');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the label of a value set from outside', () => {
    const { rerender } = renderUi(
      <FormField label="City">
        <Autocomplete options={CITIES} value="CE" />
      </FormField>,
    );
    expect(combobox().value).toBe('Celje');
    rerender(
      <FormField label="City">
        <Autocomplete options={CITIES} value={null} />
      </FormField>,
    );
    expect(combobox().value).toBe('');
  });

  it('has no axe violations while open', async () => {
    const { container } = renderAutocomplete();
    await userEvent.type(combobox(), 'e{ArrowDown}');
    await expectNoAxeViolations(container);
  });
});

describe('SearchAutocomplete', () => {
  it('is closed at 2 characters and opens at 3', async () => {
    renderUi(
      <FormField label="City">
        <SearchAutocomplete options={CITIES} />
      </FormField>,
    );
    await userEvent.type(combobox(), 'lj');
    expect(expanded()).toBe(false);
    await userEvent.type(combobox(), 'u');
    expect(expanded()).toBe(true);
    expect(shownOptions()).toEqual(['Ljubljana']);
  });

  it('opens where a minLength setting says', async () => {
    renderUi(
      <FormField label="City">
        <SearchAutocomplete options={CITIES} minLength={2} />
      </FormField>,
    );
    await userEvent.type(combobox(), 'l');
    expect(expanded()).toBe(false);
    await userEvent.type(combobox(), 'j');
    expect(expanded()).toBe(true);
  });

  it('also shows at most 5 suggestions', async () => {
    renderUi(
      <FormField label="Bank">
        <SearchAutocomplete options={BANKS} />
      </FormField>,
    );
    await userEvent.type(combobox(), 'ban');
    expect(shownOptions()).toHaveLength(5);
  });
});

describe('Autocomplete in a react-hook-form Form', () => {
  const ZBranch = z.object({ city: z.string('ui.errors.noMatch').min(1, 'ui.errors.noMatch') });

  function BranchForm({ onSubmit }: { onSubmit: (values: { city: string }) => void }) {
    const form = useZodForm(ZBranch, { defaultValues: { city: '' } });
    return (
      <Form form={form} onSubmit={onSubmit}>
        <FormField label="City" name="city">
          <Controller
            control={form.control}
            name="city"
            render={({ field }) => (
              <Autocomplete
                options={CITIES}
                name={field.name}
                ref={field.ref}
                value={field.value || null}
                onChange={(id) => field.onChange(id ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <button type="submit">Send</button>
      </Form>
    );
  }

  it('refuses text that is no entry and submits the chosen id', async () => {
    const onSubmit = vi.fn();
    renderUi(<BranchForm onSubmit={onSubmit} />);
    await userEvent.type(combobox(), 'Zagreb');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose an entry from the list.')).toBeDefined();

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'kra{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ city: 'KR' });
  });
});
