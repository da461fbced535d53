import {
  checkRegistrationLive,
  passwordStrength,
  registrationNotices,
  REGISTRATION_FIELDS,
  ZRegistrationForm,
  type RegistrationErrors,
  type RegistrationField,
  type TRegistrationForm,
} from '@onboarding/domain';
import { useEffect, useState } from 'react';
import {
  useFormState,
  useWatch,
  type Control,
  type UseFormReturn,
  type UseFormWatch,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PhoneNumberInput } from '../../../components/ui/phone-number-input';
import { PhonePrefixSelect } from '../../../components/ui/phone-prefix-select';
import { TextInput } from '../../../components/ui/text-input';
import { translateCode } from '../../../components/ui/translate-code';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';

/** Marks a field with a message key, as the server's field errors do (decision 172). */
export type SetRegistrationFieldError = (field: RegistrationField, code: string) => void;

export interface RegistrationFormProps {
  /** The filled form, and how to mark a field the server refused (a common password, say). */
  readonly onSubmit: (form: TRegistrationForm, setFieldError: SetRegistrationFieldError) => void;
  readonly pending: boolean;
  /** The main error above the fields, a message key. */
  readonly mainError: string | null;
}

const sameErrors = (a: RegistrationErrors, b: RegistrationErrors) =>
  REGISTRATION_FIELDS.every((field) => a[field] === b[field]);

/**
 * The live check's errors (spec 2 §5), kept from a subscription to the form's changes: the state,
 * and with it the form, changes only when a field's error does, not on every keystroke.
 */
function useLiveErrors(
  getValues: () => TRegistrationForm,
  watch: UseFormWatch<TRegistrationForm>,
): RegistrationErrors {
  const [live, setLive] = useState(() => checkRegistrationLive(getValues()));
  useEffect(() => {
    const subscription = watch(() => {
      const next = checkRegistrationLive(getValues());
      setLive((current) => (sameErrors(current, next) ? current : next));
    });
    return () => subscription.unsubscribe();
  }, [getValues, watch]);
  return live;
}

/** The password box with its strength meter: the only part that follows each typed character. */
function PasswordWithStrength({
  control,
  register,
}: {
  readonly control: Control<TRegistrationForm>;
  readonly register: UseFormReturn<TRegistrationForm>['register'];
}) {
  const password = useWatch({ control, name: 'password' });
  return (
    <PasswordInput
      {...register('password')}
      autoComplete="new-password"
      strength={passwordStrength(password)}
    />
  );
}

/**
 * The light sign-up form (spec 2 §3, §5). While the applicant types, a field they have left is
 * checked with the live check (an empty field is valid); on submit the overall check of
 * ZRegistrationForm runs (every field required) and keeps running on every change after that.
 */
export function RegistrationForm({ onSubmit, pending, mainError }: RegistrationFormProps) {
  const t = useT();
  const variant = useVariant();
  const form = useZodForm(ZRegistrationForm, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      nationalPrefix: variant.phonePrefix,
      phoneNumber: '',
      password: '',
      // The terms were accepted on the intro panel before this form is shown.
      terms: true,
    },
  });
  const live = useLiveErrors(form.getValues, form.watch);
  const nationalPrefix = useWatch({ control: form.control, name: 'nationalPrefix' });
  const { isSubmitted, touchedFields } = useFormState({ control: form.control });
  const notice = registrationNotices({ nationalPrefix }, variant);

  // Before the first submit the live check speaks for the fields already left; after it, the
  // overall check of the form's schema does.
  const liveError = (field: RegistrationField) =>
    !isSubmitted && touchedFields[field] === true ? (live[field] ?? null) : undefined;

  return (
    <Form
      form={form}
      mainError={mainError}
      className="lightsignup__form"
      onSubmit={(filled) =>
        onSubmit(filled, (field, code) => form.setError(field, { message: code }))
      }
    >
      <FormField
        label={t('lightsignup.register.name')}
        name="name"
        error={liveError('name')}
        required
      >
        <TextInput {...form.register('name')} autoComplete="name" />
      </FormField>
      <FormField
        label={t('lightsignup.register.email')}
        name="email"
        error={liveError('email')}
        required
      >
        <TextInput {...form.register('email')} type="email" autoComplete="email" />
      </FormField>
      <div className="lightsignup__phone">
        <FormField
          label={t('lightsignup.register.prefix')}
          name="nationalPrefix"
          error={liveError('nationalPrefix')}
          hint={
            notice.nationalPrefix === undefined
              ? undefined
              : translateCode(t, notice.nationalPrefix)
          }
          required
        >
          <PhonePrefixSelect {...form.register('nationalPrefix')} />
        </FormField>
        <FormField
          label={t('lightsignup.register.phone')}
          name="phoneNumber"
          error={liveError('phoneNumber')}
          required
        >
          <PhoneNumberInput {...form.register('phoneNumber')} />
        </FormField>
      </div>
      <FormField
        label={t('lightsignup.register.password')}
        name="password"
        error={liveError('password')}
        hint={t('lightsignup.register.passwordHint')}
        required
      >
        <PasswordWithStrength control={form.control} register={form.register} />
      </FormField>
      <Button type="submit" loading={pending}>
        {t('lightsignup.register.submit')}
      </Button>
    </Form>
  );
}
