import { z } from 'zod';

/**
 * The bank's identity as every document, message and payment order names it (decision 229): one
 * object, configured once on the server (BANK_* variables), never a literal in a text. The
 * SECCI's creditor rows of Directive (EU) 2023/2225 Annex I (identity, geographical address,
 * telephone, e-mail, web address, register and registration number, supervisory authority) and
 * the contracts' party clause are written from it.
 */
export const ZCreditor = z.object({
  /** The registered name without the legal form, e.g. `Onboarding Bank`. */
  name: z.string().trim().min(1).max(80),
  /** The legal form as registered, e.g. `d.d.` (SI) or `sh.a.` (AL); may be empty. */
  legalForm: z.string().trim().max(20),
  /** The geographical address to be used by the consumer: street and number. */
  street: z.string().trim().min(1).max(80),
  postalCode: z.string().trim().min(1).max(12),
  city: z.string().trim().min(1).max(60),
  /** ISO 3166-1 alpha-2 of the registered office. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The register the bank is entered in, e.g. the court register of a district court. */
  register: z.string().trim().min(1).max(120),
  /** The number under which it is entered there (SI: matična številka; AL: NUIS at the QKB). */
  registrationNumber: z.string().trim().min(1).max(40),
  /** The VAT (or tax) number, e.g. `SI12345678`. */
  vatNumber: z.string().trim().min(1).max(40),
  /** In international grouping, e.g. `+386 1 234 56 78`. */
  phone: z
    .string()
    .trim()
    .regex(/^\+\d{1,3}( \d{1,4}){2,6}$/),
  /** The card centre's line, open day and night (spec 1 §2 footer), in international grouping. */
  cardCentrePhone: z
    .string()
    .trim()
    .regex(/^\+\d{1,3}( \d{1,4}){2,6}$/),
  email: z.string().trim().email().max(120),
  /** The bank's public web site, e.g. `https://www.example-bank.si`. */
  web: z.string().trim().url().max(200),
  /** The bank's BIC (ISO 9362), 8 or 11 characters. */
  bic: z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  /** The authority that supervises the bank, with its address (SECCI "supervisory authority"). */
  supervisor: z.object({
    name: z.string().trim().min(1).max(120),
    address: z.string().trim().min(1).max(160),
  }),
});
export type TCreditor = z.infer<typeof ZCreditor>;

/** The name with the legal form as registered: `Onboarding Bank d.d.`. */
export function creditorLegalName(creditor: Pick<TCreditor, 'name' | 'legalForm'>): string {
  return creditor.legalForm === '' ? creditor.name : `${creditor.name} ${creditor.legalForm}`;
}

/** The postal code and the city: `1000 Ljubljana`. */
export function creditorCityLine(creditor: Pick<TCreditor, 'postalCode' | 'city'>): string {
  return `${creditor.postalCode} ${creditor.city}`;
}

/** The geographical address on one line: `Slovenska cesta 1, 1000 Ljubljana`. */
export function creditorAddressLine(
  creditor: Pick<TCreditor, 'street' | 'postalCode' | 'city'>,
): string {
  return `${creditor.street}, ${creditorCityLine(creditor)}`;
}

/** The supervisory authority on one line: `Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana`. */
export function supervisorLine(creditor: Pick<TCreditor, 'supervisor'>): string {
  return `${creditor.supervisor.name}, ${creditor.supervisor.address}`;
}

/** The web address without its scheme, as printed: `www.example-bank.si`. */
export function creditorWebLine(creditor: Pick<TCreditor, 'web'>): string {
  return creditor.web.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
