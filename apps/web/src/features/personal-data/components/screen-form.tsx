import type { ReactNode, RefObject } from 'react';
import type { SubmitHandler, UseFormReturn } from 'react-hook-form';
import { InvalidSubmitNotice } from '../../../components/ui/invalid-submit-notice';
import { translateCode } from '../../../components/ui/translate-code';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import '../../../components/ui/form.css';

export interface ScreenFormProps {
  readonly form: UseFormReturn<PersonalDataFormValues>;
  /** The main error above the fields, as a message key (spec 3 §2 Form). */
  readonly mainError: string | null;
  readonly onSubmit: SubmitHandler<PersonalDataFormValues>;
  /** A submit or a section's Continue found errors (decision 248). */
  readonly onInvalid: () => void;
  /** The form element, where the first field in error is looked for. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** How many presses found errors: the live region says so each time (decision 248). */
  readonly announcements: number;
  readonly children: ReactNode;
}

/**
 * The screen's form element: the shared Form's markup (spec 3 §2: the main error above the
 * fields, native validation off) without react-hook-form's FormProvider. Every react-hook-form
 * hook reads that provider, and it hands out a new value whenever the form's state changes (a
 * field turns dirty or touched), which rendered every field of the screen on such a keystroke;
 * here the sections take the methods from FormMethodsProvider and each field its own error
 * (decision 198).
 */
export function ScreenForm({
  form,
  mainError,
  onSubmit,
  onInvalid,
  formRef,
  announcements,
  children,
}: ScreenFormProps) {
  const t = useT();
  return (
    <form
      ref={formRef}
      noValidate
      className="form personal-data__form"
      onSubmit={(event) => void form.handleSubmit(onSubmit, () => onInvalid())(event)}
    >
      {/* Always present, so screen readers announce a main error the moment it appears. */}
      <div className="form__main-error" role="alert">
        {mainError ? <p className="form__main-error-text">{translateCode(t, mainError)}</p> : null}
      </div>
      {children}
      <InvalidSubmitNotice attempts={announcements} />
    </form>
  );
}
