import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, OPERATOR, SUPERVISOR } from '../testing/fake-fetch';
import { renderConsole } from '../testing/render-console';
import { OperatorApp } from './operator-app';

const unauthorized = {
  status: 401,
  body: { mainError: { code: 'UNAUTHORIZED', message: 'x' }, fieldErrors: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
  document.documentElement.removeAttribute('data-contrast');
  document.documentElement.className = '';
});

describe('OperatorApp', () => {
  it('shows the sign-in in Slovenian when nobody is signed in', async () => {
    const { container } = renderConsole(
      <OperatorApp reload={vi.fn()} />,
      { 'GET auth/whoami': unauthorized },
      { language: 'sl' },
    );
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
      {
        language: 'sl',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('opens the queue for a signed-in operator, without the supervisor sections', async () => {
    renderConsole(<OperatorApp reload={vi.fn()} />, {
      'GET auth/whoami': { status: 200, body: OPERATOR },
      'GET queue': { status: 200, body: { entries: [] } },
    });
    expect(await screen.findByText('Nobody is waiting.')).toBeDefined();
    expect(screen.getByText('Signed in as Ana Operator (Operator)')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Background processes' })).toBeNull();
  });

  it('gives a supervisor the background processes, in Albanian too', async () => {
    // The screen calls the browser's fetch: its list is answered by a fake fetch in its place.
    const processes = fakeFetch({ 'GET longprocesses/running': { status: 200, body: [] } });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      processes.fetch(input instanceof Request ? input.url : String(input), init),
    );
    const { container } = renderConsole(
      <OperatorApp reload={vi.fn()} />,
      {
        'GET auth/whoami': { status: 200, body: SUPERVISOR },
        'GET queue': { status: 200, body: { entries: [] } },
      },
      { language: 'sq' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Proceset në sfond' }));
    expect(window.location.hash).toBe('#/processes');
    expect(await screen.findByText('Asnjë proces në sfond nuk është në vazhdim.')).toBeDefined();
    await expectNoAxeViolations(container);
    expect(processes.calls.map((call) => call.path)).toContain('longprocesses/running');
  });

  it('gives a supervisor the staff list and signs out', async () => {
    const { calls, container } = renderConsole(<OperatorApp reload={vi.fn()} />, {
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
});
