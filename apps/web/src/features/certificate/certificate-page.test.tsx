import type { Language, TCertificateStep } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setBankMeta, TEST_BANK } from '@onboarding/web-shell/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { CertificatePage } from './certificate-page';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setBankMeta(null);
});

const STEP = `GET /onboarding/prospects/${STEP_PROSPECT_ID}/certificate`;
const CODE = `POST /onboarding/prospects/${STEP_PROSPECT_ID}/certificate/code`;
const ISSUE = `POST /onboarding/prospects/${STEP_PROSPECT_ID}/certificate`;

const IDENTITY = {
  givenName: 'Špela',
  surname: 'Čebašek Žagar',
  birthDate: '1990-04-12',
  documentNumberMasked: '••••••123',
  mobileMasked: '+386 •••••456',
  countryCode: 'SI',
};
const CERTIFICATE = {
  serialNumber: '0a1b2c',
  subjectDn: 'CN=Špela Čebašek Žagar,C=SI',
  issuerDn: 'CN=Onboarding Development Issuing CA',
  notBefore: '2026-11-23T10:00:00.000Z',
  notAfter: '2028-11-23T10:00:00.000Z',
  fingerprintSha256: 'ab'.repeat(32),
};
const SENT = () => {
  const now = Date.now();
  return {
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 300_000).toISOString(),
    resendAvailableAt: new Date(now + 60_000).toISOString(),
  };
};

function renderPage(
  handlers: Parameters<typeof mockApi>[0] = {},
  step?: TCertificateStep,
  language?: Language,
) {
  const api = mockApi({
    [STEP]: { body: step ?? { identity: IDENTITY, certificate: null, code: null } },
    [CODE]: { body: SENT() },
    [ISSUE]: { body: { identity: IDENTITY, certificate: CERTIFICATE, code: null } },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          prospectId: STEP_PROSPECT_ID,
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
        }),
      ),
    },
    ...handlers,
  });
  const view = renderStep('/certificate', <CertificatePage />, language ? { language } : {});
  return { ...api, ...view };
}

describe('/certificate', () => {
  it('shows the data that goes into the certificate, masked where it can be', async () => {
    const { container } = renderPage();
    const data = await screen.findByRole('region', { name: 'Data in the certificate' });
    expect(within(data).getByText('Čebašek Žagar')).toBeDefined();
    expect(within(data).getByText('12.04.1990')).toBeDefined();
    expect(within(data).getByText('••••••123')).toBeDefined();
    expect(within(data).getByText('+386 •••••456')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['sq', 'Të dhënat në certifikatë', 'Shteti', 'Shqipëri'],
    ['en', 'Data in the certificate', 'Country', 'Albania'],
    ['sl', 'Podatki v potrdilu', 'Država', 'Albanija'],
  ] as const)('names the country in the reader’s language, not its code (%s)', async (...row) => {
    const [language, region, label, country] = row;
    const identity = { ...IDENTITY, countryCode: 'AL' };
    renderPage({}, { identity, certificate: null, code: null }, language);
    const data = await screen.findByRole('region', { name: region });
    const term = within(data).getByText(label);
    expect(term.nextElementSibling?.textContent).toBe(country);
  });

  it('gives the configured bank’s telephone for wrong data (decision 229)', async () => {
    setBankMeta(TEST_BANK);
    renderPage();
    await screen.findByRole('region', { name: 'Data in the certificate' });
    expect(
      screen.getByText(
        'If something is wrong, please contact us before you continue: +386 2 620 00 00.',
      ),
    ).toBeDefined();
  });

  it('asks for the confirmation before any code is sent', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText('Confirm that the data is correct.')).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('confirmed: the code by SMS, a resend countdown, the certificate issued', async () => {
    const { calls, container } = renderPage();
    await userEvent.click(
      await screen.findByRole('checkbox', {
        name: 'I confirm that this data is correct and ask for a signing certificate.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to +386 •••••456. Enter it to have your certificate issued.',
      ),
    ).toBeDefined();
    expect(screen.getByText(/You can ask for a new code in (59|60) s\./)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(
      true,
    );
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
    expect(
      await screen.findByRole('heading', { name: 'Your certificate has been issued' }),
    ).toBeDefined();
    expect(
      screen.getByText('Valid until 23.11.2028. You can now sign your contracts.'),
    ).toBeDefined();
    expect(
      calls.find((call) => call.path.endsWith('/certificate') && call.method === 'POST')?.body,
    ).toEqual({
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the contracts' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signcontract'));
  });

  it('a wrong code is marked on the field in plain language', async () => {
    renderPage(
      { [ISSUE]: { status: 422, body: errorBody('SEC_BUS_LOG_OTP_WOT') } },
      { identity: IDENTITY, certificate: null, code: SENT() },
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Code from the SMS/ }),
      '000000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
    expect(
      await screen.findByText('The code is not correct. Check the SMS and try again.'),
    ).toBeDefined();
    expect(
      screen.getByRole('textbox', { name: /Code from the SMS/ }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('a reload with the certificate issued goes on to /signcontract', async () => {
    renderPage({}, { identity: IDENTITY, certificate: CERTIFICATE, code: null });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signcontract'));
  });

  it('the provider failed to issue it: the contract-signature-failed page', async () => {
    renderPage(
      { [ISSUE]: { status: 502, body: errorBody('CONTRACT_SIGNATURE_FAILED') } },
      { identity: IDENTITY, certificate: null, code: SENT() },
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Code from the SMS/ }),
      '123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/contractsignaturefailed',
      ),
    );
  });
});
