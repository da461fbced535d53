import { Dialog, FactList, type Fact } from '@onboarding/web-shell';
import { useId, useRef, type ReactNode } from 'react';

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
  /** A field the decision still needs (a reason), and the outcome of a failed try. */
  readonly children?: ReactNode;
}

/**
 * A decision confirmed before it is sent (decision 267), in the shared dialog of both apps: the
 * focus starts on Cancel (the harmless choice), Escape cancels, and the focus returns to the
 * button that opened it.
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
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      titleId={`${id}-title`}
      describedBy={`${id}-lead`}
      onClose={onCancel}
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
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
