import {
  IDENTIFICATION_STATUSES,
  isOpenIdentification,
  type IdentificationStatus,
} from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consoleKeys } from '../../shared/api/query-keys';
import { protocolUrl } from '../../shared/api/staff-api';
import { useStaffApi } from '../../shared/api/staff-api-context';
import { readFailure } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { ConsoleTable } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { FailureRegion } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import { SelectField } from '../../shared/ui/text-field';

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
export function FinishedIdentificationsScreen() {
  const t = useT();
  const format = useConsoleFormat();
  const api = useStaffApi();
  const [filter, setFilter] = useState<IdentificationStatus | null>(null);
  const [chosen, setChosen] = useState<IdentificationStatus | null>(null);
  const query = useQuery({
    queryKey: consoleKeys.identifications.byStatus(filter),
    queryFn: () => api.finishedIdentifications(filter),
  });
  const list = query.data ?? null;
  const failure = readFailure(query.error, t)?.text ?? null;

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
              <th scope="row">
                {/* Every list links to the case page (decision 265). */}
                <Link to={paths.casePage(item.prospectId)}>{item.fullName}</Link>
              </th>
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
