import { TOKEN_MAX_LENGTH } from '@onboarding/domain';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { deleteCookie } from '../../lib/cookies/cookies';
import { useT } from '../../lib/i18n/i18n-context';
import { bankSiteUrl } from '../../lib/variant/read-bank-site';
import { UID_COOKIE } from '../../lib/wizard/session-cookies';
import { forgetShownStep } from '../../lib/wizard/shown-step';
import {
  ERASURE_LINK_EXPIRED,
  ERASURE_LINK_INVALID,
  useConfirmErasure,
} from './api/confirm-erasure';
import { PageHeading } from '../../components/page-heading/page-heading';
import './erasure-confirm.css';

type Outcome = 'done' | 'expired' | 'invalid' | 'failed';

const ICONS: Record<Outcome, IconName> = {
  done: 'success',
  expired: 'warning',
  invalid: 'warning',
  failed: 'alert',
};

/**
 * A link that cannot work, whatever the applicant does: a known code, or a 4xx other than a
 * throttle. Anything else (no answer, 5xx, 429) may pass on a retry, so the page offers one.
 */
function outcomeOf(error: unknown): Exclude<Outcome, 'done'> {
  if (!isApiError(error)) return 'failed';
  if (error.code === ERASURE_LINK_EXPIRED) return 'expired';
  if (error.code === ERASURE_LINK_INVALID) return 'invalid';
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'invalid' : 'failed';
}

function ConfirmCard({
  outcome,
  title,
  children,
}: {
  readonly outcome: Outcome | 'pending';
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <article
      className={`step-card erasure-confirm erasure-confirm--${outcome}`}
      aria-labelledby="erasure-confirm-title"
    >
      {outcome === 'pending' ? null : (
        <Icon name={ICONS[outcome]} className="erasure-confirm__icon" />
      )}
      <PageHeading id="erasure-confirm-title" className="step-title">
        {title}
      </PageHeading>
      {children}
    </article>
  );
}

function BankSiteAction({ variant = 'secondary' }: { readonly variant?: 'primary' | 'secondary' }) {
  const t = useT();
  return (
    <a className={`button button--${variant} erasure-confirm__action`} href={bankSiteUrl()}>
      {t('erasure.confirm.toBankSite')}
    </a>
  );
}

/**
 * /erasure/confirm?token=… (decision 157): the link of the erasure e-mail. The token is sent
 * once; the answer says the data is being deleted and every session has ended, or why the link
 * does not work and what to do instead. A failure on the way offers a retry, never an endless wait.
 */
export function ErasureConfirmPage() {
  const t = useT();
  const [search] = useSearchParams();
  const raw = search.get('token');
  const token = raw !== null && raw !== '' && raw.length <= TOKEN_MAX_LENGTH ? raw : null;
  const confirm = useConfirmErasure(token);
  const done = confirm.isSuccess;

  // The server has ended every session; the browser forgets the applicant as well.
  useEffect(() => {
    if (done) {
      deleteCookie(UID_COOKIE);
      forgetShownStep();
    }
  }, [done]);

  if (token !== null && confirm.isPending) {
    return (
      <ConfirmCard outcome="pending" title={t('page.erasureConfirm.title')}>
        <Spinner label={t('erasure.confirm.checking')} />
      </ConfirmCard>
    );
  }

  if (done) {
    return (
      <ConfirmCard outcome="done" title={t('erasure.confirm.doneTitle')}>
        <div className="erasure-confirm__body" role="status">
          <p className="step-lead">{t('erasure.confirm.doneText')}</p>
          <p>{t('erasure.confirm.signedOut')}</p>
        </div>
        <p className="erasure-confirm__muted">{t('erasure.confirm.kept')}</p>
        <div className="erasure-confirm__actions">
          <BankSiteAction variant="primary" />
        </div>
      </ConfirmCard>
    );
  }

  const outcome = token === null ? 'invalid' : outcomeOf(confirm.error);
  if (outcome === 'failed') {
    return (
      <ConfirmCard outcome="failed" title={t('erasure.confirm.failedTitle')}>
        <p className="step-lead" role="alert">
          {t('erasure.confirm.failedText')}
        </p>
        <div className="erasure-confirm__actions">
          <Button
            loading={confirm.isFetching}
            onClick={() => {
              void confirm.refetch();
            }}
          >
            {t('erasure.confirm.retry')}
          </Button>
          <BankSiteAction />
        </div>
      </ConfirmCard>
    );
  }

  return (
    <ConfirmCard outcome={outcome} title={t(`erasure.confirm.${outcome}Title`)}>
      <p className="step-lead">{t(`erasure.confirm.${outcome}Text`)}</p>
      <div className="erasure-confirm__actions">
        <Link
          className="button button--primary erasure-confirm__action"
          to={paths.lightSignup.getHref()}
        >
          {t('erasure.confirm.signIn')}
        </Link>
        <BankSiteAction />
      </div>
    </ConfirmCard>
  );
}
