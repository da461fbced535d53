import { randomInt } from 'node:crypto';
import fc, { type Arbitrary } from 'fast-check';
import { ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import { type ApplicantWithProspect } from '../prospect-helpers';
import { freshIp, signIn } from '../security-helpers';
import {
  ATTACK_APP_ENV,
  apiRoutes,
  fillPath,
  parameterKeys,
  responseProblem,
} from './attack-helpers';
import { type InventoryRoute, routeCapture } from './route-inventory';
import {
  arbitraryOfZod,
  jsonSchemaOf,
  type KnownValues,
  malformedBody,
  malformedQuery,
  textOf,
  toQuery,
} from './schema-arbitrary';
import { applicantAt } from '../builders/applicant';

// Decision 155: generated requests for every route with a body, query or path
// schema, shaped by the schema and malformed, sent anonymously and as a signed-in applicant:
// no 5xx, no answer outside the route's declared responses. The server suite runs twice in CI
// (PGlite and PostgreSQL), each run sends ATTACK_REQUESTS (default 5,000): 10,000 per CI run.

const REQUESTS = Number(process.env.ATTACK_REQUESTS ?? 5_000);
/** Fixed by default (the same requests every run); `ATTACK_SEED=random` explores new ones. */
const SEED =
  process.env.ATTACK_SEED === 'random'
    ? randomInt(0, 2 ** 31)
    : Number(process.env.ATTACK_SEED ?? (process.env.TEST_DB === 'postgres' ? 1552 : 1551));
const BATCH = 20;

/**
 * Routes whose generated calls end the applicant's session or wait on purpose; they are still sent,
 * anonymously (the session is checked after each batch anyway, and renewed when a call ended it).
 */
const SIGNED_IN_EXCLUDED = new Set([
  'POST /services/slo/security/action/logout',
  'POST /services/slo/security/action/:uid/logout',
  // The applicant's withdrawal (decision 182): it ends every session and erases the case.
  'DELETE /services/slo/onboarding/prospects/:id',
  'DELETE /services/slo/onboarding/products/:id',
  // The lookup API's clean-up ends the session (decision 184).
  'POST /services/slo/cleanCacheUserData/:id',
]);

interface GeneratedRequest {
  readonly route: InventoryRoute;
  readonly url: string;
  readonly payload: string | undefined;
  readonly signedIn: boolean;
  readonly malformed: boolean;
}

const ODD_SEGMENTS = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '..',
      '%00',
      '\u0000',
      '0',
      '-1',
      'null',
      'undefined',
      '__proto__',
      'constructor',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 300, max: 3_000 }).map((length) => 'a'.repeat(length)),
  },
);

function requestArbitrary(
  route: InventoryRoute,
  own: Readonly<Record<string, string>>,
  known: KnownValues,
): Arbitrary<GeneratedRequest> {
  const keys = parameterKeys(route.url);
  const params = arbitraryOfZod(route.schema.params);
  const pathValues = fc.record(
    Object.fromEntries(
      keys.map((key) => {
        const ownValue = own[key];
        const name = key.split('/:')[1] ?? key;
        const fromSchema = params.map((value) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? textOf(value[name])
            : '',
        );
        const options: Arbitrary<string>[] = [fromSchema, ODD_SEGMENTS];
        if (ownValue !== undefined) options.push(fc.constant(ownValue), fc.constant(ownValue));
        return [key, fc.oneof(...options)];
      }),
    ),
  );
  const bodySchema = route.method === 'GET' ? undefined : route.schema.body;
  const bodyJson = jsonSchemaOf(bodySchema);
  const body: Arbitrary<{ payload: string | undefined; malformed: boolean }> =
    bodySchema === undefined
      ? fc.constant({ payload: undefined, malformed: false })
      : fc.oneof(
          {
            weight: 3,
            arbitrary: arbitraryOfZod(bodySchema, { known }).map((value) => ({
              payload: JSON.stringify(value),
              malformed: false,
            })),
          },
          {
            weight: 2,
            arbitrary: malformedBody(bodyJson).map((payload) => ({ payload, malformed: true })),
          },
        );
  const querySchema = route.schema.querystring;
  const query: Arbitrary<string> =
    querySchema === undefined
      ? fc.constant('')
      : fc.oneof(
          { weight: 3, arbitrary: arbitraryOfZod(querySchema, { known }).map(toQuery) },
          { weight: 2, arbitrary: malformedQuery(jsonSchemaOf(querySchema)) },
        );
  const signedIn = SIGNED_IN_EXCLUDED.has(`${route.method} ${route.url}`)
    ? fc.constant(false)
    : fc.boolean();
  return fc
    .record({ pathValues, body, query, signedIn })
    .map(({ pathValues: values, body: generated, query: search, signedIn: asApplicant }) => {
      const path = fillPath(route.url, values);
      return {
        route,
        url: search === '' ? path : `${path}?${search}`,
        payload: generated.payload,
        signedIn: asApplicant,
        malformed: generated.malformed,
      };
    });
}

/** Escapes of bytes that are no UTF-8 text, or of a NUL: sent as they are, in paths and queries. */
const UNREADABLE_ESCAPES = ['%00', '%C3%28', '%FF', '%ED%A0%80', '%E2%82'];
/** Header values as Node reads bytes (one latin1 character each): a NUL, 0xFF, a broken pair. */
const UNREADABLE_HEADER_VALUES = ['a\u0000b', 'x\u00ff', '\u00c3\u0028'];
/** JSON bodies with an escaped NUL, a lone surrogate, a 0xFF byte and a broken UTF-8 pair. */
const UNREADABLE_BODIES: ReadonlyArray<string | Buffer> = [
  '{"uid":"\\u0000"}',
  '{"uid":"\\ud800"}',
  Buffer.from([...Buffer.from('{"uid":"'), 0xff, ...Buffer.from('"}')]),
  Buffer.from([...Buffer.from('{"uid":"'), 0xc3, 0x28, ...Buffer.from('"}')]),
];

interface UnreadableCall {
  readonly url: string;
  readonly payload?: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The field of a 400's `validation.text.unreadable` error, or undefined for any other answer. */
function unreadableField(body: string): string | undefined {
  const parsed = ZErrorBody.safeParse(JSON.parse(body) as unknown);
  if (!parsed.success || parsed.data.mainError.code !== 'VALIDATION_FAILED') return undefined;
  return parsed.data.fieldErrors.find((error) => error.code === 'validation.text.unreadable')
    ?.field;
}

function hasInput(route: InventoryRoute): boolean {
  return (
    route.schema.body !== undefined ||
    route.schema.querystring !== undefined ||
    route.schema.params !== undefined
  );
}

describe('generated request bodies (decision 155)', () => {
  let app: FastifyInstance;
  let routes: InventoryRoute[];
  let applicant: ApplicantWithProspect;

  beforeAll(async () => {
    const capture = routeCapture();
    app = await buildTestApp({ env: ATTACK_APP_ENV, onRoute: capture.onRoute });
    routes = apiRoutes(capture.take());
    applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('the route inventory is the API’s, with zod schemas to generate from', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /services/slo/security/action/setRegistration',
        'PATCH /services/slo/onboarding/prospects/:id/info',
        'POST /services/operator/auth/login',
      ]),
    );
    const withBody = routes.filter((route) => route.schema.body !== undefined);
    expect(withBody.length).toBeGreaterThan(50);
    // Every body schema is zod: the generator reads it (not a JSON Schema it would ignore).
    expect(withBody.filter((route) => jsonSchemaOf(route.schema.body) === undefined)).toEqual([]);
  });

  it('every path parameter, one at a time, with odd values: no 5xx, none outside the declaration', async () => {
    // Not left to chance: each parameter of each route gets every odd value while the others
    // carry the applicant's own ids (a non-uuid contract document id once answered 500).
    const oddValues = ['𖨯①', '..', '%00', '\u0000', '__proto__', 'a'.repeat(300), '-1', ' '];
    const own: Record<string, string> = {
      'prospects/:id': applicant.prospectId,
      'products/:id': applicant.productId,
      'changeProduct/:id': applicant.productId,
      'action/:uid': applicant.uid,
    };
    const problems: string[] = [];
    let sent = 0;
    const withParams = routes.filter((route) => parameterKeys(route.url).length > 0);
    expect(withParams.length).toBeGreaterThan(50);
    for (const route of withParams) {
      const calls = parameterKeys(route.url).flatMap((key) =>
        oddValues.map((odd) => fillPath(route.url, { ...own, [key]: odd })),
      );
      await Promise.all(
        calls.map(async (url) => {
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            remoteAddress: freshIp(),
            cookies: SIGNED_IN_EXCLUDED.has(`${route.method} ${route.url}`)
              ? {}
              : { sid: applicant.sid },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          sent += 1;
          const problem = responseProblem(route, response, url);
          if (problem !== undefined) problems.push(`${route.method} ${url}: ${problem}`);
        }),
      );
    }
    console.warn(`odd path parameters: ${sent} requests to ${withParams.length} routes`);
    expect(problems).toEqual([]);
  }, 300_000);

  it('every route with a NUL or bytes that are not UTF-8: 400 VALIDATION_FAILED (decision 274)', async () => {
    // Not left to chance either: each unreadable value in each path parameter, the query, a
    // header and a JSON body of every route, signed in where the route allows it.
    const own: Record<string, string> = {
      'prospects/:id': applicant.prospectId,
      'products/:id': applicant.productId,
      'changeProduct/:id': applicant.productId,
      'action/:uid': applicant.uid,
    };
    const problems: string[] = [];
    const urlFields = new Map<string, number>();
    const bodyStatuses = new Map<string, number>();
    let sent = 0;
    for (const route of routes) {
      const cookies: Record<string, string> = SIGNED_IN_EXCLUDED.has(`${route.method} ${route.url}`)
        ? {}
        : { sid: applicant.sid };
      const path = fillPath(route.url, own);
      // Already escaped: fillPath would escape the `%` of a raw escape again.
      const rawPaths = parameterKeys(route.url).flatMap((key) =>
        UNREADABLE_ESCAPES.map((escape) =>
          fillPath(route.url, { ...own, [key]: 'PLACE' }).replace('PLACE', escape),
        ),
      );
      const urlCalls: UnreadableCall[] = [
        ...rawPaths.map((url) => ({ url })),
        ...UNREADABLE_ESCAPES.map((escape) => ({ url: `${path}?q=${escape}` })),
        ...UNREADABLE_HEADER_VALUES.map((value) => ({ url: path, headers: { 'x-probe': value } })),
      ];
      const bodyCalls: UnreadableCall[] =
        route.method === 'GET'
          ? []
          : UNREADABLE_BODIES.map((payload) => ({
              url: path,
              payload,
              headers: { 'content-type': 'application/json' },
            }));
      await Promise.all(
        [
          ...urlCalls.map((call) => ({ call, body: false })),
          ...bodyCalls.map((call) => ({ call, body: true })),
        ].map(async ({ call, body }) => {
          const response = await app.inject({
            method: route.method as 'GET',
            remoteAddress: freshIp(),
            cookies,
            ...call,
            ...(route.method === 'GET' || body ? {} : { payload: {} }),
          });
          sent += 1;
          const where = `${route.method} ${call.url.slice(0, 160)} ${body ? 'body' : ''}`;
          const problem = responseProblem(route, response, call.url);
          if (problem !== undefined) problems.push(`${where}: ${problem}`);
          if (body) {
            // The session and the cross-site guard may refuse first; nothing is ever taken in.
            const key = String(response.statusCode);
            bodyStatuses.set(key, (bodyStatuses.get(key) ?? 0) + 1);
            if (response.statusCode < 400) problems.push(`${where}: accepted (${key})`);
            return;
          }
          const error = response.statusCode === 400 ? unreadableField(response.body) : undefined;
          if (error === undefined) {
            problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else urlFields.set(error, (urlFields.get(error) ?? 0) + 1);
        }),
      );
    }
    console.warn(
      `unreadable bytes: ${sent} requests to ${routes.length} routes; fields ` +
        `${JSON.stringify(Object.fromEntries(urlFields))}; body statuses ` +
        `${JSON.stringify(Object.fromEntries(bodyStatuses))}`,
    );
    expect(problems).toEqual([]);
    // Most bodies get past the session to the readable-input guard itself.
    expect(bodyStatuses.get('400') ?? 0).toBeGreaterThan(
      routes.filter((route) => route.method !== 'GET').length,
    );
  }, 300_000);

  it(`${REQUESTS} generated requests: no 5xx, none outside the declared responses`, async () => {
    const started = Date.now();
    const targets = routes.filter(hasInput);
    expect(targets.length).toBeGreaterThan(80);
    let session = applicant.sid;
    const own: Record<string, string> = {
      'prospects/:id': applicant.prospectId,
      'products/:id': applicant.productId,
      'changeProduct/:id': applicant.productId,
      'action/:uid': applicant.uid,
    };
    const known: KnownValues = {
      uid: applicant.uid,
      prospectId: applicant.prospectId,
      productId: applicant.productId,
    };
    // The same share of requests for every route, each route's own seeded sequence.
    const perRoute = Math.ceil(REQUESTS / targets.length);
    const requests = targets.flatMap((route, index) =>
      fc.sample(requestArbitrary(route, own, known), { seed: SEED + index, numRuns: perRoute }),
    );
    // Interleaved, so a batch mixes routes and one slow route does not hold a batch up alone.
    const order =
      fc.sample(
        fc.shuffledSubarray(
          requests.map((_, index) => index),
          {
            minLength: requests.length,
          },
        ),
        { seed: SEED, numRuns: 1 },
      )[0] ?? [];

    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let sent = 0;
    let malformed = 0;
    let renewedSessions = 0;
    for (let start = 0; start < order.length; start += BATCH) {
      const batch = order.slice(start, start + BATCH).map((index) => requests[index]);
      await Promise.all(
        batch.map(async (request) => {
          if (request === undefined) return;
          const response = await app.inject({
            method: request.route.method as 'GET',
            url: request.url,
            remoteAddress: freshIp(),
            cookies: request.signedIn ? { sid: session } : {},
            ...(request.payload === undefined
              ? {}
              : { payload: request.payload, headers: { 'content-type': 'application/json' } }),
          });
          sent += 1;
          if (request.malformed) malformed += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = responseProblem(request.route, response, request.url);
          if (problem !== undefined) {
            problems.push(
              `${request.route.method} ${request.url.slice(0, 200)} ${String(request.payload).slice(0, 200)}: ${problem}`,
            );
          }
        }),
      );
      // A generated call may end the session (a logout, a switch of process): sign in again.
      const whoami = await app.inject({
        method: 'GET',
        url: '/services/slo/security/action/whoami',
        remoteAddress: freshIp(),
        cookies: { sid: session },
      });
      if (whoami.statusCode === 401) {
        session = await signIn(app, applicant);
        renewedSessions += 1;
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.warn(
      `generated requests (${process.env.TEST_DB ?? 'pglite'}, seed ${SEED}): ${sent} sent to ` +
        `${targets.length} routes (${malformed} malformed bodies) in ${seconds.toFixed(1)} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
        `sessions renewed ${renewedSessions}`,
    );
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(problems, `seed ${SEED} (ATTACK_SEED=${SEED} reproduces)`).toEqual([]);
    // No body reached an object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 600_000);
});
