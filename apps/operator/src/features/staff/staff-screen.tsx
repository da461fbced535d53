import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffRole,
  type TStaffAccount,
} from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { isStaffApiError } from '../../shared/api/api-error';
import { consoleKeys } from '../../shared/api/query-keys';
import { staffErrorText } from '../../shared/api/staff-errors';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { Card } from '../../shared/ui/card';
import { ConsoleTable } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/notice';
import { SelectField } from '../../shared/ui/text-field';
import { useStaff } from '../../shared/session/session';
import {
  checkEmail,
  ConsoleForm,
  useTextFields,
  type TextFieldSpec,
} from '../../shared/ui/text-fields';

const COLUMNS = [
  'operator.staff.name',
  'operator.staff.email',
  'operator.staff.role',
  'operator.staff.state',
  'operator.staff.createdAt',
  'operator.staff.action',
] as const;

const FIELDS = {
  fullName: {
    label: 'operator.staff.fullName',
    autoComplete: 'off',
    check: (text) => {
      const name = text.trim();
      return name.length < 2 || name.length > 120 ? 'operator.validation.fullName' : null;
    },
  },
  email: { label: 'operator.staff.email', type: 'email', autoComplete: 'off', check: checkEmail },
  password: {
    label: 'operator.staff.password',
    hint: 'operator.staff.passwordHint',
    type: 'password',
    autoComplete: 'new-password',
    check: (text) =>
      text.length < STAFF_PASSWORD_MIN
        ? 'operator.validation.passwordShort'
        : text.length > 128
          ? 'operator.validation.passwordLong'
          : null,
  },
} as const satisfies Record<string, TextFieldSpec>;

function failureText(t: ReturnType<typeof useT>, error: unknown): string | null {
  if (isStaffApiError(error) && error.status === 401) return null;
  return staffErrorText(t, error).form ?? t('operator.errors.generic');
}

/** Supervisors: every staff account, disable or enable one, and create a new one. */
export function StaffScreen() {
  const t = useT();
  const format = useConsoleFormat();
  const api = useStaffApi();
  const staff = useStaff();
  const client = useQueryClient();
  const list = useQuery({ queryKey: consoleKeys.staff, queryFn: () => api.staff() });
  const accounts = list.data ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: (account: TStaffAccount) => api.setStaffDisabled(account.id, !account.disabled),
    onMutate: () => {
      setFailure(null);
      setSuccess(null);
    },
    onError: (error) => setFailure(failureText(t, error)),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.staff }),
  });
  const readError = list.error ? failureText(t, list.error) : null;

  return (
    <div className="stack">
      <section className="stack" aria-labelledby="staff-heading">
        <h2 id="staff-heading">{t('operator.staff.heading')}</h2>
        <div aria-live="polite">
          {(failure ?? readError) ? <Notice tone="error">{failure ?? readError}</Notice> : null}
          {success ? <Notice tone="success">{success}</Notice> : null}
        </div>
        {accounts === null ? (
          <p>{t('common.loading')}</p>
        ) : (
          <ConsoleTable
            caption={t('operator.staff.caption')}
            columns={COLUMNS.map((key) => t(key))}
          >
            {accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {account.fullName}
                  {account.id === staff.id ? ` (${t('operator.staff.you')})` : ''}
                </th>
                <td>{account.email}</td>
                <td>{t(`operator.roles.${account.role}`)}</td>
                <td>
                  {account.disabled
                    ? t('operator.staff.disabled')
                    : account.totpEnrolled
                      ? t('operator.staff.active')
                      : t('operator.staff.notEnrolled')}
                </td>
                <td>{format.dateTime(account.createdAt)}</td>
                <td>
                  {account.id === staff.id ? null : (
                    <button
                      type="button"
                      className={
                        account.disabled ? 'button button--secondary' : 'button button--danger'
                      }
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(account)}
                    >
                      {account.disabled
                        ? t('operator.staff.enable', { name: account.fullName })
                        : t('operator.staff.disable', { name: account.fullName })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
      <CreateStaffForm onCreated={(name) => setSuccess(t('operator.staff.created', { name }))} />
    </div>
  );
}

function CreateStaffForm({ onCreated }: { onCreated: (name: string) => void }) {
  const t = useT();
  const api = useStaffApi();
  const { values, input, validate, showErrors, clear } = useTextFields(FIELDS);
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (account: Parameters<typeof api.createStaff>[0]) => api.createStaff(account),
    onSuccess: (_, account) => {
      clear();
      onCreated(account.fullName);
      return client.invalidateQueries({ queryKey: consoleKeys.staff });
    },
    onError: (error) => {
      // A 401 ends the session (app/server-state.tsx); any other refusal is said at its field.
      if (isStaffApiError(error) && error.status === 401) return;
      const text = staffErrorText(t, error);
      showErrors(text.fields);
      setFailure(text.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    const { fullName, email, password } = values;
    create.mutate({ fullName: fullName.trim(), email: email.trim(), role, password });
  };

  return (
    <Card heading={t('operator.staff.createHeading')}>
      <ConsoleForm
        className="stack staff-form"
        submitLabel={t('operator.staff.create')}
        busy={create.isPending}
        failure={failure}
        onSubmit={submit}
      >
        {input('fullName')}
        {input('email')}
        <SelectField
          label={t('operator.staff.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          options={STAFF_ROLES.map((value) => ({ value, label: t(`operator.roles.${value}`) }))}
        />
        {input('password')}
      </ConsoleForm>
    </Card>
  );
}
