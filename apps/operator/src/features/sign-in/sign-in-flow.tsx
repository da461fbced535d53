import type { TStaffLoginStep, TStaffMember } from '@onboarding/domain';
import { useState } from 'react';
import { PasswordStep } from './password-step';
import { TotpStep } from './totp-step';
import './sign-in.css';

export interface SignInFlowProps {
  readonly onSignedIn: (staff: TStaffMember) => void;
  /** A message from before, such as "your session has ended". */
  readonly notice?: string | null;
}

/**
 * Staff sign-in: the password, then the second factor. A first sign-in enrols the authenticator
 * app (QR code and the key as text), every later one types its current code.
 */
export function SignInFlow({ onSignedIn, notice = null }: SignInFlowProps) {
  const [step, setStep] = useState<TStaffLoginStep | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const restart = (reason: string | null) => {
    setRestartNotice(reason);
    setStep(null);
  };
  return (
    <div className="sign-in">
      {step === null ? (
        <PasswordStep onNext={setStep} notice={restartNotice ?? notice} />
      ) : (
        <TotpStep step={step} onSignedIn={onSignedIn} onRestart={restart} />
      )}
    </div>
  );
}
