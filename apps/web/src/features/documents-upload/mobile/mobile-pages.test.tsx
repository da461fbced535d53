import { ROUTES, type THandoffSession } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../../lib/api/testing/mock-api';
import { TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../../test/render';
import { aHandoffStatus, TID } from '../testing/handoff-fixtures';
import {
  aDocument,
  photo,
  PROSPECT_ID,
  renderDocuments,
  someDocuments,
} from '../testing/render-documents';
import { readHandoffSession, storeHandoffSession } from './handoff-session-store';
import {
  MobileBackViewPage,
  MobileFinalizePage,
  MobileFrontViewPage,
  MobileHandoffLayout,
  MobileIdTypePage,
} from './mobile-pages';

/** A token whose payload names the language (the web only reads it; the server verifies it). */
function tokenIn(language: string): string {
  const payload = btoa(JSON.stringify({ uid: TEST_UID, language })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`;
}

function aSession(status = aHandoffStatus({ status: 'OPENED' })): THandoffSession {
  return { tid: TID, uid: TEST_UID, prospectId: PROSPECT_ID, language: 'en', status };
}

function renderMobile(path: string, reload = vi.fn()) {
  const view = renderDocuments(
    path,
    <Route element={<MobileHandoffLayout reload={reload} />}>
      <Route path={ROUTES.mobileUploadIdType} element={<MobileIdTypePage />} />
      <Route path={ROUTES.mobileUploadFrontView} element={<MobileFrontViewPage />} />
      <Route path={ROUTES.mobileUploadBackView} element={<MobileBackViewPage />} />
      <Route path={ROUTES.mobileUploadFinalize} element={<MobileFinalizePage />} />
    </Route>,
  );
  return { ...view, reload };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mobile upload pages', () => {
  it('trades the link token for the hand-off session and starts at the ID type', async () => {
    const status = aHandoffStatus({ status: 'OPENED', stepsDone: ['LINK_OPENED'] });
    const api = mockApi({
      'POST /onboarding/documents/handoff/session': { body: aSession(status) },
      [`GET /onboarding/documents/handoff/${TID}`]: { body: status },
    });
    const { container } = renderMobile(`${ROUTES.mobileUploadIdType}?token=${tokenIn('en')}`);
    expect(await screen.findByRole('radio', { name: 'Identity card' })).toBeDefined();
    expect(api.calls[0]?.body).toEqual({ token: tokenIn('en') });
    expect(readHandoffSession()?.tid).toBe(TID);
    expect(screen.getByText('Step 1 of 4')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('is reached without a signed-in session: the route table keeps it outside the guard', async () => {
    const status = aHandoffStatus({ status: 'OPENED', documents: someDocuments(null) });
    const api = mockApi({
      'POST /onboarding/documents/handoff/session': { body: aSession(status) },
      [`GET /onboarding/documents/handoff/${TID}`]: { body: status },
    });
    renderRoute(`${ROUTES.mobileUploadIdType}?token=${tokenIn('en')}`, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Document type' })).toBeDefined();
    expect(api.calls.map((call) => call.path)).not.toContain('/onboarding/prospects/status');
    expect(api.calls.map((call) => call.path)).not.toContain('/security/action/whoami');
    // No exit button on the phone: it is not the applicant's signed-in session.
    expect(screen.queryByRole('link', { name: 'Exit' })).toBeNull();
  });

  it('opens in the language of the token', async () => {
    mockApi({});
    const { reload } = renderMobile(`${ROUTES.mobileUploadIdType}?token=${tokenIn('sl')}`);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem('language')).toBe('sl');
  });

  it('resumes a phone at the first side not done after it lost its connection', async () => {
    const status = aHandoffStatus({
      status: 'OPENED',
      documents: someDocuments('ID', { FRONTVIEW: 'UPLOADED' }),
    });
    mockApi({
      'POST /onboarding/documents/handoff/session': { body: aSession(status) },
      [`GET /onboarding/documents/handoff/${TID}`]: { body: status },
    });
    renderMobile(`${ROUTES.mobileUploadIdType}?token=${tokenIn('en')}`);
    expect(await screen.findByText('Back of your identity card', { selector: 'h1' })).toBeDefined();
    expect(location()).toBe(ROUTES.mobileUploadBackView);
    // The link opened again on this phone is painted at the back (decision 297).
    expect(JSON.parse(window.localStorage.getItem('linkResume') ?? 'null')).toEqual({
      link: TID,
      page: '#/documentsupload/mobile/backview?idType=ID',
    });
  });

  it('says the link no longer works when it has expired and the tab has no session', async () => {
    mockApi({
      'POST /onboarding/documents/handoff/session': {
        status: 401,
        body: errorBody('TOKEN_EXPIRED'),
      },
    });
    renderMobile(`${ROUTES.mobileUploadIdType}?token=${tokenIn('en')}`);
    expect(await screen.findByText('This link no longer works')).toBeDefined();
  });

  it('says the photos were already sent when the link is opened again after the upload', async () => {
    mockApi({
      'POST /onboarding/documents/handoff/session': {
        status: 409,
        body: errorBody('HANDOFF_FINALIZED'),
      },
    });
    const { container } = renderMobile(`${ROUTES.mobileUploadIdType}?token=${tokenIn('en')}`);
    expect(
      await screen.findByRole('heading', { name: 'Your photos have already been sent' }),
    ).toBeDefined();
    expect(screen.queryByText('This link no longer works')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('saves the ID type and goes on to the front', async () => {
    storeHandoffSession(aSession());
    let documents = someDocuments(null);
    const api = mockApi({
      [`GET /onboarding/documents/handoff/${TID}`]: () => ({
        body: aHandoffStatus({ status: 'OPENED', documents }),
      }),
      [`PATCH /onboarding/prospects/${PROSPECT_ID}/idtype`]: () => {
        documents = someDocuments('ID');
        return { body: documents };
      },
    });
    renderMobile(ROUTES.mobileUploadIdType);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose the document you will photograph.')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Identity card' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe(ROUTES.mobileUploadFrontView);
    expect(await screen.findByText('Step 2 of 4')).toBeDefined();
  });

  it('opens the phone camera for a side, shows a refusal in place and goes on once accepted', async () => {
    storeHandoffSession(aSession());
    let documents = someDocuments('ID');
    const api = mockApi({
      [`GET /onboarding/documents/handoff/${TID}`]: () => ({
        body: aHandoffStatus({ status: 'OPENED', documents }),
      }),
      'POST /onboarding/documents': (call) => {
        if ((call.body as { documentName: string }).documentName === 'blurred.jpg') {
          documents = someDocuments(
            'ID',
            { FRONTVIEW: 'REJECTED' },
            { FRONTVIEW: 'IMAGE_BLURRED' },
          );
          return { status: 422, body: errorBody('IMAGE_BLURRED') };
        }
        documents = someDocuments('ID', { FRONTVIEW: 'UPLOADED' });
        return { body: aDocument('FRONTVIEW') };
      },
    });
    const { container } = renderMobile(ROUTES.mobileUploadFrontView);
    const input = await screen.findByLabelText(/^Take a photo Front of your identity card$/);
    expect(input.getAttribute('capture')).toBe('environment');
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await userEvent.upload(input, photo('blurred.jpg'));
    expect(await screen.findByText(/The photo is blurred/)).toBeDefined();
    await expectNoAxeViolations(container);

    // A refused side is asked again (the box holds no photo of it).
    await userEvent.upload(screen.getByLabelText(/^Take a photo Front/), photo('sharp.jpg'));
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/The photo is blurred/)).toBeNull();
    expect(api.calls.filter((call) => call.path === '/onboarding/documents')).toHaveLength(2);
    await userEvent.click(next);
    expect(location()).toBe(ROUTES.mobileUploadBackView);
  });

  it('offers to take an accepted side again', async () => {
    storeHandoffSession(aSession());
    mockApi({
      [`GET /onboarding/documents/handoff/${TID}`]: {
        body: aHandoffStatus({
          status: 'OPENED',
          documents: someDocuments('ID', { FRONTVIEW: 'UPLOADED' }),
        }),
      },
    });
    renderMobile(ROUTES.mobileUploadFrontView);
    expect(await screen.findByLabelText(/^Take the photo again Front/)).toBeDefined();
    expect(screen.getByRole('img', { name: 'Preview of the uploaded file' })).toBeDefined();
  });

  it('sends the photos from the finalize page and thanks the applicant', async () => {
    storeHandoffSession(aSession());
    let status = aHandoffStatus({
      status: 'OPENED',
      documents: someDocuments('ID', { FRONTVIEW: 'UPLOADED', BACKVIEW: 'UPLOADED' }),
    });
    mockApi({
      [`GET /onboarding/documents/handoff/${TID}`]: () => ({ body: status }),
      [`POST /onboarding/documents/handoff/${TID}/finalize`]: () => {
        status = { ...status, status: 'FINALIZED' };
        return { body: status };
      },
    });
    // Left at the front earlier: at finalize the phone's photos are the page, so no picture.
    window.localStorage.setItem(
      'linkResume',
      JSON.stringify({ link: TID, page: '#/documentsupload/mobile/frontview?idType=ID' }),
    );
    const { container } = renderMobile(ROUTES.mobileUploadFinalize);
    const review = await screen.findByRole('list');
    expect(
      within(review)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Front of your identity card', 'Back of your identity card']);
    await expectNoAxeViolations(container);
    expect(window.localStorage.getItem('linkResume')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send the photos' }));
    expect(await screen.findByText('Thank you, your photos were sent')).toBeDefined();
    expect(window.localStorage.getItem('linkResume')).toBeNull();
  });

  it('sends a phone to the side still missing when it opens finalize too early', async () => {
    storeHandoffSession(aSession());
    mockApi({
      [`GET /onboarding/documents/handoff/${TID}`]: {
        body: aHandoffStatus({
          status: 'OPENED',
          documents: someDocuments('PP'),
        }),
      },
    });
    renderMobile(ROUTES.mobileUploadFinalize);
    expect(
      await screen.findByText('Photo page of your passport', { selector: 'h1' }),
    ).toBeDefined();
    expect(screen.getByText('Step 2 of 3')).toBeDefined();
  });
});
