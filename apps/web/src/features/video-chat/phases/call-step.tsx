import { useT } from '@onboarding/web-shell';
import type { CallSnapshot, ChatLine } from '@onboarding/video-call';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import { MediaView } from './media-view';
import { PhaseHeading } from './phase-heading';

function ChatPanel({
  lines,
  onSend,
}: {
  lines: readonly ChatLine[];
  onSend: (text: string) => boolean;
}) {
  const t = useT();
  const titleId = useId();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = log.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    const sent = onSend(text);
    setFailed(!sent);
    if (sent) setText('');
  };

  return (
    <section className="video-chat-box" aria-labelledby={titleId}>
      <h3 id={titleId} className="video-chat__subtitle">
        {t('videoChat.call.chat.title')}
      </h3>
      <p className="video-chat__hint">{t('videoChat.call.chat.hint')}</p>
      {/* Scrollable, so it takes the focus for keyboard scrolling. */}
      <div
        ref={log}
        className="video-chat-box__log"
        role="log"
        aria-label={t('videoChat.call.chat.log')}
        tabIndex={0}
      >
        <ol className="video-chat-box__list">
          {lines.map((line, index) => (
            <li
              key={`${line.at}-${index}`}
              className={`video-chat-box__line${line.mine ? ' video-chat-box__line--mine' : ''}`}
            >
              <span className="video-chat-box__who">
                {line.mine ? t('videoChat.call.chat.you') : t('videoChat.call.chat.adviser')}
              </span>
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form className="video-chat-box__form" onSubmit={submit} noValidate>
        <FormField
          label={t('videoChat.call.chat.label')}
          error={failed ? 'videoChat.call.chat.failed' : null}
        >
          <TextInput
            value={text}
            maxLength={500}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary">
          {t('videoChat.call.chat.send')}
        </Button>
      </form>
    </section>
  );
}

export interface CallStepProps {
  readonly snapshot: CallSnapshot;
  readonly localStream: MediaStream | null;
  readonly operatorName: string | null;
  /** The operator's form is open over the call: the videos move to a corner above it. */
  readonly formOpen: boolean;
  readonly onChat: (text: string) => boolean;
  readonly onLeave: () => void;
}

/**
 * STARTED: the adviser's video large, the own picture small, the adviser's name, microphone and
 * camera switches, the text chat beside (for when the sound fails), and a notice while a dropped
 * connection is joined again. While the operator's form is open, both pictures sit in a corner of
 * the screen above the form, picture in picture (decision 254): the same video elements, so the
 * streams play on without a gap.
 */
export function CallStep({
  snapshot,
  localStream,
  operatorName,
  formOpen,
  onChat,
  onLeave,
}: CallStepProps) {
  const t = useT();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);

  // The switches act on the tracks themselves: the other side gets silence or black, no renegotiation.
  useEffect(() => {
    for (const track of localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  }, [localStream, muted]);
  useEffect(() => {
    for (const track of localStream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
  }, [localStream, cameraOff]);

  const connected = snapshot.connection === 'connected';
  const reconnecting = snapshot.rejoining || snapshot.socket === 'reconnecting';

  return (
    <div className={`video-chat__step video-call${formOpen ? ' video-call--pip' : ''}`}>
      <PhaseHeading>{t('videoChat.call.title')}</PhaseHeading>
      <p className="video-chat__text">
        {operatorName === null
          ? t('videoChat.call.withAdviser')
          : t('videoChat.call.withOperator', { name: operatorName })}
      </p>
      <p className="video-call__status" role="status">
        {reconnecting
          ? t('videoChat.call.reconnecting')
          : connected
            ? ''
            : t('videoChat.call.connecting')}
      </p>
      <div className="video-call__layout">
        <div className="video-call__stage">
          <MediaView
            stream={snapshot.remoteStream}
            label={t('videoChat.call.remoteVideo')}
            className="video-call__remote"
          />
          <MediaView
            stream={localStream}
            own
            label={t('videoChat.call.localVideo')}
            className="video-call__local"
          />
          <div
            className="video-call__controls"
            role="group"
            aria-label={t('videoChat.call.controls')}
          >
            <Button variant="secondary" onClick={() => setMuted(!muted)}>
              {muted ? t('videoChat.call.unmute') : t('videoChat.call.mute')}
            </Button>
            <Button variant="secondary" onClick={() => setCameraOff(!cameraOff)}>
              {cameraOff ? t('videoChat.call.cameraOn') : t('videoChat.call.cameraOff')}
            </Button>
            <Button variant="secondary" onClick={onLeave}>
              {t('videoChat.call.leave')}
            </Button>
          </div>
        </div>
        <ChatPanel lines={snapshot.chat} onSend={onChat} />
      </div>
    </div>
  );
}
