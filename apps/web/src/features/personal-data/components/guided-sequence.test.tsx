import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { installMatchMedia } from '../../../components/ui/testing/match-media';
import { exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const toggle = (name: string) => screen.getByRole('button', { name });
const section = (title: string) =>
  toggle(title).closest<HTMLElement>('[data-section]') ?? document.body;

/** The example applicant without a street: the address section is the one to finish. */
function renderWithoutStreet() {
  const values = exampleValues();
  values.address.streetAddress = '';
  return renderForm({ values });
}

describe('personal data on a phone: a guided sequence (decision 199)', { timeout: 20_000 }, () => {
  it('opens the first unfinished section and folds the finished ones to a summary with Edit', async () => {
    installMatchMedia({ width: 390 });
    const { container } = renderWithoutStreet();

    expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('false');
    expect(within(section('Personal data')).getByText('Ana Novak, 15.05.1998')).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit: Personal data' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    // Not built at all while folded (decision 220): a phone renders one section's fields.
    expect(section('Personal data').querySelectorAll('input, select, textarea')).toHaveLength(0);

    expect(toggle('Address').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeTruthy();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('"Continue" points at what is missing, then folds the section and moves on', async () => {
    installMatchMedia({ width: 390 });
    renderWithoutStreet();
    const address = section('Address');
    await userEvent.click(within(address).getByRole('button', { name: 'Continue' }));
    const street = screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' });
    expect(document.activeElement).toBe(street);

    await userEvent.type(street, 'Trubarjeva cesta');
    await userEvent.click(within(address).getByRole('button', { name: 'Continue' }));
    expect(toggle('Address').getAttribute('aria-expanded')).toBe('false');
    expect(within(address).getByText('Trubarjeva cesta 15a, 1000 Ljubljana')).toBeTruthy();
    // Nothing left to finish: focus goes to Next.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Address' }));
    expect(toggle('Address').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle('Address'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' }).value).toBe(
      'Trubarjeva cesta',
    );
  });

  it('opens a folded section to focus a field that blocks Next', async () => {
    installMatchMedia({ width: 390 });
    const values = exampleValues();
    values.address.streetAddress = '';
    values.personalData.birthPlace = '';
    renderForm({ values });
    expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle('Personal data'));
    expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(
      screen.getByRole('button', { name: 'Go to the first field to complete' }),
    );
    expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Place of birth' }));
  });

  it('keeps every section open on a wider window', () => {
    installMatchMedia({ width: 1280 });
    renderWithoutStreet();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personal data' })).toBeTruthy();
  });
});
