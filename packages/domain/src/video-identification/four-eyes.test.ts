import { describe, expect, it } from 'vitest';
import {
  fourEyesReasons,
  identityAssuranceSignal,
  IDENTITY_ASSURANCE_SIGNALS,
  type FourEyesFacts,
} from './four-eyes';

const resident: FourEyesFacts = {
  pepAnswer: 'false',
  positionHeld: 'OTHER',
  residentStatus: 'RESIDENT',
  permanentCountry: 'SI',
  homeCountry: 'SI',
  signals: [],
};

describe('fourEyesReasons', () => {
  it('asks for no second approval for a resident without an exposed position or signal', () => {
    expect(fourEyesReasons(resident)).toEqual([]);
  });

  it('names a PEP from the KYC position held', () => {
    for (const position of [
      'PUBLIC_SECTOR_INSTITUTION',
      'CORPORATE_ROLE',
      'MANAGING_PUBLIC_FUNDS',
    ]) {
      expect(fourEyesReasons({ ...resident, positionHeld: position })).toEqual(['PEP']);
    }
  });

  it('names a PEP from the consents page answer', () => {
    expect(fourEyesReasons({ ...resident, pepAnswer: 'true' })).toEqual(['PEP']);
  });

  it('names residence abroad from the residency or the permanent address', () => {
    expect(fourEyesReasons({ ...resident, residentStatus: 'NON_RESIDENT' })).toEqual([
      'RESIDENT_ABROAD',
    ]);
    expect(fourEyesReasons({ ...resident, permanentCountry: 'at' })).toEqual(['RESIDENT_ABROAD']);
    expect(fourEyesReasons({ ...resident, permanentCountry: 'si' })).toEqual([]);
    expect(fourEyesReasons({ ...resident, permanentCountry: null })).toEqual([]);
  });

  it('names each high-risk identity assurance signal as it lands', () => {
    for (const signal of IDENTITY_ASSURANCE_SIGNALS) {
      expect(fourEyesReasons({ ...resident, signals: [identityAssuranceSignal(signal)] })).toEqual([
        signal,
      ]);
    }
  });

  it('ignores a low-severity signal', () => {
    expect(
      fourEyesReasons({ ...resident, signals: [{ signal: 'WEAK_FACE_MATCH', severity: 'LOW' }] }),
    ).toEqual([]);
  });

  it('lists every reason once, in the rule order', () => {
    const facts: FourEyesFacts = {
      ...resident,
      pepAnswer: 'true',
      positionHeld: 'CORPORATE_ROLE',
      residentStatus: 'NON_RESIDENT',
      permanentCountry: 'AT',
      signals: [
        identityAssuranceSignal('WEAK_FACE_MATCH'),
        identityAssuranceSignal('NAME_MISMATCH'),
        identityAssuranceSignal('NAME_MISMATCH'),
      ],
    };
    expect(fourEyesReasons(facts)).toEqual([
      'PEP',
      'RESIDENT_ABROAD',
      'NAME_MISMATCH',
      'WEAK_FACE_MATCH',
    ]);
  });
});
