import type { ChecklistItem, TChecklist } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { Fragment, useState, type ReactNode } from 'react';
import { Notice } from '../../shared/ui/notice';
import { useSaveChecklist } from './use-call';

export interface ChecklistPanelProps {
  readonly identificationId: string;
  readonly checklist: TChecklist;
  /** The items the call's script checks (decision 230). */
  readonly items: readonly ChecklistItem[];
  readonly disabled: boolean;
  /** What helps the operator judge an item, shown under it (the face match hint, decision 291). */
  readonly hints?: Partial<Readonly<Record<ChecklistItem, ReactNode>>>;
}

/** The script's checks; each change is saved at once, and undone on screen if saving fails. */
export function ChecklistPanel({
  identificationId,
  checklist,
  items,
  disabled,
  hints = {},
}: ChecklistPanelProps) {
  const t = useT();
  const save = useSaveChecklist(identificationId);
  const [shown, setShown] = useState(checklist);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // Saved, the checklist is in the call's cached detail (the decision form reads it there).
  const toggle = (item: ChecklistItem, checked: boolean) => {
    const before = shown;
    const next = { ...shown, [item]: checked };
    setShown(next);
    setMessage(null);
    save.mutate(next, {
      onSuccess: () => setMessage({ tone: 'success', text: t('operator.call.checklist.saved') }),
      onError: () => {
        setShown(before);
        setMessage({ tone: 'error', text: t('operator.call.checklist.failed') });
      },
    });
  };

  return (
    <fieldset className="card checklist" disabled={disabled}>
      <legend className="card__heading checklist__legend">
        {t('operator.call.checklist.heading')}
      </legend>
      {items.map((item) => (
        <Fragment key={item}>
          <label className="checklist__item">
            <input
              type="checkbox"
              checked={shown[item]}
              onChange={(event) => toggle(item, event.target.checked)}
            />
            <span>{t(`operator.call.checklist.${item}`)}</span>
          </label>
          {hints[item] ?? null}
        </Fragment>
      ))}
      <div aria-live="polite">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
    </fieldset>
  );
}
