import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import {
  createTestClock,
  errorOf,
  freshEmail,
  freshIp,
  newUid,
  post,
  tokenFromOutbox,
} from './security-helpers';
import { verifiedAccount } from './builders/applicant';

const RESET_PAGE = '/usermessages/forgotpassword';

// Decision 172: the common-password check ignores case and trailing digits and
// symbols, and the bank's own words are refused, at sign-up and at a password reset.
describe('password rules beyond the spec’s three (decision 172)', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  const register = async (password: string) => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    return post(
      app,
      '/security/action/setRegistration',
      {
        uid,
        language: 'en',
        userData: {
          fullName: 'Ana Novak',
          email: freshEmail(),
          password,
          phoneNumber: '041 555 666',
          prefix: '+386',
        },
      },
      { ip },
    );
  };

  it.each([
    ['Password123!', 'validation.password.common'],
    ['QWERTY2024!?', 'validation.password.common'],
    ['tekociracun1', 'validation.password.containsBankWord'],
    ['Digital-2025', 'validation.password.containsBankWord'],
  ])('when %j is chosen at sign-up, then 400 with %s', async (password, code) => {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([{ field: 'userData.password', code }]);
  });

  it.each([
    ['Password123!', 'validation.password.common'],
    ['Banka2026!x', 'validation.password.containsBankWord'],
  ])('when %j is the new password of a reset, then 400 with %s', async (password, code) => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const response = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password,
      confirmPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([{ field: 'password', code }]);
  });

  it('when the password is uncommon and free of bank words, then sign-up succeeds', async () => {
    expect((await register('Zelena7Trava!')).statusCode).toBe(200);
  });
});
