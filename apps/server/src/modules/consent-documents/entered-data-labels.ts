import {
  DEFAULT_VARIANT,
  lookupOptions,
  type Language,
  type LookupName,
  type VariantId,
  variantMessageValues,
} from '@onboarding/domain';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { catalogForVariant } from '@onboarding/messages/variant-texts';
import { lookupTranslator } from '../lookups/lookup-texts';

/*
 * The data summary shows the entered values by name, as the screen showed them: codes through the
 * personal-data lookups (spec 3 getX/{language}), questionnaire answers through the screen's own
 * labels and options (the personalData message section).
 */

const CATALOGS = { en, sl, sq } as const;

/** The personal-data texts as the variant shows them (its country and figures, decisions 159, 241). */
function personalDataTexts(language: Language, variant: VariantId) {
  const values = variantMessageValues(variant, language);
  return catalogForVariant(CATALOGS[language], variant, language, values).personalData;
}
type PersonalDataMessages = (typeof en)['personalData'];
type OptionGroup = keyof PersonalDataMessages['options'];
type PurposeLabel = keyof PersonalDataMessages['purpose'];
type EmploymentLabel = keyof PersonalDataMessages['employment'];

/** The name of a code in a lookup, or the code itself when the lookup does not know it. */
export function lookupName(
  lookup: LookupName,
  code: string,
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
): string {
  return (
    lookupOptions(lookup, language, variant, lookupTranslator(language, variant)).find(
      (option) => option.code === code,
    )?.name ?? code
  );
}

type ValueNamer = { readonly lookup: LookupName } | { readonly options: OptionGroup } | null;

/** Each questionnaire field (kycInfo): its label on the screen and how its values are named. */
const QUESTIONNAIRE_FIELDS: Readonly<
  Record<string, { readonly label: PurposeLabel | EmploymentLabel; readonly value: ValueNamer }>
> = {
  PurposeOfTheAccount: { label: 'purposeOfTheAccount', value: { lookup: 'BusinessRelations' } },
  OriginOfFunds: { label: 'originOfFunds', value: { lookup: 'OriginOfFunds' } },
  regularFlowSelect: { label: 'regularFlowSelect', value: { options: 'regularInflow' } },
  regularFlow: { label: 'regularFlow', value: { options: 'cashShare' } },
  sourceOfFundsThatWillBeSubjectOfCashOperations: { label: 'cashSource', value: null },
  estimatedInflowSloveniaAbroad: { label: 'inflowSplit', value: { options: 'flowSplit' } },
  sourceOfFundsAbroadBusiness: { label: 'sourceOfFundsAbroadBusiness', value: null },
  employerName: { label: 'employerName', value: null },
  expectedOccasionalIrregularInflows: {
    label: 'occasionalInflows',
    value: { options: 'occasionalInflow' },
  },
  expectedCashDepositsInOccasionalIrregularInflows: {
    label: 'occasionalCash',
    value: { options: 'cashShare' },
  },
  estimatedOutflowSloveniaAbroad: { label: 'outflowSplit', value: { options: 'flowSplit' } },
  estimatedCashWithdrawalsAccount: {
    label: 'cashWithdrawals',
    value: { options: 'cashWithdrawal' },
  },
  TypeOfEmployment: { label: 'typeOfEmployment', value: { lookup: 'EmployerStatus' } },
  EmployerBusiness: { label: 'employerBusiness', value: { lookup: 'EmployerBusiness' } },
  employerBusinessCustom: { label: 'employerBusinessCustom', value: null },
  countriesOfBusiness: { label: 'countriesLegend', value: { lookup: 'Country' } },
};

function labelOf(
  label: PurposeLabel | EmploymentLabel,
  language: Language,
  variant: VariantId,
): string {
  const messages = personalDataTexts(language, variant);
  const purpose: Readonly<Record<string, string>> = messages.purpose;
  const employment: Readonly<Record<string, string>> = messages.employment;
  return purpose[label] ?? employment[label] ?? label;
}

function valueOf(
  namer: ValueNamer,
  code: string,
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
): string {
  if (namer === null) return code;
  if ('lookup' in namer) return lookupName(namer.lookup, code, language, variant);
  const options: Readonly<Record<string, string>> = personalDataTexts(language, variant).options[
    namer.options
  ];
  return options[code] ?? code;
}

/** A questionnaire answer as label and value in the applicant's language (lists joined). */
export function questionnaireRow(
  field: string,
  answers: readonly string[],
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
): readonly [string, string] {
  const known = QUESTIONNAIRE_FIELDS[field];
  if (known === undefined) return [field, answers.join(', ')];
  const values = answers.map((answer) => valueOf(known.value, answer, language, variant));
  return [labelOf(known.label, language, variant), values.join(', ')];
}

/** The identity document type as the screen named it ("Identity card", "Passport"). */
export function idTypeName(code: string, language: Language): string {
  return valueOf({ options: 'idType' }, code, language);
}
