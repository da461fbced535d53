import { loginRequestSchema } from '@onboarding/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';

const ZLoginForm = loginRequestSchema().pick({ username: true, password: true });

export interface LoginFormProps {
  readonly onSubmit: (credentials: { username: string; password: string }) => void;
  readonly pending: boolean;
  readonly mainError: string | null;
}

/** The sign-in form (spec 1 §2): e-mail and password; Enter submits it, as any form. */
export function LoginForm({ onSubmit, pending, mainError }: LoginFormProps) {
  const t = useT();
  const form = useZodForm(ZLoginForm, { defaultValues: { username: '', password: '' } });
  return (
    <Form form={form} mainError={mainError} className="lightsignup__form" onSubmit={onSubmit}>
      <FormField label={t('lightsignup.login.email')} name="username" required>
        <TextInput {...form.register('username')} type="email" autoComplete="username" />
      </FormField>
      <FormField label={t('lightsignup.login.password')} name="password" required>
        <PasswordInput {...form.register('password')} autoComplete="current-password" />
      </FormField>
      <p className="lightsignup__aside">
        <Link to={paths.forgotPassword.getHref()}>{t('lightsignup.login.forgotPassword')}</Link>
      </p>
      <Button type="submit" loading={pending}>
        {t('lightsignup.login.submit')}
      </Button>
    </Form>
  );
}
