import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUploadSpool } from '../../infra/storage/upload-spool';
import { decodeSpooledBase64, readUploadBody } from './upload-body';

const limits = { bodyBytes: 1_000_000, contentBytes: 100_000 };
const file = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));

/** The body cut into pieces of `size` bytes, as a socket may deliver it. */
async function* pieces(body: string, size: number) {
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) {
    yield await Promise.resolve(bytes.subarray(at, at + size));
  }
}

async function read(body: string, size = 7, custom = limits) {
  const spool = createUploadSpool(await mkdtemp(join(tmpdir(), 'spool-test-')));
  const spoolFile = await spool.create();
  const result = await readUploadBody(pieces(body, size), spoolFile, custom);
  await spoolFile.finish();
  const bytes = decodeSpooledBase64(await spoolFile.read());
  await spoolFile.discard();
  return { ...result, bytes };
}

describe('readUploadBody', () => {
  it('keeps the fields and spools the content, however the body is cut', async () => {
    const body = JSON.stringify({
      uid: '1234567890123456',
      nested: { content: 'not this one' },
      content: file.toString('base64'),
      documentType: 'ID',
    });
    for (const size of [1, 3, 7, 64, 100_000]) {
      const result = await read(body, size);
      expect(result.body).toEqual({
        uid: '1234567890123456',
        nested: { content: 'not this one' },
        content: '',
        documentType: 'ID',
      });
      expect(result.state).toBe('OK');
      expect(result.decodedSize).toBe(file.length);
      expect(result.bytes?.equals(file)).toBe(true);
    }
  });

  it('removes a data-URL prefix and reads "\\/" escapes', async () => {
    const base64 = file.subarray(0, 1000).toString('base64');
    const body = `{"content":"data:image/jpeg;base64,${base64.replace(/\//g, '\\/')}"}`;
    for (const size of [1, 5, 4096]) {
      const result = await read(body, size);
      expect(result.bytes?.equals(file.subarray(0, 1000))).toBe(true);
      expect(result.decodedSize).toBe(1000);
    }
  });

  it('tells what is wrong with the content', async () => {
    expect((await read('{"uid":"1"}')).state).toBe('MISSING');
    const empty = await read('{"content":""}');
    expect([empty.state, empty.decodedSize]).toEqual(['OK', 0]);
    expect((await read('{"content":"ab\\ncd"}')).state).toBe('NOT_BASE64');
    expect((await read('{"content":"%%%%"}')).bytes).toBeNull();
    const large = await read(JSON.stringify({ content: file.toString('base64') }), 64, {
      ...limits,
      contentBytes: 1000,
    });
    expect(large.state).toBe('TOO_LARGE');
  });

  it('refuses a body that is not JSON or too large', async () => {
    await expect(read('{"content":"AAAA",')).rejects.toMatchObject({ code: 'MALFORMED_JSON' });
    await expect(
      read(`{"content":"${'A'.repeat(2000)}"}`, 64, { ...limits, bodyBytes: 1000 }),
    ).rejects.toMatchObject({
      status: 413,
    });
  });
});
