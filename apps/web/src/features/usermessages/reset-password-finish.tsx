import { passwordStrength, resetPasswordFinishRequestSchema } from '@onboarding/domain';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { useT } from '../../lib/i18n/i18n-context';
import { useFinishPasswordReset } from './api/finish-password-reset';
import { ActionLink, MessageLayout } from './components/message-layout';

/** A failure of the finish call as the main error; password rules are marked on the field. */
function mainErrorOf(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'errors.technical';
  if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.length > 0) return null;
  if (error.status === 429) return 'errors.codes.TOO_MANY_REQUESTS';
  if (error.status === 400) return 'userMessages.resetPassword.invalidLink';
  return 'errors.technical';
}

/**
 * /usermessages/forgotpassword?token= (decision 043): the new password twice. The server checks
 * the rules that need the account and ends every session of it.
 */
export function ResetPasswordFinish({ token }: { readonly token: string }) {
  const t = useT();
  const form = useZodForm(resetPasswordFinishRequestSchema(), {
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const finish = useFinishPasswordReset();

  if (finish.isSuccess) {
    return (
      <MessageLayout
        tone="success"
        title={t('userMessages.resetPassword.doneTitle')}
        actions={
          <ActionLink to={paths.lightSignupLoginBack.getHref()}>
            {t('userMessages.resetPassword.toLogin')}
          </ActionLink>
        }
      >
        <p className="message-layout__lead">{t('userMessages.resetPassword.doneText')}</p>
      </MessageLayout>
    );
  }

  return (
    <MessageLayout tone="info" title={t('userMessages.resetPassword.title')}>
      <p className="message-layout__lead">{t('userMessages.resetPassword.text')}</p>
      <Form
        form={form}
        mainError={mainErrorOf(finish.error)}
        className="message-form"
        onSubmit={(request) =>
          finish.mutate(request, {
            onError: (error) => {
              if (!isApiError(error)) return;
              for (const { field, code } of error.fieldErrors) {
                if (field === 'password' || field === 'confirmPassword') {
                  form.setError(field, { message: code });
                }
              }
            },
          })
        }
      >
        <FormField label={t('userMessages.resetPassword.password')} name="password" required>
          <PasswordInput
            {...form.register('password')}
            autoComplete="new-password"
            strength={passwordStrength(password)}
          />
        </FormField>
        <FormField
          label={t('userMessages.resetPassword.confirmPassword')}
          name="confirmPassword"
          required
        >
          <PasswordInput {...form.register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        <div className="message-form__actions">
          <Button type="submit" loading={finish.isPending}>
            {t('userMessages.resetPassword.submit')}
          </Button>
          {mainErrorOf(finish.error) === 'userMessages.resetPassword.invalidLink' ? (
            <ActionLink to={paths.forgotPassword.getHref()} variant="secondary">
              {t('userMessages.resetPassword.newLink')}
            </ActionLink>
          ) : null}
        </div>
      </Form>
    </MessageLayout>
  );
}
