import { SEARCH_AUTOCOMPLETE_MIN_CHARS } from '@onboarding/domain';
import { memo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { useEmployerSuggestions } from '../api/get-employer-suggestions';
import { useLookupOptions } from '../hooks/use-options';
import { FieldLayout, shownWhen, type Layout } from './field-layout';
import { AutocompleteField, SelectField } from './fields';
import { useFormMethods } from './form-methods';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { employmentSummary } from './section-summaries';

/** The employer's name: free text with suggestions from 3 characters (spec 3 §2, §7). */
function EmployerNameField() {
  const t = useT();
  const { control } = useFormMethods();
  const saved = useWatch({ control, name: 'employment.nameOfEmployer' });
  const [query, setQuery] = useState(saved);
  const suggestions = useEmployerSuggestions(query);
  return (
    <AutocompleteField
      name="employment.nameOfEmployer"
      label={t('personalData.employment.nameOfEmployer')}
      hint={t('personalData.employment.nameOfEmployerHint')}
      options={suggestions.map((name) => ({ id: name, label: name }))}
      minLength={SEARCH_AUTOCOMPLETE_MIN_CHARS}
      freeText
      onTextChange={setQuery}
      required
    />
  );
}

/** Required of a worker only (spec 2 §5 "Professional"). */
function EmploymentStatusField() {
  const t = useT();
  const { control } = useFormMethods();
  const statuses = useLookupOptions('employerStatus');
  const isWorker = useWatch({ control, name: 'employment.isWorker' });
  return (
    <SelectField
      name="employment.employmentStatus"
      label={t('personalData.employment.employmentStatus')}
      options={statuses}
      required={isWorker}
    />
  );
}

const EMPLOYMENT: Layout = [
  { kind: 'yesNo', name: 'employment.isWorker' },
  { kind: 'yesNo', name: 'employment.isStudent' },
  { kind: 'component', component: EmploymentStatusField },
  shownWhen('employment.isWorker', Boolean, [
    {
      legend: 'personalData.employment.typeOfEmployment',
      entries: [
        {
          row: [
            {
              kind: 'text',
              name: 'employment.profession',
              input: { autoComplete: 'organization-title' },
            },
            { kind: 'component', component: EmployerNameField },
          ],
        },
        { kind: 'radio', name: 'employment.employmentTerm', options: 'employmentTerm' },
        {
          row: [
            {
              kind: 'date',
              name: 'employment.employmentStartDate',
              hint: 'personalData.employment.startDateHint',
              formatError: 'personalDataRules.startDate.format',
            },
            { kind: 'autocomplete', name: 'employment.placeOfWork', options: 'country' },
          ],
        },
        {
          row: [
            { kind: 'text', name: 'employment.netSalary', input: { inputMode: 'numeric' } },
            { kind: 'text', name: 'employment.monthlyIncomes', input: { inputMode: 'numeric' } },
          ],
        },
        {
          row: [
            { kind: 'select', name: 'employment.originOfFunds', options: 'incomeSource' },
            {
              kind: 'select',
              name: 'employment.purposeOfBusinessRelation',
              options: 'businessRelations',
            },
          ],
        },
      ],
    },
  ]),
  {
    row: [
      { kind: 'select', name: 'employment.sourceOfIncome', options: 'employmentIncomeSource' },
      { kind: 'select', name: 'employment.positionHeld', options: 'positionHeld' },
    ],
  },
  {
    kind: 'radio',
    name: 'employment.taxesPaid',
    options: [
      { value: 'YES', label: 'personalData.yes' },
      { value: 'NO', label: 'personalData.no' },
    ],
  },
];

/** spec 2 §3 "Professional / employment" with the rules of spec 2 §5 "Professional". */
export const EmploymentSection = memo(function EmploymentSection(shell: SectionShellProps) {
  const t = useT();
  return (
    <GuidedSection
      section="employment"
      summarise={(values) => employmentSummary(values, t('personalData.guide.notWorker'))}
      {...shell}
    >
      <FieldLayout layout={EMPLOYMENT} />
    </GuidedSection>
  );
});
