import type { TCorrection } from '@onboarding/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { installMatchMedia } from '../../components/ui/testing/match-media';
import { mockApi } from '../../lib/api/testing/mock-api';
import { TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { DocumentsUploadPage } from './documents-upload-page';
import { PROSPECT_ID, renderDocuments, someDocuments } from './testing/render-documents';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderChoice(idType: 'ID' | 'PP' | null = null, correction: TCorrection | null = null) {
  const api = mockApi({
    'GET /onboarding/images': { body: someDocuments(idType) },
    [`GET /onboarding/prospects/${PROSPECT_ID}/correction`]: { body: { correction } },
    [`PATCH /onboarding/prospects/${PROSPECT_ID}/idtype`]: (call) => ({
      body: someDocuments(call.query.get('type') === 'PP' ? 'PP' : 'ID'),
    }),
  });
  const view = renderDocuments('/documentsupload', { '/documentsupload': <DocumentsUploadPage /> });
  return { ...api, ...view };
}

describe('/documentsupload', () => {
  it('saves the chosen document at once with PATCH prospects/{id}/idtype', async () => {
    const { calls, container } = renderChoice();
    const passport = await screen.findByRole('radio', { name: 'Passport' });
    await expectNoAxeViolations(container);
    await userEvent.click(passport);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.query.get('type')).toBe('PP'),
    );
    expect(calls.find((call) => call.path === '/onboarding/images')?.query.get('uid')).toBe(
      TEST_UID,
    );
    expect((passport as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the adviser’s reason in view when the call sent the documents back (decision 244)', async () => {
    const { container } = renderChoice('ID', {
      part: 'DOCUMENTS',
      reason: 'The back of the card is blurred.',
      openedAt: '2026-11-29T10:00:00.000Z',
    });
    const note = await screen.findByRole('note', {
      name: 'The adviser asked you to photograph your identity document again',
    });
    expect(note.textContent).toContain('Their reason: The back of the card is blurred.');
    await expectNoAxeViolations(container);
  });

  it('shows no correction note for a correction of a data section', async () => {
    renderChoice('ID', {
      part: 'ADDRESS',
      reason: 'Wrong house number.',
      openedAt: '2026-11-29T10:00:00.000Z',
    });
    await screen.findByRole('radio', { name: 'Identity card' });
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it('asks for the document first, next to the choice, before going on', async () => {
    renderChoice();
    await screen.findByRole('radio', { name: 'Identity card' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload on this computer' }));
    expect(screen.getByText('Choose the document you will photograph.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Identity card' }));
    expect(screen.getByTestId('location').textContent).toBe('/documentsupload');
  });

  it('goes to the desktop upload or to the hand-off once a document is chosen', async () => {
    renderChoice('ID');
    const card = await screen.findByRole('radio', { name: 'Identity card' });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Continue on my phone' }));
    expect(screen.getByTestId('location').textContent).toBe('/documentsupload/mobileupload');
  });

  it('is operable by keyboard alone', async () => {
    const { calls } = renderChoice();
    const card = await screen.findByRole('radio', { name: 'Identity card' });
    // The choice is open once the page knows the documents and any correction.
    await waitFor(() => expect((card as HTMLInputElement).disabled).toBe(false));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Identity card' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    // The ways' buttons wait, busy, until the choice is saved: Enter on a busy one does nothing.
    await waitFor(() =>
      expect(
        screen.getAllByRole('button').some((button) => button.getAttribute('aria-busy') === 'true'),
      ).toBe(false),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/documentsupload/mobileupload');
  });

  it('puts taking the photos on this device first on a phone-sized screen', async () => {
    installMatchMedia({ width: 390 });
    renderChoice('PP');
    const ways = await screen.findAllByRole('heading', { level: 3 });
    expect(ways.map((way) => way.textContent)).toEqual(['With this phone', 'With another phone']);
    await userEvent.click(screen.getByRole('button', { name: 'Take the photos here' }));
    expect(screen.getByTestId('location').textContent).toBe('/documentsupload/uploadphoto');
  });

  it('offers the phone first and the computer second on a wide screen', async () => {
    installMatchMedia({ width: 1280 });
    renderChoice('ID');
    const ways = await screen.findAllByRole('heading', { level: 3 });
    expect(ways.map((way) => way.textContent)).toEqual(['With your phone', 'On this computer']);
  });
});
