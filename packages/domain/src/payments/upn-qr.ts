import { isValidIBAN } from 'ibantools';
import { charactersOutsideLatin2 } from './iso-8859-2';
import { PURPOSE_CODE_PATTERN } from './purpose-codes';
import { isValidUpnReference } from './references';

/**
 * The UPN QR payload (ZBS "Priloga 7.3 – Struktura zapisa QR na obrazcu UPN QR", 2016): twenty
 * fields, each ended by LF, then a reserve without separator. Field 20 is a control sum: the
 * number of characters of fields 1–19 counting their LFs. The text is ISO-8859-2, at most 411
 * characters before the reserve, and the symbol is a QR code of version 15, level M, in byte
 * mode after ECI 4 (the server's qr-symbol.ts draws it).
 */

export const UPN_QR_LEADING_STYLE = 'UPNQR';
/** Fields 1–20 with their LFs, without the reserve. */
export const UPN_QR_MAX_CHARACTERS = 411;
/** Field 9: 11 digits, the amount in cents. */
export const UPN_MAX_AMOUNT_CENTS = 99_999_999_999;

/** The fields in order: number, name (Priloga 7.3), longest length. */
export const UPN_QR_FIELDS = [
  { field: 1, name: 'leadingStyle', maxLength: 5 },
  { field: 2, name: 'payerIban', maxLength: 19 },
  { field: 3, name: 'deposit', maxLength: 1 },
  { field: 4, name: 'withdrawal', maxLength: 1 },
  { field: 5, name: 'payerReference', maxLength: 26 },
  { field: 6, name: 'payerName', maxLength: 33 },
  { field: 7, name: 'payerStreet', maxLength: 33 },
  { field: 8, name: 'payerCity', maxLength: 33 },
  { field: 9, name: 'amount', maxLength: 11 },
  { field: 10, name: 'paymentDate', maxLength: 10 },
  { field: 11, name: 'urgent', maxLength: 1 },
  { field: 12, name: 'purposeCode', maxLength: 4 },
  { field: 13, name: 'purpose', maxLength: 42 },
  { field: 14, name: 'dueDate', maxLength: 10 },
  { field: 15, name: 'recipientIban', maxLength: 34 },
  { field: 16, name: 'recipientReference', maxLength: 26 },
  { field: 17, name: 'recipientName', maxLength: 33 },
  { field: 18, name: 'recipientStreet', maxLength: 33 },
  { field: 19, name: 'recipientCity', maxLength: 33 },
  { field: 20, name: 'controlSum', maxLength: 3 },
] as const;
export type UpnQrFieldName = (typeof UPN_QR_FIELDS)[number]['name'];

export interface UpnParty {
  readonly name: string;
  readonly street: string;
  readonly city: string;
}

/** A payment order as the portal knows it; the builder turns it into the twenty fields. */
export interface UpnPaymentOrder {
  readonly payer?: Partial<UpnParty> & { readonly iban?: string; readonly reference?: string };
  readonly deposit?: boolean;
  readonly withdrawal?: boolean;
  /** The amount in cents (1.00 EUR = 100). */
  readonly amountCents: number;
  /** "YYYY-MM-DD" */
  readonly paymentDate?: string;
  readonly urgent?: boolean;
  readonly purposeCode: string;
  readonly purpose: string;
  /** "YYYY-MM-DD" */
  readonly dueDate?: string;
  readonly recipient: UpnParty & { readonly iban: string; readonly reference: string };
}

export interface UpnQrIssue {
  readonly field: number;
  readonly name: UpnQrFieldName | 'payload';
  readonly problem: 'TOO_LONG' | 'CHARACTERS' | 'FORMAT' | 'REQUIRED';
}

export class UpnQrError extends Error {
  readonly issues: readonly UpnQrIssue[];
  constructor(issues: readonly UpnQrIssue[]) {
    super(
      `UPN QR fields refused: ${issues.map((issue) => `${issue.field} ${issue.name} ${issue.problem}`).join(', ')}`,
    );
    this.name = 'UpnQrError';
    this.issues = issues;
  }
}

/** Field 9: the amount in cents as 11 digits, no sign and no separators (1.268,74 → 00000126874). */
export function formatUpnAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > UPN_MAX_AMOUNT_CENTS) {
    throw new RangeError('A UPN amount is 0 to 999.999.999,99 in whole cents.');
  }
  return String(amountCents).padStart(11, '0');
}

/** Fields 10 and 14: "YYYY-MM-DD" as "DD.MM.YYYY". */
export function formatUpnDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) throw new RangeError('A date is written YYYY-MM-DD.');
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** Field 20: characters (not bytes) of fields 1–19 plus one LF each, as three digits. */
export function upnControlSum(fields: readonly string[]): string {
  const count = fields.slice(0, 19).reduce((sum, field) => sum + [...field].length + 1, 0);
  return String(count).padStart(3, '0');
}

const flag = (value: boolean | undefined) => (value === true ? 'X' : '');
const compactIban = (iban: string | undefined) => (iban ?? '').replace(/\s+/g, '').toUpperCase();

function checkFields(fields: readonly string[]): UpnQrIssue[] {
  const issues: UpnQrIssue[] = [];
  UPN_QR_FIELDS.forEach(({ field, name, maxLength }, index) => {
    const value = fields[index] ?? '';
    if ([...value].length > maxLength) issues.push({ field, name, problem: 'TOO_LONG' });
    if (charactersOutsideLatin2(value).length > 0)
      issues.push({ field, name, problem: 'CHARACTERS' });
    if (value !== value.trim()) issues.push({ field, name, problem: 'FORMAT' });
  });
  const at = (name: UpnQrFieldName) =>
    fields[UPN_QR_FIELDS.findIndex((f) => f.name === name)] ?? '';
  const format = (name: UpnQrFieldName, valid: boolean) => {
    if (!valid) {
      const field = UPN_QR_FIELDS.find((f) => f.name === name)?.field ?? 0;
      issues.push({ field, name, problem: 'FORMAT' });
    }
  };
  const required = (name: UpnQrFieldName) => {
    if (at(name) === '') {
      const field = UPN_QR_FIELDS.find((f) => f.name === name)?.field ?? 0;
      issues.push({ field, name, problem: 'REQUIRED' });
    }
  };
  format('payerIban', at('payerIban') === '' || isValidIBAN(at('payerIban')));
  format(
    'payerReference',
    at('payerReference') === '' || isValidUpnReference(at('payerReference')),
  );
  format('amount', /^\d{11}$/.test(at('amount')));
  format(
    'paymentDate',
    at('paymentDate') === '' || /^\d{2}\.\d{2}\.\d{4}$/.test(at('paymentDate')),
  );
  format('purposeCode', PURPOSE_CODE_PATTERN.test(at('purposeCode')));
  format('dueDate', at('dueDate') === '' || /^\d{2}\.\d{2}\.\d{4}$/.test(at('dueDate')));
  format('recipientIban', isValidIBAN(at('recipientIban')));
  format('recipientReference', isValidUpnReference(at('recipientReference')));
  for (const name of ['purpose', 'recipientName', 'recipientStreet', 'recipientCity'] as const) {
    required(name);
  }
  return issues;
}

export interface UpnQrPayload {
  /** Fields 1–20 as written, without their LFs. */
  readonly fields: readonly string[];
  /** The whole text: each field and its LF, then the (empty) reserve. */
  readonly text: string;
}

/**
 * The UPN QR payload of a payment order, every field checked (length in characters, the
 * ISO-8859-2 repertoire, no surrounding spaces, the formats of IBANs, references, amount, dates
 * and purpose code). Throws UpnQrError with every problem found.
 */
export function buildUpnQrPayload(order: UpnPaymentOrder): UpnQrPayload {
  const payer = order.payer ?? {};
  if (
    !Number.isSafeInteger(order.amountCents) ||
    order.amountCents < 0 ||
    order.amountCents > UPN_MAX_AMOUNT_CENTS
  ) {
    throw new UpnQrError([{ field: 9, name: 'amount', problem: 'FORMAT' }]);
  }
  const dates: UpnQrIssue[] = [];
  const date = (value: string | undefined, field: 10 | 14) => {
    if (value === undefined || value === '') return '';
    try {
      return formatUpnDate(value);
    } catch {
      dates.push({ field, name: field === 10 ? 'paymentDate' : 'dueDate', problem: 'FORMAT' });
      return '';
    }
  };
  const firstNineteen = [
    UPN_QR_LEADING_STYLE,
    compactIban(payer.iban),
    flag(order.deposit),
    flag(order.withdrawal),
    payer.reference ?? '',
    (payer.name ?? '').trim(),
    (payer.street ?? '').trim(),
    (payer.city ?? '').trim(),
    formatUpnAmount(order.amountCents),
    date(order.paymentDate, 10),
    flag(order.urgent),
    order.purposeCode,
    order.purpose.trim(),
    date(order.dueDate, 14),
    compactIban(order.recipient.iban),
    order.recipient.reference,
    order.recipient.name.trim(),
    order.recipient.street.trim(),
    order.recipient.city.trim(),
  ];
  const fields = [...firstNineteen, upnControlSum(firstNineteen)];
  const issues = [...dates, ...checkFields(fields)];
  const text = fields.map((field) => `${field}\n`).join('');
  if ([...text].length > UPN_QR_MAX_CHARACTERS) {
    issues.push({ field: 0, name: 'payload', problem: 'TOO_LONG' });
  }
  if (issues.length > 0) throw new UpnQrError(issues);
  return { fields, text };
}

/**
 * The twenty fields of a UPN QR text (a scanned symbol, decoded from ISO-8859-2), or null when it
 * is not one: not led by UPNQR, fewer than twenty LFs, or a control sum that does not add up.
 */
export function parseUpnQrPayload(text: string): readonly string[] | null {
  const parts = text.split('\n');
  if (parts.length < 21 || parts[0] !== UPN_QR_LEADING_STYLE) return null;
  const fields = parts.slice(0, 20);
  // What follows the twentieth LF is the reserve: spaces or nothing.
  if (!/^ *$/.test(parts.slice(20).join('\n'))) return null;
  if (fields[19] !== upnControlSum(fields)) return null;
  return fields;
}
