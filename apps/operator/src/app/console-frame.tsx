import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BankMark,
  DisplaySettingsControls,
  LanguageSwitch,
  MAIN_CONTENT_ID,
  SkipLink,
  useT,
} from '@onboarding/web-shell';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { ArrivalAlert } from '../features/operations/arrival-alert';
import { useStaffApi } from '../shared/api/staff-api-context';
import { paths } from '../shared/paths';
import { endSession, useSessionQuery } from '../shared/session/session';
import { NAV_ITEMS } from './navigation';
import '../shared/ui/ui.css';
import './operator-app.css';

export interface ConsoleFrameProps {
  /** Reloads the page in the new language; tests pass a spy. */
  readonly reload?: () => void;
}

/**
 * The console's frame around every route: skip link, header (bank, who is signed in, sign-out,
 * display settings, language), the navigation for the member's role, and the main area where the
 * routed screen (or the sign-in, app/session-guard.tsx) renders.
 */
export function ConsoleFrame({ reload }: ConsoleFrameProps) {
  const t = useT();
  const api = useStaffApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const staff = session?.staff ?? null;
  const signOut = useMutation({
    mutationFn: () => api.logout(),
    onSettled: () => {
      endSession(client, null);
      void navigate(paths.queue());
    },
  });

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
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate()}
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
              {NAV_ITEMS.filter((item) => !item.supervisorOnly || staff.role === 'SUPERVISOR').map(
                (item) => (
                  <li key={item.to}>
                    {/* NavLink sets aria-current="page" on the screen that is open. */}
                    <NavLink className="console__nav-link" to={item.to}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ) : null}
      </header>
      {/* Decision 270: the arrival alert listens on every screen of a signed-in member. */}
      {staff ? <ArrivalAlert staffId={staff.id} /> : null}
      <main className="console__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
