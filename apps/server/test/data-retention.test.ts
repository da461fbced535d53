import { randomUUID } from 'node:crypto';
import { DURATIONS_MS } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { retentionSweepJob } from '../src/modules/data-retention/jobs';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { putProspectInState } from './prospect-helpers';
import { API, createTestClock, errorOf, freshIp } from './security-helpers';
import { applicantAt } from './builders/applicant';

// The clock starts at the real time: rows stamped by the database (now()) and by the app's clock
// then agree, and moving the clock is what ages them.
const time = createTestClock(new Date());
const DAY = DURATIONS_MS.day;
const YEAR = 365 * DAY;

async function count(app: FastifyInstance, table: string, where: string, value: string) {
  const result = await app.database.executeSql(
    `select count(*)::int as n from ${table} where ${where} = $1`,
    [value],
  );
  return Number(result.rows[0]?.n);
}

/** An identity-document side of the case, its (fake) bytes in storage. */
async function storedDocument(app: FastifyInstance, prospectId: string): Promise<string> {
  const id = randomUUID();
  const key = `documents/${prospectId}/${id}`;
  await app.infra.storage.put(key, new TextEncoder().encode(`bytes of ${id}`));
  await app.database.executeSql(
    `insert into documents (id, prospect_id, document_type, side, state, storage_key, media_type, size, name, uploaded_via)
     values ($1, $2, 'ID', 'FRONT', 'CONFIRMED', $3, 'image/jpeg', 10, 'front.jpg', 'DESKTOP')`,
    [id, prospectId, key],
  );
  return key;
}

/** Working data of the case: a draft of the personal data and an open-banking connection. */
async function workingData(app: FastifyInstance, prospectId: string): Promise<void> {
  await app.database.executeSql(
    `insert into prospect_info_drafts (prospect_id, sealed_sections) values ($1, 'sealed')`,
    [prospectId],
  );
  await app.database.executeSql(
    `insert into bank_connections (id, prospect_id, provider, provider_code, provider_name, external_id, sealed_secret, state)
     values ($1, $2, 'BUILT_IN', 'demo', 'Demo bank', 'ext-1', 'sealed-token', 'DONE')`,
    [randomUUID(), prospectId],
  );
}

/** Makes the case a customer: the account opened, the product active. */
async function becomeCustomer(app: FastifyInstance, prospectId: string): Promise<void> {
  await putProspectInState(app, prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_ACTIVE');
  const number = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  await app.database.executeSql(
    `insert into bank_accounts (prospect_id, sort_code, account_number, iban) values ($1, '1234', $2, $3)`,
    [prospectId, number, `SI56${number}`],
  );
}

async function reportEnd(
  app: FastifyInstance,
  cookie: string,
  prospectId: string,
  endedOn: string,
) {
  return app.inject({
    method: 'PUT',
    url: `${API}/onboarding/staff/customers/${prospectId}/relationship`,
    headers: { cookie },
    payload: { endedOn },
    remoteAddress: freshIp(),
  });
}

describe('retention (decision 152)', () => {
  const app = useTestApp({ clock: time.clock });

  it("deletes an abandoned application after 30 days, keeps a customer's AML evidence 5 years after the relationship ends", async () => {
    const abandoned = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const abandonedKey = await storedDocument(app, abandoned.prospectId);
    await workingData(app, abandoned.prospectId);
    const customer = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const customerKey = await storedDocument(app, customer.prospectId);
    await workingData(app, customer.prospectId);
    await becomeCustomer(app, customer.prospectId);
    const abandonedAudit = await count(app, 'audit_events', 'subject_id', abandoned.prospectId);
    expect(abandonedAudit).toBeGreaterThan(0);

    // 29 days without activity: nothing goes.
    time.advance(29 * DAY);
    await app.services.dataRetention.sweep();
    expect(await count(app, 'prospects', 'id', abandoned.prospectId)).toBe(1);
    expect(await app.infra.storage.get(abandonedKey)).not.toBeNull();
    expect(await count(app, 'prospect_info_drafts', 'prospect_id', customer.prospectId)).toBe(1);

    // 30 days: the abandoned case goes whole, with its account, documents and bytes.
    time.advance(DAY + 60_000);
    const counts = await app.services.dataRetention.sweep();
    expect(counts).toMatchObject({ abandonedCases: 1, endedCustomerCases: 1, accounts: 1 });
    expect(await count(app, 'prospects', 'id', abandoned.prospectId)).toBe(0);
    expect(await count(app, 'documents', 'prospect_id', abandoned.prospectId)).toBe(0);
    expect(await count(app, 'bank_connections', 'prospect_id', abandoned.prospectId)).toBe(0);
    expect(await count(app, 'users', 'email', abandoned.email)).toBe(0);
    expect(await count(app, 'outbox_messages', 'recipient', abandoned.email)).toBe(0);
    expect(await count(app, 'outbox_messages', 'recipient', abandoned.phone)).toBe(0);
    expect(await app.infra.storage.get(abandonedKey)).toBeNull();
    // The audit trail stays, without the personal data.
    const trail = await app.database.executeSql(
      `select action, ip, user_agent, details::text as details from audit_events
       where subject_id = $1 and action not like 'retention.%'`,
      [abandoned.prospectId],
    );
    expect(trail.rows.length).toBe(abandonedAudit);
    for (const row of trail.rows)
      expect([row.ip, row.user_agent, row.details]).toEqual([null, null, '{}']);
    const deletion = await app.database.executeSql(
      `select details from audit_events where subject_id = $1 and action = 'retention.case_deleted'`,
      [abandoned.prospectId],
    );
    expect(deletion.rows[0]?.details).toMatchObject({ reason: 'ABANDONED', storageObjects: 1 });

    // The customer keeps the AML evidence; the working data of the ended case goes.
    expect(await count(app, 'prospects', 'id', customer.prospectId)).toBe(1);
    expect(await count(app, 'documents', 'prospect_id', customer.prospectId)).toBe(1);
    expect(await count(app, 'bank_accounts', 'prospect_id', customer.prospectId)).toBe(1);
    expect(await app.infra.storage.get(customerKey)).not.toBeNull();
    expect(await count(app, 'prospect_info_drafts', 'prospect_id', customer.prospectId)).toBe(0);
    const connection = await app.database.executeSql(
      'select external_id, sealed_secret from bank_connections where prospect_id = $1',
      [customer.prospectId],
    );
    expect(connection.rows).toEqual([{ external_id: null, sealed_secret: null }]);

    // The bank reports the end of the relationship today.
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const today = time.clock().toISOString().slice(0, 10);
    const reported = await reportEnd(app, cookie, customer.prospectId, today);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({
      prospectId: customer.prospectId,
      endedOn: today,
      status: 'RECORDED',
    });

    // Four years after it: all kept.
    time.advance(4 * YEAR);
    await app.services.dataRetention.sweep();
    expect(await count(app, 'prospects', 'id', customer.prospectId)).toBe(1);
    expect(await count(app, 'documents', 'prospect_id', customer.prospectId)).toBe(1);
    expect(await app.infra.storage.get(customerKey)).not.toBeNull();

    // Five years after it: the evidence, its bytes and the account go; the trail stays.
    time.advance(YEAR + 2 * DAY);
    const expired = await app.services.dataRetention.sweep();
    expect(expired).toMatchObject({ expiredCustomerCases: 1, accounts: 1 });
    expect(await count(app, 'prospects', 'id', customer.prospectId)).toBe(0);
    expect(await count(app, 'bank_accounts', 'prospect_id', customer.prospectId)).toBe(0);
    expect(await count(app, 'users', 'email', customer.email)).toBe(0);
    expect(await app.infra.storage.get(customerKey)).toBeNull();
    expect(await count(app, 'audit_events', 'subject_id', customer.prospectId)).toBeGreaterThan(0);
  });

  it("lets only a supervisor report the end of a customer's relationship, audited", async () => {
    const customer = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await becomeCustomer(app, customer.prospectId);
    const applicantCase = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const operator = await signedInStaff(app, { role: 'OPERATOR' });
    const today = time.clock().toISOString().slice(0, 10);

    const byOperator = await reportEnd(app, operator.cookie, customer.prospectId, '2026-01-31');
    expect(byOperator.statusCode).toBe(403);
    const byApplicant = await app.inject({
      method: 'PUT',
      url: `${API}/onboarding/staff/customers/${customer.prospectId}/relationship`,
      cookies: { sid: customer.sid },
      payload: { endedOn: '2026-01-31' },
    });
    expect(byApplicant.statusCode).toBe(401);
    const notCustomer = await reportEnd(
      app,
      supervisor.cookie,
      applicantCase.prospectId,
      '2026-01-31',
    );
    expect(notCustomer.statusCode).toBe(409);
    expect(errorOf(notCustomer).mainError.code).toBe('NOT_A_CUSTOMER');
    expect((await reportEnd(app, supervisor.cookie, 'not-a-case', '2026-01-31')).statusCode).toBe(
      404,
    );
    expect(
      (await reportEnd(app, supervisor.cookie, customer.prospectId, '31.1.2026')).statusCode,
    ).toBe(400);

    const reported = await reportEnd(app, supervisor.cookie, customer.prospectId, today);
    expect(reported.statusCode).toBe(200);
    const audit = await app.database.executeSql(
      `select actor_id, details from audit_events where subject_id = $1 and action = 'retention.relationship_ended'`,
      [customer.prospectId],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: supervisor.staff.id,
        details: {
          endedOn: today,
          evidenceDeletableOn: reported.json<{ evidenceDeletableOn: string }>().evidenceDeletableOn,
        },
      },
    ]);
  });

  it('refuses an end in the future or before the account was opened, at the field, changing nothing', async () => {
    const customer = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await becomeCustomer(app, customer.prospectId);
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    // The server's today (earlier tests moved its clock), and the account opened on it.
    const now = app.infra.clock();
    await app.database.executeSql(
      `update bank_accounts set created_at = $2 where prospect_id = $1`,
      [customer.prospectId, now.toISOString()],
    );
    const tomorrow = new Date(now.getTime() + DAY).toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
    for (const [endedOn, code] of [
      [tomorrow, 'decisions.relationshipEnd.IN_FUTURE'],
      // The account was opened today (decision 268).
      [yesterday, 'decisions.relationshipEnd.BEFORE_ACCOUNT_OPENED'],
      ['1990-01-01', 'decisions.relationshipEnd.BEFORE_ACCOUNT_OPENED'],
    ] as const) {
      const refused = await reportEnd(app, supervisor.cookie, customer.prospectId, endedOn);
      expect(refused.statusCode, endedOn).toBe(400);
      expect(errorOf(refused).fieldErrors).toEqual([{ field: 'endedOn', code }]);
    }
    expect(await count(app, 'customer_relationships', 'prospect_id', customer.prospectId)).toBe(0);
    expect(await count(app, 'relationship_end_requests', 'prospect_id', customer.prospectId)).toBe(
      0,
    );
  });

  it('an end that makes the AML evidence deletable within 30 days needs a second supervisor', async () => {
    const customer = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await becomeCustomer(app, customer.prospectId);
    await app.database.executeSql(
      `update bank_accounts set created_at = '2015-03-01T09:00:00Z' where prospect_id = $1`,
      [customer.prospectId],
    );
    const first = await signedInStaff(app, { role: 'SUPERVISOR' });
    const second = await signedInStaff(app, { role: 'SUPERVISOR' });
    // Ended five years and ten days ago: the next sweep would delete the evidence.
    const now = app.infra.clock();
    const ended = new Date(now.getTime() + 10 * DAY);
    ended.setUTCFullYear(ended.getUTCFullYear() - 6);
    const endedOn = ended.toISOString().slice(0, 10);

    const asked = await reportEnd(app, first.cookie, customer.prospectId, endedOn);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ endedOn, status: 'PENDING_SECOND_SUPERVISOR' });
    expect(await count(app, 'customer_relationships', 'prospect_id', customer.prospectId)).toBe(0);

    const again = await reportEnd(app, first.cookie, customer.prospectId, endedOn);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).mainError.code).toBe('SECOND_SUPERVISOR_REQUIRED');
    expect(await count(app, 'customer_relationships', 'prospect_id', customer.prospectId)).toBe(0);
    // A sweep meanwhile deletes nothing: no end is recorded yet.
    await app.services.dataRetention.sweep();
    expect(await count(app, 'prospects', 'id', customer.prospectId)).toBe(1);

    const confirmed = await reportEnd(app, second.cookie, customer.prospectId, endedOn);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ endedOn, status: 'RECORDED' });
    expect(await count(app, 'customer_relationships', 'prospect_id', customer.prospectId)).toBe(1);
    const audit = await app.database.executeSql(
      `select action, actor_id, details from audit_events
        where subject_id = $1 and action like 'retention.relationship_end%' order by id`,
      [customer.prospectId],
    );
    expect(audit.rows).toEqual([
      {
        action: 'retention.relationship_end_requested',
        actor_id: first.staff.id,
        details: expect.objectContaining({ endedOn }) as unknown,
      },
      {
        action: 'retention.relationship_ended',
        actor_id: second.staff.id,
        details: expect.objectContaining({
          endedOn,
          requestedBy: first.staff.id,
          confirmedBy: second.staff.id,
        }) as unknown,
      },
    ]);
  });

  it('runs as the daily job of the queue', async () => {
    const abandoned = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    time.advance(31 * DAY);
    await app.jobs.enqueue(app.database.db, retentionSweepJob, {});
    await app.jobs.drain();
    expect(await count(app, 'prospects', 'id', abandoned.prospectId)).toBe(0);
    expect(await count(app, 'users', 'email', abandoned.email)).toBe(0);
  });
});
