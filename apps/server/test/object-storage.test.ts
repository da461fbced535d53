import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { call, uploadOk } from './fixtures/document-api';
import { goodJpeg } from './fixtures/document-images';
import { S3RVER_CREDENTIALS, startS3Server } from './s3-server';
import { applicantAt } from './builders/applicant';

const BUCKET = 'onboarding-documents';

describe('documents in S3-compatible storage (S3_ENDPOINT, S3_BUCKET)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: FastifyInstance;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    app = await buildTestApp({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
  });
  afterAll(async () => {
    client.destroy();
    await app.close();
    await s3.close();
  });

  const keysUnder = async (prefix: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ??
      []
    ).map((object) => object.Key);

  it('when a side is uploaded, then its sealed bytes are an object in the bucket and read back from it', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const document = await uploadOk(app, as, await goodJpeg(21), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    expect(await keysUnder(`documents/${applicant.prospectId}/`)).toEqual([
      `documents/${applicant.prospectId}/${document.id}`,
    ]);
    const image = await call(app, 'GET', `/onboarding/images/${document.id}`, as);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const removed = await call(app, 'DELETE', `/onboarding/documents/${document.id}`, as);
    expect(removed.statusCode).toBe(200);
    expect(await keysUnder(`documents/${applicant.prospectId}/`)).toEqual([]);
  });

  it('when the bucket does not exist, then the app does not start and says why in one line', async () => {
    const failure = await buildTestApp({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'no-such-bucket',
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    }).then(
      (started) => started.close().then(() => null),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toMatch(/^S3 storage \(S3_ENDPOINT, S3_BUCKET\) is not usable: /);
    expect(message).toContain('no-such-bucket');
    expect(message).not.toContain('\n');
    expect(message).not.toContain(S3RVER_CREDENTIALS.secretAccessKey);
  });
});
