import type { TLoanApplication, TStaffStatementList } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { fakeFetch } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { SalaryStatementPanel } from './salary-statement-panel';

const PROSPECT = '22222222-3333-4444-8555-666666666666';
const DOCUMENT = '33333333-4444-4555-8666-777777777777';
const application: TLoanApplication = {
  source: 'UPLOAD',
  bankCode: '02',
  monthlyNetIncomeCents: 185_000,
  existingMonthlyObligationsCents: 12_000,
  dependants: 1,
  wish: { amount: 10_000, tenorMonths: 60, insurance: true },
  confirmedAt: '2026-11-23T10:00:00.000Z',
};
const statements: TStaffStatementList = {
  prospectId: PROSPECT,
  finalizedAt: '2026-11-23T09:00:00.000Z',
  bankCode: '02',
  documents: [
    {
      id: DOCUMENT,
      name: 'placa-oktober.pdf',
      type: 'application/pdf',
      size: 120_000,
      months: ['2026-10'],
      bank: '02',
      status: 'CONFIRMED',
      uploadedAt: '2026-11-23T08:00:00.000Z',
      sha256: 'a'.repeat(64),
    },
  ],
};

function renderPanel(routes: Parameters<typeof fakeFetch>[0]) {
  return renderConsole(<SalaryStatementPanel prospectId={PROSPECT} />, routes);
}

const NOT_FOUND = {
  status: 404,
  body: { mainError: { code: 'NOT_FOUND', message: 'none' }, fieldErrors: [] },
};

describe('salary statement panel (in call)', () => {
  it('shows the source, income, obligations, wish and links to each statement', async () => {
    const { container } = renderPanel({
      [`GET prospects/${PROSPECT}/loanapplication`]: { status: 200, body: application },
      [`GET prospects/${PROSPECT}/riskdocuments`]: { status: 200, body: statements },
    });
    expect(await screen.findByText('Uploaded statements', { selector: 'dd' })).toBeDefined();
    expect(screen.getByText('€1,850.00')).toBeDefined();
    expect(screen.getByText('€120.00')).toBeDefined();
    expect(screen.getByText('€10,000.00 over 60 months, with insurance')).toBeDefined();
    const link = await screen.findByRole('link', { name: 'Open placa-oktober.pdf (2026-10)' });
    expect(link.getAttribute('href')).toBe(
      `/services/operator/prospects/${PROSPECT}/riskdocuments/${DOCUMENT}`,
    );
    await expectNoAxeViolations(container);
  });

  it('says plainly when nothing is confirmed or uploaded yet', async () => {
    const { container } = renderPanel({
      [`GET prospects/${PROSPECT}/loanapplication`]: NOT_FOUND,
      [`GET prospects/${PROSPECT}/riskdocuments`]: NOT_FOUND,
    });
    expect(await screen.findByText('The applicant has not confirmed an income yet.')).toBeDefined();
    expect(await screen.findByText('No statements were uploaded.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
