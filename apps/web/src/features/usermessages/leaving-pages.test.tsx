import { STEP_DELAY_MS } from '@onboarding/domain';
import { pastRealTimer } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { bannerStore } from '../../lib/notifications/banner-store';
import { TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';

const WHOAMI = { uid: TEST_UID, username: 'ana.novak@example.si', fullName: 'Ana Novak' };

function serve(
  logout: { status?: number; body?: unknown } = { body: { requestId: 'r', eventType: 'EMAIL' } },
) {
  return mockApi({
    'GET /security/action/whoami': { body: WHOAMI },
    [`POST /security/action/${TEST_UID}/logout`]: logout,
  });
}

describe('save and exit: /usermessages/contact', () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
  });

  it('sends a link by e-mail to the applicant’s address', async () => {
    const api = serve();
    renderRoute('/usermessages/contact', { language: 'en' });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Send me a link to continue by e-mail' }),
    );
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect((email as HTMLInputElement).value).toBe('ana.novak@example.si');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'We have sent you an e-mail with a link to continue your application.',
      ),
    ).toBeDefined();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      uid: TEST_UID,
      eventType: 'EMAIL',
      email: { to: [{ email: 'ana.novak@example.si' }] },
    });
  });

  it('asks for a call back and refuses a number that is not one', async () => {
    const api = serve({ body: { requestId: 'r', eventType: 'CALL' } });
    renderRoute('/usermessages/contact', { language: 'sl' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Pokličite me' }));
    const phone = screen.getByRole('textbox', { name: 'Telefonska številka' });
    await userEvent.type(phone, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Pošlji' }));
    expect(await screen.findByText('Številka mobilnega telefona ni veljavna.')).toBeDefined();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(phone);
    await userEvent.type(phone, '041 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Pošlji' }));
    expect(
      // Decision 235: the typed number dialled in Slovenia, printed in international grouping.
      await screen.findByText('Hvala. Svetovalec vas bo poklical na številko +386 41 123 456.'),
    ).toBeDefined();
  });

  it('when the server has no mobile number, then the spec’s message and the page stays', async () => {
    serve({ status: 409, body: errorBody('CONFLICT', 'Null prospect mobile number') });
    renderRoute('/usermessages/contact', { language: 'en' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Call me back' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '041123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Mobile number not found.')).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Save and continue later' }),
    ).toBeDefined();
  });

  it('offers the branch appointment as the third way', async () => {
    mockApi({
      'GET /security/action/whoami': { body: WHOAMI },
      'GET /external/info/branches': { body: [] },
    });
    renderRoute('/usermessages/contact', { language: 'en' });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Book an appointment at a branch' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeDefined();
  });
});

describe('exit: /usermessages/logout', () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the link to continue and says goodbye', async () => {
    serve();
    renderRoute('/usermessages/logout', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Leave the application?' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Stay in the application' }).getAttribute('href')).toBe(
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link and leave' }));
    expect(
      await screen.findByRole('heading', { name: 'You have left the application' }),
    ).toBeDefined();
    expect(screen.getByText('We have sent you a link to continue. See you soon!')).toBeDefined();
  });
});

describe('e-mail confirmation: /usermessages/emailvalidated', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the full-page "e-mail verified" with a spinner, then continues at the home gate', async () => {
    const api = mockApi({
      'POST /security/action/registrationvalidate': {
        body: { uid: TEST_UID, language: 'en', prospectState: 'PROSPECT_EMAIL_CHECKED' },
      },
      'GET /onboarding/prospects/status': () => new Promise(() => undefined),
    });
    renderRoute('/usermessages/emailvalidated?token=abc.def.ghi', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeDefined();
    expect(
      screen.getByText('Thank you. We are taking you to the next step of your application.'),
    ).toBeDefined();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(api.calls[0]?.body).toEqual({ token: 'abc.def.ghi' });
    // After a second the home gate takes over with the confirmed uid.
    expect(
      await screen.findAllByText('Opening your application…', {}, pastRealTimer(STEP_DELAY_MS)),
    ).not.toHaveLength(0);
    expect(document.cookie).toContain(`uid=${TEST_UID}`);
    expect(api.calls.filter((call) => call.path.endsWith('registrationvalidate'))).toHaveLength(1);
  });

  it('when the token does not decode, then /lightsignup', async () => {
    mockApi({
      'POST /security/action/registrationvalidate': {
        status: 400,
        body: errorBody('TOKEN_INVALID'),
      },
    });
    renderRoute('/usermessages/emailvalidated?token=broken', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
  });

  it('when there is no token, then /lightsignup without a call', async () => {
    const api = mockApi({});
    renderRoute('/usermessages/emailvalidated', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Odprite račun na spletu' })).toBeDefined();
    expect(api.calls).toEqual([]);
  });
});

describe('forgotten password and verify mail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the reset link and answers the same for any address', async () => {
    document.documentElement.lang = 'en';
    const api = mockApi({ 'POST /security/action/noauth/resetpsw': { body: {} } });
    renderRoute('/usermessages/forgotpassword', { language: 'en' });
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('This is not a valid e-mail address.')).toBeDefined();
    await userEvent.type(email, 'ana@example.si');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(api.calls[0]?.body).toEqual({ email: 'ana@example.si', language: 'en' });
  });

  it('tells the applicant to wait when there were too many attempts', async () => {
    mockApi({
      'POST /security/action/noauth/resetpsw': {
        status: 429,
        body: errorBody('TOO_MANY_REQUESTS'),
      },
    });
    renderRoute('/usermessages/forgotpassword', { language: 'en' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'ana@example.si',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeDefined();
  });

  it('sends the confirmation e-mail again for the uid of the cookie', async () => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
    const api = mockApi({ 'POST /security/action/noauth/registrationretryemail': { body: {} } });
    renderRoute('/usermessages/verifymail', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('We have sent the e-mail again.')).toBeDefined();
    expect(api.calls[0]?.body).toEqual({ uid: TEST_UID });
  });
});
