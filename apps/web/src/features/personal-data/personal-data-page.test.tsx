import { getVariant } from '@onboarding/domain';
import { pastRealTimer } from '@onboarding/web-shell/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/providers';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { WizardProvider } from '../../lib/wizard/wizard-context';
import { wizardPosition } from '../../lib/wizard/wizard-position';
import { testI18n } from '../../test/render';
import { AUTOSAVE_DELAY_MS } from './hooks/use-autosave';
import { PersonalDataPage } from './personal-data-page';
import { lookupHandlers } from './testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROSPECT = 'prospect-1';

interface Reading {
  readonly status: string;
  readonly prefill?: Record<string, unknown>;
}

const READ_ID_CARD: Reading = {
  status: 'READ',
  prefill: {
    documentType: 'ID',
    firstName: 'ŠPELA',
    lastName: 'ZAGAR',
    birthDate: '15.05.1998',
  },
};

function renderPage(reading: Reading = READ_ID_CARD) {
  const process = aProcess({ prospectId: PROSPECT });
  const api = mockApi({
    ...lookupHandlers(),
    'GET /security/action/whoami': {
      body: {
        uid: TEST_UID,
        username: 'ana.novak@example.si',
        fullName: 'Ana Novak',
        mobilePhone: { prefix: '+386', number: '41234567' },
      },
    },
    [`GET /onboarding/prospects/${PROSPECT}/info/partialsave`]: {
      body: { sections: { address: { streetAddress: 'Trubarjeva cesta', houseNumber: '7' } } },
    },
    [`PATCH /onboarding/prospects/${PROSPECT}/info/partialsave`]: { body: { sections: {} } },
    [`GET /onboarding/prospects/${PROSPECT}/documentreading`]: { body: reading },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders variant={getVariant('si')} i18n={testI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/personaldata']}>
          <WizardProvider
            wizard={{
              uid: TEST_UID,
              status: aStatus(process),
              process,
              position: wizardPosition(process),
            }}
          >
            <PersonalDataPage />
          </WizardProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
  return api;
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('/personaldata', { timeout: 20_000 }, () => {
  it('opens with what was saved, the document’s values marked, and the applicant’s e-mail', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Next' });
    expect(box('Street').value).toBe('Trubarjeva cesta');
    expect(box('House number').value).toBe('7');
    expect(box('First name').value).toBe('Špela');
    expect(box('Surname').value).toBe('Zagar');
    expect(box('E-mail address').value).toBe('ana.novak@example.si');
    expect(
      screen.getAllByText(
        'Read from your identity document. Please check it and correct it if needed.',
      ).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows its heading and lead at once, and asks for nothing before the form is here (decision 222)', async () => {
    const { calls } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeTruthy();
    expect(screen.getByText(/^We need these details by law/)).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toEqual([]);
    await screen.findByRole('button', { name: 'Next' });
  });

  it('saves what is typed with info/partialsave', async () => {
    const { calls } = renderPage();
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.clear(box('Surname'));
    await userEvent.type(box('Surname'), 'Žagar');
    type Saved = { personalData: { surname: string }; address: { streetAddress: string } };
    const lastSaved = () =>
      calls.filter((call) => call.method === 'PATCH').at(-1)?.body as Saved | undefined;
    // A slow machine may save between the clearing and the typing too: the last save counts.
    await waitFor(
      () => expect(lastSaved()?.personalData.surname).toBe('Žagar'),
      pastRealTimer(AUTOSAVE_DELAY_MS),
    );
    const saved = lastSaved() as Saved;
    expect(saved.address.streetAddress).toBe('Trubarjeva cesta');
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('fills the names and mobile number given at sign-up when nothing else gave them', async () => {
    renderPage({ status: 'UNREADABLE' });
    await screen.findByRole('button', { name: 'Next' });
    expect(box('First name').value).toBe('Ana');
    expect(box('Surname').value).toBe('Novak');
    expect(box('Mobile phone number').value).toBe('41234567');
    expect(screen.getAllByText('As you gave it when you signed up. Please check it.')).toHaveLength(
      3,
    );
  });
});
