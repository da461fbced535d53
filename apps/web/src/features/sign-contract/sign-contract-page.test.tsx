import { signingFingerprint, type TContractDocument, type TContractSet } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { SignContractPage } from './sign-contract-page';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';

// The browser opens each PDF in a new tab; jsdom cannot, so the link's default is stopped here
// (the page's own click handler still runs).
const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a') !== null) event.preventDefault();
};
beforeEach(() => window.addEventListener('click', stopNavigation));
afterEach(() => {
  window.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
});

const BASE = `/onboarding/prospects/${STEP_PROSPECT_ID}/contracts`;

function aDocument(kind: TContractDocument['kind'], index: number): TContractDocument {
  return {
    id: `0000000${index}-0000-4000-8000-000000000000`,
    kind,
    fileName: `${kind.toLowerCase()}-en.pdf`,
    mediaType: 'application/pdf',
    sizeBytes: 61_400 + index,
    sha256: String(index).repeat(64),
    openedAt: null,
    signed: null,
  };
}

const SET: TContractSet = {
  documentSetId: '9c0e4b1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
  language: 'en',
  status: 'READY',
  documents: [aDocument('PRODUCT_CONTRACT', 0), aDocument('GENERAL_TERMS', 1)],
  amounts: [
    { name: 'PACKAGE_FEE_INTRODUCTORY', value: '0.00', unit: 'EUR' },
    { name: 'PACKAGE_FEE_AFTERWARDS', value: '5.00', unit: 'EUR' },
  ],
  manifestSha256: 'f'.repeat(64),
  code: null,
};

const SIGNED: TContractSet = {
  ...SET,
  status: 'SIGNED',
  documents: SET.documents.map((document) => ({
    ...document,
    openedAt: '2026-11-23T10:00:00.000Z',
    signed: {
      fileName: document.fileName.replace('.pdf', '-signed.pdf'),
      sizeBytes: document.sizeBytes + 9000,
      sha256: 'e'.repeat(64),
      timestamped: false,
      signedAt: '2026-11-23T10:05:00.000Z',
    },
  })),
};

const sent = () => ({
  sentAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
});

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${BASE}`]: { body: SET },
    [`PATCH ${BASE}/start`]: {
      body: { documentSetId: SET.documentSetId, at: '2026-11-23T10:00:00.000Z' },
    },
    [`PATCH ${BASE}/end`]: {
      body: { documentSetId: SET.documentSetId, at: '2026-11-23T10:06:00.000Z' },
    },
    [`POST ${BASE}/code`]: () => ({ body: sent() }),
    [`POST ${BASE}/sign`]: { body: SIGNED },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          prospectId: STEP_PROSPECT_ID,
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_DOCUMENTS_SIGNED',
        }),
      ),
    },
    ...handlers,
  });
  const view = renderStep('/signcontract', <SignContractPage />);
  return { ...api, ...view };
}

async function openEach() {
  for (const link of await screen.findAllByRole('link', { name: /^Open / })) {
    await userEvent.click(link);
  }
}

describe('/signcontract', () => {
  it('lists each contract to open and the figures signed; the code waits for every opening', async () => {
    const { container, calls } = renderPage();
    const list = await screen.findByRole('list', { name: 'Documents to sign' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/contract|terms/i).textContent)).toEqual([
      'Product contract',
      'General terms and conditions',
    ]);
    const link = screen.getByRole('link', {
      name: 'Open Product contract (PDF, 61.4\u00a0kB, opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(`/services/slo${BASE}/${SET.documents[0]?.id}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Monthly fee afterwards')).toBeDefined();
    expect(screen.getByText('€5.00')).toBeDefined();
    const send = screen.getByRole('button', { name: 'Send me the signing code' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Open every document first, then ask for the code.')).toBeDefined();
    await waitFor(() => expect(calls.some((call) => call.path === `${BASE}/start`)).toBe(true));
    await expectNoAxeViolations(container);

    await openEach();
    expect(within(list).getAllByText('Opened')).toHaveLength(2);
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('code for exactly this set, signed, the signed PDFs to download, then the branch', async () => {
    const { calls, container } = renderPage();
    await openEach();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the signing code' }));
    expect(calls.find((call) => call.path === `${BASE}/code`)?.body).toEqual({
      documentSetId: SET.documentSetId,
      manifestSha256: SET.manifestSha256,
    });
    expect(await screen.findByText(/You can ask for a new code in (59|60) s\./)).toBeDefined();
    // The fingerprint whose first groups the SMS repeats (decision 252): one function for both.
    expect(
      screen.getByText(`Fingerprint of what you sign: ${signingFingerprint(SET.manifestSha256)}`),
    ).toBeDefined();
    expect(screen.getByText('Fingerprint of what you sign: FFFF FFFF FFFF FFFF')).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the documents' }));
    expect(await screen.findByRole('heading', { name: 'Your contracts are signed' })).toBeDefined();
    const download = screen.getByRole('link', { name: 'Download the signed Product contract' });
    expect(download.getAttribute('href')).toBe(
      `/services/slo${BASE}/${SET.documents[0]?.id}/signed`,
    );
    await waitFor(() => expect(calls.some((call) => call.path === `${BASE}/end`)).toBe(true));
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/choosebranch'));
  });

  it('refusals in plain language: a wrong code on the field, documents not opened above it', async () => {
    let answer = { status: 422, body: errorBody('SEC_BUS_LOG_OTP_WOT') };
    renderPage({ [`POST ${BASE}/sign`]: () => answer });
    await openEach();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the signing code' }));
    const field = await screen.findByRole('textbox', { name: /Code from the SMS/ });
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the documents' }));
    expect(
      await screen.findByText('The code is not correct. Check the SMS and try again.'),
    ).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    answer = { status: 409, body: errorBody('DOCUMENTS_NOT_OPENED') };
    await userEvent.click(screen.getByRole('button', { name: 'Sign the documents' }));
    expect(await screen.findByText('Open every document before you sign.')).toBeDefined();
  });

  it('a failed signature leads to the contract-signature-failed page (spec 1 §8)', async () => {
    renderPage({
      [`POST ${BASE}/sign`]: { status: 502, body: errorBody('CONTRACT_SIGNATURE_FAILED') },
    });
    await openEach();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the signing code' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Code from the SMS/ }),
      '123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign the documents' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/contractsignaturefailed',
      ),
    );
  });

  it('a reload after signing shows the signed documents', async () => {
    renderPage({ [`GET ${BASE}`]: { body: SIGNED } });
    expect(await screen.findByRole('heading', { name: 'Your contracts are signed' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: /^Download the signed/ })).toHaveLength(2);
  });
});
