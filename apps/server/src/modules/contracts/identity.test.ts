import { describe, expect, it } from 'vitest';
import type { EnteredData } from '../eligibility/entered-data';
import { contractParty, maskPhone } from './identity';

describe('maskPhone (decision 235)', () => {
  it.each([
    ['+38641234123', '+386', '+386 •• ••• 123'],
    ['+38613000123', '+386', '+386 • ••• •1 23'],
    ['+355691234567', '+355', '+355 •• ••• •567'],
    ['+4915112345678', null, '+49 •••• ••••678'],
  ])('%s under %s → %s', (e164, prefix, masked) => {
    expect(maskPhone(e164, prefix)).toBe(masked);
  });

  it('when there is no number, then nothing', () => {
    expect(maskPhone(null, '+386')).toBeNull();
  });
});

describe('contractParty’s address (decision 238)', () => {
  const permanent = {
    type: 'PERMANENT',
    street: 'Tržaška cesta',
    number: '12a',
    zipCode: '1000',
    city: 'Ljubljana',
    countryCode: 'SI',
  } as const;
  const entered = (address: EnteredData['addresses'][number]): EnteredData => ({
    names: { firstName: 'Žiga', secondName: null, surname: 'Šuštar', fatherName: null },
    birth: { date: null, placeOfBirth: null, countryCode: null, nationality: null },
    secondNationality: null,
    gender: null,
    residentStatus: null,
    addresses: [address],
    contact: { email: null, mobileNumber: null },
    identityDocument: {
      idType: null,
      number: null,
      personalNumber: null,
      issuer: null,
      issuePlace: null,
      issueDate: null,
      expirationDate: null,
    },
    employment: {
      employerStatus: null,
      profession: null,
      position: null,
      monthlyIncoming: null,
      originOfFunds: [],
      purposeOfBusinessRelation: null,
    },
    questionnaire: [],
    iban: null,
    taxNumber: null,
  });
  const home = entered(permanent);
  const abroad = entered({ ...permanent, zipCode: '10115', city: 'Berlin', countryCode: 'DE' });

  it('when the address is in the bank’s country, then the place without the country', () => {
    expect(contractParty(home, '', { language: 'sl', homeCountry: 'SI' }).address).toBe(
      'Tržaška cesta 12a, 1000 Ljubljana',
    );
  });

  it('when the address is abroad, then the country by its name in the contracts’ language', () => {
    expect(contractParty(abroad, '', { language: 'sq', homeCountry: 'SI' }).address).toBe(
      'Tržaška cesta 12a, 10115 Berlin, Gjermani',
    );
  });
});
