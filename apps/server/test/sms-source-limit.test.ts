import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/infra/config';
import { testConfig, useTestApp } from './build-test-app';
import {
  type Applicant,
  createTestClock,
  errorOf,
  freshIp,
  freshPhone,
  outboxFor,
  post,
} from './security-helpers';
import { applicantAt, verifiedAccount } from './builders/applicant';

// Decision 161: at most SMS_PER_SOURCE_PER_HOUR (default 10) SMS to applicants
// per client address and hour, whichever accounts they go to.

const MINUTE_MS = 60_000;

function login(app: Parameters<typeof post>[0], applicant: Applicant, ip: string) {
  return post(
    app,
    '/security/action/auth/login',
    { username: applicant.email, password: applicant.password, credentialsType: 'PASSWORD' },
    { ip },
  );
}

async function smsCount(app: Parameters<typeof post>[0], applicant: Applicant) {
  return (await outboxFor(app, applicant.phone)).filter((message) => message.channel === 'sms')
    .length;
}

describe('SMS per source', () => {
  const time = createTestClock();
  // A small limit keeps the test short; the default of 10 is checked on the configuration below.
  const app = useTestApp({ clock: time.clock, env: { SMS_PER_SOURCE_PER_HOUR: '3' } });

  it('when one source signs in to more accounts within an hour than the limit, then 429 with Retry-After and no SMS', async () => {
    const applicants: Applicant[] = [];
    for (let index = 0; index < 4; index += 1) applicants.push(await verifiedAccount(app));
    const ip = freshIp();
    const statuses: number[] = [];
    for (const applicant of applicants) {
      statuses.push((await login(app, applicant, ip)).statusCode);
      time.advance(MINUTE_MS);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = applicants[3] as Applicant;
    expect(await smsCount(app, last)).toBe(0);
    const refused = await login(app, last, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).mainError.code).toBe('TOO_MANY_REQUESTS');
    // The window began with the first SMS, 4 minutes ago.
    expect(refused.headers['retry-after']).toBe(String(56 * 60));
    // Another source is not held back by this one.
    expect((await login(app, last, freshIp())).statusCode).toBe(200);
    // After the hour the source may send again.
    time.advance(57 * MINUTE_MS);
    expect((await login(app, applicants[0] as Applicant, ip)).statusCode).toBe(200);
  });

  it('when a resend would pass the limit of the source, then 429 with Retry-After and no SMS', async () => {
    const applicant = await verifiedAccount(app);
    const ip = freshIp();
    // Each code goes by a job that sends it only while it is the valid one (decision 275): the
    // jobs run before the clock moves on, as they do within milliseconds outside a test.
    const sent = async (response: Awaited<ReturnType<typeof post>>) => {
      await app.jobs.drain();
      return response.statusCode;
    };
    expect(await sent(await login(app, applicant, ip))).toBe(200);
    time.advance(5 * MINUTE_MS);
    const resend = () =>
      post(app, '/security/action/noauth/loginretryotp', { uid: applicant.uid }, { ip });
    expect(await sent(await resend())).toBe(200);
    time.advance(5 * MINUTE_MS);
    expect(await sent(await resend())).toBe(200);
    time.advance(5 * MINUTE_MS);
    // The fourth SMS within the hour: refused, whichever call would send it.
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(45 * 60));
    expect(await smsCount(app, applicant)).toBe(3);
  });

  it('when the hand-off links one source sends pass the limit, then 429 and no SMS', async () => {
    const ip = freshIp();
    const send = async () => {
      const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
      const handoff = await app.inject({
        method: 'POST',
        url: '/services/slo/onboarding/documents/handoff',
        remoteAddress: ip,
        cookies: { sid: applicant.sid },
        payload: { uid: applicant.uid },
      });
      expect(handoff.statusCode, handoff.body).toBe(200);
      const { tid } = handoff.json<{ tid: string }>();
      const phone = freshPhone();
      const sms = await app.inject({
        method: 'POST',
        url: `/services/slo/onboarding/documents/handoff/${tid}/sms`,
        remoteAddress: ip,
        cookies: { sid: applicant.sid },
        payload: { prefix: phone.prefix, phoneNumber: phone.number },
      });
      const sent = (await outboxFor(app, phone.e164)).filter(
        (message) => message.channel === 'sms',
      );
      return { status: sms.statusCode, sent: sent.length };
    };
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await send());
    expect(results).toEqual([
      { status: 200, sent: 1 },
      { status: 200, sent: 1 },
      { status: 200, sent: 1 },
      { status: 429, sent: 0 },
    ]);
  });

  it('when SMS_PER_SOURCE_PER_HOUR is not a whole number from 1 to 10000, then the configuration is refused', () => {
    expect(testConfig().sms.perSourcePerHour).toBe(10);
    expect(testConfig({ SMS_PER_SOURCE_PER_HOUR: '25' }).sms.perSourcePerHour).toBe(25);
    for (const wrong of ['0', 'ten', '-1', '10001', '2.5']) {
      expect(() => testConfig({ SMS_PER_SOURCE_PER_HOUR: wrong })).toThrow(ConfigError);
    }
  });
});
