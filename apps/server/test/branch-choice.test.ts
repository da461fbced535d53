import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankHolidays,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  ZBranchListingList,
  ZChosenBranch,
  ZUserBranchResult,
  type TBranchListing,
} from '@onboarding/domain';
import { AppError } from '../src/errors/app-error';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import type { Transaction } from '../src/infra/db/database';
import { products, prospectBranches, prospects } from '../src/composition/schema';
import type { SessionUser } from '../src/infra/session/session-store';
import { createBranchChoiceService } from '../src/modules/branches/branch-choice-service';
import { useTestApp } from './build-test-app';
import { auditOf } from './consents-helpers';
import { putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';
import { applicantOnPersonalData, exampleBody, send } from './personal-data-helpers';

// The branch choice of /choosebranch (decision 144): the list, nearest first, and the
// choice stored in the transaction that moves the product on (the welcome module's move).

const app = useTestApp();

/** An applicant whose contracts are signed: the state /choosebranch expects (decision 140). */
async function applicantAtBranchChoice(productType = 'CURRENTACCOUNT') {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_DOCUMENTS_SIGNED',
  );
  return applicant;
}

async function storedChoice(prospectId: string) {
  return app.database.db
    .select()
    .from(prospectBranches)
    .where(eq(prospectBranches.prospectId, prospectId));
}

async function productStateOf(prospectId: string) {
  const [row] = await app.database.db
    .select({ state: products.state })
    .from(products)
    .where(eq(products.prospectId, prospectId));
  return row?.state;
}

async function userIdOf(prospectId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ userId: prospects.userId })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  if (row === undefined) throw new Error('no such prospect');
  return row.userId;
}

function choose(applicant: { sid: string }, body: unknown) {
  return asApplicant(app, applicant.sid, 'POST', '/processes/userbranch', body);
}

/** The branch choice with another `afterBranchChosen` than the welcome module's. */
function serviceWith(
  afterBranchChosen: Parameters<typeof createBranchChoiceService>[0]['afterBranchChosen'],
) {
  const { prospects: prospectsService, products: productsService, branches } = app.services;
  return createBranchChoiceService({
    db: app.database.db,
    clock: () => new Date(),
    timeZone: 'Europe/Ljubljana',
    holidays: (year) => bankHolidays('si', year),
    variant: 'si',
    homeOf: () => Promise.resolve(null),
    branches,
    requireOwnProspect: (tx, user, prospectId) => prospectsService.requireOwn(tx, user, prospectId),
    productStateOf: async (tx, prospectId) =>
      (await productsService.forProspect(tx, prospectId))?.productState ?? null,
    processesOf: () => Promise.resolve([]),
    afterBranchChosen,
  });
}

/** A caller for the service called directly (the session is not read when the prospect is named). */
async function callerOf(prospectId: string) {
  const userId = await userIdOf(prospectId);
  return { userId, uid: 'unused', session: { userId } as SessionUser };
}

describe('POST processes/userbranch', () => {
  it('stores the branch and activates a current account in the same request', async () => {
    const applicant = await applicantAtBranchChoice();
    const response = await choose(applicant, {
      localBankBranchId: 'KR01',
      prospectId: applicant.prospectId,
    });
    expect(response.statusCode).toBe(200);
    const result = ZUserBranchResult.parse(response.json());
    expect(result).toMatchObject({
      prospectId: applicant.prospectId,
      localBankBranchId: 'KR01',
      prospectState: 'PROSPECT_VERIFIED',
      productState: 'PRODUCT_ACTIVE',
    });
    const [stored] = await storedChoice(applicant.prospectId);
    expect(stored).toMatchObject({ branchId: 'KR01' });
    expect(stored?.chosenAt.toISOString()).toBe(result.chosenAt);
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_ACTIVE');
    const [audit] = await auditOf(app, applicant.prospectId, 'branch.chosen');
    expect(audit?.details).toEqual({ branchId: 'KR01', previousBranchId: null });

    const chosen = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/branch`,
    );
    expect(ZChosenBranch.parse(chosen.json()).chosen).toMatchObject({
      branch: { id: 'KR01', city: 'Kranj' },
      chosenAt: result.chosenAt,
    });
  });

  it('finds the account’s one process waiting for a branch when the page names none', async () => {
    const applicant = await applicantAtBranchChoice();
    const response = await choose(applicant, { localBankBranchId: 'LJ01' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ prospectId: applicant.prospectId });
  });

  it('refuses a second choice once the product moved on: 409, the first choice kept', async () => {
    const applicant = await applicantAtBranchChoice();
    expect((await choose(applicant, { localBankBranchId: 'LJ01' })).statusCode).toBe(200);
    const again = await choose(applicant, {
      localBankBranchId: 'MB01',
      prospectId: applicant.prospectId,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
    expect((await storedChoice(applicant.prospectId))[0]?.branchId).toBe('LJ01');
  });

  it('refuses a prospect that is not verified (409 PROSPECT_STATE_CONFLICT), nothing stored', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      'PRODUCT_DOCUMENTS_SIGNED',
    );
    const response = await choose(applicant, {
      localBankBranchId: 'LJ01',
      prospectId: applicant.prospectId,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    expect(await storedChoice(applicant.prospectId)).toEqual([]);
  });

  it('refuses before the contracts are signed (409 PRODUCT_STATE_CONFLICT), nothing stored', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_VERIFIED',
      'PRODUCT_EMPLOYMENT_UPLOADED',
    );
    const response = await choose(applicant, {
      localBankBranchId: 'LJ01',
      prospectId: applicant.prospectId,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
    expect(await storedChoice(applicant.prospectId)).toEqual([]);
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    // Without a prospect named, no process waits for a branch either.
    const unnamed = await choose(applicant, { localBankBranchId: 'LJ01' });
    expect(unnamed.statusCode).toBe(409);
  });

  it('answers an unknown or empty branch with a field error, nothing stored', async () => {
    const applicant = await applicantAtBranchChoice();
    for (const localBankBranchId of ['XX99', '', 'x'.repeat(65)]) {
      const response = await choose(applicant, {
        localBankBranchId,
        prospectId: applicant.prospectId,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual([
        { field: 'localBankBranchId', code: 'validation.branch.unknown' },
      ]);
    }
    expect((await choose(applicant, { prospectId: applicant.prospectId })).statusCode).toBe(400);
    expect(await storedChoice(applicant.prospectId)).toEqual([]);
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_DOCUMENTS_SIGNED');
  });

  it('answers another applicant’s or an unknown prospect with the same 404', async () => {
    const owner = await applicantAtBranchChoice();
    const stranger = await applicantAtBranchChoice();
    for (const prospectId of [owner.prospectId, '00000000-0000-4000-8000-000000000000']) {
      const response = await choose(stranger, { localBankBranchId: 'LJ01', prospectId });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    const read = await asApplicant(
      app,
      stranger.sid,
      'GET',
      `/onboarding/prospects/${owner.prospectId}/branch`,
    );
    expect(read.statusCode).toBe(404);
    expect(await storedChoice(owner.prospectId)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/services/slo/processes/userbranch',
      payload: { localBankBranchId: 'LJ01' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the choice and the welcome module’s move share one transaction', () => {
  it('calls afterBranchChosen with the transaction that already holds the choice', async () => {
    const applicant = await applicantAtBranchChoice('DAYPOSIT');
    const seen: { prospectId: string; userId: string; stored: string | undefined }[] = [];
    const service = serviceWith(async (tx: Transaction, who) => {
      const [row] = await tx
        .select()
        .from(prospectBranches)
        .where(eq(prospectBranches.prospectId, who.prospectId));
      seen.push({ ...who, stored: row?.branchId });
      await tx
        .update(products)
        .set({ state: 'PRODUCT_PENNY_TRANSFER_DISPLAYED' })
        .where(eq(products.prospectId, who.prospectId));
    });
    const caller = await callerOf(applicant.prospectId);
    const result = await service.choose(
      caller,
      { localBankBranchId: 'NM01', prospectId: applicant.prospectId },
      SYSTEM_CONTEXT,
    );
    expect(seen).toEqual([
      { prospectId: applicant.prospectId, userId: caller.userId, stored: 'NM01' },
    ]);
    // The answer reports the state the move left, so the web goes on to /pennytransfer.
    expect(result.productState).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
  });

  it('keeps no choice when the move fails', async () => {
    const applicant = await applicantAtBranchChoice();
    const service = serviceWith(() =>
      Promise.reject(new AppError(409, 'PRODUCT_STATE_CONFLICT', { message: 'moved already' })),
    );
    await expect(
      service.choose(
        await callerOf(applicant.prospectId),
        { localBankBranchId: 'LJ01', prospectId: applicant.prospectId },
        SYSTEM_CONTEXT,
      ),
    ).rejects.toMatchObject({ status: 409, code: 'PRODUCT_STATE_CONFLICT' });
    expect(await storedChoice(applicant.prospectId)).toEqual([]);
    expect(await auditOf(app, applicant.prospectId, 'branch.chosen')).toEqual([]);
  });

  it('lets the applicant change the branch while the product still waits for it', async () => {
    const applicant = await applicantAtBranchChoice();
    // A move that leaves the product where it is (as when it has to wait for something else).
    const service = serviceWith(() => Promise.resolve());
    const caller = await callerOf(applicant.prospectId);
    const body = { prospectId: applicant.prospectId };
    await service.choose(caller, { ...body, localBankBranchId: 'LJ01' }, SYSTEM_CONTEXT);
    await service.choose(caller, { ...body, localBankBranchId: 'CE01' }, SYSTEM_CONTEXT);
    expect(await storedChoice(applicant.prospectId)).toMatchObject([{ branchId: 'CE01' }]);
    const audits = await auditOf(app, applicant.prospectId, 'branch.chosen');
    expect(audits.map((audit) => audit.details)).toEqual([
      { branchId: 'LJ01', previousBranchId: null },
      { branchId: 'CE01', previousBranchId: 'LJ01' },
    ]);
  });
});

describe('POST processes/branchinfolist and processes/nearestbranch', () => {
  it('lists every branch with its day today and no distance', async () => {
    const applicant = await applicantAtBranchChoice();
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/branchinfolist', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = ZBranchListingList.parse(response.json());
    expect(list).toHaveLength(12);
    expect(list.every((branch) => branch.distanceKm === null)).toBe(true);
    const sunday = list[0]?.openingHours.SUNDAY;
    expect(sunday?.closed).toBe(true);
    expect(list[0]?.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the branches of the applicant’s postal place and region first (decision 239)', async () => {
    const applicant = await applicantOnPersonalData(app);
    const address = {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.address,
      municipalityZipCode: '3000',
      city: 'Celje',
    };
    const stored = await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info`, {
      sid: applicant.sid,
      payload: exampleBody(applicant.uid, { ...EXAMPLE_PERSONAL_DATA_SECTIONS, address }),
    });
    expect(stored.statusCode).toBe(200);
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_VERIFIED',
      'PRODUCT_DOCUMENTS_SIGNED',
    );
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/branchinfolist', {});
    const ids = ZBranchListingList.parse(response.json()).map((branch) => branch.id);
    // Celje, then Velenje (region 3), then the rest nearest first from Celje: Ljubljana before Koper.
    expect(ids.slice(0, 2)).toEqual(['CE01', 'VE01']);
    expect(ids.indexOf('LJ01')).toBeLessThan(ids.indexOf('KP01'));
  });

  it('lists the branches alphabetically before the address is known, Š after S', async () => {
    const applicant = await applicantAtBranchChoice();
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/branchinfolist', {});
    const cities = ZBranchListingList.parse(response.json()).map((branch) => branch.city);
    expect(cities.indexOf('Škofja Loka')).toBeLessThan(cities.indexOf('Velenje'));
    expect(cities.indexOf('Škofja Loka')).toBeGreaterThan(cities.indexOf('Ptuj'));
  });

  it('orders the branches nearest first from a position, with distances', async () => {
    const applicant = await applicantAtBranchChoice();
    // Bled (GeoNames 46.36917, 14.11361): Kranj is nearest, then Škofja Loka.
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/nearestbranch', {
      lat: 46.36917,
      lon: 14.11361,
    });
    expect(response.statusCode).toBe(200);
    const list: TBranchListing[] = ZBranchListingList.parse(response.json());
    expect(list.map((branch) => branch.id).slice(0, 3)).toEqual(['KR01', 'SL01', 'LJ02']);
    const distances = list.map((branch) => branch.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(20);
    expect(distances[0]).toBeLessThan(27);
  });

  it('refuses coordinates out of range, missing or not numbers with field errors', async () => {
    const applicant = await applicantAtBranchChoice();
    const cases: [unknown, string][] = [
      [{ lat: 91, lon: 14 }, 'lat'],
      [{ lat: 46, lon: 181 }, 'lon'],
      [{ lat: 46 }, 'lon'],
      [{ lat: '46', lon: 14 }, 'lat'],
      [{ lat: 46, lon: 14, accuracy: 5 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await asApplicant(
        app,
        applicant.sid,
        'POST',
        '/processes/nearestbranch',
        body,
      );
      expect(response.statusCode).toBe(400);
      if (field !== '') {
        expect(errorOf(response).fieldErrors.map((error) => error.field)).toContain(field);
      }
    }
  });
});
