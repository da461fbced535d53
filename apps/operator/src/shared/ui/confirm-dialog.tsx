import { Dialog, FactList, type Fact } from '@onboarding/web-shell';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusWhenShown } from './focus-when-shown';

export interface ConfirmDialogProps {
  readonly title: string;
  /** What confirming does, in a sentence. */
  readonly lead: string;
  /** The decision summed up: what, for whom, which product, the reason or the part. */
  readonly facts: readonly Fact[];
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** While the decision is sent: the confirm button waits. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * What shows the result once the decision is confirmed and the dialog closed (the outcome
   * message, its failure or a heading), found when the screen shows it; the focus goes there.
   */
  readonly resultFocus: () => HTMLElement | null;
  /** A field the decision still needs (a reason), and the outcome of a failed try. */
  readonly children?: ReactNode;
}

/**
 * A decision confirmed before it is sent (decision 267), in the shared dialog of both apps: the
 * focus starts on Cancel (the harmless choice), Escape cancels. Cancelled, the focus returns to
 * the button that opened it; confirmed, it goes to the result the screen shows next (the opener
 * may be gone with its row or form), never to <body> (decision 272).
 */
export function ConfirmDialog({
  title,
  lead,
  facts,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  resultFocus,
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The opener, read before the dialog takes the focus: the shared dialog gives it back there.
  const [opener] = useState(() => document.activeElement);
  const confirmed = useRef(false);
  const findResult = useRef(resultFocus);
  useEffect(() => {
    findResult.current = resultFocus;
  });
  useEffect(
    () => () => {
      if (confirmed.current) focusWhenShown(() => findResult.current(), opener);
    },
    [opener],
  );
  // A confirmation the screen held back (a reason too short) and then cancelled is a cancel.
  const cancelled = () => {
    confirmed.current = false;
    onCancel();
  };
  return (
    <Dialog
      titleId={`${id}-title`}
      describedBy={`${id}-lead`}
      onClose={cancelled}
      initialFocus={cancel}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__text">
        <p id={`${id}-lead`}>{lead}</p>
        <FactList facts={facts} />
      </div>
      {children}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            confirmed.current = true;
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={cancelled}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
