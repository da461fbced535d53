import {
  LEGAL_QUESTIONS,
  type ConsentDocumentKind,
  type Language,
  type LookupName,
  type PackageName,
  type ProcessName,
  type TConsentsAnswers,
  type VariantId,
} from '@onboarding/domain';
import { getVariant, localTimeIn } from '@onboarding/domain';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';
import type { EnteredAddress, EnteredData } from '../eligibility/entered-data';
import { idTypeName, lookupName, questionnaireRow } from './entered-data-labels';

export interface ConsentDocumentInputs {
  readonly language: Language;
  /** The bank's country variant: its own country in the texts that name it. */
  readonly variant: VariantId;
  /** The application's number for people, 2026-000123 (decision 203), not its UUID. */
  readonly applicationNumber: string;
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  readonly answers: TConsentsAnswers;
  readonly answeredAt: Date;
  readonly entered: EnteredData | null;
  readonly applicantName: string;
  readonly now: Date;
  readonly timeZone: string;
}

/** dd.mm.yyyy from an ISO date or a Date in the bank's zone, as the forms show dates. */
function displayDate(value: string | Date | null, timeZone: string): string | null {
  if (value === null) return null;
  const iso = typeof value === 'string' ? value : localTimeIn(value, timeZone).date;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match === null ? iso : `${match[3]}.${match[2]}.${match[1]}`;
}

function addressLine(address: EnteredAddress): string {
  return `${address.street} ${address.number}, ${address.zipCode} ${address.city}, ${address.countryCode}`;
}

/** The three documents' text in the applicant's language (issue 7). */
export function consentDocumentContents(
  inputs: ConsentDocumentInputs,
): Record<ConsentDocumentKind, PdfContent> {
  const t = translatorFor(inputs.language, inputs.variant);
  const empty = t('consents.pdf.summary.empty');
  const field = (label: string, value: string | null | undefined): PdfBlock => ({
    type: 'field',
    label,
    value: value === null || value === undefined || value === '' ? empty : value,
  });
  const heading = (text: string): PdfBlock => ({ type: 'heading', text });
  const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });
  const header: PdfBlock[] = [
    field(t('consents.pdf.preparedFor'), inputs.applicantName),
    field(t('consents.pdf.application'), inputs.applicationNumber),
    field(t('consents.pdf.preparedOn'), displayDate(inputs.now, inputs.timeZone)),
  ];
  const common = (title: string, blocks: PdfBlock[]): PdfContent => ({
    title,
    language: inputs.language,
    author: t('consents.pdf.author'),
    createdAt: inputs.now,
    blocks: [...header, ...blocks],
    footer: (page, pages) => t('consents.pdf.footer', { title, page, pages }),
  });

  const product = t(`start.products.${inputs.productType}.name`);
  const packageName = inputs.packageName ?? t('consents.pdf.terms.noPackage');
  const sections = ['scope', 'account', 'fees', 'duties', 'ending', 'protection'] as const;
  const terms = common(t('consents.pdf.terms.title', { product }), [
    field(t('consents.pdf.terms.product'), product),
    field(t('consents.pdf.terms.package'), packageName),
    ...sections.flatMap((section) => [
      heading(t(`consents.pdf.terms.sections.${section}.heading`)),
      paragraph(
        // Without a package the scope says nothing of one (not "the no package package").
        section === 'scope' && inputs.packageName === null
          ? t('consents.pdf.terms.sections.scope.textWithoutPackage', { product })
          : t(`consents.pdf.terms.sections.${section}.text`, { product, package: packageName }),
      ),
    ]),
  ]);

  const yesNo = (value: string) => t(value === 'true' ? 'consents.pdf.yes' : 'consents.pdf.no');
  const consents = common(t('consents.pdf.consents.title'), [
    field(t('consents.pdf.consents.answeredAt'), displayDate(inputs.answeredAt, inputs.timeZone)),
    heading(t('consents.pdf.consents.legalHeading')),
    ...LEGAL_QUESTIONS.map((question) =>
      field(
        t(`consents.pdf.consents.${question}`),
        yesNo(inputs.answers.questionResponses[question]),
      ),
    ),
    heading(t('consents.pdf.consents.profilingHeading')),
    ...inputs.answers.consents.map((answer) =>
      field(
        t(`consents.profiling.${answer.name}`),
        t(answer.response === 'YES' ? 'consents.pdf.agree' : 'consents.pdf.disagree'),
      ),
    ),
    paragraph(t('consents.pdf.consents.note')),
  ]);

  const entered = inputs.entered;
  const named = (lookup: LookupName, code: string | null) =>
    code === null ? null : lookupName(lookup, code, inputs.language, inputs.variant);
  const incomeName = (code: string) => {
    const income = lookupName('IncomeSource', code, inputs.language);
    return income === code ? lookupName('EmploymentIncomeSource', code, inputs.language) : income;
  };
  // The origin of funds and the source of income often name the same ("Salary"): once.
  const incomeNames = (codes: readonly string[]) => [...new Set(codes.map(incomeName))].join(', ');
  const currency = getVariant(inputs.variant).currency;
  const amount = (value: string | null) =>
    value !== null && /^\d+(?:[.,]\d+)?$/.test(value.trim())
      ? `${value.trim()} ${currency}`
      : value;
  const s = (key: Parameters<typeof t>[0]) => t(key);
  const summaryBlocks: PdfBlock[] =
    entered === null
      ? [paragraph(t('consents.pdf.notGiven'))]
      : [
          heading(s('consents.pdf.summary.namesHeading')),
          field(s('consents.pdf.summary.firstName'), entered.names.firstName),
          field(s('consents.pdf.summary.secondName'), entered.names.secondName),
          field(s('consents.pdf.summary.surname'), entered.names.surname),
          field(s('consents.pdf.summary.fatherName'), entered.names.fatherName),
          heading(s('consents.pdf.summary.birthHeading')),
          field(
            s('consents.pdf.summary.birthDate'),
            displayDate(entered.birth.date, inputs.timeZone),
          ),
          field(
            s('consents.pdf.summary.placeOfBirth'),
            [entered.birth.placeOfBirth, entered.birth.countryCode].filter(Boolean).join(', '),
          ),
          field(
            s('consents.pdf.summary.nationality'),
            named('Nationality', entered.birth.nationality),
          ),
          field(
            s('consents.pdf.summary.secondNationality'),
            named('Nationality', entered.secondNationality),
          ),
          field(s('consents.pdf.summary.gender'), named('Gender', entered.gender)),
          field(
            s('consents.pdf.summary.residentStatus'),
            named('ResidenceStatus', entered.residentStatus),
          ),
          heading(s('consents.pdf.summary.addressesHeading')),
          ...entered.addresses.map((address) =>
            field(
              s(
                address.type === 'PERMANENT'
                  ? 'consents.pdf.summary.permanentAddress'
                  : 'consents.pdf.summary.temporaryAddress',
              ),
              addressLine(address),
            ),
          ),
          heading(s('consents.pdf.summary.contactsHeading')),
          field(s('consents.pdf.summary.email'), entered.contact.email),
          field(s('consents.pdf.summary.mobile'), entered.contact.mobileNumber),
          heading(s('consents.pdf.summary.numbersHeading')),
          field(s('consents.pdf.summary.personalNumber'), entered.identityDocument.personalNumber),
          field(s('consents.pdf.summary.taxNumber'), entered.taxNumber),
          field(s('consents.pdf.summary.iban'), entered.iban),
          heading(s('consents.pdf.summary.documentHeading')),
          field(
            s('consents.pdf.summary.idType'),
            entered.identityDocument.idType === null
              ? null
              : idTypeName(entered.identityDocument.idType, inputs.language),
          ),
          field(s('consents.pdf.summary.documentNumber'), entered.identityDocument.number),
          field(
            s('consents.pdf.summary.issuer'),
            [entered.identityDocument.issuer, entered.identityDocument.issuePlace]
              .filter(Boolean)
              .join(', '),
          ),
          field(
            s('consents.pdf.summary.issueDate'),
            displayDate(entered.identityDocument.issueDate, inputs.timeZone),
          ),
          field(
            s('consents.pdf.summary.expirationDate'),
            displayDate(entered.identityDocument.expirationDate, inputs.timeZone),
          ),
          heading(s('consents.pdf.summary.employmentHeading')),
          field(
            s('consents.pdf.summary.employmentStatus'),
            named('EmployerStatus', entered.employment.employerStatus),
          ),
          field(s('consents.pdf.summary.profession'), entered.employment.profession),
          field(
            s('consents.pdf.summary.position'),
            named('PositionHeld', entered.employment.position),
          ),
          field(
            s('consents.pdf.summary.monthlyIncome'),
            amount(entered.employment.monthlyIncoming),
          ),
          field(
            s('consents.pdf.summary.originOfFunds'),
            incomeNames(entered.employment.originOfFunds),
          ),
          field(
            s('consents.pdf.summary.purpose'),
            named('BusinessRelations', entered.employment.purposeOfBusinessRelation),
          ),
          ...(entered.questionnaire.length === 0
            ? []
            : [
                heading(s('consents.pdf.summary.questionnaireHeading')),
                ...entered.questionnaire.map(([name, answers]) => {
                  const [label, value] = questionnaireRow(
                    name,
                    answers,
                    inputs.language,
                    inputs.variant,
                  );
                  return field(label, value);
                }),
              ]),
        ];
  const summary = common(t('consents.pdf.summary.title'), summaryBlocks);

  return { GENERAL_TERMS: terms, CONSENTS: consents, DATA_SUMMARY: summary };
}
