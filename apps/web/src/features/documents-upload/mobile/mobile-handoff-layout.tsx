import {
  ROUTES,
  TOKEN_MAX_LENGTH,
  handoffResumeRoute,
  isLanguageOf,
  languageOfHandoffToken,
  type THandoffSession,
  type THandoffStatus,
} from '@onboarding/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@onboarding/messages';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext, useSearchParams } from 'react-router';
import { rememberLinkResume } from '@onboarding/web-shell';
import { handoffResumePicture } from '../../../config/handoff-resume';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { storeLanguage } from '../../../lib/i18n/language-storage';
import { useVariant } from '../../../lib/variant/variant-context';
import { exchangeHandoffToken, getHandoffStatus } from '../api/handoff';
import {
  parseHandoffSession,
  readHandoffSessionText,
  storeHandoffSession,
} from './handoff-session-store';
import { PageHeading } from '../../../components/page-heading/page-heading';
import '../documents-upload.css';

/** The server's code for a hand-off whose photos were already sent (handoff service). */
const HANDOFF_FINALIZED_CODE = 'HANDOFF_FINALIZED';

export interface MobileHandoff {
  readonly session: THandoffSession;
  readonly status: THandoffStatus;
  /** Reads the status again from the server (after an upload, a delete, a choice). */
  readonly refresh: () => Promise<unknown>;
}

/** The hand-off of the mobile pages; only pages under MobileHandoffLayout may call it. */
export function useMobileHandoff(): MobileHandoff {
  return useOutletContext<MobileHandoff>();
}

export const handoffStatusKey = (tid: string) => ['handoff-status', tid] as const;

function reloadPage(): void {
  window.location.reload();
}

/** "This link no longer works": expired, already finalized elsewhere, or opened without a token. */
export function HandoffExpired() {
  const t = useT();
  return (
    <section className="step-card documents-upload--mobile" aria-labelledby="handoff-expired">
      <PageHeading id="handoff-expired" className="step-title">
        {t('documents.mobile.expired.title')}
      </PageHeading>
      <p className="step-lead">{t('documents.mobile.expired.text')}</p>
    </section>
  );
}

/** The phone's last screen: nothing left to do there, shown as a success. */
export function HandoffDone({
  headingId,
  title,
  text,
}: {
  headingId: string;
  title: MessageKey;
  text: MessageKey;
}) {
  const t = useT();
  return (
    <section
      className="step-card documents-upload--mobile documents-upload--done"
      aria-labelledby={headingId}
    >
      <Icon name="success" className="documents-upload__done-icon" />
      <PageHeading id={headingId} className="step-title">
        {t(title)}
      </PageHeading>
      <p className="step-lead">{t(text)}</p>
    </section>
  );
}

/**
 * "Your photos have already been sent": the link opened again after the upload finished
 * (decision 202), so the phone has nothing left to do, which is no failure.
 */
export function HandoffAlreadyDone() {
  return (
    <HandoffDone
      headingId="handoff-already-done"
      title="documents.mobile.alreadyDone.title"
      text="documents.mobile.alreadyDone.text"
    />
  );
}

/** The exchange refused the token because the hand-off is finished (the server's 409). */
function isFinalizedRefusal(error: unknown): boolean {
  return isApiError(error) && error.code === HANDOFF_FINALIZED_CODE;
}

/** Trades the link's token for the phone's hand-off session, once per token. */
function useExchange(token: string | null) {
  return useQuery({
    queryKey: ['handoff-exchange', token],
    queryFn: async () => {
      const session = await exchangeHandoffToken(token ?? '');
      storeHandoffSession(session);
      return session;
    },
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The mobile upload steps (spec 1 §2): opened on the phone from the QR code or the SMS link with a
 * signed token and no signed-in session. The page speaks the token's language; the token is traded
 * for a hand-off session, and the phone resumes at the first step not done (decision 072). The
 * status comes from the server on every page and again when the connection returns, so a phone
 * that lost its connection continues where it was.
 */
export function MobileHandoffLayout({ reload = reloadPage }: { readonly reload?: () => void }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const language = useLanguage();
  const variant = useVariant();
  const t = useT();
  const raw = search.get('token');
  const token = raw !== null && raw.length > 0 && raw.length <= TOKEN_MAX_LENGTH ? raw : null;
  const tokenLanguage = token === null ? null : languageOfHandoffToken(token);
  const switchLanguage =
    tokenLanguage !== null && tokenLanguage !== language && isLanguageOf(variant, tokenLanguage);

  useEffect(() => {
    if (!switchLanguage || tokenLanguage === null) return;
    storeLanguage(tokenLanguage);
    reload();
  }, [switchLanguage, tokenLanguage, reload]);

  const exchange = useExchange(switchLanguage ? null : token);
  // Without a token (a later step, a reload) or with one that no longer trades (expired), the
  // session this tab already has carries on.
  const useStored = token === null || exchange.isError;
  // Parsed only when the stored text changes, so the session object stays the same across renders.
  const storedText = useStored ? readHandoffSessionText() : null;
  const stored = useMemo(() => parseHandoffSession(storedText), [storedText]);
  const session = exchange.data ?? stored;

  const queryClient = useQueryClient();
  const tid = session?.tid ?? null;
  const status = useQuery({
    queryKey: handoffStatusKey(tid ?? ''),
    queryFn: ({ signal }) => getHandoffStatus(tid ?? '', signal),
    enabled: tid !== null,
    // Fresh from the exchange it is current; a stored one is asked for again first.
    initialData: exchange.data?.status,
    staleTime: 0,
    retry: 2,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: handoffStatusKey(tid ?? '') }),
    [queryClient, tid],
  );
  // The link opened again on this phone is painted at the page it resumes at, even when the link
  // itself names an earlier one (decision 297).
  const current = status.data;
  useEffect(() => {
    if (tid === null || current === undefined) return;
    const isOver = current.status === 'FINALIZED' || current.status === 'EXPIRED';
    const { documents } = current;
    rememberLinkResume(
      tid,
      isOver ? null : handoffResumePicture(handoffResumeRoute(documents), documents.idType),
    );
  }, [tid, current]);

  if (switchLanguage || (token !== null && exchange.isPending)) {
    return (
      <section className="step-card documents-upload--mobile">
        <Spinner size="lg" label={t('documents.mobile.opening')} />
      </section>
    );
  }
  if (session !== null && status.isPending) {
    return (
      <section className="step-card documents-upload--mobile">
        <Spinner size="lg" label={t('documents.mobile.opening')} />
      </section>
    );
  }
  // The link opened again after the photos were sent: with no session of this tab to go on, or
  // one that has ended too, that is "already sent", not a broken link.
  if (isFinalizedRefusal(exchange.error) && (session === null || status.isError)) {
    return <HandoffAlreadyDone />;
  }
  if (session === null || status.isError || status.data === undefined) return <HandoffExpired />;

  // The link lands on the first step; the phone continues at the first one not done.
  if (token !== null) {
    return <Navigate to={handoffResumeRoute(status.data.documents)} replace />;
  }
  if (status.data.status === 'EXPIRED') return <HandoffExpired />;
  if (status.data.status === 'FINALIZED' && pathname !== ROUTES.mobileUploadFinalize) {
    return <Navigate to={ROUTES.mobileUploadFinalize} replace />;
  }

  const context: MobileHandoff = { session, status: status.data, refresh };
  return <Outlet context={context} />;
}
