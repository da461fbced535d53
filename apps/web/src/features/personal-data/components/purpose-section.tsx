import {
  CASH_SHARES,
  CASH_WITHDRAWAL_LEVELS,
  COUNTRY_OF_BUSINESS_FIELDS,
  FLOW_SPLITS,
  OCCASIONAL_INFLOW_LEVELS,
  REGULAR_INFLOW_LEVELS,
  cashDepositsAfterOccasionalInflowChange,
  cashShareAfterRegularInflowChange,
  showsAbroadSourceField,
  showsCashSourceField,
  type CashShare,
  type OccasionalInflowLevel,
  type RegularInflowLevel,
} from '@onboarding/domain';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from '../../../components/ui/form-section';
import { MultiSelect } from '../../../components/ui/multi-select';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import { CountriesOfBusiness } from './countries-of-business';
import { RadioField, SelectField, TextAreaField, TextField } from './fields';

type Questionnaire = PersonalDataFormValues['questionnaire'];

export interface PurposeSectionProps {
  readonly valid: boolean;
  /** Student package: employment type, employer business and country are preset and locked. */
  readonly studentLocked: boolean;
  readonly onCountriesValidityChange: (valid: boolean) => void;
}

/** The answers the student package sets, shown as text: they cannot be changed (spec 1 §4). */
function LockedAnswers() {
  const t = useT();
  const statuses = useLookupOptions('employerStatus');
  const sectors = useLookupOptions('employerBusiness');
  const [type, business, custom] = useWatch<PersonalDataFormValues>({
    name: [
      'questionnaire.TypeOfEmployment',
      'questionnaire.EmployerBusiness',
      'questionnaire.employerBusinessCustom',
    ],
  }) as [string, string, string];
  const nameOf = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  return (
    <div className="personal-data__locked">
      <p className="personal-data__note">{t('personalData.employment.studentLocked')}</p>
      <dl className="personal-data__locked-list">
        <dt>{t('personalData.employment.typeOfEmployment')}</dt>
        <dd>{nameOf(statuses, type)}</dd>
        <dt>{t('personalData.employment.employerBusiness')}</dt>
        <dd>{nameOf(sectors, business)}</dd>
        <dt>{t('personalData.employment.employerBusinessCustom')}</dt>
        <dd>{custom}</dd>
      </dl>
    </div>
  );
}

/**
 * The purpose-of-business questionnaire (spec 1 §2, spec 2 §3-§5): what is shown follows the
 * answers (the domain's showsCashSourceField / showsAbroadSourceField), and the rules of change of
 * spec 2 §4 run when a select changes.
 */
export function PurposeSection({
  valid,
  studentLocked,
  onCountriesValidityChange,
}: PurposeSectionProps) {
  const t = useT();
  const { control, getValues, setValue } = useFormContext<PersonalDataFormValues>();
  const { errors } = useFormState<PersonalDataFormValues>({ control });
  const origins = useLookupEntries('originOfFunds');
  const purposes = useLookupEntries('businessRelations');
  const statuses = useLookupOptions('employerStatus');
  const sectors = useLookupOptions('employerBusiness');
  const countries = useLookupEntries('country');
  const q = useWatch<PersonalDataFormValues>({ name: 'questionnaire' }) as Questionnaire;

  const options = <V extends string>(values: readonly V[], group: string) =>
    values.map((value) => ({
      value,
      label: t(`personalData.options.${group}.${value}` as Parameters<typeof t>[0]),
    }));
  const setAnswer = (
    name:
      | 'questionnaire.regularFlow'
      | 'questionnaire.expectedCashDepositsInOccasionalIrregularInflows',
    value: CashShare | undefined,
  ) => {
    if (value !== undefined && getValues(name) !== value) {
      setValue(name, value, { shouldValidate: true, shouldDirty: true });
    }
  };
  const current = (value: string) => (value === '' ? undefined : (value as CashShare));

  return (
    <FormSection title={t('personalData.sections.purpose')} valid={valid}>
      <p className="personal-data__note">{t('personalData.purpose.lead')}</p>
      <Controller
        control={control}
        name="questionnaire.PurposeOfTheAccount"
        render={({ field }) => (
          <MultiSelect
            name={field.name}
            legend={t('personalData.purpose.purposeOfTheAccount')}
            options={purposes}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="questionnaire.OriginOfFunds"
        render={({ field }) => (
          <MultiSelect
            name={field.name}
            legend={t('personalData.purpose.originOfFunds')}
            options={origins}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />

      <div className="personal-data__subsection">
        <SelectField
          name="questionnaire.regularFlowSelect"
          label={t('personalData.purpose.regularFlowSelect')}
          options={options(REGULAR_INFLOW_LEVELS, 'regularInflow')}
          onValueChange={(value) =>
            setAnswer(
              'questionnaire.regularFlow',
              cashShareAfterRegularInflowChange(
                value as RegularInflowLevel | '',
                current(getValues('questionnaire.regularFlow')),
              ),
            )
          }
          required
        />
        {q.regularFlowSelect === '' ? null : (
          <RadioField
            name="questionnaire.regularFlow"
            legend={t('personalData.purpose.regularFlow')}
            options={options(CASH_SHARES, 'cashShare')}
            inline
          />
        )}
        {showsCashSourceField(q.regularFlow) ? (
          <TextAreaField
            name="questionnaire.sourceOfFundsThatWillBeSubjectOfCashOperations"
            label={t('personalData.purpose.cashSource')}
            required
          />
        ) : null}
      </div>

      <div className="personal-data__subsection">
        <SelectField
          name="questionnaire.estimatedInflowSloveniaAbroad"
          label={t('personalData.purpose.inflowSplit')}
          options={options(FLOW_SPLITS, 'flowSplit')}
          required
        />
        {showsAbroadSourceField(q.estimatedInflowSloveniaAbroad) ? (
          <TextAreaField
            name="questionnaire.sourceOfFundsAbroadBusiness"
            label={t('personalData.purpose.sourceOfFundsAbroadBusiness')}
            required
          />
        ) : (
          <TextField
            name="questionnaire.employerName"
            label={`${t('personalData.purpose.employerName')} ${t('personalData.optional')}`}
            autoComplete="organization"
          />
        )}
      </div>

      <div className="personal-data__subsection">
        <SelectField
          name="questionnaire.expectedOccasionalIrregularInflows"
          label={t('personalData.purpose.occasionalInflows')}
          options={options(OCCASIONAL_INFLOW_LEVELS, 'occasionalInflow')}
          onValueChange={(value) =>
            setAnswer(
              'questionnaire.expectedCashDepositsInOccasionalIrregularInflows',
              cashDepositsAfterOccasionalInflowChange(
                value as OccasionalInflowLevel | '',
                current(
                  getValues('questionnaire.expectedCashDepositsInOccasionalIrregularInflows'),
                ),
              ),
            )
          }
          required
        />
        {q.expectedOccasionalIrregularInflows === '' ||
        q.expectedOccasionalIrregularInflows === 'NO_INFLOWS' ? null : (
          <RadioField
            name="questionnaire.expectedCashDepositsInOccasionalIrregularInflows"
            legend={t('personalData.purpose.occasionalCash')}
            options={options(CASH_SHARES, 'cashShare')}
            inline
          />
        )}
      </div>

      <div className="personal-data__row">
        <SelectField
          name="questionnaire.estimatedOutflowSloveniaAbroad"
          label={t('personalData.purpose.outflowSplit')}
          options={options(FLOW_SPLITS, 'flowSplit')}
          required
        />
        <SelectField
          name="questionnaire.estimatedCashWithdrawalsAccount"
          label={t('personalData.purpose.cashWithdrawals')}
          options={options(CASH_WITHDRAWAL_LEVELS, 'cashWithdrawal')}
          required
        />
      </div>

      {studentLocked ? (
        <LockedAnswers />
      ) : (
        <>
          <div className="personal-data__row">
            <SelectField
              name="questionnaire.TypeOfEmployment"
              label={t('personalData.employment.typeOfEmployment')}
              options={statuses}
              required
            />
            <SelectField
              name="questionnaire.EmployerBusiness"
              label={t('personalData.employment.employerBusiness')}
              options={sectors}
              required
            />
          </div>
          {q.EmployerBusiness === 'OTHER' ? (
            <TextField
              name="questionnaire.employerBusinessCustom"
              label={t('personalData.employment.employerBusinessCustom')}
              required
            />
          ) : null}
        </>
      )}

      <CountriesOfBusiness
        value={[q.countryOfBusiness_0, q.countryOfBusiness_1, q.countryOfBusiness_2]}
        options={countries}
        locked={studentLocked}
        onValidityChange={onCountriesValidityChange}
        onChange={([first = '', second = '', third = '']) => {
          const change = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
          setValue('questionnaire.countryOfBusiness_0', first, change);
          setValue('questionnaire.countryOfBusiness_1', second, change);
          setValue('questionnaire.countryOfBusiness_2', third, change);
        }}
        errors={COUNTRY_OF_BUSINESS_FIELDS.map((field) => {
          const message = errors.questionnaire?.[field]?.message;
          return typeof message === 'string' ? message : undefined;
        })}
      />
    </FormSection>
  );
}
