/**
 * Does the payer of the penny transfer look like the applicant? The bank's feed gives the payer's
 * name as their bank wrote it (free text, at most 33 characters on a UPN), so the comparison
 * forgives how names get written and refuses what would let someone else's account pass:
 *
 * 1. Case, diacritics and punctuation do not count: "ČEBULJ-ŠKERL" = "Cebulj Skerl"; Đ/đ is
 *    also read as "Dj"/"dj" (Đorđević = Djordjevic = Dordevic), as Slovenian banks' systems often
 *    drop it so.
 * 2. Order does not count: "Novak Janez" = "Janez Novak".
 * 3. Extra spaces do not count; a hyphenated surname is its words.
 * 4. Middle names may be left out, or written as an initial ("Ana M. Novak").
 * 5. A name cut at the field's 33 characters may end in the start of a word.
 * 6. It must hold at least one of the applicant's surnames and one given name in full, and no
 *    word that is not the applicant's ("Janez in Marija Novak", a company, a spouse): those go to
 *    an operator, who sees both names and decides.
 */

export interface ApplicantName {
  readonly givenNames: string;
  readonly surnames: string;
}

export type PayerNameMatch =
  | { readonly matches: true }
  | {
      readonly matches: false;
      readonly reason: 'EMPTY' | 'UNKNOWN_WORDS' | 'SURNAME_MISSING' | 'GIVEN_NAME_MISSING';
    };

/** The UPN field of a payer's name holds at most this many characters (Priloga 7.3 field 6). */
const PAYER_NAME_FIELD_LENGTH = 33;

/** Lower case, no diacritics, Đ as d, punctuation as spaces: the words of a name. */
export function nameWords(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[Đđ]/g, 'd')
      .replace(/[Łł]/g, 'l')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '')
      // "dj" and "d" are the same letter Đ written two ways.
      .map((word) => word.replace(/dj/g, 'd'))
  );
}

export function matchPayerName(payerName: string, applicant: ApplicantName): PayerNameMatch {
  const payer = nameWords(payerName);
  const given = nameWords(applicant.givenNames);
  const surnames = nameWords(applicant.surnames);
  if (payer.length === 0 || given.length === 0 || surnames.length === 0) {
    return { matches: false, reason: 'EMPTY' };
  }
  const cutAtFieldLength = [...payerName.trim()].length >= PAYER_NAME_FIELD_LENGTH;
  const unused = [
    ...given.map((word) => ({ word, surname: false })),
    ...surnames.map((word) => ({ word, surname: true })),
  ];
  let fullSurname = false;
  let fullGivenName = false;
  for (const [index, word] of payer.entries()) {
    const last = index === payer.length - 1;
    const exact = unused.findIndex((candidate) => candidate.word === word);
    const initial =
      word.length === 1
        ? unused.findIndex((candidate) => !candidate.surname && candidate.word.startsWith(word))
        : -1;
    const cut =
      last && cutAtFieldLength
        ? unused.findIndex((candidate) => candidate.word.startsWith(word))
        : -1;
    const at = exact >= 0 ? exact : initial >= 0 ? initial : cut;
    if (at < 0) return { matches: false, reason: 'UNKNOWN_WORDS' };
    const [taken] = unused.splice(at, 1);
    if (exact >= 0 && taken !== undefined) {
      if (taken.surname) fullSurname = true;
      else fullGivenName = true;
    }
  }
  if (!fullSurname) return { matches: false, reason: 'SURNAME_MISSING' };
  if (!fullGivenName) return { matches: false, reason: 'GIVEN_NAME_MISSING' };
  return { matches: true };
}
