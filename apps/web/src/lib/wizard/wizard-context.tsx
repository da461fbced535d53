import type { TUserProcess } from '@onboarding/domain';
import type { UserStatus } from './api/get-prospect-status';
import { createContext, useContext, type ReactNode } from 'react';
import type { WizardPositionResult } from './wizard-position';

/** What the private-route guard knows once uid and prospect state are loaded (spec 1 §4). */
export interface Wizard {
  readonly uid: string;
  readonly status: UserStatus;
  /** The selected process (AUTHENTICATED). */
  readonly process: TUserProcess;
  readonly position: WizardPositionResult;
}

const WizardContext = createContext<Wizard | null>(null);

export function WizardProvider({ wizard, children }: { wizard: Wizard; children: ReactNode }) {
  return <WizardContext value={wizard}>{children}</WizardContext>;
}

/** The wizard state of a private page; only pages under the private-route guard may call it. */
export function useWizard(): Wizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard must be used under the private-route guard');
  return wizard;
}
