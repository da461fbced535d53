import type { ReactNode } from 'react';

export interface NoticeProps {
  readonly tone?: 'info' | 'error' | 'success' | 'warning';
  readonly children: ReactNode;
}

/**
 * A message block. Errors are alerts (announced at once); the others are polite status messages.
 * Render it into a region that exists before the message does, so screen readers catch the change.
 */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/**
 * Where a form's failure is announced at once: the region is there before the message is, so a
 * screen reader reads the message when it comes.
 */
export function FailureRegion({ failure }: { readonly failure: string | null }) {
  return (
    <div aria-live="assertive">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
  );
}
