import {
  toWeeklyOpeningHours,
  OPERATOR_OPENING_HOURS,
  type TLoanPayoutView,
} from '@onboarding/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { mockApi } from '../../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { FIRST_SCREEN, renderRoute } from '../../../test/render';

const PAYOUT: TLoanPayoutView = {
  currency: 'EUR',
  amountCents: 800_000,
  account: { source: 'TYPED', iban: 'SI56263300012039086', bankName: null },
  signed: false,
  payoutDate: '2026-11-24',
  firstInstalmentDate: '2026-12-24',
  lastInstalmentDate: '2031-11-24',
  instalments: 60,
  firstPaymentCents: 15_837,
  lastPaymentCents: 15_833,
};

function serve(productState: 'PRODUCT_OFFER_SELECTED' | 'PRODUCT_RISK_UPLOADED') {
  const process = aProcess({
    processName: 'PERSONALLOAN',
    prospectState: 'PROSPECT_VERIFIED',
    productState,
  });
  return mockApi({
    'GET /onboarding/prospects/status': { body: aStatus(process) },
    'GET /external/info/openinghours': {
      body: {
        timeZone: 'Europe/Ljubljana',
        openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
        holidays: [],
        closedStatus: false,
      },
    },
    [`GET /onboarding/prospects/${process.prospectId}/erasure`]: { body: { status: 'NONE' } },
    [`GET /onboarding/products/${process.productId}/payout`]: { body: PAYOUT },
  });
}

describe('My application of a personal loan (decision 233)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the payout once the loan is chosen: amount, account, dates, the plan to download', async () => {
    serve('PRODUCT_OFFER_SELECTED');
    const { container } = renderRoute('/myapplication', { language: 'en' });
    const section = within(
      await screen.findByRole('region', { name: 'Your loan payout' }, FIRST_SCREEN),
    );
    const value = (name: string) => section.getByText(name).nextElementSibling?.textContent;
    expect(value('We pay out')).toBe('€8,000.00');
    expect(value('Into your account')).toBe('SI56 2633 0001 2039 086');
    // Not signed yet: the day is that of a signing today.
    expect(value('Payout date (if you sign today)')).toBe('24 November 2026');
    expect(value('First instalment')).toBe('€158.37 on 24 December 2026');
    expect(
      section.getByRole('link', { name: 'Download the repayment plan (PDF)' }).getAttribute('href'),
    ).toBe('/services/slo/onboarding/products/product-1/repaymentplan');
    await expectNoAxeViolations(container);
  });

  it('asks nothing before the loan is chosen', async () => {
    const { calls } = serve('PRODUCT_RISK_UPLOADED');
    renderRoute('/myapplication', { language: 'en' });
    await screen.findByRole('article', { name: 'My application' }, FIRST_SCREEN);
    expect(screen.queryByRole('region', { name: 'Your loan payout' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/payout'))).toBe(false);
  });
});
