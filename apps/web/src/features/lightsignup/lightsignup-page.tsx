import {
  DEFAULT_PROCESS,
  isProcessName,
  offersProcess,
  type ProcessName,
} from '@onboarding/domain/processes';
import type { VariantId } from '@onboarding/domain';
import type { RegistrationField, TRegistrationForm } from '@onboarding/domain/registration';
import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { afterPaint } from '../../lib/chunks/after-paint';
import { lazyComponent } from '../../lib/chunks/lazy-component';
import { readCookie } from '../../lib/cookies/cookies';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { bannerStore } from '../../lib/notifications/banner-store';
import { useVariant } from '../../lib/variant/variant-context';
import { readChosenProcess } from '../../lib/wizard/chosen-process';
import { storePendingLogin } from '../../lib/wizard/pending-login';
import { useLogin } from './api/login';
import { IntroPanel } from './components/intro-panel';
import type { SetRegistrationFieldError } from './components/registration-form';
import { SocialButtons } from './components/social-buttons';
import { useRegistration } from './hooks/use-registration';
import { PageHeading } from '../../components/page-heading/page-heading';
import './lightsignup.css';

// The registration form's rules need the phone metadata (about 35 KB, decision 235): it loads
// right after the first paint, while the visitor reads the intro, so the intro is not kept waiting
// (decisions 192, 219).
const RegistrationForm = lazyComponent(() =>
  import('./components/registration-form').then((module) => module.RegistrationForm),
);
/** The sign-in form (and the form library): loginback's first screen, preloaded there. */
export const LoginForm = lazyComponent(() =>
  import('./components/login-form').then((module) => module.LoginForm),
);

/** The products a visitor may choose on the intro (the loan's account follows from a loan). */
const CHOOSABLE_PRODUCTS: readonly ProcessName[] = ['CURRENTACCOUNT', 'PERSONALLOAN', 'DAYPOSIT'];

/**
 * spec 1 §1: the process comes from the `product` query parameter (here, or on the home gate that
 * sent the visitor here) or cookie, else a current account. It only preselects: the applicant may
 * choose another on the intro (decision 201).
 */
function useGivenProduct(variant: VariantId): ProcessName {
  const [search] = useSearchParams();
  // A product the variant does not offer (a loan in al, decision 241) is not preselected.
  const offered = (process: string | null): process is ProcessName =>
    process !== null && isProcessName(process) && offersProcess(variant, process);
  const fromQuery = search.get('product');
  if (offered(fromQuery)) return fromQuery;
  const chosen = readChosenProcess();
  if (offered(chosen)) return chosen;
  const fromCookie = readCookie('product');
  return offered(fromCookie) ? fromCookie : DEFAULT_PROCESS;
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
 * what the form cannot, the common-password list above all (decision 172).
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
  const variant = useVariant().id;
  const givenProduct = useGivenProduct(variant);
  const [product, setProduct] = useState<ProcessName>(givenProduct);
  const offered = CHOOSABLE_PRODUCTS.filter((process) => offersProcess(variant, process));
  const choices = offered.includes(givenProduct) ? offered : [...offered, givenProduct];
  const loginBack = location.pathname === paths.lightSignupLoginBack.path;
  const [mode, setMode] = useState<Mode>(loginBack ? 'login' : 'intro');
  const registration = useRegistration();
  const login = useLogin();
  const socialError = search.get('socialError');

  // Once the intro has painted: the forms' code would otherwise share a slow line with it.
  useEffect(
    () =>
      afterPaint(() => {
        void RegistrationForm.preload();
        void LoginForm.preload();
      }),
    [],
  );

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
      <PageHeading className="step-title">
        {mode === 'login'
          ? t('lightsignup.login.title')
          : mode === 'register'
            ? t('lightsignup.register.title')
            : t(`lightsignup.intro.title.${product}`)}
      </PageHeading>
      {mode === 'intro' ? (
        <IntroPanel
          product={product}
          choices={choices}
          onProductChange={setProduct}
          onContinue={() => startTransition(() => setMode('register'))}
        />
      ) : null}
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
        <Button
          variant="link"
          onClick={() => startTransition(() => setMode(mode === 'login' ? 'intro' : 'login'))}
        >
          {mode === 'login' ? t('lightsignup.login.register') : t('lightsignup.register.logIn')}
        </Button>
      </p>
      <SocialButtons />
    </div>
  );
}
