import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import './not-found-page.css';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="not-found-page">
      <h2 className="not-found-page__title">{t('notFound.title')}</h2>
      <p className="not-found-page__text">{t('notFound.text')}</p>
      <Link className="not-found-page__link" to={paths.home.getHref()}>
        {t('notFound.backToStart')}
      </Link>
    </div>
  );
}
