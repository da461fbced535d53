import type { TSigningCodeForm } from '@onboarding/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { NumericInput } from '../ui/numeric-input';
import { useSecondsLeft } from '../ui/use-seconds-left';
import { useT } from '../../lib/i18n/i18n-context';
import './signing-code-entry.css';

export interface SigningCodeEntryProps {
  /** When the server allows another code (ISO time); the resend button waits until then. */
  readonly resendAvailableAt: string;
  readonly onResend: () => void;
  readonly resending: boolean;
  /** The submit button's text, naming what the code does ("Sign the documents"). */
  readonly submitLabel: string;
  readonly submitting: boolean;
}

/**
 * The SMS code's field, a resend button that counts down to when the server allows another code,
 * and the submit button. It goes inside a `<Form>` of `ZSigningCodeForm` (it registers `code`).
 */
export function SigningCodeEntry({
  resendAvailableAt,
  onResend,
  resending,
  submitLabel,
  submitting,
}: SigningCodeEntryProps) {
  const t = useT();
  const { register } = useFormContext<TSigningCodeForm>();
  const secondsLeft = useSecondsLeft(resendAvailableAt);
  const statusId = useId();
  return (
    <>
      <FormField label={t('signing.code.label')} hint={t('signing.code.hint')} name="code" required>
        <NumericInput
          {...register('code')}
          autoComplete="one-time-code"
          maxLength={6}
          className="signing-code-entry__code"
        />
      </FormField>
      <div className="step-actions">
        <Button
          variant="secondary"
          disabled={secondsLeft > 0}
          loading={resending}
          onClick={onResend}
          aria-describedby={statusId}
        >
          {t('signing.code.resend')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
      <p id={statusId} className="signing-code-entry__status" aria-live="polite">
        {secondsLeft > 0 ? t('signing.code.resendIn', { seconds: secondsLeft }) : ''}
      </p>
    </>
  );
}
