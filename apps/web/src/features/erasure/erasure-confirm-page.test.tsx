import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { readUidCookie } from '../../lib/wizard/session-cookies';
import { TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { FIRST_SCREEN, renderRoute } from '../../test/render';

const CONFIRM = 'POST /processes/noauth/erasure/confirm';

describe('/erasure/confirm (decision 157)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the token once, says the data is being deleted and the session has ended', async () => {
    const api = mockApi({ [CONFIRM]: { status: 202, body: { status: 'SCHEDULED' } } });
    const { container } = renderRoute('/erasure/confirm?token=signed.token', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Your data is being deleted' }, FIRST_SCREEN),
    ).toBeDefined();
    expect(screen.getByText(/Your session has ended: we have signed you out/)).toBeDefined();
    expect(screen.getByText(/for 5 years after our relationship ends/)).toBeDefined();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: 'signed.token' });
    expect(readUidCookie()).toBeNull();
    expect(document.title).toBe('Deleting your data | Bank');
    await expectNoAxeViolations(container);
  });

  it('an expired link says what to do instead', async () => {
    mockApi({ [CONFIRM]: { status: 410, body: errorBody('ERASURE_LINK_EXPIRED') } });
    const { container } = renderRoute('/erasure/confirm?token=old', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, FIRST_SCREEN),
    ).toBeDefined();
    expect(screen.getByText(/If you already confirmed, there is nothing more to do/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/lightsignup');
    expect(readUidCookie()).toBe(TEST_UID);
    await expectNoAxeViolations(container);
  });

  it('an invalid link says so, in Albanian', async () => {
    mockApi({ [CONFIRM]: { status: 400, body: errorBody('ERASURE_LINK_INVALID') } });
    renderRoute('/erasure/confirm?token=bad', { language: 'sq' });
    expect(
      await screen.findByRole('heading', { name: 'Kjo lidhje nuk funksionon' }, FIRST_SCREEN),
    ).toBeDefined();
  });

  it('a link without a token is invalid and calls nobody', async () => {
    const api = mockApi({});
    const { container } = renderRoute('/erasure/confirm', { language: 'sl' });
    expect(
      await screen.findByRole('heading', { name: 'Ta povezava ne deluje' }, FIRST_SCREEN),
    ).toBeDefined();
    expect(api.calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('a failure on the way offers a retry that can succeed', async () => {
    let failing = true;
    const api = mockApi({
      [CONFIRM]: () =>
        failing
          ? { status: 503, body: errorBody('SERVICE_UNAVAILABLE') }
          : { status: 202, body: { status: 'SCHEDULED' } },
    });
    const { container } = renderRoute('/erasure/confirm?token=signed.token', { language: 'en' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not confirm your request' },
        FIRST_SCREEN,
      ),
    ).toBeDefined();
    expect(screen.getByRole('alert').textContent).toMatch(/has not been deleted yet/);
    await expectNoAxeViolations(container);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your data is being deleted' }, FIRST_SCREEN),
    ).toBeDefined();
    expect(api.calls).toHaveLength(2);
  });
});
