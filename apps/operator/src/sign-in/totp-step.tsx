import type { TStaffLoginStep, TStaffMember } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { isStaffApiError } from '../api/api-error';
import { staffErrorText } from '../api/staff-errors';
import { useStaffApi } from '../app/staff-api-context';
import { Notice } from '../ui/notice';
import { TextField } from '../ui/text-field';
import { SignInCard } from './sign-in-card';

/** The key grouped by four, as authenticator apps show it, so it is easy to type and check. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The QR code comes from our server as SVG markup; it is shown as an image, never as live markup. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function TotpStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: TStaffLoginStep;
  onSignedIn: (staff: TStaffMember) => void;
  /** Back to the password, with the reason when the pending sign-in has ended. */
  onRestart: (reason: string | null) => void;
}) {
  const t = useT();
  const api = useStaffApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(t('operator.validation.totp'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await api.confirmTotp(typed));
    } catch (caught) {
      setBusy(false);
      setCode('');
      const text = staffErrorText(t, caught);
      if (text.fields.code !== undefined) {
        setError(text.fields.code);
      } else if (isStaffApiError(caught) && caught.status === 400) {
        setError(t('operator.totp.invalid'));
      } else if (isStaffApiError(caught) && caught.status === 401) {
        // Five wrong codes, or the pending sign-in expired: the password comes first again.
        onRestart(
          caught.code === 'STAFF_TOTP_TOO_MANY'
            ? (text.form ?? t('operator.errors.tooMany'))
            : t('operator.errors.sessionEnded'),
        );
      } else {
        setFailure(text.form);
      }
    }
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the key stays selectable as text.
    }
  };

  const enrolment = step.next === 'TOTP_ENROLMENT' ? step : null;

  return (
    // The step replaced the password form: its heading takes the focus.
    <SignInCard
      heading={enrolment ? t('operator.totp.enrolHeading') : t('operator.totp.heading')}
      text={enrolment ? t('operator.totp.enrolText') : t('operator.totp.text')}
      focusHeading
    >
      {enrolment ? (
        <div className="sign-in__enrolment">
          <img
            className="sign-in__qr"
            src={svgDataUrl(enrolment.qrSvg)}
            alt={t('operator.totp.qrLabel')}
            width={200}
            height={200}
          />
          <div className="sign-in__secret">
            <p className="field__label" id="totp-secret-label">
              {t('operator.totp.secretLabel')}
            </p>
            <code className="sign-in__secret-value" aria-labelledby="totp-secret-label">
              {groupSecret(enrolment.secret)}
            </code>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(enrolment.secret)}
            >
              {t('operator.totp.copy')}
            </button>
            <div aria-live="polite">
              {copied ? <Notice tone="success">{t('operator.totp.copied')}</Notice> : null}
            </div>
          </div>
        </div>
      ) : null}
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('operator.totp.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <div aria-live="assertive">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <div className="sign-in__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('operator.totp.submit')}
          </button>
          <button type="button" className="button button--link" onClick={() => onRestart(null)}>
            {t('operator.totp.restart')}
          </button>
        </div>
      </form>
    </SignInCard>
  );
}
