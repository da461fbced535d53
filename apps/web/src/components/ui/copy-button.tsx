import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

export interface CopyButtonProps {
  /** What goes to the clipboard (an IBAN or a reference without spaces, a code). */
  readonly value: string;
  /** The button's visible content. */
  readonly children: ReactNode;
  /** The button's accessible name, where the visible text alone does not say what is copied. */
  readonly label?: string;
  /** Announced when the copy worked. */
  readonly copiedMessage: ReactNode;
  /** Announced without clipboard access (an old browser, a page not served over https). */
  readonly failedMessage: ReactNode;
  readonly variant?: ButtonVariant;
  /** The caller's classes for the wrapper and for the announcement. */
  readonly className?: string;
  readonly statusClassName?: string;
}

/**
 * Copies a value to the clipboard and says how it went in a polite live region beside the button,
 * so a screen reader hears the outcome without the focus moving.
 */
export function CopyButton({
  value,
  children,
  label,
  copiedMessage,
  failedMessage,
  variant = 'secondary',
  className,
  statusClassName,
}: CopyButtonProps) {
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
    <span className={className}>
      <Button variant={variant} aria-label={label} onClick={() => void copy()}>
        {children}
      </Button>
      <span role="status" className={statusClassName}>
        {outcome === 'copied' && copiedMessage}
        {outcome === 'failed' && failedMessage}
      </span>
    </span>
  );
}
