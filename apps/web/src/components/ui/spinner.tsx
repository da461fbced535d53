import { useT } from '@onboarding/web-shell';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  readonly size?: SpinnerSize;
  /** The text read to screen readers; the translated "Loading…" when left out. */
  readonly label?: string;
  /**
   * Only the turning ring, hidden from assistive technology, for a place that already says it is
   * busy (a loading button, the upload box's own status line).
   */
  readonly decorative?: boolean;
  readonly className?: string;
}

/** A turning ring. Under prefers-reduced-motion it stands still and the label alone tells. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const t = useT();
  const classes = ['spinner', `spinner--${size}`, className].filter(Boolean).join(' ');
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className="spinner__ring" />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('ui.spinner.label')}</span>
    </span>
  );
}
