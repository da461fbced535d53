import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { tapBody } from './body-tap';

describe('tapBody', () => {
  it('passes every byte on unchanged, shows each chunk to the tap, then the end', async () => {
    const seen: string[] = [];
    let ended = false;
    const tap = tapBody(
      Readable.from([Buffer.from('{"a":'), Buffer.from('"ž"}')]),
      (chunk) => seen.push(chunk.toString('utf8')),
      () => (ended = true),
    );
    expect(await text(tap)).toBe('{"a":"ž"}');
    expect(seen).toEqual(['{"a":', '"ž"}']);
    expect(ended).toBe(true);
  });

  it('when the client’s stream fails or closes early, then the reader of the tap gets the error', async () => {
    const failing = new PassThrough();
    const failed = text(tapBody(failing, () => undefined));
    failing.write('{"a":');
    failing.destroy(new Error('aborted'));
    await expect(failed).rejects.toThrow('aborted');

    const closed = new PassThrough();
    const cut = text(tapBody(closed, () => undefined));
    closed.write('{"a":');
    closed.destroy();
    await expect(cut).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
});
