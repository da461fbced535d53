import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkpointName,
  createFilesystemCheckpointStore,
  createHttpCheckpointStore,
  newestCheckpointNumber,
  type AuditCheckpointStore,
} from './checkpoint-store';

// Decision 278: checkpoints are written once, outside the database, and found by number.

describe('checkpoints under DATA_DIR/archive', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'audit-checkpoints-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a number is written once: a second write of it changes nothing; the file is read-only', async () => {
    const store = createFilesystemCheckpointStore(root);
    expect(await store.get(1)).toBeNull();
    expect(await store.putOnce(1, Buffer.from('first'))).toBe(true);
    expect(await store.putOnce(1, Buffer.from('second'))).toBe(false);
    const path = join(root, 'audit-checkpoints', '0000000001.json');
    expect(await readFile(path, 'utf8')).toBe('first');
    expect((await store.get(1))?.toString()).toBe('first');
    expect((await stat(path)).mode & 0o777).toBe(0o400);
    expect(checkpointName(42)).toBe('audit-checkpoints/0000000042.json');
    expect(() => checkpointName(0)).toThrow('invalid checkpoint number 0');
  });

  it('two writers of the same number at once: exactly one wins', async () => {
    const store = createFilesystemCheckpointStore(root);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => store.putOnce(7, Buffer.from(`writer ${index}`))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('the newest checkpoint number', () => {
  const storeOf = (count: number): AuditCheckpointStore => ({
    location: 'memory',
    putOnce: () => Promise.resolve(false),
    get: (sequence) => Promise.resolve(sequence <= count ? Buffer.from('x') : null),
  });

  it.each([0, 1, 2, 3, 5, 8, 37, 1000])('with %i checkpoints: %i', async (count) => {
    expect(await newestCheckpointNumber(storeOf(count))).toBe(count);
  });
});

describe('checkpoints in the bank archive (ARCHIVE_URL)', () => {
  it('PUT asks the archive to create only (If-None-Match: *): 412 means taken; GET 404 means none', async () => {
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
    const answers = [201, 412, 404, 200, 500];
    const fetchImpl: typeof fetch = (input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: input instanceof Request ? input.url : input.toString(),
        headers: { ...(init?.headers as Record<string, string>) },
      });
      return Promise.resolve(new Response('{"a":1}', { status: answers.shift() ?? 500 }));
    };
    const store = createHttpCheckpointStore({
      url: 'https://archive.example/bank',
      token: 'secret',
      fetchImpl,
    });
    expect(await store.putOnce(3, Buffer.from('{}'))).toBe(true);
    expect(await store.putOnce(3, Buffer.from('{}'))).toBe(false);
    expect(await store.get(4)).toBeNull();
    expect((await store.get(3))?.toString()).toBe('{"a":1}');
    await expect(store.get(3)).rejects.toThrow('the archive answered 500');
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: 'https://archive.example/bank/audit-checkpoints/0000000003.json',
      headers: {
        'content-type': 'application/json',
        'if-none-match': '*',
        authorization: 'Bearer secret',
      },
    });
    expect(calls[2]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer secret' } });
  });
});
