import { useState } from 'react';
import { Button } from '../ui/button';
import { useT } from '../../lib/i18n/i18n-context';

export interface CopyValueProps {
  /** What goes to the clipboard (the IBAN and reference without spaces). */
  readonly value: string;
  /** What is copied, in words ("Beneficiary’s IBAN"): the button and the message name it. */
  readonly what: string;
}

/**
 * A small copy button beside one payment detail. The outcome is said in a polite live region, so
 * a screen reader hears it without the focus moving; without clipboard access it says to copy by hand.
 */
export function CopyValue({ value, what }: CopyValueProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="payment-instructions__copy">
      <Button
        variant="link"
        aria-label={t('pennyTransfer.details.copyNamed', { what })}
        onClick={() => void copy()}
      >
        {t('pennyTransfer.details.copy')}
      </Button>
      <span role="status" className="payment-instructions__copy-status">
        {outcome === 'copied' && t('pennyTransfer.details.copied', { what })}
        {outcome === 'failed' && t('pennyTransfer.details.copyFailed')}
      </span>
    </span>
  );
}
