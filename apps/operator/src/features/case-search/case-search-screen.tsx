import {
  identifiesACase,
  PROCESS_NAMES,
  PRODUCT_STATES,
  PROSPECT_STATES,
  ZCaseSearchQuery,
  type TCaseSearchHit,
  type TCaseSearchQuery,
} from '@onboarding/domain';
import type { MessageKey } from '@onboarding/messages';
import { useT } from '@onboarding/web-shell';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import { readFailure } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { useStaff } from '../../shared/session/session';
import { ConsoleTable } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { FailureRegion } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import { SelectField, TextField } from '../../shared/ui/text-field';
import { searchParamsOf } from './case-search-api';
import { useCaseSearch } from './use-case-search';
import './case-search.css';

/** The form's fields, in the order shown; each a text the query schema reads. */
const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'applicationNumber',
  'documentNumber',
  'nationalId',
  'iban',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const FIELDS = [...TEXT_FIELDS, 'product', 'state', 'productState', 'from', 'to'] as const;
type FieldName = (typeof FIELDS)[number];
type Draft = Readonly<Record<FieldName, string>>;

const EMPTY: Draft = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<
  FieldName,
  string
>;

/** The error codes the schema and the server give, each a text of this screen. */
const ERROR_CODES = [
  'caseSearch.error.tooLong',
  'caseSearch.error.name',
  'caseSearch.error.email',
  'caseSearch.error.phone',
  'caseSearch.error.applicationNumber',
  'caseSearch.error.identifier',
  'caseSearch.error.iban',
  'caseSearch.error.product',
  'caseSearch.error.state',
  'caseSearch.error.date',
  'caseSearch.error.dateOrder',
  'caseSearch.error.page',
  'caseSearch.error.pageSize',
] as const satisfies readonly MessageKey[];

const errorKey = (code: string): MessageKey =>
  (ERROR_CODES as readonly string[]).includes(code)
    ? (code as MessageKey)
    : 'caseSearch.error.failed';

const HINTS: Partial<Record<FieldName, MessageKey>> = {
  phone: 'caseSearch.fields.phoneHint',
  applicationNumber: 'caseSearch.fields.applicationNumberHint',
};

const INPUT_TYPES: Partial<Record<TextFieldName, string>> = { email: 'email', phone: 'tel' };

function draftOf(params: URLSearchParams): Draft {
  return Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Draft;
}

/** The search the address asks: null when it asks none (no criterion) or a broken one. */
function queryOf(params: URLSearchParams): TCaseSearchQuery | null {
  const parsed = ZCaseSearchQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const { page: _page, pageSize: _size, ...criteria } = parsed.data;
  return Object.values(criteria).some((value) => value !== undefined) ? parsed.data : null;
}

/** Each field's first problem, by the shared schema (the route's own). */
function fieldErrorsOf(draft: Draft): Partial<Record<FieldName, string>> {
  const parsed = ZCaseSearchQuery.safeParse(draft);
  if (parsed.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY && errors[field as FieldName] === undefined) {
      errors[field as FieldName] = issue.message;
    }
  }
  return errors;
}

/**
 * The staff case search (decisions 263, 264) at /cases: the form (the route's zod schema), the
 * cases found newest first by pages, each linking to its case page. The search lives in the
 * address, so a link to it can be shared. An operator names a person or a case; a supervisor may
 * also browse by product, state and dates.
 */
export function CaseSearchScreen() {
  const t = useT();
  const format = useConsoleFormat();
  const staff = useStaff();
  const supervisor = staff.role === 'SUPERVISOR';
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const asked = queryOf(params);
  const query = asked !== null && (supervisor || identifiesACase(asked)) ? asked : null;
  const result = useCaseSearch(query);

  // The server's refusal of a field (a phone too short to search by) shows at that field.
  const serverFieldErrors =
    isStaffApiError(result.error) && result.error.status === 400
      ? Object.fromEntries(result.error.fieldErrors.map((error) => [error.field, error.code]))
      : {};
  const shownErrors: Partial<Record<FieldName, string>> = { ...serverFieldErrors, ...errors };
  const needsIdentifier =
    formError ??
    (isStaffApiError(result.error) && result.error.code === 'CASE_SEARCH_NEEDS_IDENTIFIER'
      ? 'caseSearch.error.needsIdentifier'
      : null);
  const failure =
    isStaffApiError(result.error) && (result.error.status === 400 || result.error.status === 403)
      ? null
      : (readFailure(result.error, t)?.text ?? null);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (field: FieldName) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = fieldErrorsOf(draft);
    setErrors(fieldErrors);
    setFormError(null);
    if (Object.keys(fieldErrors).length > 0) return;
    const parsed = ZCaseSearchQuery.parse(draft);
    if (!supervisor && !identifiesACase(parsed)) {
      setFormError('caseSearch.error.needsIdentifier');
      return;
    }
    setParams(searchParamsOf({ ...parsed, page: 1 }));
    resultsRef.current?.focus();
  };

  const clear = () => {
    setDraft(EMPTY);
    setErrors({});
    setFormError(null);
    setParams(new URLSearchParams());
  };

  const text = (field: TextFieldName) => (
    <TextField
      key={field}
      name={field}
      type={INPUT_TYPES[field] ?? 'text'}
      autoComplete="off"
      spellCheck={false}
      label={t(`caseSearch.fields.${field}`)}
      hint={HINTS[field] ? t(HINTS[field]) : undefined}
      error={shownErrors[field] ? t(errorKey(shownErrors[field])) : null}
      value={draft[field]}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  const choice = (
    field: 'product' | 'state' | 'productState',
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      key={field}
      name={field}
      label={t(`caseSearch.fields.${field}`)}
      error={shownErrors[field] ? t(errorKey(shownErrors[field])) : null}
      value={draft[field]}
      onChange={(event) => set(field)(event.target.value)}
      options={[{ value: '', label: t('caseSearch.fields.any') }, ...options]}
    />
  );

  const data = result.data;
  const pages = data === undefined ? 0 : Math.max(1, Math.ceil(data.total / data.pageSize));
  const pageLink = (page: number) =>
    query === null
      ? paths.cases()
      : `${paths.cases()}?${searchParamsOf({ ...query, page }).toString()}`;

  return (
    <section className="stack case-search" aria-labelledby="case-search-heading">
      <h2 id="case-search-heading">{t('caseSearch.heading')}</h2>
      <p>{t('caseSearch.lead')}</p>
      {supervisor ? null : <p className="case-search__note">{t('caseSearch.operatorNote')}</p>}
      <form ref={formRef} className="case-search__form" noValidate onSubmit={submit}>
        <div className="case-search__fields">{TEXT_FIELDS.map(text)}</div>
        <div className="case-search__fields">
          {choice(
            'product',
            PROCESS_NAMES.map((value) => ({ value, label: processName(value, t) })),
          )}
          {choice(
            'state',
            PROSPECT_STATES.map((value) => ({ value, label: t(`casePage.states.${value}`) })),
          )}
          {choice(
            'productState',
            PRODUCT_STATES.map((value) => ({ value, label: t(`casePage.states.${value}`) })),
          )}
          <TextField
            name="from"
            type="date"
            label={t('caseSearch.fields.from')}
            error={shownErrors.from ? t(errorKey(shownErrors.from)) : null}
            value={draft.from}
            onChange={(event) => set('from')(event.target.value)}
          />
          <TextField
            name="to"
            type="date"
            label={t('caseSearch.fields.to')}
            error={shownErrors.to ? t(errorKey(shownErrors.to)) : null}
            value={draft.to}
            onChange={(event) => set('to')(event.target.value)}
          />
        </div>
        <FailureRegion failure={needsIdentifier === null ? null : t(needsIdentifier)} />
        <div className="case-search__actions">
          <button type="submit" className="button button--primary">
            {result.isFetching ? t('caseSearch.searching') : t('caseSearch.search')}
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('caseSearch.clear')}
          </button>
        </div>
      </form>

      <FailureRegion failure={failure} />
      <h3 id="case-search-results" ref={resultsRef} tabIndex={-1}>
        {t('caseSearch.results.heading')}
      </h3>
      <div role="status">
        {query === null || data === undefined
          ? null
          : data.total === 0
            ? t('caseSearch.results.none')
            : t('caseSearch.results.found', { count: data.total })}
      </div>
      {query !== null && data !== undefined && data.items.length > 0 ? (
        <>
          <ConsoleTable
            caption={t('caseSearch.results.caption')}
            columns={[
              t('caseSearch.results.applicationNumber'),
              t('caseSearch.results.name'),
              t('caseSearch.results.product'),
              t('caseSearch.results.state'),
              t('caseSearch.results.started'),
              t('caseSearch.results.changed'),
            ]}
          >
            {data.items.map((hit) => (
              <CaseRow key={hit.prospectId} hit={hit} dateTime={format.dateTime} />
            ))}
          </ConsoleTable>
          {pages > 1 ? (
            <nav className="case-search__pages" aria-label={t('caseSearch.pages.label')}>
              {data.page > 1 ? (
                <Link to={pageLink(data.page - 1)}>{t('caseSearch.pages.previous')}</Link>
              ) : null}
              <span>{t('caseSearch.pages.position', { page: data.page, pages })}</span>
              {data.page < pages ? (
                <Link to={pageLink(data.page + 1)}>{t('caseSearch.pages.next')}</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function CaseRow({
  hit,
  dateTime,
}: {
  readonly hit: TCaseSearchHit;
  readonly dateTime: (iso: string | null) => string;
}) {
  const t = useT();
  return (
    <tr>
      <th scope="row">
        <Link to={paths.casePage(hit.prospectId)}>{hit.applicationNumber}</Link>
      </th>
      <td>{hit.name === '' ? t('caseSearch.results.noName') : hit.name}</td>
      <td>{processName(hit.product, t)}</td>
      <td>
        {t(`casePage.states.${hit.state}`)}
        {hit.productState === null ? null : (
          <span className="case-search__product-state">
            {t(`casePage.states.${hit.productState}`)}
          </span>
        )}
      </td>
      <td>{dateTime(hit.createdAt)}</td>
      <td>{dateTime(hit.updatedAt)}</td>
    </tr>
  );
}
