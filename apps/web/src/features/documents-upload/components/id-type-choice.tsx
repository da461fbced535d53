import { ID_DOCUMENT_TYPES, idDocumentTypeSchema, type IdDocumentType } from '@onboarding/domain';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useT } from '../../../lib/i18n/i18n-context';

export interface IdTypeChoiceProps {
  readonly value: IdDocumentType | null;
  readonly onChange: (type: IdDocumentType) => void;
  /** A message key shown under the choice. */
  readonly error?: string | null;
  readonly disabled?: boolean;
  readonly legend?: string;
}

/** spec 2 §3: identity card (front and back) or passport (the photo page). */
export function IdTypeChoice({ value, onChange, error, disabled, legend }: IdTypeChoiceProps) {
  const t = useT();
  return (
    <RadioGroup
      name="idType"
      legend={legend ?? t('documents.choose.legend')}
      value={value}
      error={error ?? null}
      disabled={disabled}
      required
      options={ID_DOCUMENT_TYPES.map((type) => ({
        value: type,
        label: t(`documents.documentNames.${type}`),
        hint: t(`documents.choose.hints.${type}`),
      }))}
      onValueChange={(chosen) => {
        const parsed = idDocumentTypeSchema().safeParse(chosen);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
