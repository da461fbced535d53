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
import { useFormState, useWatch } from 'react-hook-form';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import { CountriesOfBusiness } from './countries-of-business';
import {
  FieldLayout,
  fixedOptions,
  shownWhen,
  type Layout,
  type LayoutHandlers,
} from './field-layout';
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

const CASH_SHARE_OPTIONS = fixedOptions('cashShare', CASH_SHARES);
const FLOW_SPLIT_OPTIONS = fixedOptions('flowSplit', FLOW_SPLITS);

/**
 * The questionnaire's questions (spec 2 §3); what is shown follows the answers (the domain's
 * showsCashSourceField / showsAbroadSourceField).
 */
const QUESTIONS: Layout = [
  { kind: 'multiSelect', name: 'questionnaire.PurposeOfTheAccount', options: 'businessRelations' },
  { kind: 'multiSelect', name: 'questionnaire.OriginOfFunds', options: 'originOfFunds' },
  {
    group: [
      {
        kind: 'select',
        name: 'questionnaire.regularFlowSelect',
        options: fixedOptions('regularInflow', REGULAR_INFLOW_LEVELS),
      },
      shownWhen('questionnaire', asksCashShare, [
        { kind: 'radio', name: 'questionnaire.regularFlow', options: CASH_SHARE_OPTIONS },
      ]),
      shownWhen('questionnaire.regularFlow', showsCashSourceField, [
        { kind: 'textArea', name: 'questionnaire.sourceOfFundsThatWillBeSubjectOfCashOperations' },
      ]),
    ],
  },
  {
    group: [
      {
        kind: 'select',
        name: 'questionnaire.estimatedInflowSloveniaAbroad',
        options: FLOW_SPLIT_OPTIONS,
      },
      shownWhen(
        'questionnaire.estimatedInflowSloveniaAbroad',
        showsAbroadSourceField,
        [{ kind: 'textArea', name: 'questionnaire.sourceOfFundsAbroadBusiness' }],
        [
          {
            kind: 'text',
            name: 'questionnaire.employerName',
            optional: true,
            input: { autoComplete: 'organization' },
          },
        ],
      ),
    ],
  },
  {
    group: [
      {
        kind: 'select',
        name: 'questionnaire.expectedOccasionalIrregularInflows',
        options: fixedOptions('occasionalInflow', OCCASIONAL_INFLOW_LEVELS),
      },
      shownWhen(
        'questionnaire.expectedOccasionalIrregularInflows',
        (level) => level !== '' && level !== 'NO_INFLOWS',
        [
          {
            kind: 'radio',
            name: 'questionnaire.expectedCashDepositsInOccasionalIrregularInflows',
            options: CASH_SHARE_OPTIONS,
          },
        ],
      ),
    ],
  },
  {
    row: [
      {
        kind: 'select',
        name: 'questionnaire.estimatedOutflowSloveniaAbroad',
        options: FLOW_SPLIT_OPTIONS,
      },
      {
        kind: 'select',
        name: 'questionnaire.estimatedCashWithdrawalsAccount',
        options: fixedOptions('cashWithdrawal', CASH_WITHDRAWAL_LEVELS),
      },
    ],
  },
];

/** The employer's questions, unless the student package has answered them (LockedAnswers). */
const EMPLOYER: Layout = [
  {
    row: [
      { kind: 'select', name: 'questionnaire.TypeOfEmployment', options: 'employerStatus' },
      { kind: 'select', name: 'questionnaire.EmployerBusiness', options: 'employerBusiness' },
    ],
  },
  shownWhen('questionnaire.EmployerBusiness', (business) => business === 'OTHER', [
    { kind: 'text', name: 'questionnaire.employerBusinessCustom' },
  ]),
];

/**
 * The purpose-of-business questionnaire (spec 1 §2, spec 2 §3-§5): what is shown follows the
 * answers, and the rules of change of spec 2 §4 run when a select changes.
 */
export const PurposeSection = memo(function PurposeSection({
  studentLocked,
  onCountriesValidityChange,
  ...shell
}: PurposeSectionProps) {
  const t = useT();
  const language = useLanguage();
  const { control, getValues, setValue } = useFormMethods();
  const { errors } = useFormState({ control, name: COUNTRY_FIELD_NAMES });
  const countries = useLookupEntries('country');
  const q: Questionnaire = useWatch({ control, name: 'questionnaire' });

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
  const rulesOfChange: LayoutHandlers = {
    onValueChange: {
      'questionnaire.regularFlowSelect': (value) => {
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
      },
      'questionnaire.expectedOccasionalIrregularInflows': (value) =>
        setAnswer(
          'questionnaire.expectedCashDepositsInOccasionalIrregularInflows',
          cashDepositsAfterOccasionalInflowChange(
            value as OccasionalInflowLevel | '',
            current(getValues('questionnaire.expectedCashDepositsInOccasionalIrregularInflows')),
          ),
        ),
    },
  };

  return (
    <GuidedSection
      section="questionnaire"
      summarise={(values) => purposeSummary(values, language)}
      {...shell}
    >
      <p className="personal-data__note">{t('personalData.purpose.lead')}</p>
      <FieldLayout layout={QUESTIONS} handlers={rulesOfChange} />
      {studentLocked ? <LockedAnswers /> : <FieldLayout layout={EMPLOYER} />}
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
