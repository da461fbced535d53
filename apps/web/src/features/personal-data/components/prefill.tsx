import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { Icon } from '../../../components/ui/icon';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useFormMethods } from './form-methods';

/** Form field name → the value the screen opened with (spec 1 §4, decision 102). */
export type PrefillValues = Readonly<Record<string, string>>;

/** Where a prefilled value came from: the identity document's reading, or the sign-up. */
export type PrefillSource = 'document' | 'signUp';

type FieldName = FieldPath<PersonalDataFormValues>;

interface Prefill {
  readonly document: PrefillValues;
  readonly signUp: PrefillValues;
  /** The full name given at sign-up, whatever the fields hold now. */
  readonly signUpName: string;
  /** The document's names filled its zone's field: the last one read may be cut short. */
  readonly documentNamesCut: boolean;
}

const PrefillContext = createContext<Prefill>({
  document: {},
  signUp: {},
  signUpName: '',
  documentNamesCut: false,
});

export function PrefillProvider({
  values,
  signUp = NONE,
  signUpName = '',
  documentNamesCut = false,
  children,
}: {
  /** Read from the identity document. */
  values: PrefillValues;
  /** Given at sign-up (decisions 199 and 213). */
  signUp?: PrefillValues;
  /** The full name given at sign-up (the name check of decision 287). */
  signUpName?: string;
  /** The document's names filled its zone's field (ICAO 9303 part 3 cuts the last one). */
  documentNamesCut?: boolean;
  children: ReactNode;
}) {
  const prefill = useMemo(
    () => ({ document: values, signUp, signUpName, documentNamesCut }),
    [values, signUp, signUpName, documentNamesCut],
  );
  return <PrefillContext value={prefill}>{children}</PrefillContext>;
}

const NONE: PrefillValues = {};

/**
 * Whether the field still holds the value it was prefilled with, and from where: then it is
 * marked, so the applicant checks it. A changed value is the applicant's own and loses the mark.
 */
export function useIsPrefilled(name: string): PrefillSource | null {
  const prefill = useContext(PrefillContext);
  const { control } = useFormMethods();
  const read = prefill.document[name];
  const given = prefill.signUp[name];
  const source: PrefillSource | null =
    read !== undefined && read !== ''
      ? 'document'
      : given !== undefined && given !== ''
        ? 'signUp'
        : null;
  // Only a prefilled field listens to its value.
  const value: unknown = useWatch({ control, name: name as FieldName, disabled: source === null });
  if (source === 'document') return value === read ? source : null;
  if (source === 'signUp') return value === given ? source : null;
  return null;
}

/** The full name given at sign-up; empty when the screen did not get it. */
export function useSignUpName(): string {
  return useContext(PrefillContext).signUpName;
}

/** The values read from the document for `names`, by name, those the reading filled. */
export function useDocumentReadings(names: readonly string[]): Readonly<Record<string, string>> {
  const read = useContext(PrefillContext).document;
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = read[name];
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
}

/** Whether the document's names filled its zone's field, the last one perhaps cut short. */
export function useDocumentNamesCut(): boolean {
  return useContext(PrefillContext).documentNamesCut;
}

/** The value read from the document for `name`, if the reading filled it. */
export function useDocumentReading(name: string): string | undefined {
  const read = useContext(PrefillContext).document[name];
  return read === '' ? undefined : read;
}

const TEXTS = {
  document: { badge: 'personalData.prefill.badge', note: 'personalData.prefill.note' },
  signUp: { badge: 'personalData.prefill.signUpBadge', note: 'personalData.prefill.signUpNote' },
} as const;

/**
 * The hint line of a prefilled field: a badge and "read from your document, check it". A value
 * read from the document that the rules refuse is named, with the field's message under it giving
 * the reason (decision 247): it is shown as read, never dropped.
 */
export function PrefillHint({
  source,
  hint,
  refusedValue,
}: {
  source: PrefillSource;
  hint?: ReactNode;
  /** The value as read, when the field's rules refuse it. */
  refusedValue?: string | undefined;
}) {
  const t = useT();
  return (
    <>
      <span className="prefill-hint">
        <span className="prefill-hint__badge">
          <Icon name="info" />
          {t(TEXTS[source].badge)}
        </span>
        <span className="prefill-hint__note">
          {refusedValue === undefined
            ? t(TEXTS[source].note)
            : t('personalData.prefill.refused', { value: refusedValue })}
        </span>
      </span>
      {hint ? (
        <>
          {' '}
          <span>{hint}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The names given at sign-up (one "full name" field) for a screen that opens without them: the
 * last word the surname, the words before it the first name, marked for the applicant to check
 * (a two-word surname is theirs to correct).
 */
export function namesFromSignUp(
  fullName: string,
  current: { readonly firstName: string; readonly surname: string },
): Record<string, string> {
  if (current.firstName.trim() !== '' || current.surname.trim() !== '') return {};
  const words = fullName.trim().split(/\s+/u);
  const surname = words.pop();
  if (surname === undefined || words.length === 0) return {};
  return { 'personalData.firstName': words.join(' '), 'personalData.surname': surname };
}

/**
 * The mobile number given at sign-up, for a contacts section that has none yet (a saved draft's
 * number is the applicant's later word and stays).
 */
export function mobileFromSignUp(
  mobilePhone: { readonly prefix: string; readonly number: string } | null,
  current: { readonly mobilePhoneNumber: string },
): Record<string, string> {
  if (mobilePhone === null || current.mobilePhoneNumber.trim() !== '') return {};
  return { 'contacts.mobilePhoneNumber': mobilePhone.number };
}
