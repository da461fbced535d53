import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../testing/render-console';
import { CrossChecksPanel } from './cross-checks-panel';

describe('CrossChecksPanel', () => {
  it('names each disagreement in plain words, with how much it weighs', async () => {
    const { container } = renderConsole(
      <CrossChecksPanel
        findings={[
          {
            check: 'NAME',
            sources: ['SIGN_UP', 'DOCUMENT'],
            signal: 'NAME_MISMATCH',
            severity: 'HIGH',
          },
          { check: 'NAME', sources: ['SIGN_UP', 'FORM'], signal: 'NAME_MISMATCH', severity: 'LOW' },
          {
            check: 'DOCUMENT_EXPIRED',
            sources: ['DOCUMENT'],
            signal: 'DOCUMENT_EXPIRED',
            severity: 'HIGH',
          },
        ]}
      />,
      {},
    );
    expect(screen.getByRole('region', { name: 'What the applicant gave' })).toBeDefined();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Name: the sign-up and the document differ (high risk)',
      'Name: the sign-up and the personal data differ (worth a question)',
      'The document has expired (source: the document) (high risk)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('says when nothing disagrees, and nothing at all when the server sent no findings', () => {
    const { unmount } = renderConsole(<CrossChecksPanel findings={[]} />, {});
    expect(
      screen.getByText('Nothing the applicant gave disagrees, as far as the checks could read it.'),
    ).toBeDefined();
    unmount();
    const { container } = renderConsole(<CrossChecksPanel findings={undefined} />, {});
    expect(container.textContent).toBe('');
  });
});
