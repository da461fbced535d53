import {
  creditorCityLine,
  creditorLegalName,
  getVariant,
  ZCreditor,
  type TCreditor,
  type VariantId,
} from '@onboarding/domain';

// The bank's identity (decision 229): one object, read from the BANK_* variables over the
// development defaults of the variant. Every document, message and payment order names the bank
// from it; nothing else in the server spells the bank's name or address.

/**
 * The development defaults: plainly example data (example-bank domains, sort code 99 of decision
 * 140, no real register or tax number), so a copy printed outside production is never taken for
 * a real bank's. The supervisory authorities are the real ones of each country.
 */
export const DEFAULT_CREDITORS: Readonly<Record<VariantId, TCreditor>> = {
  si: {
    name: 'Onboarding Bank',
    legalForm: 'd.d.',
    street: 'Slovenska cesta 1',
    postalCode: '1000',
    city: 'Ljubljana',
    country: 'SI',
    register: 'Sodni register Okrožnega sodišča v Ljubljani',
    registrationNumber: '9999999000',
    vatNumber: 'SI99999999',
    phone: '+386 1 999 00 00',
    cardCentrePhone: '+386 1 999 00 10',
    email: 'info@example-bank.si',
    web: 'https://www.example-bank.si',
    bic: 'XMPLSI2X',
    supervisor: { name: 'Banka Slovenije', address: 'Slovenska cesta 35, 1505 Ljubljana' },
  },
  al: {
    name: 'Banka Shembull',
    legalForm: 'sh.a.',
    street: 'Rruga e Shembullit 1',
    postalCode: '1001',
    city: 'Tiranë',
    country: 'AL',
    register: 'Qendra Kombëtare e Biznesit (QKB)',
    registrationNumber: 'L99999999X',
    vatNumber: 'L99999999X',
    phone: '+355 4 999 0000',
    cardCentrePhone: '+355 4 999 0010',
    email: 'info@example-bank.al',
    web: 'https://www.example-bank.al',
    bic: 'XMPLALTR',
    supervisor: { name: 'Banka e Shqipërisë', address: 'Sheshi Skënderbej 1, Tiranë' },
  },
};

/** The BANK_* variables of the identity, as config-env.ts declares them (all optional). */
export interface CreditorVars {
  readonly BANK_NAME?: string | undefined;
  readonly BANK_LEGAL_FORM?: string | undefined;
  readonly BANK_STREET?: string | undefined;
  readonly BANK_POSTAL_CODE?: string | undefined;
  readonly BANK_CITY?: string | undefined;
  readonly BANK_REGISTER?: string | undefined;
  readonly BANK_REGISTRATION_NUMBER?: string | undefined;
  readonly BANK_VAT_NUMBER?: string | undefined;
  readonly BANK_PHONE?: string | undefined;
  readonly BANK_CARD_CENTRE_PHONE?: string | undefined;
  readonly BANK_EMAIL?: string | undefined;
  readonly BANK_SITE_URL?: string | undefined;
  readonly BANK_BIC?: string | undefined;
  readonly BANK_SUPERVISOR_NAME?: string | undefined;
  readonly BANK_SUPERVISOR_ADDRESS?: string | undefined;
}

/** Each field's variable, for the one-line problems of a wrong identity. */
const VARIABLE_OF: Readonly<Record<string, keyof CreditorVars>> = {
  name: 'BANK_NAME',
  legalForm: 'BANK_LEGAL_FORM',
  street: 'BANK_STREET',
  postalCode: 'BANK_POSTAL_CODE',
  city: 'BANK_CITY',
  register: 'BANK_REGISTER',
  registrationNumber: 'BANK_REGISTRATION_NUMBER',
  vatNumber: 'BANK_VAT_NUMBER',
  phone: 'BANK_PHONE',
  cardCentrePhone: 'BANK_CARD_CENTRE_PHONE',
  email: 'BANK_EMAIL',
  web: 'BANK_SITE_URL',
  bic: 'BANK_BIC',
  'supervisor.name': 'BANK_SUPERVISOR_NAME',
  'supervisor.address': 'BANK_SUPERVISOR_ADDRESS',
};

/** What each field must look like, in the problem line. */
const EXPECTED: Readonly<Record<string, string>> = {
  phone: 'a number in international grouping such as +386 1 234 56 78',
  cardCentrePhone: 'a number in international grouping such as +386 1 234 56 78',
  email: 'an e-mail address',
  web: 'an http:// or https:// URL',
  bic: 'a BIC of 8 or 11 characters such as XMPLSI2X',
};

/** UPN fields 15–17 (name, street, city of the payee) hold 33 characters each (wave2 §1). */
const UPN_PAYEE_LENGTH = 33;

/** The identity of the variant's defaults overridden by the variables that are set. */
export function creditorOf(
  vars: CreditorVars,
  variant: VariantId,
): { creditor: TCreditor; problems: string[] } {
  const fallback = DEFAULT_CREDITORS[variant];
  const candidate = {
    name: vars.BANK_NAME ?? fallback.name,
    legalForm: vars.BANK_LEGAL_FORM ?? fallback.legalForm,
    street: vars.BANK_STREET ?? fallback.street,
    postalCode: vars.BANK_POSTAL_CODE ?? fallback.postalCode,
    city: vars.BANK_CITY ?? fallback.city,
    country: getVariant(variant).country,
    register: vars.BANK_REGISTER ?? fallback.register,
    registrationNumber: vars.BANK_REGISTRATION_NUMBER ?? fallback.registrationNumber,
    vatNumber: vars.BANK_VAT_NUMBER ?? fallback.vatNumber,
    phone: vars.BANK_PHONE ?? fallback.phone,
    cardCentrePhone: vars.BANK_CARD_CENTRE_PHONE ?? fallback.cardCentrePhone,
    email: vars.BANK_EMAIL ?? fallback.email,
    web: vars.BANK_SITE_URL ?? fallback.web,
    bic: vars.BANK_BIC ?? fallback.bic,
    supervisor: {
      name: vars.BANK_SUPERVISOR_NAME ?? fallback.supervisor.name,
      address: vars.BANK_SUPERVISOR_ADDRESS ?? fallback.supervisor.address,
    },
  };
  const parsed = ZCreditor.safeParse(candidate);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.path.join('.');
      const variable = VARIABLE_OF[field] ?? field;
      const expected = EXPECTED[field];
      return expected === undefined
        ? `${variable} is not valid: ${issue.message}`
        : `${variable} must be ${expected}`;
    });
    return { creditor: fallback, problems };
  }
  return { creditor: parsed.data, problems: payeeProblems(parsed.data) };
}

/** Whether any field of the identity is still the variant's example value (decision 229). */
export function isExampleCreditor(creditor: TCreditor, variant: VariantId): boolean {
  const example = DEFAULT_CREDITORS[variant];
  return (
    creditor.name === example.name ||
    creditor.registrationNumber === example.registrationNumber ||
    creditor.vatNumber === example.vatNumber ||
    creditor.phone === example.phone ||
    creditor.email === example.email ||
    creditor.web === example.web ||
    creditor.bic === example.bic
  );
}

/** The payee of the bank's payment orders (UPN fields 15–17), from the identity. */
export function payeeOf(creditor: TCreditor): { name: string; street: string; city: string } {
  return {
    name: creditorLegalName(creditor),
    street: creditor.street,
    city: creditorCityLine(creditor),
  };
}

/** A payee line the UPN cannot carry stops the start, not the first penny transfer. */
function payeeProblems(creditor: TCreditor): string[] {
  const payee = payeeOf(creditor);
  const lines: [string, string][] = [
    ['BANK_NAME and BANK_LEGAL_FORM', payee.name],
    ['BANK_STREET', payee.street],
    ['BANK_POSTAL_CODE and BANK_CITY', payee.city],
  ];
  return lines
    .filter(([, value]) => value.length > UPN_PAYEE_LENGTH)
    .map(
      ([variables, value]) =>
        `${variables} make '${value}', longer than the ${UPN_PAYEE_LENGTH} characters a payment order holds`,
    );
}
