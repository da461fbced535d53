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

  it('names other applications that share an identifier, each with its case to open', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const { container } = renderConsole(
      <CrossChecksPanel
        findings={[]}
        duplicates={{
          shown: [
            { prospectId: other, matchedOn: ['DOCUMENT_NUMBER', 'NATIONAL_ID', 'EMAIL'] },
            { prospectId: null, matchedOn: ['PHONE'] },
          ],
          total: 4,
        }}
      />,
      {},
    );
    const region = screen.getByRole('region', { name: 'Other applications' });
    expect(region.textContent).toContain(
      'Another applicant’s application shares the document number, the national number and the e-mail address.',
    );
    expect(region.textContent).toContain('Another applicant’s sign-up shares the phone number.');
    expect(screen.getByRole('link', { name: 'Open that case' }).getAttribute('href')).toBe(
      `/cases/${other}`,
    );
    expect(screen.getByText('And 2 more applicants share one of these.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('says when no other application shares anything', () => {
    renderConsole(
      <CrossChecksPanel findings={undefined} duplicates={{ shown: [], total: 0 }} />,
      {},
    );
    expect(
      screen.getByText(
        'No other applicant’s application shares a document, national number, e-mail or phone.',
      ),
    ).toBeDefined();
  });

  it('names an applicant the customer register knows, only then', () => {
    const text =
      'The applicant is already a customer of the bank: the customer register knows their national number.';
    const { unmount } = renderConsole(
      <CrossChecksPanel findings={[]} duplicates={{ shown: [], total: 0 }} existingCustomer />,
      {},
    );
    expect(screen.getByText(text)).toBeDefined();
    unmount();
    renderConsole(
      <CrossChecksPanel
        findings={[]}
        duplicates={{ shown: [], total: 0 }}
        existingCustomer={false}
      />,
      {},
    );
    expect(screen.queryByText(text)).toBeNull();
  });
});
