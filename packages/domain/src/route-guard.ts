import type { RoutePath } from './routes';
import { ROUTES, stripTrailingSlash } from './routes';
import type { ProspectState } from './states';

/**
 * spec 1 §4 "Private-route guard": prospects in these states may only see their own page; every
 * other private path redirects there.
 */
export const CONFINED_PROSPECT_STATES = {
  PROSPECT_REJECTED: ROUTES.errorPage,
  PROSPECT_REDIRECT_TO_BRANCH: ROUTES.errorSelectBranch,
} as const satisfies Readonly<Partial<Record<ProspectState, RoutePath>>>;

type ConfinedProspectState = keyof typeof CONFINED_PROSPECT_STATES;

function isConfined(state: ProspectState): state is ConfinedProspectState {
  return Object.hasOwn(CONFINED_PROSPECT_STATES, state);
}

/** The path a private route must redirect to, or null when the page may be shown. */
export function guardRedirect(prospectState: ProspectState, path: string): RoutePath | null {
  if (!isConfined(prospectState)) return null;
  const target = CONFINED_PROSPECT_STATES[prospectState];
  return stripTrailingSlash(path) === target ? null : target;
}
