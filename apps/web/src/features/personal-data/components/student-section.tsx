import {
  STUDENT_DOCUMENT_TYPES,
  uploadRuleOf,
  type DocumentSide,
  type StudentDocumentType,
} from '@onboarding/domain';
import { memo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { UploadBox } from '../../../components/ui/upload-box';
import { uploadDocument } from '../../../lib/api/upload-document';
import { useT } from '../../../lib/i18n/i18n-context';
import { SelectField, TextField } from './fields';
import { useFormMethods, useOwnFieldError } from './form-methods';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { studentSummary } from './section-summaries';

interface Slot {
  readonly side: DocumentSide | null;
  readonly label: string;
}

interface SlotState {
  readonly uploading: boolean;
  readonly mediaType: string | null;
  readonly error: string | null;
}

const IDLE: SlotState = { uploading: false, mediaType: null, error: null };

export interface StudentSectionProps extends SectionShellProps {
  readonly uid: string;
  readonly prospectId: string;
}

/**
 * spec 2 §3 "Student data" (Diploma package): the kind of proof, its files uploaded through the
 * documents API (front and rear of the student card, or the certificate), the registration number.
 */
export const StudentSection = memo(function StudentSection({
  uid,
  prospectId,
  ...shell
}: StudentSectionProps) {
  const t = useT();
  const { control, setValue, getValues } = useFormMethods();
  const documentType: StudentDocumentType | '' = useWatch({
    control,
    name: 'student.documentType',
  });
  const documents = useWatch({ control, name: 'student.documentsList' });
  const listError = useOwnFieldError('student.documentsList');
  const [slots, setSlots] = useState<readonly SlotState[]>([IDLE, IDLE]);

  const shown: readonly Slot[] =
    documentType === 'STUDENT_CARD'
      ? [
          { side: 'FRONTVIEW', label: t('personalData.student.cardFront') },
          { side: 'BACKVIEW', label: t('personalData.student.cardRear') },
        ]
      : documentType === 'ENROLMENT_CERTIFICATE'
        ? [{ side: null, label: t('personalData.student.certificate') }]
        : [];

  const setSlot = (index: number, state: SlotState) =>
    setSlots((current) => current.map((slot, position) => (position === index ? state : slot)));

  const upload = async (index: number, side: DocumentSide | null, file: File) => {
    if (documentType === '') return;
    setSlot(index, { uploading: true, mediaType: file.type, error: null });
    try {
      const stored = await uploadDocument(
        { uid, prospectId, documentType, side, file },
        { timeout: 'long' },
      );
      const list = [...getValues('student.documentsList')];
      list[index] = stored.id;
      setValue('student.documentsList', list.slice(0, shown.length), {
        shouldValidate: true,
        shouldDirty: true,
      });
      setSlot(index, { uploading: false, mediaType: stored.mediaType, error: null });
    } catch {
      setSlot(index, { ...IDLE, error: 'personalData.student.uploadFailed' });
    }
  };

  return (
    <GuidedSection section="student" summarise={studentSummary} {...shell}>
      <p className="personal-data__note">{t('personalData.student.lead')}</p>
      <SelectField
        name="student.documentType"
        label={t('personalData.student.documentType')}
        options={STUDENT_DOCUMENT_TYPES.map((value) => ({
          value,
          label: t(`personalData.options.studentDocument.${value}`),
        }))}
        onValueChange={() => {
          // Another kind of proof needs its own files.
          setValue('student.documentsList', [], { shouldValidate: true });
          setSlots([IDLE, IDLE]);
        }}
        required
      />
      {shown.length > 0 && documentType !== '' ? (
        <div className="student-upload">
          {shown.map((slot, index) => {
            const id = documents[index] ?? null;
            const state = slots[index] ?? IDLE;
            return (
              <UploadBox
                key={`${documentType}-${slot.side ?? 'single'}`}
                name={`student.documentsList.${index}`}
                label={slot.label}
                accept={uploadRuleOf(documentType).mediaTypes}
                maxBytes={uploadRuleOf(documentType).maxBytes}
                uploading={state.uploading}
                imageId={id}
                {...(id === null ? {} : { previewUrl: `/services/slo/onboarding/images/${id}` })}
                {...(state.mediaType === null ? {} : { fileType: state.mediaType })}
                error={state.error ?? (index === 0 && id === null ? (listError ?? null) : null)}
                onFiles={([file]) => {
                  if (file) void upload(index, slot.side, file);
                }}
              />
            );
          })}
        </div>
      ) : null}
      <TextField
        name="student.studentRegistrationNumber"
        label={t('personalData.student.registrationNumber')}
        hint={t('personalData.student.registrationNumberHint')}
        required
      />
    </GuidedSection>
  );
});
