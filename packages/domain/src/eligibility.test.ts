import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ELIGIBILITY_POLICY,
  INELIGIBILITY_REASONS,
  ZEligibilityCriteria,
  ageBetweenIsoDates,
  decideEligibility,
  eligibilityOutcome,
  type EligibilityFacts,
  type EligibilityPolicy,
  type IneligibilityReason,
} from './eligibility';

describe('eligibilityOutcome', () => {
  it('ACCEPTED keeps the accepted documents and goes to the video identification', () => {
    expect(eligibilityOutcome('ACCEPTED')).toEqual({
      accepted: true,
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      route: '/videochat',
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

describe('decideEligibility (the rule engine of decision 111)', () => {
  const eligible: EligibilityFacts = {
    consents: { pep: false, fatca: false, crs: false },
    birthDate: '1990-05-17',
    today: '2026-11-23',
    permanentAddressCountry: 'SI',
    nationalities: ['SI'],
    residentStatus: 'RESIDENT',
    employmentType: 'EMPLOYED',
    incomeSources: ['SALARY'],
    iban: 'SI56 1910 0000 0123 438',
    registries: { existingCustomer: false, ibanHeldHere: false, insolvent: false },
  };
  const decide = (patch: Partial<EligibilityFacts>, policy?: EligibilityPolicy) =>
    decideEligibility({ ...eligible, ...patch }, policy);

  it('accepts an applicant no rule stops', () => {
    expect(decide({})).toEqual({ criteries: 'ACCEPTED', reasons: [] });
  });

  it.each<[IneligibilityReason, Partial<EligibilityFacts>]>([
    ['CONSENTS', { consents: { pep: true, fatca: false, crs: false } }],
    ['CONSENTS', { consents: { pep: false, fatca: true, crs: false } }],
    ['CONSENTS', { consents: { pep: false, fatca: false, crs: true } }],
    ['EXISTING_CUSTOMER', { registries: { ...eligible.registries, existingCustomer: true } }],
    ['AGE', { birthDate: '2008-11-24' }],
    ['AGE', { birthDate: null }],
    ['AGE', { birthDate: '17.05.1990' }],
    ['ADDRESS', { permanentAddressCountry: 'AT' }],
    ['ADDRESS', { permanentAddressCountry: null }],
    ['CITIZENSHIP', { nationalities: ['US'] }],
    ['CITIZENSHIP', { nationalities: [] }],
    ['RESIDENCY', { residentStatus: 'NON_RESIDENT' }],
    ['RESIDENCY', { residentStatus: null }],
    ['TYPE_OF_EMPLOYMENT', { employmentType: 'DEPENDENT_MINOR' }],
    ['SOURCE_OF_INCOME', { incomeSources: ['WINNINGS', 'DONATIONS'] }],
    ['SOURCE_OF_INCOME', { incomeSources: ['WINNINGS'] }],
    ['EXISTING_IBAN', { registries: { ...eligible.registries, ibanHeldHere: true } }],
    ['NO_IBAN', { iban: null }],
    ['NO_IBAN', { iban: 'AT61 1904 3002 3457 3201' }],
    ['AJPES_INSOLVENTNOST', { registries: { ...eligible.registries, insolvent: true } }],
  ])('%s: %o', (reason, patch) => {
    expect(decide(patch)).toEqual({ criteries: reason, reasons: [reason] });
  });

  it('an applicant turns 18 on the birthday itself', () => {
    expect(decide({ birthDate: '2008-11-23' }).criteries).toBe('ACCEPTED');
    expect(ageBetweenIsoDates('2008-11-23', '2026-11-22')).toBe(17);
  });

  it('an undeclared employment type or income source is left to the personal-data rules', () => {
    expect(decide({ employmentType: null, incomeSources: [] }).criteries).toBe('ACCEPTED');
  });

  it('a second EEA nationality is enough; winnings beside a salary are fine', () => {
    expect(decide({ nationalities: ['US', 'SI'], incomeSources: ['SALARY', 'WINNINGS'] })).toEqual({
      criteries: 'ACCEPTED',
      reasons: [],
    });
  });

  it('a variant with an upper age limit (spec 2 §5: 18 to 25) stops older applicants', () => {
    const policy = { ...DEFAULT_ELIGIBILITY_POLICY, maxAge: 25 };
    expect(decide({ birthDate: '2000-11-24' }, policy).criteries).toBe('ACCEPTED');
    expect(decide({ birthDate: '2000-11-23' }, policy).criteries).toBe('AGE');
  });

  it('lists every reason that applies and names the first as criteries', () => {
    expect(
      decide({
        consents: { pep: true, fatca: false, crs: false },
        residentStatus: 'NON_RESIDENT',
        registries: { existingCustomer: false, ibanHeldHere: false, insolvent: true },
      }),
    ).toEqual({ criteries: 'CONSENTS', reasons: ['CONSENTS', 'RESIDENCY', 'AJPES_INSOLVENTNOST'] });
  });

  it('every reason has a rule', () => {
    const reasons = new Set<string>();
    const all: Partial<EligibilityFacts> = {
      consents: { pep: true, fatca: true, crs: true },
      birthDate: null,
      permanentAddressCountry: null,
      nationalities: [],
      residentStatus: null,
      employmentType: 'DEPENDENT_ADULT',
      incomeSources: ['WINNINGS'],
      iban: 'SI56191000000123438',
      registries: { existingCustomer: true, ibanHeldHere: true, insolvent: true },
    };
    for (const reason of decide(all).reasons) reasons.add(reason);
    for (const reason of decide({ iban: null }).reasons) reasons.add(reason);
    expect([...reasons].sort()).toEqual([...INELIGIBILITY_REASONS].sort());
  });
});
