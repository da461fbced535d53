import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, heldAnswer, mockApi } from '../../lib/api/testing/mock-api';
import { FIRST_SCREEN, renderRoute } from '../../test/render';

// Every /usermessages page of spec 1 §2 with its heading in English and Slovenian.
const PAGES: readonly [path: string, en: string, sl: string][] = [
  ['/usermessages/genericerror', 'Something went wrong', 'Prišlo je do napake'],
  ['/usermessages/verifymail', 'Confirm your e-mail address', 'Potrdite svoj e-poštni naslov'],
  ['/usermessages/forgotpassword', 'Forgotten password', 'Pozabljeno geslo'],
  [
    '/usermessages/errorpage',
    'We cannot open the product for you online',
    'Produkta vam ne moremo odpreti na spletu',
  ],
  [
    '/usermessages/errorpage/contractsignaturefailed',
    'The contract could not be signed',
    'Pogodbe ni bilo mogoče podpisati',
  ],
  [
    '/usermessages/errorpage/selectbranch',
    'Please continue at a branch',
    'Prosimo, nadaljujte v poslovalnici',
  ],
  [
    '/usermessages/errorpage/selectbranchorcontinueonline',
    'Continue at a branch or online',
    'Nadaljujte v poslovalnici ali na spletu',
  ],
  [
    '/usermessages/errorpage/loannotdisemborsed',
    'We cannot grant you the loan online',
    'Kredita vam ne moremo odobriti na spletu',
  ],
  [
    '/usermessages/errorpage/checkemail',
    'Check your e-mail address',
    'Preverite svoj e-poštni naslov',
  ],
  ['/usermessages/saveprocess', 'Your application is being processed', 'Vašo vlogo obravnavamo'],
  [
    '/usermessages/saveloanprocess',
    'We are assessing your loan application',
    'Vašo kreditno vlogo ocenjujemo',
  ],
  ['/usermessages/openaccount', 'We are opening your current account', 'Odpiramo vaš osebni račun'],
  [
    '/usermessages/fromEcoForYouToEco',
    'The student package does not apply to you',
    'Študentski paket za vas ni na voljo',
  ],
  ['/usermessages/contact', 'Save and continue later', 'Shranite in nadaljujte pozneje'],
  ['/usermessages/logout', 'You have left the application', 'Zapustili ste vlogo'],
  [
    '/usermessages/callcenterclosed',
    'Our video advisers are not available right now',
    'Naši video svetovalci trenutno niso na voljo',
  ],
  ['/usermessages/processchoice', 'You have more than one application', 'Imate več kot eno vlogo'],
];

describe('user-message pages (spec 1 §2)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the process choice is loading until the session is known, so a painted page is not shown and then left', async () => {
    // Whoami waits until the test answers; a question asked after the answer gets it at once (the
    // heading may show before the page has asked).
    const { handler, answer } = heldAnswer();
    mockApi({ 'GET /security/action/whoami': handler });
    renderRoute('/usermessages/processchoice', { language: 'en' });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'You have more than one application' },
      FIRST_SCREEN,
    );
    // The page's own spinner in place of the list; the loading mask may say the same beside it.
    expect(screen.getAllByText('Loading, please wait…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list')).toBeNull();
    answer({ status: 401, body: errorBody('UNAUTHORIZED') });
    // The 401 leads to the sign-in, whose code is another lazy route: its first screen's wait.
    await waitFor(
      () => expect(screen.queryAllByText('Loading, please wait…')).toHaveLength(0),
      FIRST_SCREEN,
    );
  });

  it.each(PAGES)(
    '%s has its heading in English and Slovenian, without header and footer',
    async (path, en, sl) => {
      // Nobody is signed in: the pages that look for the session say so in place.
      mockApi({ 'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') } });
      const english = renderRoute(path, { language: 'en' });
      expect(
        await screen.findByRole('heading', { level: 1, name: en }, FIRST_SCREEN),
      ).toBeDefined();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      english.unmount();

      renderRoute(path, { language: 'sl' });
      expect(await screen.findByRole('heading', { level: 1, name: sl })).toBeDefined();
    },
  );

  it('the generic error page says the spec’s text and offers to try again', async () => {
    renderRoute('/usermessages/genericerror', { language: 'en' });
    expect(
      await screen.findByText('Something went wrong. We apologize for the inconvenience.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
  });
});
