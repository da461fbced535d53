import {
  getVariant,
  type Language,
  type ProductState,
  type ProcessName,
  type ProspectState,
} from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Variant } from '@onboarding/web-shell';
import { AppProviders } from '../app/providers';
import { testI18n } from './render';
import { WizardProvider, type Wizard } from '../lib/wizard/wizard-context';
import { wizardPosition } from '../lib/wizard/wizard-position';
import { aProcess, aStatus, TEST_UID } from '../lib/wizard/testing/status-fixtures';

export const STEP_PROSPECT_ID = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';

export interface StepOptions {
  readonly language?: Language;
  readonly processName?: ProcessName;
  readonly prospectState?: ProspectState;
  readonly productState?: ProductState;
  /** The process's product (the steps after the dossier run address it); the fixture's otherwise. */
  readonly productId?: string;
  /** The country variant; si unless told. */
  readonly variant?: Variant;
  /** The address's query the step opens with (`?bankError=…`); none unless told. */
  readonly search?: string;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function aStepWizard(options: StepOptions = {}): Wizard {
  const process = aProcess({
    processName: options.processName ?? 'CURRENTACCOUNT',
    prospectState: options.prospectState ?? 'PROSPECT_VERIFIED',
    productState: options.productState ?? 'PRODUCT_EMPLOYMENT_UPLOADED',
    prospectId: STEP_PROSPECT_ID,
    ...(options.productId === undefined ? {} : { productId: options.productId }),
  });
  return { uid: TEST_UID, status: aStatus(process), process, position: wizardPosition(process) };
}

/**
 * Renders a wizard step's page at `path` as the private-route guard would (a verified applicant
 * by default), with a location spy (`getByTestId('location')`) and a fresh query client.
 */
export function renderStep(path: string, element: ReactElement, options: StepOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const variant = options.variant ?? getVariant('si');
  const result = render(
    <AppProviders variant={variant} i18n={testI18n(options.language, variant.id)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`${path}${options.search ?? ''}`]}>
          <WizardProvider wizard={aStepWizard(options)}>
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
