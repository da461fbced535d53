import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPERATOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
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

/** Nobody is signed in while the sign-in shows. */
function renderSignedOut(...[ui, routes]: Parameters<typeof renderConsole>) {
  return renderConsole(ui, routes, { staff: null });
}

describe('SignInFlow', () => {
  it('checks the fields before asking the server', async () => {
    const { calls } = renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeDefined();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says a wrong password without telling which part was wrong', async () => {
    renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {
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
    const { calls, container } = renderSignedOut(<SignInFlow onSignedIn={onSignedIn} />, {
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
    renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {
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
    // Beside the code field, announced with it.
    const wrong = await screen.findByText(
      'The code is wrong or has expired. Enter the current code.',
    );
    const field = screen.getByLabelText('Six-digit code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(wrong.id);
  });

  it('goes back to the password after too many wrong codes', async () => {
    renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {
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
    expect(
      screen.getByText('Too many wrong codes. Sign in with your password again.'),
    ).toBeDefined();
  });

  it('tells how long a locked account stays locked, from Retry-After', async () => {
    renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {
      'POST auth/login': {
        status: 423,
        body: { mainError: { code: 'STAFF_LOCKED', message: 'x' }, fieldErrors: [] },
        headers: { 'retry-after': '840' },
      },
    });
    await typePassword();
    expect(
      await screen.findByText(
        'Too many wrong passwords: the account is locked. Try again in 14 minutes.',
      ),
    ).toBeDefined();
  });

  it('says a wrong e-mail or password and a rate limit in words', async () => {
    let answer = { status: 401, code: 'STAFF_LOGIN_INVALID' };
    renderSignedOut(<SignInFlow onSignedIn={vi.fn()} />, {
      'POST auth/login': () => ({
        status: answer.status,
        body: { mainError: { code: answer.code, message: 'x' }, fieldErrors: [] },
      }),
    });
    await typePassword();
    expect(await screen.findByText('The e-mail or the password is wrong.')).toBeDefined();
    answer = { status: 429, code: 'RATE_LIMITED' };
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Too many attempts. Wait a moment and try again.'),
    ).toBeDefined();
  });
});
