import { compareNames } from '@onboarding/domain';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { AgainstDocumentNote } from './against-document-note';
import { useFormMethods } from './form-methods';
import { useDocumentNamesCut, useDocumentReading, useSignUpName } from './prefill';

/**
 * Under the names: when the names typed, or the name signed up with, are another name than the
 * document's machine-readable zone holds (the domain's name comparison: any order, diacritics and
 * a left-out given name aside), says what the document says and which name counts (decision 287).
 * A question, never a refusal: a name may have changed since the document was issued.
 */
export function NameAgainstDocument() {
  const t = useT();
  const { control } = useFormMethods();
  const readFirst = useDocumentReading('personalData.firstName');
  const readSurname = useDocumentReading('personalData.surname');
  const signUpName = useSignUpName();
  const namesCut = useDocumentNamesCut();
  const [firstName, secondName, surname] = useWatch({
    control,
    name: ['personalData.firstName', 'personalData.secondName', 'personalData.surname'],
  });
  if (readFirst === undefined || readSurname === undefined) return null;
  const documentName = `${readFirst} ${readSurname}`;
  const typed = `${firstName} ${secondName} ${surname}`;
  // A full field cuts the last given name (ICAO 9303 part 3): what is read is its beginning.
  const cutWord = namesCut ? readFirst.split(' ').at(-1) : undefined;
  const message =
    compareNames(typed, documentName, cutWord) === 'DIFFERENT'
      ? t('personalData.prefill.nameOnDocument', { document: documentName })
      : signUpName !== '' && compareNames(signUpName, documentName, cutWord) === 'DIFFERENT'
        ? t('personalData.prefill.signUpNameOnDocument', {
            signUp: signUpName,
            document: documentName,
          })
        : null;
  return <AgainstDocumentNote message={message} />;
}
