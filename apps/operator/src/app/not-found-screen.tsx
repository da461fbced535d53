import { useT } from '@onboarding/web-shell';
import { Link } from 'react-router';
import { paths } from '../shared/paths';

/** An address that is no screen of the console, or names a record by an id that cannot be one. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <section className="stack" aria-labelledby="not-found-heading">
      <h2 id="not-found-heading">{t('operator.notFound.heading')}</h2>
      <p>{t('operator.notFound.text')}</p>
      <p>
        <Link to={paths.queue()}>{t('operator.notFound.back')}</Link>
      </p>
    </section>
  );
}
