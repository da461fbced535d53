import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffRole,
  type TStaffAccount,
  type TStaffMember,
} from '@onboarding/domain';
import { useT, useLanguage } from '@onboarding/web-shell';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isStaffApiError } from '../api/api-error';
import { staffErrorText } from '../api/staff-errors';
import { useStaffApi } from '../app/staff-api-context';
import { Card } from '../ui/card';
import { formatDateTime } from '../ui/format';
import { Notice } from '../ui/notice';
import { SelectField, TextField } from '../ui/text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface CreateErrors {
  fullName?: string;
  email?: string;
  password?: string;
}

export interface StaffScreenProps {
  readonly staff: TStaffMember;
  readonly onSessionEnded: () => void;
}

/** Supervisors: every staff account, disable or enable one, and create a new one. */
export function StaffScreen({ staff, onSessionEnded }: StaffScreenProps) {
  const t = useT();
  const language = useLanguage();
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
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">{t('operator.staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('operator.staff.name')}</th>
                  <th scope="col">{t('operator.staff.email')}</th>
                  <th scope="col">{t('operator.staff.role')}</th>
                  <th scope="col">{t('operator.staff.state')}</th>
                  <th scope="col">{t('operator.staff.createdAt')}</th>
                  <th scope="col">{t('operator.staff.action')}</th>
                </tr>
              </thead>
              <tbody>
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
                    <td>{formatDateTime(account.createdAt, language)}</td>
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
              </tbody>
            </table>
          </div>
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
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CreateErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: CreateErrors = {};
    const name = fullName.trim();
    if (name.length < 2 || name.length > 120) found.fullName = t('operator.validation.fullName');
    if (!EMAIL.test(email.trim())) found.email = t('operator.validation.email');
    if (password.length < STAFF_PASSWORD_MIN)
      found.password = t('operator.validation.passwordShort');
    else if (password.length > 128) found.password = t('operator.validation.passwordLong');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.createStaff({ fullName: name, email: email.trim(), role, password });
      setFullName('');
      setEmail('');
      setPassword('');
      onCreated(name);
    } catch (error) {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else {
        const text = staffErrorText(t, error);
        const { fullName: nameError, email: emailError, password: passwordError } = text.fields;
        setErrors({
          ...(nameError === undefined ? {} : { fullName: nameError }),
          ...(emailError === undefined ? {} : { email: emailError }),
          ...(passwordError === undefined ? {} : { password: passwordError }),
        });
        setFailure(text.form);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card heading={t('operator.staff.createHeading')}>
      <form className="stack staff-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('operator.staff.fullName')}
          name="fullName"
          autoComplete="off"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={errors.fullName}
        />
        <TextField
          label={t('operator.staff.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <SelectField
          label={t('operator.staff.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          options={STAFF_ROLES.map((value) => ({ value, label: t(`operator.roles.${value}`) }))}
        />
        <TextField
          label={t('operator.staff.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('operator.staff.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div aria-live="assertive">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('operator.staff.create')}
        </button>
      </form>
    </Card>
  );
}
