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
import { memo } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { MultiSelect } from '../../../components/ui/multi-select';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import { CountriesOfBusiness } from './countries-of-business';
import { RadioField, SelectField, TextAreaField, TextField } from './fields';
import { useFormMethods } from './form-methods';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { purposeSummary } from './section-summaries';

type Questionnaire = PersonalDataFormValues['questionnaire'];

/** The regular-inflow answer "no regular inflows" (REGULAR_INFLOW_LEVELS). */
const NO_REGULAR_INFLOWS: RegularInflowLevel = 'NO';

/**
 * The cash share of regular inflows is asked once there are some. Without them it is answered
 * "none" and not asked; an older save that says otherwise still shows it, so it can be corrected.
 */
function asksCashShare(q: Questionnaire): boolean {
  if (q.regularFlowSelect === '') return false;
  return q.regularFlowSelect !== NO_REGULAR_INFLOWS || q.regularFlow !== 'NO_CASH';
}

/** The countries' fields: the section listens to their errors only. */
const COUNTRY_FIELD_NAMES = COUNTRY_OF_BUSINESS_FIELDS.map(
  (field) => `questionnaire.${field}` as const,
);

export interface PurposeSectionProps extends SectionShellProps {
  /** Student package: employment type, employer business and country are preset and locked. */
  readonly studentLocked: boolean;
  readonly onCountriesValidityChange: (valid: boolean) => void;
}

/** The answers the student package sets, shown as text: they cannot be changed (spec 1 §4). */
function LockedAnswers() {
  const t = useT();
  const { control } = useFormMethods();
  const statuses = useLookupOptions('employerStatus');
  const sectors = useLookupOptions('employerBusiness');
  const [type, business, custom] = useWatch({
    control,
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
export const PurposeSection = memo(function PurposeSection({
  studentLocked,
  onCountriesValidityChange,
  ...shell
}: PurposeSectionProps) {
  const t = useT();
  const { control, getValues, setValue } = useFormMethods();
  const { errors } = useFormState({ control, name: COUNTRY_FIELD_NAMES });
  const origins = useLookupEntries('originOfFunds');
  const purposes = useLookupEntries('businessRelations');
  const statuses = useLookupOptions('employerStatus');
  const sectors = useLookupOptions('employerBusiness');
  const countries = useLookupEntries('country');
  const q: Questionnaire = useWatch({ control, name: 'questionnaire' });

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
  /**
   * No regular inflows: their cash share no longer applies, so it is not asked; it is answered
   * "none" (the only answer that fits, and the one the request body still requires) and the cash
   * source text goes with it (decision 200).
   */
  const answerNoRegularInflows = () => {
    setAnswer('questionnaire.regularFlow', 'NO_CASH');
    if (getValues('questionnaire.sourceOfFundsThatWillBeSubjectOfCashOperations') !== '') {
      setValue('questionnaire.sourceOfFundsThatWillBeSubjectOfCashOperations', '', {
        shouldValidate: true,
        shouldDirty: true,
      });
    }
  };

  return (
    <GuidedSection
      section="questionnaire"
      title={t('personalData.sections.purpose')}
      summarise={purposeSummary}
      {...shell}
    >
      <p className="personal-data__note">{t('personalData.purpose.lead')}</p>
      <Controller
        control={control}
        name="questionnaire.PurposeOfTheAccount"
        render={({ field, fieldState }) => (
          <MultiSelect
            name={field.name}
            error={fieldState.error?.message ?? null}
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
        render={({ field, fieldState }) => (
          <MultiSelect
            name={field.name}
            error={fieldState.error?.message ?? null}
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
          onValueChange={(value) => {
            if (value === NO_REGULAR_INFLOWS) {
              answerNoRegularInflows();
              return;
            }
            setAnswer(
              'questionnaire.regularFlow',
              cashShareAfterRegularInflowChange(
                value as RegularInflowLevel | '',
                current(getValues('questionnaire.regularFlow')),
              ),
            );
          }}
          required
        />
        {asksCashShare(q) ? (
          <RadioField
            name="questionnaire.regularFlow"
            legend={t('personalData.purpose.regularFlow')}
            options={options(CASH_SHARES, 'cashShare')}
            inline
          />
        ) : null}
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
    </GuidedSection>
  );
});
