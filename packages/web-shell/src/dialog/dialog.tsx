import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The id of the dialog's heading, its accessible name. */
  readonly titleId: string;
  /** The id of the text that says what the dialog asks. */
  readonly describedBy?: string;
  /**
   * What Escape does. Without it Escape does nothing: the video call's forms stay until the
   * operator changes them (spec 3 §4).
   */
  readonly onClose?: () => void;
  /** Where focus starts; by default the first control. For a step that cannot be undone, the harmless choice. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** The element the dialog is placed in (the web's page frame has an overlay host); by default <body>. */
  readonly host?: () => HTMLElement;
  /** A class beside `dialog` on the backdrop, for a dialog that lays itself out differently. */
  readonly className?: string;
  readonly children: ReactNode;
}

function bodyHost(): HTMLElement {
  return document.body;
}

/**
 * The modal dialog of both apps (decision 210): over the page, in its own layer; focus moves into
 * it when it opens and back where it was when it closes, Tab and Shift+Tab stay inside, and Escape
 * calls `onClose` where there is one. The heading names it and the text describes it.
 */
export function Dialog({
  titleId,
  describedBy,
  onClose,
  initialFocus,
  host = bodyHost,
  className,
  children,
}: DialogProps) {
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
      onClose?.();
      return;
    }
    if (event.key === 'Tab' && dialog.current !== null) keepTabInside(event, dialog.current);
  };

  return createPortal(
    <div className={className === undefined ? 'dialog' : `dialog ${className}`}>
      <div
        ref={dialog}
        className="dialog__box"
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
    host(),
  );
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first (or from the box itself)
 * to the last; with no control at all, focus stays on the box.
 */
function keepTabInside(event: KeyboardEvent, box: HTMLElement): void {
  const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (first === undefined || last === undefined) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
