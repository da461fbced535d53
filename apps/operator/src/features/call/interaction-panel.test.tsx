import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callScriptFor } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../testing/render-console';
import { InteractionPanel } from './interaction-panel';

const id = '11111111-2222-4333-8444-555555555555';
const account = callScriptFor('CURRENTACCOUNT');
const pageAnswers = [
  { name: 'BANKING_OFFERS', response: 'NO' },
  { name: 'LEGAL_ENTITY_OFFERS', response: 'NO' },
  { name: 'POLLS', response: 'YES' },
] as const;

describe('InteractionPanel', () => {
  it('pushes a form to the applicant and confirms it', async () => {
    const { calls } = renderConsole(
      <InteractionPanel identificationId={id} answers={[]} script={account} disabled={false} />,
      { [`POST identifications/${id}/actions`]: { status: 200, body: {} } },
    );
    expect(screen.getByText('No answers yet.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ask the consents' }));
    expect(calls[0]?.body).toEqual({ action: 'SHOW_CONSENTS' });
    expect(await screen.findByText('Shown to the applicant: Ask the consents.')).toBeDefined();
  });

  it('lists the answers with their times, in the console language', () => {
    renderConsole(
      <InteractionPanel
        identificationId={id}
        disabled={false}
        script={account}
        answers={[
          {
            kind: 'CONSENT',
            at: '2026-11-23T10:01:02.000Z',
            answer: {
              id: 3,
              name: 'DIRECT_MARKETING',
              typeOfConsents: 'COMMERCIAL',
              response: 'NO',
            },
          },
          { kind: 'OTP', at: '2026-11-23T10:02:00.000Z', confirmed: true, attemptsLeft: 4 },
          {
            kind: 'CARD_NAME',
            at: '2026-11-23T10:03:00.000Z',
            cardName: 'MIRA KOVAC',
            corrected: true,
          },
        ]}
      />,
      {},
      { language: 'sl' },
    );
    // In the script's list of consents and among the answers.
    expect(screen.getAllByText('Neposredno trženje: ne')).toHaveLength(2);
    expect(screen.getByText('Telefonska številka je potrjena.')).toBeDefined();
    expect(screen.getByText('Ime na kartici, popravljeno: MIRA KOVAC')).toBeDefined();
  });

  it.each(['PERSONALLOAN', 'DAYPOSIT'] as const)(
    'a %s call offers no card name and lists no ATM or 3-D Secure consent',
    async (process) => {
      const { container } = renderConsole(
        <InteractionPanel
          identificationId={id}
          answers={[]}
          script={callScriptFor(process, pageAnswers)}
          disabled={false}
        />,
        {},
      );
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Show the phone number',
        'Confirm the phone with an SMS code',
        'Ask the consents',
      ]);
      expect(screen.queryByText(/name on the card/i)).toBeNull();
      expect(screen.queryByText(/Free cash withdrawal|3-D Secure:/)).toBeNull();
      expect(
        screen.getByText(
          'This product has no debit card: the call asks no card name, ATM withdrawals or 3-D Secure.',
        ),
      ).toBeDefined();
      const asked = screen.getByRole('list');
      expect(asked.textContent).toContain('Sound recording: not answered yet');
      expect(asked.textContent).not.toContain('Direct marketing');
      expect(
        screen.getByText('Direct marketing: answered on the consents page (no), not asked again.'),
      ).toBeDefined();
      await expectNoAxeViolations(container);
    },
  );

  it('an account’s call offers the card name and asks its consents', () => {
    renderConsole(
      <InteractionPanel identificationId={id} answers={[]} script={account} disabled={false} />,
      {},
    );
    expect(screen.getByRole('button', { name: 'Confirm the name on the card' })).toBeDefined();
    const asked = screen.getByRole('list');
    expect(asked.textContent).toContain('Free cash withdrawal: not answered yet');
    expect(asked.textContent).toContain('3-D Secure: not answered yet');
  });
});
