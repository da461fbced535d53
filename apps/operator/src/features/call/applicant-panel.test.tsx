import { callScriptFor, type TIdentificationDetail } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../testing/render-console';
import { ApplicantPanel } from './applicant-panel';

const id = '11111111-2222-4333-8444-555555555555';

/** The sections as `applicant-sections.ts` sends them: the form's field names as labels. */
const detail: TIdentificationDetail = {
  identificationId: id,
  prospectId: '99999999-2222-4333-8444-555555555555',
  roomId: `videochat:${id}`,
  status: 'IN_CALL',
  process: 'CURRENTACCOUNT',
  language: 'sl',
  applicant: {
    uid: '7041350706074223',
    fullName: 'Mira Kovač',
    email: 'mira@example.si',
    phoneNumber: null,
    sections: [
      {
        section: 'PERSONAL',
        fields: [
          { label: 'firstName', value: 'Mira' },
          { label: 'countryOfBirth', value: 'SI' },
          { label: 'nationality', value: 'AL' },
        ],
      },
      {
        section: 'ADDRESS',
        fields: [{ label: 'PERMANENT', value: 'Slovenska 1, 1000 Ljubljana' }],
      },
      { section: 'DOCUMENT', fields: [{ label: 'idType', value: 'ID' }] },
      { section: 'EMPLOYMENT', fields: [{ label: 'somethingNew', value: 'X' }] },
    ],
  },
  documents: [],
  device: null,
  checklist: {
    documentGenuine: false,
    faceMatchesDocument: false,
    dataMatches: false,
    securityFeaturesShown: false,
  },
  answers: [],
  snapshots: [],
  consentNames: [],
  script: callScriptFor('CURRENTACCOUNT'),
  cardName: 'MIRA KOVAC',
  startedAt: '2026-11-23T10:00:00.000Z',
  endedAt: null,
  operator: null,
};

/** The value shown beside the term `term` in the facts list. */
function valueOf(term: string): string | null {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  if (row === null) throw new Error(`no row for ${term}`);
  return within(row).getByRole('definition').textContent;
}

describe('ApplicantPanel', () => {
  it('names sections, fields and coded values with the applicant app’s texts', async () => {
    const { container } = renderConsole(<ApplicantPanel detail={detail} />, {});
    expect(screen.getByRole('heading', { name: 'Personal data' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Identity document', level: 4 })).toBeDefined();
    expect(valueOf('First name')).toBe('Mira');
    expect(valueOf('Country of birth')).toBe('Slovenia');
    expect(valueOf('Nationality')).toBe('Albania');
    expect(valueOf('Permanent address')).toBe('Slovenska 1, 1000 Ljubljana');
    expect(valueOf('Type of document')).toBe('Identity card');
    // A field the console does not know yet still shows, as sent.
    expect(valueOf('somethingNew')).toBe('X');
    expect(screen.queryByText('firstName')).toBeNull();
    expect(screen.queryByText('PERSONAL')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('prints the phone numbers in international grouping, never with the trunk 0 (decision 235)', () => {
    const withPhones: TIdentificationDetail = {
      ...detail,
      applicant: {
        ...detail.applicant,
        phoneNumber: '+38641555202',
        sections: [
          {
            section: 'CONTACT',
            fields: [{ label: 'mobileNumber', value: '+386 041555202' }],
          },
        ],
      },
    };
    renderConsole(<ApplicantPanel detail={withPhones} />, {});
    expect(valueOf('Mobile phone')).toBe('+386 41 555 202');
    expect(valueOf('Mobile phone number')).toBe('+386 41 555 202');
  });

  it('words the codes: gender, residency, employment and a list once (decision 266)', () => {
    const coded = {
      ...detail,
      applicant: {
        ...detail.applicant,
        sections: [
          {
            section: 'PERSONAL',
            fields: [
              { label: 'gender', value: 'FEMALE' },
              { label: 'residentStatus', value: 'RESIDENT' },
            ],
          },
          {
            section: 'EMPLOYMENT',
            fields: [
              { label: 'employerStatus', value: 'EMPLOYED' },
              { label: 'originOfFunds', value: 'SALARY, SALARY' },
            ],
          },
        ],
      },
    };
    renderConsole(<ApplicantPanel detail={coded} />, {}, { language: 'sl' });
    expect(valueOf('Spol')).toBe('Ženski');
    expect(valueOf('Status zaposlitve')).toBe('Zaposlen');
    expect(valueOf('Izvor sredstev')).toBe('Plača');
    expect(screen.queryByText('RESIDENT')).toBeNull();
  });

  it('speaks the console’s language', () => {
    renderConsole(<ApplicantPanel detail={detail} />, {}, { language: 'sl' });
    expect(screen.getByRole('heading', { name: 'Osebni podatki' })).toBeDefined();
    expect(valueOf('Ime')).toBe('Mira');
    expect(valueOf('Vrsta dokumenta')).toBe('Osebna izkaznica');
    expect(valueOf('Stalni naslov')).toBe('Slovenska 1, 1000 Ljubljana');
  });
});
