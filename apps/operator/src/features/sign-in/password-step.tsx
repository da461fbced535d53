import type { TStaffLoginStep } from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { isStaffApiError } from '../../shared/api/api-error';
import { staffErrorText } from '../../shared/api/staff-errors';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { Notice } from '../../shared/ui/notice';
import {
  checkEmail,
  ConsoleForm,
  useTextFields,
  type TextFieldSpec,
} from '../../shared/ui/text-fields';
import { SignInCard } from './sign-in-card';

const FIELDS = {
  email: {
    label: 'operator.signIn.email',
    type: 'email',
    autoComplete: 'username',
    check: checkEmail,
  },
  password: {
    label: 'operator.signIn.password',
    type: 'password',
    autoComplete: 'current-password',
    check: (text) => (text === '' ? 'operator.validation.required' : null),
  },
} as const satisfies Record<string, TextFieldSpec>;

export function PasswordStep({
  onNext,
  notice,
}: {
  onNext: (step: TStaffLoginStep) => void;
  notice: string | null;
}) {
  const t = useT();
  const api = useStaffApi();
  const { values, input, validate } = useTextFields(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      api.login(email, password),
  });
  const busy = login.isPending || login.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = values;
    setFailure(null);
    if (!validate()) return;
    try {
      onNext(await login.mutateAsync({ email: email.trim(), password }));
    } catch (error) {
      // A body the server refuses (400) is a wrong e-mail or password as far as the person knows.
      setFailure(
        isStaffApiError(error) && error.status === 400
          ? t('operator.signIn.invalid')
          : (staffErrorText(t, error).form ?? t('operator.signIn.invalid')),
      );
      login.reset();
    }
  };

  return (
    <SignInCard heading={t('operator.signIn.heading')} text={t('operator.signIn.text')}>
      <div aria-live="polite">{notice ? <Notice tone="warning">{notice}</Notice> : null}</div>
      <ConsoleForm
        submitLabel={t('operator.signIn.submit')}
        busy={busy}
        failure={failure}
        onSubmit={submit}
      >
        {input('email')}
        {input('password')}
      </ConsoleForm>
    </SignInCard>
  );
}
