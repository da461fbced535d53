import {
  calendarDateIn,
  parseDottedDate,
  prospectRequestBodyFromSections,
  type PackageName,
  type PersonalDataContext,
  type TCorrection,
} from '@onboarding/domain';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ProfilerOnRenderCallback,
} from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { firstInvalidControl, useInvalidSubmit } from '../../../components/ui/use-invalid-submit';
import { handleApiFailure } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { submitInfo } from '../api/submit-info';
import { sectionsOf, type PersonalDataFormValues } from '../form/form-values';
import { allSectionsValid } from '../form/section-validity';
import { sectionsResolver } from '../form/resolver';
import { placeServerErrors } from '../form/server-errors';
import { useAutosave, type SaveStatus } from '../hooks/use-autosave';
import { useCorrectionSections } from '../hooks/use-correction-sections';
import { useGuide } from '../hooks/use-guide';
import { BlockingFieldsContext, useSectionStatus } from '../hooks/use-section-status';
import { useStudentAgeCheck } from '../hooks/use-student-age-check';
import { AddressSection } from './address-section';
import { ContactsSection } from './contacts-section';
import { CorrectionNote } from '../../../components/correction-note/correction-note';
import { EmploymentSection } from './employment-section';
import { FormMethodsProvider, type FormMethods } from './form-methods';
import { ScreenForm } from './screen-form';
import { LiveNextBlockers, withTypedCountry } from './next-blockers';
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
  /** Values given at sign-up that the screen opened with (the names, when the reading has none). */
  readonly fromSignUp?: PrefillValues;
  /** The full name given at sign-up, set against the document's (decision 287). */
  readonly signUpName?: string;
  /** The document's names filled its zone's field, the last one perhaps cut short (ICAO 9303). */
  readonly documentNamesCut?: boolean;
  /**
   * The video operator's correction of one section (decision 244): only that section is shown,
   * with the reason above it; the rest goes with the form as it was given.
   */
  readonly correction?: TCorrection | null;
  /** After the final PATCH succeeded: the wizard moves on. */
  readonly onSubmitted: () => Promise<void> | void;
  /** Injected in tests; the real calls otherwise. */
  readonly submit?: typeof submitInfo;
  readonly checkAge?: (birthdate: string) => Promise<boolean>;
  /**
   * Tests only: told each time a section's subtree renders (React Profiler), to show that typing
   * in one section renders no other (decision 198).
   */
  readonly onSectionRender?: ProfilerOnRenderCallback;
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
  fromSignUp,
  signUpName = '',
  documentNamesCut = false,
  correction = null,
  onSubmitted,
  submit = submitInfo,
  checkAge,
  onSectionRender,
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
  // Built once per rules context (form/resolver.ts), not per render.
  const resolver = useMemo(() => sectionsResolver(context, isDiploma), [context, isDiploma]);
  const form = useForm<PersonalDataFormValues>({
    mode: 'onTouched',
    defaultValues: initialValues,
    resolver,
    // The first field in error in the screen's order gets focus (decision 248).
    shouldFocusError: false,
  });
  const invalid = useInvalidSubmit();
  // Decision 247: a value read from the document that the rules refuse shows its message from
  // the start, beside what was read, instead of waiting for the field to be left.
  useEffect(() => {
    const names = Object.keys(prefilled) as FieldPath<PersonalDataFormValues>[];
    if (names.length > 0) void form.trigger(names);
  }, [form, prefilled]);
  const methods = useMemo<FormMethods>(
    () => ({
      control: form.control,
      register: form.register,
      getValues: form.getValues,
      setValue: form.setValue,
      setFocus: form.setFocus,
    }),
    [form],
  );
  // No watch of the whole form here: each section listens to its own fields (decision 198).
  const { validity, blocking } = useSectionStatus(form, context, isDiploma);
  const [countriesValid, setCountriesValid] = useState(true);
  const guide = useGuide(
    validity,
    countriesValid,
    () => withTypedCountry(blocking.get(), countriesValid),
    isDiploma,
    { setFocus: form.setFocus, trigger: form.trigger, onInvalid: invalid.onInvalid },
  );
  const blockersId = useId();
  const [mainError, setMainError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const autosave = useAutosave({ form, prospectId, isDiploma, validity });
  const focusBirthDate = useCallback(() => form.setFocus('personalData.birthDate'), [form]);
  const checkStudentAge = useStudentAgeCheck(focusBirthDate, checkAge);
  const canProceed = allSectionsValid(validity) && countriesValid;
  const shows = useCorrectionSections(correction, validity);

  /** Under Diploma, leaving a complete birth date checks the age (spec 2 §5 "Students"). */
  const checkBirthDate = useCallback(
    (value: string) => {
      // A date the form does not take is its own error here; Next runs the failure path for it.
      if (parseDottedDate(value) !== null) void checkStudentAge(value, true);
    },
    [checkStudentAge],
  );

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
      // A refusal of the rules (400) or of a second application (409, decision 290): at its field.
      if ((error.status === 400 || error.status === 409) && error.fieldErrors.length > 0) {
        const placed = placeServerErrors(error.fieldErrors, data.personalData.idType);
        let first: string | null = null;
        for (const [field, code] of placed.fields) {
          form.setError(field as FieldPath<PersonalDataFormValues>, {
            type: 'server',
            message: code,
          });
          first ??= field;
        }
        if (first !== null) {
          const field = first as FieldPath<PersonalDataFormValues>;
          // The first placed error in the screen's order; react-hook-form's ref of the field else.
          invalid.onInvalid({
            target: () => {
              const shown = firstInvalidControl(invalid.formRef.current);
              if (shown === null) form.setFocus(field);
              return shown;
            },
          });
        }
        setMainError(placed.unplaced.length > 0 ? 'personalData.actions.serverRefused' : null);
      } else {
        handleApiFailure(error);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <BlockingFieldsContext value={blocking}>
      <FormMethodsProvider methods={methods} {...(onSectionRender ? { onSectionRender } : {})}>
        <PrefillProvider
          values={prefilled}
          signUpName={signUpName}
          documentNamesCut={documentNamesCut}
          {...(fromSignUp ? { signUp: fromSignUp } : {})}
        >
          <ScreenForm
            form={form}
            mainError={mainError}
            onSubmit={onSubmit}
            onInvalid={invalid.onInvalid}
            formRef={invalid.formRef}
            announcements={invalid.announcements}
          >
            {Object.keys(prefilled).length > 0 ? (
              <p className="info-note personal-data__prefill-summary">
                <Icon name="info" />
                <span>{t('personalData.prefill.summary')}</span>
              </p>
            ) : null}
            {correction === null ? null : (
              <CorrectionNote correction={correction} texts="personalData.correction" />
            )}
            {shows('personalData') ? (
              <PersonalSection
                {...guide.shell('personalData')}
                {...(isDiploma ? { onBirthDateBlur: checkBirthDate } : {})}
              />
            ) : null}
            {shows('address') ? <AddressSection {...guide.shell('address')} /> : null}
            {shows('contacts') ? <ContactsSection {...guide.shell('contacts')} /> : null}
            {shows('employment') ? <EmploymentSection {...guide.shell('employment')} /> : null}
            {shows('questionnaire') ? (
              <PurposeSection
                {...guide.shell('questionnaire')}
                studentLocked={isDiploma}
                onCountriesValidityChange={setCountriesValid}
              />
            ) : null}
            {isDiploma && shows('student') ? (
              <StudentSection {...guide.shell('student')} uid={uid} prospectId={prospectId} />
            ) : null}
            <div className="personal-data__actions">
              <p className="personal-data__save-status" role="status">
                {autosave.status === 'idle' ? '' : t(SAVE_STATUS_KEYS[autosave.status])}
              </p>
              <Button
                type="submit"
                disabled={!canProceed}
                loading={pending}
                {...(canProceed ? {} : { 'aria-describedby': blockersId })}
              >
                {t('personalData.actions.next')}
              </Button>
              {canProceed ? null : (
                <LiveNextBlockers
                  id={blockersId}
                  fields={blocking}
                  countriesValid={countriesValid}
                  onFocusField={guide.focusField}
                />
              )}
            </div>
          </ScreenForm>
        </PrefillProvider>
      </FormMethodsProvider>
    </BlockingFieldsContext>
  );
}
