import type { CrossCheckFinding, TPossibleDuplicates } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../infra/db/database';
import { createReadIdentityAssuranceSignals } from './read-identity-assurance-signals';

const OTHER = '0b6c1f0e-93a4-4f7e-b0a1-0c2d3e4f5a6b';

function signalsOf(findings: CrossCheckFinding[], duplicates: TPossibleDuplicates) {
  const read = createReadIdentityAssuranceSignals({
    findingsOf: () => Promise.resolve(findings),
    possibleDuplicates: () => Promise.resolve(duplicates),
  });
  return read({} as Transaction, 'a-prospect');
}

const NONE: TPossibleDuplicates = { shown: [], total: 0 };

describe('identityAssuranceSignals', () => {
  it('when nothing disagrees and nobody else shares an identifier, then there is no signal', async () => {
    expect(await signalsOf([], NONE)).toEqual([]);
  });

  it('when the checks find a name and a birth date, then each finding is its signal, without its sources', async () => {
    const findings: CrossCheckFinding[] = [
      { check: 'NAME', sources: ['SIGN_UP', 'FORM'], signal: 'NAME_MISMATCH', severity: 'HIGH' },
      {
        check: 'BIRTH_DATE',
        sources: ['DOCUMENT', 'FORM'],
        signal: 'BIRTH_DATE_MISMATCH',
        severity: 'HIGH',
      },
    ];
    expect(await signalsOf(findings, NONE)).toEqual([
      { signal: 'NAME_MISMATCH', severity: 'HIGH' },
      { signal: 'BIRTH_DATE_MISMATCH', severity: 'HIGH' },
    ]);
  });

  it('when another account shares the national number, then POSSIBLE_DUPLICATE follows the findings', async () => {
    const findings: CrossCheckFinding[] = [
      { check: 'SEX', sources: ['NATIONAL_ID', 'FORM'], signal: 'SEX_MISMATCH', severity: 'HIGH' },
    ];
    const duplicates: TPossibleDuplicates = {
      shown: [{ prospectId: OTHER, matchedOn: ['NATIONAL_ID', 'PHONE'] }],
      total: 1,
    };
    expect(await signalsOf(findings, duplicates)).toEqual([
      { signal: 'SEX_MISMATCH', severity: 'HIGH' },
      { signal: 'POSSIBLE_DUPLICATE', severity: 'HIGH' },
    ]);
  });

  it('when another account shares only the phone, then it is no signal', async () => {
    const duplicates: TPossibleDuplicates = {
      shown: [{ prospectId: null, matchedOn: ['PHONE'] }],
      total: 1,
    };
    expect(await signalsOf([], duplicates)).toEqual([]);
  });
});
