import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { ConsentDocumentsPage } from './consent-documents-page';
import {
  aConsentDocument,
  PROSPECT_ID,
  renderConsents,
  SOME_DOCUMENTS,
} from './testing/render-consents';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = `GET /onboarding/prospects/${PROSPECT_ID}/consentsdocuments`;
const ACCEPT = `POST /onboarding/prospects/${PROSPECT_ID}/consentsdocuments`;

function renderPage(
  accept: { status?: number; body: unknown } = {
    body: { prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED', criteries: 'ACCEPTED' },
  },
  list: () => { body: unknown } = () => ({ body: { documents: SOME_DOCUMENTS } }),
) {
  const api = mockApi({
    [LIST]: list,
    [ACCEPT]: accept,
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          prospectId: PROSPECT_ID,
          prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
          productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
        }),
      ),
    },
  });
  const view = renderConsents('/consents/pdf', <ConsentDocumentsPage />, {
    prospectState: 'PROSPECT_CONSENTS_UPLOADED',
  });
  return { ...api, ...view };
}

describe('/consents/pdf', () => {
  it('lists each document with its name, size and a download link', async () => {
    const { container } = renderPage();
    const list = await screen.findByRole('list', { name: 'Documents to confirm' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/terms|consents|Summary/).textContent),
    ).toEqual([
      'General terms and conditions',
      'Your answers and consents',
      'Summary of the data you entered',
    ]);
    expect(within(items[0] as HTMLElement).getByText('PDF, 48.3 kB')).toBeDefined();
    const link = screen.getByRole('link', {
      name: 'Download General terms and conditions (PDF, 48.3\u00a0kB)',
    });
    expect(link.getAttribute('href')).toBe(
      `/services/slo/onboarding/prospects/${PROSPECT_ID}/consentsdocuments/${SOME_DOCUMENTS[0]?.id}`,
    );
    await expectNoAxeViolations(container);
  });

  it('requires the confirm-all box before anything is sent', async () => {
    const { calls, container } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Tick the box to confirm all documents.')).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('confirms the documents shown by id and SHA-256, then goes to the video call', async () => {
    const { calls } = renderPage();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I have read and confirm all documents' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/videochat'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirmAll: true,
      documents: SOME_DOCUMENTS.map(({ id, sha256 }) => ({ id, sha256 })),
    });
  });

  it('sends an applicant found ineligible to the error page with the reason', async () => {
    renderPage({ body: { prospectState: 'PROSPECT_REJECTED', criteries: 'AGE' } });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I have read and confirm all documents' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/usermessages/errorpage?reason=AGE'),
    );
  });

  it('shows documents made again meanwhile and asks to confirm once more', async () => {
    let version = 0;
    const { calls } = renderPage(
      {
        status: 409,
        body: { mainError: { code: 'CONSENT_DOCUMENTS_CHANGED', message: 'x' }, fieldErrors: [] },
      },
      () => {
        version += 1;
        return {
          body: {
            documents:
              version === 1
                ? SOME_DOCUMENTS
                : [
                    aConsentDocument('GENERAL_TERMS', { sizeBytes: 51_000 }),
                    ...SOME_DOCUMENTS.slice(1),
                  ],
          },
        };
      },
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I have read and confirm all documents' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/prepared again/)).toBeDefined();
    expect(await screen.findByText('PDF, 51 kB')).toBeDefined();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'I have read and confirm all documents',
      }).checked,
    ).toBe(false);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/consents/pdf');
  });

  it('makes the documents again when they are in another language than the page', async () => {
    const slovenian = SOME_DOCUMENTS.map((document) => ({ ...document, language: 'sl' }));
    const english = SOME_DOCUMENTS.map((document, index) => ({
      ...document,
      id: `1000000${index}-0000-4000-8000-000000000000`,
    }));
    const { calls } = mockApi({
      [LIST]: { body: { documents: slovenian } },
      'POST /documents/createlegalpdf': { body: { documents: english } },
    });
    renderConsents('/consents/pdf', <ConsentDocumentsPage />, {
      prospectState: 'PROSPECT_CONSENTS_UPLOADED',
    });
    const list = await screen.findByRole('list', { name: 'Documents to confirm' });
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toContain(english[0]?.id);
    const remade = calls.filter((call) => call.path === '/documents/createlegalpdf');
    expect(remade.map((call) => call.body)).toEqual([{ prospectId: PROSPECT_ID }]);
  });

  it('is operable by keyboard alone', async () => {
    const { calls } = renderPage();
    await screen.findByRole('list', { name: 'Documents to confirm' });
    for (let stop = 0; stop < 3; stop += 1) await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Download Summary/);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });
});
