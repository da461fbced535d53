import type { TStaffLoginStep, TStaffMember } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { isStaffApiError } from '../../shared/api/api-error';
import { staffErrorText } from '../../shared/api/staff-errors';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { FailureRegion, Notice } from '../../shared/ui/notice';
import { useTextFields, type TextFieldSpec } from '../../shared/ui/text-fields';
import { SignInCard } from './sign-in-card';

/** The key grouped by four, as authenticator apps show it, so it is easy to type and check. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The QR code comes from our server as SVG markup; it is shown as an image, never as live markup. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const FIELDS = {
  code: {
    label: 'operator.totp.code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 7,
    check: (text) => (/^\d{6}$/.test(text.replace(/\s/g, '')) ? null : 'operator.validation.totp'),
  },
} as const satisfies Record<string, TextFieldSpec>;

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
  const { values, input, validate, showErrors, clear } = useTextFields(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const confirm = useMutation({ mutationFn: (code: string) => api.confirmTotp(code) });
  // Signed in, the console opens: the button stays off until it does.
  const busy = confirm.isPending || confirm.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    const typed = values.code.replace(/\s/g, '');
    try {
      onSignedIn(await confirm.mutateAsync(typed));
    } catch (caught) {
      clear();
      const text = staffErrorText(t, caught);
      if (text.fields.code !== undefined) {
        showErrors(text.fields);
      } else if (isStaffApiError(caught) && caught.status === 400) {
        showErrors({ code: t('operator.totp.invalid') });
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
        {input('code')}
        <FailureRegion failure={failure} />
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
