import { lightSignupLabel } from '@onboarding/domain/analytics';
import { isProcessName } from '@onboarding/domain/processes';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { trackLightSignup } from '../../lib/analytics/data-layer';
import { wasSignedIn } from '../../lib/api/signed-in-marker';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { resolveAccess } from '../../lib/wizard/access-state';
import { useProspectStatus } from '../../lib/wizard/api/get-prospect-status';
import { readChosenProcess, storeChosenProcess } from '../../lib/wizard/chosen-process';
import { isUid, readUidCookie, storeUidCookie } from '../../lib/wizard/session-cookies';
import { useSessionUid } from '../../lib/wizard/use-session-uid';
import { wizardPosition } from '../../lib/wizard/wizard-position';
import { PageHeading } from '../../components/page-heading/page-heading';
import './home-gate-page.css';

/**
 * The base variables a link to the home gate carries (spec 1 §2): a uid goes into the uid cookie
 * for 2 days, a product names the selected process, and firstLogin or registration=social fires
 * the lightsignup analytics event once.
 */
function useLinkParameters(): string | null {
  const [search] = useSearchParams();
  const t = useT();
  const language = useLanguage();
  const linkUid = search.get('uid');
  const uid = isUid(linkUid) ? linkUid : null;
  const product = search.get('product');
  const label = lightSignupLabel(Object.fromEntries(search));
  const tracked = useRef(false);

  useEffect(() => {
    if (uid !== null) storeUidCookie(uid);
    if (product !== null && isProcessName(product)) storeChosenProcess(product);
    if (label !== null && !tracked.current) {
      tracked.current = true;
      trackLightSignup(label, { path: paths.home.path, title: t('page.home.title'), language });
    }
  }, [uid, product, label, t, language]);
  return uid;
}

/**
 * `/`, the home gate (spec 1 §2, §4): loads the statuses of the session's prospect and sends the
 * applicant where they belong: the page of the state-to-page table, turned into the starting step
 * of the selected process; the process choice when several run; /lightsignup when nobody is
 * signed in (at once for a visitor never seen signed in, else the API client routes the 401).
 * Header and footer are hidden here.
 */
export function HomeGatePage() {
  const [search] = useSearchParams();
  // A visitor this browser has never seen signed in, who came without a link's parameters, goes
  // straight to the first page: asking the server first only showed a spinner before the same
  // answer (decision 216).
  if (search.size === 0 && readUidCookie() === null && !wasSignedIn()) {
    return <Navigate to={paths.lightSignup.getHref()} replace />;
  }
  return <SessionGate />;
}

function SessionGate() {
  const t = useT();
  const linkUid = useLinkParameters();
  const session = useSessionUid({ preferred: linkUid });
  const status = useProspectStatus(session.uid);

  if (status.data) {
    const access = resolveAccess(status.data, readChosenProcess());
    if (access.userState === 'LIMBO') {
      return <Navigate to={paths.processChoice.getHref()} replace />;
    }
    const position = wizardPosition(access.process);
    if (position.ok) return <Navigate to={position.position.landing} replace />;
    return <NoMatch onRetry={() => void status.refetch()} error={position.error} />;
  }

  return (
    <div className="home-gate">
      <Spinner size="lg" decorative />
      <PageHeading className="home-gate__text">{t('wizard.home.loading')}</PageHeading>
    </div>
  );
}

/** spec 1 §4: no page for the state is logged; the applicant can try again. */
function NoMatch({ error, onRetry }: { error: string; onRetry: () => void }) {
  const t = useT();
  useEffect(() => {
    console.error(`The state-to-page lookup failed: ${error}`);
  }, [error]);
  return (
    <div className="home-gate home-gate--problem">
      <PageHeading className="home-gate__title">{t('wizard.home.noMatchTitle')}</PageHeading>
      <p>{t('wizard.home.noMatchText')}</p>
      <Button onClick={onRetry}>{t('wizard.home.retry')}</Button>
    </div>
  );
}
