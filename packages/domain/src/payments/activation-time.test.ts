import { describe, expect, it } from 'vitest';
import { bankHolidays } from '../holidays';
import { activationTimes, nextWorkingDay } from './activation-time';

const zone = 'Europe/Ljubljana';
const closingDays = (year: number) => bankHolidays('si', year);

describe('penny transfer activation time (spec 1 §9)', () => {
  it('is 2 hours for an instant payment and the next working day otherwise', () => {
    // Tuesday 24 November 2026, 10:00 in Ljubljana.
    expect(activationTimes(new Date('2026-11-24T09:00:00Z'), zone, closingDays)).toEqual({
      instantHours: 2,
      nextWorkingDay: '2026-11-25',
    });
  });

  it('skips the weekend', () => {
    expect(nextWorkingDay(new Date('2026-11-27T12:00:00Z'), zone, closingDays)).toBe('2026-11-30');
  });

  it('skips holidays: Christmas and Independence Day 2026 (Friday and Saturday)', () => {
    expect(nextWorkingDay(new Date('2026-12-24T12:00:00Z'), zone, closingDays)).toBe('2026-12-28');
  });

  it('uses the bank’s local date: 23:30 UTC on 30 April is 1 May in Ljubljana', () => {
    // 1 and 2 May are holidays; 3 May 2026 is a Sunday.
    expect(nextWorkingDay(new Date('2026-04-30T23:30:00Z'), zone, closingDays)).toBe('2026-05-04');
  });
});
