import { useT } from '@onboarding/web-shell';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

export interface CopyButtonProps {
  /** What is copied (the IBAN without spaces, the grouped code). */
  readonly value: string;
  /** The button's text, naming what it copies. */
  readonly label: string;
  /** Announced when it worked. */
  readonly copiedLabel: string;
}

/**
 * Copies a value to the clipboard and says so in a polite live region next to it, so a screen
 * reader hears the outcome without the focus moving. Without clipboard access (an old browser, a
 * page not served over https) it tells the applicant to copy by hand.
 */
export function CopyButton({ value, label, copiedLabel }: CopyButtonProps) {
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
    <div className="welcome__copy">
      <Button variant="secondary" onClick={() => void copy()}>
        <Icon name="document" />
        {label}
      </Button>
      <p className="welcome__copy-status" role="status">
        {outcome === 'copied' && (
          <>
            <Icon name="check" /> {copiedLabel}
          </>
        )}
        {outcome === 'failed' && t('welcome.copyFailed')}
      </p>
    </div>
  );
}
