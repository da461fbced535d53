import {
  getVariant,
  type Language,
  type ProspectState,
  type TConsentDocument,
} from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { aProcess, aStatus, TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { WizardProvider, type Wizard } from '../../../lib/wizard/wizard-context';
import { wizardPosition } from '../../../lib/wizard/wizard-position';
import { testI18n } from '../../../test/render';

export const PROSPECT_ID = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function aWizard(prospectState: ProspectState): Wizard {
  const process = aProcess({
    prospectState,
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    prospectId: PROSPECT_ID,
  });
  return { uid: TEST_UID, status: aStatus(process), process, position: wizardPosition(process) };
}

/** Renders a consents page at `path` as the private-route guard would, with a location spy. */
export function renderConsents(
  path: string,
  element: ReactElement,
  options: { language?: Language; prospectState?: ProspectState } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wizard = aWizard(options.prospectState ?? 'PROSPECT_INFO_UPLOADED');
  const result = render(
    <AppProviders variant={getVariant('si')} i18n={testI18n(options.language)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <WizardProvider wizard={wizard}>
            <Routes>
              <Route path={path} element={element} />
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

export function aConsentDocument(
  kind: TConsentDocument['kind'],
  overrides: Partial<TConsentDocument> = {},
): TConsentDocument {
  const index = ['GENERAL_TERMS', 'CONSENTS', 'DATA_SUMMARY'].indexOf(kind);
  return {
    id: `0000000${index}-0000-4000-8000-000000000000`,
    kind,
    fileName: `${kind.toLowerCase()}-en.pdf`,
    mediaType: 'application/pdf',
    sizeBytes: 48_250 + index,
    sha256: String(index).repeat(64),
    language: 'en',
    ...overrides,
  };
}

export const SOME_DOCUMENTS = [
  aConsentDocument('GENERAL_TERMS'),
  aConsentDocument('CONSENTS'),
  aConsentDocument('DATA_SUMMARY'),
];
