import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function setPassword(password: string, confirm: string) {
  renderRoute('/usermessages/forgotpassword?token=abc.def', { language: 'en' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
}

describe('/usermessages/forgotpassword?token=: the new password', () => {
  it('refuses two different passwords before any call', async () => {
    const api = mockApi({});
    await setPassword('Zelena7Trava', 'Zelena7Trav');
    expect(await screen.findByText('The passwords do not match.')).toBeDefined();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token with both passwords, then says it is done', async () => {
    const api = mockApi({ 'POST /security/action/noauth/resetpswfinish': { body: {} } });
    await setPassword('Zelena7Trava', 'Zelena7Trava');
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeDefined();
    expect(api.calls[0]?.body).toEqual({
      token: 'abc.def',
      password: 'Zelena7Trava',
      confirmPassword: 'Zelena7Trava',
    });
  });

  it('marks the field with the rule the server found broken', async () => {
    mockApi({
      'POST /security/action/noauth/resetpswfinish': {
        status: 400,
        body: {
          ...errorBody('VALIDATION_FAILED'),
          fieldErrors: [{ field: 'password', code: 'validation.password.containsName' }],
        },
      },
    });
    await setPassword('AnaNovak77', 'AnaNovak77');
    expect(await screen.findByText('The password must not contain your name.')).toBeDefined();
  });

  it('a used or broken link asks for a new one', async () => {
    mockApi({
      'POST /security/action/noauth/resetpswfinish': { status: 400, body: errorBody('TOKEN_USED') },
    });
    await setPassword('Zelena7Trava', 'Zelena7Trava');
    expect(
      await screen.findByText('The link is not valid or has already been used. Ask for a new one.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeDefined();
  });
});
