import { EMPTY_QUESTIONNAIRE_FORM } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEmptyQuestionnaire() {
  const values = exampleValues();
  values.questionnaire = { ...EMPTY_QUESTIONNAIRE_FORM };
  return renderForm({ values });
}

const select = (name: string) => screen.getByRole('combobox', { name });
const group = (name: string) => screen.queryByRole('group', { name });

describe(
  'purpose of business: conditional fields and rules of change (spec 2 §3, §4)',
  { timeout: 20_000 },
  () => {
    it('shows the cash-share radios once the regular inflow is chosen, and the cash source only for a cash share other than none', async () => {
      renderEmptyQuestionnaire();
      const cashShare = 'How much of the regular inflows will be in cash?';
      expect(group(cashShare)).toBeNull();

      await userEvent.selectOptions(select('Expected regular monthly inflows'), 'Up to €800');
      expect(group(cashShare)).not.toBeNull();
      expect(screen.queryByLabelText('Where does the cash come from?')).toBeNull();

      await userEvent.click(screen.getByRole('radio', { name: 'Up to 10 %' }));
      expect(screen.getByLabelText('Where does the cash come from?')).toBeTruthy();

      await userEvent.click(screen.getByRole('radio', { name: 'None' }));
      expect(screen.queryByLabelText('Where does the cash come from?')).toBeNull();
    });

    it('sets the cash share to none when the empty regular-inflow option is chosen', async () => {
      renderEmptyQuestionnaire();
      await userEvent.selectOptions(select('Expected regular monthly inflows'), 'Over €3,000');
      await userEvent.click(screen.getByRole('radio', { name: 'Over 50 %' }));
      expect(screen.getByLabelText('Where does the cash come from?')).toBeTruthy();

      await userEvent.selectOptions(select('Expected regular monthly inflows'), 'Choose…');
      expect(group('How much of the regular inflows will be in cash?')).toBeNull();
      expect(screen.queryByLabelText('Where does the cash come from?')).toBeNull();

      await userEvent.selectOptions(select('Expected regular monthly inflows'), 'Up to €800');
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'None' }).checked).toBe(true);
    });

    it('does not ask the cash share of regular inflows when there are none, and sends none', async () => {
      const submit = vi.fn().mockResolvedValue({});
      const values = exampleValues();
      values.questionnaire = {
        ...values.questionnaire,
        regularFlowSelect: 'HIGH',
        regularFlow: 'HIGH',
        sourceOfFundsThatWillBeSubjectOfCashOperations: 'Market stall takings',
      };
      renderForm({ values, submit });
      const cashShare = 'How much of the regular inflows will be in cash?';
      expect(group(cashShare)).not.toBeNull();

      await userEvent.selectOptions(
        select('Expected regular monthly inflows'),
        'No regular inflows',
      );
      expect(group(cashShare)).toBeNull();
      expect(screen.queryByLabelText('Where does the cash come from?')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await vi.waitFor(() => expect(submit).toHaveBeenCalled());
      const [, body] = submit.mock.calls[0] as [string, { kycInfo: Record<string, unknown> }];
      expect(body.kycInfo).toMatchObject({
        regularFlowSelect: 'NO',
        regularFlow: 'NO_CASH',
        sourceOfFundsThatWillBeSubjectOfCashOperations: '',
      });
    });

    it('asks the employer name for inflows only from Slovenia and the business abroad otherwise', async () => {
      renderEmptyQuestionnaire();
      const abroad = 'Describe the business abroad the inflows come from';
      const employer = 'Name of your employer or payer (optional)';
      // The empty split counts as "not abroad" (spec 2 §3: otherwise the employer-name field).
      expect(screen.getByLabelText(employer)).toBeTruthy();

      const split = select('Share of inflows from Slovenia and from abroad');
      await userEvent.selectOptions(split, '50 % Slovenia, 50 % abroad');
      expect(screen.getByLabelText(abroad)).toBeTruthy();
      expect(screen.queryByLabelText(employer)).toBeNull();

      await userEvent.selectOptions(split, 'Only Slovenia');
      expect(screen.queryByLabelText(abroad)).toBeNull();
      expect(screen.getByLabelText(employer)).toBeTruthy();
    });

    it('hides the cash deposits of occasional inflows and sets them to none when there are none', async () => {
      renderEmptyQuestionnaire();
      const occasional = select('Expected occasional or irregular inflows per year');
      const deposits = 'How much of the occasional inflows will be deposited in cash?';
      await userEvent.selectOptions(occasional, 'Up to €5,000');
      const depositGroup = group(deposits);
      expect(depositGroup).not.toBeNull();
      await userEvent.click(
        screen.getAllByRole('radio', { name: '10 to 50 %' }).at(-1) as HTMLElement,
      );

      await userEvent.selectOptions(occasional, 'None');
      expect(group(deposits)).toBeNull();

      await userEvent.selectOptions(occasional, 'Over €50,000');
      const reopened = group(deposits) as HTMLElement;
      const none = reopened.querySelector<HTMLInputElement>('input[value="NO_CASH"]');
      expect(none?.checked).toBe(true);
    });

    it('opens with the student preset locked under the Diploma package', () => {
      renderForm({ packageName: 'Diploma' });
      expect(screen.getAllByText('Set by the student package.')).toHaveLength(2);
      expect(screen.queryByRole('combobox', { name: 'Type of employment' })).toBeNull();
      const country = screen.getByRole('combobox', { name: /Country of business 1/ });
      expect((country as HTMLInputElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: /Remove country/ })).toBeNull();
    });
  },
);
