import { describe, expect, it } from 'vitest';
import {
  QUALITY_DRAW_SCALE,
  isDrawnForReview,
  monthOf,
  monthPeriod,
  startOfLocalDay,
  weekBefore,
} from './sampling';

const LJUBLJANA = 'Europe/Ljubljana';

describe('isDrawnForReview', () => {
  it('draws exactly share × 100 of every 10,000 rolls', () => {
    const rolls = Array.from({ length: QUALITY_DRAW_SCALE }, (_, roll) => roll);
    expect(rolls.filter((roll) => isDrawnForReview(5, roll))).toHaveLength(500);
    expect(rolls.filter((roll) => isDrawnForReview(0, roll))).toHaveLength(0);
    expect(rolls.filter((roll) => isDrawnForReview(100, roll))).toHaveLength(QUALITY_DRAW_SCALE);
  });

  it('draws the low rolls: 499 is in a 5 % share, 500 is not', () => {
    expect(isDrawnForReview(5, 499)).toBe(true);
    expect(isDrawnForReview(5, 500)).toBe(false);
  });

  it('refuses a roll outside the scale', () => {
    expect(() => isDrawnForReview(5, QUALITY_DRAW_SCALE)).toThrow(RangeError);
    expect(() => isDrawnForReview(5, -1)).toThrow(RangeError);
    expect(() => isDrawnForReview(5, 0.5)).toThrow(RangeError);
  });
});

describe('the bank’s calendar', () => {
  it('a local day begins at its midnight in winter and in summer time', () => {
    expect(startOfLocalDay('2026-01-15', LJUBLJANA).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', LJUBLJANA).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The day summer time begins (02:00 → 03:00) still begins at 00:00 winter time.
    expect(startOfLocalDay('2026-03-29', LJUBLJANA).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('the week before is Monday to Monday of the previous week, whatever day it runs', () => {
    const expected = {
      from: new Date('2026-11-15T23:00:00.000Z'),
      to: new Date('2026-11-22T23:00:00.000Z'),
    };
    // Monday 23 November 2026, 04:15 in Ljubljana, and the Sunday after, late in the evening.
    expect(weekBefore(new Date('2026-11-23T03:15:00Z'), LJUBLJANA)).toEqual(expected);
    expect(weekBefore(new Date('2026-11-29T22:30:00Z'), LJUBLJANA)).toEqual(expected);
    // Sunday 22 November 23:30 UTC is already Monday 00:30 in Ljubljana.
    expect(weekBefore(new Date('2026-11-22T23:30:00Z'), LJUBLJANA)).toEqual(expected);
  });

  it('a month runs from its first local midnight to the next month’s, December into January', () => {
    expect(monthPeriod('2026-12', LJUBLJANA)).toEqual({
      from: new Date('2026-11-30T23:00:00.000Z'),
      to: new Date('2026-12-31T23:00:00.000Z'),
    });
    expect(monthOf(new Date('2026-11-30T23:30:00Z'), LJUBLJANA)).toBe('2026-12');
    expect(() => monthPeriod('2026-13', LJUBLJANA)).toThrow(RangeError);
  });
});
