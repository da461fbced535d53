import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR, SUPERVISOR } from '../testing/fake-fetch';
import { renderConsole } from '../testing/render-console';
import { OperatorApp } from './operator-app';

const unauthorized = {
  status: 401,
  body: { mainError: { code: 'UNAUTHORIZED', message: 'x' }, fieldErrors: [] },
};

/** The whole console as main.tsx mounts it: nobody signed in until `GET auth/whoami` says. */
function renderApp(
  routes: Parameters<typeof renderConsole>[1],
  options: Parameters<typeof renderConsole>[2] = {},
) {
  return renderConsole(<OperatorApp reload={vi.fn()} />, routes, {
    hash: true,
    staff: null,
    ...options,
  });
}

afterEach(() => {
  window.location.hash = '';
  document.documentElement.removeAttribute('data-contrast');
  document.documentElement.className = '';
});

describe('OperatorApp', () => {
  it('shows the sign-in in Slovenian when nobody is signed in', async () => {
    const { container } = renderApp({ 'GET auth/whoami': unauthorized }, { language: 'sl' });
    expect(screen.getByRole('heading', { level: 1, name: 'Konzola operaterja' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Prijava' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Jezik' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('stores another language and reloads', async () => {
    const reload = vi.fn();
    renderConsole(
      <OperatorApp reload={reload} />,
      { 'GET auth/whoami': unauthorized },
      { language: 'sl', staff: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('opens the queue for a signed-in operator, without the supervisor sections', async () => {
    renderApp({
      'GET auth/whoami': { status: 200, body: OPERATOR },
      'GET queue': { status: 200, body: { entries: [] } },
    });
    expect(await screen.findByText('Nobody is waiting.')).toBeDefined();
    expect(screen.getByText('Signed in as Ana Operator (Operator)')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Background processes' })).toBeNull();
  });

  it('gives a supervisor the background processes, in Albanian too', async () => {
    const { container, calls } = renderApp(
      {
        'GET auth/whoami': { status: 200, body: SUPERVISOR },
        'GET queue': { status: 200, body: { entries: [] } },
        'GET longprocesses/running': { status: 200, body: [] },
      },
      { language: 'sq' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Proceset në sfond' }));
    expect(window.location.hash).toBe('#/processes');
    expect(await screen.findByText('Asnjë proces në sfond nuk është në vazhdim.')).toBeDefined();
    await expectNoAxeViolations(container);
    expect(calls.map((call) => call.path)).toContain('longprocesses/running');
  });

  it('gives a supervisor the staff list and signs out', async () => {
    const { calls, container } = renderApp({
      'GET auth/whoami': { status: 200, body: SUPERVISOR },
      'GET queue': { status: 200, body: { entries: [] } },
      'GET staff': {
        status: 200,
        body: [
          { ...SUPERVISOR, totpEnrolled: true, disabled: false, createdAt: '2026-11-01T08:00:00Z' },
          { ...OPERATOR, totpEnrolled: false, disabled: false, createdAt: '2026-11-02T08:00:00Z' },
        ],
      },
      'POST auth/logout': { status: 200, body: {} },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('button', { name: 'Disable Ana Operator' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Disable Sam Supervisor' })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(calls.some((call) => call.path === 'auth/logout')).toBe(true);
  });

  it('opens a shared link after the sign-in, at the same address', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    renderApp(
      {
        'GET auth/whoami': unauthorized,
        [`GET identifications/${id}`]: {
          status: 404,
          body: { mainError: { code: 'NOT_FOUND', message: 'x' }, fieldErrors: [] },
        },
      },
      { path: `/call/${id}` },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in' })).toBeDefined();
    expect(window.location.hash).toBe(`#/call/${id}`);
  });

  it('says an address is no screen, and an operator cannot open a supervisor’s one', async () => {
    const signedIn = {
      'GET auth/whoami': { status: 200, body: OPERATOR },
      'GET queue': { status: 200, body: { entries: [] } },
    };
    const { unmount } = renderApp(signedIn, { path: '/call/not-an-id' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This page does not exist' }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the queue' }));
    expect(window.location.hash).toBe('#/queue');
    unmount();
    renderApp(signedIn, { path: '/staff' });
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this.');
  });

  it('opens the evidence export by its address and ends the session on a 401', async () => {
    renderApp(
      {
        'GET auth/whoami': { status: 200, body: SUPERVISOR },
        'GET queue': unauthorized,
      },
      { path: '/evidence' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Case evidence' })).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Queue' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeDefined();
    expect(window.location.hash).toBe('#/queue');
  });
});
