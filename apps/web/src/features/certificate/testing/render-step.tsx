import { getVariant, type ProductState, type ProspectState } from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { aProcess, aStatus, TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { WizardProvider, type Wizard } from '../../../lib/wizard/wizard-context';
import { wizardPosition } from '../../../lib/wizard/wizard-position';
import { testI18n } from '../../../test/render';

export const PROSPECT_ID = '7b9d2c41-6a3e-4f0b-9c1d-2e3f4a5b6c7d';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders a step page at `path` as the private-route guard would, with a location spy. */
export function renderStep(
  path: string,
  element: ReactElement,
  states: { prospectState?: ProspectState; productState?: ProductState } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const process = aProcess({
    prospectId: PROSPECT_ID,
    prospectState: states.prospectState ?? 'PROSPECT_VERIFIED',
    productState: states.productState ?? 'PRODUCT_EMPLOYMENT_UPLOADED',
  });
  const wizard: Wizard = {
    uid: TEST_UID,
    status: aStatus(process),
    process,
    position: wizardPosition(process),
  };
  return render(
    <AppProviders variant={getVariant('si')} i18n={testI18n('en')}>
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
}
