import { guardRedirect, stepForPath, type RoutePath } from '@onboarding/domain';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Navigate, NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { paths } from '../../config/paths';
import { setAnalyticsProduct } from '../../lib/analytics/product-store';
import { useOpeningHours } from '../../lib/opening-hours/api/get-opening-hours';
import { forgetsClosedBranch, openingHoursRedirect } from '../../lib/opening-hours/gate';
import { addressedStepRedirect } from '../../lib/wizard/addressed-step';
import { resolveAccess } from '../../lib/wizard/access-state';
import { wayBackTo, type SettledLocation } from '../../lib/wizard/no-way-back';
import { useProspectStatus } from '../../lib/wizard/api/get-prospect-status';
import { readChosenProcess } from '../../lib/wizard/chosen-process';
import { hasChosenToContinue } from '../../lib/wizard/session-cookies';
import { rememberShownStep } from '../../lib/wizard/shown-step';
import { useSessionUid } from '../../lib/wizard/use-session-uid';
import { WizardProvider, type Wizard } from '../../lib/wizard/wizard-context';
import { wizardPosition } from '../../lib/wizard/wizard-position';
import { StepProgress } from './step-progress';

/**
 * spec 1 §4 "Access state": on every location change an authenticated applicant who moved
 * backward in the page sequence is returned to the previous location. Decided while rendering, so
 * the earlier page never mounts (and never fires its requests) on the way back.
 */
function useNoWayBack(
  pathname: string,
  pageSequence: readonly RoutePath[] | null,
  landing: RoutePath | null,
  leaving: boolean,
): string | null {
  const [settled, setSettled] = useState<SettledLocation | null>(null);
  const back = wayBackTo({ settled, pathname, pageSequence, landing });
  // The location the applicant may stay on becomes the one to compare the next move with
  // (state adjusted while rendering, React's pattern for values derived from the previous render).
  // Its landing is the state's page when they came, filled in once the status is known and kept
  // after: a later change of the state is what lets them move back to its page.
  const moved = settled?.path !== pathname;
  // A page left at once for the state's page (leaving) is no location to hold the applicant on.
  if (!leaving && back === null && (moved || (settled.landing === null && landing !== null))) {
    setSettled({ path: pathname, landing });
  }
  return back;
}

/**
 * A step page opened by its address (the first location, a typed or bookmarked one, back and
 * forward: react-router's POP) is checked once against the state's page, as soon as the status is
 * known; the app's own moves (PUSH, REPLACE) follow a fresh status (useContinueWizard) and are not.
 * Checked once per location, so a status refreshed later (window focus, an operator's action)
 * never pulls the applicant off a page they are working on.
 */
function useAddressedStep(
  locationKey: string,
  pathname: string,
  pageSequence: readonly RoutePath[] | null,
  landing: RoutePath | null,
): RoutePath | null {
  const navigationType = useNavigationType();
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  if (checkedKey === locationKey || pageSequence === null || landing === null) return null;
  const target =
    navigationType === NavigationType.Pop
      ? addressedStepRedirect({ pathname, pageSequence, landing })
      : null;
  // Recorded while rendering (React's pattern for state derived from the previous render); a
  // redirect is a new location, checked in its turn.
  if (target === null) setCheckedKey(locationKey);
  return target;
}

/** The step progress above a step page, for the step the page belongs to. */
function WizardLayout({ wizard, pathname }: { wizard: Wizard; pathname: string }) {
  const position = wizard.position.ok ? wizard.position.position : null;
  const own = position === null ? null : stepForPath(pathname, position.steps);
  const current = own ?? position?.startingStep ?? null;
  const { processName, productState } = wizard.process;
  useEffect(
    () => rememberShownStep(processName, pathname, productState),
    [processName, pathname, productState],
  );
  return (
    <>
      {position !== null && current !== null && (
        <StepProgress steps={position.steps} current={current} ofTheState={own === null} />
      )}
      <Outlet />
    </>
  );
}

/**
 * spec 1 §4 "Private-route guard": renders nothing until the uid and the prospect state are known;
 * a rejected prospect sees only the error page and one sent to a branch only the branch page;
 * several processes without a choice go to the process choice; the opening-hours gate runs on the
 * pages up to the video call (decision 061). Failures of the calls are routed by the API client
 * (a 401 ends at /lightsignup).
 */
export default function PrivateRoute() {
  const { pathname, key: locationKey } = useLocation();
  const session = useSessionUid();
  const status = useProspectStatus(session.uid);
  const hours = useOpeningHours(pathname);

  const access = status.data ? resolveAccess(status.data, readChosenProcess()) : null;
  const process = access?.userState === 'AUTHENTICATED' ? access.process : null;
  const position = useMemo(() => (process === null ? null : wizardPosition(process)), [process]);
  const pageSequence = position?.ok ? position.position.pageSequence : null;
  const landing = position?.ok ? position.position.landing : null;
  const addressed = useAddressedStep(locationKey, pathname, pageSequence, landing);
  const wayBack = useNoWayBack(pathname, pageSequence, landing, addressed !== null);
  // Up to the video call the hours decide whether the page may show (decision 061).
  const waitsForHours = hours.isPending && !forgetsClosedBranch(pathname, pageSequence ?? []);
  // The answers come as urgent updates of the query store; the page they let through is rendered
  // as a deferred update, in slices the browser can interleave, not in one long task
  // (decision 226). Everything else reads the answers themselves.
  const answered = useDeferredValue(status.data !== undefined && !waitsForHours);

  useEffect(() => {
    if (process !== null) setAnalyticsProduct({ productType: process.processName, itemList: [] });
  }, [process]);

  useEffect(() => {
    // spec 1 §4: a state the table does not know is logged; the page is still shown.
    if (position && !position.ok) {
      console.error(`No page for the prospect state (${position.error})`, process);
    }
  }, [position, process]);

  if (session.uid === null || !status.data || access === null || !answered) return null;
  if (access.userState === 'LIMBO' || process === null || position === null) {
    return <Navigate to={paths.processChoice.getHref()} replace />;
  }

  const confined = guardRedirect(process.prospectState, pathname);
  if (confined !== null) return <Navigate to={confined} replace />;
  if (wayBack !== null) return <Navigate to={wayBack} replace />;
  if (addressed !== null) return <Navigate to={addressed} replace />;

  // Wait for the hours' first answer (a failed one leaves the gate open), so that a closed branch
  // does not flash the page first.
  if (waitsForHours) return null;
  const closedGate = openingHoursRedirect({
    closed: hours.data?.closedStatus ?? null,
    continueChosen: hasChosenToContinue(),
    path: pathname,
    pageSequence: pageSequence ?? [],
  });
  if (closedGate !== null) return <Navigate to={closedGate} replace />;

  const wizard: Wizard = { uid: session.uid, status: status.data, process, position };
  return (
    <WizardProvider wizard={wizard}>
      <WizardLayout wizard={wizard} pathname={pathname} />
    </WizardProvider>
  );
}
