import { ZErrorBody, ZOpeningHoursResponse, bankHolidays } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CREDITORS } from '../src/infra/config-creditor';
import { createOpeningHoursService } from '../src/modules/opening-hours/service';
import { buildTestApp } from './build-test-app';

const URL = '/services/slo/external/info/openinghours';

/** An app whose clock says `instant`. */
async function appAt(instant: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildTestApp({ clock: () => new Date(instant), env });
}

describe('GET external/info/openinghours', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Tuesday 12 May 2026, 10:00 in Ljubljana (CEST, UTC+2).
    app = await appAt('2026-05-12T08:00:00Z');
  });
  afterAll(async () => {
    await app.close();
  });

  it('when asked during the week, then the hours of spec 1 §9 and open', async () => {
    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZOpeningHoursResponse.parse(response.json());
    expect(body.timeZone).toBe('Europe/Ljubljana');
    expect(body.closedStatus).toBe(false);
    expect(body.openingHours.MONDAY).toEqual({
      openFrom: '0800',
      openTo: '2100',
      hasPause: false,
      pauseFrom: null,
      pauseTo: null,
      closed: false,
    });
    expect(body.openingHours.SATURDAY).toMatchObject({ openFrom: '1000', openTo: '1800' });
    expect(body.openingHours.SUNDAY).toMatchObject({ openFrom: '1000', openTo: '1800' });
  });

  it('when asked, then this year’s and next year’s Slovenian holidays are listed', async () => {
    const body = ZOpeningHoursResponse.parse(
      (await app.inject({ method: 'GET', url: URL })).json(),
    );
    expect(body.holidays).toHaveLength(30);
    expect(body.holidays).toContain('2026-04-06'); // Easter Monday
    expect(body.holidays).toContain('2026-05-24'); // Whit Sunday
    expect(body.holidays).toContain('2027-03-29'); // Easter Monday next year
  });

  it('when the method is wrong, then 405 with the error body', async () => {
    const response = await app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(405);
    expect(ZErrorBody.parse(response.json()).mainError.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('closedStatus in the bank’s time zone', () => {
  it.each([
    ['a weekday at 07:59 local (05:59 UTC in summer)', '2026-05-12T05:59:00Z', true],
    ['a weekday at 08:00 local', '2026-05-12T06:00:00Z', false],
    ['a weekday at 20:59 local', '2026-05-12T18:59:00Z', false],
    ['a weekday at 21:00 local', '2026-05-12T19:00:00Z', true],
    ['Saturday at 09:59 local', '2026-05-16T07:59:00Z', true],
    ['Saturday at 10:00 local', '2026-05-16T08:00:00Z', false],
    ['Sunday at 18:00 local', '2026-05-17T16:00:00Z', true],
    ['a winter weekday at 08:30 local (07:30 UTC)', '2026-01-13T07:30:00Z', false],
    ['a winter weekday at 07:30 local (06:30 UTC)', '2026-01-13T06:30:00Z', true],
    ['Easter Monday at noon', '2026-04-06T10:00:00Z', true],
    ['Christmas at noon', '2026-12-25T11:00:00Z', true],
    ['local New Year’s Day though it is still 31 December in UTC', '2026-12-31T23:30:00Z', true],
  ])('when it is %s, then closed is %s', async (_label, instant, closed) => {
    const app = await appAt(instant);
    try {
      const body = ZOpeningHoursResponse.parse(
        (await app.inject({ method: 'GET', url: URL })).json(),
      );
      expect(body.closedStatus).toBe(closed);
    } finally {
      await app.close();
    }
  });

  it('when the bank adds its own closing day, then the gate is closed that day', async () => {
    // Thursday 24 December 2026 at noon in Ljubljana: an ordinary weekday but for EXTRA_HOLIDAYS.
    const app = await appAt('2026-12-24T11:00:00Z', { EXTRA_HOLIDAYS: '2026-12-24,2026-12-31' });
    try {
      const body = ZOpeningHoursResponse.parse(
        (await app.inject({ method: 'GET', url: URL })).json(),
      );
      expect(body.holidays).toContain('2026-12-24');
      expect(body.holidays).toContain('2026-12-31');
      expect(body.closedStatus).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('when the variant is al, then the hours are kept in Tirana and Albania’s holidays close them', () => {
    const at = (instant: string) =>
      createOpeningHoursService({
        clock: () => new Date(instant),
        timeZone: 'Europe/Tirane',
        holidays: (year) => bankHolidays('al', year),
        creditor: DEFAULT_CREDITORS.al,
      }).current();
    // Christmas 2026 (Friday) and the Tuesday observed for Liberation Day (Sunday 29 November).
    for (const holiday of ['2026-12-25T11:00:00Z', '2026-12-01T11:00:00Z']) {
      expect(at(holiday)).toMatchObject({ timeZone: 'Europe/Tirane', closedStatus: true });
    }
    const ordinary = at('2026-12-23T11:00:00Z');
    expect(ordinary).toMatchObject({ timeZone: 'Europe/Tirane', closedStatus: false });
    expect(ordinary.holidays).toContain('2026-11-30');
    expect(ordinary.holidays).not.toContain('2026-02-08');
  });
});
