import { SEARCH_AUTOCOMPLETE_MIN_CHARS } from '@onboarding/domain';
import { memo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { useEmployerSuggestions } from '../api/get-employer-suggestions';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import {
  AutocompleteField,
  DateField,
  RadioField,
  SelectField,
  TextField,
  YesNoField,
} from './fields';
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

/** spec 2 §3 "Professional / employment" with the rules of spec 2 §5 "Professional". */
export const EmploymentSection = memo(function EmploymentSection(shell: SectionShellProps) {
  const t = useT();
  const { control } = useFormMethods();
  const statuses = useLookupOptions('employerStatus');
  const incomeSources = useLookupOptions('incomeSource');
  const relations = useLookupOptions('businessRelations');
  const positions = useLookupOptions('positionHeld');
  const employmentIncomeSources = useLookupOptions('employmentIncomeSource');
  const terms = useLookupOptions('employmentTerm');
  const countries = useLookupEntries('country');
  const isWorker = useWatch({ control, name: 'employment.isWorker' });
  const yesNo = [
    { value: 'YES', label: t('personalData.yes') },
    { value: 'NO', label: t('personalData.no') },
  ];

  return (
    <GuidedSection
      section="employment"
      title={t('personalData.sections.employment')}
      summarise={(values) => employmentSummary(values, t('personalData.guide.notWorker'))}
      {...shell}
    >
      <YesNoField name="employment.isWorker" legend={t('personalData.employment.isWorker')} />
      <YesNoField name="employment.isStudent" legend={t('personalData.employment.isStudent')} />
      <SelectField
        name="employment.employmentStatus"
        label={t('personalData.employment.employmentStatus')}
        options={statuses}
        required={isWorker}
      />
      {isWorker ? (
        <fieldset className="personal-data__subsection">
          <legend className="personal-data__subtitle">
            {t('personalData.employment.typeOfEmployment')}
          </legend>
          <div className="personal-data__row">
            <TextField
              name="employment.profession"
              label={t('personalData.employment.profession')}
              autoComplete="organization-title"
              required
            />
            <EmployerNameField />
          </div>
          <RadioField
            name="employment.employmentTerm"
            legend={t('personalData.employment.employmentTerm')}
            options={terms}
            inline
          />
          <div className="personal-data__row">
            <DateField
              name="employment.employmentStartDate"
              label={t('personalData.employment.startDate')}
              hint={t('personalData.employment.startDateHint')}
              formatError="personalDataRules.startDate.format"
              required
            />
            <AutocompleteField
              name="employment.placeOfWork"
              label={t('personalData.employment.placeOfWork')}
              options={countries}
              required
            />
          </div>
          <div className="personal-data__row">
            <TextField
              name="employment.netSalary"
              label={t('personalData.employment.netSalary')}
              inputMode="numeric"
              required
            />
            <TextField
              name="employment.monthlyIncomes"
              label={t('personalData.employment.monthlyIncomes')}
              inputMode="numeric"
              required
            />
          </div>
          <div className="personal-data__row">
            <SelectField
              name="employment.originOfFunds"
              label={t('personalData.employment.originOfFunds')}
              options={incomeSources}
              required
            />
            <SelectField
              name="employment.purposeOfBusinessRelation"
              label={t('personalData.employment.purposeOfBusinessRelation')}
              options={relations}
              required
            />
          </div>
        </fieldset>
      ) : null}
      <div className="personal-data__row">
        <SelectField
          name="employment.sourceOfIncome"
          label={t('personalData.employment.sourceOfIncome')}
          options={employmentIncomeSources}
          required
        />
        <SelectField
          name="employment.positionHeld"
          label={t('personalData.employment.positionHeld')}
          options={positions}
          required
        />
      </div>
      <RadioField
        name="employment.taxesPaid"
        legend={t('personalData.employment.taxesPaid')}
        options={yesNo}
        inline
      />
    </GuidedSection>
  );
});
