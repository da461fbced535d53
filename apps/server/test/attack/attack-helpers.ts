import { ZErrorBody } from '@onboarding/domain';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { SYSTEM_CONTEXT } from '../../src/infra/audit/audit-log';
import * as schema from '../../src/composition/schema';
import { enterPersonalData } from '../consents-helpers';
import { call, uploadOk } from '../fixtures/document-api';
import { goodJpeg } from '../fixtures/document-images';
import { assessedLoanApplicant } from '../loans-helpers';
import { type ApplicantWithProspect, putProspectInState } from '../prospect-helpers';
import { applicantAtVideoChat, startVideoChat } from '../video-helpers';
import type { InventoryRoute } from './route-inventory';
import { applicantAt } from '../builders/applicant';

// Decision 155: what the generated attack tests share: which routes they call, how a response is
// judged against its route's declared schemas, and applicant B, far along, whose ids A is given.

/** The app of the attack tests: operators always at work, so B can reach the video call. */
export const ATTACK_APP_ENV = { OPERATOR_HOURS: 'always' } as const;

/** Methods the tests call; HEAD mirrors GET (Fastify adds it) and is left out. */
export const CALLED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes the tests call: the API's, without the docs, static pages and HEAD mirrors. */
export function apiRoutes(routes: readonly InventoryRoute[]): InventoryRoute[] {
  return routes.filter(
    (route) =>
      CALLED_METHODS.has(route.method) &&
      route.url.startsWith('/services/') &&
      !route.url.startsWith('/services/docs') &&
      // The development outbox reads what the tests' own mails left; not part of the attack surface.
      !route.url.startsWith('/services/dev/outbox'),
  );
}

export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** `<segment before>/:<name>`: an `:id` under `prospects` is another object than under `staff`. */
export function parameterKeys(url: string): string[] {
  const segments = url.split('/');
  const keys: string[] = [];
  segments.forEach((segment, index) => {
    if (segment.startsWith(':')) keys.push(`${segments[index - 1] ?? ''}/${segment}`);
  });
  return keys;
}

export function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[`${segments[index - 1] ?? ''}/${segment}`] ?? values[segment.slice(1)];
      return encodeURIComponent(value ?? 'missing');
    })
    .join('/');
}

function isJson(response: LightMyRequestResponse): boolean {
  return /^application\/json/.test(String(response.headers['content-type'] ?? ''));
}

function bodyOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL's dot segments (`..` as a path parameter) make it another path: a URL client
 * resolves them before sending (WHATWG URL, as light-my-request and every browser do), so the
 * request never reaches the route it was made for.
 */
export function resolvesElsewhere(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return new URL(path, 'http://attack.test').pathname !== path;
}

/** A request that reached another path: whatever answers it, no 5xx, and refusals in the one error body. */
function elsewhereProblem(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (!isJson(response)) return `status ${status} is not JSON`;
  return ZErrorBody.safeParse(bodyOf(response)).success
    ? undefined
    : `status ${status} without the error body: ${response.body.slice(0, 200)}`;
}

/** The one 5xx a route declares: the database or the shared store is away (decision 279). */
const DECLARED_SERVER_ERROR = 503;

const SUCCESS_STATUS = /^[23]/;

/**
 * Why a response is outside what its route declares, or undefined when it is inside (decision
 * 279): a declared status whose body parses with that status's schema, and no 5xx but a declared
 * 503 (the sandboxes of the test app do not fail, so a 502 or 504 is a defect here too). A route
 * that declares no success (files, redirects) may also answer 2xx/3xx; an error status must be
 * declared, on every route: nothing is accepted for being a common refusal.
 */
export function responseProblem(
  route: InventoryRoute,
  response: LightMyRequestResponse,
  sentUrl?: string,
): string | undefined {
  return sentUrl !== undefined && resolvesElsewhere(sentUrl)
    ? elsewhereProblem(response)
    : declarationProblem(route, response);
}

/** Why a response to the route itself is outside what the route declares, or undefined. */
function declarationProblem(
  route: InventoryRoute,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  const declared = route.schema.response ?? {};
  // Fastify's order: the status, its range, then `default` (a route passing a provider's answers).
  const schemaOfStatus =
    declared[String(status)] ?? declared[`${String(status).charAt(0)}xx`] ?? declared.default;
  if (status >= 500 && (status !== DECLARED_SERVER_ERROR || schemaOfStatus === undefined)) {
    return `status ${status}: ${response.body.slice(0, 300)}`;
  }
  if (schemaOfStatus !== undefined) {
    if (!(schemaOfStatus instanceof z.ZodType)) return undefined;
    if (status === 204 || response.body === '') {
      return schemaOfStatus.safeParse(undefined).success ||
        schemaOfStatus.safeParse(null).success ||
        status === 204
        ? undefined
        : `status ${status} with an empty body`;
    }
    if (!isJson(response)) return `status ${status} is not JSON`;
    const parsed = schemaOfStatus.safeParse(bodyOf(response));
    return parsed.success
      ? undefined
      : `status ${status} body outside its schema: ${parsed.error.message.slice(0, 300)} ${response.body.slice(0, 200)}`;
  }
  const declaresNoSuccess = !Object.keys(declared).some((key) => SUCCESS_STATUS.test(key));
  if (declaresNoSuccess && status >= 200 && status < 400) return undefined;
  return `status ${status} is not declared (${Object.keys(declared).join(', ')})`;
}

/** Applicant B's cases, far along, and B's id for every path parameter key it has an object for. */
export interface ApplicantB {
  readonly applicants: readonly ApplicantWithProspect[];
  readonly ids: Readonly<Record<string, string>>;
  /** Keys B has no object for in this setup (they are still called, with an unknown uuid). */
  readonly missing: readonly string[];
}

/** Ids first seen in these tables (by prospect) stand for the parameter keys. */
const OWNED_TABLES: ReadonlyArray<{
  readonly keys: readonly string[];
  readonly table: PgTable & { id: PgColumn; prospectId: PgColumn };
}> = [
  { keys: ['documents/:id', 'images/:id', 'getIDDocument/:id'], table: schema.documents },
  { keys: ['handoff/:tid'], table: schema.handoffTransactions },
  { keys: ['consentsdocuments/:documentId'], table: schema.consentDocuments },
  { keys: ['contracts/:documentId'], table: schema.contractDocuments },
  { keys: ['secci/:secciId'], table: schema.loanSeccis },
  { keys: ['longprocesses/:id'], table: schema.longProcesses },
  { keys: ['identifications/:id'], table: schema.identifications },
  { keys: ['payment-reviews/:id'], table: schema.pennyTransfers },
  { keys: ['riskdocuments/:documentId'], table: schema.riskDocuments },
];

/**
 * B: one applicant with a document, a hand-off, signed contracts and an open account; one with an
 * assessed personal loan (its risk run, a SECCI); one in the video call (an identification).
 */
export async function setUpApplicantB(app: FastifyInstance): Promise<ApplicantB> {
  const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  const as = { sid: account.sid };
  await call(app, 'PATCH', `/onboarding/prospects/${account.prospectId}/idtype?type=ID`, as);
  // The front of an ID card holds no MRZ: no reading job is started.
  await uploadOk(app, as, await goodJpeg(), {
    uid: account.uid,
    documentType: 'ID',
    side: 'FRONTVIEW',
  });
  const handoff = await call(app, 'POST', '/onboarding/documents/handoff', as, {
    uid: account.uid,
  });
  if (handoff.statusCode !== 200) throw new Error(`hand-off refused: ${handoff.body}`);
  await enterPersonalData(app, account);
  // The contracts are made for a verified prospect whose product is PRODUCT_EMPLOYMENT_UPLOADED
  // (the dossier's run leaves it so; its own tests cover that step).
  await putProspectInState(app, account.prospectId, 'PROSPECT_VERIFIED');
  const contracts = await call(
    app,
    'GET',
    `/onboarding/prospects/${account.prospectId}/contracts`,
    as,
  );
  if (contracts.statusCode !== 200) throw new Error(`contracts refused: ${contracts.body}`);
  await putProspectInState(
    app,
    account.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_DOCUMENTS_SIGNED',
  );
  await app.database.db.transaction((tx) =>
    app.services.bankAccounts.open(tx, account.prospectId, SYSTEM_CONTEXT),
  );

  const loan = await assessedLoanApplicant(app, 250_000, {
    amount: 10_000,
    tenorMonths: 60,
    insurance: false,
  });
  await call(
    app,
    'POST',
    `/onboarding/products/${loan.productId}/secci`,
    { sid: loan.sid },
    {
      amount: 10_000,
      tenorMonths: 60,
      insurance: false,
    },
  );

  const video = await applicantAtVideoChat(app);
  await startVideoChat(app, video);

  const applicants = [account, loan, video];
  const prospectIds = applicants.map((applicant) => applicant.prospectId);
  const ids: Record<string, string> = {
    'prospects/:id': account.prospectId,
    'prospects/:prospectId': account.prospectId,
    'products/:id': loan.productId,
    'changeProduct/:id': account.productId,
    'action/:uid': account.uid,
  };
  const missing: string[] = [];
  for (const { keys, table } of OWNED_TABLES) {
    const [row] = await app.database.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.prospectId, prospectIds))
      .limit(1);
    for (const key of keys) {
      if (row === undefined) missing.push(key);
      ids[key] = typeof row?.id === 'string' ? row.id : '00000000-0000-4000-8000-000000000000';
    }
  }
  return { applicants, ids, missing };
}

/** Every row of B's prospects in the tables that hold a case (compared before and after). */
export async function snapshotOf(
  app: FastifyInstance,
  prospectIds: readonly string[],
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (typeof table !== 'object' || table === null || !('prospectId' in table)) continue;
    const column = (table as { prospectId: unknown }).prospectId;
    if (!(column instanceof Object) || !('name' in column)) continue;
    const rows = await app.database.db
      .select()
      .from(table)
      .where(inArray(column as PgColumn, [...prospectIds]));
    snapshot[name] = rows.map((row) => JSON.parse(JSON.stringify(row)) as unknown);
  }
  const prospectRows = await app.database.db
    .select()
    .from(schema.prospects)
    .where(inArray(schema.prospects.id, [...prospectIds]));
  snapshot.prospects = prospectRows.map((row) => JSON.parse(JSON.stringify(row)) as unknown);
  return snapshot;
}
