/**
 * Payment references of the UPN (the "sklic"): the Slovenian models SI00–SI99 of the ZBS rules
 * ("Pravila za oblikovanje in uporabo standardiziranih referenc") and the international creditor
 * reference RF of ISO 11649. A reference field of the UPN QR holds 4 characters of model
 * (`SI12`, `RF18`) and up to 22 of reference, 26 in all, without spaces.
 */

/** The longest reference field of the UPN QR: model and reference together. */
export const UPN_REFERENCE_MAX_LENGTH = 26;

/**
 * The structure of each SI model: parts separated by `-`; `(…)k` closes the parts in the
 * brackets with a mod-11 control digit; `min`–`max` is how many parts may be given (the last
 * ones may be left out). From the checker of A. Zitnik (2017), which follows the ZBS rules.
 */
const SI_MODELS: Readonly<Record<string, { pattern: string; min: number; max: number }>> = {
  '00': { pattern: 'p-p-p', min: 1, max: 3 },
  '01': { pattern: '(p-p-p)k', min: 1, max: 3 },
  '02': { pattern: 'p-(p)k-(p)k', min: 3, max: 3 },
  '03': { pattern: '(p)k-(p)k-(p)k', min: 3, max: 3 },
  '04': { pattern: '(p)k-p-(p)k', min: 3, max: 3 },
  '05': { pattern: '(p)k-p-p', min: 1, max: 3 },
  '06': { pattern: 'p-(p-p)k', min: 2, max: 3 },
  '07': { pattern: 'p-(p)k-p', min: 2, max: 3 },
  '08': { pattern: '(p-p)k-(p)k', min: 3, max: 3 },
  '09': { pattern: '(p-p)k-p', min: 1, max: 3 },
  '10': { pattern: '(p)k-(p-p)k', min: 2, max: 3 },
  '11': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '12': { pattern: '(p)k', min: 1, max: 1 },
  '18': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '19': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '21': { pattern: '(p)k-p', min: 1, max: 3 },
  '28': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '31': { pattern: '(p)k-p', min: 1, max: 3 },
  '38': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '40': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '41': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '48': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '49': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '51': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '55': { pattern: '(p)k-p-p', min: 1, max: 3 },
  '58': { pattern: '(p)k-(p)k-p', min: 2, max: 3 },
  '99': { pattern: '', min: 0, max: 0 },
};

/**
 * The "modul 11" control digit of SI references: the digits from right to left weighted 2, 3,
 * 4, …; k = 11 − (sum mod 11), and 10 or 11 give 0.
 */
export function siMod11ControlDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('A control digit is computed over digits only.');
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    sum += Number(digit) * (index + 2);
  });
  const control = 11 - (sum % 11);
  return control > 9 ? 0 : control;
}

/** Which groups of parts a pattern closes with a control digit, as [first, last] part indexes. */
function controlledGroups(pattern: string): [number, number][] {
  const groups: [number, number][] = [];
  let part = 0;
  let openedAt: number | null = null;
  for (const token of pattern.split('-')) {
    if (token.startsWith('(')) openedAt = part;
    if (token.endsWith(')k') && openedAt !== null) {
      groups.push([openedAt, part]);
      openedAt = null;
    }
    part += 1;
  }
  return groups;
}

/**
 * Whether an SI reference (`SI12 1234567890120`, `SI08 1236-17-345679`; spaces are ignored) is
 * well formed for its model: digits and `-` only, at most 22 characters and 20 digits after the
 * model, the model's number of parts, and each control digit right.
 */
export function isValidSiReference(reference: string): boolean {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  const match = /^SI(\d{2})(.*)$/.exec(compact);
  if (match === null) return false;
  const [, model = '', rest = ''] = match;
  const rules = SI_MODELS[model];
  if (rules === undefined) return false;
  if (rules.max === 0) return rest === '';
  if (rest.length < 1 || rest.length > 22) return false;
  const parts = rest.split('-');
  if (parts.length < rules.min || parts.length > rules.max) return false;
  if (parts.some((part) => !/^\d{1,20}$/.test(part))) return false;
  if (parts.join('').length > 20) return false;
  for (const [first, last] of controlledGroups(rules.pattern)) {
    if (first >= parts.length) continue;
    const digits = parts.slice(first, Math.min(last, parts.length - 1) + 1).join('');
    if (digits.length < 2) return false;
    if (siMod11ControlDigit(digits.slice(0, -1)) !== Number(digits.slice(-1))) return false;
  }
  return true;
}

/** An SI12 reference for a number: the number followed by its control digit (`SI12` + 1–20 digits). */
export function si12Reference(number: string): string {
  if (!/^\d{1,19}$/.test(number)) {
    throw new RangeError('An SI12 number has 1 to 19 digits before its control digit.');
  }
  return `SI12${number}${siMod11ControlDigit(number)}`;
}

/** Letters count as 10 (A) to 35 (Z) in ISO 7064 MOD 97-10. */
function toIso7064Digits(text: string): string {
  return [...text]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
}

/** A long digit string mod 97, in chunks that stay within a JavaScript number's precision. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  }
  return remainder;
}

const RF_BODY = /^[0-9A-Z]{1,21}$/;

/** The ISO 11649 creditor reference of a body: `RF` + two check digits + the body. */
export function rfReference(body: string): string {
  const compact = body.replace(/\s+/g, '').toUpperCase();
  if (!RF_BODY.test(compact)) {
    throw new RangeError('An RF reference body has 1 to 21 letters or digits.');
  }
  const check = 98 - mod97(toIso7064Digits(`${compact}RF00`));
  return `RF${String(check).padStart(2, '0')}${compact}`;
}

/** Whether an RF reference (`RF18 5390 0754 7034`; spaces ignored) checks under ISO 11649. */
export function isValidRfReference(reference: string): boolean {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  const match = /^RF(\d{2})([0-9A-Z]{1,21})$/.exec(compact);
  if (match === null) return false;
  const check = Number(match[1]);
  if (check < 2 || check > 98) return false;
  return mod97(toIso7064Digits(`${match[2] ?? ''}${compact.slice(0, 4)}`)) === 1;
}

/** A reference field of the UPN QR: an SI reference of a known model, or an RF reference. */
export function isValidUpnReference(reference: string): boolean {
  if (reference.length > UPN_REFERENCE_MAX_LENGTH || /\s/.test(reference)) return false;
  return reference.startsWith('RF') ? isValidRfReference(reference) : isValidSiReference(reference);
}

/** A reference as printed on a slip: model, a space, the rest (`SI12 1234567890120`). */
export function formatReference(reference: string): string {
  return reference.length > 4 ? `${reference.slice(0, 4)} ${reference.slice(4)}` : reference;
}
