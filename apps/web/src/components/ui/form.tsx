import { useMemo, type ComponentPropsWithRef } from 'react';
import {
  FormProvider,
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useT } from '@onboarding/web-shell';
import { FormErrorsContext } from './form-errors-context';
import { InvalidSubmitNotice } from './invalid-submit-notice';
import { mergeRefs } from './merge-refs';
import { translateCode } from './translate-code';
import { useInvalidSubmit } from './use-invalid-submit';
import './form.css';

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'onInvalid'
> {
  /** What `useZodForm` (or react-hook-form's `useForm`) returned. */
  readonly form: UseFormReturn<TValues, unknown, TOutput>;
  readonly onSubmit: SubmitHandler<TOutput>;
  readonly onInvalid?: SubmitErrorHandler<TValues>;
  /**
   * The main error above the fields, as a message key (a server's `mainError.code` translated by
   * the caller's table, say). Left out, the form's root error (`setError('root', …)`) is shown.
   */
  readonly mainError?: string | null;
}

/**
 * A react-hook-form form: the optional main error above its fields (spec 3 §2), native validation
 * off (the schema checks), and the errors passed down so each FormField shows its own. A submit
 * that finds errors moves focus to the first field in error and says so (decision 248).
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  mainError,
  className,
  children,
  ref,
  ...rest
}: FormProps<TValues, TOutput>) {
  const t = useT();
  const { errors } = useFormState({ control: form.control });
  const mainCode = mainError ?? errors.root?.message;
  const invalid = useInvalidSubmit();
  const formRef = useMemo(() => mergeRefs(ref, invalid.formRef), [ref, invalid.formRef]);

  return (
    <FormProvider {...form}>
      <FormErrorsContext value={errors}>
        <form
          {...rest}
          ref={formRef}
          noValidate
          className={['form', className].filter(Boolean).join(' ')}
          onSubmit={(event) =>
            void form.handleSubmit(onSubmit, (fieldErrors, submitEvent) => {
              invalid.onInvalid();
              return onInvalid?.(fieldErrors, submitEvent);
            })(event)
          }
        >
          {/* Always present, so screen readers announce a main error the moment it appears. */}
          <div className="form__main-error" role="alert">
            {mainCode ? (
              <p className="form__main-error-text">{translateCode(t, mainCode)}</p>
            ) : null}
          </div>
          {children}
          <InvalidSubmitNotice attempts={invalid.announcements} />
        </form>
      </FormErrorsContext>
    </FormProvider>
  );
}
