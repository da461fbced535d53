import { ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { freshIp } from './security-helpers';

// Decision 274: a NUL or bytes that are not UTF-8, in the path, the query, a header or a JSON
// body, are a 400 with the one error body (VALIDATION_FAILED), in production too; never a 500.

const BRANCH = '/services/slo/external/info/branches';
const REGISTRATION = '/services/slo/security/action/setRegistration';

const registration = (fullName: string) =>
  JSON.stringify({
    uid: '00000000-0000-4000-8000-000000000000',
    language: 'en',
    userData: {
      fullName,
      email: 'ana@example.si',
      password: 'Zelena7Trava!',
      phoneNumber: '041 555 666',
      prefix: '+386',
    },
  });

/** The same body with the bytes of `bytes` where `MARK` stands in the name. */
const registrationWithBytes = (bytes: readonly number[]) => {
  const [before, after] = registration('MARK').split('MARK');
  return Buffer.concat([Buffer.from(before ?? ''), Buffer.from(bytes), Buffer.from(after ?? '')]);
};

const json = { 'content-type': 'application/json' };

const refused: ReadonlyArray<[string, InjectOptions, string]> = [
  ['a NUL in the path (the reported 500)', { url: `${BRANCH}/%00` }, 'path'],
  ['a NUL inside a path segment', { url: `${BRANCH}/ab%00cd` }, 'path'],
  ['an invalid UTF-8 pair in the path', { url: `${BRANCH}/%C3%28` }, 'path'],
  ['a lone 0xFF byte in the path', { url: `${BRANCH}/%FF` }, 'path'],
  ['an encoded surrogate in the path', { url: `${BRANCH}/%ED%A0%80` }, 'path'],
  ['a cut multi-byte character in the path', { url: `${BRANCH}/%E2%82` }, 'path'],
  ['an overlong encoding of "/" in the path', { url: `${BRANCH}/%C0%AF` }, 'path'],
  ['a NUL in the query', { url: `${BRANCH}?lat=%00` }, 'querystring'],
  ['an invalid UTF-8 pair in the query', { url: `${BRANCH}?lat=%C3%28` }, 'querystring'],
  ['a 0xFF byte in a query name', { url: `${BRANCH}?%FF=1` }, 'querystring'],
  [
    'a NUL in a header',
    { url: BRANCH, headers: { 'accept-language': 'sl\u0000' } },
    'headers.accept-language',
  ],
  [
    'a 0xFF byte in a header',
    { url: BRANCH, headers: { 'user-agent': 'x\u00ff' } },
    'headers.user-agent',
  ],
  [
    'an invalid UTF-8 pair in a header',
    { url: BRANCH, headers: { 'x-anything': '\u00c3\u0028' } },
    'headers.x-anything',
  ],
  [
    'an escaped NUL in a JSON string',
    { method: 'POST', url: REGISTRATION, headers: json, payload: registration('Ana\u0000Novak') },
    'userData.fullName',
  ],
  [
    'an escaped lone surrogate in a JSON string',
    { method: 'POST', url: REGISTRATION, headers: json, payload: registration('Ana \ud800') },
    'userData.fullName',
  ],
  [
    'an escaped NUL in a JSON key',
    { method: 'POST', url: REGISTRATION, headers: json, payload: '{"a\\u0000":1}' },
    'a\u0000',
  ],
  [
    'a 0xFF byte in a JSON body',
    { method: 'POST', url: REGISTRATION, headers: json, payload: registrationWithBytes([0xff]) },
    'body',
  ],
  [
    'an invalid UTF-8 pair in a JSON body',
    {
      method: 'POST',
      url: REGISTRATION,
      headers: json,
      payload: registrationWithBytes([0xc3, 0x28]),
    },
    'body',
  ],
  [
    'a JSON body that is only a NUL string',
    { method: 'POST', url: REGISTRATION, headers: json, payload: '"\\u0000"' },
    'body',
  ],
];

describe('unreadable bytes are a 400, never a 500 (decision 274)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(refused)('when %s, then 400 VALIDATION_FAILED', async (_name, request, field) => {
    const response = await app.inject({ method: 'GET', remoteAddress: freshIp(), ...request });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(ZErrorBody.parse(response.json())).toEqual({
      mainError: { code: 'VALIDATION_FAILED', message: expect.any(String) as string },
      fieldErrors: [{ field, code: 'validation.text.unreadable' }],
    });
    expect(response.body).not.toMatch(/ at |stack|postgres|pglite/i);
  });

  it('when the branch id is readable text, then the answer is the usual 404 or 200', async () => {
    const unknown = await app.inject({ method: 'GET', url: `${BRANCH}/%C5%BEiri` });
    expect(unknown.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `${BRANCH}?lat=46.05&lon=14.5`,
      // "é" as the two bytes Node reads as latin1 characters: UTF-8, so readable.
      headers: { 'user-agent': 'Caf\u00c3\u00a9/1.0' },
    });
    expect(list.statusCode).toBe(200);
  });

  it('when a JSON body holds accented and astral characters, then it is read as usual', async () => {
    const response = await app.inject({
      method: 'POST',
      url: REGISTRATION,
      remoteAddress: freshIp(),
      headers: json,
      payload: Buffer.from(registration('Žan Čebašek 😀')),
    });
    // Past the readable-input guard: the route's own schema and rules answer (an unknown uid).
    expect(response.statusCode).not.toBe(500);
    expect(
      ZErrorBody.parse(response.json()).fieldErrors.some(
        (error) => error.code === 'validation.text.unreadable',
      ),
    ).toBe(false);
  });
});
