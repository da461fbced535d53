import { API_BASE_OPERATOR, ZStaffLoginStep } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { staffCookieHeader, staffCookieOf, totpNow } from './fixtures/staff';
import { freshIp } from './security-helpers';

describe('development staff accounts', () => {
  // A database of this file alone, with no staff account yet.
  const app = useTestApp();

  it('when no staff account exists, then a supervisor and an operator are seeded once and can sign in', async () => {
    const seeded = await app.services.staff.seedDevelopmentStaff();
    expect(seeded?.map((account) => account.role)).toEqual(['SUPERVISOR', 'OPERATOR']);
    expect(await app.services.staff.seedDevelopmentStaff()).toBeNull();

    const supervisor = seeded?.[0];
    if (supervisor === undefined) throw new Error('no supervisor seeded');
    const ip = freshIp();
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE_OPERATOR}/auth/login`,
      payload: { email: supervisor.email, password: supervisor.password },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(200);
    // The QR code of the first sign-in is of the secret the log showed.
    expect(ZStaffLoginStep.parse(login.json())).toMatchObject({
      next: 'TOTP_ENROLMENT',
      secret: supervisor.totpSecret,
    });
    const totp = await app.inject({
      method: 'POST',
      url: `${API_BASE_OPERATOR}/auth/totp`,
      payload: { code: await totpNow(app, supervisor.totpSecret) },
      headers: { cookie: staffCookieHeader(staffCookieOf(login) ?? '') },
      remoteAddress: ip,
    });
    expect(totp.statusCode).toBe(200);
    expect(totp.json()).toMatchObject({ email: supervisor.email, role: 'SUPERVISOR' });
  });
});
