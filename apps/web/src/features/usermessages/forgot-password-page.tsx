import { resetPasswordRequestSchema } from '@onboarding/domain';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { TextInput } from '../../components/ui/text-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useResetPassword } from './api/reset-password';
import { ActionLink, MessageLayout } from './components/message-layout';
import { ResetPasswordFinish } from './reset-password-finish';

const ZForgotPasswordForm = resetPasswordRequestSchema().pick({ email: true });

/**
 * /usermessages/forgotpassword: asks for the reset link; with `?token=` (the link of the e-mail) it
 * sets the new password.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token === null || token === '' ? (
    <ForgotPasswordRequest />
  ) : (
    <ResetPasswordFinish token={token} />
  );
}

/**
 * Asks for the reset link. The answer is the same whether or not the address is registered, so the
 * page never tells who has an application.
 */
function ForgotPasswordRequest() {
  const t = useT();
  const language = useLanguage();
  const form = useZodForm(ZForgotPasswordForm, { defaultValues: { email: '' } });
  const reset = useResetPassword();

  const back = (
    <ActionLink to={paths.lightSignupLoginBack.getHref()} variant="secondary">
      {t('userMessages.forgotPassword.back')}
    </ActionLink>
  );

  if (reset.isSuccess) {
    return (
      <MessageLayout
        tone="success"
        title={t('userMessages.forgotPassword.sentTitle')}
        actions={back}
      >
        <p className="message-layout__lead">{t('userMessages.forgotPassword.sentText')}</p>
      </MessageLayout>
    );
  }

  const mainError =
    reset.error === null
      ? null
      : isApiError(reset.error) && reset.error.code === 'TOO_MANY_REQUESTS'
        ? 'errors.codes.TOO_MANY_REQUESTS'
        : 'errors.technical';

  return (
    <MessageLayout tone="info" title={t('userMessages.forgotPassword.title')}>
      <p className="message-layout__lead">{t('userMessages.forgotPassword.text')}</p>
      <Form
        form={form}
        mainError={mainError}
        className="message-form"
        onSubmit={({ email }) => reset.mutate({ email, language })}
      >
        <FormField label={t('userMessages.forgotPassword.emailLabel')} name="email" required>
          <TextInput {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <div className="message-form__actions">
          <Button type="submit" loading={reset.isPending}>
            {t('userMessages.forgotPassword.submit')}
          </Button>
          {back}
        </div>
      </Form>
    </MessageLayout>
  );
}
