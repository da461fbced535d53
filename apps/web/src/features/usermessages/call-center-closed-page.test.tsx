import {
  OPERATOR_OPENING_HOURS,
  toWeeklyOpeningHours,
  type TOpeningHoursResponse,
} from '@onboarding/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { renderRoute } from '../../test/render';
import { nextOpening } from './call-center-closed-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The operators' week with Sunday closed.
const HOURS: TOpeningHoursResponse = {
  timeZone: 'Europe/Ljubljana',
  openingHours: {
    ...toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
    SUNDAY: {
      openFrom: null,
      openTo: null,
      hasPause: false,
      pauseFrom: null,
      pauseTo: null,
      closed: true,
    },
  },
  holidays: ['2026-12-25'],
  closedStatus: true,
};

describe('nextOpening', () => {
  it('is later today before the opening time, in the bank’s time zone', () => {
    // 06:30 in Ljubljana on Monday 23 November 2026 (UTC+1).
    expect(nextOpening(HOURS, new Date('2026-11-23T05:30:00Z'))).toEqual({
      date: '2026-11-23',
      weekday: 'MONDAY',
      from: '08:00',
      inDays: 0,
    });
  });

  it('skips a closed Sunday and a closing time already past', () => {
    // Saturday 28 November, 23:30 local: Saturday has closed, Sunday is closed.
    expect(nextOpening(HOURS, new Date('2026-11-28T22:30:00Z'))).toMatchObject({
      date: '2026-11-30',
      weekday: 'MONDAY',
      inDays: 2,
    });
  });

  it('skips a holiday', () => {
    // Thursday 24 December, 22:00 local: Friday 25 is Christmas.
    expect(nextOpening(HOURS, new Date('2026-12-24T21:00:00Z'))).toMatchObject({
      date: '2026-12-26',
      weekday: 'SATURDAY',
    });
  });
});

describe('/usermessages/callcenterclosed', () => {
  it('names the next opening and offers a booked call, a call back or going on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T05:30:00Z') });
    mockApi({ 'GET /external/info/openinghours': { body: HOURS } });
    const { container } = renderRoute('/usermessages/callcenterclosed', { language: 'en' });
    expect(
      await screen.findByText('Our video advisers are next available today from 08:00.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Book a video call' }).getAttribute('href')).toBe(
      '/usermessages/contact?choice=APPOINTMENT',
    );
    expect(screen.getByRole('link', { name: 'Ask for a call back' }).getAttribute('href')).toBe(
      '/usermessages/contact?choice=CALL',
    );
    expect(
      screen.getByRole('button', { name: 'Continue without the video call for now' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    vi.useRealTimers();
  });
});
