import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../testing/render-form';

// Decision 287: the birth date and the document's number and expiry against the reading; the
// example applicant's values are the reading's.
const READ = {
  'personalData.birthDate': '15.05.1998',
  'personalData.idDocumentNumber': '001234567',
  'personalData.dateOfExpiration': '10.03.2030',
};

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the birth date and the document against the reading', { timeout: 20_000 }, () => {
  it('when the values typed are the document’s, then nothing is said', async () => {
    const { container } = renderForm({ prefilled: READ });
    expect(screen.queryByText(/^Your document says:/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the birth date typed is another, then the document’s is named under it', async () => {
    const { container } = renderForm({ prefilled: READ });
    await userEvent.clear(box('Date of birth'));
    await userEvent.type(box('Date of birth'), '16.05.1998');
    expect(
      await screen.findByText(
        'Your document says: Date of birth 15.05.1998. Enter them as they stand on the document; if one has changed, tell the adviser in the video call.',
      ),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('when the number and expiry typed are others, then both are named; spacing and case are not a difference', async () => {
    renderForm({ prefilled: READ });
    await userEvent.clear(box('Identity document number'));
    await userEvent.type(box('Identity document number'), '001234568');
    await userEvent.clear(box('Valid until'));
    await userEvent.type(box('Valid until'), '11.03.2030');
    expect(
      await screen.findByText(
        /^Your document says: Identity document number 001234567 and Valid until 10\.03\.2030\./,
      ),
    ).toBeDefined();
    await userEvent.clear(box('Identity document number'));
    await userEvent.type(box('Identity document number'), '001 234 567');
    expect(
      await screen.findByText(/^Your document says: Valid until 10\.03\.2030\./),
    ).toBeDefined();
  });
});

describe('the sex against the reading', { timeout: 20_000 }, () => {
  const gender = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gender' });

  it('when another is chosen than the document’s, then the document’s is named by its name', async () => {
    const { container } = renderForm({ prefilled: { 'personalData.gender': 'FEMALE' } });
    expect(screen.queryByText(/^Your document says:/)).toBeNull();
    // The list comes with the lookups.
    await screen.findByRole('option', { name: /^male$/i });
    await userEvent.selectOptions(gender(), 'MALE');
    expect(await screen.findByText(/^Your document says: Gender female\./)).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.selectOptions(gender(), 'FEMALE');
    expect(screen.queryByText(/^Your document says:/)).toBeNull();
  });
});
