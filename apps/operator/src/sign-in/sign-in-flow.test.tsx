import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPERATOR } from '../testing/fake-fetch';
import { renderConsole } from '../testing/render-console';
import { SignInFlow } from './sign-in-flow';

const enrolment = {
  next: 'TOTP_ENROLMENT',
  otpauthUri: 'otpauth://totp/Bank:ana?secret=JBSWY3DPEHPK3PXP',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  secret: 'JBSWY3DPEHPK3PXP',
};

async function typePassword() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana.operator@bank.example');
  await userEvent.type(screen.getByLabelText('Password'), 'a long staff password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignInFlow', () => {
  it('checks the fields before asking the server', async () => {
    const { calls } = renderConsole(<SignInFlow onSignedIn={vi.fn()} />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeDefined();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says a wrong password without telling which part was wrong', async () => {
    renderConsole(<SignInFlow onSignedIn={vi.fn()} />, {
      'POST auth/login': {
        status: 401,
        body: { mainError: { code: 'STAFF_LOGIN_INVALID', message: 'x' }, fieldErrors: [] },
      },
    });
    await typePassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or the password is wrong.',
    );
  });

  it('enrols the authenticator: QR code and the key as text, then the first code signs in', async () => {
    const onSignedIn = vi.fn();
    const { calls, container } = renderConsole(<SignInFlow onSignedIn={onSignedIn} />, {
      'POST auth/login': { status: 200, body: enrolment },
      'POST auth/totp': { status: 200, body: OPERATOR },
    });
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Set up the second factor' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeDefined();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeDefined();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByLabelText('Six-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignedIn).toHaveBeenCalledWith(OPERATOR);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST auth/login',
      'POST auth/totp',
    ]);
    expect(calls[1]?.body).toEqual({ code: '123456' });
  });

  it('asks an enrolled account for its code and shows a wrong one', async () => {
    renderConsole(<SignInFlow onSignedIn={vi.fn()} />, {
      'POST auth/login': { status: 200, body: { next: 'TOTP_REQUIRED' } },
      'POST auth/totp': {
        status: 400,
        body: { mainError: { code: 'STAFF_TOTP_WRONG', message: 'x' }, fieldErrors: [] },
      },
    });
    await typePassword();
    await screen.findByRole('heading', { name: 'Code from the authenticator app' });
    expect(screen.queryByRole('img')).toBeNull();

    await userEvent.type(screen.getByLabelText('Six-digit code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the six digits of the code.')).toBeDefined();

    await userEvent.clear(screen.getByLabelText('Six-digit code'));
    await userEvent.type(screen.getByLabelText('Six-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is wrong or has expired. Enter the current code.',
    );
  });

  it('goes back to the password after too many wrong codes', async () => {
    renderConsole(<SignInFlow onSignedIn={vi.fn()} />, {
      'POST auth/login': { status: 200, body: { next: 'TOTP_REQUIRED' } },
      'POST auth/totp': {
        status: 401,
        body: { mainError: { code: 'STAFF_TOTP_TOO_MANY', message: 'x' }, fieldErrors: [] },
      },
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Six-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(screen.getByText('Too many attempts. Wait a moment and try again.')).toBeDefined();
  });
});
