import { describe, expect, it } from 'vitest';
import { checkRelationshipEnd } from './relationship-end';

const base = { openedOn: '2021-03-10', today: '2026-11-29', amlYears: 5 };

describe('checkRelationshipEnd', () => {
  it('refuses an end in the future', () => {
    expect(checkRelationshipEnd({ ...base, endedOn: '2026-11-30' })).toEqual({
      ok: false,
      refusal: 'IN_FUTURE',
    });
  });

  it('refuses an end before the account was opened', () => {
    expect(checkRelationshipEnd({ ...base, endedOn: '1990-01-01' })).toEqual({
      ok: false,
      refusal: 'BEFORE_ACCOUNT_OPENED',
    });
    expect(checkRelationshipEnd({ ...base, endedOn: '2021-03-09' }).ok).toBe(false);
  });

  it('records an end today or on the opening day, with one supervisor when the evidence stays long', () => {
    expect(checkRelationshipEnd({ ...base, endedOn: '2026-11-29' })).toEqual({
      ok: true,
      evidenceDeletableOn: '2031-11-29',
      needsSecondSupervisor: false,
    });
    expect(checkRelationshipEnd({ ...base, endedOn: '2026-01-15' })).toMatchObject({
      ok: true,
      needsSecondSupervisor: false,
    });
  });

  it('asks a second supervisor when the evidence becomes deletable within 30 days', () => {
    const opened = { ...base, openedOn: '2015-01-01' };
    // Deletable on 2026-12-29: the 30th day from today.
    expect(checkRelationshipEnd({ ...opened, endedOn: '2021-12-29' })).toEqual({
      ok: true,
      evidenceDeletableOn: '2026-12-29',
      needsSecondSupervisor: true,
    });
    expect(checkRelationshipEnd({ ...opened, endedOn: '2021-12-30' })).toMatchObject({
      needsSecondSupervisor: false,
    });
    // Already past the period: the next sweep would delete it.
    expect(checkRelationshipEnd({ ...opened, endedOn: '2016-05-01' })).toMatchObject({
      needsSecondSupervisor: true,
    });
  });
});
