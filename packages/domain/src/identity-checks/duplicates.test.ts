import { describe, expect, it } from 'vitest';
import { duplicateSignals, sharesPersonalIdentifier, type TPossibleDuplicates } from './duplicates';

const OTHER = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function found(...matchedOn: TPossibleDuplicates['shown'][number]['matchedOn'][]) {
  return {
    shown: matchedOn.map((kinds) => ({ prospectId: OTHER, matchedOn: kinds })),
    total: matchedOn.length,
  };
}

describe('sharesPersonalIdentifier', () => {
  it.each([
    [['DOCUMENT_NUMBER'], true],
    [['NATIONAL_ID'], true],
    [['NATIONAL_ID', 'EMAIL'], true],
    [['EMAIL'], false],
    [['PHONE'], false],
    [['EMAIL', 'PHONE'], false],
  ] as const)('when another account shares %j, then it is %s', (matchedOn, personal) => {
    expect(sharesPersonalIdentifier({ matchedOn: [...matchedOn] })).toBe(personal);
  });
});

describe('duplicateSignals', () => {
  it('when no other account shares anything, then there is no signal', () => {
    expect(duplicateSignals({ shown: [], total: 0 })).toEqual([]);
  });

  it('when other accounts share only an e-mail or a phone, then there is no signal: a household may', () => {
    expect(duplicateSignals(found(['EMAIL'], ['PHONE'], ['EMAIL', 'PHONE']))).toEqual([]);
  });

  it('when another account shares the document number, then it is the high-risk POSSIBLE_DUPLICATE', () => {
    expect(duplicateSignals(found(['PHONE'], ['DOCUMENT_NUMBER']))).toEqual([
      { signal: 'POSSIBLE_DUPLICATE', severity: 'HIGH' },
    ]);
  });

  it('when several accounts share the national number, then the signal is raised once', () => {
    expect(duplicateSignals(found(['NATIONAL_ID'], ['NATIONAL_ID', 'PHONE']))).toEqual([
      { signal: 'POSSIBLE_DUPLICATE', severity: 'HIGH' },
    ]);
  });
});
