import type { ReactNode } from 'react';
import type { SubmitHandler, UseFormReturn } from 'react-hook-form';
import { translateCode } from '../../../components/ui/translate-code';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import '../../../components/ui/form.css';

export interface ScreenFormProps {
  readonly form: UseFormReturn<PersonalDataFormValues>;
  /** The main error above the fields, as a message key (spec 3 §2 Form). */
  readonly mainError: string | null;
  readonly onSubmit: SubmitHandler<PersonalDataFormValues>;
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
export function ScreenForm({ form, mainError, onSubmit, children }: ScreenFormProps) {
  const t = useT();
  return (
    <form
      noValidate
      className="form personal-data__form"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {/* Always present, so screen readers announce a main error the moment it appears. */}
      <div className="form__main-error" role="alert">
        {mainError ? <p className="form__main-error-text">{translateCode(t, mainError)}</p> : null}
      </div>
      {children}
    </form>
  );
}
