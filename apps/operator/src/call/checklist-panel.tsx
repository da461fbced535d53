import type { ChecklistItem, TChecklist } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useState } from 'react';
import { useStaffApi } from '../app/staff-api-context';
import { Notice } from '../ui/notice';

export interface ChecklistPanelProps {
  readonly identificationId: string;
  readonly checklist: TChecklist;
  /** The items the call's script checks (decision 230). */
  readonly items: readonly ChecklistItem[];
  /** The checklist as saved (the decision form reads it). */
  readonly onSaved: (checklist: TChecklist) => void;
  readonly disabled: boolean;
}

/** The script's checks; each change is saved at once, and undone on screen if saving fails. */
export function ChecklistPanel({
  identificationId,
  checklist,
  items,
  onSaved,
  disabled,
}: ChecklistPanelProps) {
  const t = useT();
  const api = useStaffApi();
  const [shown, setShown] = useState(checklist);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const toggle = async (item: ChecklistItem, checked: boolean) => {
    const before = shown;
    const next = { ...shown, [item]: checked };
    setShown(next);
    setMessage(null);
    try {
      await api.saveChecklist(identificationId, next);
      onSaved(next);
      setMessage({ tone: 'success', text: t('operator.call.checklist.saved') });
    } catch {
      setShown(before);
      setMessage({ tone: 'error', text: t('operator.call.checklist.failed') });
    }
  };

  return (
    <fieldset className="card checklist" disabled={disabled}>
      <legend className="card__heading checklist__legend">
        {t('operator.call.checklist.heading')}
      </legend>
      {items.map((item) => (
        <label key={item} className="checklist__item">
          <input
            type="checkbox"
            checked={shown[item]}
            onChange={(event) => void toggle(item, event.target.checked)}
          />
          <span>{t(`operator.call.checklist.${item}`)}</span>
        </label>
      ))}
      <div aria-live="polite">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
    </fieldset>
  );
}
