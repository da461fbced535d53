import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadSpool } from './upload-spool';

describe('the upload spool', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'spool-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('when a second process starts on the same directory, then the first one’s upload in flight is kept', async () => {
    const first = await createUploadSpool(directory).create();
    await first.write(Buffer.from('front of an identity card'));
    await createUploadSpool(directory).create();
    await first.finish();
    expect((await first.read()).toString()).toBe('front of an identity card');
    expect(await readdir(directory)).toHaveLength(2);
  });

  it('when what a gone process left has been still for an hour, then it is removed at the start', async () => {
    const stale = join(directory, '4242-crashed');
    await mkdir(stale);
    await writeFile(join(stale, 'left.part'), 'unreadable without its key');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, old, old);
    const recent = join(directory, '4343-running');
    await mkdir(recent);

    await createUploadSpool(directory).create();

    const left = await readdir(directory);
    expect(left).not.toContain('4242-crashed');
    expect(left).toContain('4343-running');
  });

  it('when a spool file is written, then its bytes on disk are not the upload’s', async () => {
    const file = await createUploadSpool(directory).create();
    await file.write(Buffer.from('EMSO 0101990500006'));
    await file.finish();
    const [own] = await readdir(directory);
    const [part] = await readdir(join(directory, own ?? ''));
    const onDisk = await readFile(join(directory, own ?? '', part ?? ''));
    expect(onDisk.toString()).not.toContain('0101990500006');
    await file.discard();
  });
});
