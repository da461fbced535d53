import type { TStaffLoginStep } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { isStaffApiError } from '../api/api-error';
import { staffErrorText } from '../api/staff-errors';
import { useStaffApi } from '../app/staff-api-context';
import { Notice } from '../ui/notice';
import { TextField } from '../ui/text-field';
import { SignInCard } from './sign-in-card';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PasswordStep({
  onNext,
  notice,
}: {
  onNext: (step: TStaffLoginStep) => void;
  notice: string | null;
}) {
  const t = useT();
  const api = useStaffApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: { email?: string; password?: string } = {};
    if (!EMAIL.test(email.trim())) found.email = t('operator.validation.email');
    if (password === '') found.password = t('operator.validation.required');
    setErrors(found);
    setFailure(null);
    if (found.email !== undefined || found.password !== undefined) return;
    setBusy(true);
    try {
      onNext(await api.login(email.trim(), password));
    } catch (error) {
      // A body the server refuses (400) is a wrong e-mail or password as far as the person knows.
      setFailure(
        isStaffApiError(error) && error.status === 400
          ? t('operator.signIn.invalid')
          : (staffErrorText(t, error).form ?? t('operator.signIn.invalid')),
      );
      setBusy(false);
    }
  };

  return (
    <SignInCard heading={t('operator.signIn.heading')} text={t('operator.signIn.text')}>
      <div aria-live="polite">{notice ? <Notice tone="warning">{notice}</Notice> : null}</div>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('operator.signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label={t('operator.signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div aria-live="assertive">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('operator.signIn.submit')}
        </button>
      </form>
    </SignInCard>
  );
}
