import {
  getVariant,
  toWeeklyOpeningHours,
  OPERATOR_OPENING_HOURS,
  type TCorrection,
} from '@onboarding/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';
import { actorOf, deadlinesFor } from './step-actors';

function serve(process = aProcess(), correction: TCorrection | null = null) {
  mockApi({
    [`GET /onboarding/prospects/${process.prospectId}/correction`]: { body: { correction } },
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
  });
}

describe('My application', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each step with its state, what is pending on whom, the deadlines and the next action', async () => {
    serve();
    renderRoute('/myapplication', { language: 'en' });
    // The route table loads lazily: the first screen of the file may take a while on a busy machine.
    const page = await screen.findByRole(
      'article',
      { name: 'My application' },
      { timeout: 15_000 },
    );
    expect(
      within(page).getByText('Where your application for Current account stands.'),
    ).toBeDefined();
    expect(within(page).getByText('It is your turn: Personal data.')).toBeDefined();
    const steps = within(within(page).getByRole('region', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(
      expect.arrayContaining([
        'RegistrationDone',
        'Personal dataIn progress',
        'Video callStill to come',
      ]),
    );
    expect(within(page).getByText(/Video advisers are available Monday to Friday/)).toBeDefined();
    expect(
      within(page).getByRole('link', { name: 'Continue: Personal data' }).getAttribute('href'),
    ).toBe('/personaldata');
  });

  it('says the bank is working when the applicant waits, in Slovenian', async () => {
    serve(
      aProcess({
        processName: 'PERSONALLOAN',
        prospectState: 'PROSPECT_VERIFIED',
        productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      }),
    );
    renderRoute('/myapplication', { language: 'sl' });
    expect(
      await screen.findByText('Banka to ureja: Obdelava. Obvestili vas bomo po e-pošti.'),
    ).toBeDefined();
    expect(screen.getByText('Trenutno vam ni treba storiti ničesar.')).toBeDefined();
  });

  it('an active product has every step done and leads to the welcome page', async () => {
    serve(
      aProcess({
        prospectState: 'PROSPECT_VERIFIED',
        productState: 'PRODUCT_ACTIVE',
      }),
    );
    renderRoute('/myapplication', { language: 'en' });
    const page = await screen.findByRole('article', { name: 'My application' });
    expect(
      within(page).getByText('Your Current account is open. Every step is done.'),
    ).toBeDefined();
    const steps = within(within(page).getByRole('region', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.every((step) => step.textContent.endsWith('Done'))).toBe(true);
    expect(
      within(page)
        .getByRole('link', { name: 'See your account number and the mobile app activation code' })
        .getAttribute('href'),
    ).toBe('/welcome');
  });

  it('a day deposit waiting for its first payment says so', async () => {
    serve(
      aProcess({
        processName: 'DAYPOSIT',
        prospectState: 'PROSPECT_VERIFIED',
        productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
      }),
    );
    renderRoute('/myapplication', { language: 'en' });
    expect(await screen.findByText(/We are waiting for your first payment/)).toBeDefined();
  });

  it('says what the video adviser asked to fix and why, in the three languages', async () => {
    const correction: TCorrection = {
      part: 'ADDRESS',
      reason: 'The house number is missing.',
      openedAt: '2026-11-29T10:00:00.000Z',
    };
    serve(aProcess(), correction);
    const { unmount } = renderRoute('/myapplication', { language: 'en' });
    const region = await screen.findByRole(
      'region',
      { name: 'To be corrected' },
      { timeout: 15_000 },
    );
    expect(
      within(region).getByText('The adviser asked you to correct your address.'),
    ).toBeDefined();
    expect(
      within(region).getByText('The adviser’s reason: The house number is missing.'),
    ).toBeDefined();
    expect(within(region).getByRole('link', { name: 'Correct it now' }).getAttribute('href')).toBe(
      '/personaldata',
    );
    unmount();

    serve(aProcess(), correction);
    const sl = renderRoute('/myapplication', { language: 'sl' });
    expect(await screen.findByRole('region', { name: 'Za popravek' })).toBeDefined();
    expect(screen.getByText('Razlog svetovalca: The house number is missing.')).toBeDefined();
    sl.unmount();

    serve(aProcess(), correction);
    renderRoute('/myapplication', { language: 'sq', variant: getVariant('al') });
    expect(await screen.findByRole('region', { name: 'Për t’u korrigjuar' })).toBeDefined();
    expect(screen.getByText('Arsyeja e këshilltarit: The house number is missing.')).toBeDefined();
  });

  it('names who each step waits on and the deadlines still ahead', () => {
    expect(actorOf('VideoChat')).toBe('OPERATOR');
    expect(actorOf('LongTimeService')).toBe('BANK');
    expect(actorOf('DataEntry')).toBe('APPLICANT');
    expect(deadlinesFor('ChooseBranch', ['Multichannel'])).toEqual([
      'wizard.myApplication.deadlines.remembered',
      'wizard.myApplication.deadlines.accountActive',
    ]);
  });
});
