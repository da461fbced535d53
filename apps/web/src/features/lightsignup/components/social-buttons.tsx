import { API_BASE_SLO } from '@onboarding/domain';
import { useT } from '../../../lib/i18n/i18n-context';

const PROVIDERS = ['google', 'facebook', 'apple'] as const;

/** Social sign-up (decision 048): plain links that start the provider's flow on the server. */
export function SocialButtons() {
  const t = useT();
  return (
    <section className="lightsignup__social" aria-labelledby="lightsignup-social-title">
      <h2 className="lightsignup__social-title" id="lightsignup-social-title">
        {t('lightsignup.social.title')}
      </h2>
      <ul className="lightsignup__social-list">
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <a
              className={`lightsignup__social-link lightsignup__social-link--${provider}`}
              href={`${API_BASE_SLO}/security/social/auth/${provider}`}
            >
              {t(`lightsignup.social.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
