import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/usermessages/unsubscribe', () => {
  it('asks for a reason, then sends the request with the free text for “other”', async () => {
    const api = mockApi({ 'POST /security/action/noauth/unsubscribe': { body: {} } });
    renderRoute('/usermessages/unsubscribe', { language: 'en' });
    await screen.findByRole('heading', { name: 'Unsubscribe from marketing e-mails' });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.si');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Choose a reason.')).toBeDefined();
    expect(api.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Moved abroad');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(api.calls[0]?.body).toEqual({
      email: 'ana@example.si',
      reason: 'OTHER',
      reasonText: 'Moved abroad',
    });
  });

  it('with a token confirms at once', async () => {
    const api = mockApi({ 'POST /security/action/noauth/unsubscribefinish': { body: {} } });
    renderRoute('/usermessages/unsubscribe?token=abc', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Odjavljeni ste' })).toBeDefined();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: 'abc' });
  });

  it('a used link says so', async () => {
    mockApi({
      'POST /security/action/noauth/unsubscribefinish': {
        status: 400,
        body: errorBody('TOKEN_USED'),
      },
    });
    renderRoute('/usermessages/unsubscribe?token=abc', { language: 'en' });
    expect(
      await screen.findByText('The link is not valid or has already been used.'),
    ).toBeDefined();
  });
});
