import type { TRunningLongProcess } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPERVISOR, type fakeFetch } from '../../testing/fake-fetch';
import { renderConsole, signedOutReason } from '../../testing/render-console';
import { BackgroundProcessesScreen } from './background-processes-screen';

const ID = '11111111-2222-4333-8444-555555555555';
const PROSPECT = '22222222-3333-4444-8555-666666666666';
const item: TRunningLongProcess = {
  id: ID,
  prospectId: PROSPECT,
  applicantName: 'Ana Novak',
  process: 'PERSONALLOAN',
  kind: 'risk',
  phase: 'EVALUATING_RISK',
  startedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:01:00.000Z',
};
const cancelledRun = {
  id: ID,
  prospectId: PROSPECT,
  state: 'CANCELLED',
  tokenId: `${ID}:1`,
  currentProcess: 'PERSONALLOAN',
  contentInfoKey: 'risk',
  contentInfo: { startedAt: item.startedAt, expectedSeconds: 15 },
  errorCode: 'CANCELLED_BY_BANK',
};

function renderScreen(routes: Parameters<typeof fakeFetch>[0], refreshMs = 60_000) {
  return renderConsole(<BackgroundProcessesScreen refreshMs={refreshMs} />, routes, {
    staff: SUPERVISOR,
  });
}

describe('background processes (supervisor)', () => {
  it('lists the running processes; Cancel asks a reason in a dialog and cancels by keyboard', async () => {
    let running = [item];
    const { container, calls } = renderScreen({
      'GET longprocesses/running': () => ({ status: 200, body: running }),
      [`POST longprocesses/${ID}/cancel`]: () => {
        running = [];
        return { status: 200, body: cancelledRun };
      },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Ana Novak' })).closest('tr');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Assessing the risk')).toBeDefined();
    expect(cells.getByText('Loan assessment')).toBeDefined();
    await expectNoAxeViolations(container);

    const cancel = screen.getByRole('button', { name: 'Cancel the process of Ana Novak' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the process of Ana Novak?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);
    await expectNoAxeViolations(container);

    // Too short: said at the field, nothing sent.
    await userEvent.keyboard('no{Tab}{Enter}');
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters.'),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Applicant asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the process' }));
    expect(
      await screen.findByText(
        'Cancelled: the process of Ana Novak stops at its next step and the applicant is told.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No background process is running.')).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Applicant asked by phone',
    });
  });

  it('closes the dialog with Escape and gives focus back to the Cancel button', async () => {
    renderScreen({ 'GET longprocesses/running': { status: 200, body: [item] } });
    const cancel = await screen.findByRole('button', { name: 'Cancel the process of Ana Novak' });
    await userEvent.click(cancel);
    expect(await screen.findByRole('dialog')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);
  });

  it('says when the process had already ended (409), and reads the list again by itself', async () => {
    const { calls } = renderScreen(
      {
        'GET longprocesses/running': { status: 200, body: [item] },
        [`POST longprocesses/${ID}/cancel`]: {
          status: 409,
          body: { mainError: { code: 'LONG_PROCESS_FINAL', message: 'over' }, fieldErrors: [] },
        },
      },
      50,
    );
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === 'longprocesses/running').length,
      ).toBeGreaterThanOrEqual(2),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the process of Ana Novak' }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the process' }));
    expect(
      await screen.findByText(
        'The process of Ana Novak had already ended; the list is up to date again.',
      ),
    ).toBeDefined();
  });

  it('ends the session on 401', async () => {
    const { client } = renderScreen({
      'GET longprocesses/running': {
        status: 401,
        body: { mainError: { code: 'UNAUTHORIZED', message: 'sign in' }, fieldErrors: [] },
      },
    });
    await waitFor(() => expect(signedOutReason(client)).toBe('sessionEnded'));
  });
});
