import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  const app = useTestApp();

  it('when the caller sends an acceptable x-request-id, then it is echoed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'lb-01.Trace_42-x' },
    });
    expect(response.headers['x-request-id']).toBe('lb-01.Trace_42-x');
  });

  it.each([
    ['spaces', 'two words'],
    ['a line break', 'id\nforged log line'],
    ['65 characters', 'a'.repeat(65)],
    ['an empty value', ''],
    ['a slash', 'a/b'],
  ])('when the x-request-id has %s, then a fresh UUID replaces it', async (_name, value) => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': value },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('when no id is sent, then each response gets its own UUID, errors included', async () => {
    const first = await app.inject({ method: 'GET', url: '/health' });
    const second = await app.inject({ method: 'GET', url: '/missing' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
