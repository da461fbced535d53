import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { PageHeading } from '../../components/page-heading/page-heading';
import './not-found-page.css';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="not-found-page">
      <PageHeading className="not-found-page__title">{t('notFound.title')}</PageHeading>
      <p className="not-found-page__text">{t('notFound.text')}</p>
      <Link className="not-found-page__link" to={paths.home.getHref()}>
        {t('notFound.backToStart')}
      </Link>
    </div>
  );
}
