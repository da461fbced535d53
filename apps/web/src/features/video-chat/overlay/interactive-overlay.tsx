import {
  CARD_NAME_MAX,
  COMMON_VIDEO_CONSENTS,
  cardNameSchema,
  type TConsentAnswer,
  type TVideoInteraction,
  type VideoConsentName,
} from '@onboarding/domain';
import { formatPhoneNumber, unbroken } from '@onboarding/domain/format';
import { Dialog, useT } from '@onboarding/web-shell';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { InvalidSubmitNotice } from '../../../components/ui/invalid-submit-notice';
import { TextInput } from '../../../components/ui/text-input';
import { useInvalidSubmit } from '../../../components/ui/use-invalid-submit';
import { overlayHost } from '../../../lib/overlay/overlay-host';
import type { OverlayForm } from './use-overlay-form';

/** Sends one answer of the overlay into the call's room; false when the connection is down. */
export interface OverlayAnswers {
  sendOtp(otp: string): boolean;
  sendCardName(cardName: string): boolean;
  sendConsent(answer: TConsentAnswer): boolean;
}

type Data = NonNullable<TVideoInteraction['interactivityData']>;

/**
 * spec 2 §9: the six common consents and the credit bureau's one, when the server does not say
 * how many the call asks (decision 230: a product without a card asks fewer).
 */
const VIDEO_CONSENTS_ASKED = COMMON_VIDEO_CONSENTS.length + 1;

/**
 * One form of the overlay: a dialog in the page frame's overlay host (spec 3 §2) named by its
 * title and described by its text, laid out below the adviser's picture (decision 254). Escape
 * does not dismiss it: the operator waits for the answer, and the form closes when the operator
 * changes it.
 */
function OverlayDialog({
  title,
  text,
  initialFocus,
  children,
}: {
  readonly title: string;
  readonly text: string;
  /** Where focus starts; by default the first control. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog
      titleId={`${id}-title`}
      describedBy={`${id}-text`}
      host={overlayHost}
      className="video-overlay"
      initialFocus={initialFocus}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      {children}
    </Dialog>
  );
}

/** SHOW_FORM_NUMBER: the phone number on file, read only; the operator sends the code next. */
function PhoneNumberForm({ data, onClose }: { data: Data; onClose: () => void }) {
  const t = useT();
  return (
    <OverlayDialog
      title={t('videoChat.overlay.phone.title')}
      text={t('videoChat.overlay.phone.text')}
    >
      <FormField label={t('videoChat.overlay.phone.label')}>
        <TextInput
          readOnly
          value={unbroken(formatPhoneNumber(data.phoneNumber ?? ''))}
          maxLength={12}
          inputMode="tel"
          autoComplete="off"
        />
      </FormField>
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('videoChat.overlay.phone.close')}</Button>
      </div>
    </OverlayDialog>
  );
}

/** SHOW_CONFIRM_FORM_NUMBER: the 6-digit code of the SMS; a refusal names the tries left. */
function OtpForm({ data, answers }: { data: Data; answers: OverlayAnswers }) {
  const t = useT();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { formRef, onInvalid, announcements } = useInvalidSubmit();
  const refused = data.otpRefused === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setError('videoChat.overlay.otp.invalid');
      onInvalid();
      return;
    }
    setError(null);
    if (answers.sendOtp(otp)) {
      setSent(true);
      setOtp('');
    } else {
      setError('videoChat.call.chat.failed');
    }
  };

  const refusal = refused
    ? t('videoChat.overlay.otp.refused', { count: data.attemptsLeft ?? 0 })
    : null;
  return (
    <OverlayDialog title={t('videoChat.overlay.otp.title')} text={t('videoChat.overlay.otp.text')}>
      <form className="dialog__form" noValidate onSubmit={submit} ref={formRef}>
        <InvalidSubmitNotice attempts={announcements} />
        {refusal !== null && (
          <p className="video-overlay__error" role="alert">
            {refusal}
          </p>
        )}
        <FormField label={t('videoChat.overlay.otp.label')} error={error} required>
          <TextInput
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, '').slice(0, 6));
              setSent(false);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </FormField>
        <p role="status">{sent && !refused ? t('videoChat.overlay.otp.sent') : ''}</p>
        <div className="dialog__actions">
          <Button type="submit">{t('videoChat.overlay.otp.send')}</Button>
        </div>
      </form>
    </OverlayDialog>
  );
}

/** SHOW_CONFIRM_CARD_NAME: the name as the card would carry it, confirmed or corrected. */
function CardNameForm({
  data,
  answers,
  onDone,
}: {
  data: Data;
  answers: OverlayAnswers;
  onDone: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(data.cardName ?? '');
  const [error, setError] = useState<string | null>(null);
  const { formRef, onInvalid, announcements } = useInvalidSubmit();
  const parsed = cardNameSchema().safeParse(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setError('videoChat.overlay.cardName.invalid');
      onInvalid();
      return;
    }
    if (answers.sendCardName(parsed.data)) onDone();
    else setError('videoChat.call.chat.failed');
  };

  return (
    <OverlayDialog
      title={t('videoChat.overlay.cardName.title')}
      text={t('videoChat.overlay.cardName.text')}
    >
      <form className="dialog__form" noValidate onSubmit={submit} ref={formRef}>
        <InvalidSubmitNotice attempts={announcements} />
        <figure className="video-card" aria-label={t('videoChat.overlay.cardName.cardLabel')}>
          <span className="video-card__chip" aria-hidden="true" />
          <span className="video-card__number" aria-hidden="true">
            •••• •••• •••• ••••
          </span>
          <figcaption className="video-card__name">
            {parsed.success ? parsed.data : name.toUpperCase()}
          </figcaption>
        </figure>
        <FormField label={t('videoChat.overlay.cardName.label')} error={error} required>
          <TextInput
            value={name}
            onChange={(event) => {
              setName(event.target.value.toUpperCase());
              setError(null);
            }}
            maxLength={CARD_NAME_MAX}
            autoComplete="cc-name"
            autoCapitalize="characters"
          />
        </FormField>
        <div className="dialog__actions">
          <Button type="submit">{t('videoChat.overlay.cardName.confirm')}</Button>
        </div>
      </form>
    </OverlayDialog>
  );
}

/** SHOW_CONSENTS: the consents asked one at a time; the overlay hides after the last answer. */
function ConsentsForm({
  consents,
  total,
  answered,
  answers,
  onAnswered,
}: {
  consents: readonly { id: number; name: VideoConsentName }[];
  total: number;
  answered: ReadonlySet<number>;
  answers: OverlayAnswers;
  onAnswered: (id: number) => void;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const index = consents.findIndex((consent) => !answered.has(consent.id));
  const consent = consents[index];
  if (consent === undefined) return null;
  // The server sends the consents one at a time, each with its place (id) among those asked.
  const position = consents.length === 1 && consent.id < total ? consent.id + 1 : index + 1;

  const answer = (response: 'YES' | 'NO') => {
    const sent = answers.sendConsent({
      id: consent.id,
      name: consent.name,
      typeOfConsents: 'COMMERCIAL',
      response,
    });
    if (sent) {
      setError(null);
      onAnswered(consent.id);
    } else {
      setError('videoChat.call.chat.failed');
    }
  };

  return (
    // A new dialog per consent moves the focus to its question again: to neither answer, so
    // neither is suggested (decision 253).
    <OverlayDialog
      key={consent.id}
      initialFocus={question}
      title={t('videoChat.overlay.consents.title', {
        current: position,
        total,
      })}
      text={t(`videoChat.overlay.consents.names.${consent.name}`)}
    >
      <p ref={question} tabIndex={-1} className="video-overlay__question">
        {t('videoChat.overlay.consents.question')}
      </p>
      {error !== null && (
        <p className="video-overlay__error" role="alert">
          {t('videoChat.call.chat.failed')}
        </p>
      )}
      <div className="dialog__actions">
        {/* Yes and No alike: the same variant and size (decision 253). */}
        <Button variant="secondary" onClick={() => answer('YES')}>
          {t('videoChat.overlay.consents.yes')}
        </Button>
        <Button variant="secondary" onClick={() => answer('NO')}>
          {t('videoChat.overlay.consents.no')}
        </Button>
      </div>
    </OverlayDialog>
  );
}

export interface InteractiveOverlayProps {
  /** The page keeps the overlay's state, since the call's layout follows it (decision 254). */
  readonly form: OverlayForm;
  readonly answers: OverlayAnswers;
}

/**
 * The forms the operator pushes into the applicant's page during the call (spec 3 §4), shown in
 * the page frame's overlay. Each INTERACTION message replaces the form; the applicant closes the
 * read-only phone number, and a form answered stays closed until the operator sends the next.
 */
export function InteractiveOverlay({ form, answers }: InteractiveOverlayProps) {
  const { interaction } = form;
  if (interaction === null || !form.shown) return null;
  const data: Data = interaction.interactivityData ?? {};
  switch (interaction.interactivityAction) {
    case 'SHOW_FORM_NUMBER':
      return <PhoneNumberForm data={data} onClose={form.close} />;
    case 'SHOW_CONFIRM_FORM_NUMBER':
      return <OtpForm key={JSON.stringify(data)} data={data} answers={answers} />;
    case 'SHOW_CONFIRM_CARD_NAME':
      return <CardNameForm data={data} answers={answers} onDone={form.close} />;
    case 'SHOW_CONSENTS':
      return (
        <ConsentsForm
          consents={data.consents ?? []}
          total={data.consentCount ?? VIDEO_CONSENTS_ASKED}
          answered={form.answeredConsents}
          answers={answers}
          onAnswered={form.answerConsent}
        />
      );
    default:
      return null;
  }
}
