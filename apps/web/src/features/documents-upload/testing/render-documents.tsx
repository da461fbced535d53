import {
  getVariant,
  type DocumentSide,
  type IdDocumentType,
  type Language,
  type TDocument,
  type TIdDocumentStatus,
  type TIdSideStatus,
  type UploadedDocumentState,
} from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { aProcess, aStatus, TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { WizardProvider, type Wizard } from '../../../lib/wizard/wizard-context';
import { wizardPosition } from '../../../lib/wizard/wizard-position';
import { testI18n } from '../../../test/render';

export const PROSPECT_ID = 'prospect-1';

/** Where the router is, shown for the test to read ("at /personaldata"). */
function WhereAmI() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

export function aWizard(): Wizard {
  const process = aProcess({ prospectState: 'PROSPECT_EMAIL_CHECKED', prospectId: PROSPECT_ID });
  return { uid: TEST_UID, status: aStatus(process), process, position: wizardPosition(process) };
}

/**
 * Renders the documents pages at `path` with the app's providers, a signed-in applicant at the
 * documents step (as the private-route guard provides it) and a spy on the location.
 */
export function renderDocuments(
  path: string,
  routes: Readonly<Record<string, ReactElement>> | ReactElement,
  options: { language?: Language; wizard?: Wizard } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProviders variant={getVariant('si')} i18n={testI18n(options.language)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <WizardProvider wizard={options.wizard ?? aWizard()}>
            <Routes>
              {isValidElement(routes)
                ? routes
                : Object.entries(routes).map(([routePath, element]) => (
                    <Route key={routePath} path={routePath} element={element} />
                  ))}
              <Route path="*" element={null} />
            </Routes>
            <WhereAmI />
          </WizardProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export function aDocument(side: DocumentSide, overrides: Partial<TDocument> = {}): TDocument {
  const id = `image-${side.toLowerCase()}`;
  return {
    id,
    imageId: id,
    prospectId: PROSPECT_ID,
    documentType: 'ID',
    side,
    state: 'UPLOADED',
    rejectionReason: null,
    documentName: `${side}.jpg`,
    mediaType: 'image/jpeg',
    size: 1000,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}

export function aSide(
  side: DocumentSide,
  state: UploadedDocumentState,
  rejectionReason: TIdSideStatus['rejectionReason'] = null,
): TIdSideStatus {
  return {
    side,
    state,
    rejectionReason,
    image: state === 'PENDING' ? null : aDocument(side, { state, rejectionReason }),
  };
}

/** The documents state of a prospect with `idType` and the given side states. */
export function someDocuments(
  idType: IdDocumentType | null,
  states: Partial<Record<DocumentSide, UploadedDocumentState>> = {},
  reasons: Partial<Record<DocumentSide, TIdSideStatus['rejectionReason']>> = {},
): TIdDocumentStatus {
  const sides: DocumentSide[] =
    idType === null ? [] : idType === 'ID' ? ['FRONTVIEW', 'BACKVIEW'] : ['FRONTVIEW'];
  const entries = sides.map((side) =>
    aSide(side, states[side] ?? 'PENDING', reasons[side] ?? null),
  );
  return {
    prospectId: PROSPECT_ID,
    idType,
    sides: entries,
    complete: entries.length > 0 && entries.every((entry) => entry.state === 'UPLOADED'),
    confirmed: false,
  };
}

export function photo(name = 'front.jpg', type = 'image/jpeg', size = 2000): File {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}
