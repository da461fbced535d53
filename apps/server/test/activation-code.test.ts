import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_VALID_DAYS, DURATIONS_MS, ZWelcomeData } from '@onboarding/domain';
import { activationCodes, auditEvents } from '../src/composition/schema';
import { maskIban, ZActivationCodeVerifyResponse } from '../src/modules/welcome/activation-check';
import { branchChosen, signedApplicantWithAccount } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { API, createTestClock, errorOf, freshIp } from './security-helpers';
import { asApplicant } from './video-helpers';

const testClock = createTestClock(new Date());
const app = useTestApp({ clock: testClock.clock });

const VERIFY = `${API}/processes/noauth/activationcode/verify`;

/** An active current account (branch chosen, account open): its welcome shows the live code. */
async function activeApplicant() {
  const applicant = await signedApplicantWithAccount(app, 'CURRENTACCOUNT');
  await branchChosen(app, applicant);
  const welcome = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/products/${applicant.productId}/welcome`,
  );
  expect(welcome.statusCode, welcome.body).toBe(200);
  const data = ZWelcomeData.parse(welcome.json());
  if (data.activation === null || data.account === null) throw new Error('no code or account');
  return { applicant, code: data.activation.code, iban: data.account.iban };
}

function verify(code: unknown, remoteAddress = freshIp()) {
  return app.inject({
    method: 'POST',
    url: VERIFY,
    remoteAddress,
    payload: { code } as object,
  });
}

describe('the mobile app’s activation-code check (decision 146)', () => {
  it('answers the first name and the masked IBAN once; the code is then used', async () => {
    const { applicant, code, iban } = await activeApplicant();

    const first = await verify(code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const answer = ZActivationCodeVerifyResponse.parse(first.json());
    expect(answer).toEqual({ firstName: 'Ëlira', ibanMasked: maskIban(iban) });
    expect(answer.ibanMasked).toMatch(/^SI56 •••• •••• •••\S \S{3}$/);
    expect(answer.ibanMasked?.replace(/\s/g, '').slice(-4)).toBe(iban.replace(/\s/g, '').slice(-4));
    expect(first.body).not.toContain(iban.replace(/\s/g, '').slice(4, 12));

    const again = await verify(code);
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).mainError.code).toBe('ACTIVATION_CODE_USED');
    expect(await app.services.welcome.checkCode(code)).toBe('USED');

    const audits = await app.database.db
      .select({ id: auditEvents.id, actorType: auditEvents.actorType })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, applicant.productId),
          eq(auditEvents.action, 'welcome.activation_code_used'),
        ),
      );
    expect(audits).toEqual([expect.objectContaining({ actorType: 'anonymous' })]);
  });

  it('takes the code as typed: lower case, without or with other separators', async () => {
    const { code } = await activeApplicant();
    const response = await verify(` ${code.toLowerCase().replaceAll('-', ' ')} `);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('two checks of the same code at once: one succeeds, the other is told it was used', async () => {
    const { code } = await activeApplicant();
    const answers = await Promise.all([verify(code), verify(code)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses a code replaced by a fresh one (VOID); the fresh one works', async () => {
    const { applicant, code } = await activeApplicant();
    const renewed = await asApplicant(
      app,
      applicant.sid,
      'POST',
      '/processes/activatemultichannel',
      {
        prospectId: applicant.prospectId,
      },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ code: string }>().code;

    const old = await verify(code);
    expect(old.statusCode).toBe(410);
    expect(errorOf(old).mainError.code).toBe('ACTIVATION_CODE_VOID');
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code and changes nothing', async () => {
    const { applicant, code } = await activeApplicant();
    testClock.advance(ACTIVATION_CODE_VALID_DAYS * DURATIONS_MS.day + 1000);
    const response = await verify(code);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response).mainError.code).toBe('ACTIVATION_CODE_EXPIRED');
    const [row] = await app.database.db
      .select({ consumedAt: activationCodes.consumedAt })
      .from(activationCodes)
      .where(eq(activationCodes.prospectId, applicant.prospectId));
    expect(row?.consumedAt).toBeNull();
  });

  it('an unknown code is 404, a bad body 400', async () => {
    const unknown = await verify('ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).mainError.code).toBe('ACTIVATION_CODE_UNKNOWN');
    const nonsense = await verify('not a code at all');
    expect(nonsense.statusCode).toBe(404);
    for (const body of [{}, { code: '' }, { code: 12 }, { code: 'A'.repeat(40) }]) {
      const response = await app.inject({
        method: 'POST',
        url: VERIFY,
        remoteAddress: freshIp(),
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('allows ten checks per address in a quarter of an hour; the eleventh is 429, even with the right code', async () => {
    const { code } = await activeApplicant();
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await verify(`WRNG-CODE-${String(attempt).padStart(4, '2')}`, ip)).statusCode).toBe(
        404,
      );
    }
    const blocked = await verify(code, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The code was not consumed by the refused check: from elsewhere it still works.
    expect((await verify(code)).statusCode).toBe(200);
  });
});
