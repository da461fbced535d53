import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { uploadOk } from './fixtures/document-api';
import { goodJpeg } from './fixtures/document-images';
import { applicantOnPersonalData } from './personal-data-helpers';
import { putProspectInState } from './prospect-helpers';
import { errorOf, get, callAs as call } from './security-helpers';
import { applicantAt } from './builders/applicant';

// Decision 181: `GET, PATCH, DELETE onboarding/products/{id}`,
// `products/{id}/{sub}` and `PATCH prospects/{id}/ids`.

async function packageOf(app: FastifyInstance, productId: string) {
  const result = await app.database.executeSql('select package_name from products where id = $1', [
    productId,
  ]);
  return result.rows[0]?.package_name;
}

describe('onboarding/products/{id} (decision 181)', () => {
  const app = useTestApp();

  it('when the owner reads the product and its parts, then they answer; another’s product is 404', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');

    const own = await get(app, `/onboarding/products/${owner.productId}`, { sid: owner.sid });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      productId: owner.productId,
      prospectId: owner.prospectId,
      productType: 'CURRENTACCOUNT',
      productState: 'PRODUCT_NEW',
      packageName: null,
    });
    const state = await get(app, `/onboarding/products/${owner.productId}/state`, {
      sid: owner.sid,
    });
    expect(state.json()).toEqual({
      productId: owner.productId,
      part: 'state',
      value: 'PRODUCT_NEW',
    });

    for (const path of [
      `/onboarding/products/${other.productId}`,
      `/onboarding/products/${other.productId}/state`,
      `/onboarding/products/${randomUUID()}`,
      '/onboarding/products/not-an-id',
    ]) {
      const refused = await get(app, path, { sid: owner.sid });
      expect(refused.statusCode, path).toBe(404);
      expect(errorOf(refused).mainError.code).toBe('NOT_FOUND');
    }
    const unknownPart = await get(app, `/onboarding/products/${owner.productId}/colour`, {
      sid: owner.sid,
    });
    expect(unknownPart.statusCode).toBe(400);
  });

  it('when the owner patches the package, then the Diploma product falls back; another’s is 404 and unchanged', async () => {
    const owner = await applicantOnPersonalData(app, 'Diploma');
    const other = await applicantOnPersonalData(app, 'Diploma');

    const refused = await call(app, 'PATCH', `/onboarding/products/${other.productId}`, owner.sid, {
      packageName: 'Digital',
    });
    expect(refused.statusCode).toBe(404);
    const refusedPart = await call(
      app,
      'PATCH',
      `/onboarding/products/${other.productId}/package`,
      owner.sid,
      { packageName: 'Digital' },
    );
    expect(refusedPart.statusCode).toBe(404);
    expect(await packageOf(app, other.productId)).toBe('Diploma');

    const readOnly = await call(
      app,
      'PATCH',
      `/onboarding/products/${owner.productId}/state`,
      owner.sid,
      { packageName: 'Digital' },
    );
    expect(readOnly.statusCode).toBe(409);
    expect(errorOf(readOnly).mainError.code).toBe('PRODUCT_PART_READ_ONLY');

    const changed = await call(app, 'PATCH', `/onboarding/products/${owner.productId}`, owner.sid, {
      packageName: 'Digital',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ productId: owner.productId, packageName: 'Digital' });
    expect(await packageOf(app, owner.productId)).toBe('Digital');
    const audit = await app.database.executeSql(
      `select count(*)::int as n from audit_events where action = 'product.package_changed' and subject_id = $1`,
      [owner.productId],
    );
    expect(Number(audit.rows[0]?.n)).toBe(1);
  });

  it('when the owner deletes the product, then the application is withdrawn; another’s is 404', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');

    const refused = await call(app, 'DELETE', `/onboarding/products/${other.productId}`, owner.sid);
    expect(refused.statusCode).toBe(404);

    const withdrawn = await call(
      app,
      'DELETE',
      `/onboarding/products/${owner.productId}`,
      owner.sid,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(202);
    expect(withdrawn.json()).toEqual({ prospectId: owner.prospectId, status: 'WITHDRAWN' });
    await app.jobs.drain();
    const left = await app.database.executeSql(
      'select id from prospects where id = any($1::uuid[])',
      [[owner.prospectId, other.prospectId]],
    );
    expect(left.rows.map((row) => row.id)).toEqual([other.prospectId]);
  });
});

describe('PATCH onboarding/prospects/{id}/ids (decision 181)', () => {
  const app = useTestApp();

  it('when another applicant’s id is given, then it is 404; without confirmed sides the owner gets a 4xx', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(app, other.prospectId, 'PROSPECT_EMAIL_CHECKED');

    const refused = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${other.prospectId}/ids`,
      owner.sid,
    );
    expect(refused.statusCode).toBe(404);

    // Nothing uploaded yet: refused like setIDDocument, nothing moves.
    const early = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${owner.prospectId}/ids`,
      owner.sid,
    );
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    expect(early.statusCode).toBeLessThan(500);
    const state = await get(app, `/onboarding/prospects/${owner.prospectId}`, { sid: owner.sid });
    expect(state.json()).toMatchObject({ prospectState: 'PROSPECT_EMAIL_CHECKED' });
  });

  it('when both sides are uploaded, then the owner’s PATCH confirms them and moves the prospect', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: owner.sid };
    const fields = { uid: owner.uid, documentType: 'ID' } as const;
    await uploadOk(app, as, await goodJpeg(3), { ...fields, side: 'FRONTVIEW' });
    // The back as the upload leaves it, without the upload: its MRZ would start a reading job
    // that outlives the test (the reading is not what this call is about).
    await app.database.executeSql(
      `insert into documents (id, prospect_id, document_type, side, state, media_type, size, name, uploaded_via)
       values ($1, $2, 'ID', 'BACKVIEW', 'UPLOADED', 'image/jpeg', 10, 'back.jpg', 'DESKTOP')`,
      [randomUUID(), owner.prospectId],
    );

    const done = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${owner.prospectId}/ids`,
      owner.sid,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      prospectId: owner.prospectId,
      prospectState: 'PROSPECT_IDS_UPLOADED',
    });
  });
});
