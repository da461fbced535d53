import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console';
import { InteractionPanel } from './interaction-panel';

const id = '11111111-2222-4333-8444-555555555555';

describe('InteractionPanel', () => {
  it('pushes a form to the applicant and confirms it', async () => {
    const { calls } = renderConsole(
      <InteractionPanel identificationId={id} answers={[]} disabled={false} />,
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
    expect(screen.getByText('Neposredno trženje: ne')).toBeDefined();
    expect(screen.getByText('Telefonska številka je potrjena.')).toBeDefined();
    expect(screen.getByText('Ime na kartici, popravljeno: MIRA KOVAC')).toBeDefined();
  });
});
