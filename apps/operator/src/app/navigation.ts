import type { MessageKey } from '@onboarding/messages';
import { paths } from '../shared/paths';

/** One link of the console's navigation bar. */
export interface NavItem {
  readonly to: string;
  readonly label: MessageKey;
  /** Shown to supervisors only (the route is guarded the same way in route-table.tsx). */
  readonly supervisorOnly: boolean;
}

/** The navigation bar, in its order: add a feature's link here (decision 261). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.queue(), label: 'operator.nav.queue', supervisorOnly: false },
  { to: paths.cases(), label: 'caseSearch.nav', supervisorOnly: false },
  { to: paths.payments(), label: 'pennyTransfer.console.nav', supervisorOnly: false },
  { to: paths.fourEyes(), label: 'decisions.fourEyes.nav', supervisorOnly: false },
  { to: paths.operations(), label: 'operations.nav', supervisorOnly: false },
  { to: paths.staff(), label: 'operator.nav.staff', supervisorOnly: true },
  { to: paths.identifications(), label: 'operator.nav.identifications', supervisorOnly: true },
  { to: paths.processes(), label: 'processConsole.nav', supervisorOnly: true },
  { to: paths.evidence(), label: 'caseEvidence.nav', supervisorOnly: true },
  { to: paths.qualityReviews(), label: 'qualityReview.nav', supervisorOnly: true },
];
