import {
  AL_NID_DECADE_LETTERS,
  albanianNidCheckLetter,
  emsoCheckDigit,
  calendarDateIn,
  formatDottedDate,
  type CalendarDate,
  type TPersonalDataSections,
  type VariantId,
} from '@onboarding/domain';
import { idCardBack, idCardFront, type Portrait, type SpecimenIdCard } from './specimen-documents';

/*
 * The person behind a journey's applicant: one name, birth date, sex, national number and
 * identity card, used at sign-up, in the personal data and on the card uploaded. The server
 * cross-checks them (decision 287) and looks for other applications that share the card's or the
 * national number (decision 288); either finding makes an approval wait for a second staff member
 * (decision 267). So every applicant is one consistent person of their own, and a journey that
 * tests a mismatch makes it on purpose.
 */

export type HolderGender = 'FEMALE' | 'MALE';

export interface Holder {
  /** Which national number: the Slovenian EMŠO or the Albanian NID (decision 176). */
  readonly variant: VariantId;
  /** The journeys tell their applicants apart in shared lists (the queue) by it. */
  readonly firstName: string;
  readonly surname: string;
  readonly birthDate: CalendarDate;
  readonly gender: HolderGender;
  /** The EMŠO or the NID, encoding the birth date and the gender. */
  readonly nationalId: string;
  /** The identity card's number: nine digits of this applicant alone. */
  readonly documentNumber: string;
  readonly documentIssued: CalendarDate;
  readonly documentExpiry: CalendarDate;
}

export interface HolderOptions {
  readonly variant?: VariantId;
  readonly firstName?: string;
  readonly surname?: string;
  readonly gender?: HolderGender;
  /** Age in whole years today, both ends included; 25 to 45 unless said (any package's adult). */
  readonly age?: { readonly min: number; readonly max: number };
}

/** The Slovenian letters of the default surname: later screens and PDFs are checked for them. */
const SURNAMES: Readonly<Record<VariantId, string>> = { si: 'Žagar Čuk', al: 'Hoxha' };
const FIRST_NAMES: Readonly<Record<VariantId, string>> = { si: 'Špela', al: 'Elira' };
const TIME_ZONE = 'Europe/Ljubljana';
const DAY_MS = 86_400_000;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const digits = (value: number, width: number) => String(value).padStart(width, '0');

const toDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));
const fromDate = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const yearsLater = (date: CalendarDate, years: number) =>
  fromDate(new Date(Date.UTC(date.year + years, date.month - 1, date.day)));

/**
 * An identity card number of one applicant alone. Two applications of one product by the same
 * person (the same EMŠO or NID and document number) are refused (decision 290), and another
 * account sharing it is a possible duplicate (decision 288): the journeys' applicants are
 * different people, a retried journey included.
 */
function ownDocumentNumber(): string {
  return digits(Math.floor(Math.random() * 1e9), 9);
}

/**
 * An EMŠO (spec 2 §5): DDMMYYY, register 50, a serial of 000–499 for men and 500–999 for women,
 * the mod-11 check digit; a serial whose check digit does not exist is drawn again.
 */
function emsoOf(birth: CalendarDate, gender: HolderGender): string {
  const date = `${digits(birth.day, 2)}${digits(birth.month, 2)}${digits(birth.year % 1000, 3)}`;
  for (;;) {
    const serial = randomInt(0, 499) + (gender === 'FEMALE' ? 500 : 0);
    const first12 = `${date}50${digits(serial, 3)}`;
    const check = emsoCheckDigit(first12);
    if (check !== null) return `${first12}${check}`;
  }
}

/**
 * An Albanian NID (decision 176): the decade letter, the year digit, the month (+50 for women),
 * the day, a serial and the check letter as nidx computes it.
 */
function nidOf(birth: CalendarDate, gender: HolderGender): string {
  const decade = AL_NID_DECADE_LETTERS.charAt(Math.floor((birth.year - 1900) / 10));
  const month = birth.month + (gender === 'FEMALE' ? 50 : 0);
  const first9 = `${decade}${birth.year % 10}${digits(month, 2)}${digits(birth.day, 2)}${digits(randomInt(0, 999), 3)}`;
  const check = albanianNidCheckLetter(first9);
  if (check === null) throw new Error(`no NID check letter for ${first9}`);
  return `${first9}${check}`;
}

/** A new person: adult, born on a random day, with a national number and a card of their own. */
export function newHolder(options: HolderOptions = {}): Holder {
  const variant = options.variant ?? 'si';
  const gender = options.gender ?? 'FEMALE';
  const today = calendarDateIn(new Date(), TIME_ZONE);
  const { min, max } = options.age ?? { min: 25, max: 45 };
  // Born within the year after the birthday of `age + 1` years ago: `age` years old today.
  const age = randomInt(min, max);
  const birthDate = fromDate(
    new Date(toDate(yearsLater(today, -(age + 1))).getTime() + randomInt(1, 364) * DAY_MS),
  );
  // A card valid for ten years, issued two to eight years ago.
  const documentExpiry = fromDate(
    new Date(toDate(today).getTime() + randomInt(2 * 365, 8 * 365) * DAY_MS),
  );
  return {
    variant,
    firstName: options.firstName ?? FIRST_NAMES[variant],
    surname: options.surname ?? SURNAMES[variant],
    birthDate,
    gender,
    nationalId: variant === 'al' ? nidOf(birthDate, gender) : emsoOf(birthDate, gender),
    documentNumber: ownDocumentNumber(),
    documentIssued: yearsLater(documentExpiry, -10),
    documentExpiry,
  };
}

/** The name at sign-up and in the operator's queue. */
export function holderFullName(holder: Holder): string {
  return `${holder.firstName} ${holder.surname}`;
}

/** The holder's identity card, to render (support/specimen-documents.ts). */
export function holderIdCard(holder: Holder): SpecimenIdCard {
  return {
    holder: {
      surname: holder.surname,
      givenNames: holder.firstName,
      birthDate: holder.birthDate,
      sex: holder.gender === 'FEMALE' ? 'F' : 'M',
      nationality: holder.variant === 'al' ? 'ALB' : 'SVN',
    },
    number: holder.documentNumber,
    issued: holder.documentIssued,
    expiry: holder.documentExpiry,
  };
}

/** The holder's identity card, front (with `portrait` in the photo field) and back, as JPEGs. */
export async function holderCard(
  holder: Holder,
  portrait: Portrait = 'holder',
): Promise<{ readonly front: Buffer; readonly back: Buffer }> {
  const card = holderIdCard(holder);
  return { front: await idCardFront(card, portrait), back: await idCardBack(card) };
}

type PersonalData = TPersonalDataSections['personalData'];

/** The holder's part of the personal data section: names, birth, national number, the card. */
export function holderPersonalData(
  holder: Holder,
): Pick<
  PersonalData,
  | 'firstName'
  | 'surname'
  | 'birthDate'
  | 'gender'
  | 'personalNumber'
  | 'idType'
  | 'idDocumentNumber'
  | 'dateOfIssue'
  | 'dateOfExpiration'
> {
  return {
    firstName: holder.firstName,
    surname: holder.surname,
    birthDate: formatDottedDate(holder.birthDate),
    gender: holder.gender,
    personalNumber: holder.nationalId,
    idType: 'ID',
    idDocumentNumber: holder.documentNumber,
    dateOfIssue: formatDottedDate(holder.documentIssued),
    dateOfExpiration: formatDottedDate(holder.documentExpiry),
  };
}
