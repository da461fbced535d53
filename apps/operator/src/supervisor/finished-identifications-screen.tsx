import {
  IDENTIFICATION_STATUSES,
  isOpenIdentification,
  type IdentificationStatus,
  type TIdentificationList,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { failureKey, isStaffApiError } from '../api/api-error';
import { protocolUrl } from '../api/staff-api';
import { useStaffApi } from '../app/staff-api-context';
import { ConsoleTable } from '../ui/console-table';
import { useConsoleFormat } from '../ui/format';
import { FailureRegion } from '../ui/notice';
import { processName } from '../ui/process-name';
import { SelectField } from '../ui/text-field';

const FINISHED_STATUSES = IDENTIFICATION_STATUSES.filter((status) => !isOpenIdentification(status));

const COLUMNS = [
  'operator.identifications.applicant',
  'operator.identifications.process',
  'operator.identifications.status',
  'operator.identifications.ended',
  'operator.identifications.operator',
  'operator.identifications.protocol',
] as const;

/** Supervisors: the finished identifications, by state, each with its PDF protocol. */
export function FinishedIdentificationsScreen({ onSessionEnded }: { onSessionEnded: () => void }) {
  const t = useT();
  const format = useConsoleFormat();
  const api = useStaffApi();
  const [filter, setFilter] = useState<IdentificationStatus | null>(null);
  const [chosen, setChosen] = useState<IdentificationStatus | null>(null);
  const [list, setList] = useState<TIdentificationList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    api.finishedIdentifications(filter).then(
      (read) => {
        setList(read);
        setFailure(null);
      },
      (error: unknown) => {
        if (isStaffApiError(error) && error.status === 401) onSessionEnded();
        else setFailure(t(failureKey(error)));
      },
    );
  }, [api, filter, onSessionEnded, t]);
  useEffect(load, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(chosen);
  };

  return (
    <section className="stack" aria-labelledby="finished-heading">
      <h2 id="finished-heading">{t('operator.identifications.heading')}</h2>
      <form className="filter-form" onSubmit={submit}>
        <SelectField
          label={t('operator.identifications.filter')}
          value={chosen ?? ''}
          onChange={(event) =>
            setChosen(
              event.target.value === '' ? null : (event.target.value as IdentificationStatus),
            )
          }
          options={[
            { value: '', label: t('operator.identifications.all') },
            ...FINISHED_STATUSES.map((status) => ({
              value: status,
              label: t(`operator.status.${status}`),
            })),
          ]}
        />
        <button type="submit" className="button button--secondary">
          {t('operator.identifications.show')}
        </button>
      </form>
      <FailureRegion failure={failure} />
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.identifications.length === 0 ? (
        <p>{t('operator.identifications.empty')}</p>
      ) : (
        <ConsoleTable
          caption={t('operator.identifications.caption')}
          columns={COLUMNS.map((key) => t(key))}
        >
          {list.identifications.map((item) => (
            <tr key={item.identificationId}>
              <th scope="row">{item.fullName}</th>
              <td>{processName(item.process, t)}</td>
              <td>{t(`operator.status.${item.status}`)}</td>
              <td>{format.dateTime(item.endedAt)}</td>
              <td>{item.operatorName ?? '—'}</td>
              <td>
                {item.protocolReady ? (
                  <a href={protocolUrl(item.identificationId)} download>
                    {t('operator.identifications.download', { name: item.fullName })}
                  </a>
                ) : (
                  t('operator.identifications.pending')
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
