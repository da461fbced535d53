import { describe, expect, it } from 'vitest';
import { formatClockTime } from './clock';

describe('clock times of opening hours (decision 239)', () => {
  it.each([
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['8:00', '08:00'],
    ['1700', '17:00'],
    ['2400', '24:00'],
  ])('writes %s as %s', (value, expected) => {
    expect(formatClockTime(value)).toBe(expected);
  });

  it.each(['', '2401', '1260', 'noon', '12345'])('writes nothing for %j', (value) => {
    expect(formatClockTime(value)).toBe('');
  });
});
