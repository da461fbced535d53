import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../testing/render-form';

// Decision 287: the names typed, and the name signed up with, against the document's reading.
const READ = { 'personalData.firstName': 'ANA ZIVA', 'personalData.surname': 'NOVAK' };
const ON_DOCUMENT = /^Your document says ANA ZIVA NOVAK\. Enter your name as it stands/;
const SIGNED_UP = /^You signed up as Maja Kranjc, but your document says ANA ZIVA NOVAK\./;

// Each keystroke renders the whole personal-data form: on a busy 2-core CI machine a test that types
// four names takes well over 20 s.
const TYPING_TIMEOUT_MS = 60_000;

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the names against the document', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('when the names typed are the document’s, without its diacritics or second given name, then nothing is said', async () => {
    const { container } = renderForm({ prefilled: READ, signUpName: 'Ana Novak' });
    expect(box('First name').value).toBe('Ana');
    expect(screen.queryByText(ON_DOCUMENT)).toBeNull();
    expect(screen.queryByText(SIGNED_UP)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the applicant types another name than the document’s, then the document’s is named', async () => {
    renderForm({ prefilled: READ, signUpName: 'Ana Novak' });
    await userEvent.clear(box('First name'));
    await userEvent.type(box('First name'), 'Maja');
    await userEvent.clear(box('Surname'));
    await userEvent.type(box('Surname'), 'Kranjc');
    expect(await screen.findByText(ON_DOCUMENT)).toBeDefined();
    // Back to the document's name, the note goes.
    await userEvent.clear(box('First name'));
    await userEvent.type(box('First name'), 'Ana');
    await userEvent.clear(box('Surname'));
    await userEvent.type(box('Surname'), 'Novak');
    // The names are watched: the note goes with the render after the last keystroke.
    await waitFor(() => expect(screen.queryByText(ON_DOCUMENT)).toBeNull());
  });

  it('when the applicant signed up under another name than the document’s, then they are told which counts', async () => {
    const { container } = renderForm({ prefilled: READ, signUpName: 'Maja Kranjc' });
    expect(screen.getByText(SIGNED_UP)).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('when no document was read, then there is nothing to set the names against', () => {
    renderForm({ signUpName: 'Maja Kranjc' });
    expect(screen.queryByText(SIGNED_UP)).toBeNull();
    expect(screen.queryByText(ON_DOCUMENT)).toBeNull();
  });
});

describe('a name the identity card cut short', { timeout: TYPING_TIMEOUT_MS }, () => {
  const CUT = {
    'personalData.firstName': 'ANA MARIJA ELIZABET',
    'personalData.surname': 'NOVAKOVIC',
  };

  async function typeFullName() {
    await userEvent.clear(box('First name'));
    await userEvent.type(box('First name'), 'Ana Marija Elizabeta');
    await userEvent.clear(box('Surname'));
    await userEvent.type(box('Surname'), 'Novaković');
  }

  it('when the zone’s field was full, then the whole last given name typed is not another name', async () => {
    renderForm({ prefilled: CUT, documentNamesCut: true, signUpName: 'Ana Novaković' });
    await typeFullName();
    // Shown while the names were half typed; gone with the render after the last keystroke.
    await waitFor(() => expect(screen.queryByText(/^Your document says/)).toBeNull());
  });

  it('when the field was not full, then the same names are another name', async () => {
    renderForm({ prefilled: CUT, signUpName: 'Ana Novaković' });
    await typeFullName();
    expect(
      await screen.findByText(/^Your document says ANA MARIJA ELIZABET NOVAKOVIC\./),
    ).toBeDefined();
  });
});
