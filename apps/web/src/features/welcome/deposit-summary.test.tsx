import { EXAMPLE_DEPOSIT_CHOICE, type TDepositChoice } from '@onboarding/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { renderStep } from '../../test/render-step';
import { DepositMaturityStep, DepositSummary } from './deposit-summary';

/** 10,000.00 EUR for 91 days at 1.70 % from Monday 2 March 2026 (decision 232's example). */
const CHOSEN = EXAMPLE_DEPOSIT_CHOICE;

const value = (name: string) =>
  within(screen.getByText(name).closest('div') as HTMLElement).getByRole('definition').textContent;

describe('the welcome page’s day deposit (decision 232)', () => {
  it('while the money is on its way, shows the chosen figures and a start at its arrival', async () => {
    const { container } = renderStep('/welcome', <DepositSummary deposit={CHOSEN} />, {
      processName: 'DAYPOSIT',
      productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    });
    expect(screen.getByRole('heading', { name: 'Your day deposit' })).toBeDefined();
    expect(value('Amount')).toBe('€10,000.00');
    expect(value('Fixed interest rate')).toBe('1.70%');
    expect(value('Term')).toBe('91 days');
    expect(value('Start')).toBe('when your payment arrives');
    expect(value('Maturity')).toBe('1 June 2026');
    expect(value('Interest to expect')).toBe('€42.38');
    expect(value('At maturity')).toBe('Pay it out with the interest');
    expect(value('Your account')).toBe('SI56 2633 0001 2039 086');
    await expectNoAxeViolations(container);
  });

  it('once funded, shows the day it started, in Slovenian', () => {
    const funded: TDepositChoice = {
      ...CHOSEN,
      fundedAt: '2026-03-03T09:00:00.000Z',
      quote: { ...CHOSEN.quote, startDate: '2026-03-03', maturityDate: '2026-06-02' },
    };
    renderStep('/welcome', <DepositSummary deposit={funded} />, {
      language: 'sl',
      processName: 'DAYPOSIT',
      productState: 'PRODUCT_ACTIVE',
    });
    expect(value('Začetek')).toBe('3. marca 2026');
    expect(value('Zapadlost')).toBe('2. junija 2026');
    expect(value('Pričakovane obresti')).toBe('42,38\u00a0€');
  });

  it('says what happens at maturity: paid into the own account, or placed again', () => {
    const { unmount } = renderStep('/welcome', <DepositMaturityStep deposit={CHOSEN} />, {
      processName: 'DAYPOSIT',
      productState: 'PRODUCT_ACTIVE',
    });
    expect(screen.getByRole('listitem').textContent).toBe(
      'On 1 June 2026 your deposit matures: we pay €10,042.38, the deposit with its interest, into your account SI56 2633 0001 2039 086.',
    );
    unmount();
    renderStep('/welcome', <DepositMaturityStep deposit={{ ...CHOSEN, atMaturity: 'RENEW' }} />, {
      processName: 'DAYPOSIT',
      productState: 'PRODUCT_ACTIVE',
    });
    expect(screen.getByRole('listitem').textContent).toBe(
      'On 1 June 2026 your deposit matures and is placed again with its interest for the same term, at the rate then in force.',
    );
  });
});
