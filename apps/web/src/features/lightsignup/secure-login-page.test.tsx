import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { readPendingLogin, storePendingLogin } from '../../lib/wizard/pending-login';
import { TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';

beforeEach(() => storePendingLogin(TEST_UID));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function enterCode(code: string) {
  renderRoute('/usermessages/securelogin', { language: 'en' });
  const field = await screen.findByRole('textbox', { name: /Code from the text message/ });
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  return field;
}

describe('/usermessages/securelogin', () => {
  it('a wrong code marks the field', async () => {
    const api = mockApi({
      'POST /security/action/loginotp': { status: 400, body: errorBody('SEC_BUS_LOG_OTP_WOT') },
    });
    const field = await enterCode('123456');
    expect(
      await screen.findByText('The code is not correct. Check it and enter it again.'),
    ).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls[0]?.body).toEqual({ uid: TEST_UID, otp: '123456' });
  });

  it('the fifth wrong code and an expired code tell to ask for a new one', async () => {
    mockApi({
      'POST /security/action/loginotp': { status: 400, body: errorBody('OTP_EXPIRED') },
    });
    await enterCode('123456');
    expect(
      await screen.findByText('The code is no longer valid. Ask for a new code.'),
    ).toBeDefined();
  });

  it('a right code ends the pending sign-in', async () => {
    mockApi({ 'POST /security/action/loginotp': { body: {} } });
    await enterCode('654321');
    await vi.waitFor(() => expect(readPendingLogin()).toBeNull());
  });

  it('a code that is not 6 digits is refused before any call', async () => {
    const api = mockApi({});
    await enterCode('12');
    expect(await screen.findByText('Enter the 6-digit code from the text message.')).toBeDefined();
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a new code', async () => {
    const api = mockApi({ 'POST /security/action/noauth/loginretryotp': { body: {} } });
    renderRoute('/usermessages/securelogin', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent you a new code.')).toBeDefined();
    expect(api.calls[0]?.body).toEqual({ uid: TEST_UID });
  });
});

describe('/lightsignup/beforeSecureLogin', () => {
  it('stores the uid as the pending sign-in and opens the code screen', async () => {
    sessionStorage.clear();
    renderRoute(`/lightsignup/beforeSecureLogin?uid=${TEST_UID}`, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Enter the sign-in code' })).toBeDefined();
    expect(readPendingLogin()).toBe(TEST_UID);
  });
});
