import { toWeeklyOpeningHours, OPERATOR_OPENING_HOURS } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import {
  errorBody,
  mockApi,
  type MockAnswer,
  type MockHandler,
} from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { FIRST_SCREEN, renderRoute } from '../../test/render';

const ERASURE = '/onboarding/prospects/prospect-1/erasure';
const STATUS = `GET ${ERASURE}`;
const REQUEST = `POST ${ERASURE}`;

function serve(erasure: Readonly<Record<string, MockAnswer | MockHandler>>) {
  return mockApi({
    'GET /onboarding/prospects/status': { body: aStatus(aProcess()) },
    'GET /external/info/openinghours': {
      body: {
        timeZone: 'Europe/Ljubljana',
        openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
        holidays: [],
        closedStatus: false,
      },
    },
    ...erasure,
  });
}

async function erasureSection() {
  return screen.findByRole('region', { name: 'Delete my data' }, FIRST_SCREEN);
}

describe('My application: delete my data (decision 157)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains what is deleted and what the law keeps, asks in a dialog, then names the masked address', async () => {
    const api = serve({
      [STATUS]: { body: { status: 'NONE' } },
      [REQUEST]: { status: 202, body: { status: 'CONFIRMATION_SENT', email: 'a***@example.si' } },
    });
    const { container } = renderRoute('/myapplication', { language: 'en' });
    const section = await erasureSection();
    expect(within(section).getByText('The documents and photos you uploaded')).toBeDefined();
    expect(within(section).getByText(/for 5 years after our relationship ends/)).toBeDefined();
    expect(within(section).getByText(/We will first send you an e-mail with a link/)).toBeDefined();
    const open = await within(section).findByRole('button', { name: 'Delete my data' });
    await expectNoAxeViolations(container);

    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete your data?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The harmless choice has the focus; nothing was sent yet.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => `${call.method} ${call.path}` === REQUEST)).toBe(false);
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send me the link' }));
    const sent = await within(section).findByText(
      'We sent a link to a***@example.si. Open it within 24 hours to confirm that we should delete your data.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sent);
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === REQUEST)).toHaveLength(1);
    expect(api.calls.find((call) => `${call.method} ${call.path}` === REQUEST)?.body).toEqual({});
    await expectNoAxeViolations(container);
  });

  it('is left by keyboard: Escape closes the dialog and focus returns to the button', async () => {
    const api = serve({ [STATUS]: { body: { status: 'NONE' } } });
    renderRoute('/myapplication', { language: 'en' });
    const open = await within(await erasureSection()).findByRole('button', {
      name: 'Delete my data',
    });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete your data?' });
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says in plain words when the link could not be sent, next to the action', async () => {
    serve({
      [STATUS]: { body: { status: 'NONE' } },
      [REQUEST]: { status: 503, body: errorBody('SERVICE_UNAVAILABLE') },
    });
    renderRoute('/myapplication', { language: 'en' });
    await userEvent.click(
      await within(await erasureSection()).findByRole('button', { name: 'Delete my data' }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send me the link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not send the link just now. Your data has not been touched. Please try again in a few minutes.',
    );
  });

  it('shows a request already waiting for its link, and sends the link again', async () => {
    const api = serve({
      [STATUS]: { body: { status: 'CONFIRMATION_SENT' } },
      [REQUEST]: { status: 429, body: errorBody('TOO_MANY_REQUESTS') },
    });
    const { container } = renderRoute('/myapplication', { language: 'en' });
    const section = await erasureSection();
    expect(
      await within(section).findByText(
        'We sent a link to your e-mail address. Open it within 24 hours to confirm that we should delete your data.',
      ),
    ).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Delete my data' })).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(within(section).getByRole('button', { name: 'Send the link again' }));
    expect(
      await within(section).findByText(
        'You have asked several times in a short while. Please wait a few minutes and try again.',
      ),
    ).toBeDefined();
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === REQUEST)).toHaveLength(1);
  });

  it('shows a confirmed request as being deleted, in Slovenian', async () => {
    serve({ [STATUS]: { body: { status: 'SCHEDULED' } } });
    const { container } = renderRoute('/myapplication', { language: 'sl' });
    const section = await screen.findByRole(
      'region',
      { name: 'Izbriši moje podatke' },
      FIRST_SCREEN,
    );
    expect(
      await within(section).findByText('Zahtevo ste potrdili. Vaše podatke brišemo.'),
    ).toBeDefined();
    expect(within(section).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers a retry when the state of a request cannot be read', async () => {
    let failing = true;
    serve({
      [STATUS]: () =>
        failing
          ? { status: 503, body: errorBody('SERVICE_UNAVAILABLE') }
          : { body: { status: 'NONE' } },
    });
    renderRoute('/myapplication', { language: 'en' });
    const section = await erasureSection();
    expect(
      await within(section).findByText(
        'We could not check whether you have already asked to delete your data.',
      ),
    ).toBeDefined();
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Delete my data' })).toBeDefined(),
    );
  });
});
