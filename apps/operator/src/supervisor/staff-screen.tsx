import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffRole,
  type TStaffAccount,
  type TStaffMember,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isStaffApiError } from '../api/api-error';
import { staffErrorText } from '../api/staff-errors';
import { useStaffApi } from '../app/staff-api-context';
import { Card } from '../ui/card';
import { ConsoleTable } from '../ui/console-table';
import { useConsoleFormat } from '../ui/format';
import { Notice } from '../ui/notice';
import { SelectField } from '../ui/text-field';
import { checkEmail, ConsoleForm, useTextFields, type TextFieldSpec } from '../ui/text-fields';

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

export interface StaffScreenProps {
  readonly staff: TStaffMember;
  readonly onSessionEnded: () => void;
}

/** Supervisors: every staff account, disable or enable one, and create a new one. */
export function StaffScreen({ staff, onSessionEnded }: StaffScreenProps) {
  const t = useT();
  const format = useConsoleFormat();
  const api = useStaffApi();
  const [accounts, setAccounts] = useState<TStaffAccount[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const handle = useCallback(
    (error: unknown) => {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else setFailure(staffErrorText(t, error).form ?? t('operator.errors.generic'));
    },
    [onSessionEnded, t],
  );

  const load = useCallback(() => {
    api.staff().then(setAccounts, handle);
  }, [api, handle]);
  useEffect(load, [load]);

  const toggle = async (account: TStaffAccount) => {
    setFailure(null);
    setSuccess(null);
    try {
      await api.setStaffDisabled(account.id, !account.disabled);
      load();
    } catch (error) {
      handle(error);
    }
  };

  return (
    <div className="stack">
      <section className="stack" aria-labelledby="staff-heading">
        <h2 id="staff-heading">{t('operator.staff.heading')}</h2>
        <div aria-live="polite">
          {failure ? <Notice tone="error">{failure}</Notice> : null}
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
                      onClick={() => void toggle(account)}
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
      <CreateStaffForm
        onCreated={(name) => {
          setSuccess(t('operator.staff.created', { name }));
          load();
        }}
        onSessionEnded={onSessionEnded}
      />
    </div>
  );
}

function CreateStaffForm({
  onCreated,
  onSessionEnded,
}: {
  onCreated: (name: string) => void;
  onSessionEnded: () => void;
}) {
  const t = useT();
  const api = useStaffApi();
  const { values, input, validate, showErrors, clear } = useTextFields(FIELDS);
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    const { fullName, email, password } = values;
    const name = fullName.trim();
    setBusy(true);
    try {
      await api.createStaff({ fullName: name, email: email.trim(), role, password });
      clear();
      onCreated(name);
    } catch (error) {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else {
        const text = staffErrorText(t, error);
        showErrors(text.fields);
        setFailure(text.form);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card heading={t('operator.staff.createHeading')}>
      <ConsoleForm
        className="stack staff-form"
        submitLabel={t('operator.staff.create')}
        busy={busy}
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
