import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVideoChatState } from '@onboarding/domain';
import { buildTestApp, useTestApp } from './build-test-app';
import { API, freshIp } from './security-helpers';
import { GOOD_DEVICE, applicantAtVideoChat } from './video-helpers';

// The remote identification provider's calls of spec 3 §7 (decision 133): answered by the built-in
// provider (our queue), or forwarded to an external provider.

const BASE = `${API}/infocert/noauth/rest10`;

function post(
  app: FastifyInstance,
  path: string,
  options: { sid?: string; key?: string; payload?: unknown } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    remoteAddress: freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
    headers: options.key === undefined ? {} : { authorization: `COP ${options.key}` },
    payload: options.payload ?? {},
  });
}

describe('the built-in provider', () => {
  const app = useTestApp({ env: { OPERATOR_HOURS: 'always' } });

  it('process start gives a session key; queue, poll, dossier and dequeue run our queue', async () => {
    const applicant = await applicantAtVideoChat(app);
    const started = await post(app, `process/${applicant.prospectId}/start`, {
      sid: applicant.sid,
    });
    expect(started.statusCode).toBe(200);
    const { sessionKey, taskName, taskId } = started.json<{
      sessionKey: string;
      taskName: string;
      taskId: string;
    }>();
    expect(taskId).toBe(applicant.prospectId);
    const step = (name: string, payload?: unknown) =>
      post(app, `${taskName}/${taskId}/${name}`, { sid: applicant.sid, key: sessionKey, payload });

    const queued = await step('queue', { recordingConsent: true, device: GOOD_DEVICE });
    expect(queued.statusCode).toBe(200);
    expect(queued.json<TVideoChatState>().status).toBe('WAITING');
    expect((await step('poll')).json<TVideoChatState>().status).toBe('WAITING');
    const dequeued = await step('dequeue', { reason: 'LEFT' });
    expect(dequeued.json<TVideoChatState>().status).toBe('ABANDONED');
    expect((await step('dossier')).json()).toMatchObject({
      identificationId: queued.json<TVideoChatState>().identificationId,
      status: 'ABANDONED',
    });
    // The signature steps are our certificate and contracts (decision 142), due only once the
    // applicant is verified; start is an external provider's.
    expect((await step('start')).statusCode).toBe(501);
    expect((await step('register')).statusCode).toBe(409);
    expect((await step('issueandsign', { otp: 'abc' })).statusCode).toBe(400);
    expect((await step('queue', { device: 'none' })).statusCode).toBe(400);
  });

  it('refuses a call without the key, with another key, or from another applicant', async () => {
    const owner = await applicantAtVideoChat(app);
    const other = await applicantAtVideoChat(app);
    const started = await post(app, `process/${owner.prospectId}/start`, { sid: owner.sid });
    const { sessionKey, taskName } = started.json<{ sessionKey: string; taskName: string }>();
    const path = `${taskName}/${owner.prospectId}/poll`;
    expect((await post(app, path, { sid: owner.sid })).statusCode).toBe(401);
    expect((await post(app, path, { sid: owner.sid, key: 'f'.repeat(64) })).statusCode).toBe(401);
    expect((await post(app, path, { sid: other.sid, key: sessionKey })).statusCode).toBe(401);
    expect((await post(app, path, { key: sessionKey })).statusCode).toBe(401);
    const foreignStart = await post(app, `process/${owner.prospectId}/start`, { sid: other.sid });
    expect(foreignStart.statusCode).toBe(404);
    expect(
      (
        await post(app, `${taskName}/${owner.prospectId}/unknown`, {
          sid: owner.sid,
          key: sessionKey,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('an external provider', () => {
  let provider: Server;
  let app: FastifyInstance;
  const seen: { url: string; authorization: string | undefined; body: string }[] = [];

  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    provider = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
        const isStart = (request.url ?? '').includes('/process/');
        response.writeHead(isStart ? 200 : 202, { 'content-type': 'application/json' });
        response.end(JSON.stringify(isStart ? { sessionKey: 'ext-key' } : { queued: true }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    app = await buildTestApp({
      env: { REMOTE_ID_PROVIDER_URL: `http://127.0.0.1:${port}/rest10` },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  it('forwards each call with its path, body and COP key; passes the answer back', async () => {
    const started = await post(app, 'process/tok-123/start', { payload: { language: 'sl' } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ sessionKey: 'ext-key' });
    const queued = await post(app, 'identification/task-9/queue', {
      key: 'ext-key',
      payload: { priority: 1 },
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ queued: true });
    expect(seen).toEqual([
      { url: '/rest10/process/tok-123/start', authorization: undefined, body: '{"language":"sl"}' },
      {
        url: '/rest10/identification/task-9/queue',
        authorization: 'COP ext-key',
        body: '{"priority":1}',
      },
    ]);
  });
});
