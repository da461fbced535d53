import { formatList } from '@onboarding/domain/format';
import type { ComponentType } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useLookupOptions } from '../hooks/use-options';
import type { PersonalDataFormValues } from '../form/form-values';
import { AgainstDocumentNote } from './against-document-note';
import { fieldLabelKey } from './field-labels';
import { useFormMethods } from './form-methods';
import { useDocumentReading, useDocumentReadings } from './prefill';

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

/**
 * Under the sex: the document's (the MRZ's, decision 287), by its name in the list, when another is
 * chosen. A select shows no typed text to compare, so the badge alone would not say which it read.
 */
export function GenderAgainstDocument() {
  const t = useT();
  const { control } = useFormMethods();
  const options = useLookupOptions('gender');
  const read = useDocumentReading('personalData.gender');
  const chosen = useWatch({ control, name: 'personalData.gender' });
  const label = options.find((option) => option.value === read)?.label;
  const differs = read !== undefined && label !== undefined && chosen !== '' && chosen !== read;
  return (
    <AgainstDocumentNote
      message={
        differs
          ? t('personalData.prefill.valuesOnDocument', {
              values: `${t('personalData.personal.gender')} ${label.toLowerCase()}`,
            })
          : null
      }
    />
  );
}
