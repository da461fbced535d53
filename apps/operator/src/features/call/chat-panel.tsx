import type { ChatLine } from '@onboarding/video-call';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { Card } from '../../shared/ui/card';

export interface ChatPanelProps {
  readonly lines: readonly ChatLine[];
  /** Sends one message; false when the room is not joined. */
  readonly onSend: (text: string) => boolean;
  readonly disabled: boolean;
}

/** A text chat beside the video, for when audio fails (decision 135). */
export function ChatPanel({ lines, onSend, disabled }: ChatPanelProps) {
  const t = useT();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '' || message.length > 500) return;
    if (onSend(message)) setText('');
  };

  return (
    <Card heading={t('operator.call.chat.heading')} className="chat">
      <ol className="chat__log" aria-label={t('operator.call.chat.log')} aria-live="polite">
        {lines.length === 0 ? (
          <li className="chat__empty">{t('operator.call.chat.empty')}</li>
        ) : null}
        {lines.map((line, index) => (
          <li
            key={`${line.at}-${index}`}
            className={line.mine ? 'chat__line chat__line--mine' : 'chat__line'}
          >
            <span className="chat__from">
              {line.from === 'OPERATOR'
                ? t('operator.call.chat.operator')
                : t('operator.call.chat.applicant')}
              :
            </span>{' '}
            {line.text}
          </li>
        ))}
      </ol>
      <form className="chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-message">
          {t('operator.call.chat.message')}
        </label>
        <input
          id="chat-message"
          className="field__control"
          maxLength={500}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t('operator.call.chat.send')}
        </button>
      </form>
    </Card>
  );
}
