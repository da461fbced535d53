import { describe, expect, it } from 'vitest';
import { toBranch } from './branch-view';
import type { BranchRow } from './repository';

const day = {
  openFrom: '0800',
  openTo: '1600',
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: false,
};
const closed = { ...day, openFrom: null, openTo: null, closed: true };

const row: BranchRow = {
  id: 'LJ01',
  variant: 'si',
  name: 'Ljubljana Center',
  street: 'Slovenska cesta',
  houseNumber: '1',
  postalCode: '1000',
  city: 'Ljubljana',
  lat: 46.05,
  lon: 14.5,
  phone: '+386 1 300 42 00',
  openingHours: {
    MONDAY: day,
    TUESDAY: day,
    WEDNESDAY: day,
    THURSDAY: day,
    FRIDAY: day,
    SATURDAY: closed,
    SUNDAY: closed,
  },
};

describe('a branch as the API sends it (decision 235)', () => {
  it.each([
    ['+386 1 300 42 00', '+386 1 300 42 00'],
    ['+38613004200', '+386 1 300 42 00'],
    ['+386 01 300 42 00', '+386 1 300 42 00'],
  ])('the phone stored as %j is sent as %j', (phone, sent) => {
    expect(toBranch({ ...row, phone }).phone).toBe(sent);
  });
});
