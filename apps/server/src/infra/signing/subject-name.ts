import type { CertificateSubject } from './signing-provider';

/** The name attributes of a natural person's certificate subject. */
export interface SubjectName {
  /** Absent when the person has one name only. */
  readonly givenName?: string;
  readonly surname: string;
  readonly commonName: string;
}

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * The name part of a natural person's subject (ETSI EN 319 412-2 §4.2.4: countryName, "a choice
 * of givenName and/or surname, or pseudonym", and commonName). A person with one name only (an
 * applicant registered as "Madonna", whichever field it was entered in) is neither pseudonymous
 * nor nameless: the one name is the surname and the common name, and no givenName is written
 * (an empty or repeated given name would say something the identity document does not). Null
 * when there is no name at all.
 */
export function subjectNameOf(
  subject: Pick<CertificateSubject, 'givenName' | 'surname'>,
): SubjectName | null {
  const givenName = tidy(subject.givenName);
  const surname = tidy(subject.surname);
  if (givenName !== '' && surname !== '') {
    return { givenName, surname, commonName: `${givenName} ${surname}` };
  }
  const only = surname === '' ? givenName : surname;
  return only === '' ? null : { surname: only, commonName: only };
}
