import { getVariant } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { initialPayoutDraft, NO_PAYOUT_ERRORS } from '../payout-draft';
import { PayoutAccountStep } from './payout-account-step';

function renderStep(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <PayoutAccountStep
      bankConnection={null}
      draft={initialPayoutDraft(false)}
      onChange={() => {}}
      errors={NO_PAYOUT_ERRORS}
      dates={null}
    />,
    options,
  );
}

describe('the payout account’s IBAN hint', () => {
  it('gives a Slovenian IBAN in the si variant', () => {
    renderStep({ language: 'sl' });
    expect(
      screen.getByText('Dve črki in do 32 številk in črk, na primer SI56 1910 0000 0123 438.'),
    ).toBeDefined();
  });

  it('gives an Albanian IBAN in the al variant', () => {
    renderStep({ language: 'sq', variant: getVariant('al') });
    expect(
      screen.getByText(
        'Dy shkronja dhe deri në 32 shifra e shkronja, për shembull AL47 2121 1009 0000 0002 3569 8741.',
      ),
    ).toBeDefined();
  });
});
