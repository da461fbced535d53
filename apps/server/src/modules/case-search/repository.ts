import type {
  CaseSearchTermKind,
  ProcessName,
  ProductState,
  ProspectState,
} from '@onboarding/domain';
import { ENDED_PROSPECT_STATES, OPENED_PRODUCT_STATE } from '@onboarding/domain';
import { and, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../infra/db/database';
import type { CaseSearchSource } from '../../infra/search-index/case-search-index';
// The search reads the case, its product and its account in one query for its speed target
// (decision 263): read only, like retention's reach across the tables (decision 152).
import { products } from '../products/tables';
import { prospects } from '../prospects/tables';
import { users } from '../security/tables';
import type { SearchTerm } from './search-terms';
import { caseSearchIndexed, caseSearchTerms } from './tables';

type Db = Database | Transaction;

export async function userOfProspect(db: Db, prospectId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: prospects.userId })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  return row?.userId ?? null;
}

/** One source's terms of a case, in place of its earlier ones. */
export async function replaceCaseTerms(
  tx: Transaction,
  owner: { readonly userId: string; readonly prospectId: string },
  source: CaseSearchSource,
  terms: readonly SearchTerm[],
): Promise<void> {
  await tx
    .delete(caseSearchTerms)
    .where(
      and(eq(caseSearchTerms.prospectId, owner.prospectId), eq(caseSearchTerms.source, source)),
    );
  if (terms.length === 0) return;
  await tx
    .insert(caseSearchTerms)
    .values(terms.map((term) => ({ ...owner, source, kind: term.kind, term: term.term })));
}

/** The account's own terms (prospect null), in place of its earlier ones. */
export async function replaceAccountTerms(
  tx: Transaction,
  userId: string,
  terms: readonly SearchTerm[],
): Promise<void> {
  await tx
    .delete(caseSearchTerms)
    .where(and(eq(caseSearchTerms.userId, userId), isNull(caseSearchTerms.prospectId)));
  if (terms.length === 0) return;
  await tx.insert(caseSearchTerms).values(
    terms.map((term) => ({
      userId,
      prospectId: null,
      source: 'ACCOUNT' as const,
      kind: term.kind,
      term: term.term,
    })),
  );
}

// Possible duplicates (decision 288) ----------------------------------------------------------

/** Another account's term equal to one of a case's (its own or its account's). */
export interface SharedTerm {
  readonly userId: string;
  /** Null for the other account's own (sign-up) term. */
  readonly prospectId: string | null;
  readonly kind: CaseSearchTermKind;
  /** When the other account was made: the most recent are shown first. */
  readonly since: Date;
}

/** The terms of `kinds` that other accounts share with the case of `prospectId`. */
export async function sharedTermsOf(
  db: Db,
  owner: { readonly userId: string; readonly prospectId: string },
  kinds: readonly CaseSearchTermKind[],
): Promise<SharedTerm[]> {
  const mine = alias(caseSearchTerms, 'mine');
  return db
    .selectDistinct({
      userId: caseSearchTerms.userId,
      prospectId: caseSearchTerms.prospectId,
      kind: caseSearchTerms.kind,
      since: users.createdAt,
    })
    .from(mine)
    .innerJoin(
      caseSearchTerms,
      and(eq(caseSearchTerms.term, mine.term), ne(caseSearchTerms.userId, owner.userId)),
    )
    .innerJoin(users, eq(users.id, caseSearchTerms.userId))
    .where(
      and(
        eq(mine.userId, owner.userId),
        or(eq(mine.prospectId, owner.prospectId), isNull(mine.prospectId)),
        inArray(mine.kind, [...kinds]),
      ),
    );
}

/**
 * Other accounts' applications of this case's product still under way that share both the
 * national number and the document number with this case's personal data (decision 290).
 */
export async function openApplicationsOfSameIdentity(
  db: Db,
  prospectId: string,
): Promise<string[]> {
  // Two applications of one person given at the same instant: the second waits here until the
  // first has committed, then sees it (each statement reads what is committed when it starts).
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${caseSearchTerms.term}))
        from ${caseSearchTerms}
        where ${caseSearchTerms.prospectId} = ${prospectId}
          and ${caseSearchTerms.source} = 'PERSONAL_DATA'
          and ${caseSearchTerms.kind} = 'NATIONAL_ID'`,
  );
  const mine = alias(caseSearchTerms, 'mine');
  const own = alias(prospects, 'own');
  const rows = await db
    .select({ prospectId: caseSearchTerms.prospectId })
    .from(mine)
    .innerJoin(own, eq(own.id, mine.prospectId))
    .innerJoin(
      caseSearchTerms,
      and(
        eq(caseSearchTerms.term, mine.term),
        eq(caseSearchTerms.kind, mine.kind),
        ne(caseSearchTerms.userId, mine.userId),
      ),
    )
    .innerJoin(prospects, eq(prospects.id, caseSearchTerms.prospectId))
    .leftJoin(products, eq(products.prospectId, prospects.id))
    .where(
      and(
        eq(mine.prospectId, prospectId),
        eq(mine.source, 'PERSONAL_DATA'),
        inArray(mine.kind, ['NATIONAL_ID', 'DOCUMENT_NUMBER']),
        eq(caseSearchTerms.source, 'PERSONAL_DATA'),
        eq(prospects.processName, own.processName),
        // The domain's isOpenApplication, in SQL.
        notInArray(prospects.state, [...ENDED_PROSPECT_STATES]),
        or(isNull(products.state), ne(products.state, OPENED_PRODUCT_STATE)),
      ),
    )
    .groupBy(caseSearchTerms.prospectId)
    .having(sql`count(distinct ${caseSearchTerms.kind}) = 2`);
  return rows.flatMap((row) => (row.prospectId === null ? [] : [row.prospectId]));
}

// The backfill ---------------------------------------------------------------------------------

/** Cases not yet indexed under this key, oldest first. */
export async function casesToIndex(
  db: Db,
  keyCheck: string,
  limit: number,
): Promise<{ prospectId: string; userId: string }[]> {
  return db
    .select({ prospectId: prospects.id, userId: prospects.userId })
    .from(prospects)
    .leftJoin(caseSearchIndexed, eq(caseSearchIndexed.prospectId, prospects.id))
    .where(
      sql`${caseSearchIndexed.prospectId} is null or ${caseSearchIndexed.keyCheck} <> ${keyCheck}`,
    )
    .orderBy(prospects.createdAt, prospects.id)
    .limit(limit);
}

export async function markIndexed(
  tx: Transaction,
  prospectId: string,
  keyCheck: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(caseSearchIndexed)
    .values({ prospectId, keyCheck, indexedAt: now })
    .onConflictDoUpdate({
      target: caseSearchIndexed.prospectId,
      set: { keyCheck, indexedAt: now },
    });
}

// The search -------------------------------------------------------------------------------------

/** The criteria as the query puts them: keyed hashes and plain columns. */
export interface CaseCriteria {
  /** Each must be among the case's terms (its own or its account's). */
  readonly terms: readonly string[];
  readonly applicationNumber?: { readonly sequence: number; readonly year: number | null };
  readonly product?: ProcessName;
  readonly state?: ProspectState;
  readonly productState?: ProductState;
  /** Calendar days in the bank's zone, both included. */
  readonly from?: string;
  readonly to?: string;
  readonly timeZone: string;
  readonly limit: number;
  readonly offset: number;
}

export interface CaseRow {
  readonly prospectId: string;
  readonly applicationNumber: number;
  readonly name: string;
  readonly product: ProcessName;
  readonly productState: ProductState | null;
  readonly state: ProspectState;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A case has the term itself or through its account (prospect null). */
function hasTerm(term: string): SQL {
  return sql`${prospects.id} in (
    select owner.id from ${caseSearchTerms} found
    join ${prospects} owner on owner.user_id = found.user_id
    where found.term = ${term} and (found.prospect_id is null or found.prospect_id = owner.id))`;
}

function conditionsOf(criteria: CaseCriteria): SQL[] {
  const { timeZone } = criteria;
  const conditions = criteria.terms.map(hasTerm);
  const number = criteria.applicationNumber;
  if (number !== undefined) {
    conditions.push(eq(prospects.applicationNumber, number.sequence));
    if (number.year !== null) {
      conditions.push(
        sql`extract(year from ${prospects.createdAt} at time zone ${timeZone}) = ${number.year}`,
      );
    }
  }
  if (criteria.product !== undefined) conditions.push(eq(prospects.processName, criteria.product));
  if (criteria.state !== undefined) conditions.push(eq(prospects.state, criteria.state));
  if (criteria.productState !== undefined) {
    conditions.push(sql`exists (select 1 from ${products} chosen
      where chosen.prospect_id = ${prospects.id} and chosen.state = ${criteria.productState})`);
  }
  if (criteria.from !== undefined) {
    conditions.push(
      sql`${prospects.createdAt} >= (${criteria.from}::date::timestamp at time zone ${timeZone})`,
    );
  }
  if (criteria.to !== undefined) {
    conditions.push(
      sql`${prospects.createdAt} < ((${criteria.to}::date + 1)::timestamp at time zone ${timeZone})`,
    );
  }
  return conditions;
}

/**
 * One page of the cases meeting every criterion, newest first, and how many meet them. Two steps
 * for the speed target (decision 263): the page's ids and the count from the prospects alone, then
 * the name and the product's state for those ids only, so a broad search never reads every match.
 */
export async function searchCases(
  db: Db,
  criteria: CaseCriteria,
): Promise<{ rows: CaseRow[]; total: number }> {
  const conditions = conditionsOf(criteria);
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const page = await db.execute<{ prospect_id: string; total: number | string }>(sql`
    select ${prospects.id} as prospect_id, count(*) over () as total
    from ${prospects}
    where ${where}
    order by ${prospects.createdAt} desc, ${prospects.id} desc
    limit ${criteria.limit} offset ${criteria.offset}`);
  const total = page.rows[0] === undefined ? 0 : Number(page.rows[0].total);
  const ids = page.rows.map((row) => row.prospect_id);
  if (ids.length === 0) return { rows: [], total };
  const result = await db.execute<{
    prospect_id: string;
    application_number: number;
    name: string;
    product: ProcessName;
    product_state: ProductState | null;
    state: ProspectState;
    created_at: Date | string;
    updated_at: Date | string;
  }>(sql`
    select ${prospects.id} as prospect_id, ${prospects.applicationNumber} as application_number,
      ${users.fullName} as name, ${prospects.processName} as product,
      (select latest.state from ${products} latest where latest.prospect_id = ${prospects.id}
        order by latest.created_at desc limit 1) as product_state,
      ${prospects.state} as state, ${prospects.createdAt} as created_at,
      ${prospects.updatedAt} as updated_at
    from ${prospects}
    join ${users} on ${users.id} = ${prospects.userId}
    where ${inArray(prospects.id, ids)}`);
  const byId = new Map(result.rows.map((row) => [row.prospect_id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    return [
      {
        prospectId: row.prospect_id,
        applicationNumber: Number(row.application_number),
        name: row.name,
        product: row.product,
        productState: row.product_state,
        state: row.state,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      },
    ];
  });
  return { rows, total };
}

/** How many cases meet the criteria when the page asked is past the last (count over none). */
export async function countCases(db: Db, criteria: CaseCriteria): Promise<number> {
  const conditions = conditionsOf(criteria);
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const result = await db.execute<{ total: number | string }>(
    sql`select count(*) as total from ${prospects} where ${where}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}
