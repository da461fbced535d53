import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../../components/ui/testing/match-media';
import { exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const toggle = (name: string) => screen.getByRole('button', { name });
const section = (title: string) =>
  toggle(title).closest<HTMLElement>('[data-section]') ?? document.body;
const ID_NUMBER = 'Identity document number';
const ID_RULE = 'The document number has 9 letters or digits, as printed on your card.';
const INVALID_SUBMIT =
  'Some fields need correcting. The first of them is selected; its message is under it.';

/** The error line a control is described by. */
function describedErrors(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** The example applicant with the ID card number the document reading gave. */
function renderWithReadIdNumber(read: string) {
  const values = exampleValues();
  values.personalData.idType = 'ID';
  values.personalData.idDocumentNumber = read;
  values.address.streetAddress = '';
  return renderForm({ values, prefilled: { 'personalData.idDocumentNumber': read } });
}

describe(
  'personal data: every refusal at its field (decisions 247, 248)',
  { timeout: 20_000 },
  () => {
    it('takes the number of a 2022 Slovenian ID card as its MRZ gave it', async () => {
      installMatchMedia({ width: 390 });
      renderWithReadIdNumber('IA0012345');
      // The personal data section is finished: the address is the one open.
      expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(screen.getByRole('button', { name: 'Edit: Personal data' }));
      const number = screen.getByRole('textbox', { name: ID_NUMBER });
      expect(number.hasAttribute('aria-invalid')).toBe(false);
      expect(screen.queryByText(ID_RULE)).toBeNull();
    });

    it('shows a refused reading as read, with the reason, from the start', async () => {
      installMatchMedia({ width: 390 });
      renderWithReadIdNumber('IA001234');
      const number = await screen.findByRole('textbox', { name: ID_NUMBER });
      await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
      const described = describedErrors(number);
      expect(described).toContain('Read from your document: IA001234.');
      expect(described).toContain(ID_RULE);
      // Kept in the field, not dropped.
      expect((number as HTMLInputElement).value).toBe('IA001234');
    });

    it('Continue on a section with an untouched refused field shows its message, focuses it and says so', async () => {
      installMatchMedia({ width: 390 });
      const values = exampleValues();
      values.personalData.birthPlace = '';
      values.personalData.issuingPlace = '';
      renderForm({ values });
      const personal = section('Personal data');
      expect(screen.queryByText('Fill in this field.')).toBeNull();

      await userEvent.click(within(personal).getByRole('button', { name: 'Continue' }));

      const birthPlace = screen.getByRole('textbox', { name: 'Place of birth' });
      await waitFor(() => expect(document.activeElement).toBe(birthPlace));
      expect(birthPlace.getAttribute('aria-invalid')).toBe('true');
      expect(describedErrors(birthPlace)).toContain('Fill in this field.');
      // Every failing field of the section shows its message, not only the first.
      const issuingPlace = screen.getByLabelText('Place of issue');
      expect(issuingPlace.getAttribute('aria-invalid')).toBe('true');
      const notices = screen.getAllByRole('status').map((region) => region.textContent);
      expect(notices).toContain(INVALID_SUBMIT);
      // The section stays open until it is finished.
      expect(toggle('Personal data').getAttribute('aria-expanded')).toBe('true');
    });

    it('Continue after a refused reading goes to that field with the reason', async () => {
      installMatchMedia({ width: 390 });
      const values = exampleValues();
      values.personalData.idType = 'ID';
      values.personalData.idDocumentNumber = 'IA00I2345X';
      renderForm({ values, prefilled: { 'personalData.idDocumentNumber': 'IA00I2345X' } });
      await userEvent.click(
        within(section('Personal data')).getByRole('button', { name: 'Continue' }),
      );
      const number = screen.getByRole('textbox', { name: ID_NUMBER });
      await waitFor(() => expect(document.activeElement).toBe(number));
      expect(describedErrors(number)).toContain('Read from your document: IA00I2345X.');
    });
  },
);
