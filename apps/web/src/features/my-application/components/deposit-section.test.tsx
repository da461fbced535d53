import type { TDepositChoice, TDepositStep } from '@onboarding/domain';
import { DEFAULT_DEPOSIT_RATE_TABLES } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../lib/api/testing/mock-api';
import { renderStep, STEP_PROSPECT_ID } from '../../../test/render-step';
import { DepositSection } from './deposit-section';

const STEP = `GET /onboarding/prospects/${STEP_PROSPECT_ID}/deposit`;

const CHOSEN: TDepositChoice = {
  amountMinor: 500_000,
  termDays: 31,
  atMaturity: 'RENEW',
  ownIban: 'SI56263300012039086',
  fundedAt: null,
  quote: {
    currency: 'EUR',
    amountMinor: 500_000,
    termDays: 31,
    rateBps: 100,
    startDate: '2026-12-01',
    maturityDate: '2027-01-04',
    interestDays: 34,
    interestMinor: 466,
    effectiveAnnualRate: 0.01004,
  },
};

const answer = (choice: TDepositChoice | null): TDepositStep => ({
  table: DEFAULT_DEPOSIT_RATE_TABLES.si[0],
  startDate: '2026-12-01',
  extraClosingDays: [],
  choice,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My application’s day deposit (decision 232)', () => {
  it('when a deposit is chosen, then its figures and what happens at maturity', async () => {
    mockApi({ [STEP]: { body: answer(CHOSEN) } });
    renderStep('/myapplication', <DepositSection prospectId={STEP_PROSPECT_ID} />, {
      processName: 'DAYPOSIT',
    });
    expect(await screen.findByRole('heading', { name: 'Your day deposit' })).toBeDefined();
    expect(screen.getByText('€5,000.00')).toBeDefined();
    expect(screen.getByText('4 January 2027')).toBeDefined();
    expect(screen.getByText('€4.66')).toBeDefined();
    expect(screen.getByText('Renew it for the same term')).toBeDefined();
  });

  it('when none is chosen yet, then nothing is shown', async () => {
    const api = mockApi({ [STEP]: { body: answer(null) } });
    const { container } = renderStep(
      '/myapplication',
      <DepositSection prospectId={STEP_PROSPECT_ID} />,
      { processName: 'DAYPOSIT' },
    );
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    expect(container.querySelector('section')).toBeNull();
  });
});
