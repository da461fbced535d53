import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../../messaging/service';
import { sendPasswordResetMailJob } from '../jobs';
import { createRequestPasswordReset } from './request-password-reset';

// Decision 164: a reset request must not tell by its answer or its time whether an address has an
// account. What it does is recorded here for an address with an account and one without: the
// same calls with the same arguments but the address, and no read of its own. The timing figure
// itself is printed by `npm run bench:reset-timing -w @onboarding/bench`.

const CONTEXT: RequestContext = { ip: '192.0.2.7', userAgent: 'Test', requestId: 'req-1' };

/**
 * Every use of the ports, in order; the database may only open a transaction and hand it on,
 * never be queried.
 */
function recordingPorts() {
  const calls: unknown[] = [];
  const db: Database = new Proxy({} as Database, {
    get(_target, property) {
      calls.push(['db', String(property)]);
      if (property === 'transaction') {
        return (work: (tx: Database) => Promise<unknown>) => work(db);
      }
      throw new Error(`the request read the database itself (${String(property)})`);
    },
  });
  const messaging: Pick<MessagingService, 'hold'> = {
    hold: (tx, owner, note) => {
      calls.push(['messaging.hold', tx === db, owner, note]);
      return Promise.resolve('00000000-0000-4000-8000-000000000001');
    },
  };
  const rateLimiter: Pick<RateLimiter, 'hit'> = {
    hit: (...hits) => {
      calls.push(['rateLimiter.hit', hits.map((hit) => [hit.rule.name, hit.subject])]);
      return Promise.resolve();
    },
  };
  const jobs: Pick<JobQueue, 'enqueue'> = {
    enqueue: (tx, definition, payload, options) => {
      calls.push(['jobs.enqueue', tx === db, definition.id, payload, options]);
      return Promise.resolve();
    },
  };
  return { calls, deps: { db, rateLimiter, jobs, messaging } };
}

async function workFor(email: string): Promise<{ answer: unknown; calls: unknown[] }> {
  const { calls, deps } = recordingPorts();
  const answer = await createRequestPasswordReset(deps)({ email, language: 'en' }, CONTEXT);
  return { answer, calls };
}

/** The recorded work with the address written as a placeholder. */
function withoutAddress(calls: unknown[], email: string): string {
  return JSON.stringify(calls).split(email).join('<address>');
}

describe('requestPasswordReset', () => {
  it('when asked for an address with an account and one without, then it does the same work and answers the same', async () => {
    // Nothing in the request can tell the two apart: whether an account exists is only looked up
    // by the job, after the answer.
    const known = await workFor('ana.novak@example.si');
    const unknown = await workFor('nobody.here@example.si');

    expect(known.answer).toEqual({});
    expect(unknown.answer).toEqual(known.answer);
    expect(withoutAddress(unknown.calls, 'nobody.here@example.si')).toBe(
      withoutAddress(known.calls, 'ana.novak@example.si'),
    );
    expect(known.calls).toEqual([
      [
        'rateLimiter.hit',
        [
          ['reset.ip', '192.0.2.7'],
          ['reset.address', 'ana.novak@example.si'],
        ],
      ],
      ['db', 'transaction'],
      [
        'messaging.hold',
        true,
        {},
        {
          to: 'ana.novak@example.si',
          language: 'en',
          audit: {
            actorType: 'anonymous',
            actorId: null,
            action: 'password.reset_requested',
            subjectType: 'user',
            subjectId: null,
            context: CONTEXT,
          },
        },
      ],
      // Decision 275: the job names the held message only, never the address or the context.
      [
        'jobs.enqueue',
        true,
        sendPasswordResetMailJob.id,
        { messageId: '00000000-0000-4000-8000-000000000001', language: 'en' },
        undefined,
      ],
    ]);
  });

  it('when the address is typed in another case or with spaces, then the work names it normalised', async () => {
    const { calls } = await workFor('  Ana.Novak@Example.SI ');
    expect(JSON.stringify(calls)).toContain('"ana.novak@example.si"');
    expect(JSON.stringify(calls)).not.toContain('Ana.Novak');
  });
});
