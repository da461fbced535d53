import { getVariant } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CallLeaveForm } from './leave-forms';

function renderCallForm(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <CallLeaveForm uid="u-1" label="Phone" submitLabel="Send" pending={false} onSend={() => {}} />,
    options,
  );
}

describe('the call-back form’s phone hint', () => {
  it('gives a Slovenian mobile number in the si variant', () => {
    renderCallForm({ language: 'en' });
    expect(
      screen.getByText('With the area or mobile code, for example 041 123 456.'),
    ).toBeDefined();
  });

  it.each([
    ['sq', 'Me prefiksin e rrjetit ose të celularit, për shembull 069 123 4567.'],
    ['en', 'With the area or mobile code, for example 069 123 4567.'],
  ] as const)('gives an Albanian mobile number in the al variant, in %s', (language, hint) => {
    renderCallForm({ language, variant: getVariant('al') });
    expect(screen.getByText(hint)).toBeDefined();
  });
});
