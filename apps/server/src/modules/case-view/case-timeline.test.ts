import { describe, expect, it } from 'vitest';
import { timelineOf } from './case-timeline';
import type { CaseAuditRow } from './repository';

const row = (overrides: Partial<CaseAuditRow>): CaseAuditRow => ({
  id: 1,
  occurredAt: new Date('2026-11-20T09:00:00.000Z'),
  actorType: 'applicant',
  actorId: 'user-1',
  action: 'prospect.state_changed',
  details: {},
  ...overrides,
});

describe('the case timeline (decision 265)', () => {
  it('names who did it: staff by name, the applicant, the system', () => {
    const names = new Map([['staff-1', 'Nina Operater']]);
    const [staff, applicant, system, unknown] = timelineOf(
      [
        row({ actorType: 'operator', actorId: 'staff-1', action: 'videochat.accepted' }),
        row({ actorType: 'applicant' }),
        row({ actorType: 'system', actorId: null }),
        row({ actorType: 'operator', actorId: 'staff-gone' }),
      ],
      names,
    );
    expect(staff?.actor).toEqual({ kind: 'STAFF', name: 'Nina Operater' });
    expect(staff?.kind).toBe('CALL');
    expect(applicant?.actor).toEqual({ kind: 'APPLICANT' });
    expect(system?.actor).toEqual({ kind: 'SYSTEM' });
    expect(unknown?.actor).toEqual({ kind: 'STAFF', name: '' });
  });

  it('gives the states a change went between, and a decision’s outcome', () => {
    const [one, several, decided] = timelineOf(
      [
        row({ details: { from: ['PROSPECT_NEW'], to: 'PROSPECT_EMAIL_CHECKED' } }),
        row({
          details: { from: ['PRODUCT_NEW', 'PRODUCT_UPLOADED_DETAILS'], to: 'PRODUCT_ACTIVE' },
        }),
        row({ action: 'videochat.decided', details: { outcome: 'REDO', reason: 'blurred' } }),
      ],
      new Map(),
    );
    expect(one).toMatchObject({ from: 'PROSPECT_NEW', to: 'PROSPECT_EMAIL_CHECKED' });
    // Of several allowed states, the one left is not recorded.
    expect(several).toMatchObject({ from: null, to: 'PRODUCT_ACTIVE' });
    expect(decided).toMatchObject({ kind: 'SEND_BACK', outcome: 'REDO', from: null, to: null });
    expect(decided?.at).toBe('2026-11-20T09:00:00.000Z');
  });
});
