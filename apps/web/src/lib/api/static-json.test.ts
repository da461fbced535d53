import { describe, expect, it, vi } from 'vitest';
import { loadStaticJson } from './static-json';

describe('loadStaticJson (spec 3 §5)', () => {
  it('refuses anything but a string with "unexpected value type"', async () => {
    for (const value of [undefined, null, 42, { url: 'a.json' }, ['a.json']]) {
      await expect(loadStaticJson(value, vi.fn())).rejects.toThrow('unexpected value type');
    }
  });

  it('refuses an address that is not a .json file with "unexpected file extension"', async () => {
    for (const value of ['content.txt', 'content.json.js', 'content', '/x.json/']) {
      await expect(loadStaticJson(value, vi.fn())).rejects.toThrow('unexpected file extension');
    }
  });

  it('loads a .json file without caches and without following redirects', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"a":1}', { status: 200 }));
    await expect(loadStaticJson('/onboarding/static/texts.json?v=2', fetchMock)).resolves.toEqual({
      a: 1,
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ cache: 'no-cache', redirect: 'error' });
    expect(init?.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
  });

  it('fails when the file is not there', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 }));
    await expect(loadStaticJson('/missing.json', fetchMock)).rejects.toThrow('answered 404');
  });
});
