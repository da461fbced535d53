import type { TLoanApplication, TStaffStatementList } from '@onboarding/domain';
import type { Translate } from '@onboarding/messages';
import { FactList, useT, useVariant, type Fact } from '@onboarding/web-shell';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { failureKey, isStaffApiError } from '../../shared/api/api-error';
import { Card } from '../../shared/ui/card';
import { useConsoleFormat } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/notice';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createLoanApplicationApi, statementUrl } from './loan-application-api';

type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'none' }
  | { readonly state: 'failed'; readonly text: string }
  | { readonly state: 'ready'; readonly value: T };

/** What the applicant confirmed in the loan application, as the operator reads it. */
function applicationFacts(
  application: TLoanApplication,
  currency: string,
  format: ReturnType<typeof useConsoleFormat>,
  t: Translate,
): Fact[] {
  const money = (cents: number) => format.money(cents, currency);
  const { wish } = application;
  const wishKey = wish.insurance
    ? 'processConsole.loan.wishInsured'
    : 'processConsole.loan.wishPlain';
  return [
    {
      term: t('processConsole.loan.source'),
      value: t(`processConsole.loan.sources.${application.source}`),
    },
    { term: t('processConsole.loan.bank'), value: application.bankCode },
    {
      term: t('processConsole.loan.income'),
      value: money(application.monthlyNetIncomeCents),
    },
    {
      term: t('processConsole.loan.obligations'),
      value: money(application.existingMonthlyObligationsCents),
    },
    { term: t('processConsole.loan.dependants'), value: application.dependants },
    {
      term: t('processConsole.loan.wish'),
      value: t(wishKey, {
        amount: money(wish.amount * 100),
        months: wish.tenorMonths,
      }),
    },
    {
      term: t('processConsole.loan.confirmedAt'),
      value: format.dateTime(application.confirmedAt),
    },
  ];
}

/** A read as the panel shows it: a 404 is "nothing confirmed yet", never an error. */
function loaded<T>(
  query: { readonly data: NoInfer<T> | undefined; readonly error: unknown },
  t: Translate,
): Loaded<T> {
  if (query.data !== undefined) return { state: 'ready', value: query.data };
  const { error } = query;
  if (error === null || error === undefined) return { state: 'loading' };
  if (isStaffApiError(error) && error.status === 404) return { state: 'none' };
  return { state: 'failed', text: t(failureKey(error)) };
}

/**
 * For a PERSONALLOAN applicant, beside the video (decision 147): where the income came from,
 * the confirmed income and obligations, the loan wished for, and the uploaded statements to open.
 * Nothing yet confirmed is said as such, never as an error.
 */
export function SalaryStatementPanel({ prospectId }: { readonly prospectId: string }) {
  const t = useT();
  const format = useConsoleFormat();
  const { currency } = useVariant();
  const fetch = useStaffFetch();
  const api = useMemo(() => createLoanApplicationApi(fetch), [fetch]);
  const application = loaded<TLoanApplication>(
    useQuery({
      queryKey: consoleKeys.loanApplication(prospectId),
      queryFn: () => api.application(prospectId),
    }),
    t,
  );
  const statements = loaded<TStaffStatementList>(
    useQuery({
      queryKey: consoleKeys.loanStatements(prospectId),
      queryFn: () => api.statements(prospectId),
    }),
    t,
  );

  return (
    <Card heading={t('processConsole.loan.heading')}>
      {application.state === 'loading' ? <p>{t('common.loading')}</p> : null}
      {application.state === 'none' ? <p>{t('processConsole.loan.notConfirmed')}</p> : null}
      {application.state === 'failed' ? <Notice tone="error">{application.text}</Notice> : null}
      {application.state === 'ready' ? (
        <FactList facts={applicationFacts(application.value, currency, format, t)} />
      ) : null}
      <h4 className="facts-section__heading">{t('processConsole.loan.statements')}</h4>
      {statements.state === 'loading' ? <p>{t('common.loading')}</p> : null}
      {statements.state === 'failed' ? <Notice tone="error">{statements.text}</Notice> : null}
      {statements.state === 'none' ||
      (statements.state === 'ready' && statements.value.documents.length === 0) ? (
        <p>{t('processConsole.loan.noStatements')}</p>
      ) : null}
      {statements.state === 'ready' && statements.value.documents.length > 0 ? (
        <ul>
          {statements.value.documents.map((document) => (
            <li key={document.id}>
              <a href={statementUrl(prospectId, document.id)} target="_blank" rel="noreferrer">
                {t('processConsole.loan.statementLink', {
                  name: document.name,
                  months: document.months.join(', '),
                })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
