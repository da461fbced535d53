import { PASSWORD_MAX_LENGTH } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import {
  createTestClock,
  errorOf,
  freshEmail,
  freshIp,
  newUid,
  post,
  signIn,
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

  // Decision 274: up to 128 characters of any kind, at sign-up and at a reset alike.
  const LONGEST = 'Zelena7Trava! '.repeat(10).slice(0, PASSWORD_MAX_LENGTH);

  it('when the password has 128 characters, then sign-up succeeds; 129 is too long', async () => {
    expect([...LONGEST].length).toBe(128);
    expect((await register(LONGEST)).statusCode).toBe(200);
    const tooLong = await register(`${LONGEST}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fieldErrors).toEqual([
      { field: 'userData.password', code: 'validation.password.tooLong' },
    ]);
  });

  it('when a reset’s new password has 128 characters, then it signs in; 129 is too long', async () => {
    const applicant = await verifiedAccount(app);
    const finish = async (password: string) => {
      await post(app, '/security/action/noauth/resetpsw', {
        email: applicant.email,
        language: 'en',
      });
      const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
      return post(app, '/security/action/noauth/resetpswfinish', {
        token,
        password,
        confirmPassword: password,
      });
    };
    const tooLong = await finish(`${LONGEST}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fieldErrors).toEqual([
      { field: 'password', code: 'validation.password.tooLong' },
    ]);
    expect((await finish(LONGEST)).statusCode).toBe(200);
    time.advance(16 * 60_000);
    await signIn(app, { ...applicant, password: LONGEST });
  });
});
