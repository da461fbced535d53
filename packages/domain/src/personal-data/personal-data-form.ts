import { z } from 'zod';
import { lazily } from '../lazily';
import { ageOn, isAgeAllowedForPackage, PACKAGE_RULES } from '../packages';
import {
  emsoParts,
  emsoProblem,
  ibanProblem,
  isValidCodiceFiscale,
  compactTaxId,
  isValidTaxId,
} from './checksums';
import { checkAlbanianIban, checkAlbanianNid, checkAlbanianTaxId } from './al-personal-data-rules';
import { isCountryCode } from './country-codes';
import { compareDates, parseDottedDate } from './dates';
import { documentNumberProblem } from './document-numbers';
import { ID_DOCUMENT_TYPES } from '../documents/types';
import { GENDERS, RESIDENT_STATUSES } from './enumerations';
import {
  checkChoice,
  checkText,
  formChoice,
  formText,
  type IssueList,
  issuesOf,
  NAME_PATTERN,
  PLACE_PATTERN,
  refinedByRules,
  type FieldIssue,
  type PersonalDataContext,
} from './rules';

/** spec 2 §5 length bounds of the personal data form. */
export const PERSONAL_DATA_BOUNDS = {
  name: 30,
  birthPlace: 50,
  issuer: 40,
  issuingPlace: 50,
  secondNationalityUIC: 30,
} as const;

/** spec 2 §5: 6 digits, a space, 2 letters (the input splits after 6 characters). */
export const ADDRESS_CARD_NUMBER_PATTERN = /^\d{6} ?[A-Za-z]{2}$/;
export const SECOND_NATIONALITY_UIC_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 /-]*[A-Za-z0-9])?$/;

/**
 * spec 2 §3 "Personal data form" plus the identifiers the section asks (field names as spec 2).
 * Built on first use, as the schemas below (lazily.ts).
 */
export const personalDataFormShape = lazily(() => ({
  firstName: formText(),
  surname: formText(),
  fatherName: formText(),
  secondName: formText(),
  birthName: formText(),
  mothersMaidenName: formText(),
  gender: formChoice(GENDERS),
  residentStatus: formChoice(RESIDENT_STATUSES),
  /** DD.MM.YYYY */
  birthDate: formText(),
  nationality: formText(),
  countryOfBirth: formText(),
  birthPlace: formText(),
  hasSecondNationality: z.boolean(),
  secondNationality: formText(),
  secondNationalityUIC: formText(),
  isResidentInItaly: z.boolean(),
  codiceFiscale: formText(),
  /** The identity document read on the documents step: ID card or passport. */
  idType: formChoice(ID_DOCUMENT_TYPES),
  /** ID card number (decision 247: the variant's rule); asked when idType is ID. */
  idDocumentNumber: formText(),
  /** Passport number (decision 247: the variant's rule); asked when idType is PP. */
  passportNumber: formText(),
  /** EMSO, the personal number on the document. */
  personalNumber: formText(),
  /** DD.MM.YYYY */
  dateOfIssue: formText(),
  /** DD.MM.YYYY */
  dateOfExpiration: formText(),
  issuer: formText(),
  issuingPlace: formText(),
  /** Optional: the address card of a foreigner (6 digits, space, 2 letters). */
  addressCardNumber: formText(),
  taxID: formText(),
  iban: formText(),
}));

/** The structure alone (types and the 250-character cap), for drafts and documentation. */
export const personalDataFormStructureSchema = lazily(() =>
  z.strictObject(personalDataFormShape()),
);
export const ZPersonalDataFormStructure = /* @__PURE__ */ personalDataFormStructureSchema();
export type TPersonalDataForm = z.infer<typeof ZPersonalDataFormStructure>;

/** The empty form (what the web starts from before the document prefill). */
export const EMPTY_PERSONAL_DATA_FORM: TPersonalDataForm = {
  firstName: '',
  surname: '',
  fatherName: '',
  secondName: '',
  birthName: '',
  mothersMaidenName: '',
  gender: '',
  residentStatus: '',
  birthDate: '',
  nationality: '',
  countryOfBirth: '',
  birthPlace: '',
  hasSecondNationality: false,
  secondNationality: '',
  secondNationalityUIC: '',
  isResidentInItaly: false,
  codiceFiscale: '',
  idType: '',
  idDocumentNumber: '',
  passportNumber: '',
  personalNumber: '',
  dateOfIssue: '',
  dateOfExpiration: '',
  issuer: '',
  issuingPlace: '',
  addressCardNumber: '',
  taxID: '',
  iban: '',
};

function checkCountry(issues: IssueList, field: string, code: string): void {
  if (code === '') issues.add(field, 'personalDataRules.required');
  else if (!isCountryCode(code)) issues.add(field, 'personalDataRules.country.fromList');
}

function checkBirthDate(issues: IssueList, form: TPersonalDataForm, context: PersonalDataContext) {
  if (form.birthDate.trim() === '') return issues.add('birthDate', 'personalDataRules.required');
  const birth = parseDottedDate(form.birthDate);
  if (birth === null) return issues.add('birthDate', 'personalDataRules.birthDate.format');
  if (compareDates(birth, context.today) > 0) {
    return issues.add('birthDate', 'personalDataRules.birthDate.future');
  }
  const age = ageOn(birth, context.today);
  if (age < PACKAGE_RULES.Digital.ageRange.min) {
    return issues.add('birthDate', 'personalDataRules.birthDate.underage');
  }
  if (context.packageName !== null && !isAgeAllowedForPackage(context.packageName, age)) {
    issues.add(
      'birthDate',
      context.packageName === 'Diploma'
        ? 'personalDataRules.birthDate.studentPackageAge'
        : 'personalDataRules.birthDate.youngPackageAge',
    );
  }
}

function checkEmso(issues: IssueList, form: TPersonalDataForm) {
  const emso = form.personalNumber.trim();
  if (emso === '') return issues.add('personalNumber', 'personalDataRules.required');
  const problem = emsoProblem(emso);
  if (problem !== null) return issues.add('personalNumber', `personalDataRules.emso.${problem}`);
  const parts = emsoParts(emso);
  const birth = parseDottedDate(form.birthDate);
  if (parts === null) return;
  if (
    birth !== null &&
    (birth.year !== parts.year || birth.month !== parts.month || birth.day !== parts.day)
  ) {
    return issues.add('personalNumber', 'personalDataRules.emso.birthDateMismatch');
  }
  if (form.gender !== '' && form.gender !== parts.gender) {
    issues.add('personalNumber', 'personalDataRules.emso.genderMismatch');
  }
}

function checkDocument(issues: IssueList, form: TPersonalDataForm, context: PersonalDataContext) {
  checkChoice(issues, 'idType', form.idType);
  // The number of the document chosen, by the variant's rule for it (decision 247).
  if (form.idType === 'ID' || form.idType === 'PP') {
    const field = form.idType === 'ID' ? 'idDocumentNumber' : 'passportNumber';
    const problem = documentNumberProblem(form.idType, form[field], context.variant);
    if (problem !== null) issues.add(field, problem);
  }
  for (const [field, mustBe] of [
    ['dateOfIssue', 'past'],
    ['dateOfExpiration', 'future'],
  ] as const) {
    const value = form[field].trim();
    if (value === '') {
      issues.add(field, 'personalDataRules.required');
      continue;
    }
    const date = parseDottedDate(value);
    if (date === null) issues.add(field, 'personalDataRules.date.format');
    else if (mustBe === 'past' && compareDates(date, context.today) >= 0) {
      issues.add(field, 'personalDataRules.dateOfIssue.notPast');
    } else if (mustBe === 'future' && compareDates(date, context.today) <= 0) {
      issues.add(field, 'personalDataRules.dateOfExpiration.notFuture');
    }
  }
  checkText(issues, 'issuer', form.issuer, {
    required: true,
    max: PERSONAL_DATA_BOUNDS.issuer,
    pattern: PLACE_PATTERN,
    invalid: 'personalDataRules.issuer.invalid',
  });
  checkText(issues, 'issuingPlace', form.issuingPlace, {
    required: true,
    max: PERSONAL_DATA_BOUNDS.issuingPlace,
    min: 2,
    pattern: PLACE_PATTERN,
    invalid: 'personalDataRules.place.invalid',
  });
  checkText(issues, 'addressCardNumber', form.addressCardNumber, {
    required: false,
    max: 9,
    pattern: ADDRESS_CARD_NUMBER_PATTERN,
    invalid: 'personalDataRules.addressCardNumber.invalid',
  });
}

type NameField =
  'firstName' | 'surname' | 'fatherName' | 'secondName' | 'birthName' | 'mothersMaidenName';

/**
 * The personal data form schema (web form and server): the structure, refined by every rule of
 * spec 2 §5 "Personal data" (field errors whose message is the code; one per field).
 */
export function personalDataFormSchema(context: PersonalDataContext) {
  return refinedByRules(personalDataFormStructureSchema(), (form, issues) => {
    const name = (field: NameField, required: boolean) =>
      checkText(issues, field, form[field], {
        required,
        max: PERSONAL_DATA_BOUNDS.name,
        pattern: NAME_PATTERN,
        invalid: 'personalDataRules.name.invalid',
      });
    name('firstName', true);
    name('surname', true);
    // Decision 090: the father's name is on Albanian documents only; optional like the others.
    name('fatherName', false);
    name('secondName', false);
    name('birthName', false);
    name('mothersMaidenName', false);
    checkChoice(issues, 'gender', form.gender);
    checkChoice(issues, 'residentStatus', form.residentStatus);
    checkBirthDate(issues, form, context);
    checkCountry(issues, 'nationality', form.nationality);
    checkCountry(issues, 'countryOfBirth', form.countryOfBirth);
    checkText(issues, 'birthPlace', form.birthPlace, {
      required: true,
      max: PERSONAL_DATA_BOUNDS.birthPlace,
      min: 2,
      pattern: PLACE_PATTERN,
      invalid: 'personalDataRules.place.invalid',
    });
    if (form.hasSecondNationality) {
      checkCountry(issues, 'secondNationality', form.secondNationality);
      checkText(issues, 'secondNationalityUIC', form.secondNationalityUIC, {
        required: true,
        max: PERSONAL_DATA_BOUNDS.secondNationalityUIC,
        pattern: SECOND_NATIONALITY_UIC_PATTERN,
        invalid: 'personalDataRules.secondNationalityUIC.invalid',
      });
      if (form.isResidentInItaly) {
        if (form.codiceFiscale.trim() === '') {
          issues.add('codiceFiscale', 'personalDataRules.required');
        } else if (!isValidCodiceFiscale(form.codiceFiscale.trim())) {
          issues.add('codiceFiscale', 'personalDataRules.codiceFiscale.invalid');
        }
      }
    }
    checkDocument(issues, form, context);
    if (context.variant === 'al') checkAlbanianNid(issues, form);
    else checkEmso(issues, form);
    const taxId = compactTaxId(form.taxID);
    if (form.taxID.trim() === '') issues.add('taxID', 'personalDataRules.required');
    else if (context.variant === 'al') checkAlbanianTaxId(issues, form.taxID);
    else if (!/^\d{8}$/.test(taxId)) issues.add('taxID', 'personalDataRules.taxId.format');
    else if (!isValidTaxId(taxId)) issues.add('taxID', 'personalDataRules.taxId.checksum');
    if (form.iban.trim() === '') issues.add('iban', 'personalDataRules.required');
    else if (context.variant === 'al') checkAlbanianIban(issues, form.iban);
    else {
      const problem = ibanProblem(form.iban);
      if (problem !== null) issues.add('iban', `personalDataRules.iban.${problem}`);
    }
  });
}

/** The schema's field errors as a list (an empty list when the form is valid). */
export function personalDataIssues(
  form: TPersonalDataForm,
  context: PersonalDataContext,
): readonly FieldIssue[] {
  return issuesOf(personalDataFormSchema(context), form);
}
