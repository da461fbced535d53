import { ID_DOCUMENT_TYPES } from '@onboarding/domain';
import { memo } from 'react';
import { FieldLayout, fixedOptions, shownWhen, type Layout } from './field-layout';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { NameAgainstDocument } from './name-against-document';
import { GenderAgainstDocument, valuesAgainstDocument } from './values-against-document';
import { personalSummary } from './section-summaries';

/** spec 2 §3 "Personal data form" with the identifiers (spec 2 §5 "Personal data"). */
export interface PersonalSectionProps extends SectionShellProps {
  /** The birth date was left (the Diploma package checks the age then). */
  readonly onBirthDateBlur?: (value: string) => void;
}

const DATE_HINT = 'personalData.personal.dateHint';
const BirthDateAgainstDocument = valuesAgainstDocument(['personalData.birthDate']);
const DocumentAgainstReading = valuesAgainstDocument([
  'personalData.idDocumentNumber',
  'personalData.passportNumber',
  'personalData.dateOfExpiration',
]);
const DIGITS = { inputMode: 'numeric' } as const;
const CAPITALS = { autoCapitalize: 'characters' } as const;

/**
 * The personal data form (spec 2 §3). The al variant asks the NID, the NIPT and an Albanian IBAN
 * (decision 176): letters too.
 */
const PERSONAL: Layout = [
  {
    legend: 'personalData.personal.names',
    entries: [
      {
        row: [
          { kind: 'text', name: 'personalData.firstName', input: { autoComplete: 'given-name' } },
          { kind: 'text', name: 'personalData.surname', input: { autoComplete: 'family-name' } },
        ],
      },
      {
        row: [
          {
            kind: 'text',
            name: 'personalData.secondName',
            optional: true,
            input: { autoComplete: 'additional-name' },
          },
          { kind: 'text', name: 'personalData.fatherName', optional: true },
        ],
      },
      // Decision 287: the names against the document's, and which one counts.
      { kind: 'component', component: NameAgainstDocument },
      {
        row: [
          { kind: 'text', name: 'personalData.birthName', optional: true },
          { kind: 'text', name: 'personalData.mothersMaidenName', optional: true },
        ],
      },
      {
        row: [
          { kind: 'select', name: 'personalData.gender', options: 'gender' },
          { kind: 'select', name: 'personalData.residentStatus', options: 'residenceStatus' },
        ],
      },
      // Decision 287: the sex against the document's.
      { kind: 'component', component: GenderAgainstDocument },
    ],
  },
  {
    legend: 'personalData.personal.birth',
    entries: [
      {
        row: [
          {
            kind: 'text',
            name: 'personalData.birthDate',
            hint: 'personalData.personal.birthDateHint',
            input: { inputMode: 'numeric', autoComplete: 'bday' },
          },
          { kind: 'text', name: 'personalData.birthPlace' },
        ],
      },
      // Decision 287: the birth date against the document's.
      { kind: 'component', component: BirthDateAgainstDocument },
      {
        row: [
          { kind: 'autocomplete', name: 'personalData.countryOfBirth', options: 'country' },
          { kind: 'autocomplete', name: 'personalData.nationality', options: 'nationality' },
        ],
      },
      { kind: 'yesNo', name: 'personalData.hasSecondNationality' },
      shownWhen('personalData.hasSecondNationality', Boolean, [
        {
          row: [
            {
              kind: 'autocomplete',
              name: 'personalData.secondNationality',
              options: 'nationality',
            },
            { kind: 'text', name: 'personalData.secondNationalityUIC' },
          ],
        },
        { kind: 'yesNo', name: 'personalData.isResidentInItaly' },
        shownWhen('personalData.isResidentInItaly', Boolean, [
          { kind: 'text', name: 'personalData.codiceFiscale', input: CAPITALS },
        ]),
      ]),
    ],
  },
  {
    legend: 'personalData.personal.document',
    entries: [
      {
        row: [
          {
            kind: 'select',
            name: 'personalData.idType',
            options: fixedOptions('idType', ID_DOCUMENT_TYPES),
          },
          shownWhen(
            'personalData.idType',
            (idType) => idType === 'PP',
            [
              {
                kind: 'text',
                name: 'personalData.passportNumber',
                hint: 'personalData.personal.passportNumberHint',
                input: CAPITALS,
                al: { hint: 'personalData.personal.passportNumberHintAl', input: CAPITALS },
              },
            ],
            // Decision 247: the 2022 card's number begins with letters (IA0012345).
            [
              {
                kind: 'text',
                name: 'personalData.idDocumentNumber',
                hint: 'personalData.personal.idDocumentNumberHint',
                input: CAPITALS,
              },
            ],
          ),
        ],
      },
      {
        kind: 'text',
        name: 'personalData.personalNumber',
        hint: 'personalData.personal.personalNumberHint',
        input: DIGITS,
        al: { hint: 'personalData.personal.personalNumberHintAl', input: CAPITALS },
      },
      {
        row: [
          { kind: 'text', name: 'personalData.dateOfIssue', hint: DATE_HINT, input: DIGITS },
          { kind: 'text', name: 'personalData.dateOfExpiration', hint: DATE_HINT, input: DIGITS },
        ],
      },
      // Decision 287: the document's number and expiry against its reading.
      { kind: 'component', component: DocumentAgainstReading },
      {
        row: [
          {
            kind: 'autocomplete',
            name: 'personalData.issuer',
            options: 'issuingAuthority',
            freeText: true,
          },
          { kind: 'text', name: 'personalData.issuingPlace' },
        ],
      },
      {
        kind: 'text',
        name: 'personalData.addressCardNumber',
        hint: 'personalData.personal.addressCardNumberHint',
        optional: true,
      },
    ],
  },
  {
    legend: 'personalData.personal.identifiers',
    entries: [
      {
        row: [
          {
            kind: 'text',
            name: 'personalData.taxID',
            hint: 'personalData.personal.taxIdHint',
            input: DIGITS,
            al: { hint: 'personalData.personal.taxIdHintAl', input: CAPITALS },
          },
          {
            kind: 'text',
            name: 'personalData.iban',
            hint: 'personalData.personal.ibanHint',
            input: CAPITALS,
            al: { hint: 'personalData.personal.ibanHintAl' },
          },
        ],
      },
    ],
  },
];

export const PersonalSection = memo(function PersonalSection({
  onBirthDateBlur,
  ...shell
}: PersonalSectionProps) {
  return (
    <GuidedSection section="personalData" summarise={personalSummary} {...shell}>
      <FieldLayout
        layout={PERSONAL}
        handlers={
          onBirthDateBlur ? { onBlurValue: { 'personalData.birthDate': onBirthDateBlur } } : {}
        }
      />
    </GuidedSection>
  );
});
