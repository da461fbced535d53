import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BANDWIDTH_PROBE_BYTES } from '@onboarding/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/external/compression';
import { useTestApp } from './build-test-app';
import { API, freshIp } from './security-helpers';
import { applicantAt } from './builders/applicant';

// Decision 189: answers made at run time are compressed above 1 KiB.

/** A JSON answer well above the threshold, from a test route under the API's idempotent prefix. */
const LARGE = { items: Array.from({ length: 200 }, (_, index) => ({ index, label: 'row' })) };

function decoded(response: LightMyRequestResponse): string {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    case 'gzip':
      return gunzipSync(response.rawPayload).toString('utf8');
    default:
      return response.rawPayload.toString('utf8');
  }
}

describe('response compression', () => {
  const app = useTestApp({
    routes: (scope) => {
      scope.get(`${API}/compression-test/large`, () => LARGE);
      scope.post(`${API}/compression-test/large`, () => ({ ...LARGE, made: Math.random() }));
    },
  });

  const getLarge = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: `${API}/compression-test/large`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('when brotli is accepted, then a large API answer is sent as brotli', async () => {
    const response = await getLarge('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 4);
    expect(JSON.parse(decoded(response))).toEqual(LARGE);
  });

  it('when only gzip is accepted, then a large API answer is sent as gzip', async () => {
    const response = await getLarge('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(response))).toEqual(LARGE);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0'])(
    'when Accept-Encoding is %s, then the answer is not compressed',
    async (acceptEncoding) => {
      const response = await getLarge(acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(LARGE);
    },
  );

  it('when an API answer is below 1 KiB, then it is sent as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${API}/getGender/en`,
      headers: { 'accept-encoding': 'br, gzip' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('when a lookup above 1 KiB is asked for, then it is compressed and its caching kept', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${API}/getCountry/en`,
      headers: { 'accept-encoding': 'br' },
      remoteAddress: freshIp(),
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(JSON.parse(decoded(response))).toHaveLength(250);
  });

  it('when the bandwidth probe is downloaded, then its bytes are not compressed', async () => {
    const { sid, prospectId } = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await app.inject({
      method: 'GET',
      url: `${API}/onboarding/prospects/${prospectId}/bandwidthcheck/download`,
      cookies: { sid },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('identity');
    expect(response.rawPayload.length).toBe(BANDWIDTH_PROBE_BYTES);
  });

  it('when an idempotent call is replayed, then the replay is the original answer, compressed once', async () => {
    const call = (acceptEncoding: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/compression-test/large`,
        headers: {
          'accept-encoding': acceptEncoding,
          'content-type': 'application/json',
          'idempotency-key': 'compression-replay-0001',
        },
        payload: {},
        remoteAddress: '203.0.113.77',
      });
    const original = await call('br');
    const replay = await call('br');
    const replayAsGzip = await call('gzip');
    expect(original.headers['content-encoding']).toBe('br');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(decoded(replay)).toBe(decoded(original));
    expect(replayAsGzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(replayAsGzip)).toBe(decoded(original));
  });
});
