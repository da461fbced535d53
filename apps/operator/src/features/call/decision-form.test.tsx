import {
  callScriptFor,
  type TCallScript,
  type TChecklist,
  type TInteractionAnswer,
} from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleKeys } from '../../shared/api/query-keys';
import { renderConsole } from '../../testing/render-console';
import { DecisionForm } from './decision-form';

const id = '11111111-2222-4333-8444-555555555555';
const prospectId = '99999999-2222-4333-8444-555555555555';
const at = '2026-11-23T10:00:00.000Z';
const unchecked: TChecklist = {
  documentGenuine: false,
  faceMatchesDocument: false,
  dataMatches: false,
  securityFeaturesShown: false,
};
const checked: TChecklist = {
  documentGenuine: true,
  faceMatchesDocument: true,
  dataMatches: true,
  securityFeaturesShown: true,
};
const allAnswers: TInteractionAnswer[] = [
  {
    kind: 'CONSENT',
    at,
    answer: { id: 1, name: 'SOUND_RECORDING', typeOfConsents: 'COMMERCIAL', response: 'YES' },
  },
  { kind: 'OTP', at, confirmed: true, attemptsLeft: 4 },
  { kind: 'CARD_NAME', at, cardName: 'MIRA KOVAC', corrected: false },
];

const account: TCallScript = { ...callScriptFor('CURRENTACCOUNT'), consents: ['SOUND_RECORDING'] };

function renderForm(
  detail: { checklist: TChecklist; answers: TInteractionAnswer[]; script?: TCallScript },
  reply: { status: number; body: unknown } = { status: 200, body: { status: 'APPROVED' } },
) {
  const result = renderConsole(
    <DecisionForm
      detail={{
        identificationId: id,
        prospectId,
        process: 'CURRENTACCOUNT',
        applicant: { fullName: 'Mira Kovač' },
        script: account,
        ...detail,
      }}
    />,
    { [`POST identifications/${id}/decision`]: reply },
  );
  // The call screen's cached detail: a stored decision writes its outcome there.
  result.client.setQueryData(consoleKeys.identification(id), { status: 'IN_CALL' });
  const status = () =>
    result.client.getQueryData<{ status: string }>(consoleKeys.identification(id))?.status;
  return { ...result, status };
}

/** The confirmation that sums up the decision (decision 267): its facts, then its confirm button. */
async function confirmIn(title: string, confirm: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('DecisionForm', () => {
  it('keeps approval disabled and says what is missing until the conditions hold', async () => {
    const { container } = renderForm({ checklist: unchecked, answers: [] });
    const submit = screen.getByRole('button', { name: 'Confirm the decision' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('every checklist item ticked')).toBeDefined();
    expect(screen.getByText('the phone confirmed with the SMS code')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('approves once everything is done, after a confirmation that sums it up', async () => {
    const { status, calls } = renderForm({ checklist: checked, answers: allAnswers });
    expect(screen.queryByText('Approval needs:')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Confirm the decision' });
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this identification?' });
    expect(within(dialog).getByText('Mira Kovač')).toBeDefined();
    // Cancel has the focus; Escape closes the dialog, sends nothing and returns the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
    expect(calls).toEqual([]);
    await userEvent.click(submit);
    await confirmIn('Approve this identification?', 'Approve');
    expect(calls[0]?.body).toEqual({ outcome: 'APPROVE' });
    await vi.waitFor(() => expect(status()).toBe('APPROVED'));
  });

  it('an approval that waits for a second staff member keeps the server’s status', async () => {
    const { status } = renderForm(
      { checklist: checked, answers: allAnswers },
      { status: 200, body: { status: 'AWAITING_SECOND_APPROVAL' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    await confirmIn('Approve this identification?', 'Approve');
    await vi.waitFor(() => expect(status()).toBe('AWAITING_SECOND_APPROVAL'));
  });

  it('approves a loan without a card name: its script asks none', () => {
    const loan: TCallScript = { ...callScriptFor('PERSONALLOAN'), consents: ['SOUND_RECORDING'] };
    const withoutCard = allAnswers.filter((answer) => answer.kind !== 'CARD_NAME');
    renderForm({ checklist: checked, answers: withoutCard, script: loan });
    expect(screen.queryByText('Approval needs:')).toBeNull();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm the decision' }).disabled,
    ).toBe(false);
    // The same answers do not approve an account: its card name is missing.
    renderForm({ checklist: checked, answers: withoutCard });
    expect(screen.getByText('the name on the card confirmed')).toBeDefined();
  });

  it('rejects only with a reason', async () => {
    const { status, calls } = renderForm(
      { checklist: unchecked, answers: [] },
      { status: 200, body: { status: 'REJECTED' } },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    expect(screen.getByText('Write a reason of at least 3 characters.')).toBeDefined();
    expect(calls).toEqual([]);
    await userEvent.type(
      screen.getByLabelText('Reason'),
      '  The document photo is not the applicant. ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    const dialog = await confirmIn('Reject this identification?', 'Reject');
    expect(within(dialog).getByText('The document photo is not the applicant.')).toBeDefined();
    expect(calls[0]?.body).toEqual({
      outcome: 'REJECT',
      reason: 'The document photo is not the applicant.',
    });
    await vi.waitFor(() => expect(status()).toBe('REJECTED'));
  });

  it('sends the applicant back to redo the chosen part', async () => {
    const { calls } = renderForm({ checklist: unchecked, answers: [] });
    // The outcome radios come first in the tab order.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Send back to redo' }));
    await userEvent.selectOptions(screen.getByLabelText('Part to redo'), 'ADDRESS');
    await userEvent.type(screen.getByLabelText('Reason'), 'The address is not readable.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    await confirmIn('Send the applicant back?', 'Send back');
    expect(calls[0]?.body).toEqual({
      outcome: 'REDO',
      redo: 'ADDRESS',
      reason: 'The address is not readable.',
    });
  });

  it('shows a refusal of the server and stays', async () => {
    const { status } = renderForm(
      { checklist: checked, answers: allAnswers },
      {
        status: 409,
        body: { mainError: { code: 'NOT_APPROVABLE', message: 'x' }, fieldErrors: [] },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    await confirmIn('Approve this identification?', 'Approve');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('The decision could not be saved.');
    // Confirmed: the focus goes to what the form shows next, its refusal (decision 272).
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(status()).toBe('IN_CALL');
  });
});
