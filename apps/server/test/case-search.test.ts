import {
  addDays,
  localTimeIn,
  ZCaseSearchResult,
  type TCaseSearchResult,
} from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';
import { enterPersonalData, personalDataSections } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { putProspectInState } from './prospect-helpers';
import {
  createTestClock,
  errorOf,
  freshIp,
  post,
  registerApplicant,
  tokenFromOutbox,
} from './security-helpers';
import { asStaff } from './video-helpers';

// Decisions 263 and 264: the staff find a case at GET /services/operator/cases by its name
// (accents and case folded), e-mail, phone, application, document or personal number, IBAN,
// product, state and dates, through keyed hashes of the sealed values; an operator names a person
// or a case, a supervisor may browse; the index goes with the data it was made from.

const time = createTestClock(new Date());
const app = useTestApp({ clock: time.clock });

const search = (cookie: string, query: Record<string, string>) =>
  asStaff(app, cookie, 'GET', `/cases?${new URLSearchParams(query).toString()}`);

async function found(cookie: string, query: Record<string, string>): Promise<TCaseSearchResult> {
  const response = await search(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZCaseSearchResult.parse(response.json());
}

const idsOf = (result: TCaseSearchResult) => result.items.map((item) => item.prospectId);

/** An applicant with personal data under the given names (the rest the example's). */
async function withPersonalData(
  names: { firstName: string; surname: string },
  extra: { idDocumentNumber?: string; personalNumber?: string; iban?: string } = {},
) {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  await enterPersonalData(
    app,
    applicant,
    personalDataSections({ personalData: { ...names, secondName: '', ...extra } }),
  );
  return applicant;
}

const operator = () => signedInStaff(app, { role: 'OPERATOR' });
const supervisor = () => signedInStaff(app, { role: 'SUPERVISOR' });

async function termsOf(
  instance: FastifyInstance,
  column: 'user_id' | 'prospect_id',
  id: string,
): Promise<number> {
  const result = await instance.database.executeSql(
    `select count(*)::int as count from case_search_terms where ${column} = $1`,
    [id],
  );
  return Number((result.rows[0] as { count: number }).count);
}

describe('the staff case search (decisions 263, 264)', () => {
  it('finds a verified sign-up by its e-mail and by its phone typed the national way', async () => {
    const staff = await operator();
    const applicant = await registerApplicant(app);
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    const verified = await post(app, '/security/action/registrationvalidate', { token });
    expect(verified.statusCode, verified.body).toBe(200);

    const byEmail = await found(staff.cookie, { email: applicant.email.toUpperCase() });
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0]).toMatchObject({ name: 'Ana Novak', state: 'PROSPECT_EMAIL_CHECKED' });
    const national = applicant.phone.replace('+386', '0');
    expect(idsOf(await found(staff.cookie, { phone: national }))).toEqual(idsOf(byEmail));
    // Only keyed hashes are stored: neither the address nor the number is in the index.
    const stored = await app.database.executeSql(
      `select count(*)::int as count from case_search_terms where term in ($1, $2)`,
      [applicant.email, applicant.phone],
    );
    expect((stored.rows[0] as { count: number }).count).toBe(0);
  });

  it('finds a name typed without accents or case, whole words only, every word needed', async () => {
    const staff = await operator();
    const cesnik = await withPersonalData({ firstName: 'Ana', surname: 'Česnik' });
    const other = await withPersonalData({ firstName: 'Ana', surname: 'Česnikova' });

    expect(idsOf(await found(staff.cookie, { name: 'cesnik' }))).toEqual([cesnik.prospectId]);
    expect(idsOf(await found(staff.cookie, { name: 'ANA ČESNIK' }))).toEqual([cesnik.prospectId]);
    expect(idsOf(await found(staff.cookie, { name: 'česn' }))).toEqual([]);
    expect(idsOf(await found(staff.cookie, { name: 'cesnikova' }))).toEqual([other.prospectId]);
    expect(idsOf(await found(staff.cookie, { name: 'Marko Česnik' }))).toEqual([]);
  });

  it('finds the personal data identifiers: document number, EMSO and IBAN as typed', async () => {
    const staff = await operator();
    const applicant = await withPersonalData(
      { firstName: 'Iva', surname: 'Dokumentna' },
      {
        idDocumentNumber: '007654321',
        personalNumber: '1505998505338',
        iban: 'SI56 1910 0000 0123 438',
      },
    );
    const other = await withPersonalData(
      { firstName: 'Iva', surname: 'Druga' },
      { personalNumber: '1505998505338' },
    );

    expect(idsOf(await found(staff.cookie, { documentNumber: '007 654 321' }))).toEqual([
      applicant.prospectId,
    ]);
    expect(idsOf(await found(staff.cookie, { iban: 'si56191000000123438' }))).toEqual([
      applicant.prospectId,
    ]);
    // One EMSO is both of theirs: found with the name it narrows to one.
    const byEmso = await found(staff.cookie, { nationalId: '1505 998 505 338' });
    expect(idsOf(byEmso)).toEqual(expect.arrayContaining([applicant.prospectId, other.prospectId]));
    expect(
      idsOf(await found(staff.cookie, { nationalId: '1505998505338', name: 'druga' })),
    ).toEqual([other.prospectId]);
  });

  it('finds an application number as shown, and not under another year', async () => {
    const staff = await supervisor();
    const applicant = await withPersonalData({ firstName: 'Maja', surname: 'Številka' });
    const [hit] = (await found(staff.cookie, { name: 'stevilka' })).items;
    expect(hit?.applicationNumber).toMatch(/^\d{4}-\d{6,}$/);
    const number = hit?.applicationNumber ?? '';
    expect(idsOf(await found(staff.cookie, { applicationNumber: number }))).toEqual([
      applicant.prospectId,
    ]);
    const year = Number(number.slice(0, 4));
    expect(
      idsOf(await found(staff.cookie, { applicationNumber: `${year - 1}${number.slice(4)}` })),
    ).toEqual([]);
  });

  it('lets a supervisor browse by product, state and dates, by pages, newest first', async () => {
    const staff = await supervisor();
    const first = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType: 'PERSONALLOAN' });
    time.advance(1000);
    const second = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    time.advance(1000);
    const third = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType: 'PERSONALLOAN' });
    await putProspectInState(app, third.prospectId, 'PROSPECT_INFO_UPLOADED');
    // The day as the bank counts it (its time zone), as the search reads `from` and `to`.
    const today = localTimeIn(time.clock(), 'Europe/Ljubljana').date;
    const loans = { product: 'PERSONALLOAN', from: today, to: today, pageSize: '2' };

    const page1 = await found(staff.cookie, loans);
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(idsOf(page1)).toEqual([third.prospectId, second.prospectId]);
    const page2 = await found(staff.cookie, { ...loans, page: '2' });
    expect(idsOf(page2)).toEqual([first.prospectId]);
    expect(page2.items[0]).toMatchObject({ product: 'PERSONALLOAN', productState: 'PRODUCT_NEW' });
    // Past the last page: no rows, the count still told.
    expect(await found(staff.cookie, { ...loans, page: '3' })).toMatchObject({
      items: [],
      total: 3,
    });
    expect(idsOf(await found(staff.cookie, { ...loans, state: 'PROSPECT_INFO_UPLOADED' }))).toEqual(
      [third.prospectId],
    );
    const yesterday = addDays(today, -1);
    expect(
      (await found(staff.cookie, { product: 'PERSONALLOAN', from: yesterday, to: yesterday }))
        .total,
    ).toBe(0);
  });

  it('answers bad input with a 400 at its field, and an operator browsing with a 403', async () => {
    const staff = await operator();
    const bad = await search(staff.cookie, { applicationNumber: 'abc', from: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'applicationNumber', code: 'caseSearch.error.applicationNumber' },
        { field: 'from', code: 'caseSearch.error.date' },
      ]),
    );
    const order = await search(staff.cookie, { name: 'ana', from: '2026-05-02', to: '2026-05-01' });
    expect(errorOf(order).fieldErrors).toEqual([
      { field: 'to', code: 'caseSearch.error.dateOrder' },
    ]);

    const browsing = await search(staff.cookie, { state: 'PROSPECT_VERIFIED' });
    expect(browsing.statusCode).toBe(403);
    expect(errorOf(browsing).mainError.code).toBe('CASE_SEARCH_NEEDS_IDENTIFIER');
    expect(
      (await search((await supervisor()).cookie, { state: 'PROSPECT_VERIFIED' })).statusCode,
    ).toBe(200);

    // No staff session: 401, and an applicant's session is no staff session.
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const anonymous = await app.inject({
      method: 'GET',
      url: '/services/operator/cases?name=ana',
      remoteAddress: freshIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    const asApplicant = await app.inject({
      method: 'GET',
      url: '/services/operator/cases?name=ana',
      remoteAddress: freshIp(),
      cookies: { sid: applicant.sid },
    });
    expect(asApplicant.statusCode).toBe(401);
  });

  it('audits each search with the kinds of criteria and the count, never the values', async () => {
    const staff = await operator();
    await found(staff.cookie, { name: 'Zapisnikar', email: 'nobody@example.com' });
    const audited = await app.database.executeSql(
      `select actor_id, details::text as details from audit_events
        where action = 'case_search.searched' order by occurred_at desc limit 1`,
    );
    const [row] = audited.rows as { actor_id: string; details: string }[];
    expect(row?.actor_id).toBe(staff.staff.id);
    expect(JSON.parse(row?.details ?? '{}')).toEqual({
      criteria: ['name', 'email'],
      page: 1,
      found: 0,
    });
    expect(row?.details).not.toContain('Zapisnikar');
  });

  it('backfills the cases a database had before the index', async () => {
    const staff = await operator();
    const applicant = await withPersonalData({ firstName: 'Pred', surname: 'Indeksom' });
    await app.database.executeSql(
      `delete from case_search_terms where prospect_id = $1 or user_id =
        (select user_id from prospects where id = $1)`,
      [applicant.prospectId],
    );
    expect(idsOf(await found(staff.cookie, { name: 'indeksom' }))).toEqual([]);

    expect(await app.services.caseSearch.backfill()).toBeGreaterThan(0);
    expect(idsOf(await found(staff.cookie, { name: 'indeksom' }))).toEqual([applicant.prospectId]);
    expect(idsOf(await found(staff.cookie, { email: applicant.email }))).toEqual([
      applicant.prospectId,
    ]);
    // Indexed once: the next run has nothing to do.
    expect(await app.services.caseSearch.backfill()).toBe(0);
  });

  it('follows an erasure: the case and its terms are gone, and no search finds it', async () => {
    const staff = await operator();
    const applicant = await withPersonalData({ firstName: 'Brisana', surname: 'Izbrisnik' });
    // The builder makes the account without the sign-up's route: the backfill indexes it.
    await app.services.caseSearch.backfill();
    expect(await termsOf(app, 'prospect_id', applicant.prospectId)).toBeGreaterThan(0);
    expect(idsOf(await found(staff.cookie, { email: applicant.email }))).toEqual([
      applicant.prospectId,
    ]);
    const userId = (
      await app.database.executeSql(`select user_id from prospects where id = $1`, [
        applicant.prospectId,
      ])
    ).rows[0] as { user_id: string };

    const requested = await post(
      app,
      `/onboarding/prospects/${applicant.prospectId}/erasure`,
      {},
      { sid: applicant.sid },
    );
    expect(requested.statusCode, requested.body).toBe(202);
    const token = await tokenFromOutbox(app, applicant.email, '/erasure/confirm');
    const confirmed = await post(app, '/processes/noauth/erasure/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    await app.jobs.drain();

    expect(await termsOf(app, 'prospect_id', applicant.prospectId)).toBe(0);
    expect(await termsOf(app, 'user_id', userId.user_id)).toBe(0);
    expect(idsOf(await found(staff.cookie, { name: 'izbrisnik' }))).toEqual([]);
    expect(idsOf(await found(staff.cookie, { email: applicant.email }))).toEqual([]);
  });

  it("keeps a customer's evidence findable after an erasure, but not by the erased sign-in", async () => {
    const staff = await operator();
    const customer = await withPersonalData({ firstName: 'Ostane', surname: 'Strankova' });
    await putProspectInState(app, customer.prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_ACTIVE');
    await app.services.caseSearch.backfill();
    expect(idsOf(await found(staff.cookie, { email: customer.email }))).toEqual([
      customer.prospectId,
    ]);

    const requested = await post(
      app,
      `/onboarding/prospects/${customer.prospectId}/erasure`,
      {},
      { sid: customer.sid },
    );
    expect(requested.statusCode, requested.body).toBe(202);
    const token = await tokenFromOutbox(app, customer.email, '/erasure/confirm');
    expect((await post(app, '/processes/noauth/erasure/confirm', { token })).statusCode).toBe(202);
    await app.jobs.drain();

    // The sign-up's e-mail is erased with the account's: its hash too.
    expect(idsOf(await found(staff.cookie, { email: customer.email }))).toEqual([]);
    // The personal data is AML evidence kept for years: still found by it.
    expect(idsOf(await found(staff.cookie, { name: 'strankova' }))).toEqual([customer.prospectId]);
  });
});
