import type { ReactNode } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { BackgroundProcessesScreen } from '../features/background-processes/background-processes-screen';
import { CallScreen } from '../features/call/call-screen';
import { CaseEvidenceScreen } from '../features/case-evidence/case-evidence-screen';
import { CaseSearchScreen } from '../features/case-search/case-search-screen';
import { CasePage } from '../features/case-page/case-page';
import { FourEyesScreen } from '../features/four-eyes/four-eyes-screen';
import { FinishedIdentificationsScreen } from '../features/identifications/finished-identifications-screen';
import { SalaryStatementPanel } from '../features/loan-application/salary-statement-panel';
import { OperationsScreen } from '../features/operations/operations-screen';
import { PaymentReviewScreen } from '../features/payment-review/payment-review-screen';
import { QueueScreen } from '../features/queue/queue-screen';
import { ReportScreen } from '../features/quality-review/report-screen';
import { ReviewQueueScreen } from '../features/quality-review/review-queue-screen';
import { ReviewScreen } from '../features/quality-review/review-screen';
import { StaffScreen } from '../features/staff/staff-screen';
import { PATHS, paths, uuidParam } from '../shared/paths';
import { ConsoleFrame } from './console-frame';
import { NotFoundScreen } from './not-found-screen';
import { SessionGuard, SupervisorOnly } from './session-guard';

/**
 * The call of one identification at /call/:identificationId. The app composes the features on
 * it: a loan applicant's income and statements (loan-application) sit beside the call's data.
 */
function CallRoute() {
  const identificationId = uuidParam(useParams().identificationId);
  if (identificationId === null) return <NotFoundScreen />;
  return (
    <CallScreen
      key={identificationId}
      identificationId={identificationId}
      sidePanels={(detail): ReactNode =>
        detail.process === 'PERSONALLOAN' ? (
          <SalaryStatementPanel prospectId={detail.prospectId} />
        ) : null
      }
    />
  );
}

/**
 * The console's one route table (decision 261), rendered in a HashRouter by main.tsx and in a
 * MemoryRouter by tests. Every screen has an address; sign-in guards them all (SessionGuard),
 * supervisors' screens sit under SupervisorOnly. Addresses are built with shared/paths.ts.
 */
export function consoleRoutes(options: { readonly reload?: () => void } = {}): RouteObject[] {
  return [
    {
      element: <ConsoleFrame {...options} />,
      children: [
        {
          element: <SessionGuard />,
          children: [
            { index: true, element: <Navigate to={paths.queue()} replace /> },
            { path: PATHS.queue, element: <QueueScreen /> },
            { path: PATHS.call, element: <CallRoute /> },
            { path: PATHS.payments, element: <PaymentReviewScreen /> },
            // Approvals waiting for a second pair of eyes, for every staff member (decision 267).
            { path: PATHS.fourEyes, element: <FourEyesScreen /> },
            // Operations live (decisions 270, 271): the screen shows supervisors their parts.
            { path: PATHS.operations, element: <OperationsScreen /> },
            // The case page, for every staff member (decision 265).
            { path: PATHS.casePage, element: <CasePage /> },
            // The case search, for every staff member: an operator names a person (decision 264).
            { path: PATHS.cases, element: <CaseSearchScreen /> },
            {
              element: <SupervisorOnly />,
              children: [
                { path: PATHS.staff, element: <StaffScreen /> },
                { path: PATHS.identifications, element: <FinishedIdentificationsScreen /> },
                { path: PATHS.processes, element: <BackgroundProcessesScreen /> },
                { path: PATHS.evidence, element: <CaseEvidenceScreen /> },
                { path: PATHS.qualityReviews, element: <ReviewQueueScreen /> },
                { path: PATHS.qualityReview, element: <ReviewScreen /> },
                { path: PATHS.qualityReport, element: <ReportScreen /> },
              ],
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

export function ConsoleRoutes({ reload }: { readonly reload?: () => void }) {
  return useRoutes(consoleRoutes(reload ? { reload } : {}));
}
