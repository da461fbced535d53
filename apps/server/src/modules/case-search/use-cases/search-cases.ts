import {
  emailSearchKey,
  ibanSearchKey,
  identifiesACase,
  identifierSearchKey,
  nameQueryTokens,
  parseApplicationNumber,
  phoneSearchKey,
  type CaseSearchTermKind,
  type TCaseSearchQuery,
  type TCaseSearchResult,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { BlindIndex } from '../../../infra/crypto/blind-index';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { formatApplicationNumber } from '../../prospects/application-number';
import { countCases, searchCases, type CaseCriteria } from '../repository';

export interface SearchCasesDeps {
  readonly db: Database;
  readonly blindIndex: BlindIndex;
  /** The bank's zone: the days of the date range and the year of an application number. */
  readonly timeZone: string;
  /** The variant's dialling prefix, for a phone typed without one. */
  readonly phonePrefix: string;
}

const needsIdentifier = () =>
  new AppError(403, 'CASE_SEARCH_NEEDS_IDENTIFIER', {
    message:
      'An operator searches for a person or a case: give a name, e-mail, phone, application, ' +
      'document or personal number, or IBAN (decision 264).',
  });

const badPhone = () =>
  new AppError(400, 'VALIDATION_FAILED', {
    message: 'The phone number is too short to search by.',
    fieldErrors: [{ field: 'phone', code: 'caseSearch.error.phone' }],
  });

/** The keyed hashes the case must have, each value by the domain's normalisation. */
function termsOf(
  deps: Pick<SearchCasesDeps, 'blindIndex' | 'phonePrefix'>,
  query: TCaseSearchQuery,
): string[] {
  const { blindIndex } = deps;
  const hashed = (kind: CaseSearchTermKind, value: string) => blindIndex.term(kind, value);
  const terms = nameQueryTokens(query.name ?? '').map((token) => hashed('NAME', token));
  if (query.email !== undefined) terms.push(hashed('EMAIL', emailSearchKey(query.email)));
  if (query.phone !== undefined) {
    const phone = phoneSearchKey(query.phone, deps.phonePrefix);
    if (phone === null) throw badPhone();
    terms.push(hashed('PHONE', phone));
  }
  if (query.documentNumber !== undefined) {
    terms.push(hashed('DOCUMENT_NUMBER', identifierSearchKey(query.documentNumber)));
  }
  if (query.nationalId !== undefined) {
    terms.push(hashed('NATIONAL_ID', identifierSearchKey(query.nationalId)));
  }
  if (query.iban !== undefined) terms.push(hashed('IBAN', ibanSearchKey(query.iban)));
  return terms;
}

/**
 * The staff case search (decisions 263, 264): every criterion given must hold; sealed identifiers
 * and names are matched by their keyed hash, never opened. A supervisor may browse by product,
 * state and dates alone; an operator names a person or a case. Each search is audited with the
 * kinds of criteria and the count found, never the values typed.
 */
export function createSearchCases(deps: SearchCasesDeps) {
  const { db, timeZone } = deps;

  return async function search(
    staff: StaffCaller,
    query: TCaseSearchQuery,
    context: RequestContext,
  ): Promise<TCaseSearchResult> {
    if (staff.role !== 'SUPERVISOR' && !identifiesACase(query)) throw needsIdentifier();
    const applicationNumber =
      query.applicationNumber === undefined
        ? undefined
        : (parseApplicationNumber(query.applicationNumber) ?? undefined);
    const criteria: CaseCriteria = {
      terms: termsOf(deps, query),
      ...(applicationNumber === undefined ? {} : { applicationNumber }),
      ...(query.product === undefined ? {} : { product: query.product }),
      ...(query.state === undefined ? {} : { state: query.state }),
      ...(query.productState === undefined ? {} : { productState: query.productState }),
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(query.to === undefined ? {} : { to: query.to }),
      timeZone,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    const found = await searchCases(db, criteria);
    const { rows } = found;
    // A page past the last has no row to carry the count: counted on its own.
    const total =
      rows.length === 0 && query.page > 1 ? await countCases(db, criteria) : found.total;
    await recordAudit(db, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'case_search.searched',
      subjectType: 'case_search',
      subjectId: null,
      details: {
        criteria: Object.keys(query).filter(
          (key) => key !== 'page' && key !== 'pageSize' && query[key as keyof TCaseSearchQuery],
        ),
        page: query.page,
        found: total,
      },
    });
    return {
      items: rows.map((row) => ({
        prospectId: row.prospectId,
        applicationNumber: formatApplicationNumber(row, timeZone),
        name: row.name,
        product: row.product,
        productState: row.productState,
        state: row.state,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  };
}
