import {
  calendarDateIn,
  parseDottedDate,
  personalDataSectionsSchema,
  prospectRequestBodyFromSections,
  type PackageName,
  type PersonalDataContext,
} from '@onboarding/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { Icon } from '../../../components/ui/icon';
import { handleApiFailure } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { submitInfo } from '../api/submit-info';
import { sectionsOf, type PersonalDataFormValues } from '../form/form-values';
import { allSectionsValid, sectionValidity } from '../form/section-validity';
import { placeServerErrors } from '../form/server-errors';
import { useAutosave, type SaveStatus } from '../hooks/use-autosave';
import { useStudentAgeCheck } from '../hooks/use-student-age-check';
import { AddressSection } from './address-section';
import { ContactsSection } from './contacts-section';
import { EmploymentSection } from './employment-section';
import { PersonalSection } from './personal-section';
import { PrefillProvider, type PrefillValues } from './prefill';
import { PurposeSection } from './purpose-section';
import { StudentSection } from './student-section';

/** The bank's calendar decides "today" for ages and document dates. */
export const BANK_TIME_ZONE = 'Europe/Ljubljana';

export interface PersonalDataFormProps {
  readonly uid: string;
  readonly prospectId: string;
  readonly packageName: PackageName | null;
  readonly initialValues: PersonalDataFormValues;
  readonly prefilled: PrefillValues;
  /** After the final PATCH succeeded: the wizard moves on. */
  readonly onSubmitted: () => Promise<void> | void;
  /** Injected in tests; the real calls otherwise. */
  readonly submit?: typeof submitInfo;
  readonly checkAge?: (birthdate: string) => Promise<boolean>;
}

/** The form checks the student section only under the Diploma package (domain sections). */
function sectionsResolver(
  context: PersonalDataContext,
  isDiploma: boolean,
): Resolver<PersonalDataFormValues> {
  const resolve = zodResolver(personalDataSectionsSchema(context));
  // The schema's field type is the domain's sections (student nullable); the form always holds a
  // student group. The options only carry field names, which both share.
  return (values, resolverContext, options) =>
    resolve(
      sectionsOf(values, isDiploma),
      resolverContext,
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<PersonalDataFormValues>>;
}

const SAVE_STATUS_KEYS = {
  saving: 'personalData.actions.saving',
  saved: 'personalData.actions.saved',
  failed: 'personalData.actions.saveFailed',
} as const satisfies Record<Exclude<SaveStatus, 'idle'>, string>;

/**
 * The personal data screen's one form (spec 1 §2 DataEntry): the sections, each with its "looks ok"
 * line; saved as the applicant goes; Next stays disabled while anything shown is invalid, and
 * Enter proceeds once it is not. The final PATCH sends the prospect request body of spec 2 §3;
 * its field errors are put next to their fields.
 */
export function PersonalDataForm({
  uid,
  prospectId,
  packageName,
  initialValues,
  prefilled,
  onSubmitted,
  submit = submitInfo,
  checkAge,
}: PersonalDataFormProps) {
  const t = useT();
  const isDiploma = packageName === 'Diploma';
  const variant = useVariant();
  // The variant picks the identifiers' and postal codes' rules (decision 176) and the bank's day.
  const context = useMemo<PersonalDataContext>(
    () => ({
      today: calendarDateIn(new Date(), variant.timeZone),
      packageName,
      variant: variant.id,
    }),
    [packageName, variant],
  );
  const form = useForm<PersonalDataFormValues>({
    mode: 'onTouched',
    defaultValues: initialValues,
    resolver: sectionsResolver(context, isDiploma),
  });
  const values = useWatch({ control: form.control }) as PersonalDataFormValues;
  const validity = sectionValidity(values, context);
  const [countriesValid, setCountriesValid] = useState(true);
  const [mainError, setMainError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const autosave = useAutosave({ form, prospectId, isDiploma, validity });
  const focusBirthDate = () => form.setFocus('personalData.birthDate');
  const checkStudentAge = useStudentAgeCheck(focusBirthDate, checkAge);
  const canProceed = allSectionsValid(validity) && countriesValid;

  /** Under Diploma, leaving a complete birth date checks the age (spec 2 §5 "Students"). */
  const checkBirthDate = (value: string) => {
    // A date the form does not take is its own error here; Next runs the failure path for it.
    if (parseDottedDate(value) !== null) void checkStudentAge(value, true);
  };

  const onSubmit = async (data: PersonalDataFormValues) => {
    if (!canProceed || pending) return;
    setMainError(null);
    setPending(true);
    try {
      if (isDiploma && (await checkStudentAge(data.personalData.birthDate)) !== 'ok') return;
      const sections = sectionsOf(data, isDiploma);
      await autosave.stop();
      await submit(prospectId, prospectRequestBodyFromSections(sections, { uid }));
      await onSubmitted();
    } catch (error) {
      autosave.resume();
      if (!isApiError(error)) throw error;
      if (error.status === 400 && error.fieldErrors.length > 0) {
        const placed = placeServerErrors(error.fieldErrors, data.personalData.idType);
        let first: string | null = null;
        for (const [field, code] of placed.fields) {
          form.setError(field as FieldPath<PersonalDataFormValues>, {
            type: 'server',
            message: code,
          });
          first ??= field;
        }
        if (first !== null) form.setFocus(first as FieldPath<PersonalDataFormValues>);
        setMainError(placed.unplaced.length > 0 ? 'personalData.actions.serverRefused' : null);
      } else {
        handleApiFailure(error);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <PrefillProvider values={prefilled}>
      <Form form={form} mainError={mainError} className="personal-data__form" onSubmit={onSubmit}>
        {Object.keys(prefilled).length > 0 ? (
          <p className="personal-data__prefill-summary">
            <Icon name="info" />
            <span>{t('personalData.prefill.summary')}</span>
          </p>
        ) : null}
        <PersonalSection
          valid={validity.personalData}
          {...(isDiploma ? { onBirthDateBlur: checkBirthDate } : {})}
        />
        <AddressSection valid={validity.address} />
        <ContactsSection valid={validity.contacts} />
        <EmploymentSection valid={validity.employment} />
        <PurposeSection
          valid={validity.questionnaire}
          studentLocked={isDiploma}
          onCountriesValidityChange={setCountriesValid}
        />
        {isDiploma ? (
          <StudentSection valid={validity.student} uid={uid} prospectId={prospectId} />
        ) : null}
        <div className="personal-data__actions">
          <p className="personal-data__save-status" role="status">
            {autosave.status === 'idle' ? '' : t(SAVE_STATUS_KEYS[autosave.status])}
          </p>
          <Button type="submit" disabled={!canProceed} loading={pending}>
            {t('personalData.actions.next')}
          </Button>
          {canProceed ? null : (
            <p className="personal-data__next-hint">{t('personalData.actions.nextDisabled')}</p>
          )}
        </div>
      </Form>
    </PrefillProvider>
  );
}
