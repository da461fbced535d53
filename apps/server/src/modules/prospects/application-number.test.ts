import { describe, expect, it } from 'vitest';
import { formatApplicationNumber } from './application-number';

describe('the application number people read (decision 203)', () => {
  it('is the year of the application and its place in the sequence, six digits at least', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z');
    expect(formatApplicationNumber({ applicationNumber: 123, createdAt }, 'Europe/Ljubljana')).toBe(
      '2026-000123',
    );
    expect(
      formatApplicationNumber({ applicationNumber: 1234567, createdAt }, 'Europe/Ljubljana'),
    ).toBe('2026-1234567');
  });

  it('takes the year in the bank’s zone: half past midnight on 1 January is the new year', () => {
    const createdAt = new Date('2026-12-31T23:30:00Z');
    expect(formatApplicationNumber({ applicationNumber: 7, createdAt }, 'Europe/Ljubljana')).toBe(
      '2027-000007',
    );
  });
});
