import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createProductsService } from '../src/modules/products/service';
import type { createProspectsService } from '../src/modules/prospects/service';
import { buildTestApp } from './build-test-app';
import { putProspectInState } from './prospect-helpers';
import { applicantAt } from './builders/applicant';

const CONTEXT = { ip: '203.0.113.9', userAgent: 'vitest', requestId: 'req-transitions' };

describe('prospect ownership and state transitions', () => {
  let app: FastifyInstance;
  let service: ReturnType<typeof createProspectsService>;
  let products: ReturnType<typeof createProductsService>;
  beforeAll(async () => {
    app = await buildTestApp();
    service = app.services.prospects;
    products = app.services.products;
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the owner their prospect and anyone else, or a malformed id, the same 404', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const ownerId = await app.database.db.execute<{ user_id: string }>(
      sql`select user_id from prospects where id = ${owner.prospectId}`,
    );
    const ownerUserId = ownerId.rows[0]?.user_id ?? '';

    const own = await service.requireOwn(
      app.database.db,
      { userId: ownerUserId },
      owner.prospectId,
    );
    expect(own.id).toBe(owner.prospectId);
    await expect(
      service.requireOwn(app.database.db, { userId: ownerUserId }, other.prospectId),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(
      service.requireOwn(app.database.db, { userId: ownerUserId }, 'not-a-uuid'),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('moves only from an expected state, once, and writes the audit record with it', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const change = {
      prospectId: applicant.prospectId,
      from: ['PROSPECT_EMAIL_CHECKED'] as const,
      to: 'PROSPECT_IDS_UPLOADED' as const,
      actorId: 'actor-1',
    };
    await app.database.db.transaction((tx) => service.advance(tx, change, CONTEXT));
    // The same step again: the prospect is no longer where it was, nothing changes.
    await expect(
      app.database.db.transaction((tx) => service.advance(tx, change, CONTEXT)),
    ).rejects.toMatchObject({ status: 409, code: 'PROSPECT_STATE_CONFLICT' });
    const audit = await app.database.db.execute<{ details: { to: string } }>(
      sql`select details from audit_events where subject_id = ${applicant.prospectId}
          and action = 'prospect.state_changed'`,
    );
    expect(audit.rows.map((row) => row.details.to)).toEqual(['PROSPECT_IDS_UPLOADED']);
  });

  it('rolls the state back when a later write of the same transaction fails', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
    await expect(
      app.database.db.transaction(async (tx) => {
        await service.advance(
          tx,
          {
            prospectId: applicant.prospectId,
            from: ['PROSPECT_IDS_UPLOADED'],
            to: 'PROSPECT_INFO_UPLOADED',
            actorId: 'actor-2',
          },
          CONTEXT,
        );
        await products.advance(
          tx,
          {
            prospectId: applicant.prospectId,
            from: ['PRODUCT_DOCUMENTS_SIGNED'],
            to: 'PRODUCT_EMPLOYMENT_UPLOADED',
            actorId: 'actor-2',
          },
          CONTEXT,
        );
      }),
    ).rejects.toMatchObject({ status: 409, code: 'PRODUCT_STATE_CONFLICT' });
    const state = await app.database.db.execute<{ state: string }>(
      sql`select state from prospects where id = ${applicant.prospectId}`,
    );
    expect(state.rows[0]?.state).toBe('PROSPECT_IDS_UPLOADED');
  });
});
