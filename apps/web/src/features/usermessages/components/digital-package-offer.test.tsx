import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../lib/api/testing/mock-api';
import { renderRoute } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROCESS = {
  processName: 'CURRENTACCOUNT',
  prospectId: 'prospect-1',
  productId: 'product-1',
  prospectState: 'PROSPECT_IDS_UPLOADED',
  productState: 'PRODUCT_NEW',
  packageName: 'Diploma',
  longTimeServiceState: null,
};

describe('/usermessages/fromEcoForYouToEco: the Digital package instead (spec 1 §4)', () => {
  it('shows the fee and switches the Diploma product to the Digital package', async () => {
    const { calls } = mockApi({
      'GET /security/action/whoami': {
        body: { uid: '1234567890123456', username: 'ana@example.si', fullName: 'Ana Novak' },
      },
      'GET /onboarding/prospects/status': {
        body: { processes: [PROCESS], userContext: { username: 'ana' }, statusesList: [] },
      },
      'GET /onboarding/products/noauth/getPackageStart/': {
        body: {
          packageName: 'Digital',
          fee1: { months: 12, monthly: { minor: 0, currency: 'EUR' } },
          fee2: { monthly: { minor: 500, currency: 'EUR' } },
        },
      },
      'PATCH /onboarding/products/noauth/changeProduct/product-1': {
        body: { productId: 'product-1', packageName: 'Digital' },
      },
    });
    renderRoute('/usermessages/fromEcoForYouToEco', { language: 'en' });
    expect(
      await screen.findByText(
        'The Digital package costs €0.00 a month for the first 12 months, then €5.00 a month.',
      ),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continue with the Digital package' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ packageName: 'Digital' });
  });
});
