import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build-test-app';
import { registerApplicant } from './security-helpers';
import { startSmtpServer } from './smtp-server';

describe('the mail server away and back', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Banka <no-reply@bank.example>' },
      jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await app.database.db.execute<T>(query)).rows;

  it('when the mail server is unreachable, then the sign-up is kept and its e-mail goes out once the server is back', async () => {
    await smtp.stop();
    const started = Date.now();
    // Signs up and asks for the verification e-mail; the applicant is not held meanwhile.
    const { uid, email } = await registerApplicant(app);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await rows(sql`select uid from registrations where uid = ${uid}`)).toHaveLength(1);

    // The job tries, fails and waits for its next try; nothing is recorded as sent.
    await expect
      .poll(
        async () =>
          (
            await rows<{ retry_count: number }>(
              sql`select retry_count from pgboss.job
                  where name = 'messaging.mail.v2' and data->>'uid' = ${uid}`,
            )
          )[0]?.retry_count ?? 0,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    const sentAudit = sql`select id from audit_events
      where action = 'registration.verification_sent' and subject_id = ${uid}`;
    expect(await rows(sentAudit)).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await expect
      .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await app.jobs.drain();
    const [mail] = smtp.received.filter((each) => each.envelopeTo.includes(email));
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toMatch(/\/onboarding\/#\/usermessages\/emailvalidated\?token=[\w.-]+/);
    // Audited when it really went out, once.
    expect(await rows(sentAudit)).toHaveLength(1);
    expect(smtp.received.filter((each) => each.envelopeTo.includes(email))).toHaveLength(1);
  });
});
