import { z } from 'zod';
import type { TFieldError } from '../api/error-body';
import type { CalendarDate, PackageName } from '../packages';
import type { VariantId } from '../variants';

/*
 * Shared pieces of the section rules. Every rule returns a stable field-error code, a message key
 * of the `personalDataRules` section of @onboarding/messages (a few reuse `validation.*` keys of
 * the registration rules). The server sends the same codes as fieldErrors.
 */

/** What the rules need besides the values: the day (bank's calendar) and the chosen package. */
export interface PersonalDataContext {
  readonly today: CalendarDate;
  /** The product's package (Digital, Mladi, Diploma); null for products without a package. */
  readonly packageName: PackageName | null;
  /** The country variant whose identifiers are asked (decision 176); si when not given. */
  readonly variant?: VariantId;
}

/** One broken rule: the form field (or request-body path) and its code. */
export type FieldIssue = TFieldError;

export const RULES_SECTION = 'personalDataRules';

/** Every field-error code of the personal data rules, so the catalogues can be checked. */
export const PERSONAL_DATA_ERROR_CODES = [
  'personalDataRules.required',
  'personalDataRules.chooseFromList',
  'personalDataRules.chooseAtLeastOne',
  'personalDataRules.tooLong',
  'personalDataRules.name.invalid',
  'personalDataRules.birthDate.format',
  'personalDataRules.birthDate.future',
  'personalDataRules.birthDate.underage',
  'personalDataRules.birthDate.youngPackageAge',
  'personalDataRules.birthDate.studentPackageAge',
  'personalDataRules.place.invalid',
  'personalDataRules.country.fromList',
  'personalDataRules.secondNationalityUIC.invalid',
  'personalDataRules.codiceFiscale.invalid',
  'personalDataRules.idDocumentNumber.invalid',
  'personalDataRules.passportNumber.invalid',
  'personalDataRules.passportNumber.invalidAl',
  'personalDataRules.addressCardNumber.invalid',
  'personalDataRules.emso.format',
  'personalDataRules.emso.checksum',
  'personalDataRules.emso.date',
  'personalDataRules.emso.register',
  'personalDataRules.emso.birthDateMismatch',
  'personalDataRules.emso.genderMismatch',
  'personalDataRules.nid.format',
  'personalDataRules.nid.date',
  'personalDataRules.nid.birthDateMismatch',
  'personalDataRules.nid.genderMismatch',
  'personalDataRules.date.format',
  'personalDataRules.dateOfIssue.notPast',
  'personalDataRules.dateOfExpiration.notFuture',
  'personalDataRules.issuer.invalid',
  'personalDataRules.taxId.format',
  'personalDataRules.taxId.checksum',
  'personalDataRules.nipt.format',
  'personalDataRules.iban.format',
  'personalDataRules.iban.notSlovenian',
  'personalDataRules.iban.checksum',
  'personalDataRules.iban.formatAlbanian',
  'personalDataRules.iban.notAlbanian',
  'personalDataRules.postalCode.fromList',
  'personalDataRules.postalCode.invalid',
  'personalDataRules.city.invalid',
  'personalDataRules.street.invalid',
  'personalDataRules.houseNumber.invalid',
  'personalDataRules.email.invalid',
  'personalDataRules.monthlyIncomes.noDigit',
  'personalDataRules.employmentStatus.studentNotAllowed',
  'personalDataRules.startDate.format',
  'personalDataRules.startDate.future',
  'personalDataRules.netSalary.digits',
  'personalDataRules.taxesPaid.mustBeYes',
  'personalDataRules.questionnaire.cashDepositsMustBeNone',
  'personalDataRules.questionnaire.studentPresetLocked',
  'personalDataRules.countriesOfBusiness.tooMany',
  'personalDataRules.countriesOfBusiness.gap',
  'personalDataRules.countriesOfBusiness.duplicate',
  'personalDataRules.student.registrationNumber',
  'personalDataRules.student.documentsMissing',
] as const;
export type PersonalDataErrorCode = (typeof PERSONAL_DATA_ERROR_CODES)[number];

/**
 * Codes only a request body can earn, never the forms: the body carries a few values twice
 * (birth place, nationality) and both must agree. The web never shows them.
 */
export const REQUEST_BODY_ERROR_CODES = ['personalDataRules.inconsistent'] as const;

/** Codes of the registration rules reused here (their texts are in the `validation` section). */
export const REUSED_VALIDATION_CODES = ['validation.prefix.invalid', 'validation.phone.invalid'];

/** Collects issues in field order; the first issue of a field wins (one message per field). */
export class IssueList {
  readonly #issues: FieldIssue[] = [];

  add(
    field: string,
    code: PersonalDataErrorCode | 'validation.prefix.invalid' | 'validation.phone.invalid',
  ): void {
    if (!this.#issues.some((issue) => issue.field === field)) this.#issues.push({ field, code });
  }

  has(field: string): boolean {
    return this.#issues.some((issue) => issue.field === field);
  }

  get issues(): readonly FieldIssue[] {
    return this.#issues;
  }
}

/** spec 2 §5 names: letters (accented too) with a dot, hyphen, apostrophe or space between parts. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:(?:[.\-' ]|\. )[\p{L}\p{M}]+)*\.?$/u;
/** Places (birth place, issuing place, issuer, city): letters, dot, hyphen, space; 2 letters min. */
export const PLACE_PATTERN = /^[\p{L}\p{M}]+(?:[.\-/ ]+[\p{L}\p{M}]+)*\.?$/u;

/** A required text: empty gives `required`, longer than max gives `tooLong`, else the pattern. */
export function checkText(
  issues: IssueList,
  field: string,
  value: string,
  rule: {
    readonly required: boolean;
    readonly max: number;
    readonly pattern?: RegExp;
    readonly invalid?: PersonalDataErrorCode;
    readonly min?: number;
  },
): void {
  const text = value.trim();
  if (text === '') {
    if (rule.required) issues.add(field, 'personalDataRules.required');
    return;
  }
  if (text.length > rule.max) issues.add(field, 'personalDataRules.tooLong');
  else if (
    (rule.min !== undefined && text.length < rule.min) ||
    (rule.pattern !== undefined && !rule.pattern.test(text.normalize('NFC')))
  ) {
    issues.add(field, rule.invalid ?? 'personalDataRules.required');
  }
}

/** A required choice ('' is the empty option). */
export function checkChoice(
  issues: IssueList,
  field: string,
  value: string | null | undefined,
): void {
  if (value === undefined || value === null || value === '') {
    issues.add(field, 'personalDataRules.required');
  }
}

/** Upper bound of any text the form sends; the precise bounds are the rules'. */
export const FORM_TEXT_MAX = 250;

export const formText = () => z.string().max(FORM_TEXT_MAX, 'personalDataRules.tooLong');
export const formChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['', ...values], { message: 'personalDataRules.chooseFromList' });

/**
 * A schema's field errors as a list, each named by its dotted path and carrying its code (the
 * issue's message); the first error of a field wins. The rules live in the schemas' refinements;
 * this is how a caller that wants the list (the server's field errors, a section's "looks ok"
 * line) reads them without writing them a second time.
 */
export function issuesOf(schema: z.ZodType, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error);
}

/** A schema's error as field errors (dotted path, code); the first error of a field wins. */
export function fieldErrorsOf(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!issues.some((known) => known.field === field)) {
      issues.push({ field, code: issue.message });
    }
  }
  return issues;
}

/** Adds rule issues to a zod refinement context, as custom issues whose message is the code. */
export function reportIssues(
  issues: readonly FieldIssue[],
  ctx: z.RefinementCtx,
  prefix: readonly (string | number)[] = [],
): void {
  for (const issue of issues) {
    ctx.addIssue({
      code: 'custom',
      message: issue.code,
      path: [...prefix, ...issue.field.split('.')],
    });
  }
}

/**
 * A form's schema: its structure `base`, refined by the rules `check` applies, each issue it adds
 * reported as a field error (one per field, the first wins).
 */
export function refinedByRules<TSchema extends z.ZodType>(
  base: TSchema,
  check: (form: z.output<TSchema>, issues: IssueList) => void,
): TSchema {
  return base.superRefine((form, ctx) => {
    const issues = new IssueList();
    check(form, issues);
    reportIssues(issues.issues, ctx);
  });
}
