import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { overlayHost } from '../../../lib/overlay/overlay-host';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ConfirmDialogProps {
  readonly titleId: string;
  readonly describedBy?: string;
  /** Escape, as the dialog's cancel button. */
  readonly onClose: () => void;
  /** Where focus starts: for a step that cannot be undone, the harmless choice. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * A modal dialog in the page frame's overlay host (lib/overlay), the pattern of the video call's
 * overlay dialog: focus moves in when it opens and back where it was when it closes, Tab stays
 * inside. Unlike the call's, Escape closes it: the applicant may always back out.
 */
export function ConfirmDialog({
  titleId,
  describedBy,
  onClose,
  initialFocus,
  children,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
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
    <div className="confirm-dialog">
      <div
        ref={dialog}
        className="confirm-dialog__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    overlayHost(),
  );
}
