import {
  isProcessName,
  type ProcessName,
  type RegistrationField,
  type TRegistrationForm,
} from '@onboarding/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { readCookie } from '../../lib/cookies/cookies';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { bannerStore } from '../../lib/notifications/banner-store';
import { storePendingLogin } from '../../lib/wizard/pending-login';
import { useLogin } from './api/login';
import { IntroPanel } from './components/intro-panel';
import { LoginForm } from './components/login-form';
import { RegistrationForm, type SetRegistrationFieldError } from './components/registration-form';
import { SocialButtons } from './components/social-buttons';
import { useRegistration } from './hooks/use-registration';
import './lightsignup.css';

/** spec 1 §1: the process comes from the `product` query parameter or cookie, else a current account. */
function useProduct(): ProcessName {
  const [search] = useSearchParams();
  const fromQuery = search.get('product');
  if (fromQuery !== null && isProcessName(fromQuery)) return fromQuery;
  const fromCookie = readCookie('product');
  return fromCookie !== null && isProcessName(fromCookie) ? fromCookie : 'CURRENTACCOUNT';
}

/** A failed call as the form's main error (a message key). */
function mainErrorOf(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'errors.technical';
  if (error.status === 423) return 'errors.codes.SEC_BUS_LOG_ROT_AMR';
  if (error.status === 429) return 'errors.codes.TOO_MANY_REQUESTS';
  if (error.code === 'VALIDATION_FAILED') return 'errors.codes.VALIDATION_FAILED';
  return 'errors.technical';
}

/**
 * The form field of each field the registration call names (spec 2 §3 payload): the server checks
 * what the form cannot, the common-password list above all (issue 17 point 8).
 */
const REGISTRATION_FIELD_OF: Readonly<Record<string, RegistrationField>> = {
  'userData.fullName': 'name',
  'userData.email': 'email',
  'userData.prefix': 'nationalPrefix',
  'userData.phoneNumber': 'phoneNumber',
  'userData.password': 'password',
};

type Mode = 'intro' | 'register' | 'login';

/**
 * /lightsignup and /lightsignup/loginback (spec 1 §2, §4): the intro with the terms, the
 * registration form and, for a returning applicant, the sign-in form.
 */
export function LightSignupPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const product = useProduct();
  const loginBack = location.pathname === paths.lightSignupLoginBack.path;
  const [mode, setMode] = useState<Mode>(loginBack ? 'login' : 'intro');
  const registration = useRegistration();
  const login = useLogin();
  const socialError = search.get('socialError');

  useEffect(() => {
    if (socialError === null) return;
    const id = bannerStore.show({ status: 'critical', text: 'lightsignup.social.error' });
    return () => bannerStore.close(id);
  }, [socialError]);

  const submitRegistration = (
    form: TRegistrationForm,
    setFieldError: SetRegistrationFieldError,
  ) => {
    registration.mutate(
      { form, product, language, link: window.location.href },
      {
        onSuccess: (next) => void navigate(next),
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const { field, code } of error.fieldErrors) {
            const formField = REGISTRATION_FIELD_OF[field];
            if (formField !== undefined) setFieldError(formField, code);
          }
        },
      },
    );
  };

  const submitLogin = ({ username, password }: { username: string; password: string }) => {
    login.mutate(
      { username, password, credentialsType: 'PASSWORD' },
      {
        onSuccess: ({ uid }) => {
          storePendingLogin(uid);
          void navigate(paths.secureLogin.getHref());
        },
        onError: (error) => {
          if (isApiError(error) && (error.status === 401 || error.status === 404)) {
            bannerStore.show({ status: 'critical', text: 'errors.loginInvalid' });
          }
        },
      },
    );
  };

  const loginError =
    isApiError(login.error) && (login.error.status === 401 || login.error.status === 404)
      ? null
      : mainErrorOf(login.error);

  return (
    <div className="step-card">
      <h2 className="step-title">
        {mode === 'login'
          ? t('lightsignup.login.title')
          : mode === 'register'
            ? t('lightsignup.register.title')
            : t('lightsignup.intro.title')}
      </h2>
      {mode === 'intro' ? <IntroPanel onContinue={() => setMode('register')} /> : null}
      {mode === 'register' ? (
        <RegistrationForm
          onSubmit={submitRegistration}
          pending={registration.isPending}
          mainError={mainErrorOf(registration.error)}
        />
      ) : null}
      {mode === 'login' ? (
        <LoginForm onSubmit={submitLogin} pending={login.isPending} mainError={loginError} />
      ) : null}
      <p className="lightsignup__switch">
        {mode === 'login'
          ? t('lightsignup.login.noAccount')
          : t('lightsignup.register.haveAccount')}{' '}
        <Button variant="link" onClick={() => setMode(mode === 'login' ? 'intro' : 'login')}>
          {mode === 'login' ? t('lightsignup.login.register') : t('lightsignup.register.logIn')}
        </Button>
      </p>
      <SocialButtons />
    </div>
  );
}
