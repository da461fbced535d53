import { OTP_LENGTH, loginOtpRequestSchema } from '@onboarding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { TextInput } from '../../components/ui/text-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import { paths } from '../../config/paths';
import { isApiError, type ApiError } from '../../lib/api/api-error';
import { markSignedIn } from '../../lib/api/signed-in-marker';
import { useT } from '../../lib/i18n/i18n-context';
import { clearPendingLogin, readPendingLogin } from '../../lib/wizard/pending-login';
import { useLoginOtp } from './api/login-otp';
import { useRetryLoginOtp } from './api/retry-login-otp';
import { PageHeading } from '../../components/page-heading/page-heading';
import './lightsignup.css';

const ZOtpForm = loginOtpRequestSchema().pick({ otp: true });

/** The code's failure as the form's main error; a wrong code marks the field instead. */
function otpMainError(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'errors.technical';
  if (error.code === 'SEC_BUS_LOG_OTP_WOT') return null;
  if (error.code === 'SEC_BUS_LOG_OTP_MOT') return 'errors.codes.SEC_BUS_LOG_OTP_MOT';
  if (error.code === 'OTP_EXPIRED') return 'lightsignup.secureLogin.expired';
  if (error.status === 423) return 'errors.codes.SEC_BUS_LOG_ROT_AMR';
  if (error.status === 429) return 'errors.codes.TOO_MANY_REQUESTS';
  return 'errors.technical';
}

function ResendStatus({ error, done }: { error: ApiError | null; done: boolean }) {
  const t = useT();
  if (error !== null && error.status === 429 && error.retryAfterSeconds !== undefined) {
    const count = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return <p className="lightsignup__notice">{t('lightsignup.secureLogin.retryIn', { count })}</p>;
  }
  if (error !== null && error.status === 429) {
    return <p className="lightsignup__notice">{t('errors.codes.TOO_MANY_REQUESTS')}</p>;
  }
  if (error !== null) return <p className="lightsignup__notice">{t('errors.technical')}</p>;
  return done ? <p className="lightsignup__done">{t('lightsignup.secureLogin.resent')}</p> : null;
}

/**
 * /usermessages/securelogin (spec 1 §2, spec 2 §8): the 6-digit code sent by text message completes
 * the sign-in, then the home gate continues where the applicant left.
 */
export function SecureLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = readPendingLogin();
  const form = useZodForm(ZOtpForm, { defaultValues: { otp: '' } });
  const confirm = useLoginOtp();
  const resend = useRetryLoginOtp();

  if (uid === null) {
    return (
      <div className="step-card">
        <PageHeading className="step-title">{t('lightsignup.secureLogin.title')}</PageHeading>
        <p className="step-lead">{t('lightsignup.secureLogin.noLogin')}</p>
        <Link className="button button--primary" to={paths.lightSignupLoginBack.getHref()}>
          {t('lightsignup.secureLogin.back')}
        </Link>
      </div>
    );
  }

  const submit = ({ otp }: { otp: string }) => {
    resend.reset();
    confirm.mutate(
      { uid, otp },
      {
        onSuccess: () => {
          clearPendingLogin();
          // The home gate asks the server only in a browser that has had a session.
          markSignedIn();
          // Whatever was known of the visitor before the sign-in is stale now.
          queryClient.removeQueries();
          void navigate(paths.home.getHref());
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'SEC_BUS_LOG_OTP_WOT') {
            form.setError('otp', { message: 'errors.codes.SEC_BUS_LOG_OTP_WOT' });
          }
        },
      },
    );
  };

  return (
    <div className="step-card">
      <PageHeading className="step-title">{t('lightsignup.secureLogin.title')}</PageHeading>
      <p className="step-lead">{t('lightsignup.secureLogin.text')}</p>
      <Form
        form={form}
        mainError={otpMainError(confirm.error)}
        className="lightsignup__form"
        onSubmit={submit}
      >
        <FormField label={t('lightsignup.secureLogin.code')} name="otp" required>
          <TextInput
            {...form.register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
          />
        </FormField>
        <Button type="submit" loading={confirm.isPending}>
          {t('lightsignup.secureLogin.submit')}
        </Button>
      </Form>
      <div className="lightsignup__resend">
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={() => resend.mutate({ uid })}
        >
          {t('lightsignup.secureLogin.resend')}
        </Button>
        <div role="status">
          <ResendStatus
            error={isApiError(resend.error) ? resend.error : null}
            done={resend.isSuccess}
          />
        </div>
      </div>
    </div>
  );
}
