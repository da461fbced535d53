import { formatList } from '@onboarding/domain/format';
import type { ComponentType } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { AgainstDocumentNote } from './against-document-note';
import { fieldLabelKey } from './field-labels';
import { useFormMethods } from './form-methods';
import { useDocumentReadings } from './prefill';

type FieldName = FieldPath<PersonalDataFormValues>;

/** As the document and the applicant may write it: case, spaces and separators aside. */
const comparable = (value: string) => value.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Under text fields the document's reading also fills (a date, the document's number and
 * expiry): when what is typed is not what the document says, says what it says (decision 287).
 * A question, never a refusal; the names have their own (NameAgainstDocument).
 */
export function valuesAgainstDocument(names: readonly FieldName[]): ComponentType {
  function ValuesAgainstDocument() {
    const t = useT();
    const language = useLanguage();
    const albanian = useVariant().id === 'al';
    const { control } = useFormMethods();
    const readings = useDocumentReadings(names);
    const typed = useWatch({ control, name: [...names] });
    const differing = names.flatMap((name, index) => {
      const read = readings[name];
      const value = typed[index];
      if (read === undefined || typeof value !== 'string' || value.trim() === '') return [];
      if (comparable(read) === comparable(value)) return [];
      const label = fieldLabelKey(name, albanian);
      return [label === null ? read : `${t(label)} ${read}`];
    });
    return (
      <AgainstDocumentNote
        message={
          differing.length === 0
            ? null
            : t('personalData.prefill.valuesOnDocument', {
                values: formatList(differing, language),
              })
        }
      />
    );
  }
  return ValuesAgainstDocument;
}
