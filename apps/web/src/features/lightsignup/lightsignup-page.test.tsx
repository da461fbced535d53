import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getVariant } from '@onboarding/domain';
import en from '@onboarding/messages/en';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { handleApiFailure } from '../../lib/api/api';
import { ApiError } from '../../lib/api/api-error';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { bannerStore } from '../../lib/notifications/banner-store';
import { readPendingLogin } from '../../lib/wizard/pending-login';
import { TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';

const NOTICE = en.validation.phone.differentPrefix;

function serveRegistration(statusCode: 200 | 400) {
  return mockApi({
    'GET /external/cms/noauth/uid': { body: { uid: TEST_UID } },
    'POST /onboarding/products/noauth': {
      body: { productId: 'p1', productType: 'CURRENTACCOUNT', productState: 'PRODUCT_NEW' },
    },
    'POST /security/action/setRegistration': { body: { uid: TEST_UID } },
    'POST /security/action/noauth/checkemail': { body: { statusCode } },
  });
}

async function openRegistrationForm() {
  renderRoute('/lightsignup', { language: 'en' });
  const accept = await screen.findByRole('checkbox', { name: /general terms/ });
  const next = screen.getByRole('button', { name: 'Continue' });
  return { accept, next };
}

async function fillRegistration() {
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Novak');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.si');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '041123456');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Zelena123');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
});

describe('/lightsignup: intro and terms', () => {
  it('asks for the terms at the box on Continue (decision 248), then shows the form', async () => {
    const { accept, next } = await openRegistrationForm();
    expect(screen.getByText(/Add a beneficiary/)).toBeDefined();
    expect(screen.getByText(/short video chat/)).toBeDefined();
    expect(screen.getByText(/activation code/)).toBeDefined();
    await userEvent.click(next);
    expect(document.activeElement).toBe(accept);
    expect(accept.getAttribute('aria-invalid')).toBe('true');
    const described = (accept.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain('Tick the box to accept the terms before you continue.');
    expect(screen.queryByRole('heading', { name: 'Create your profile' })).toBeNull();
    await userEvent.click(accept);
    await userEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeDefined();
    const prefix = screen.getByRole('combobox', { name: /Country dialling code/ });
    expect((prefix as HTMLSelectElement).value).toBe('+386');
    expect((prefix as HTMLSelectElement).options.length).toBeGreaterThan(200);
  });
});

describe('/lightsignup: the product (decision 201)', () => {
  it('speaks of the loan, not of an account, when the address asks for a personal loan', async () => {
    renderRoute('/lightsignup?product=PERSONALLOAN', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Apply for a personal loan online' }),
    ).toBeDefined();
    expect(screen.getByText(/see your monthly instalment/)).toBeDefined();
    expect(screen.queryByText(/Add a beneficiary/)).toBeNull();
    const loan = screen.getByRole('radio', { name: /Personal loan/ });
    expect((loan as HTMLInputElement).checked).toBe(true);
  });

  it('offers no loan in the al variant, even when the address asks for one (decision 241)', async () => {
    renderRoute('/lightsignup?product=PERSONALLOAN', { language: 'en', variant: getVariant('al') });
    const account = await screen.findByRole('radio', { name: /Current account/ });
    expect((account as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Day deposit/ })).toBeDefined();
    expect(screen.queryByRole('radio', { name: /Personal loan/ })).toBeNull();
  });

  it('lets the applicant choose the product in the page and sends the choice with the registration', async () => {
    const { container } = renderRoute('/lightsignup', { language: 'en' });
    const group = await screen.findByRole('group', { name: 'What would you like to open?' });
    expect(group).toBeDefined();
    const account = screen.getByRole('radio', { name: /Current account/ });
    expect((account as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Day deposit/ }));
    expect(screen.getByRole('heading', { name: 'Open a day deposit online' })).toBeDefined();
    await expectNoAxeViolations(container);

    const api = serveRegistration(200);
    await userEvent.click(screen.getByRole('checkbox', { name: /general terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Create your profile' });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    expect(api.calls[1]?.body).toEqual({ uid: TEST_UID, productType: 'DAYPOSIT' });
  });

  it('links the terms and the privacy notice beside the checkbox, each in a new tab', async () => {
    await openRegistrationForm();
    const terms = screen.getByRole('link', { name: /General terms and conditions/ });
    const privacy = screen.getByRole('link', { name: /Privacy notice/ });
    expect(terms.getAttribute('href')).toBe('https://www.example-bank.si/general-terms');
    expect(privacy.getAttribute('href')).toBe(
      'https://www.example-bank.si/personal-data-protection',
    );
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });
});

describe('/lightsignup: registration form', () => {
  beforeEach(async () => {
    const { accept, next } = await openRegistrationForm();
    await userEvent.click(accept);
    await userEvent.click(next);
    // The form is its own chunk, loaded after the first paint (decision 192).
    await screen.findByRole('heading', { name: 'Create your profile' });
  });

  it('live check: a field left empty is not an error; overall check: it is on submit', async () => {
    const api = serveRegistration(200);
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Enter your name and surname.')).toBeNull();

    await userEvent.type(name, 'A1');
    await userEvent.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    // A field once left is checked again as it is corrected, before it is left again.
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Novak');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.type(name, '1');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls).toHaveLength(0);
  });

  it('shows the notice for a prefix other than the variant’s, without blocking', async () => {
    const prefix = screen.getByRole('combobox', { name: /Country dialling code/ });
    expect(screen.queryByText(NOTICE)).toBeNull();
    await userEvent.selectOptions(prefix, '+385');
    expect(screen.getByText(NOTICE)).toBeDefined();
    expect(prefix.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('runs uid, product, registration and check-email in order, then verifymail', async () => {
    document.documentElement.lang = 'en';
    onTestFinished(() => {
      document.documentElement.lang = '';
    });
    const api = serveRegistration(200);
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeDefined();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /external/cms/noauth/uid',
      'POST /onboarding/products/noauth',
      'POST /security/action/setRegistration',
      'POST /security/action/noauth/checkemail',
    ]);
    expect(api.calls[1]?.body).toEqual({ uid: TEST_UID, productType: 'CURRENTACCOUNT' });
    // spec 2 §3's payload exactly: uid and userData; the language travels in the header (the
    // page's <html lang>, set by startLanguage and in this test by hand).
    expect(Object.keys(api.calls[2]?.body as object)).toEqual(['uid', 'userData']);
    expect(api.calls[2]?.body).toMatchObject({
      uid: TEST_UID,
      userData: { fullName: 'Ana Novak', email: 'ana@example.si', prefix: '+386' },
    });
    expect(api.calls[2]?.headers.language).toBe('en');
  });

  it('refuses a password with the bank’s words as the applicant leaves the field (decision 172)', async () => {
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'tekociracun1');
    await userEvent.tab();
    expect(await screen.findByText(en.validation.password.containsBankWord)).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('follows each typed character with the strength meter, and checks the password again when the name changes', async () => {
    const password = screen.getByLabelText(/^Password/);
    const strength = (level: keyof typeof en.ui.password.levels) =>
      en.ui.password.strength.replace('{{level}}', en.ui.password.levels[level]);
    await userEvent.type(password, 'ab');
    expect(screen.getByText(strength('low'))).toBeDefined();
    await userEvent.type(password, 'Novak7Zelena!Trava');
    expect(screen.getByText(strength('high'))).toBeDefined();
    await userEvent.tab();
    expect(password.getAttribute('aria-invalid')).not.toBe('true');

    // The live check reads the whole form: a name typed after the password can make it refused.
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Novak');
    expect(await screen.findByText(en.validation.password.containsName)).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal of a common password on the password field', async () => {
    const api = mockApi({
      'GET /external/cms/noauth/uid': { body: { uid: TEST_UID } },
      'POST /onboarding/products/noauth': {
        body: { productId: 'p1', productType: 'CURRENTACCOUNT', productState: 'PRODUCT_NEW' },
      },
      'POST /security/action/setRegistration': {
        status: 400,
        body: {
          mainError: { code: 'VALIDATION_FAILED', message: 'Invalid.' },
          fieldErrors: [{ field: 'userData.password', code: 'validation.password.common' }],
        },
      },
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(en.validation.password.common)).toBeDefined();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.map((call) => call.path)).not.toContain('/security/action/noauth/checkemail');
  });

  it('a check-email statusCode 400 leads to the check-email error page', async () => {
    serveRegistration(400);
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail address' })).toBeDefined();
  });
});

describe('/lightsignup/loginback: sign-in form', () => {
  async function signIn() {
    renderRoute('/lightsignup/loginback', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/usermessages/forgotpassword',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.si');
    // Enter submits the form.
    await userEvent.type(screen.getByLabelText(/^Password/), 'Zelena123{Enter}');
  }

  it('401 shows the critical banner “the data you entered is not valid”', async () => {
    const api = mockApi({
      'POST /security/action/auth/login': { status: 401, body: errorBody('LOGIN_INVALID') },
    });
    await signIn();
    await waitFor(() =>
      expect(bannerStore.getMessages()[0]).toMatchObject({
        status: 'critical',
        text: 'errors.loginInvalid',
      }),
    );
    expect(api.calls[0]?.body).toEqual({
      username: 'ana@example.si',
      password: 'Zelena123',
      credentialsType: 'PASSWORD',
    });
  });

  it('423 tells that the account is blocked', async () => {
    mockApi({
      'POST /security/action/auth/login': { status: 423, body: errorBody('SEC_BUS_LOG_ROT_AMR') },
    });
    await signIn();
    expect(
      await screen.findByText('Too many sign-in attempts. Your account is blocked.'),
    ).toBeDefined();
  });

  it('an answer with otp stores the pending sign-in and opens the code screen', async () => {
    mockApi({ 'POST /security/action/auth/login': { body: { otp: true, uid: TEST_UID } } });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Enter the sign-in code' })).toBeDefined();
    expect(readPendingLogin()).toBe(TEST_UID);
  });
});

describe('/lightsignup/loginback: a call answered 401 (spec 1 §8)', () => {
  it('when a visitor’s call answers 401 on loginback, then /lightsignup without a message', async () => {
    const { app } = renderApp('/lightsignup/loginback');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    act(() => handleApiFailure(new ApiError({ status: 401, code: 'UNAUTHORIZED' })));
    await waitFor(() => expect(app.location()).toBe('/lightsignup'));
    // The sign-up page itself, not the sign-in form left over from loginback.
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
    // Nobody was signed in, so nobody was logged out (decision 208).
    expect(bannerStore.getMessages().map((message) => message.text)).not.toContain(
      'errors.notLoggedIn.title',
    );
  });

  it('when a call answers 401 on /lightsignup, then the page stays', async () => {
    const { app } = renderApp('/lightsignup');
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
    act(() => handleApiFailure(new ApiError({ status: 401, code: 'UNAUTHORIZED' })));
    expect(app.location()).toBe('/lightsignup');
  });
});

describe('/lightsignup?socialError=', () => {
  it('shows a banner', async () => {
    renderRoute('/lightsignup?socialError=state', { language: 'en' });
    await screen.findByRole('heading', { name: 'Open your account online' });
    expect(bannerStore.getMessages()[0]?.text).toBe('lightsignup.social.error');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/services/slo/security/social/auth/google',
    );
  });
});
