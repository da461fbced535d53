// How long the sign-in code's SMS waits in the job queue (decision 275): from the moment the login
// request's transaction wrote the job to the moment the SMS port is called, on the embedded
// PGlite (and on PostgreSQL when the bench's server answers), printed beside a bare baseline (GET /health) and the login answer's own time. The
// target is p95 ≤ 200 ms; like every bench here it prints figures and asserts nothing (decision
// 227): the load of the moment on a 2-core machine decides a comparison of milliseconds.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/infra/config';
import type { SmsPort } from '../../apps/server/src/infra/sms/sms-port';
import { sendLoginCodeJob } from '../../apps/server/src/modules/security/jobs';
import { insertUser } from '../../apps/server/src/modules/security/repository';

const API = '/services/slo';
const PASSWORD = 'Zelena7Trava!';
const WARM_UP = 5;
const SAMPLES = 60;
/** Between logins, so each one meets an idle queue, as a sign-in usually does. */
const PAUSE_MS = 50;

export interface LoginCodeFigures {
  /** Enqueue (the job written in the request's transaction) → SMS port called. */
  readonly queueMs: readonly number[];
  /** The login request sent → SMS port called: what the applicant waits for. */
  readonly requestToSmsMs: readonly number[];
  /** The login request's answer. */
  readonly answerMs: readonly number[];
  /** Bare baseline: GET /health through the same app. */
  readonly healthMs: readonly number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On the embedded PGlite, or on the PostgreSQL database `databaseUrl` names. */
export async function measureLoginCodeLatency(databaseUrl = ''): Promise<LoginCodeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-login-code-'));
  const smsAt = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const sms: SmsPort = {
    transport: 'gateway',
    isTransactional: false,
    send(message) {
      smsAt.set(message.to, performance.now());
      waiting.get(message.to)?.();
      return Promise.resolve();
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMS_PER_SOURCE_PER_HOUR: '10000',
  });
  const app = await buildApp(config, { sms });
  try {
    await app.ready();
    // The moment the job is written, in the request's transaction (the commit follows at once).
    const enqueuedAt = new Map<string, number>();
    const enqueue = app.jobs.enqueue.bind(app.jobs);
    app.jobs.enqueue = async (tx, definition, payload, options) => {
      await enqueue(tx, definition, payload, options);
      if (definition.id === sendLoginCodeJob.id) {
        enqueuedAt.set(String((payload as { userId: string }).userId), performance.now());
      }
    };

    const passwordHash = await app.infra.passwordHasher.hash(PASSWORD);
    const accounts: { email: string; phone: string; userId: string }[] = [];
    for (let index = 0; index < WARM_UP + SAMPLES; index += 1) {
      const subscriber = String(100000 + index);
      const account = {
        email: `bench.login.${process.pid}.${index}@example.si`,
        phone: `+38641${subscriber}`,
        userId: randomUUID(),
      };
      const now = new Date();
      await insertUser(app.infra.db, {
        id: account.userId,
        uid: await app.services.cms.issueUid(),
        email: account.email,
        fullName: 'Ana Novak',
        phonePrefix: '+386',
        phoneNumber: `41${subscriber}`,
        phoneE164: account.phone,
        passwordHash,
        language: 'en',
        emailVerifiedAt: now,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      accounts.push(account);
    }

    const figures = {
      queueMs: [] as number[],
      requestToSmsMs: [] as number[],
      answerMs: [] as number[],
      healthMs: [] as number[],
    };
    for (const [index, account] of accounts.entries()) {
      const sent = new Promise<void>((resolve) => waiting.set(account.phone, resolve));
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `${API}/security/action/auth/login`,
        remoteAddress: `198.51.100.${(index % 250) + 1}`,
        payload: { username: account.email, password: PASSWORD, credentialsType: 'PASSWORD' },
      });
      const answered = performance.now();
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      await Promise.race([
        sent,
        sleep(15_000).then(() => {
          throw new Error(`no SMS to ${account.phone} within 15 s`);
        }),
      ]);
      const healthStarted = performance.now();
      await app.inject({ method: 'GET', url: '/health' });
      const health = performance.now() - healthStarted;
      if (index >= WARM_UP) {
        const smsTime = smsAt.get(account.phone) ?? NaN;
        figures.queueMs.push(smsTime - (enqueuedAt.get(account.userId) ?? NaN));
        figures.requestToSmsMs.push(smsTime - started);
        figures.answerMs.push(answered - started);
        figures.healthMs.push(health);
      }
      await sleep(PAUSE_MS);
    }
    return figures;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

export function printLoginCodeLatency(figures: LoginCodeFigures, engine: string): void {
  const line = (label: string, values: readonly number[]) =>
    console.log(
      `  ${label.padEnd(40)} p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms   ` +
        `p95 ${percentile(values, 0.95).toFixed(1).padStart(7)} ms   ` +
        `max ${Math.max(...values)
          .toFixed(1)
          .padStart(7)} ms`,
    );
  console.log(
    `\nSign-in code SMS through the job queue, ${engine}, ${figures.queueMs.length} logins`,
  );
  line('bare baseline, GET /health', figures.healthMs);
  line('login answer (password checked, job in)', figures.answerMs);
  line('enqueue → SMS port', figures.queueMs);
  line('login request sent → SMS port', figures.requestToSmsMs);
  console.log('  decision 275: enqueue → SMS port p95 should stay at or under 200 ms');
}
