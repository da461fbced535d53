import { createHash } from 'node:crypto';
import { type Language, type TCertificateIdentity } from '@onboarding/domain';
import { formatPhoneNumber, formatPlaceInCountry } from '@onboarding/domain/format';
import type { EnteredData } from '../eligibility/entered-data';
import type { ContractParty } from './contract-content';
import type { CertificateSubject } from '../../infra/signing/signing-provider';

/** All but the last `keep` characters hidden: the page confirms, it never needs the whole. */
export function maskTail(value: string | null, keep: number): string | null {
  if (value === null) return null;
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= keep) return '•'.repeat(compact.length);
  return `${'•'.repeat(compact.length - keep)}${compact.slice(-keep)}`;
}

/**
 * "+386 •• ••• 123" from "+38641234123": the number in its international grouping (decision 235),
 * the country prefix and the last three digits shown, every other digit hidden.
 */
export function maskPhone(e164: string | null, prefix: string | null): string | null {
  if (e164 === null) return null;
  const grouped = formatPhoneNumber(e164);
  const code = prefix !== null && grouped.startsWith(`${prefix} `) ? prefix : grouped.split(' ')[0];
  const rest = grouped.slice((code ?? '').length);
  let shown = 3;
  const masked = [...rest]
    .reverse()
    .map((char) => (/\d/.test(char) && shown-- <= 0 ? '•' : char))
    .reverse()
    .join('');
  return `${code ?? ''}${masked}`;
}

/** The given names and surname as entered (prefilled from the ID document's reading). */
export function namesOf(entered: EnteredData | null, fallbackFullName: string) {
  if (entered === null) {
    const parts = fallbackFullName.trim().split(/\s+/);
    return {
      givenName: parts.slice(0, -1).join(' ') || fallbackFullName,
      surname: parts.at(-1) ?? '',
    };
  }
  const { firstName, secondName, surname } = entered.names;
  return { givenName: [firstName, secondName].filter(Boolean).join(' '), surname };
}

/** What the certificate step shows for confirmation (masked where it can be). */
export function certificateIdentity(
  entered: EnteredData | null,
  fallbackFullName: string,
  phone: { readonly e164: string | null; readonly prefix: string | null },
  countryCode: string,
): TCertificateIdentity {
  return {
    ...namesOf(entered, fallbackFullName),
    birthDate: entered?.birth.date ?? null,
    documentNumberMasked: maskTail(entered?.identityDocument.number ?? null, 3),
    mobileMasked: maskPhone(phone.e164, phone.prefix),
    countryCode,
  };
}

/**
 * The certificate's subject: the name and the bank's own id of the applicant (the prospect, never
 * a national identifier), the bank's country.
 */
export function certificateSubject(
  identity: TCertificateIdentity,
  prospectId: string,
  email: string | null,
): CertificateSubject {
  return {
    givenName: identity.givenName,
    surname: identity.surname,
    countryCode: identity.countryCode,
    serialNumber: prospectId,
    ...(email === null ? {} : { email }),
  };
}

/** What the certificate code is bound to: the subject confirmed, so another subject needs another code. */
export function subjectSha256(subject: CertificateSubject): string {
  const text = [
    subject.givenName,
    subject.surname,
    subject.countryCode,
    subject.serialNumber,
    subject.email ?? '',
  ]
    .map((part) => part.replaceAll('\n', ' '))
    .join('\n');
  return createHash('sha256').update(`certificate-subject/1\n${text}\n`).digest('hex');
}

/**
 * The customer as the contracts name them, in the contracts' language: the address's country only
 * when it is not the bank's own (decision 238).
 */
export function contractParty(
  entered: EnteredData | null,
  fallbackFullName: string,
  { language, homeCountry }: { readonly language: Language; readonly homeCountry: string },
): ContractParty {
  const names = namesOf(entered, fallbackFullName);
  const permanent =
    entered?.addresses.find((address) => address.type === 'PERMANENT') ?? entered?.addresses[0];
  return {
    fullName: `${names.givenName} ${names.surname}`.trim(),
    birthDate: entered?.birth.date ?? null,
    address:
      permanent === undefined
        ? null
        : `${permanent.street} ${permanent.number}, ${formatPlaceInCountry(
            permanent.zipCode,
            permanent.city,
            permanent.countryCode,
            language,
            homeCountry,
          )}`,
    documentNumberMasked: maskTail(entered?.identityDocument.number ?? null, 3),
    email: entered?.contact.email ?? null,
  };
}
