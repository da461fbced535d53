import type { TCaseSearchHit, TCaseSearchResult } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPERATOR, SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { CaseSearchScreen } from './case-search-screen';

const PROSPECT = '99999999-2222-4333-8444-555555555555';

const hit: TCaseSearchHit = {
  prospectId: PROSPECT,
  applicationNumber: '2026-000123',
  name: 'Ana Česnik',
  product: 'CURRENTACCOUNT',
  productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  state: 'PROSPECT_INFO_UPLOADED',
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T10:30:00.000Z',
};

const page = (over: Partial<TCaseSearchResult> = {}): TCaseSearchResult => ({
  items: [hit],
  page: 1,
  pageSize: 20,
  total: 1,
  ...over,
});

describe('the case search screen (decision 263)', () => {
  it(
    'finds a name typed without accents and links each case to its page',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { calls, container, location } = renderConsole(
        <CaseSearchScreen />,
        { 'GET cases?name=cesnik': { status: 200, body: page() } },
        { path: '/cases', staff: SUPERVISOR, language: 'sl' },
      );
      expect(screen.getByRole('heading', { name: 'Poiščite primer' })).toBeDefined();
      await user.type(screen.getByLabelText('Ime'), 'cesnik');
      await user.click(screen.getByRole('button', { name: 'Išči' }));

      expect(await screen.findByText('Najden je 1 primer')).toBeDefined();
      expect(calls.map((call) => call.path)).toEqual(['cases?name=cesnik']);
      const table = screen.getByRole('table');
      const row = within(table).getAllByRole('row')[1];
      expect(row?.textContent).toContain('Ana Česnik');
      expect(row?.textContent).toContain('Osebni podatki vneseni');
      // The search is in the address: a link to it can be shared.
      expect(location.current?.search).toBe('?name=cesnik');
      await expectNoAxeViolations(container);

      await user.click(within(table).getByRole('link', { name: '2026-000123' }));
      expect(location.current?.pathname).toBe(`/cases/${PROSPECT}`);
    },
  );

  it('runs the search a shared address asks, and pages through the cases by links', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderConsole(
      <CaseSearchScreen />,
      {
        'GET cases?product=PERSONALLOAN': { status: 200, body: page({ total: 45 }) },
        'GET cases?product=PERSONALLOAN&page=2': {
          status: 200,
          body: page({ total: 45, page: 2 }),
        },
      },
      { path: '/cases?product=PERSONALLOAN', staff: SUPERVISOR, language: 'en' },
    );
    expect(await screen.findByText('45 cases found')).toBeDefined();
    expect(screen.getByLabelText<HTMLSelectElement>('Product').value).toBe('PERSONALLOAN');
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByText('Page 1 of 3')).toBeDefined();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(location.current?.search).toBe('?product=PERSONALLOAN&page=2');
    expect(calls.map((call) => call.path)).toEqual([
      'cases?product=PERSONALLOAN',
      'cases?product=PERSONALLOAN&page=2',
    ]);
  });

  it('shows a bad value at its field, focused, and asks nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderConsole(<CaseSearchScreen />, {}, { path: '/cases', language: 'en' });
    const number = screen.getByLabelText('Application number');
    await user.type(number, 'x-1');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByText('Type the application number as 2026-000123, or its digits.'),
    ).toBeDefined();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(calls).toEqual([]);
  });

  it(
    'asks an operator to name a person or a case before it searches',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { calls, container } = renderConsole(
        <CaseSearchScreen />,
        {},
        { path: '/cases', staff: OPERATOR, language: 'sq' },
      );
      await user.selectOptions(screen.getByLabelText('Gjendja e aplikimit'), 'PROSPECT_VERIFIED');
      await user.click(screen.getByRole('button', { name: 'Kërko' }));
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'Jepni një emër ose identifikues: shfletimi vetëm sipas produktit, gjendjes dhe datave është për mbikëqyrësit.',
      );
      expect(calls).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );

  it('shows the server refusing a field at that field', async () => {
    const user = userEvent.setup();
    renderConsole(
      <CaseSearchScreen />,
      {
        'GET cases?phone=123456': {
          status: 400,
          body: {
            mainError: { code: 'VALIDATION_FAILED', message: 'too short' },
            fieldErrors: [{ field: 'phone', code: 'caseSearch.error.phone' }],
          },
        },
      },
      { path: '/cases', language: 'en' },
    );
    await user.type(screen.getByLabelText('Phone'), '123456');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Type the phone number with at least six digits.'),
    ).toBeDefined();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});
