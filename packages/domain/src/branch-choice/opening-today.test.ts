import { describe, expect, it } from 'vitest';
import type { TBranchDayHours, TBranchOpeningHours } from '../branches';
import { bankHolidays } from '../holidays';
import { localTimeIn } from '../local-time';
import { branchToday, branchTodayMessage, dayIntervals, formatIntervals } from './opening-today';

const day = (overrides: Partial<TBranchDayHours> = {}): TBranchDayHours => ({
  openFrom: '0830',
  openTo: '1630',
  hasPause: true,
  pauseFrom: '1200',
  pauseTo: '1300',
  closed: false,
  ...overrides,
});
const CLOSED: TBranchDayHours = {
  openFrom: null,
  openTo: null,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: true,
};
const WEEK: TBranchOpeningHours = {
  MONDAY: day(),
  TUESDAY: day(),
  WEDNESDAY: day({ hasPause: false, pauseFrom: null, pauseTo: null, openTo: '1800' }),
  THURSDAY: day(),
  FRIDAY: day(),
  SATURDAY: day({
    openFrom: '0800',
    openTo: '1200',
    hasPause: false,
    pauseFrom: null,
    pauseTo: null,
  }),
  SUNDAY: CLOSED,
};
const LJUBLJANA = 'Europe/Ljubljana';
const holidaysOf = (year: number) => new Set(bankHolidays('si', year));
const isHoliday = (date: string) => holidaysOf(Number(date.slice(0, 4))).has(date);

/** Today at a UTC instant, as the server computes it for the bank's time zone. */
const todayAt = (iso: string, hours = WEEK) =>
  branchToday({ hours, now: localTimeIn(new Date(iso), LJUBLJANA), isHoliday });

describe('dayIntervals', () => {
  it('splits a day with a pause into two stretches', () => {
    expect(dayIntervals(day())).toEqual([
      { from: '08:30', to: '12:00' },
      { from: '13:00', to: '16:30' },
    ]);
  });

  it('gives none for a closed day, and ignores a pause outside the opening hours', () => {
    expect(dayIntervals(CLOSED)).toEqual([]);
    expect(dayIntervals(day({ pauseFrom: '0700', pauseTo: '0800' }))).toEqual([
      { from: '08:30', to: '16:30' },
    ]);
    expect(dayIntervals(day({ pauseTo: null }))).toEqual([{ from: '08:30', to: '16:30' }]);
  });

  it('keeps a day open until midnight ("2400")', () => {
    expect(dayIntervals(day({ openTo: '2400', hasPause: false }))).toEqual([
      { from: '08:30', to: '24:00' },
    ]);
  });
});

describe('branchToday in the bank’s time zone', () => {
  // Monday 23 November 2026: CET is UTC+1.
  it('is open in the morning until the pause', () => {
    expect(todayAt('2026-11-23T09:00:00Z')).toMatchObject({
      date: '2026-11-23',
      status: 'OPEN',
      changesAt: '12:00',
      closedReason: null,
    });
  });

  it('is in its pause at 12:30 local (11:30 UTC), open again at 13:00', () => {
    expect(todayAt('2026-11-23T11:30:00Z')).toMatchObject({ status: 'PAUSE', changesAt: '13:00' });
  });

  it('opens later in the early morning: 07:59 local', () => {
    expect(todayAt('2026-11-23T06:59:00Z')).toMatchObject({
      status: 'OPENS_LATER',
      changesAt: '08:30',
    });
  });

  it('closes exactly at the closing time and names the next opening', () => {
    expect(todayAt('2026-11-23T15:30:00Z')).toMatchObject({
      status: 'CLOSED_FOR_TODAY',
      changesAt: null,
      nextOpening: { date: '2026-11-24', weekday: 'TUESDAY', time: '08:30' },
    });
  });

  it('uses the local date, not UTC: 00:30 on Monday in Ljubljana is Sunday 23:30 UTC', () => {
    expect(todayAt('2026-11-22T23:30:00Z')).toMatchObject({
      date: '2026-11-23',
      status: 'OPENS_LATER',
    });
  });

  it('is closed all Sunday (weekly), reopening Monday', () => {
    expect(todayAt('2026-11-22T10:00:00Z')).toMatchObject({
      status: 'CLOSED_TODAY',
      closedReason: 'WEEKLY',
      intervals: [],
      nextOpening: { date: '2026-11-23', weekday: 'MONDAY', time: '08:30' },
    });
  });

  it('is closed on a public holiday that falls on a working day, and skips the holidays after it', () => {
    // Thursday 24 December 2026 is a working day; Christmas (Friday) and Independence Day
    // (Saturday) are holidays, Sunday is closed: the next opening is Monday 28 December.
    expect(todayAt('2026-12-25T09:00:00Z')).toMatchObject({
      status: 'CLOSED_TODAY',
      closedReason: 'HOLIDAY',
      nextOpening: { date: '2026-12-28', weekday: 'MONDAY', time: '08:30' },
    });
    expect(todayAt('2026-12-24T16:00:00Z').nextOpening).toEqual({
      date: '2026-12-28',
      weekday: 'MONDAY',
      time: '08:30',
    });
  });

  it('takes summer time into account: 16:10 local on 1 July is 14:10 UTC', () => {
    // Wednesday 1 July 2026 is open until 18:00 without a pause.
    expect(todayAt('2026-07-01T14:10:00Z')).toMatchObject({ status: 'OPEN', changesAt: '18:00' });
  });

  it('has no next opening for a branch closed every day', () => {
    const never = Object.fromEntries(
      Object.keys(WEEK).map((weekday) => [weekday, CLOSED]),
    ) as TBranchOpeningHours;
    expect(todayAt('2026-11-23T09:00:00Z', never)).toMatchObject({
      status: 'CLOSED_TODAY',
      nextOpening: null,
    });
  });
});

describe('branchTodayMessage', () => {
  it('names a key of the chooseBranch section with the times', () => {
    expect(branchTodayMessage(todayAt('2026-11-23T09:00:00Z'))).toEqual({
      key: 'chooseBranch.today.openUntil',
      values: { time: '12:00' },
    });
    expect(branchTodayMessage(todayAt('2026-11-23T11:30:00Z')).key).toBe(
      'chooseBranch.today.pauseUntil',
    );
    expect(branchTodayMessage(todayAt('2026-11-23T06:00:00Z')).key).toBe(
      'chooseBranch.today.opensAt',
    );
    // Closed after the day's hours is worded as a closed day (decision 239).
    expect(branchTodayMessage(todayAt('2026-11-23T16:00:00Z'))).toEqual({
      key: 'chooseBranch.today.closedTodayReopens',
      values: { weekday: 'TUESDAY', time: '08:30' },
    });
    expect(branchTodayMessage(todayAt('2026-12-25T09:00:00Z')).key).toBe(
      'chooseBranch.today.closedHolidayReopens',
    );
    expect(branchTodayMessage(todayAt('2026-11-22T09:00:00Z')).key).toBe(
      'chooseBranch.today.closedTodayReopens',
    );
  });

  it('formats the hours in one line', () => {
    expect(formatIntervals(dayIntervals(day()))).toBe('08:30–12:00, 13:00–16:30');
  });
});
