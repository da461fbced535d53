import type { TStaffMember } from '@onboarding/domain';
import {
  BankMark,
  DisplaySettingsControls,
  LanguageSwitch,
  MAIN_CONTENT_ID,
  SkipLink,
  useT,
} from '@onboarding/web-shell';
import { useEffect, useState } from 'react';
import { isStaffApiError } from '../api/api-error';
import { CallScreen } from '../call/call-screen';
import { BackgroundProcessesScreen } from '../features/background-processes/background-processes-screen';
import { CaseEvidenceScreen } from '../features/case-evidence/case-evidence-screen';
import { PaymentReviewScreen } from '../features/payment-review/payment-review-screen';
import { QueueScreen } from '../queue/queue-screen';
import { SignInFlow } from '../sign-in/sign-in-flow';
import { FinishedIdentificationsScreen } from '../supervisor/finished-identifications-screen';
import { StaffScreen } from '../supervisor/staff-screen';
import { routeHref, useConsoleRoute, type ConsoleRoute } from './console-route';
import { useStaffApi } from './staff-api-context';
import '../ui/ui.css';
import './operator-app.css';

export interface OperatorAppProps {
  /** Reloads the page in the new language; tests pass a spy. */
  readonly reload?: () => void;
}

type Session =
  | { readonly state: 'checking' }
  | { readonly state: 'signedOut'; readonly notice: string | null }
  | { readonly state: 'signedIn'; readonly staff: TStaffMember };

/**
 * The operator console: sign-in (password, then TOTP), then the queue, the call screen and, for
 * supervisors, the staff accounts, the finished identifications and the background processes.
 */
export function OperatorApp({ reload }: OperatorAppProps) {
  const t = useT();
  const api = useStaffApi();
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [route, navigate] = useConsoleRoute();

  useEffect(() => {
    let current = true;
    api.whoami().then(
      (staff) => current && setSession({ state: 'signedIn', staff }),
      (error: unknown) => {
        if (!current) return;
        const offline = isStaffApiError(error) && error.status === undefined;
        setSession({ state: 'signedOut', notice: offline ? t('operator.errors.network') : null });
      },
    );
    return () => {
      current = false;
    };
  }, [api, t]);

  const signOut = async () => {
    try {
      await api.logout();
    } finally {
      setSession({ state: 'signedOut', notice: null });
      navigate({ name: 'queue' });
    }
  };

  const staff = session.state === 'signedIn' ? session.staff : null;
  const supervisor = staff?.role === 'SUPERVISOR';

  return (
    <div className="console">
      <SkipLink />
      <header className="console__header">
        <div className="console__header-inner cluster cluster--spread">
          <div className="cluster">
            <BankMark />
            <h1 className="console__title">{t('operator.title')}</h1>
          </div>
          <div className="cluster">
            {staff ? (
              <>
                <p className="console__who">
                  {t('operator.header.signedInAs', {
                    name: staff.fullName,
                    role: t(`operator.roles.${staff.role}`),
                  })}
                </p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void signOut()}
                >
                  {t('operator.header.signOut')}
                </button>
              </>
            ) : null}
            <DisplaySettingsControls />
            <LanguageSwitch {...(reload ? { reload } : {})} />
          </div>
        </div>
        {staff ? (
          <nav className="console__nav" aria-label={t('operator.header.navLabel')}>
            <ul className="console__nav-list cluster">
              <NavLink route={{ name: 'queue' }} current={route} label={t('operator.nav.queue')} />
              <NavLink
                route={{ name: 'payments' }}
                current={route}
                label={t('pennyTransfer.console.nav')}
              />
              {supervisor ? (
                <>
                  <NavLink
                    route={{ name: 'staff' }}
                    current={route}
                    label={t('operator.nav.staff')}
                  />
                  <NavLink
                    route={{ name: 'identifications' }}
                    current={route}
                    label={t('operator.nav.identifications')}
                  />
                  <NavLink
                    route={{ name: 'processes' }}
                    current={route}
                    label={t('processConsole.nav')}
                  />
                  <NavLink
                    route={{ name: 'cases' }}
                    current={route}
                    label={t('caseEvidence.nav')}
                  />
                </>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </header>
      <main className="console__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {session.state === 'checking' ? <p>{t('common.loading')}</p> : null}
        {session.state === 'signedOut' ? (
          <SignInFlow
            notice={session.notice}
            onSignedIn={(member) => setSession({ state: 'signedIn', staff: member })}
          />
        ) : null}
        {staff ? (
          <Screen
            route={route}
            staff={staff}
            navigate={navigate}
            onSessionEnded={() =>
              setSession({ state: 'signedOut', notice: t('operator.errors.sessionEnded') })
            }
          />
        ) : null}
      </main>
    </div>
  );
}

function NavLink({
  route,
  current,
  label,
}: {
  route: ConsoleRoute;
  current: ConsoleRoute;
  label: string;
}) {
  const active = route.name === current.name;
  return (
    <li>
      <a
        className="console__nav-link"
        href={routeHref(route)}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  );
}

function Screen({
  route,
  staff,
  navigate,
  onSessionEnded,
}: {
  route: ConsoleRoute;
  staff: TStaffMember;
  navigate: (route: ConsoleRoute) => void;
  onSessionEnded: () => void;
}) {
  const supervisor = staff.role === 'SUPERVISOR';
  switch (route.name) {
    case 'call':
      return (
        <CallScreen
          key={route.identificationId}
          identificationId={route.identificationId}
          staff={staff}
          onBackToQueue={() => navigate({ name: 'queue' })}
        />
      );
    case 'staff':
      if (supervisor) return <StaffScreen staff={staff} onSessionEnded={onSessionEnded} />;
      break;
    case 'identifications':
      if (supervisor) return <FinishedIdentificationsScreen onSessionEnded={onSessionEnded} />;
      break;
    case 'processes':
      if (supervisor) return <BackgroundProcessesScreen onSessionEnded={onSessionEnded} />;
      break;
    case 'cases':
      if (supervisor) return <CaseEvidenceScreen onSessionEnded={onSessionEnded} />;
      break;
    case 'payments':
      return <PaymentReviewScreen onSessionEnded={onSessionEnded} />;
    case 'queue':
      break;
  }
  return (
    <QueueScreen
      staff={staff}
      onAccepted={(identificationId) => navigate({ name: 'call', identificationId })}
    />
  );
}
