import { ZBranch, ZLogoutResponse } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createTestClock, get, outboxFor, post, errorOf } from './security-helpers';
import { verifiedAccount } from './builders/applicant';

// 2026-11-23 is a Monday, 10:00 in Ljubljana.
const time = createTestClock(new Date('2026-11-23T09:00:00Z'));

describe('branches', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clock: time.clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('when listed, then about 12 Slovenian branches come with their weekly hours', async () => {
    const response = await get(app, '/external/info/branches');
    expect(response.statusCode).toBe(200);
    const branches = ZBranch.array().parse(response.json());
    expect(branches.length).toBe(12);
    for (const branch of branches) {
      expect(branch.postalCode).toMatch(/^\d{4}$/);
      expect(Object.keys(branch.openingHours)).toEqual([
        'MONDAY',
        'TUESDAY',
        'WEDNESDAY',
        'THURSDAY',
        'FRIDAY',
        'SATURDAY',
        'SUNDAY',
      ]);
    }
  });

  it('when a position is given, then the nearest branch comes first', async () => {
    const nearMaribor = await get(app, '/external/info/branches?lat=46.55&lon=15.64');
    expect(ZBranch.array().parse(nearMaribor.json())[0]?.city).toBe('Maribor');
    const nearKoper = await get(app, '/external/info/branches?lat=45.54&lon=13.72');
    expect(ZBranch.array().parse(nearKoper.json())[0]?.city).toBe('Koper');
  });

  it('when one branch is asked for, then it comes back; an unknown id is 404', async () => {
    const branch = await get(app, '/external/info/branches/LJ01');
    expect(branch.json()).toMatchObject({ id: 'LJ01', city: 'Ljubljana', postalCode: '1000' });
    expect((await get(app, '/external/info/branches/NOPE')).statusCode).toBe(404);
  });

  it('when lat comes without lon, then 400 with a field error', async () => {
    const response = await get(app, '/external/info/branches?lat=46');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors[0]?.field).toBe('lon');
  });
});

describe('save and exit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // 24 December is a Thursday the branches would be open but for the bank's own closing day.
    app = await buildTestApp({ clock: time.clock, env: { EXTRA_HOLIDAYS: '2026-12-24' } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function contactRequests(uid: string) {
    const result = await app.database.db.execute<{ event_type: string }>(sql`
      select c.event_type from contact_requests c join users u on u.id = c.user_id where u.uid = ${uid}`);
    return result.rows.map((row) => row.event_type);
  }

  it('when a loan applicant asks for the e-mail to continue later, then it names the loan', async () => {
    const applicant = await verifiedAccount(app, { productType: 'PERSONALLOAN' });
    const response = await post(
      app,
      `/security/action/${applicant.uid}/logout`,
      { uid: applicant.uid, eventType: 'EMAIL', email: { to: [{ email: applicant.email }] } },
      { sid: applicant.sid },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Continue your personal loan application');
  });

  it('when an e-mail to continue later is asked, then it is stored, sent, audited and the session ends', async () => {
    const applicant = await verifiedAccount(app);
    const response = await post(
      app,
      `/security/action/${applicant.uid}/logout`,
      { uid: applicant.uid, eventType: 'EMAIL', email: { to: [{ email: applicant.email }] } },
      { sid: applicant.sid },
    );
    expect(response.statusCode).toBe(200);
    const answer = ZLogoutResponse.parse(response.json());
    expect(answer.eventType).toBe('EMAIL');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Continue opening your account');
    expect(await contactRequests(applicant.uid)).toEqual(['EMAIL']);
    expect((await get(app, '/security/action/whoami', { sid: applicant.sid })).statusCode).toBe(
      401,
    );
  });

  it('when a call back is asked, then it is stored and confirmed to the applicant', async () => {
    const applicant = await verifiedAccount(app);
    const response = await post(
      app,
      `/security/action/${applicant.uid}/logout`,
      { uid: applicant.uid, eventType: 'CALL', call: { number: '+386 41 999 888' } },
      { sid: applicant.sid },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.text).toContain('+386 41 999 888');
    expect(await contactRequests(applicant.uid)).toEqual(['CALL']);
  });

  it.each(['041999888', '041 999 888', '+386 041 999 888'])(
    'when the call-back number is typed as %j, then the e-mail prints +386 41 999 888 (decision 235)',
    async (number) => {
      const applicant = await verifiedAccount(app);
      const response = await post(
        app,
        `/security/action/${applicant.uid}/logout`,
        { uid: applicant.uid, eventType: 'CALL', call: { number } },
        { sid: applicant.sid },
      );
      expect(response.statusCode).toBe(200);
      const [mail] = await outboxFor(app, applicant.email);
      expect(mail?.text).toContain('+386 41 999 888');
      expect(mail?.text).not.toMatch(/(^|\s)041/);
    },
  );

  it('when an appointment is booked on an open day, then it is stored with its branch and confirmed', async () => {
    const applicant = await verifiedAccount(app);
    const response = await post(
      app,
      `/security/action/${applicant.uid}/logout`,
      {
        uid: applicant.uid,
        eventType: 'APPOINTMENT',
        appointment: {
          appointmentBranchId: 'MB01',
          appointmentDate: '2026-11-24',
          appointmentTimeSlot: 'AFTERNOON',
        },
      },
      { sid: applicant.sid },
    );
    expect(response.statusCode).toBe(200);
    const booked = await app.database.db.execute<{
      branch_id: string;
      appointment_date: string;
      time_slot: string;
    }>(sql`
      select a.branch_id, a.appointment_date::text as appointment_date, a.time_slot
      from appointments a join users u on u.id = a.user_id where u.uid = ${applicant.uid}`);
    expect(booked.rows).toEqual([
      { branch_id: 'MB01', appointment_date: '2026-11-24', time_slot: 'AFTERNOON' },
    ]);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.text).toContain('Partizanska cesta 17, 2000 Maribor');
    // Decision 238: the day written out in the mail's language, never the ISO date.
    expect(mail?.text).toMatch(/Date: 24 November 2026\n/);
    expect(mail?.text).toContain('afternoon');
  });

  it.each([
    [
      'a past day',
      {
        appointmentBranchId: 'LJ01',
        appointmentDate: '2026-11-20',
        appointmentTimeSlot: 'MORNING',
      },
      'appointment.appointmentDate',
      'validation.date.past',
    ],
    [
      'a Sunday',
      {
        appointmentBranchId: 'LJ01',
        appointmentDate: '2026-11-29',
        appointmentTimeSlot: 'MORNING',
      },
      'appointment.appointmentDate',
      'validation.branch.closed',
    ],
    [
      'Christmas',
      {
        appointmentBranchId: 'LJ01',
        appointmentDate: '2026-12-25',
        appointmentTimeSlot: 'MORNING',
      },
      'appointment.appointmentDate',
      'validation.branch.closed',
    ],
    [
      'the bank’s own closing day',
      {
        appointmentBranchId: 'LJ01',
        appointmentDate: '2026-12-24',
        appointmentTimeSlot: 'MORNING',
      },
      'appointment.appointmentDate',
      'validation.branch.closed',
    ],
    [
      'a Saturday afternoon',
      {
        appointmentBranchId: 'LJ01',
        appointmentDate: '2026-11-28',
        appointmentTimeSlot: 'AFTERNOON',
      },
      'appointment.appointmentTimeSlot',
      'validation.branch.closed',
    ],
    [
      'an unknown branch',
      {
        appointmentBranchId: 'XX99',
        appointmentDate: '2026-11-24',
        appointmentTimeSlot: 'MORNING',
      },
      'appointment.appointmentBranchId',
      'validation.branch.unknown',
    ],
  ])(
    'when the appointment is on %s, then 400 names the field and nothing is stored',
    async (_case, appointment, field, code) => {
      const applicant = await verifiedAccount(app);
      const response = await post(
        app,
        `/security/action/${applicant.uid}/logout`,
        { uid: applicant.uid, eventType: 'APPOINTMENT', appointment },
        { sid: applicant.sid },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual([{ field, code }]);
      expect(await contactRequests(applicant.uid)).toEqual([]);
      expect((await get(app, '/security/action/whoami', { sid: applicant.sid })).statusCode).toBe(
        200,
      );
    },
  );

  it('when a visitor leaves with another applicant’s uid, then 403 and nothing is stored', async () => {
    const mine = await verifiedAccount(app);
    const theirs = await verifiedAccount(app);
    const response = await post(
      app,
      `/security/action/${theirs.uid}/logout`,
      { uid: theirs.uid, eventType: 'CALL', call: { number: '041999888' } },
      { sid: mine.sid },
    );
    expect(response.statusCode).toBe(403);
    expect(await contactRequests(theirs.uid)).toEqual([]);
    expect(await contactRequests(mine.uid)).toEqual([]);
  });

  it('when there is no session, then 401', async () => {
    const response = await post(app, '/security/action/1234567890123456/logout', {
      uid: '1234567890123456',
      eventType: 'CALL',
      call: { number: '041999888' },
    });
    expect(response.statusCode).toBe(401);
  });
});
