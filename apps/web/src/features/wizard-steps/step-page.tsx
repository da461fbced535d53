import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context';
import { pageTitleKey } from '../../lib/i18n/page-title';
import { PageHeading } from '../../components/page-heading/page-heading';
import './step-page.css';

/**
 * A wizard step whose screen arrives with its own issue (documents, personal data, consents, …).
 * It stands behind the private-route guard like the real screen will, so the guard, the step
 * progress and the frame work end to end; the issue replaces the route's element.
 */
export function StepPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section className="step-page" aria-labelledby="step-page-title">
      <PageHeading id="step-page-title" className="step-page__title">
        {t(pageTitleKey(pathname))}
      </PageHeading>
      <p className="step-page__text">{t('wizard.placeholder.text')}</p>
    </section>
  );
}
