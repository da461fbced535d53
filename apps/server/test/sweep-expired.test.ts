import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { otpCodes, rateLimits, sessions, usedTokens } from '../src/composition/schema';
import { applicantAt } from './builders/applicant';

const DAY = 86_400_000;

describe('sweeping expired rows', () => {
  const app = useTestApp();

  it('deletes what expired more than a day ago and keeps what can still matter', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const db = app.database.db;
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const [owner] = (
      await db.execute<{ user_id: string }>(
        sql`select user_id from prospects where id = ${applicant.prospectId}`,
      )
    ).rows;
    const userId = owner?.user_id ?? '';
    const session = (idHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      idHash,
      userId,
      createdAt: ago(3 * DAY),
      lastSeenAt: ago(3 * DAY),
      expiresAt,
      revokedAt,
    });
    await db
      .insert(sessions)
      .values([
        session('sweep-old', ago(2 * DAY)),
        session('sweep-revoked', now, ago(2 * DAY)),
        session('sweep-live', new Date(now.getTime() + DAY)),
        session('sweep-just-ended', ago(60_000)),
      ]);
    const code = (expiresAt: Date) => ({
      id: randomUUID(),
      userId,
      purpose: 'LOGIN' as const,
      codeHash: 'x',
      createdAt: ago(3 * DAY),
      expiresAt,
    });
    await db.insert(otpCodes).values([code(ago(2 * DAY)), code(now)]);
    await db.insert(usedTokens).values([
      { jtiHash: 'sweep-token-old', purpose: 'EMAIL_VERIFICATION', usedAt: ago(4 * DAY) },
      { jtiHash: 'sweep-token-recent', purpose: 'EMAIL_VERIFICATION', usedAt: ago(DAY) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'sweep:old', windowStart: ago(2 * DAY), hits: 3 },
      { key: 'sweep:current', windowStart: ago(60_000), hits: 1 },
    ]);

    const counts = await app.services.housekeeping.sweep(now);

    expect(counts).toMatchObject({ sessions: 2, usedTokens: 1, rateLimits: 1 });
    expect(counts.otpCodes).toBeGreaterThanOrEqual(1);
    const left = await db.execute<{ id_hash: string }>(
      sql`select id_hash from sessions where id_hash like 'sweep-%' order by id_hash`,
    );
    expect(left.rows.map((row) => row.id_hash)).toEqual(['sweep-just-ended', 'sweep-live']);
    const tokens = await db.execute<{ jti_hash: string }>(
      sql`select jti_hash from used_tokens where jti_hash like 'sweep-%'`,
    );
    expect(tokens.rows.map((row) => row.jti_hash)).toEqual(['sweep-token-recent']);
    const windows = await db.execute<{ key: string }>(
      sql`select key from rate_limits where key like 'sweep:%'`,
    );
    expect(windows.rows.map((row) => row.key)).toEqual(['sweep:current']);
  });
});
