import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { overlayHost } from '../../../lib/overlay/overlay-host';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OverlayDialogProps {
  readonly titleId: string;
  readonly describedBy?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog in the page frame's overlay (spec 3 §2, §4): focus moves into it when it opens
 * and back where it was when it closes; Tab stays inside; Escape does not dismiss it, because the
 * operator waits for the answer (the dialog closes when the operator's form changes).
 */
export function OverlayDialog({ titleId, describedBy, children }: OverlayDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="video-overlay">
      <div
        ref={dialog}
        className="video-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        {children}
      </div>
    </div>,
    overlayHost(),
  );
}
