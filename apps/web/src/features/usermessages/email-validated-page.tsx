import { STEP_DELAY_MS, TOKEN_MAX_LENGTH, isLanguageOf } from '@onboarding/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { storeLanguage } from '../../lib/i18n/language-storage';
import { useVariant } from '../../lib/variant/variant-context';
import { storeUidCookie } from '../../lib/wizard/session-cookies';
import { useValidateRegistration } from './api/validate-registration';
import { MessageLayout } from './components/message-layout';

function reloadAtHome(): void {
  window.location.hash = paths.home.getHref();
  window.location.reload();
}

export interface EmailValidatedPageProps {
  /** Reloads the portal at the home gate in the token's language; tests pass a spy. */
  readonly reload?: () => void;
}

/**
 * /usermessages/emailvalidated?token=… (spec 1 §2, spec 3 §2): the link of the confirmation
 * e-mail. While the token is checked, and for a moment after, the full-page "e-mail verified"
 * screen with its spinner; then the home gate takes over. A token that does not decode leads to
 * /lightsignup. The token names the applicant's language, which the portal then speaks.
 */
export function EmailValidatedPage({ reload = reloadAtHome }: EmailValidatedPageProps) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get('token');
  const token = raw && raw.length <= TOKEN_MAX_LENGTH ? raw : null;
  const validation = useValidateRegistration(token);
  const result = validation.data;

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => {
      storeUidCookie(result.uid);
      if (result.language !== language && isLanguageOf(variant, result.language)) {
        storeLanguage(result.language);
        reload();
      } else {
        void navigate(paths.home.getHref(), { replace: true });
      }
    }, STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, language, variant, navigate, reload]);

  if (token === null || validation.isError) {
    return <Navigate to={paths.lightSignup.getHref()} replace />;
  }

  return (
    <MessageLayout
      tone={result ? 'success' : 'info'}
      title={
        result ? t('userMessages.emailValidated.title') : t('userMessages.emailValidated.checking')
      }
    >
      {result ? (
        <p className="message-layout__lead">{t('userMessages.emailValidated.subtitle')}</p>
      ) : null}
      <Spinner size="lg" />
    </MessageLayout>
  );
}
