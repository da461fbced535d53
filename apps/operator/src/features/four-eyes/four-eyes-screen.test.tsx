import type { TPendingApproval, TPendingApprovalList } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPERATOR, SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { FourEyesScreen } from './four-eyes-screen';

const ID = '11111111-2222-4333-8444-555555555555';
const PROSPECT = '22222222-3333-4444-8555-666666666666';
const approval: TPendingApproval = {
  identificationId: ID,
  prospectId: PROSPECT,
  fullName: 'Ana Novak',
  process: 'CURRENTACCOUNT',
  reasons: ['PEP', 'RESIDENT_ABROAD'],
  firstApprover: { id: OPERATOR.id, fullName: OPERATOR.fullName },
  firstApprovedAt: '2026-11-29T09:30:00.000Z',
};

const listOf = (approvals: TPendingApproval[]): TPendingApprovalList => ({ approvals });

describe('approvals waiting for a second pair of eyes', () => {
  it('lists the rule’s reasons; a second staff member approves after a confirmation', async () => {
    let pending = [approval];
    const { calls, container } = renderConsole(
      <FourEyesScreen />,
      {
        'GET four-eyes': () => ({ status: 200, body: listOf(pending) }),
        [`POST identifications/${ID}/second-decision`]: () => {
          pending = [];
          return {
            status: 200,
            body: {
              identificationId: ID,
              prospectId: PROSPECT,
              status: 'APPROVED',
              fourEyes: {
                reasons: approval.reasons,
                firstApprover: approval.firstApprover,
                firstApprovedAt: approval.firstApprovedAt,
                secondStaff: { id: SUPERVISOR.id, fullName: SUPERVISOR.fullName },
                decidedAt: '2026-11-29T10:00:00.000Z',
              },
            },
          };
        },
      },
      { staff: SUPERVISOR },
    );
    const row = (await screen.findByRole('link', { name: 'Ana Novak' })).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Politically exposed person, Lives abroad')).toBeDefined();
    expect(within(row).getByText(OPERATOR.fullName)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ana Novak' }).getAttribute('href')).toBe(
      `/cases/${PROSPECT}`,
    );
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    const approve = screen.getByRole('button', { name: 'Approve Ana Novak' });
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Give the second approval?' });
    expect(within(dialog).getByText('Politically exposed person, Lives abroad')).toBeDefined();
    // The harmless choice has the focus; Escape cancels and nothing is sent.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(approve);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(approve);
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    const outcome = await screen.findByText(
      'Ana Novak is approved. The applicant continues with the next step.',
    );
    // The row and its buttons go: the focus goes to the outcome, not to <body> (decision 272).
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `identifications/${ID}/second-decision`,
        body: { outcome: 'APPROVE' },
      },
    ]);
    await waitFor(() => expect(screen.getByText('No approval is waiting.')).toBeDefined());
  });

  it('the first approver sees their own approval without buttons', async () => {
    renderConsole(<FourEyesScreen />, {
      'GET four-eyes': { status: 200, body: listOf([approval]) },
    });
    expect(await screen.findByText('Your approval: a colleague confirms it')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve Ana Novak' })).toBeNull();
  });

  it('a rejection asks its reason in the dialog, at the field', async () => {
    const { calls } = renderConsole(
      <FourEyesScreen />,
      {
        'GET four-eyes': { status: 200, body: listOf([approval]) },
        [`POST identifications/${ID}/second-decision`]: {
          status: 409,
          body: { mainError: { code: 'NOT_AWAITING_SECOND_APPROVAL', message: 'decided' } },
        },
      },
      { staff: SUPERVISOR },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Ana Novak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this approval?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write a reason of at least 3 characters.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', {
        name: 'Reason for the rejection (the applicant sees it)',
      }),
      'No proof of address',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This approval has already been decided.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      outcome: 'REJECT',
      reason: 'No proof of address',
    });
  });
});
