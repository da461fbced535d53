import { describe, expect, it } from 'vitest';
import { INELIGIBILITY_REASONS, ZEligibilityCriteria, eligibilityOutcome } from './eligibility';

describe('eligibilityOutcome', () => {
  it('ACCEPTED verifies the prospect and goes to /choosebranch', () => {
    expect(eligibilityOutcome('ACCEPTED')).toEqual({
      accepted: true,
      prospectState: 'PROSPECT_VERIFIED',
      route: '/choosebranch',
    });
  });

  it.each(INELIGIBILITY_REASONS)('%s goes to the error page with its reason', (reason) => {
    expect(eligibilityOutcome(reason)).toEqual({
      accepted: false,
      reason,
      route: '/usermessages/errorpage',
    });
  });

  it.each([null, undefined, 'accepted', 'SOMETHING_ELSE'])(
    '%s (unknown or failed) goes to the error page',
    (value) => {
      expect(eligibilityOutcome(value)).toEqual({
        accepted: false,
        reason: null,
        route: '/usermessages/errorpage',
      });
    },
  );

  it('lists the eleven reasons of spec 1 §8', () => {
    expect(INELIGIBILITY_REASONS).toHaveLength(11);
    expect(ZEligibilityCriteria.safeParse('AJPES_INSOLVENTNOST').success).toBe(true);
    expect(ZEligibilityCriteria.safeParse('OTHER').success).toBe(false);
  });
});
