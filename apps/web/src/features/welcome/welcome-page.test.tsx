import {
  getVariant,
  rfReference,
  WEEKDAYS,
  type TActivationCodeView,
  type TWelcomeData,
} from '@onboarding/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { aPennyTransfer } from '../../components/payment-instructions/testing';
import { errorBody, type MockAnswer, mockApi } from '../../lib/api/testing/mock-api';
import { nextTask } from '../../lib/chunks/next-task';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';
import { WAITING_POLL_INTERVAL_MS, WelcomePage } from './welcome-page';

const PRODUCT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const WELCOME = `GET /onboarding/products/${PRODUCT_ID}/welcome`;
const UPDATE = `PATCH /onboarding/products/${PRODUCT_ID}/welcomeupdate`;
const RENEW = 'POST /processes/activatemultichannel';
const PENNY = `GET /onboarding/products/${PRODUCT_ID}/pennytransfer`;
const OPENING_HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      openFrom: '0800',
      openTo: '1700',
      hasPause: false,
      pauseFrom: null,
      pauseTo: null,
      closed: false,
    },
  ]),
);
const BRANCH = `GET /onboarding/prospects/${STEP_PROSPECT_ID}/branch`;
const A_BRANCH = {
  id: 'LJ-CENTER',
  name: 'Ljubljana Center',
  street: 'Slovenska cesta',
  houseNumber: '42',
  postalCode: '1000',
  city: 'Ljubljana',
  lat: 46.05,
  lon: 14.5,
  phone: '+386 1 300 00 00',
  openingHours: OPENING_HOURS,
};

// A 1×1 SVG stands in for the server's QR code.
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

function anActivation(code = 'K7QX-3MHD-W9PA'): TActivationCodeView {
  return {
    code,
    link: `https://www.example-bank.si/app/activate?code=${code}`,
    qrSvgDataUrl: QR,
    issuedAt: '2026-11-23T10:00:00.000Z',
    expiresAt: '2026-12-23T10:00:00.000Z',
  };
}

function welcomeData(overrides: Partial<TWelcomeData> = {}): TWelcomeData {
  return {
    prospectId: STEP_PROSPECT_ID,
    productId: PRODUCT_ID,
    state: 'ACTIVE',
    product: {
      process: 'CURRENTACCOUNT',
      packageName: 'Digital',
      fee: {
        currency: 'EUR',
        introductoryMonths: 12,
        introductoryMonthly: 0,
        afterwardsMonthly: 500,
      },
      hasDebitCard: true,
    },
    account: { iban: 'SI56263300012039086', ibanFormatted: 'SI56 2633 0001 2039 086' },
    activation: anActivation(),
    times: {
      accountActiveWithinHours: 24,
      debitCardWithinWeeks: 2,
      activatedAt: '2026-11-23T10:00:00.000Z',
    },
    welcomeShownAt: null,
    conversion: {
      productType: 'CURRENTACCOUNT',
      itemList: [
        {
          name: 'Digital',
          attributes: {
            type: 'MAIN_PRODUCT',
            fullPrice: '5.00',
            discountedPrice: '0.00',
            pricingTypeAnalytics: 'INTRODUCTORY_MONTHLY_FEE',
          },
        },
      ],
    },
    ...overrides,
  };
}

function renderWelcome(language: 'en' | 'sl' | 'sq' = 'en', variant = getVariant('si')) {
  return renderStep('/welcome', <WelcomePage />, {
    language,
    productId: PRODUCT_ID,
    productState: 'PRODUCT_ACTIVE',
    variant,
  });
}

function conversions() {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'conversion',
  );
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(async () => {
  // The API client sends a request in the task after it is asked for (decision 306): let the
  // page's last ones leave while this test's fetch is still stubbed, not into the next test's.
  await act(() => nextTask());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/welcome', () => {
  it('shows the account number, the product, the activation code and its QR, and the times', async () => {
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: true } },
      [BRANCH]: { body: { chosen: { branch: A_BRANCH, chosenAt: '2026-11-23T09:59:00.000Z' } } },
    });
    const { container } = renderWelcome();
    expect(await screen.findByRole('heading', { name: 'Welcome to the bank' })).toBeDefined();
    expect(
      screen.getByText(
        'Your current account is open. Thank you for choosing us. Below is all you need to start, and what comes next.',
      ),
    ).toBeDefined();
    expect(await screen.findByText('SI56 2633 0001 2039 086')).toBeDefined();
    expect(screen.getByText('Digital package')).toBeDefined();
    expect(
      screen.getByText('€0.00 a month for the first 12 months, then €5.00 a month'),
    ).toBeDefined();
    // The code in its three groups, the QR named for what it does.
    expect(screen.getByText('K7QX')).toBeDefined();
    expect(screen.getByText('W9PA')).toBeDefined();
    expect(
      screen.getByRole('img', {
        name: 'QR code that opens the mobile app’s activation with the code K7QX-3MHD-W9PA',
      }),
    ).toBeDefined();
    expect(screen.getByText('The code is valid until 23 December 2026.')).toBeDefined();
    expect(screen.getByText('Your account is fully active within 24 hours.')).toBeDefined();
    expect(screen.getByText('Your debit card arrives by post within 2 weeks.')).toBeDefined();
    expect(
      await screen.findByText('Ljubljana Center, Slovenska cesta 42, 1000 Ljubljana'),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('names the branch’s place once when the branch is named for it', async () => {
    const celje = { ...A_BRANCH, name: 'Celje', street: 'Stanetova ulica', houseNumber: '9' };
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
      [BRANCH]: {
        body: {
          chosen: {
            branch: { ...celje, postalCode: '3000', city: 'Celje' },
            chosenAt: '2026-11-23T09:59:00.000Z',
          },
        },
      },
    });
    const { container } = renderWelcome();
    expect(await screen.findByText('Stanetova ulica 9, 3000 Celje')).toBeDefined();
    expect(container.textContent).not.toMatch(/Celje, Stanetova/);
  });

  it('fires the conversion once, when the server says this showing was the first', async () => {
    const api = mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: true } },
    });
    renderWelcome();
    await waitFor(() => expect(conversions()).toHaveLength(1));
    expect(conversions()[0]).toMatchObject({
      event: 'conversion',
      virtualPath: '/onboarding/welcome',
      productFamily: 'CURRENTACCOUNT',
      productName: 'Digital',
      fullPrice: '5.00',
      discountedPrice: '0.00',
      pricingType: 'INTRODUCTORY_MONTHLY_FEE',
      language: 'en',
    });
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === UPDATE)).toHaveLength(1);
  });

  it('fires nothing on a later visit', async () => {
    const api = mockApi({
      [WELCOME]: { body: welcomeData({ welcomeShownAt: '2026-11-23T10:01:00.000Z' }) },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
    });
    renderWelcome();
    await waitFor(() =>
      expect(api.calls.some((call) => `${call.method} ${call.path}` === UPDATE)).toBe(true),
    );
    await act(() => Promise.resolve());
    expect(conversions()).toEqual([]);
  });

  it('copies the account number and the code and says so', async () => {
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWelcome();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the account number' }));
    expect(writeText).toHaveBeenLastCalledWith('SI56263300012039086');
    expect(await screen.findByText('Account number copied')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the activation code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7QX-3MHD-W9PA');
    expect(await screen.findByText('Activation code copied')).toBeDefined();
  });

  it('tells the applicant to copy by hand when the clipboard is not there', async () => {
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWelcome();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the account number' }));
    expect(
      await screen.findByText('Copying did not work. Select the text and copy it yourself.'),
    ).toBeDefined();
  });

  it('gets a new code by keyboard and shows it in place of the old one', async () => {
    const api = mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
      [RENEW]: { body: anActivation('AAAA-BBBB-CCCC') },
    });
    renderWelcome();
    const renew = await screen.findByRole('button', { name: 'Get a new code' });
    renew.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Here is your new code. The previous one no longer works.'),
    ).toBeDefined();
    expect(screen.getByText('AAAA')).toBeDefined();
    expect(screen.queryByText('K7QX')).toBeNull();
    expect(api.calls.find((call) => `${call.method} ${call.path}` === RENEW)?.body).toEqual({
      prospectId: STEP_PROSPECT_ID,
    });
  });

  it('says so when no new code could be issued', async () => {
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
      [RENEW]: { status: 429, body: errorBody('TOO_MANY_REQUESTS') },
    });
    renderWelcome();
    await userEvent.click(await screen.findByRole('button', { name: 'Get a new code' }));
    expect(
      await screen.findByText('We could not issue a new code just now. Please try again later.'),
    ).toBeDefined();
    expect(screen.getByText('K7QX')).toBeDefined();
  });

  it('while its own data comes, says from the status which welcome it is: a deposit awaits its payment', async () => {
    let answerWelcome: (answer: MockAnswer) => void = () => {};
    mockApi({
      [WELCOME]: () => new Promise<MockAnswer>((resolve) => (answerWelcome = resolve)),
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: true } },
      [PENNY]: { body: aPennyTransfer() },
    });
    const { container } = renderStep('/welcome', <WelcomePage />, {
      language: 'en',
      processName: 'DAYPOSIT',
      productId: PRODUCT_ID,
      productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    });
    const heading = await screen.findByRole('heading', { name: 'We are waiting for your payment' });
    expect(
      screen.getByText(
        'Your day deposit opens as soon as your verification payment arrives. This page updates by itself.',
      ),
    ).toBeDefined();
    expect(screen.getByText('Loading your details…')).toBeDefined();
    expect(container.querySelector('section[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('SI12 1234567890120')).toBeNull();
    await expectNoAxeViolations(container);

    answerWelcome({
      body: welcomeData({
        state: 'WAITING_FOR_PAYMENT',
        activation: null,
        product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
      }),
    });
    expect(await screen.findByText('SI12 1234567890120')).toBeDefined();
    // The heading painted first is the one kept: nothing above the instructions moved.
    expect(screen.getByRole('heading', { name: 'We are waiting for your payment' })).toBe(heading);
    expect(screen.queryByText('Loading your details…')).toBeNull();
  });

  it('waits for the payment, asking every 10 seconds, and turns into the welcome when it lands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const api = mockApi({
      [WELCOME]: () => ({
        body: paid
          ? welcomeData({
              product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
              times: {
                accountActiveWithinHours: 24,
                debitCardWithinWeeks: null,
                activatedAt: null,
              },
            })
          : welcomeData({
              state: 'WAITING_FOR_PAYMENT',
              activation: null,
              product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
              times: {
                accountActiveWithinHours: 24,
                debitCardWithinWeeks: null,
                activatedAt: null,
              },
            }),
      }),
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: true } },
      [PENNY]: { body: aPennyTransfer() },
    });
    const { container } = renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'We are waiting for your payment' }),
    ).toBeDefined();
    // The payment details of the penny transfer, with their own activation times.
    expect(await screen.findByText('SI12 1234567890120')).toBeDefined();
    expect(screen.getByText('Checking for your payment…')).toBeDefined();
    expect(screen.queryByText('Activation code')).toBeNull();
    expect(screen.queryByText(/debit card/)).toBeNull();
    expect(
      screen.queryByText(
        'With an instant payment it opens in about 2 hours, otherwise in about one working day.',
      ),
    ).toBeNull();
    // Nothing has been e-mailed yet.
    expect(screen.queryByText('We have sent these details to your e-mail address too.')).toBeNull();
    await expectNoAxeViolations(container);
    expect(conversions()).toEqual([]);

    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(WAITING_POLL_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Welcome to the bank' })).toBeDefined();
    expect(
      screen.getByText(
        'Your day deposit is open. Thank you for choosing us. Below is all you need to start, and what comes next.',
      ),
    ).toBeDefined();
    expect(screen.getByText('K7QX')).toBeDefined();
    await waitFor(() => expect(conversions()).toHaveLength(1));
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === WELCOME).length).toBe(2);
  });

  it('still says when a paid product opens if the payment details cannot be loaded', async () => {
    mockApi({
      [WELCOME]: {
        body: welcomeData({
          state: 'WAITING_FOR_PAYMENT',
          activation: null,
          product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
          times: { accountActiveWithinHours: 24, debitCardWithinWeeks: null, activatedAt: null },
        }),
      },
      [PENNY]: { status: 503, body: errorBody('SERVICE_UNAVAILABLE') },
    });
    renderWelcome();
    expect(
      await screen.findByText(
        'With an instant payment it opens in about 2 hours, otherwise in about one working day.',
      ),
    ).toBeDefined();
    expect(screen.getByText('Checking for your payment…')).toBeDefined();
  });

  it('offers to try again when the data cannot be loaded', async () => {
    mockApi({ [WELCOME]: { status: 409, body: errorBody('PRODUCT_STATE_CONFLICT') } });
    renderWelcome();
    expect(
      await screen.findByText('We could not load your details. Please try again.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('reads in Slovenian', async () => {
    mockApi({
      [WELCOME]: { body: welcomeData() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
    });
    const { container } = renderWelcome('sl');
    expect(await screen.findByRole('heading', { name: 'Dobrodošli v banki' })).toBeDefined();
    expect(
      await screen.findByText('Debetno kartico boste po pošti prejeli v 2 tednih.'),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });
});

describe('/welcome in the al variant', () => {
  const TIRANA = {
    ...A_BRANCH,
    id: 'TR-BLLOKU',
    name: 'Tiranë Blloku',
    street: 'Rruga Pjetër Bogdani',
    houseNumber: '15',
    postalCode: '1001',
    city: 'Tiranë',
    lat: 41.32,
    lon: 19.82,
    phone: '+355 4 223 0000',
  };
  const ALBANIAN = welcomeData({
    product: {
      process: 'CURRENTACCOUNT',
      packageName: 'Diploma',
      fee: {
        currency: 'ALL',
        introductoryMonths: 12,
        introductoryMonthly: 0,
        afterwardsMonthly: 178_000,
      },
      hasDebitCard: true,
    },
    account: {
      iban: 'AL47212110090000000235698741',
      ibanFormatted: 'AL47 2121 1009 0000 0002 3569 8741',
    },
  });

  it('shows the server’s Albanian account and branch, lekë and Albanian dates: nothing Slovenian', async () => {
    mockApi({
      [WELCOME]: { body: ALBANIAN },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: false } },
      [BRANCH]: { body: { chosen: { branch: TIRANA, chosenAt: '2026-11-23T09:59:00.000Z' } } },
    });
    const { container } = renderWelcome('sq', getVariant('al'));
    expect(await screen.findByRole('heading', { name: 'Mirë se vini në bankë' })).toBeDefined();
    expect(await screen.findByText('AL47 2121 1009 0000 0002 3569 8741')).toBeDefined();
    expect(
      screen.getByText('0,00 Lekë në muaj për 12 muajt e parë, pastaj 1 780,00 Lekë në muaj'),
    ).toBeDefined();
    expect(screen.getByText('Kodi është i vlefshëm deri më 23 dhjetor 2026.')).toBeDefined();
    expect(
      await screen.findByText('Tiranë Blloku, Rruga Pjetër Bogdani 15, 1001 Tiranë'),
    ).toBeDefined();
    expect(container.textContent).not.toMatch(/SI\d\d|€|EUR|Sllove|Ljubljana|M12/);
    await expectNoAxeViolations(container);
  });

  it('while the payment is awaited, gives an Albanian credit transfer without a UPN QR', async () => {
    mockApi({
      [WELCOME]: {
        body: welcomeData({
          ...ALBANIAN,
          state: 'WAITING_FOR_PAYMENT',
          activation: null,
          product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
          times: { accountActiveWithinHours: 24, debitCardWithinWeeks: null, activatedAt: null },
        }),
      },
      [PENNY]: {
        body: aPennyTransfer({
          beneficiary: { name: 'Banka sh.a.', street: 'Rruga e Kavajës 12', city: '1001 Tiranë' },
          iban: 'AL47212110090000000235698741',
          amount: { cents: 10_000, currency: 'ALL' },
          reference: rfReference('1234567890'),
          qrCode: null,
        }),
      },
    });
    const { container } = renderWelcome('sq', getVariant('al'));
    expect(await screen.findByText('100,00 Lekë')).toBeDefined();
    expect(screen.getAllByText('AL47 2121 1009 0000 0002 3569 8741').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toMatch(/UPN|€|EUR/);
  });
});
