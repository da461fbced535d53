import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { Outlet } from 'react-router';
import { SignInFlow } from '../features/sign-in/sign-in-flow';
import { failureKey } from '../shared/api/api-error';
import { startSession, useSessionQuery } from '../shared/session/session';
import { Notice } from '../shared/ui/notice';

/**
 * Sign-in guards every route: until the member is signed in, the sign-in shows at the address
 * that was asked for, and the screen behind it opens once the second factor is in (a shared link
 * keeps its target through the sign-in).
 */
export function SessionGuard() {
  const t = useT();
  const client = useQueryClient();
  const { data: session, error } = useSessionQuery();
  if (error) return <Notice tone="error">{t(failureKey(error))}</Notice>;
  if (session === undefined) return <p>{t('common.loading')}</p>;
  if (session.staff === null) {
    return (
      <SignInFlow
        notice={session.reason === null ? null : t(`operator.errors.${session.reason}`)}
        onSignedIn={(staff) => startSession(client, staff)}
      />
    );
  }
  return <Outlet />;
}

/** Supervisors' screens: another role reads why it cannot open them (the server refuses too). */
export function SupervisorOnly() {
  const t = useT();
  const { data: session } = useSessionQuery();
  if (session?.staff?.role !== 'SUPERVISOR') {
    return <Notice tone="error">{t('operator.errors.forbidden')}</Notice>;
  }
  return <Outlet />;
}
