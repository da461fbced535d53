import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { STEP_PROSPECT_ID } from '../../test/render-step';
import { ChooseBranchPage } from './choose-branch-page';
import { LOCATE_GIVE_UP_MS } from './hooks/use-geolocation';
import { BRANCHES, renderAtChooseBranch, statusAfterChoice } from './testing/branch-fixtures';

type GeolocationAnswer =
  { readonly lat: number; readonly lon: number } | { readonly code: 1 | 2 | 3 } | 'never';

/** A browser geolocation that answers each request as told (or never, as an ignored prompt). */
function stubGeolocation(answer: GeolocationAnswer) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if (answer === 'never') return;
      if ('code' in answer) {
        failure?.({ code: answer.code, message: 'x' } as GeolocationPositionError);
        return;
      }
      success({
        coords: { latitude: answer.lat, longitude: answer.lon },
        timestamp: Date.now(),
      } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  removeGeolocation();
});

const NEAREST_FROM_KRANJ = [
  { ...BRANCHES[2], distanceKm: 9.4 },
  { ...BRANCHES[1], distanceKm: 24.1 },
  { ...BRANCHES[0], distanceKm: 83 },
];

function renderPage(options: { userbranch?: { status: number; body: unknown } } = {}) {
  const api = mockApi({
    'POST /processes/branchinfolist': { body: BRANCHES },
    'POST /processes/nearestbranch': { body: NEAREST_FROM_KRANJ },
    'POST /processes/userbranch': options.userbranch ?? {
      body: {
        prospectId: STEP_PROSPECT_ID,
        localBankBranchId: 'SL01',
        chosenAt: '2026-11-23T09:00:00.000Z',
        prospectState: 'PROSPECT_VERIFIED',
        productState: 'PRODUCT_ACTIVE',
      },
    },
    'GET /onboarding/prospects/status': { body: statusAfterChoice('PRODUCT_ACTIVE') },
  });
  const view = renderAtChooseBranch(<ChooseBranchPage />);
  return { ...api, ...view };
}

const branchNames = () =>
  within(screen.getByRole('group', { name: 'Branches' }))
    .getAllByRole('radio')
    .map(
      (radio) =>
        radio.closest('.radio-group__option')?.querySelector('.choose-branch__name')?.textContent,
    );

describe('/choosebranch', () => {
  it('lists each branch with its address, where it stands today and today’s hours', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { name: 'Choose your branch' })).toBeDefined();
    const celje = await screen.findByRole('radio', { name: /Celje/ });
    expect(celje).toBeDefined();
    expect(screen.getAllByText('Glavna cesta 1, 3000 Celje')).toHaveLength(1);
    expect(screen.getAllByText('Open until 12:00')).toHaveLength(2);
    expect(screen.getAllByText('Today 08:30–\u206012:00, 13:00–\u206016:30')).toHaveLength(2);
    expect(
      screen.getByText('Closed today (public holiday), opens on Tuesday at 08:30'),
    ).toBeDefined();
    // No position yet: no distances.
    expect(screen.queryByText(/km away/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is chosen by keyboard and Continue stores the choice, then goes on to the new state’s page', async () => {
    const { calls } = renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    // user-event walks radios with CSS.escape, which jsdom lacks: a minimal one for plain ids.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const user = userEvent.setup();
    // Tab past the location button, the search box and its button to the list.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Celje/ }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Škofja Loka/ })).toHaveProperty('checked', true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/welcome'));
    const posted = calls.find((call) => call.path === '/processes/userbranch');
    expect(posted?.body).toEqual({ localBankBranchId: 'SL01', prospectId: STEP_PROSPECT_ID });
  });

  it('asks for a choice before Continue and sends nothing', async () => {
    const { calls } = renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a branch to continue.')).toBeDefined();
    expect(calls.some((call) => call.path === '/processes/userbranch')).toBe(false);
    // Decision 248: focus on the list (its first branch) and the live region says so.
    const radios = screen.getAllByRole('radio');
    expect(document.activeElement).toBe(radios[0]);
    expect(radios[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen
        .getAllByRole('status')
        .some((region) => /Some fields need correcting/.test(region.textContent ?? '')),
    ).toBe(true);
  });

  it('goes on by the wizard when the choice was already made elsewhere (409)', async () => {
    renderPage({ userbranch: { status: 409, body: errorBody('PRODUCT_STATE_CONFLICT') } });
    await userEvent.click(await screen.findByRole('radio', { name: /Celje/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/welcome'));
  });

  it('says when saving failed and stays', async () => {
    renderPage({ userbranch: { status: 500, body: errorBody('INTERNAL') } });
    await userEvent.click(await screen.findByRole('radio', { name: /Celje/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('We could not save your choice. Please try again.'),
    ).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/choosebranch');
  });
});

describe('/choosebranch with the browser’s position', () => {
  it('orders the branches nearest first with distances, sending a coarse position', async () => {
    const asked = stubGeolocation({ lat: 46.2388712, lon: 14.3555612 });
    const { calls } = renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Branches nearest to you are shown first.')).toBeDefined();
    await waitFor(() =>
      expect(branchNames()).toEqual(['Škofja Loka', 'Ljubljana Center', 'Celje']),
    );
    expect(screen.getByText('9.4 km away')).toBeDefined();
    expect(screen.getByText('83 km away')).toBeDefined();
    expect(asked).toHaveBeenCalledOnce();
    expect(asked.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
    const nearest = calls.find((call) => call.path === '/processes/nearestbranch');
    expect(nearest?.body).toEqual({ lat: 46.239, lon: 14.356 });
  });

  it('explains a refused permission next to the button and keeps the list to choose from', async () => {
    stubGeolocation({ code: 1 });
    const { container, calls } = renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'Location sharing is turned off or not allowed for this page. Search by postal code or place instead.',
      ),
    ).toBeDefined();
    expect(branchNames()).toEqual(['Celje', 'Ljubljana Center', 'Škofja Loka']);
    expect(calls.some((call) => call.path === '/processes/nearestbranch')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: /Celje/ }));
    expect(screen.getByRole('radio', { name: /Celje/ })).toHaveProperty('checked', true);
    await expectNoAxeViolations(container);
  });

  it('explains a position the browser could not get (its timeout)', async () => {
    stubGeolocation({ code: 3 });
    renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'We could not get your current position. Try again, or search by postal code or place.',
      ),
    ).toBeDefined();
  });

  it('gives up on its own when the permission prompt is never answered', async () => {
    stubGeolocation('never');
    renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText('Finding your location…')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(LOCATE_GIVE_UP_MS);
    });
    expect(
      screen.getByText(
        'We could not get your current position. Try again, or search by postal code or place.',
      ),
    ).toBeDefined();
    // The list was never blocked.
    expect(screen.getByRole('radio', { name: /Celje/ })).toHaveProperty('disabled', false);
  });

  it('says when the browser has no geolocation', async () => {
    removeGeolocation();
    renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      screen.getByText(
        'Your browser cannot share your location. Search by postal code or place instead.',
      ),
    ).toBeDefined();
  });
});

describe('/choosebranch search by postal code or place', () => {
  it('puts the branches of the postal area first', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    const search = screen.getByRole('search');
    await userEvent.type(
      within(search).getByRole('textbox', { name: 'Postal code or place' }),
      '4220',
    );
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Branches nearest to 4220 Škofja Loka are shown first.'),
    ).toBeDefined();
    expect(branchNames()).toEqual(['Škofja Loka', 'Ljubljana Center', 'Celje']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all branches' }));
    expect(branchNames()).toEqual(['Celje', 'Ljubljana Center', 'Škofja Loka']);
  });

  it('finds a place typed without diacritics, with Enter', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Postal code or place' }),
      'ljubljana{Enter}',
    );
    expect(
      await screen.findByText('Branches nearest to 1000 Ljubljana are shown first.'),
    ).toBeDefined();
    expect(branchNames()[0]).toBe('Ljubljana Center');
  });

  it('says when nothing matches and leaves the list as it was', async () => {
    const { container } = renderPage();
    await screen.findByRole('radio', { name: /Celje/ });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Postal code or place' }),
      'Atlantis{Enter}',
    );
    expect(
      await screen.findByText(
        'We found no postal code or place “Atlantis”. Check the spelling or enter the four-digit postal code.',
      ),
    ).toBeDefined();
    expect(branchNames()).toEqual(['Celje', 'Ljubljana Center', 'Škofja Loka']);
    await expectNoAxeViolations(container);
  });
});
